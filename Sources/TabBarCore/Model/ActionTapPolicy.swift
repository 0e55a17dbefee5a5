/// What a tap on an action button with a menu does; a long press always opens the menu.
public struct TabBarActionTapPolicy: TabBarNamedOption {
    enum Kind: String, CaseIterable { case opensMenu, presents }
    let kind: Kind

    /// The tap fans the menu out (a tap outside closes it).
    public static let opensMenu = TabBarActionTapPolicy(kind: .opensMenu)
    /// The tap presents the action itself (a composer) with no menu item; the menu takes a long press.
    public static let presents = TabBarActionTapPolicy(kind: .presents)

    init(kind: Kind) { self.kind = kind }

    /// The policy with the given configuration name.
    public init?(name: String) {
        guard let kind = Kind(rawValue: name) else { return nil }
        self.kind = kind
    }

    /// The configuration name.
    public var name: String { kind.rawValue }
    /// Every accepted name.
    public static var names: [String] { Kind.allCases.map(\.rawValue) }
    /// "action tap policy".
    public static var optionLabel: String { "action tap policy" }
}

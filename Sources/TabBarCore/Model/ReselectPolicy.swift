/// What tapping the already selected tab does.
public struct TabBarReselectPolicy: TabBarNamedOption {
    enum Kind: String, CaseIterable { case popThenScroll, popToRoot, scrollToTop, none }
    let kind: Kind

    /// Pops to root when the stack is not empty, otherwise scrolls to top (the iOS convention).
    public static let popThenScroll = TabBarReselectPolicy(kind: .popThenScroll)
    /// Always pops to root, never scrolls.
    public static let popToRoot = TabBarReselectPolicy(kind: .popToRoot)
    /// Always scrolls to top, keeping the stack.
    public static let scrollToTop = TabBarReselectPolicy(kind: .scrollToTop)
    /// Does nothing.
    public static let none = TabBarReselectPolicy(kind: .none)

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
    /// "reselect policy".
    public static var optionLabel: String { "reselect policy" }
}

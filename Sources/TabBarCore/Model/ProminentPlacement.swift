/// Where a floating bar draws its prominent tab (the tab with the ``TabItemRole/prominent`` role).
///
/// `raised` is the action button's form, risen in its slot; `detached` takes the tab out of the capsule into a
/// circle of its own beside the bar's leading end (the right in right-to-left layouts), as iOS 26 detaches its
/// search tab. An edge-to-edge bar and a sidebar keep it raised (the linter says so, TB015).
public struct TabBarProminentPlacement: TabBarNamedOption {
    enum Kind: String, CaseIterable { case raised, detached }
    let kind: Kind

    /// Raised in its slot among the other tabs, like the action button (the default).
    public static let raised = TabBarProminentPlacement(kind: .raised)
    /// In a circle of its own beside a floating bar, on its leading side.
    public static let detached = TabBarProminentPlacement(kind: .detached)

    init(kind: Kind) { self.kind = kind }

    /// The placement with the given configuration name.
    public init?(name: String) {
        guard let kind = Kind(rawValue: name) else { return nil }
        self.kind = kind
    }

    /// The configuration name.
    public var name: String { kind.rawValue }
    /// Every accepted name.
    public static var names: [String] { Kind.allCases.map(\.rawValue) }
    /// "prominent placement".
    public static var optionLabel: String { "prominent placement" }
}

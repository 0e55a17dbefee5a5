/// Where a floating bar draws its prominent tab (the tab with the ``TabItemRole/prominent`` role).
///
/// `raised` is the action button's form, risen in its slot; `detached` takes the tab out of the capsule into a
/// circle of its own beside the bar's leading end (the right in right-to-left layouts), as iOS 26 detaches its
/// search tab. An edge-to-edge bar and a sidebar keep it raised (the linter says so, TB015).
public struct TabBarProminentPlacement: TabBarNamedOption {
    /// The configuration name.
    public let name: String

    /// Raised in its slot among the other tabs, like the action button (the default).
    public static let raised = TabBarProminentPlacement(known: "raised")
    /// In a circle of its own beside a floating bar, on its leading side.
    public static let detached = TabBarProminentPlacement(known: "detached")

    /// Every accepted name, in documentation order.
    public static var names: [String] { [raised.name, detached.name] }
    /// "prominent placement", in error messages.
    public static var optionLabel: String { "prominent placement" }

    /// The placement with the given configuration name; `nil` for any other.
    public init?(name: String) {
        guard Self.names.contains(name) else { return nil }
        self.name = name
    }

    private init(known name: String) { self.name = name }
}

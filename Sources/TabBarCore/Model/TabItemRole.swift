/// What a tab does when it is tapped.
public enum TabItemRole: String, Hashable, Codable, Sendable, CaseIterable {
    /// A destination: tapping selects it and shows its content.
    case tab
    /// A centre action button: tapping presents something and never changes selection.
    case action
    /// A search destination, selected like a tab and announced as search.
    case search
    /// A destination drawn with the action button's prominence (raised, in the action's fill): selected like a tab,
    /// marked by a ring when it is (iOS 27's `TabRole.prominent`).
    case prominent

    /// Whether a tab with this role can become the selected tab.
    public var isSelectable: Bool { self != .action }

    /// Whether a tab with this role is drawn as a raised button (the action, and a prominent tab).
    public var isRaised: Bool { self == .action || self == .prominent }
}

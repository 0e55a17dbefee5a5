/// What a tab does when it is tapped.
public enum TabItemRole: String, Hashable, Codable, Sendable, CaseIterable {
    /// A destination: tapping selects it and shows its content.
    case tab
    /// A centre action button: tapping presents something and never changes selection.
    case action
    /// A search destination, selected like a tab and announced as search.
    case search

    /// Whether a tab with this role can become the selected tab.
    public var isSelectable: Bool { self != .action }
}

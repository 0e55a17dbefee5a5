/// One choice in an action button's expanding menu.
public struct TabBarActionMenuItem: Hashable, Codable, Sendable, Identifiable {
    /// The item's stable identifier, sent back in the present-action effect.
    public var id: String
    /// The visible title.
    public var title: String
    /// The item's icon (a symbol, an asset or a registered image), if it shows one.
    public var icon: TabIcon?
    /// A spoken label when it should differ from the title.
    public var accessibilityLabel: String?

    /// Creates a menu item.
    public init(id: String, title: String, icon: TabIcon? = nil, accessibilityLabel: String? = nil) {
        self.id = id
        self.title = title
        self.icon = icon
        self.accessibilityLabel = accessibilityLabel
    }
}

/// An app's enum of action-menu choices: each case is one item, so a choice is a case, never a string.
///
/// ```swift
/// enum ComposeChoice: String, TabBarActionMenuRepresentable {
///     case post, photo
///     var menuItem: TabBarActionMenuItem { TabBarActionMenuItem(id: rawValue, title: rawValue.capitalized) }
/// }
/// ```
public protocol TabBarActionMenuRepresentable: CaseIterable, Hashable, Sendable {
    /// The menu item this case stands for; its id must be unique among the cases.
    var menuItem: TabBarActionMenuItem { get }
}

extension TabBarActionMenuRepresentable {
    /// The case whose item has the given id, if any.
    public init?(menuItemID: String) {
        guard let match = Self.allCases.first(where: { $0.menuItem.id == menuItemID }) else { return nil }
        self = match
    }
}

/// The menu of a centre action that presents directly: it has no choices.
public enum TabBarNoActionMenu: TabBarActionMenuRepresentable {
    /// No item (the enum has no cases).
    public var menuItem: TabBarActionMenuItem { switch self {} }
}

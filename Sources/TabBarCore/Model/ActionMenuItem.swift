/// One choice in a menu: an action button's expanding menu, a tab's long-press menu or a sidebar section's actions.
public struct TabBarActionMenuItem: Hashable, Codable, Sendable, Identifiable {
    /// The item's stable identifier, sent back in the effect its choice returns (``TabBarEffect/presentAction(_:item:)``,
    /// ``TabBarEffect/performMenuItem(_:item:)``, ``TabBarEffect/performSidebarAction(_:section:)``).
    public var id: String
    /// The visible title.
    public var title: String
    /// The item's icon (a symbol, an asset or a registered image), if it shows one.
    public var icon: TabIcon?
    /// A spoken label when it should differ from the title.
    public var accessibilityLabel: String?
    /// Whether choosing it destroys something (signing out, deleting): drawn in the destructive colour, as a
    /// `UIMenu`'s `.destructive` attribute.
    public var isDestructive: Bool

    /// Creates a menu item.
    public init(id: String, title: String, icon: TabIcon? = nil, accessibilityLabel: String? = nil, isDestructive: Bool = false) {
        self.id = id
        self.title = title
        self.icon = icon
        self.accessibilityLabel = accessibilityLabel
        self.isDestructive = isDestructive
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case id, title, icon, accessibilityLabel, destructive }

    /// Decodes an item; `destructive` may be left out (it is `false` then).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try c.decode(String.self, forKey: .id), title: try c.decode(String.self, forKey: .title),
            icon: try c.decodeIfPresent(TabIcon.self, forKey: .icon),
            accessibilityLabel: try c.decodeIfPresent(String.self, forKey: .accessibilityLabel),
            isDestructive: try c.decodeIfPresent(Bool.self, forKey: .destructive) ?? false)
    }

    /// Encodes an item, leaving `destructive` out when it is `false`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        try c.encodeIfPresent(icon, forKey: .icon)
        try c.encodeIfPresent(accessibilityLabel, forKey: .accessibilityLabel)
        if isDestructive { try c.encode(true, forKey: .destructive) }
    }
}

/// One choice of a menu, whichever menu it is in (the name the action menu's item type also goes by).
public typealias TabBarMenuItem = TabBarActionMenuItem

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

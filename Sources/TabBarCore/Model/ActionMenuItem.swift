/// One choice in an action button's expanding menu.
public struct ActionMenuItem: Hashable, Codable, Sendable, Identifiable {
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

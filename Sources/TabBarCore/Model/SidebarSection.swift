/// A group of the sidebar (UIKit's `UITabGroup` shown as a section, SwiftUI's `TabSection`): a header, the
/// tabs it holds, actions of its own and a footer; a section with a header can be collapsed.
///
/// Tabs that no section lists come first, in a section without a header. Layout and drawing of the sidebar
/// read ``TabBarSidebarOutline``, which puts sections, the user's order and the collapsed state together.
///
/// ```swift
/// let library = TabBarSidebarSection(
///     id: "library", title: "Library", tabs: ["playlists", "artists"],
///     actions: [TabBarActionMenuItem(id: "newPlaylist", title: "New Playlist", icon: "plus")])
/// ```
public struct TabBarSidebarSection: Hashable, Sendable, Identifiable {
    /// The section's stable identifier (collapsed state is saved under it).
    public var id: String
    /// The header's title; a section without one shows its rows under the previous section's.
    public var title: String?
    /// Text under the section's rows.
    public var footer: String?
    /// The tabs the section holds, in their default order (the user's order wins once customised).
    public var tabs: [TabID]
    /// Rows after the tabs that perform something rather than select (UIKit's `sidebarActions`): choosing one
    /// returns ``TabBarEffect/performSidebarAction(_:section:)``.
    public var actions: [TabBarActionMenuItem]
    /// Whether the user can collapse the section (by default, when it has a header).
    public var isCollapsible: Bool
    /// Whether the section starts collapsed (UIKit's `isCollapsedByDefault`); the user's choice is then kept in the state.
    public var isCollapsedByDefault: Bool

    /// Creates a section; `isCollapsible` defaults to whether it has a header.
    public init(
        id: String, title: String? = nil, footer: String? = nil, tabs: [TabID] = [], actions: [TabBarActionMenuItem] = [],
        isCollapsible: Bool? = nil, isCollapsedByDefault: Bool = false
    ) {
        self.id = id
        self.title = title
        self.footer = footer
        self.tabs = tabs
        self.actions = actions
        self.isCollapsible = isCollapsible ?? (title != nil)
        self.isCollapsedByDefault = isCollapsedByDefault
    }
}

extension TabBarSidebarSection: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case id, title, footer, tabs, actions, collapsible, collapsedByDefault }

    /// Decodes a section; every key but `id` may be left out.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try c.decode(String.self, forKey: .id), title: try c.decodeIfPresent(String.self, forKey: .title),
            footer: try c.decodeIfPresent(String.self, forKey: .footer), tabs: try c.decodeIfPresent([TabID].self, forKey: .tabs) ?? [],
            actions: try c.decodeIfPresent([TabBarActionMenuItem].self, forKey: .actions) ?? [],
            isCollapsible: try c.decodeIfPresent(Bool.self, forKey: .collapsible),
            isCollapsedByDefault: try c.decodeIfPresent(Bool.self, forKey: .collapsedByDefault) ?? false)
    }

    /// Encodes a section, leaving defaults out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encodeIfPresent(footer, forKey: .footer)
        if !tabs.isEmpty { try c.encode(tabs, forKey: .tabs) }
        if !actions.isEmpty { try c.encode(actions, forKey: .actions) }
        if isCollapsible != (title != nil) { try c.encode(isCollapsible, forKey: .collapsible) }
        if isCollapsedByDefault { try c.encode(true, forKey: .collapsedByDefault) }
    }
}

extension TabBarConfiguration {
    /// The tabs the sidebar lists (every placement but `hidden`), in `order`: those no section holds, then each
    /// section's, one array per section of ``sections``.
    ///
    /// - Complexity: O(*n*), where *n* is the number of tabs.
    func sidebarTabs(in order: [TabID]) -> (loose: [TabID], sections: [[TabID]]) {
        var sectionOf: [TabID: Int] = [:]
        for (index, section) in sections.enumerated() {
            for id in section.tabs where sectionOf[id] == nil { sectionOf[id] = index }
        }
        var grouped = Array(repeating: [TabID](), count: sections.count)
        var loose: [TabID] = []
        for id in order where tab(id)?.placement.isInSidebar == true {
            if let index = sectionOf[id] { grouped[index].append(id) } else { loose.append(id) }
        }
        return (loose, grouped)
    }
}

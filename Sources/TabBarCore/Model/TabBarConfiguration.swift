/// Everything an app declares about its bar: the tabs, the initial selection, behaviour and deep links.
public struct TabBarConfiguration: Hashable, Sendable {
    /// The configuration format this build reads and writes.
    public static let currentVersion = 1

    /// The format version (`"version": 1`).
    public var version: Int
    /// The tabs in their default order.
    public var tabs: [TabBarKitItem] { didSet { positions = Self.positions(of: tabs) } }
    /// The tab selected at launch; `nil` selects the first enabled destination.
    public var selected: TabID?
    /// Reselection, back, lifecycle, keyboard and badge behaviour.
    public var behavior: TabBarBehavior
    /// Deep-link rules.
    public var routes: [TabBarRouteRule]
    /// The tabs a compact-width bar shows (UIKit's `compactTabIdentifiers`), filtering the bar's tabs in their
    /// order; `nil` shows them all. A regular-width bar and the sidebar are not filtered.
    public var compactTabs: [TabID]?
    /// The sidebar's sections; tabs no section lists come first. Empty: one list of every tab.
    public var sections: [TabBarSidebarSection]

    /// Creates a configuration.
    public init(
        tabs: [TabBarKitItem], selected: TabID? = nil, behavior: TabBarBehavior = TabBarBehavior(),
        routes: [TabBarRouteRule] = [], version: Int = TabBarConfiguration.currentVersion,
        compactTabs: [TabID]? = nil, sections: [TabBarSidebarSection] = []
    ) {
        self.version = version
        self.tabs = tabs
        self.selected = selected
        self.behavior = behavior
        self.routes = routes
        self.compactTabs = compactTabs
        self.sections = sections
        self.positions = Self.positions(of: tabs)
    }

    /// Each tab's index in `tabs` (the first, when an id repeats); rebuilt whenever `tabs` changes,
    /// so that every lookup by id is a hash, not a scan.
    private(set) var positions: [TabID: Int]

    static func positions(of tabs: [TabBarKitItem]) -> [TabID: Int] {
        var positions: [TabID: Int] = [:]
        positions.reserveCapacity(tabs.count)
        for (i, tab) in tabs.enumerated() where positions[tab.id] == nil { positions[tab.id] = i }
        return positions
    }

    /// The tab with the given id, if any (the first, when an id repeats).
    ///
    /// - Complexity: O(1); the index is built once per configuration, in O(*n*).
    public func tab(_ id: TabID) -> TabBarKitItem? { position(of: id).map { tabs[$0] } }

    /// The index in ``tabs`` of the tab with the given id, if any.
    ///
    /// - Complexity: O(1).
    public func position(of id: TabID) -> Int? { positions[id] }
}

extension TabBarConfiguration {
    /// Equal when every declared field is equal (the lookup index is derived from `tabs`).
    public static func == (lhs: TabBarConfiguration, rhs: TabBarConfiguration) -> Bool {
        lhs.version == rhs.version && lhs.tabs == rhs.tabs && lhs.selected == rhs.selected
            && lhs.behavior == rhs.behavior && lhs.routes == rhs.routes && lhs.compactTabs == rhs.compactTabs
            && lhs.sections == rhs.sections
    }

    /// Hashes the declared fields.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(version)
        hasher.combine(tabs)
        hasher.combine(selected)
        hasher.combine(behavior)
        hasher.combine(routes)
        hasher.combine(compactTabs)
        hasher.combine(sections)
    }
}

extension TabBarConfiguration: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case version, tabs, selected, behavior, routes, compactTabs, sections }

    /// Decodes the JSON form; `routes` is an object from URL pattern to a tab id, or to
    /// `{"tab": …, "hidesTabBar": true}` for a screen that hides the bar.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let routeTable = try c.decodeIfPresent([String: RouteTarget].self, forKey: .routes) ?? [:]
        self.init(
            tabs: try c.decode([TabBarKitItem].self, forKey: .tabs),
            selected: try c.decodeIfPresent(TabID.self, forKey: .selected),
            behavior: try c.decodeIfPresent(TabBarBehavior.self, forKey: .behavior) ?? TabBarBehavior(),
            routes: routeTable.sorted { $0.key < $1.key }.map { TabBarRouteRule($0.key, tab: $0.value.tab, hidesTabBar: $0.value.hidesTabBar) },
            version: try c.decode(Int.self, forKey: .version),
            compactTabs: try c.decodeIfPresent([TabID].self, forKey: .compactTabs),
            sections: try c.decodeIfPresent([TabBarSidebarSection].self, forKey: .sections) ?? [])
    }

    /// Encodes the JSON form.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(version, forKey: .version)
        try c.encode(tabs, forKey: .tabs)
        try c.encodeIfPresent(selected, forKey: .selected)
        try c.encode(behavior, forKey: .behavior)
        if !routes.isEmpty {
            let table = routes.map { ($0.pattern, RouteTarget(tab: $0.tab, hidesTabBar: $0.hidesTabBar)) }
            try c.encode(Dictionary(table, uniquingKeysWith: { a, _ in a }), forKey: .routes)
        }
        try c.encodeIfPresent(compactTabs, forKey: .compactTabs)
        if !sections.isEmpty { try c.encode(sections, forKey: .sections) }
    }
}

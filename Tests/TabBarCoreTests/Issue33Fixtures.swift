@_spi(TabBarKitInternal) import TabBarCore
import TabBarTesting

/// A music app with more destinations than a compact bar holds (issue 33): a fixed Home, a pinned Search, a movable
/// Library, an optional Downloads (out of the bar until the user adds it), a sidebar-only Settings and an Account
/// tab that only a deep link or code reaches. The compact bar shows Home, Browse, Library and Search; the sidebar
/// groups Library and Downloads in a section with an action and a footer, and Settings in a collapsed one.
let atlas = TabBarConfiguration(
    tabs: [
        TabBarKitItem(id: "home", title: "Home", icon: "house", placement: .fixed),
        TabBarKitItem(id: "browse", title: "Browse", icon: "square.grid.2x2"),
        TabBarKitItem(
            id: "radio", title: "Radio", icon: "dot.radiowaves.left.and.right",
            menu: [
                TabBarActionMenuItem(id: "station", title: "Start Station", icon: "play"),
                TabBarActionMenuItem(id: "clear", title: "Clear History", icon: "trash", isDestructive: true),
            ]),
        TabBarKitItem(id: "library", title: "Library", icon: "books.vertical", placement: .movable),
        TabBarKitItem(id: "downloads", title: "Downloads", icon: "arrow.down.circle", placement: .optional),
        TabBarKitItem(id: "settings", title: "Settings", icon: "gear", placement: .sidebarOnly),
        TabBarKitItem(id: "account", title: "Account", icon: "person.crop.circle", placement: .hidden),
        TabBarKitItem(id: "search", title: "Search", icon: "magnifyingglass", role: .search, placement: .pinned),
    ],
    selected: "home",
    routes: [
        TabBarRouteRule("app://account", tab: "account"), TabBarRouteRule("app://browse/:id", tab: "browse"),
        TabBarRouteRule("app://settings", tab: "settings"),
    ],
    compactTabs: ["home", "browse", "library", "search"],
    sections: [
        TabBarSidebarSection(
            id: "collection", title: "Collection", footer: "Synced with iCloud", tabs: ["library", "downloads"],
            actions: [TabBarActionMenuItem(id: "newPlaylist", title: "New Playlist", icon: "plus")]),
        TabBarSidebarSection(id: "more", title: "More", tabs: ["settings"], isCollapsedByDefault: true),
    ])

/// Both reading directions, for tests where direction may matter.
let bothDirections: [TabBarReadingDirection] = [.leftToRight, .rightToLeft]

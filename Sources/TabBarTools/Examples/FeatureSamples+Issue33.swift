import TabBarCore

extension TabBarFeatureSamples {
    /// Issue 33's information architecture, as `Examples/scripts/issue33/atlas.json` writes it (a test keeps the two
    /// equal): a fixed Home, a pinned Search, a movable Library, an optional Downloads, a sidebar-only Settings, an
    /// Account tab only a deep link reaches, a compact tab set, two sidebar sections (one with an action and a
    /// footer, one collapsed at first) and a Radio tab with a long-press menu whose second item is destructive.
    public static var atlas: TabBarConfiguration {
        TabBarConfiguration(
            tabs: [
                TabBarKitItem(id: "home", title: "Home", icon: "house", placement: .fixed),
                TabBarKitItem(id: "browse", title: "Browse", icon: "square.grid.2x2"),
                TabBarKitItem(id: "radio", title: "Radio", icon: "dot.radiowaves.left.and.right", menu: [
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
    }

    /// A four-tab bar whose Profile tab, at the trailing end, has a long-press menu (an account switcher: Switch
    /// Account, then a destructive Sign Out), and whose Home tab's reselect is a chain with a refresh stage and a
    /// double tap.
    public static var accountMenu: TabBarConfiguration {
        TabBarConfiguration(tabs: [
            TabBarKitItem(
                id: "home", title: "Home", icon: "house", selectedIcon: "house.fill",
                reselect: TabBarReselectPolicy(stages: [.popToRoot, .scrollToTop, .refresh], doubleTap: [.scrollToTop, .refresh])),
            TabBarKitItem(id: "search", title: "Search", icon: "magnifyingglass", role: .search),
            TabBarKitItem(id: "inbox", title: "Inbox", icon: "tray", selectedIcon: "tray.fill", badge: .count(3), badgeNoun: "unread message"),
            TabBarKitItem(id: "profile", title: "Profile", icon: "person", selectedIcon: "person.fill", menu: [
                TabBarActionMenuItem(id: "switch", title: "Switch Account", icon: "person.2"),
                TabBarActionMenuItem(id: "signOut", title: "Sign Out", icon: "rectangle.portrait.and.arrow.right", isDestructive: true),
            ]),
        ])
    }
}

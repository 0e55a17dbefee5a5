import TabBarCore

extension TabBarFeatureSamples {
    /// Issue 32's search tab: five tabs whose last, Search, is detached beside a floating bar and activates the
    /// app's search field when selected (dismissing the search returns to the tab before it); Inbox has a badge.
    public static var searchTab: TabBarConfiguration {
        var configuration = TabBarConfiguration(
            tabs: [
                TabBarKitItem(id: "home", title: "Home", icon: "house", selectedIcon: "house.fill"),
                TabBarKitItem(id: "browse", title: "Browse", icon: "square.grid.2x2"),
                TabBarKitItem(id: "inbox", title: "Inbox", icon: "tray", selectedIcon: "tray.fill", badge: .count(3), badgeNoun: "unread message"),
                TabBarKitItem(id: "profile", title: "Profile", icon: "person", selectedIcon: "person.fill"),
                TabBarKitItem(id: "search", title: "Search", icon: "magnifyingglass", role: .search),
            ],
            selected: "home")
        configuration.behavior.searchPlacement = .detached
        configuration.behavior.searchActivation = .selection
        return configuration
    }

    /// ``atlas`` with its Search tab detached: what iPad's top bar shows (issue 32's item 6) with the search beside it.
    public static var atlasTopBar: TabBarConfiguration {
        var configuration = atlas
        configuration.behavior.searchPlacement = .detached
        configuration.behavior.searchActivation = .selection
        return configuration
    }
}

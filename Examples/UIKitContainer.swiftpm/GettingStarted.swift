import TabBarCore
import TabBarUIKit
import UIKit

/// Five tabs, a centre action in a notch, lazy children (at most three live) and a deep link.
@MainActor
func makeTabBarController() throws -> TabBarController {
    let configuration = TabBarConfiguration(
        tabs: [
            TabItem(id: "home", title: "Home", icon: "house", selectedIcon: "house.fill"),
            TabItem(id: "search", title: "Search", icon: "magnifyingglass", role: .search),
            TabItem(id: "new", title: "New", icon: "plus", role: .action,
                    accessibilityLabel: "New post", accessibilityHint: "Opens the composer"),
            TabItem(id: "inbox", title: "Inbox", icon: "tray", selectedIcon: "tray.fill",
                    badge: .count(3), badgeNoun: "unread message"),
            TabItem(id: "me", title: "Me", icon: "person", selectedIcon: "person.fill", isHideable: false),
        ],
        selected: "home",
        behavior: TabBarBehavior(maxLiveTabs: 3, pinned: ["home"]),
        routes: [TabBarRouteRule("uikitcontainer://inbox/thread/:id", tab: "inbox")])
    return try TabBarController(
        configuration: configuration, theme: .midnight, transition: .crossDissolve,
        root: { tab in TabRootViewController(tab: tab) },
        route: { route, tab in DetailViewController(route: route, tab: tab) })
}

import TabBarCore
import TabBarUIKit
import UIKit

/// Five tabs, a centre action in a notch (a tap composes, a long press offers a menu: the article's secondary
/// actions), lazy children (at most three live), the selected icon kept at 1.1, and a deep link.
@MainActor
func makeTabBarController() throws -> TabBarKitController {
    let configuration = TabBarConfiguration(
        tabs: [
            TabBarKitItem(id: "home", title: "Home", icon: "house", selectedIcon: "house.fill"),
            TabBarKitItem(id: "search", title: "Search", icon: "magnifyingglass", role: .search),
            TabBarKitItem(id: "new", title: "New", icon: "plus", role: .action,
                    accessibilityLabel: "New post", accessibilityHint: "Opens the composer; touch and hold for more",
                    menu: [TabBarActionMenuItem(id: "photo", title: "Photo", icon: "camera"),
                           TabBarActionMenuItem(id: "note", title: "Note", icon: "note.text")]),
            TabBarKitItem(id: "inbox", title: "Inbox", icon: "tray", selectedIcon: "tray.fill",
                    badge: .count(3), badgeNoun: "unread message"),
            TabBarKitItem(id: "me", title: "Me", icon: "person", selectedIcon: "person.fill", isHideable: false),
        ],
        selected: "home",
        behavior: TabBarBehavior(maxLiveTabs: 3, pinned: ["home"], actionTap: .presents),
        routes: [TabBarRouteRule("uikitcontainer://inbox/thread/:id", tab: "inbox")])
    // The article's selected button stays scaled to 1.1 while selected.
    var theme = TabBarTheme.midnight
    theme.motion.selectedIconRestScale = 1.1
    return try TabBarKitController(
        configuration: configuration, theme: theme, transition: .crossDissolve,
        root: { tab in TabRootViewController(tab: tab) },
        route: { route, tab in DetailViewController(route: route, tab: tab) })
}

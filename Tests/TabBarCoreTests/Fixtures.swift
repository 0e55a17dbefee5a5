@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

/// A five-tab bar with a centre action that has a menu, a disabled tab and deep links.
let studio = TabBarConfiguration(
    tabs: [
        TabItem(id: "home", title: "Home", icon: "house"),
        TabItem(id: "search", title: "Search", icon: "magnifyingglass", role: .search),
        TabItem(id: "new", title: "New", icon: "plus", role: .action, accessibilityLabel: "New",
            menu: [TabBarActionMenuItem(id: "photo", title: "Photo"), TabBarActionMenuItem(id: "story", title: "Story")]),
        TabItem(id: "inbox", title: "Inbox", icon: "tray", badgeNoun: "unread message", reselect: .scrollToTop),
        TabItem(id: "locked", title: "Pro", icon: "star", isEnabled: false),
        TabItem(id: "me", title: "Me", icon: "person"),
    ],
    selected: "home",
    routes: [TabBarRouteRule("app://inbox/thread/:id", tab: "inbox"), TabBarRouteRule("app://me", tab: "me")])

func machine(_ configuration: TabBarConfiguration = studio) -> TabBarMachine { .fixture(configuration) }

func machine(_ example: TabBarBuiltInExample) -> TabBarMachine { .fixture(.example(example)) }

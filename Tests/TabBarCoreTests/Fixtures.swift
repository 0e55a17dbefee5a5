import TabBarCore
import TabBarTools
import TabBarTesting

/// A five-tab bar with a centre action that has a menu, a disabled tab and deep links.
let studio = TabBarConfiguration(
    tabs: [
        TabItem(id: "home", title: "Home", icon: "house"),
        TabItem(id: "search", title: "Search", icon: "magnifyingglass", role: .search),
        TabItem(id: "new", title: "New", icon: "plus", role: .action, accessibilityLabel: "New",
            menu: [ActionMenuItem(id: "photo", title: "Photo"), ActionMenuItem(id: "story", title: "Story")]),
        TabItem(id: "inbox", title: "Inbox", icon: "tray", badgeNoun: "unread message", reselect: .scrollToTop),
        TabItem(id: "locked", title: "Pro", icon: "star", isEnabled: false),
        TabItem(id: "me", title: "Me", icon: "person"),
    ],
    selected: "home",
    routes: [RouteRule("app://inbox/thread/:id", tab: "inbox"), RouteRule("app://me", tab: "me")])

func machine(_ configuration: TabBarConfiguration = studio) -> TabBarMachine { .fixture(configuration) }

func machine(_ example: BuiltInExample) -> TabBarMachine { .fixture(.example(example)) }

@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

/// A five-tab bar with a centre action that has a menu, a disabled tab and deep links; it opts in to swiping
/// between tabs and minimising on scroll (both off by default, as on the platform).
let studio = TabBarConfiguration(
    tabs: [
        TabBarKitItem(id: "home", title: "Home", icon: "house"),
        TabBarKitItem(id: "search", title: "Search", icon: "magnifyingglass", role: .search),
        TabBarKitItem(id: "new", title: "New", icon: "plus", role: .action, accessibilityLabel: "New",
            menu: [TabBarActionMenuItem(id: "photo", title: "Photo"), TabBarActionMenuItem(id: "story", title: "Story")]),
        TabBarKitItem(id: "inbox", title: "Inbox", icon: "tray", badgeNoun: "unread message", reselect: .scrollToTop),
        TabBarKitItem(id: "locked", title: "Pro", icon: "star", isEnabled: false),
        TabBarKitItem(id: "me", title: "Me", icon: "person"),
    ],
    selected: "home",
    behavior: TabBarBehavior(minimizeOnScroll: true, swipeToSwitch: true),
    routes: [TabBarRouteRule("app://inbox/thread/:id", tab: "inbox"), TabBarRouteRule("app://me", tab: "me")])

func machine(_ configuration: TabBarConfiguration = studio) -> TabBarMachine { .fixture(configuration) }

func machine(_ example: TabBarBuiltInExample) -> TabBarMachine { .fixture(.example(example)) }

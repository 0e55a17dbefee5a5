import SwiftUI
import TabBarCore
import TabBarHost
import TabBarSwiftUI

enum SocialTab: String, TabRepresentable {
    case home, search, create, activity, profile
    var tab: TabItem {
        switch self {
        case .home: TabItem(id: "home", title: "Home", icon: "house", selectedIcon: "house.fill")
        case .search: TabItem(id: "search", title: "Search", icon: "magnifyingglass", role: .search)
        case .create: TabItem(id: "create", title: "Create", icon: "plus", role: .action, accessibilityLabel: "Create",
                              menu: [TabBarActionMenuItem(id: "photo", title: "Photo", icon: "camera"),
                                     TabBarActionMenuItem(id: "story", title: "Story", icon: "book")])
        case .activity: TabItem(id: "activity", title: "Activity", icon: "bell", badge: .count(3), badgeNoun: "new notification",
                                badgeNounPlural: "new notifications")
        case .profile: TabItem(id: "profile", title: "Profile", icon: "person", selectedIcon: "person.fill")
        }
    }
}

@main
struct SocialApp: App {
    /// The system look as the article draws it: black from 30 % to 10 % over the material, the selected icon
    /// kept at 1.1, and a 3-point accent capsule under the selected tab, sliding between tabs. The selected
    /// items follow the app's `.tint(_:)`.
    static let theme: TabBarTheme = {
        var theme = TabBarTheme.system
        theme.name = "social"
        theme.indicator = TabBarIndicatorTokens(style: .underline, color: theme.items.selected)
        theme.background.overlay = TabBarBackgroundOverlayTokens(top: .fixed(TabBarColor(red: 0, green: 0, blue: 0, alpha: 0.3)), bottom: .fixed(TabBarColor(red: 0, green: 0, blue: 0, alpha: 0.1)))
        theme.motion.selectedIconRestScale = 1.1
        return theme
    }()

    // A tap on Create presents the composer, a long press fans out its menu; titles and spoken strings are
    // keys of this app's String Catalog (Localizable.xcstrings: English and French).
    @State private var store = try? TabBarStore(
        SocialTab.self, selected: .home, behavior: TabBarBehavior(actionTap: .presents),
        routes: [TabBarRouteRule("social://home/post/:id", tab: "home")], translator: .bundle(.module))
    var body: some Scene {
        WindowGroup {
            if let store {
                // On iPad the bar becomes the core's sidebar (the native style: `.sidebarAdaptable`).
                TabBarContainer(store: store, regularWidth: .sidebar, routes: SocialRoute.self) { (tab: SocialTab) in
                    SocialFeed(tab: tab)
                } destination: { route in
                    SocialDetail(route: route)
                } action: { _, item in
                    SocialComposer(kind: item ?? "post")
                }
                .tabBarTheme(SocialApp.theme)
            }
        }
    }
}

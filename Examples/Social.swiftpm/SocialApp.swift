import SwiftUI
import TabBarCore
import TabBarHost
import TabBarSwiftUI

enum SocialTab: String, TabRepresentable {
    case home, search, create, activity, profile
    var tab: TabItem {
        switch self {
        case .home: TabItem(id: "home", title: "Home", icon: "house", selectedIcon: "house.fill", accessibilityHint: "Shows your feed")
        case .search: TabItem(id: "search", title: "Search", icon: "magnifyingglass", role: .search, accessibilityHint: "Finds people and posts")
        case .create: TabItem(id: "create", title: "Create", icon: "plus", role: .action, accessibilityLabel: "Create",
                              accessibilityHint: "Opens the composer; touch and hold for more",
                              menu: [TabBarActionMenuItem(id: "photo", title: "Photo", icon: "camera.fill"),
                                     TabBarActionMenuItem(id: "video", title: "Video", icon: "video.fill"),
                                     TabBarActionMenuItem(id: "post", title: "Post", icon: "text.bubble.fill")])
        case .activity: TabItem(id: "activity", title: "Activity", icon: "bell", badge: .count(3), badgeNoun: "new notification",
                                badgeNounPlural: "new notifications", accessibilityHint: "Shows your notifications")
        case .profile: TabItem(id: "profile", title: "Profile", icon: "person", selectedIcon: "person.fill", accessibilityHint: "Shows your profile")
        }
    }
}

@main
struct SocialApp: App {
    /// The system look as the article draws it: black from 30 % to 10 % over the material, the selected icon
    /// kept at 1.1, a 3-point accent capsule under the selected tab, sliding between tabs, and a 52-point
    /// action button raised by 16 with an accent-to-80 % gradient, a white plus and an accent shadow. The
    /// selected items follow the app's `.tint(_:)`.
    static let theme: TabBarTheme = {
        var theme = TabBarTheme.system
        theme.name = "social"
        theme.indicator = TabBarIndicatorTokens(style: .underline, color: theme.items.selected, width: 20)
        theme.background.overlay = TabBarBackgroundOverlayTokens(top: .fixed(TabBarColor(red: 0, green: 0, blue: 0, alpha: 0.3)), bottom: .fixed(TabBarColor(red: 0, green: 0, blue: 0, alpha: 0.1)))
        theme.motion.selectedIconRestScale = 1.1
        theme.actionButton = .accentGradient(theme.items.selected, size: 52, rise: 16)
        return theme
    }()

    // A tap on Create presents the composer, a long press fans out its menu; every tap plays a light impact,
    // as the article's buttons do; titles and spoken strings are keys of this app's String Catalog
    // (Localizable.xcstrings: English and French).
    @State private var store = try? TabBarStore(
        SocialTab.self, selected: .home,
        behavior: TabBarBehavior(haptics: TabBarHaptics(selection: .lightImpact, reselect: .lightImpact), actionTap: .presents),
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

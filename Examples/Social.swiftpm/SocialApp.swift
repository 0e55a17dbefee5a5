import SwiftUI
import TabBarCore
import TabBarHost
import TabBarSwiftUI

enum SocialTab: String, TabRepresentable {
    case home, search, create, activity, profile
    var tab: TabBarKitItem {
        switch self {
        case .home: TabBarKitItem(id: "home", title: "Home", icon: "house", selectedIcon: "house.fill", accessibilityHint: "Shows your feed")
        case .search: TabBarKitItem(id: "search", title: "Search", icon: "magnifyingglass", role: .search, accessibilityHint: "Finds people and posts")
        case .create: TabBarKitItem(id: "create", title: "Create", icon: "plus", role: .action, accessibilityLabel: "Create",
                              accessibilityHint: "Opens the composer; touch and hold for more",
                              menu: [TabBarActionMenuItem(id: "photo", title: "Photo", icon: "camera.fill"),
                                     TabBarActionMenuItem(id: "video", title: "Video", icon: "video.fill"),
                                     TabBarActionMenuItem(id: "post", title: "Post", icon: "text.bubble.fill")])
        case .activity: TabBarKitItem(id: "activity", title: "Activity", icon: "bell", badge: .count(3), badgeNoun: "new notification",
                                badgeNounPlural: "new notifications", accessibilityHint: "Shows your notifications")
        case .profile: TabBarKitItem(id: "profile", title: "Profile", icon: "person", selectedIcon: "person.fill", accessibilityHint: "Shows your profile")
        }
    }
}

@main
struct SocialApp: App {
    /// The system look as the article draws it: black from 30 % to 10 % over the material, the selected icon
    /// kept at 1.1, a 20×3 accent capsule under the selected tab, sliding between tabs, and a 52-point
    /// action button raised by 16 with an accent-to-80 % gradient, a white plus and an accent shadow. The
    /// selected items follow the app's `.tint(_:)`. It passes `tabbar lint` in every appearance.
    static let theme: TabBarTheme = {
        var theme = TabBarTheme.system
        theme.name = "social"
        // The app's accent (indigo, in Package.swift), spelled out so that the capsule and the button share it;
        // the dark value is indigo's accessible variant, which keeps labels over 4.5:1 on the dark bar.
        theme.items.selected = TabBarDynamicColor("#5856D6", "#7D7AFF")
        theme.indicator = TabBarIndicatorTokens(style: .underline, color: theme.items.selected, width: 20)
        // The article's black gradient in dark mode; in light mode it would leave labels at 2.5:1 (lint TB005),
        // so it is 5 % to 2 % there.
        theme.background.overlay = TabBarBackgroundOverlayTokens(top: TabBarDynamicColor("#0000000D", "#0000004D"), bottom: TabBarDynamicColor("#00000005", "#0000001A"))
        theme.motion.selectedIconRestScale = 1.1
        // White on indigo in both appearances: the lighter dark indigo would leave the plus under 3:1.
        theme.actionButton = .accentGradient(.fixed(TabBarColor(red: 88 / 255, green: 86 / 255, blue: 214 / 255)), size: 52, rise: 16)
        return theme
    }()

    // A tap on Create presents the composer, a long press fans out its menu; every tap plays a light impact,
    // as the article's buttons do; titles and spoken strings are keys of this app's String Catalog
    // (Localizable.xcstrings: English and French).
    @State private var store = try? TabBarKitStore(
        SocialTab.self, selected: .home,
        behavior: TabBarBehavior(haptics: TabBarHaptics(selection: .lightImpact, reselect: .lightImpact), actionTap: .presents),
        routes: [TabBarRouteRule("social://home/post/:id", tab: "home")], translator: .bundle(.module))
    var body: some Scene {
        WindowGroup {
            if let store {
                // On iPad the bar becomes the core's sidebar (the native style: `.sidebarAdaptable`).
                TabBarKitContainer(store: store, regularWidth: .sidebar, routes: SocialRoute.self) { (tab: SocialTab) in
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

@_spi(TabBarKitInternal) import TabBarCore

/// Samples of the drawn features of issue 22 that no built-in example or theme shows on its own; the
/// gallery renders them and the tests pin them.
public enum TabBarFeatureSamples {
    /// The social example with icons that are not symbols: an asset (with a selected variant) on home, an
    /// asset as the action's glyph, and an app-registered image in its own colours on profile.
    public static let imageIconsJSON = #"""
        {
          "version": 1,
          "tabs": [
            { "id": "home", "title": "Home", "icon": { "asset": "Logo" }, "selectedIcon": { "asset": "LogoFilled" } },
            { "id": "search", "title": "Search", "icon": "magnifyingglass", "role": "search" },
            { "id": "create", "title": "Create", "icon": { "asset": "Compose" }, "role": "action", "accessibilityLabel": "Create" },
            { "id": "activity", "title": "Activity", "icon": "bell", "selectedIcon": "bell.fill" },
            { "id": "profile", "title": "Profile", "icon": { "image": "avatar", "template": false } }
          ],
          "selected": "home"
        }
        """#

    /// ``imageIconsJSON``, decoded.
    public static var imageIcons: TabBarConfiguration {
        get throws(TabBarConfigurationError) { try TabBarConfiguration.decode(json: imageIconsJSON) }
    }

    /// The social example with a two-item menu on its action (as the articles' expanding button), for the menu's frames.
    public static var socialWithMenu: TabBarConfiguration {
        get throws(TabBarConfigurationError) {
            var configuration = try TabBarBuiltInExample.social.configuration
            if let index = configuration.tabs.firstIndex(where: { $0.role == .action }) {
                configuration.tabs[index].menu = [
                    TabBarActionMenuItem(id: "photo", title: "Photo", icon: "camera"), TabBarActionMenuItem(id: "story", title: "Story", icon: "text.bubble"),
                ]
            }
            return configuration
        }
    }

    /// The `system` theme as article 000 draws it: the selected icon kept at 1.1, black from 30 % to 10 %
    /// laid over the material, a 20×3 accent capsule under the selected tab, and a 52-point action button
    /// raised by 16: an accent-to-80 % gradient, a white plus, an accent shadow (as `Social.swiftpm`).
    public static let article000Theme: TabBarTheme = {
        var theme = TabBarTheme.system
        theme.name = "article000"
        theme.motion.selectedIconRestScale = 1.1
        theme.background.overlay = TabBarBackgroundOverlayTokens(top: TabBarDynamicColor("#0000004D", "#0000004D"), bottom: TabBarDynamicColor("#0000001A", "#0000001A"))
        theme.indicator = TabBarIndicatorTokens(style: .underline, color: theme.items.selected, width: 20)
        theme.actionButton = .accentGradient(theme.items.selected, size: 52, rise: 16)
        return theme
    }()

    /// The `system` theme as article 003 draws Reflect: a blue 32×3 underline (`width: 32`) casting a blue glow at half
    /// opacity, blurred by 5 and raised by 1.
    public static let article003Theme: TabBarTheme = {
        var theme = TabBarTheme.system
        theme.name = "article003"
        theme.indicator = TabBarIndicatorTokens(
            style: .underline, color: TabBarDynamicColor("#0062D1", "#3D9BFF", highContrast: ("#0040A8", "#8AC2FF")),
            shadow: TabBarIndicatorShadowTokens(opacity: 0.5, radius: 5, y: -1), width: 32)
        return theme
    }()
}

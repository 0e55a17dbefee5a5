@_spi(TabBarKitInternal) import TabBarCore

extension TabBarFeatureSamples {
    /// The `floating` theme in glass (issue 32, item 1): its white or graphite as a tint thinning to 35 % at the
    /// bottom, a light blur and a specular rim; a frosted fallback in the same colour under Reduce Transparency,
    /// Increase Contrast and over busy content.
    public static let glassTheme: TabBarTheme = {
        var theme = TabBarTheme.floating
        theme.name = "glass"
        theme.background.style = .glass
        theme.background.glass = TabBarGlassTokens(fallback: .frosted)
        return theme
    }()

    /// ``glassTheme`` with an opaque fallback, and a tint strong enough (90 % at its thinnest) that its labels read at 4.5:1 over black and over white.
    public static let glassOpaqueTheme: TabBarTheme = {
        var theme = glassTheme
        theme.name = "glass-opaque"
        theme.background.glass = TabBarGlassTokens(fallback: .opaque, tintOpacity: 0.9)
        return theme
    }()

    /// A bar with both raised buttons (issue 32, item 5): the centre action that presents and never selects, and a
    /// prominent Live tab beside it that is selected like any tab.
    public static let prominentJSON = #"""
        {
          "version": 1,
          "tabs": [
            { "id": "home", "title": "Home", "icon": "house" },
            { "id": "search", "title": "Search", "icon": "magnifyingglass", "role": "search" },
            { "id": "create", "title": "Create", "icon": "plus", "role": "action", "accessibilityLabel": "Create a post" },
            { "id": "live", "title": "Live", "icon": "video", "role": "prominent" },
            { "id": "profile", "title": "Profile", "icon": "person" }
          ],
          "selected": "home"
        }
        """#

    /// ``prominentJSON``, decoded.
    public static var prominent: TabBarConfiguration {
        get throws(TabBarConfigurationError) { try TabBarConfiguration.decode(json: prominentJSON) }
    }
}

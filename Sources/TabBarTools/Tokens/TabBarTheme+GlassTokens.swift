@_spi(TabBarKitInternal) import TabBarCore

extension TabBarTheme {
    /// Issue 32's glass tokens (`tabbar.background.glass.fallback`, a setting; `.fallbackColor`, a colour;
    /// `.specular` and `.tintOpacity`, numbers 0…1): opt-in, `nil` when none is given (the standard glass).
    static func glassTokens(_ r: inout ThemeTokenReader) -> TabBarGlassTokens? {
        let fallback = r.string("tabbar.background.glass.fallback", options: TabBarGlassFallback.allCases.map(\.rawValue)).flatMap(TabBarGlassFallback.init(rawValue:))
        let color = r.color("tabbar.background.glass.fallbackColor")
        let specular = r.number("tabbar.background.glass.specular"), tint = r.number("tabbar.background.glass.tintOpacity")
        guard fallback != nil || color != nil || specular != nil || tint != nil else { return nil }
        let standard = TabBarGlassTokens.standard
        return TabBarGlassTokens(
            fallback: fallback ?? standard.fallback, fallbackColor: color, specular: specular ?? standard.specular, tintOpacity: tint ?? standard.tintOpacity)
    }
}

import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost

/// What the system bar takes of the theme, with and without iOS 26's Liquid Glass, and the sidebar on iPad.
@Suite("B3 Native style over Liquid Glass and at regular width")
struct NativeGlassTests {
    static let style = NativeTabBarStyle(theme: .midnight, appearance: TabBarAppearance())

    @Test("before Liquid Glass the bar takes the whole theme")
    func full() {
        let applied = Self.style.applied(liquidGlass: false)
        #expect(applied.background == Self.style.background && applied.unselected == Self.style.unselected)
        #expect(applied.indicator == Self.style.indicator && applied.indicator != nil)
    }

    @Test("over Liquid Glass the glass is left alone: no background, indicator or unselected colour; the tint and badges stay")
    func glass() {
        let applied = Self.style.applied(liquidGlass: true)
        #expect(applied.background == nil && applied.unselected == nil && applied.disabled == nil && applied.indicator == nil)
        #expect(applied.selected == Self.style.selected && applied.badgeFill == Self.style.badgeFill)
    }

    @Test("an app that asks for the opaque bar gets the whole theme over Liquid Glass too")
    func opaque() {
        let style = NativeTabBarStyle(theme: .midnight, appearance: TabBarAppearance(), opaqueOverLiquidGlass: true)
        #expect(style.applied(liquidGlass: true) == style.applied(liquidGlass: false))
    }

    @Test("the native style adapts to a sidebar exactly when the custom bar becomes the core's sidebar")
    func sidebar() {
        #expect(NativeTabBarStyle(theme: .system, appearance: TabBarAppearance(), regularWidth: .sidebar).adaptsToSidebar)
        #expect(!NativeTabBarStyle(theme: .system, appearance: TabBarAppearance(), regularWidth: .floatingBar).adaptsToSidebar)
    }
}

import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// The native style (issue 18, defects 15 and 16): what the system bar is given, the same for SwiftUI and UIKit.
@Suite("G1 Native style")
struct NativeStyleTests {
    @Test("defect 16: every theme gives the system bar its background, item and badge colours, not only a tint", arguments: TabBarTheme.builtIn.map(\.name))
    func styleComplete(_ name: String) throws {
        let theme = try #require(TabBarTheme.named(name))
        for scheme in TabBarAppearanceScheme.allCases {
            let appearance = TabBarAppearance(scheme)
            let style = NativeTabBarStyle(theme: theme, appearance: appearance)
            #expect(style.background == theme.background.color.resolve(appearance))
            #expect(style.unselected == theme.items.unselected.resolve(appearance) && style.unselected != style.selected)
            #expect(style.badgeFill == theme.badge.fill.resolve(appearance) && style.badgeText == theme.badge.text.resolve(appearance))
            #expect((style.indicator != nil) == (theme.indicator.style != .none))
            #expect(style.translucent == (theme.background.style == .material))
        }
    }

    @Test("defect 16: on a filled pill the selected item takes the indicator's foreground, as in the custom bar")
    func pillForeground() throws {
        let style = NativeTabBarStyle(theme: .floating, appearance: TabBarAppearance(.light))
        let indicator = try #require(style.indicator)
        #expect(style.selected == TabBarTheme.floating.indicator.foreground?.resolve(TabBarAppearance(.light)))
        #expect(style.selected.contrastRatio(with: indicator.color) >= 3)
    }

    @Test("defect 16: badges carry their spoken phrase on every system version")
    func badgePhrase() {
        let configuration = TabBarConfiguration.example(.social)
        let items = NativeTabItem.items(configuration: configuration, state: TabBarMachine.fixture(configuration).state)
        let activity = items.first { $0.id == "activity" }
        #expect(activity?.badge == "3" && activity?.badgeAccessibilityValue == "3 new notifications")
        #expect(items.map(\.id) == TabBarMachine.fixture(configuration).state.visibleOrder)
        #expect(items.first { $0.id == "create" }?.isAction == true)
    }

    @Test("defect 15: an open action menu is handed to the native style as a system menu with every choice")
    func nativeMenu() {
        let configuration = TabBarConfiguration(AppTab.self, selected: .home)
        var machine = TabBarMachine.fixture(configuration)
        #expect(TabBarNativeActionMenu(configuration: configuration, state: machine.state) == nil)
        _ = machine.handle(.tabTapped("create"))
        let menu = TabBarNativeActionMenu(configuration: configuration, state: machine.state)
        #expect(menu?.action == "create" && menu?.choices.map(\.id) == ["photo", "story"])
    }
}

import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// Issue 30, items 5, 6 and 11: the native style's indicator drawn as the theme says (never a small image
/// stretched over the item), selected icons and disabled tabs on the system bar, the bridge's tab list and
/// motion, and an inherited accent that no longer repaints a theme's own colour.
@Suite("Issue 30: native style and tint")
struct NativeIssue30Tests {
    static let phoneItem = TabBarNativeIndicator.itemSize(barWidth: 402, barHeight: 49, itemCount: 5)

    @Test("item 5: the indicator image is one item large, clear but for the indicator at the theme's place")
    func indicatorAsTheThemeSays() throws {
        #expect(Self.phoneItem == TabBarSize(width: 80.4, height: 49))
        // Wireframe's underline: 32 × 3 (the icon and 8), centred, at the bottom of the item: not the whole item.
        let underline = try #require(NativeTabBarStyle(theme: .wireframe, appearance: TabBarAppearance(.light)).indicator)
        let line = underline.frame(inItem: Self.phoneItem)
        #expect(line.width == 32 && line.height == 3)
        #expect(abs(line.midX - Self.phoneItem.width / 2) < 1e-9)
        #expect(line.maxY == Self.phoneItem.height - TabBarNativeIndicator.bottomMargin)
        // Floating's pill sits on the icon, as the custom bar draws it.
        let pill = try #require(NativeTabBarStyle(theme: .floating, appearance: TabBarAppearance(.light)).indicator)
        let capsule = pill.frame(inItem: Self.phoneItem)
        #expect(capsule.width == 60 && capsule.height == 32 && abs(capsule.midY - 18) < 1e-9)
        // A theme's own underline width is kept (article 000's 20 points).
        var theme = TabBarTheme.wireframe
        theme.indicator.width = 20
        #expect(NativeTabBarStyle(theme: theme, appearance: TabBarAppearance(.light)).indicator?.frame(inItem: Self.phoneItem).width == 20)
        // An item narrower than the indicator clips it to the item, never the other way round.
        #expect(pill.frame(inItem: TabBarSize(width: 40, height: 49)).width == 40)
        #expect(TabBarNativeIndicator.itemSize(barWidth: 1024, barHeight: 50, itemCount: 4).width == TabBarNativeIndicator.widestItem)
    }

    @Test("item 5: the system bar shows the selected icon while a tab is selected, and knows which tabs are disabled")
    func selectedIconAndEnabled() throws {
        var configuration = TabBarConfiguration.example(.reflect)
        configuration.tabs[1].isEnabled = false
        let machine = TabBarMachine.fixture(configuration)
        let items = NativeTabItem.items(configuration: configuration, state: machine.state)
        let reflect = try #require(items.first { $0.id == "reflect" })
        #expect(reflect.icon(selected: true).name == "menucard.fill" && reflect.icon(selected: false).name == "menucard")
        #expect(items.filter { !$0.isEnabled }.map(\.id) == [configuration.tabs[1].id])
    }

    @Test("item 11: the bridge keeps a tab's controller across a reconfiguration and makes one for a new tab")
    func bridgeTabList() {
        #expect(TabBarNativeBridgePlan.controllers(before: ["a", "b", "c"], after: ["a", "n", "c"]) == [0, nil, 2])
        #expect(TabBarNativeBridgePlan.controllers(before: ["a", "b"], after: ["b", "a"]) == [1, 0])
    }

    @Test("item 11: the bridge's pops and pushes animate only on screen and never with Reduce Motion")
    func bridgeMotion() {
        #expect(TabBarNativeBridgePlan.animates("a", selected: "a", reduceMotion: false))
        #expect(!TabBarNativeBridgePlan.animates("a", selected: "a", reduceMotion: true))
        #expect(!TabBarNativeBridgePlan.animates("b", selected: "a", reduceMotion: false))
    }

    @Test("item 11: the bridge's dismiss label is a String Catalog key the translator looks up")
    func dismissTranslated() {
        let french = TabBarTranslator { $0 == TabBarAccessibilityTarget.dismissLabel ? "Fermer le menu" : $0 }
        #expect(french(TabBarAccessibilityTarget.dismissLabel) == "Fermer le menu")
    }

    static let indigo = TabBarColor(red: 88 / 255, green: 86 / 255, blue: 214 / 255)

    @Test("item 6: an inherited accent (the examples' indigo) leaves every theme's own selected colour alone, in both bars")
    func explicitThemeColourWins() {
        for theme in TabBarTheme.builtIn {
            for followsTint in [true, false] {
                let drawn = TabBarTint.theme(theme, resolvedAccent: Self.indigo, explicit: nil, followsTint: followsTint)
                #expect(drawn.items.selected == theme.items.selected.withoutTint, "\(theme.name), followsTint \(followsTint)")
            }
        }
    }

    @Test("item 6: a theme that asks for the tint follows it; `.tabBarTint(_:)` wins over any theme")
    func tintWhereAsked() {
        let asking = TabBarTheme.midnight.followingTint()
        let light = TabBarAppearance(.light)
        #expect(TabBarTint.theme(asking, resolvedAccent: Self.indigo, explicit: nil, followsTint: false).items.selected == .fixed(Self.indigo))
        #expect(TabBarTint.theme(asking, resolvedAccent: Self.indigo, explicit: nil, followsTint: true).items.selected.resolve(light) == Self.indigo.followingTint)
        let orange = TabBarColor(red: 1, green: 0.47, blue: 0)
        #expect(TabBarTint.theme(.midnight, resolvedAccent: Self.indigo, explicit: orange, followsTint: true).items.selected == .fixed(orange))
    }
}

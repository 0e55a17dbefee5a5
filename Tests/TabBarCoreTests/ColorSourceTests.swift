import Foundation
@_spi(TabBarKitInternal) import TabBarCore
import TabBarTools
import Testing

@Suite("Colours beyond hex: Display P3 and asset-catalog colours")
struct ColorSourceTests {
    @Test("a Display P3 colour keeps its P3 value and falls back to the nearest sRGB colour")
    func displayP3() {
        let white = TabBarColor(displayP3Red: 1, green: 1, blue: 1)
        #expect(white.hex == "#FFFFFF")
        #expect(white.source == .displayP3(red: 1, green: 1, blue: 1))
        // P3's pure red lies outside sRGB: its fallback is clamped to sRGB's red.
        let red = TabBarColor(displayP3Red: 1, green: 0, blue: 0)
        #expect(red.hex == "#FF0000")
        // A grey is the same in both spaces (same white point and transfer function).
        let grey = TabBarColor(displayP3Red: 0.6, green: 0.6, blue: 0.6)
        #expect(grey.hex == "#999999")
    }

    @Test("an asset colour draws its fallback where there is no asset catalog")
    func asset() throws {
        let fallback = try #require(TabBarColor(hex: "#0055FF"))
        let brand = TabBarColor(asset: "Brand", fallback: fallback)
        #expect(brand.hex == "#0055FF")
        #expect(brand.source == .asset("Brand"))
        #expect(brand != fallback)
        #expect(brand.withAlpha(0.5).source == .asset("Brand"))
    }

    @Test("JSON accepts hex, a colour space with components, and an asset with a fallback, and writes them back")
    func jsonRoundTrip() throws {
        let decoder = TabBarJSONValueDecoder()
        let p3 = try decoder.decode(TabBarColor.self, from: #"{"colorSpace": "display-p3", "components": [1, 0.2, 0.1], "alpha": 0.5}"#)
        #expect(p3.source == .displayP3(red: 1, green: 0.2, blue: 0.1))
        #expect(p3.alpha == 0.5)
        let asset = try decoder.decode(TabBarColor.self, from: ##"{"asset": "Brand", "fallback": "#0055FF"}"##)
        #expect(asset.source == .asset("Brand"))
        let srgb = try decoder.decode(TabBarColor.self, from: #"{"colorSpace": "srgb", "components": [1, 0, 0]}"#)
        #expect(srgb == TabBarColor(hex: "#FF0000"))
        for color in [p3, asset, srgb] {
            let written = try JSONEncoder().encode(color)
            #expect(try JSONDecoder().decode(TabBarColor.self, from: written) == color)
        }
        #expect(String(decoding: try JSONEncoder().encode(srgb), as: UTF8.self) == ##""#FF0000""##)
    }

    @Test("bad colour objects are refused with the reason", arguments: [
        (#"{"asset": "Brand"}"#, "fallback"),
        (##"{"asset": "", "fallback": "#000000"}"##, "empty"),
        (#"{"colorSpace": "oklch", "components": [1, 0, 0]}"#, "oklch"),
        (#"{"colorSpace": "display-p3", "components": [1, 0]}"#, "three components"),
        (#"{"colorSpace": "display-p3", "components": [1, 2, 0]}"#, "0…1"),
        (#"{"red": 1}"#, "expected a colour"),
        (##"{"asset": "Brand", "tint": true, "fallback": "#000000"}"##, "one of"),
        (##"{"tint": true, "colorSpace": "srgb", "components": [1, 0, 0], "fallback": "#000000"}"##, "one of"),
        (##"{"tint": true, "fallback": {"asset": "Other", "fallback": "#000000"}}"##, "a fallback is a hex colour"),
    ])
    func badObjects(json: String, reason: String) {
        do {
            _ = try TabBarJSONValueDecoder().decode(TabBarColor.self, from: json)
            Issue.record("\(json) was accepted")
        } catch {
            #expect(String(describing: error).contains(reason), "\(error)")
        }
    }

    @Test("a tint colour keeps its fallback through JSON and alpha; `tint: false` is the plain fallback")
    func tintJSON() throws {
        let decoder = TabBarJSONValueDecoder()
        let tint = try decoder.decode(TabBarColor.self, from: ##"{"tint": true, "fallback": "#0062D1"}"##)
        #expect(tint.source == .tint && tint.followsTint)
        #expect(tint.hex == "#0062D1")
        #expect(tint.withAlpha(0.5).followsTint)
        #expect(try JSONDecoder().decode(TabBarColor.self, from: JSONEncoder().encode(tint)) == tint)
        #expect(String(decoding: try JSONEncoder().encode(tint), as: UTF8.self).contains(#""tint":true"#))
        let plain = try decoder.decode(TabBarColor.self, from: ##"{"tint": false, "fallback": "#0062D1"}"##)
        #expect(plain == TabBarColor(hex: "#0062D1"))
        do {
            _ = try decoder.decode(TabBarColor.self, from: #"{"tint": true}"#)
            Issue.record("a tint colour without a fallback was accepted")
        } catch {
            #expect(String(describing: error).contains("needs a \"fallback\""), "\(error)")
        }
    }

    @Test("only the selected items' colour may follow the tint; elsewhere a theme names the colour")
    func tintOnlySelected() {
        var theme = TabBarTheme.system
        theme.items.selected = theme.items.selected.followingTint
        #expect(theme.problems().isEmpty)
        theme.badge.fill = theme.badge.fill.followingTint
        #expect(theme.problems().map(\.location).contains("badge.fill.light"), "\(theme.problems())")
        #expect(theme.items.selected.withoutTint == TabBarTheme.system.items.selected)
        var following = TabBarTheme.system
        following.items.selected = following.items.selected.followingTint
        #expect(following.swiftSource().contains(##"selected: TabBarDynamicColor("#0062D1", "#3D9BFF", highContrast: ("#0040A8", "#8AC2FF")).followingTint"##),
                "the generated Swift keeps following the tint")
    }

    @Test("a token following the tint keeps every value as its fallback, increased contrast too")
    func tokenFollowingTint() {
        let selected = TabBarTheme.system.items.selected
        let following = selected.followingTint
        for appearance in [TabBarAppearance(.light), TabBarAppearance(.dark), TabBarAppearance(.light, contrast: .increased), TabBarAppearance(.dark, contrast: .increased)] {
            let color = following.resolve(appearance)
            #expect(color.followsTint)
            #expect(color.hex == selected.resolve(appearance).hex)
        }
    }

    @Test("a theme's colour token may be a Display P3 value")
    func themeToken() throws {
        let json = ##"{"light": {"colorSpace": "display-p3", "components": [0.2, 0.4, 1]}, "dark": "#000000"}"##
        let token = try TabBarJSONValueDecoder().decode(TabBarDynamicColor.self, from: json)
        #expect(token.light.source == .displayP3(red: 0.2, green: 0.4, blue: 1))
    }
}

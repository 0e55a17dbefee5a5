import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

@Suite("C4 Design tokens")
struct C4TokenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func theme(_ json: String) throws -> TabBarTheme {
        try TabBarTheme(tokens: try TabBarDesignTokens(try TabBarJSONParser.parse(json)))
    }

    func issues(_ json: String) -> [String] {
        do {
            _ = try theme(json)
            return []
        } catch let error as TabBarConfigurationError {
            return error.issues.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    static let required = """
        "background": {"color": {"$type": "color", "$value": "#FFFFFF"}},
        "item": {"$type": "color", "selected": {"$value": "#0055CC"}, "unselected": {"$value": "#555555"}},
        "badge": {"$type": "color", "fill": {"$value": "#C00000"}, "text": {"$value": "#FFFFFF"}},
        "action": {"$type": "color", "fill": {"$value": "#0055CC"}, "foreground": {"$value": "#FFFFFF"}}
        """

    @Test("export then import gives back an equal theme", arguments: TabBarTheme.builtIn.map(\.name))
    func roundTrip(name: String) throws {
        let original = try #require(TabBarTheme.named(name))
        let text = original.designTokens.serialized()
        #expect(try theme(text) == original)
    }

    @Test("the sample token files import and lint clean", arguments: ["ocean", "sunset"])
    func samples(name: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Examples/tokens/\(name).tokens.json"), encoding: .utf8)
        let imported = try theme(text)
        #expect(imported.name == name)
        let errors = TabBarLinter(measurer: FixedWidthMeasurer()).lint(.example(.social), theme: imported).filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test("aliases resolve per appearance, through groups' $type")
    func aliases() throws {
        let t = try theme("""
            {"palette": {"$type": "color", "blue": {"$value": "#0055CC", "$extensions": {"org.tabbarkit.modes": {"dark": "#66AAFF"}}}},
             "tabbar": {\(Self.required.replacingOccurrences(of: "\"selected\": {\"$value\": \"#0055CC\"}", with: "\"selected\": {\"$value\": \"{palette.blue}\"}"))}}
            """)
        #expect(t.items.selected.light.hex == "#0055CC" && t.items.selected.dark.hex == "#66AAFF")
    }

    @Test("parallel light and dark trees are accepted")
    func parallel() throws {
        let t = try theme("""
            {"light": {"tabbar": {\(Self.required)}},
             "dark": {"tabbar": {"item": {"selected": {"$type": "color", "$value": "#99CCFF"}}}}}
            """)
        #expect(t.items.selected.light.hex == "#0055CC" && t.items.selected.dark.hex == "#99CCFF")
        #expect(t.items.unselected.dark.hex == "#555555")  // falls back to light
    }

    @Test("errors name the JSON path", arguments: [
        (##""hairline": {"$type": "color", "$value": "{palette.missing}"}"##, "tabbar.hairline.$value: unknown reference {palette.missing}"),
        (##""hairline": {"$type": "color", "$value": "{tabbar.other}"}, "other": {"$type": "color", "$value": "{tabbar.hairline}"}"##, "reference cycle"),
        (##""hairline": {"$type": "dimension", "$value": "4px"}"##, ##"tabbar.hairline.$value: expected a color token, found $type "dimension""##),
        (##""hairline": {"$type": "color", "$value": "#12"}"##, ##"tabbar.hairline.$value: "#12" is not a colour"##),
        (##""typography": {"labelWeight": {"$type": "fontWeight", "$value": 450}}"##, "tabbar.typography.labelWeight.$value: 450 is not a weight the bar draws"),
        (##""colour": {"$type": "color", "$value": "#000000"}"##, "tabbar.colour: unknown token"),
        (##""indicator": {"style": {"$type": "string", "$value": "halo"}}"##, ##"tabbar.indicator.style.$value: "halo" is not one of none, underline, pill, dot, glow"##),
    ])
    func errors(fragment: String, expected: String) {
        let found = issues(##"{"tabbar": {\##(Self.required), \##(fragment)}}"##)
        #expect(found.contains { $0.contains(expected) }, "\(found)")
    }

    @Test("missing required tokens are each reported")
    func missing() {
        let found = issues(##"{"tabbar": {"background": {"color": {"$type": "color", "$value": "#FFFFFF"}}}}"##)
        #expect(found.contains("tabbar.item.selected: required token is missing"))
        #expect(found.contains("tabbar.badge.fill: required token is missing"))
        #expect(found.count == 6)
    }

    @Test("the generated Swift source type-checks against TabBarCore and names the theme")
    func swiftSource() throws {
        let source = TabBarTheme.midnight.swiftSource(propertyName: "night Sky")
        #expect(source.contains("public static let nightSky = TabBarTheme("))
        #expect(source.contains("TabBarDynamicColor(\"#F4F1FF\", \"#1A1538\", highContrast: (\"#FFFFFF\", \"#0E0B22\"))"))
        guard let checker = TabBarSwiftTypeCheck() else {
            Issue.record("no built TabBarCore module or swiftc to type-check against")
            return
        }
        let result = try checker.check(source: source)
        #expect(result.status == 0, "\(result.errors)")
    }
}

/// Half an em per character: enough for the linter's layout rules in tests that do not measure text.
struct FixedWidthMeasurer: TabBarTextMeasuring {
    func width(of text: String, size: Double, weight: TabBarFontWeight) -> Double { Double(text.count) * size * 0.5 }
}

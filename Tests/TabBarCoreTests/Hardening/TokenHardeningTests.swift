import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

/// Issue 9: DTCG token files are checked whole, resolved linearly, and generate safe Swift.
@Suite("Hardening: design tokens")
struct TokenHardeningTests {
    /// The problems of a token file with the required theme tokens plus `extra` members at the root.
    func issues(_ extra: String = "", tabbar: String = "", required: String = C4TokenTests.required) -> [String] {
        let json = ##"{\##(extra.isEmpty ? "" : extra + ",") "tabbar": {\##(required)\##(tabbar.isEmpty ? "" : "," + tabbar)}}"##
        do {
            _ = try TabBarTheme(tokens: try TabBarDesignTokens(try TabBarJSONParser.parse(json)))
            return []
        } catch let error as TabBarConfigurationError {
            return error.issues.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    @Test("a 100,000-link alias chain resolves without deep recursion")
    func longChain() throws {
        let links = (1..<100_000).map { ##""c\##($0)": {"$value": "{palette.c\##($0 - 1)}"}"## }
        let palette = ##""palette": {"$type": "color", "c0": {"$value": "#123456"}, \##(links.joined(separator: ", "))}"##
        let json = ##"{\##(palette), "tabbar": {\##(C4TokenTests.required.replacingOccurrences(of: ##""selected": {"$value": "#0055CC"}"##, with: ##""selected": {"$value": "{palette.c99999}"}"##))}}"##
        let theme = try TabBarTheme(tokens: try TabBarDesignTokens(try TabBarJSONParser.parse(json)))
        #expect(theme.items.selected.light.hex == "#123456")
    }

    /// The warnings (problems of tokens the bar does not read) of the same file; none of them may be an error.
    func warnings(_ extra: String) throws -> [String] {
        let json = ##"{\##(extra), "tabbar": {\##(C4TokenTests.required)}}"##
        let tokens = try TabBarDesignTokens(try TabBarJSONParser.parse(json))
        #expect(tokens.problems.isEmpty, "\(tokens.problems)")
        return tokens.warnings.map(\.description)
    }

    @Test("a long cycle the bar does not use is one warning, and the theme still imports")
    func unusedCycle() throws {
        let links = (0..<5_000).map { ##""c\##($0)": {"$value": "{palette.c\##(($0 + 1) % 5_000)}"}"## }
        let extra = #""palette": {"$type": "color", \#(links.joined(separator: ", "))}"#
        #expect(issues(extra).isEmpty)
        let found = try warnings(extra)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("palette.c0.$value: reference cycle {palette.c0} → {palette.c1}") == true)
    }

    @Test("a long cycle the bar reads is reported once, at its first token")
    func usedCycle() {
        let links = (0..<5_000).map { ##""c\##($0)": {"$value": "{palette.c\##(($0 + 1) % 5_000)}"}"## }
        let found = issues(#""palette": {"$type": "color", \#(links.joined(separator: ", "))}"#, tabbar: #""hairline": {"$type": "color", "$value": "{palette.c0}"}"#)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("palette.c0.$value: reference cycle {palette.c0} → {palette.c1}") == true)
    }

    @Test("every problem in a token the bar does not read is a located warning, never an error", arguments: [
        (#""palette": {"$type": "color", "a": {"$value": "{palette.missing}"}}"#, "palette.a.$value: unknown reference {palette.missing}"),
        (#""palette": {"$type": "color", "a": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 1.5}}}"#, "palette.a.$value: alpha 1.5 must be a number in 0…1"),
        (##""palette": {"$type": "color", "a": {"$value": "#+FFFFFF0"}}"##, ##"palette.a.$value: "#+FFFFFF0" is not a colour"##),
        (##""palette": {"$type": "color", "a": {"$value": "#GGGGGG"}}"##, ##"palette.a.$value: "#GGGGGG" is not a colour"##),
        (#""palette": {"a": {"$type": "dimension", "$value": "4px"}, "b": {"$type": "color", "$value": "{palette.a}"}}"#, #"palette.b.$value: a $type "color" token refers to {palette.a}, a $type "dimension" token"#),
        (##""palette": {"$type": "color", "a": {"$vlaue": "#000000"}}"##, ##"palette.a.$vlaue: unknown key "$vlaue" in a group"##),
        (##""palette": {"a": {"$type": "colour", "$value": "#000000"}}"##, ##"palette.a: $type "colour" is not one the bar reads"##),
        (#""palette": {"a": {"$type": "dimension", "$value": "4px", "$extensions": {"org.tabbarkit.modes": {"dark": "8px"}}}}"#, #"palette.a.$extensions.org.tabbarkit.modes.dark: only colour tokens have appearance values"#),
        (#""palette": {"a": {"$type": "dimension", "$value": "NaNpx"}}"#, #"palette.a.$value: "NaNpx" is not a finite dimension"#),
        (#""palette": {"a": {"$type": "dimension", "$value": "infpx"}}"#, #"palette.a.$value: "infpx" is not a finite dimension"#),
        (#""palette": {"a": {"$type": "dimension", "$value": "1e400px"}}"#, #"palette.a.$value: "1e400px" is not a finite dimension"#),
        (#""palette": {"a": {"$type": "duration", "$value": "1e400ms"}}"#, #"palette.a.$value: "1e400ms" is not a finite duration"#),
        (#""palette": {"a": {"$type": "duration", "$value": "nans"}}"#, #"palette.a.$value: "nans" is not a finite duration"#),
        (#""palette": {"a": {"$type": "color", "$value": "{palette"}}"#, #"palette.a.$value: malformed reference "{palette""#),
    ])
    func wholeFile(extra: String, expected: String) throws {
        let found = try warnings(extra)
        #expect(found.contains { $0.hasPrefix(expected) }, "\(found)")
    }

    @Test("a dimension that differs between parallel light and dark trees is an error")
    func parallelDimension() throws {
        let light = ##"{"tabbar": {\##(C4TokenTests.required), "metrics": {"barHeight": {"$type": "dimension", "$value": "49px"}}}}"##
        let dark = ##"{"tabbar": {"metrics": {"barHeight": {"$type": "dimension", "$value": "60px"}}}}"##
        let document = try TabBarJSONParser.parse(#"{"light": \#(light), "dark": \#(dark)}"#)
        let problems = try TabBarDesignTokens(document).problems.map(\.description)
        #expect(problems.contains { $0.hasPrefix("dark.tabbar.metrics.barHeight.$value: only colour tokens may differ between appearances") }, "\(problems)")
    }

    @Test("theme numbers out of range are located at their token", arguments: [
        (#""metrics": {"barHeight": {"$type": "dimension", "$value": "0px"}}"#, "tabbar.metrics.barHeight: 0.0 is out of range; expected greater than 0 and at most 4096"),
        (#""metrics": {"scrollSpacing": {"$type": "dimension", "$value": "-4px"}}"#, "tabbar.metrics.scrollSpacing: -4.0 is out of range; expected 0 … 4096"),
        (#""action": {"size": {"$type": "dimension", "$value": "1e300px"}}"#, "tabbar.action.size: 1e+300 is out of range"),
        (#""motion": {"pressOpacity": {"$type": "number", "$value": 2}}"#, "tabbar.motion.pressOpacity: 2.0 is out of range; expected 0 … 1"),
    ])
    func themeRanges(tokens: String, expected: String) {
        let found = tokens.hasPrefix(##""action""##)
            ? issues(required: C4TokenTests.required.replacingOccurrences(of: ##""action": {"##, with: String(tokens.dropLast()) + ", "))
            : issues(tabbar: tokens)
        #expect(found.contains { $0.hasPrefix(expected) }, "\(found)")
    }

    @Test("generated Swift escapes the theme name, so it cannot close the string or add code")
    func swiftInjection() {
        var theme = TabBarTheme.system
        theme.name = ##"x", background: nil) ; import Darwin ; let y = ("\(1)"##
        let source = theme.swiftSource()
        #expect(source.contains(#"name: "x\", background: nil) ; import Darwin ; let y = (\"\\(1)","#))
        theme.name = "a\u{2028}b\u{0}\u{202E}"
        #expect(theme.swiftSource().contains(#"name: "a\u{2028}b\u{0}\u{202E}","#))
    }

    @Test("a keyword or unusable name becomes a safe identifier", arguments: [
        ("class", "classTheme"), ("self", "selfTheme"), ("Default", "defaultTheme"), ("named", "namedTheme"),
        ("9 lives", "theme9Lives"), ("", "imported"), ("Océan Blue", "ocAnBlue"), ("`x`", "x"), ("ocean", "ocean"),
    ])
    func identifiers(name: String, expected: String) {
        var theme = TabBarTheme.system
        theme.name = name
        #expect(theme.swiftSource().contains("public static let \(expected) = TabBarTheme("))
    }
}

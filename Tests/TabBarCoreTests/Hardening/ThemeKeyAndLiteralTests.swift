import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools

/// Issue 28: theme JSON refuses unknown keys as the configuration format does; a badge count out of
/// range says so; exported Swift escapes invisible characters.
@Suite("Hardening: theme keys, badge counts, Swift literals")
struct ThemeKeyAndLiteralTests {
    /// A built-in theme's JSON with `edit` applied to its members.
    func themeJSON(_ edit: (inout [String: Any]) -> Void) throws -> String {
        var object = try #require(JSONSerialization.jsonObject(with: Data(TabBarTheme.midnight.jsonText().utf8)) as? [String: Any])
        edit(&object)
        return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    func issues(_ json: String) -> [String] {
        do {
            _ = try TabBarTheme.decode(json: json)
            return []
        } catch {
            return error.issues.map(\.description)
        }
    }

    @Test("every built-in theme's JSON is read back whole: no key of its own is unknown")
    func builtInRoundTrip() throws {
        for theme in TabBarTheme.builtIn {
            #expect(try TabBarTheme.decode(json: theme.jsonText()) == theme, "\(theme.name)")
        }
    }

    @Test("a misspelt key, top-level or nested, is an unknown key at its path with the closest known key")
    func misspeltKeys() throws {
        let json = try themeJSON { object in
            object["hairlinex"] = object.removeValue(forKey: "hairline") ?? "#000000"
            var metrics = object["metrics"] as? [String: Any] ?? [:]
            metrics["barHeigth"] = 49
            object["metrics"] = metrics
            object["comment"] = "not a theme key"
        }
        let found = issues(json)
        #expect(found.contains { $0.hasPrefix("hairlinex: unknown key (did you mean \"hairline\"?); expected one of actionButton, background, badge,") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("metrics.barHeigth: unknown key (did you mean \"barHeight\"?); expected one of badgeHeight, barHeight,") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("comment: unknown key; expected one of") }, "no suggestion when nothing is close: \(found)")
    }

    @Test("a misspelt required key is named as written, with the key it stands for; a key like none of them is only missing")
    func misspeltRequiredKey() throws {
        let typo = try themeJSON { object in object["labelmode"] = object.removeValue(forKey: "labelMode") }
        #expect(issues(typo) == [#"labelmode: unknown key (did you mean "labelMode"?); labelMode is required"#])
        let far = try themeJSON { object in object["zzz"] = object.removeValue(forKey: "labelMode") }
        #expect(issues(far) == ["labelMode: required key is missing"])
    }

    @Test("an unknown key inside a colour object is found too")
    func colourObjectKey() throws {
        let json = try themeJSON { object in
            object["hairline"] = ["light": ["colorSpace": "display-p3", "components": [0.1, 0.2, 0.3], "alpah": 0.5], "dark": "#000000"]
        }
        #expect(issues(json).contains { $0.hasPrefix("hairline.light.alpah: unknown key (did you mean \"alpha\"?)") }, "\(issues(json))")
    }

    @Test("a badge count of 1e20 is out of range and 2.5 is not a whole number, each at its path")
    func badgeCounts() {
        func decode(_ count: String) -> [String] {
            do {
                _ = try TabBarConfiguration.decode(json: #"{"version": 1, "tabs": [{"id": "a", "title": "A", "badge": {"count": \#(count)}}]}"#)
                return []
            } catch {
                return error.issues.map(\.description)
            }
        }
        #expect(decode("1e20") == ["tabs[0].badge.count: a badge count above 1000000 is out of range (got 1e+20)"])
        #expect(decode("1000001") == ["tabs[0].badge.count: a badge count above 1000000 is out of range (got 1000001)"])
        #expect(decode("2.5") == ["tabs[0].badge.count: a badge count is a whole number (got 2.5)"])
        #expect(decode("-4") == ["tabs[0].badge.count: a badge count cannot be negative (got -4)"])
        #expect(decode("\"7\"") == ["tabs[0].badge.count: expected a number"])
        #expect(decode("1000000") == [])
    }

    @Test("a script's badge count is read as the configuration reads it, and refused in its words, at its line")
    func scriptBadgeCounts() throws {
        let configuration = try TabBarConfiguration.decode(json: #"{"version": 1, "tabs": [{"id": "a", "title": "A"}, {"id": "b", "title": "B"}]}"#)
        func parse(_ count: String) -> String {
            do {
                let script = try TabBarSimulationScript.parse("tap b\nbadge a count \(count)", configuration: configuration)
                return "\(script.steps.count) steps"
            } catch {
                return error.description
            }
        }
        #expect(parse("1e20") == "line 2: a badge count above 1000000 is out of range (got 1e20)")
        #expect(parse("99999999999999999999") == "line 2: a badge count above 1000000 is out of range (got 99999999999999999999)")
        #expect(parse("2.5") == "line 2: a badge count is a whole number (got 2.5)")
        #expect(parse("-1e3") == "line 2: a badge count cannot be negative (got -1e3)")
        #expect(parse("nan") == #"line 2: badge count expects a whole number (got "nan")"#)
        #expect(parse("seven") == #"line 2: badge count expects a whole number (got "seven")"#)
        #expect(parse("1e2") == "2 steps")
        #expect(parse("1000000") == "2 steps")
    }

    @Test("a Swift literal escapes bidirectional marks, isolates, zero-width characters and the BOM, and keeps visible text")
    func swiftLiteral() {
        for scalar in [0x200E, 0x200F, 0x061C, 0x202A, 0x202E, 0x2066, 0x2069, 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x2028, 0x7F, 0x85, 0x0A] {
            let text = "a" + String(UnicodeScalar(UInt32(scalar))!) + "b"
            let literal = TabBarSwiftSource.stringLiteral(text)
            #expect(literal == "\"a\\u{\(String(scalar, radix: 16, uppercase: true))}b\"", "U+\(String(scalar, radix: 16))")
        }
        #expect(TabBarSwiftSource.stringLiteral("Café \"日本\" \\ é") == #""Café \"日本\" \\ é""#)
    }
}

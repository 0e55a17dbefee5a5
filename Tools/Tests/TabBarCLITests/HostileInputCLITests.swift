import Foundation
import Testing

/// Theme files, badge counts and exported Swift from hostile input, against the real `tabbar`.
@Suite("tabbar on hostile input: theme keys, badge counts, invisible characters in exported Swift")
struct HostileInputCLITests {
    /// Writes the ocean theme as theme JSON into `folder` and returns its path.
    static func themeJSON(in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("ocean.json")
        let result = try CLI.run(["tokens", "import", "Examples/tokens/ocean.tokens.json", "--json", url.path])
        #expect(result.status == 0, "\(result.stderr)")
        return url
    }

    @Test("a theme file with a misspelt or unknown key is refused, each key at its JSON path with the closest known key", arguments: [
        ("\"hairline\"", "\"hairlinex\"", "hairlinex: unknown key (did you mean \"hairline\"?); expected one of actionButton, background,"),
        ("\"labelMode\"", "\"labelmode\"", "labelmode: unknown key (did you mean \"labelMode\"?); labelMode is required"),
        ("\"barHeight\"", "\"barHieght\"", "metrics.barHieght: unknown key (did you mean \"barHeight\"?); barHeight is required"),
        ("\"dotSize\"", "\"dotSize\": 6, \"bogus\"", "metrics.bogus: unknown key; expected one of badgeHeight, barHeight,"),
    ])
    func unknownThemeKeys(key: String, typed: String, message: String) throws {
        let folder = try CLI.temporaryFolder()
        let url = try Self.themeJSON(in: folder)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(key))
        try Data(text.replacingOccurrences(of: key, with: typed).utf8).write(to: url)
        let result = try CLI.run(["render", "--example", "social", "--theme-file", url.path])
        #expect(result.status == 2 && result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: \(url.path): \(message)"), "\(result.stderr)")
    }

    @Test("every built-in theme, exported as tokens and imported as theme JSON, is read back without a complaint", arguments: ["system", "midnight", "floating", "wireframe"])
    func builtInThemesRoundTrip(theme: String) throws {
        let folder = try CLI.temporaryFolder()
        let tokens = folder.appendingPathComponent("t.tokens.json").path, json = folder.appendingPathComponent("t.json").path
        #expect(try CLI.run(["tokens", "export", theme, "-o", tokens]).status == 0)
        let imported = try CLI.run(["tokens", "import", tokens, "--json", json])
        #expect(imported.status != 2, "\(imported.stderr)")
        let rendered = try CLI.run(["render", "--example", "social", "--theme-file", json])
        #expect(rendered.status == 0, "\(rendered.stderr)")
    }

    @Test("a badge count of 1e20 is out of range, 2.5 is not a whole number, 2000000 is above the limit: each located", arguments: [
        ("1e20", "tabs[0].badge.count: a badge count above 1000000 is out of range (got 1e+20)"),
        ("2.5", "tabs[0].badge.count: a badge count is a whole number (got 2.5)"),
        ("2000000", "tabs[0].badge.count: a badge count above 1000000 is out of range (got 2000000)"),
        ("-1e300", "tabs[0].badge.count: a badge count cannot be negative (got -1e+300)"),
    ])
    func badgeCounts(count: String, message: String) throws {
        let configuration = #"{"version": 1, "tabs": [{"id": "a", "title": "A", "icon": "house", "badge": {"count": \#(count)}}, {"id": "b", "title": "B", "icon": "house"}]}"#
        let path = try CLI.temporaryFile(configuration, suffix: ".json")
        let result = try CLI.run(["render", path])
        #expect(result.status == 2)
        #expect(result.stderr == "error: \(path): \(message)\n", "\(result.stderr)")
    }

    // The overrides and isolates (U+202A…U+202E, U+2066…U+2069) never get this far: a theme name refuses them.
    @Test("exported Swift writes bidirectional marks and zero-width characters as \\u{…} escapes, never raw", arguments: [
        "\u{200E}", "\u{200F}", "\u{061C}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}",
    ])
    func invisibleCharactersEscaped(scalar: String) throws {
        let folder = try CLI.temporaryFolder()
        let swift = folder.appendingPathComponent("Theme.swift")
        let name = "Ocean" + scalar + "Blue"
        let result = try CLI.run(["tokens", "import", "Examples/tokens/ocean.tokens.json", "--name", name, "--swift", swift.path])
        #expect(result.status == 0, "\(result.stderr)")
        let source = try String(contentsOf: swift, encoding: .utf8)
        let escape = "\\u{" + String(scalar.unicodeScalars.first!.value, radix: 16, uppercase: true) + "}"
        #expect(source.contains("\"Ocean\(escape)Blue\""), "the name literal escapes U+\(escape)")
        #expect(!source.unicodeScalars.contains(scalar.unicodeScalars.first!), "no raw U+\(escape) anywhere in the file")
    }
}

import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools

@Suite("tabbar tokens: several files, check, map-template, strict")
struct TokensCLITests {
    static let palette = ##"{"color": {"bg": {"value": "#FFFFFF", "type": "color"}, "accent": {"value": "#0055CC", "type": "color"}, "muted": {"value": "#555555", "type": "color"}, "h1": {"value": "32px", "type": "fontSize"}, "shadow": {"value": {"x": 1}, "type": "boxShadow"}}}"##

    @Test("map-template writes a map that imports after a system's own files, aliased into its names")
    func mapTemplate() throws {
        let folder = try CLI.temporaryFolder()
        let map = folder.appendingPathComponent("tabbar.tokens.json").path
        #expect(try CLI.run(["tokens", "map-template", "-o", map]).status == 0)
        var text = try String(contentsOfFile: map, encoding: .utf8)
        #expect(text.contains("replace it with a reference to one of your tokens"))
        let palette = try CLI.temporaryFile(Self.palette, suffix: ".json")
        // Point two roles at the system's names, as a team would.
        let document = try TabBarJSONParser.parse(text)
        guard case .object(var top) = document, case .object(var tabbar) = top[0].value, let i = tabbar.firstIndex(where: { $0.key == "item" }),
            case .object(var item) = tabbar[i].value, let s = item.firstIndex(where: { $0.key == "selected" })
        else { Issue.record("no tabbar.item.selected in the template"); return }
        item[s].value = .object([("$type", .string("color")), ("$value", .string("{color.accent}"))])
        tabbar[i].value = .object(item)
        top[0].value = .object(tabbar)
        text = TabBarJSONValue.object(top).serialized()
        try text.write(toFile: map, atomically: true, encoding: .utf8)
        let json = folder.appendingPathComponent("theme.json").path
        let result = try CLI.run(["tokens", "import", palette, map, "--json", json])
        #expect(result.status != 2, "\(result.stderr)")  // 1 would be contrast findings of this palette, still written
        #expect(result.stderr.contains("warning: 2 of the 4 tokens the bar does not read cannot be used: 2 have a $type the bar cannot use (boxShadow ×1, fontSize ×1)") == false)
        #expect(result.stderr.contains("warning: 1 of the 4 tokens the bar does not read cannot be used: 1 have a $type the bar cannot use (boxShadow ×1)"), "\(result.stderr)")
        #expect(try String(contentsOfFile: json, encoding: .utf8).contains("#0055CC"))
        let strict = try CLI.run(["tokens", "import", palette, map, "--strict"])
        #expect(strict.status == 2 && strict.stderr.contains(#"color.shadow: $type "boxShadow" is not one the bar reads"#), "\(strict.stderr)")
    }

    @Test("files without a tabbar group are refused in two lines naming the map template")
    func refusal() throws {
        let palette = try CLI.temporaryFile(Self.palette, suffix: ".json")
        let result = try CLI.run(["tokens", "import", palette])
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 2 && lines[0].contains("found 5 tokens (Style Dictionary (value/type)) but no tabbar group") && lines[1].contains("tabbar tokens map-template"), "\(result.stderr)")
    }

    @Test("check exits 0 for valid DTCG 2025.10 and 2 with located errors, across files")
    func check() throws {
        let base = try CLI.temporaryFile(##"{"c": {"$type": "color", "a": {"$value": {"colorSpace": "oklch", "components": [0.7, 0.1, 200]}}}}"##, suffix: ".json")
        let alias = try CLI.temporaryFile(##"{"d": {"$type": "color", "$value": "{c.a}"}}"##, suffix: ".json")
        let valid = try CLI.run(["tokens", "check", base, alias])
        #expect(valid.status == 0 && valid.stdout.contains("valid DTCG 2025.10, 2 tokens"), "\(valid.stderr)")
        let bad = try CLI.temporaryFile(##"{"e": {"$type": "color", "$value": {"components": [1, 0, 0]}}, "f": {"$type": "color", "$value": "{c.zz}"}}"##, suffix: ".json")
        let invalid = try CLI.run(["tokens", "check", base, bad])
        #expect(invalid.status == 2)
        #expect(invalid.stderr.contains("\(bad): e.$value: the colour object has no colorSpace"), "\(invalid.stderr)")
        #expect(invalid.stderr.contains("\(bad): f.$value: unknown reference {c.zz}"), "\(invalid.stderr)")
        let legacy = try CLI.run(["tokens", "check", try CLI.temporaryFile(Self.palette, suffix: ".json")])
        #expect(legacy.status == 2 && legacy.stderr.split(separator: "\n").count == 1 && legacy.stderr.contains("Style Dictionary's older value/type format"))
    }

    @Test("export is DTCG 2025.10 that check accepts")
    func exportChecks() throws {
        let folder = try CLI.temporaryFolder()
        let file = folder.appendingPathComponent("midnight.tokens.json").path
        #expect(try CLI.run(["tokens", "export", "midnight", "-o", file]).status == 0)
        let result = try CLI.run(["tokens", "check", file])
        #expect(result.status != 2, "\(result.stderr)")  // 1 would be contrast findings of this palette, still written
    }
}

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
        #expect(!result.stderr.contains("fontSize ×1"))  // fontSize reads as a dimension
        #expect(result.stderr.contains("cannot be used: 1 have a $type the bar cannot use (boxShadow ×1)"), "\(result.stderr)")
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

    @Test("check --dtcg exits 0 for valid DTCG 2025.10 and 2 with located errors, across files")
    func checkDTCG() throws {
        let base = try CLI.temporaryFile(##"{"c": {"$type": "color", "a": {"$value": {"colorSpace": "oklch", "components": [0.7, 0.1, 200]}}}}"##, suffix: ".json")
        let alias = try CLI.temporaryFile(##"{"d": {"$type": "color", "$value": "{c.a}"}}"##, suffix: ".json")
        let valid = try CLI.run(["tokens", "check", "--dtcg", base, alias])
        #expect(valid.status == 0 && valid.stdout.contains("valid DTCG 2025.10, 2 tokens"), "\(valid.stderr)")
        let bad = try CLI.temporaryFile(##"{"e": {"$type": "color", "$value": {"components": [1, 0, 0]}}, "f": {"$type": "color", "$value": "{c.zz}"}}"##, suffix: ".json")
        let invalid = try CLI.run(["tokens", "check", "--dtcg", base, bad])
        #expect(invalid.status == 2)
        #expect(invalid.stderr.contains("\(bad): e.$value: the colour object has no colorSpace"), "\(invalid.stderr)")
        #expect(invalid.stderr.contains("\(bad): f.$value: unknown reference {c.zz}"), "\(invalid.stderr)")
        let legacy = try CLI.run(["tokens", "check", "--dtcg", try CLI.temporaryFile(Self.palette, suffix: ".json")])
        #expect(legacy.status == 2 && legacy.stderr.split(separator: "\n").count == 1 && legacy.stderr.contains("Style Dictionary's older value/type format"))
    }

    static let systems = "Tests/TabBarCoreTests/Fixtures/DesignSystems"

    @Test("check says whether a real system imports and what the bar reads, per appearance and where it is written")
    func checkReadings() throws {
        let folder = "\(Self.systems)/figma-sds-resolver"
        let result = try CLI.run(["tokens", "check", "\(folder)/sds.resolver.json", "\(folder)/tabbar.tokens.json", "--input", "theme=light", "--input", "dark:theme=dark"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\(folder)/sds.resolver.json: DTCG resolver (inputs theme=light; dark:theme=dark)"), "\(result.stdout)")
        #expect(result.stdout.contains("  tabbar.item.selected: #2C2C2C | #F5F5F5 | #2C2C2C | #F5F5F5  ← \(folder)/base/color.tokens.json: color.brand.800.$value"), "\(result.stdout)")
        #expect(result.stdout.contains(#"result: imports as theme "tabbar"; 0 lint finding(s)"#), "\(result.stdout)")
        // The same files without the input the resolver needs: exit 2, and the error says which.
        let missing = try CLI.run(["tokens", "check", "\(folder)/sds.resolver.json", "\(folder)/tabbar.tokens.json"])
        #expect(missing.status == 2 && missing.stderr.contains("choose one with --input theme=light"), "\(missing.stderr)")
    }

    @Test("check passes a system's own files without a map, saying they read and what is missing; import refuses them")
    func checkRawSystem() throws {
        let colors = "\(Self.systems)/material-tokens/colors.json"
        let check = try CLI.run(["tokens", "check", colors])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains("\(colors): Style Dictionary (value/type)"))
        #expect(check.stdout.contains("result: the files read; nothing says which tokens the bar uses"), "\(check.stdout)")
        #expect(try CLI.run(["tokens", "import", colors]).status == 2)
    }

    @Test("import reads a Tokens Studio project's themes per appearance, and Spectrum's per-token sets")
    func importChoices() throws {
        let folder = "\(Self.systems)/designsystemet"
        let json = try CLI.temporaryFolder().appendingPathComponent("theme.json").path
        let studio = try CLI.run(["tokens", "import", "\(folder)/design-tokens/$themes.json", "\(folder)/design-tokens/$metadata.json", "\(folder)/tabbar.tokens.json",
                                  "--studio-theme", "Color scheme/Light", "--studio-theme", "dark:Color scheme/Dark", "--json", json])
        #expect(studio.status == 0, "\(studio.stderr)")
        let theme = try TabBarTheme.decode(json: try String(contentsOfFile: json, encoding: .utf8))
        #expect(theme.background.color.dark.hex == "#17181A")
        #expect(studio.stderr.contains("note: \(folder)/design-tokens/$themes.json: read Semantic/Semantic, Theme/designsystemet"), "\(studio.stderr)")
        let spectrum = "\(Self.systems)/adobe-spectrum"
        let sets = try CLI.run(["tokens", "import", "\(spectrum)/color-palette.json", "\(spectrum)/semantic-color-palette.json", "\(spectrum)/color-aliases.json", "\(spectrum)/tabbar.tokens.json", "--set", "dark:darkest"])
        #expect(sets.status == 2 && sets.stderr.contains(#"--set "darkest": no Tokens Studio set and no per-token set"#), "\(sets.stderr)")  // this Spectrum has no darkest
        let wireframe = try CLI.run(["tokens", "import", "\(spectrum)/color-palette.json", "\(spectrum)/semantic-color-palette.json", "\(spectrum)/color-aliases.json", "\(spectrum)/tabbar.tokens.json", "--set", "wireframe"])
        #expect(wireframe.status == 0, "\(wireframe.stderr)")
        #expect(wireframe.stderr.contains("warning: \(spectrum)/color-palette.json: black.$schema: ignored 636 metadata members"), "\(wireframe.stderr)")
    }

    @Test("JSON5 and YAML are refused in one line saying how to convert them, exit 2")
    func unsupported() throws {
        let json5 = try CLI.run(["tokens", "import", "\(Self.systems)/github-primer-json5/focus.json5"])
        #expect(json5.status == 2 && json5.stderr == "error: \(Self.systems)/github-primer-json5/focus.json5: JSON5 is not supported: convert it with `npx json5 \(Self.systems)/github-primer-json5/focus.json5 -o FILE.json`\n", "\(json5.stderr)")
        let yaml = try CLI.run(["tokens", "check", "\(Self.systems)/salesforce-lightning/colors.yml"])
        #expect(yaml.status == 2 && yaml.stderr.split(separator: "\n").count == 1 && yaml.stderr.contains("Theo's YAML is not supported: build JSON with Theo"), "\(yaml.stderr)")
    }

    @Test("the map template route: the required roles pointed at a palette give its dark values, and the theme is named after the map's file")
    func templateRoute() throws {
        let folder = try CLI.temporaryFolder()
        let map = folder.appendingPathComponent("tabbar.tokens.json").path
        #expect(try CLI.run(["tokens", "map-template", "-o", map]).status == 0)
        var text = try String(contentsOfFile: map, encoding: .utf8)
        for (role, target) in ["background.color": "color.bg", "item.selected": "color.accent", "item.unselected": "color.muted", "badge.fill": "color.red",
                               "badge.text": "color.bg", "action.fill": "color.accent", "action.foreground": "color.bg"] {
            text = text.replacingOccurrences(of: "\"{tabbarDefaults.\(role)}\"", with: "\"{\(target)}\"")
        }
        try text.write(toFile: map, atomically: true, encoding: .utf8)
        let light = try CLI.temporaryFile(##"{"color": {"$type": "color", "bg": {"$value": "#FFFFFF"}, "accent": {"$value": "#0055CC"}, "muted": {"$value": "#555555"}, "red": {"$value": "#C00000"}}}"##, suffix: ".json")
        let dark = try CLI.temporaryFile(##"{"color": {"$type": "color", "bg": {"$value": "#000000"}, "accent": {"$value": "#66AAFF"}, "muted": {"$value": "#AAAAAA"}, "red": {"$value": "#FF6666"}}}"##, suffix: ".json")
        let swift = folder.appendingPathComponent("Theme.swift").path
        let result = try CLI.run(["tokens", "import", light, map, "--dark", dark, "--swift", swift, "--json", folder.appendingPathComponent("t.json").path])
        #expect(result.status != 2, "\(result.stderr)")
        let source = try String(contentsOfFile: swift, encoding: .utf8)
        #expect(source.contains("public static let tabbar = TabBarTheme("), "\(source.prefix(300))")
        #expect(source.contains(##"selected: TabBarDynamicColor("#0055CC", "#66AAFF")"##), "\(source)")
    }
    @Test("export is DTCG 2025.10 that check --dtcg accepts, and that check reads as the theme")
    func exportChecks() throws {
        let folder = try CLI.temporaryFolder()
        let file = folder.appendingPathComponent("midnight.tokens.json").path
        #expect(try CLI.run(["tokens", "export", "midnight", "-o", file]).status == 0)
        #expect(try CLI.run(["tokens", "check", "--dtcg", file]).status == 0)
        let result = try CLI.run(["tokens", "check", file])
        #expect(result.status != 2, "\(result.stderr)")  // 1 would be contrast findings of this palette, still written
    }
}

@Suite("tabbar render: --theme hints")
struct ThemeOptionHintTests {
    @Test("--theme given a file says to use --theme-file")
    func themeFileHint() throws {
        let result = try CLI.run(["render", "--example", "social", "--theme", "scratch/ocean.json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--theme takes a built-in theme (system, midnight, floating, wireframe); for a theme file, give --theme-file scratch/ocean.json"), "\(result.stderr)")
    }
}

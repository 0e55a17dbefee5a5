import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) @testable import TabBarTools

/// Issue 31: what design systems ship is read as its authors meant it, and nothing else is accepted silently.
@Suite("Design tokens as design systems ship them")
struct TokenReadingTests {
    static let map = TokenFormatTests.map

    /// Files named `file1.json`, `file2.json`…, read from text as the CLI reads them.
    func tokens(_ files: [String], appearances: [String?]? = nil, selection: TabBarTokenSelection = TabBarTokenSelection()) throws -> TabBarDesignTokens {
        let sources = try files.enumerated().map { i, text in
            try TabBarDesignTokens.Source(name: "file\(i + 1).json", text: text, appearance: appearances?[i])
        }
        return try TabBarDesignTokens(files: sources, selection: selection)
    }

    func imported(_ files: [String], appearances: [String?]? = nil, selection: TabBarTokenSelection = TabBarTokenSelection()) throws -> (theme: TabBarTheme, notes: [String]) {
        let t = try tokens(files, appearances: appearances, selection: selection)
        let result = try TabBarTheme.imported(from: t)
        return (result.theme, (t.notes + result.notes).map(\.description))
    }

    func errors(_ files: [String], appearances: [String?]? = nil, selection: TabBarTokenSelection = TabBarTokenSelection()) -> [String] {
        do {
            _ = try imported(files, appearances: appearances, selection: selection)
            return []
        } catch let error as TabBarConfigurationError {
            return error.issues.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    func selection(sets: [String] = [], themes: [String] = [], inputs: [String] = []) throws -> TabBarTokenSelection {
        var selection = TabBarTokenSelection()
        for set in sets { try selection.addSet(set) }
        for theme in themes { try selection.addTheme(theme) }
        for input in inputs { try selection.addInput(input) }
        return selection
    }

    // MARK: 1. Tokens Studio single-file exports

    /// A single-file export as Tokens Studio writes it: a light and a dark set over a shared one, themes in a group.
    static let studioExport = ##"""
        {"global": {"color": {"white": {"value": "#FFFFFF", "type": "color"}, "ink": {"value": "#111111", "type": "color"},
                              "blue": {"value": "#0055CC", "type": "color"}, "sky": {"value": "#66AAFF", "type": "color"},
                              "red": {"value": "#C00000", "type": "color"}}},
         "light": {"color": {"bg": {"value": "{color.white}", "type": "color"}, "muted": {"value": "#555555", "type": "color"}, "accent": {"value": "{color.blue}", "type": "color"}}},
         "dark": {"color": {"bg": {"value": "{color.ink}", "type": "color"}, "muted": {"value": "#AAAAAA", "type": "color"}, "accent": {"value": "{color.sky}", "type": "color"}}},
         "$themes": [{"id": "l", "name": "Light", "group": "Mode", "selectedTokenSets": {"global": "source", "light": "enabled"}},
                     {"id": "d", "name": "Dark", "group": "Mode", "selectedTokenSets": {"global": "source", "dark": "enabled"}}],
         "$metadata": {"tokenSetOrder": ["global", "light", "dark"]}}
        """##

    @Test("a single-file export whose dark set would be merged over the light one is refused, naming the sets, the first token and the choices")
    func studioDarkMergedRefused() {
        #expect(errors([Self.studioExport, Self.map]) == [
            #"file1.json: Tokens Studio set "dark" replaces 3 tokens of set "light" (first: color.bg), and nothing says which to use; choose sets with --set NAME (dark ones with --set dark:NAME); or themes with --studio-theme NAME (Mode/Light, Mode/Dark)"#,
        ])
    }

    @Test("a single-file export's themes give each appearance its sets, as --studio-theme chooses them")
    func studioThemes() throws {
        let chosen = try selection(themes: ["Mode/Light", "dark:Dark"])
        let theme = try imported([Self.studioExport, Self.map], selection: chosen).theme
        #expect(theme.background.color.light.hex == "#FFFFFF" && theme.background.color.dark.hex == "#111111")
        #expect(theme.items.selected.light.hex == "#0055CC" && theme.items.selected.dark.hex == "#66AAFF")
        #expect(theme.items.unselected.dark.hex == "#AAAAAA")
    }

    @Test("--set chooses a single-file export's sets by name, a dark set merged over the light choice for dark only")
    func studioSets() throws {
        let chosen = try selection(sets: ["global", "light", "dark:dark"])
        let t = try tokens([Self.studioExport, Self.map], selection: chosen)
        let theme = try TabBarTheme(tokens: t)
        #expect(theme.background.color.light.hex == "#FFFFFF" && theme.background.color.dark.hex == "#111111")
        #expect(t.fileDetails.first == "sets global, light; dark:global, light, dark")
        #expect(t.notes.map(\.description) == [#"file1.json: for dark, set "dark" replaces 3 tokens of set "light" (first: color.bg)"#])
        #expect(throws: TabBarConfigurationError([TabBarInputIssue(#"--set "lihgt""#, "no Tokens Studio set and no per-token set (Adobe Spectrum's sets) is named so")])) {
            try tokens([Self.studioExport, Self.map], selection: try selection(sets: ["lihgt"]))
        }
    }

    @Test("choosing only dark's theme leaves light to read every set, which is refused the same way")
    func studioOnlyDarkChosen() throws {
        let found = errors([Self.studioExport, Self.map], selection: try selection(themes: ["dark:Dark"]))
        #expect(found == [#"file1.json: Tokens Studio set "dark" replaces 3 tokens of set "light" (first: color.bg), and nothing says which light uses; choose light's sets or themes too (--set NAME, --studio-theme NAME)"#], "\(found)")
    }

    @Test("an error in a single-file export's set is located with the set's key, as the file writes it")
    func studioLocation() throws {
        let broken = Self.studioExport.replacingOccurrences(of: ##""accent": {"value": "{color.sky}""##, with: ##""accent": {"value": "#12""##)
        let found = errors([broken, Self.map], selection: try selection(themes: ["Light", "dark:Dark"]))
        #expect(found.contains { $0.hasPrefix(##"file1.json: dark.color.accent.value: "#12" is not a colour"##) }, "\(found)")
    }

    // MARK: 2. The map template route

    /// The map template with its required colour roles pointed at a palette's tokens, as the docs say to.
    static func filledTemplate(_ roles: [String: String]) throws -> String {
        var text = TabBarTheme.tokenMapTemplate.serialized()
        for (role, target) in roles {
            text = text.replacingOccurrences(of: "\"{\(TabBarTheme.templateDefaultsGroup).\(role)}\"", with: "\"{\(target)}\"")
        }
        return text
    }

    static let palette = ##"""
        {"color": {"$type": "color",
                   "bg": {"$value": "#FFFFFF", "$extensions": {"org.tabbarkit.modes": {"dark": "#101010", "lightIncreasedContrast": "#FFFFFF", "darkIncreasedContrast": "#000000"}}},
                   "accent": {"$value": "#0055CC", "$extensions": {"org.tabbarkit.modes": {"dark": "#66AAFF", "darkIncreasedContrast": "#99CCFF"}}},
                   "muted": {"$value": "#555555", "$extensions": {"org.tabbarkit.modes": {"dark": "#AAAAAA"}}}}}
        """##

    static let required = [
        "background.color": "color.bg", "item.selected": "color.accent", "item.unselected": "color.muted", "badge.fill": "color.accent",
        "badge.text": "color.bg", "action.fill": "color.accent", "action.foreground": "color.bg",
    ]

    @Test("the map template with its required values replaced gives dark and increased contrast from the user's tokens, not the stock colours")
    func templateReplaced() throws {
        let theme = try imported([Self.palette, try Self.filledTemplate(Self.required)]).theme
        #expect(theme.items.selected.dark.hex == "#66AAFF")
        #expect(theme.items.selected.darkIncreasedContrast?.hex == "#99CCFF")
        #expect(theme.background.color.dark.hex == "#101010" && theme.background.color.darkIncreasedContrast?.hex == "#000000")
        // A role left as the template wrote it keeps the system theme's colours in every appearance.
        #expect(theme.items.disabled == TabBarTheme.system.items.disabled)
    }

    @Test("the template names no theme, and a theme named after a built-in one gets the Theme suffix in Swift")
    func templateName() throws {
        let theme = try TabBarTheme(tokens: try TabBarDesignTokens(TabBarTheme.tokenMapTemplate))
        #expect(theme.name == "imported")
        #expect(!TabBarTheme.tokenMapTemplate.serialized().contains(#""name": "system""#))
        var system = TabBarTheme.system
        #expect(system.swiftSource().contains("public static let systemTheme = TabBarTheme("))
        system.name = "Midnight"
        #expect(system.swiftSource().contains("public static let midnightTheme = TabBarTheme("))
    }

    @Test("with --dark files, a role the dark files lack reads the template's dark value, and a role whose tokens have no dark value is reported")
    func templateWithDarkFiles() throws {
        let light = ##"{"color": {"$type": "color", "bg": {"$value": "#FFFFFF"}, "accent": {"$value": "#0055CC"}, "muted": {"$value": "#555555"}}}"##
        let dark = ##"{"color": {"$type": "color", "bg": {"$value": "#101010"}, "accent": {"$value": "#66AAFF"}}}"##
        let result = try imported([light, try Self.filledTemplate(Self.required), dark], appearances: [nil, nil, "dark"])
        #expect(result.theme.items.selected.dark.hex == "#66AAFF")
        #expect(result.theme.items.disabled.dark == TabBarTheme.system.items.disabled.dark)  // the template's stock dark, not its light
        #expect(result.theme.items.unselected.dark.hex == "#555555")  // color.muted has no dark value anywhere: light's
        #expect(result.notes.contains("tabbar.item.unselected: 1 colour role has no dark value, nor have the tokens they refer to, so dark reads the light value: tabbar.item.unselected"), "\(result.notes)")
    }

    // MARK: 3. Style Dictionary 2 and 3 references

    @Test("{group.token.value} refers to the token, as Style Dictionary 2 and 3 write references; a token named value is still found first")
    func valueReferences() throws {
        let palette = ##"{"color": {"bg": {"value": "#FFFFFF", "type": "color"}, "muted": {"value": "#555555", "type": "color"}, "base": {"value": "#0055CC", "type": "color"}, "accent": {"value": "{color.base.value}", "type": "color"}}}"##
        // A DTCG group whose token is named "value": {shade.named.value} is that token.
        let shades = ##"{"shade": {"named": {"$type": "color", "value": {"$value": "#111111"}}}}"##
        let map = Self.map.replacingOccurrences(of: #""badge": {"$type": "color", "fill": {"$value": "{color.accent}"}"#, with: #""badge": {"$type": "color", "fill": {"$value": "{shade.named.value}"}"#)
        let found = errors([palette, shades, map])
        #expect(found.isEmpty, "\(found)")
        let theme = try imported([palette, shades, map]).theme
        #expect(theme.items.selected.light.hex == "#0055CC")
        #expect(theme.badge.fill.light.hex == "#111111")
    }

    // MARK: 4. CSS Color 4 strings

    /// Sample conversions of CSS Color 4 (css-color-4/P3samples.txt in w3c/csswg-drafts): sRGB colours and their CIE
    /// Lab and LCH (D50). Each Lab and LCH string converts back to the sRGB colour.
    static let labSamples: [(rgb: [Double], lab: [Double], lch: [Double])] = [
        ([0, 0, 0.5], [11.257649830405711, 40.85490594786646, -67.01383434969532], [11.257649830405711, 78.4855230871109, 301.36852485669147]),
        ([0, 0.5, 1], [53.390836258164114, 8.955587364408046, -72.78611709827891], [53.390836258164114, 73.33499428844263, 277.0144049848567]),
        ([0.5, 0, 0], [26.047161670467766, 48.34043946518715, 39.280901655079056], [26.047161670467766, 62.28793882063699, 39.09692484182021]),
        ([0.5, 0.5, 0.5], [53.38896687883651, -0.00001623051842924994, 0.000006763225712802523], [53.38896687883651, 0.000017583257676680256, 157.37860193127446]),
        ([1, 0.5, 0], [67.72075953447306, 45.72710659958751, 74.78703848247645], [67.72075953447306, 87.65882387386596, 58.557095621037966]),
        ([1, 1, 0.5], [98.1277751014117, -12.176922638328646, 60.002978680879515], [98.1277751014117, 61.22609652360603, 101.47173621025149]),
    ]

    @Test("lab() and lch() strings convert to the sRGB colours of CSS Color 4's samples", arguments: 0..<6)
    func labSamples(_ index: Int) throws {
        let sample = Self.labSamples[index]
        for text in ["lab(\(sample.lab[0])% \(sample.lab[1]) \(sample.lab[2]))", "lch(\(sample.lch[0]) \(sample.lch[1]) \(sample.lch[2])deg / 1)"] {
            let converted = try #require(TokenColor.cssColor(text), "\(text) was refused")
            let got = [converted.color.red, converted.color.green, converted.color.blue]
            for (a, b) in zip(got, sample.rgb) { #expect(abs(a - b) <= 1.0 / 255, "\(text): \(converted.color.hex)") }
            #expect(!converted.clamped)
        }
    }

    /// The same samples' Display P3 half: a P3 colour and its Lab are the same colour, so both give the same sRGB
    /// colour (gamut-mapped when outside sRGB).
    @Test("color(display-p3 …) and the Lab of the same colour give the same sRGB colour, mapped alike when outside sRGB", arguments: [
        ([1.0, 0, 0], [56.20476764886537, 94.46921335172436, 98.88385117001721]),
        ([0, 1.0, 0.5], [87.31412287701264, -97.1439049814936, 51.425830319839406]),
        ([0.5, 0.5, 0.5], [53.3888651604252, -0.002283130933589117, -0.008452341596987267]),
        ([0.5, 0, 1], [40.930250649478054, 80.68236686342952, -98.4849967319453]),
    ])
    func p3Samples(p3: [Double], lab: [Double]) throws {
        let fromP3 = try #require(TokenColor.cssColor("color(display-p3 \(p3[0]) \(p3[1]) \(p3[2]))"))
        let fromLab = try #require(TokenColor.cssColor("lab(\(lab[0]) \(lab[1]) \(lab[2]))"))
        #expect(fromP3.clamped == fromLab.clamped)
        for (a, b) in zip([fromP3.color.red, fromP3.color.green, fromP3.color.blue], [fromLab.color.red, fromLab.color.green, fromLab.color.blue]) {
            #expect(abs(a - b) <= 1.5 / 255, "\(fromP3.color.hex) vs \(fromLab.color.hex)")
        }
    }

    /// Expected colours computed with ColorAide 8.13.1 (`Color(text).fit("srgb", method="oklch-chroma")`, CSS Color 4's
    /// gamut mapping), and the equivalences CSS Color 4's examples give (lch(29.2345% 44.2 27) is lab(29.2345% 39.3825 20.0664)).
    /// (rec2020 is left out: ColorAide decodes it with a 2.4 gamma, CSS Color 4's sample code with BT.2020's curve, which we follow.)
    @Test("CSS Color 4 functions convert as ColorAide converts them, with CSS's gamut mapping", arguments: [
        ("lab(29.2345% 39.3825 20.0664)", "#7D2329"), ("lch(29.2345% 44.2 27)", "#7D2329"), ("oklab(59.686% 0.1009 0.1192)", "#C65D07"),
        ("oklch(59.686% 0.15619 49.7694)", "#C65D06"), ("lab(67.5345% -8.6911 -41.6019)", "#62ACEF"), ("hwb(120 20% 30%)", "#33B333"),
        ("color(prophoto-rgb 0.4 0.5 0.6)", "#4597AD"), ("color(xyz-d50 0.3 0.4 0.5)", "#3EBAD0"),
        ("color(srgb-linear 0.2 0.4 0.6)", "#7CAACB"), ("color(display-p3 1 0 0)", "#FF0B0C"), ("oklch(0.7 0.4 30)", "#FF5843"),
        ("oklch(0.9 0.3 140)", "#62FF30"), ("color(display-p3 0 1 0)", "#00FB29"), ("color(a98-rgb 0.3 0.6 0.2)", "#009A22"),
        ("oklch(70% 0.1 200 / 50%)", nil), ("oklch(0.5 none 120)", "#636363"), ("rgb(255 0 0 / 25%)", "#FF000040"), ("OKLCH(1 0 0)", "#FFFFFF"),
    ] as [(String, String?)])
    func cssFunctions(text: String, hex: String?) throws {
        let converted = try #require(TokenColor.cssColor(text), "\(text) was refused")
        if let hex {
            #expect(converted.color.hex == hex, "\(text): \(converted.color.hex)")
        } else {
            #expect(converted.color.alpha == 0.5)
        }
    }

    @Test("malformed CSS colours are refused, however long", arguments: [
        "oklch(0.5 0.1)", "lab(1, 2, 3)", "color(cmyk 0 0 0)", "oklch(0.5 0.1 120 120)", "rgb(1 2 3", "hwb(a b c)", "oklch(0.5 0.1 12qux)",
        "#" + String(repeating: "0", count: 5_000_000), "oklch(" + String(repeating: "0 ", count: 100_000) + ")",
    ])
    func cssRefused(text: String) {
        #expect(TokenColor.cssColor(text) == nil)
    }

    @Test("a CSS colour string the bar reads converts as the same colour as a DTCG object; outside sRGB it is noted where it is")
    func cssInTokens() throws {
        let palette = ##"{"color": {"$type": "color", "bg": {"$value": "oklch(1 0 0)"}, "muted": {"$value": "color(display-p3 0.333 0.333 0.333)"}, "accent": {"$value": "oklch(0.7 0.4 30)"}}}"##
        let result = try imported([palette, Self.map])
        #expect(result.theme.items.selected.light.hex == "#FF5843")
        #expect(result.notes.contains { $0.hasPrefix("file1.json: color.accent.$value: the oklch colour is outside sRGB; gamut-mapped into it (CSS Color 4) as #FF5843") }, "\(result.notes)")
    }

    // MARK: 5. DTCG resolver documents

    static let resolver = ##"""
        {"version": "2025.10", "name": "Inline",
         "sets": {"base": {"sources": [{"color": {"$type": "color", "white": {"$value": "#FFFFFF"}, "ink": {"$value": "#111111"}, "blue": {"$value": "#0055CC"}, "sky": {"$value": "#66AAFF"}}}]}},
         "modifiers": {"theme": {"contexts": {
            "light": [{"color": {"$type": "color", "bg": {"$value": "{color.white}"}, "muted": {"$value": "#555555"}, "accent": {"$value": "{color.blue}"}}}],
            "dark": [{"color": {"$type": "color", "bg": {"$value": "{color.ink}"}, "muted": {"$value": "#AAAAAA"}, "accent": {"$value": "{color.sky}"}}}]},
            "default": "light"}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"},
                             {"type": "modifier", "name": "contrast", "contexts": {"standard": [], "more": [{"color": {"$type": "color", "accent": {"$value": "#003399"}}}]}, "default": "standard"}]}
        """##

    @Test("a resolver's default contexts give light, and --input gives each appearance its own contexts, inline modifiers too")
    func resolverInputs() throws {
        let plain = try imported([Self.resolver, Self.map]).theme
        #expect(plain.items.selected.light.hex == "#0055CC" && plain.items.selected.dark.hex == "#0055CC")
        let chosen = try selection(inputs: ["dark:theme=dark", "light-increased-contrast:contrast=more", "dark-increased-contrast:Theme=Dark"])
        let theme = try imported([Self.resolver, Self.map], selection: chosen).theme
        #expect(theme.items.selected.dark.hex == "#66AAFF")
        #expect(theme.items.selected.lightIncreasedContrast?.hex == "#003399")
        // Inputs are read without case, as the module recommends; a value equal to dark's means no increased-contrast value.
        #expect((theme.background.color.darkIncreasedContrast ?? theme.background.color.dark).hex == "#111111")
    }

    @Test("a resolver's wrong inputs and references are refused, each with what is allowed", arguments: [
        ("--input theme=sepia", "file1.json: --input theme=sepia: invalid context \"sepia\" for modifier \"theme\"; its contexts are light, dark"),
        ("--input shade=dark", "file1.json: --input: \"shade\" is not a modifier of this resolver; its modifiers are theme, contrast"),
        ("resolutionOrder", "file1.json: resolutionOrder[3].$ref: nothing may refer into resolutionOrder"),
        ("file", "file1.json: resolutionOrder[3].$ref: \"extra.tokens.json\" is another file, and files cannot be read here"),
    ])
    func resolverRefusals(kind: String, expected: String) throws {
        var document = Self.resolver
        var chosen = TabBarTokenSelection()
        switch kind {
        case "resolutionOrder": document = document.replacingOccurrences(of: #""default": "standard"}]}"#, with: ##""default": "standard"}, {"$ref": "#/resolutionOrder/0"}]}"##)
        case "file": document = document.replacingOccurrences(of: #""default": "standard"}]}"#, with: #""default": "standard"}, {"$ref": "extra.tokens.json"}]}"#)
        default: try chosen.addInput(String(kind.dropFirst("--input ".count)))
        }
        let found = errors([document, Self.map], selection: chosen)
        #expect(found.contains(expected), "\(found)")
    }

    // MARK: 6. Repeated member names

    @Test("a member name repeated where the bar does not read is one warning, the last value kept; where it reads, an error with the line")
    func repeatedMembers() throws {
        let palette = "{\"color\": {\"$type\": \"color\", \"bg\": {\"$value\": \"#FFFFFF\"}, \"muted\": {\"$value\": \"#555555\"}, \"accent\": {\"$value\": \"#0055CC\"},\n"
            + "  \"spare\": {\"$value\": \"#000000\"},\n  \"spare\": {\"$value\": \"#222222\"}}}"
        let t = try tokens([palette, Self.map])
        #expect(t.problems.isEmpty)
        #expect(t.warnings.map(\.description).contains(#"file1.json: color.spare: duplicate member name "spare" (line 3, column 3); the last is read, as JSON parsers and Style Dictionary read it"#), "\(t.warnings)")
        #expect(try t.resolve("color.spare").value == .string("#222222"))
        let read = palette.replacingOccurrences(of: "\n  \"spare\": {\"$value\": \"#222222\"}", with: "\n  \"accent\": {\"$value\": \"#222222\"}")
        let found = errors([read, Self.map])
        #expect(found.contains(#"file1.json: color.accent: "accent" is written twice in its object (again at line 3, column 3), and the bar reads it: remove the one you do not mean (the bar reads it for tabbar.action.fill)"#), "\(found)")
    }

    // MARK: 7. Metadata and per-token sets

    @Test("$schema on tokens and groups is ignored with one summarised warning, never one per token")
    func schemaIgnored() throws {
        let palette = ##"{"$schema": "https://example.com/s.json", "color": {"$schema": "x", "$type": "color", "bg": {"$schema": "x", "$value": "#FFFFFF"}, "muted": {"$schema": "x", "$value": "#555555"}, "accent": {"$schema": "x", "$value": "#0055CC"}}}"##
        let t = try tokens([palette, Self.map])
        #expect(t.problems.isEmpty && t.warnings.isEmpty)
        #expect(t.metadataWarning?.description == "file1.json: color.$schema: ignored 4 metadata members DTCG does not define ($schema ×4); the bar reads only $value, $type and the others DTCG defines")
        #expect(try TabBarTheme(tokens: t).items.selected.light.hex == "#0055CC")
    }

    @Test("a per-token set without a member for light, which the bar reads, is an error at its sets, naming them and --set")
    func setsUnchosen() {
        let palette = ##"{"color": {"bg": {"value": "#FFFFFF"}, "muted": {"value": "#555555"}, "accent": {"sets": {"desktop": {"value": "#0055CC"}, "mobile": {"value": "#0044AA"}}}}}"##
        #expect(errors([palette, Self.map]).contains("file1.json: color.accent.sets: the token has sets desktop, mobile and none is chosen for light; choose one with --set NAME (the bar reads it for tabbar.action.fill)"))
    }

    // MARK: 8. References to groups and to invalid tokens

    @Test("a reference to a group says it is a group; one to a token that cannot be read reports that token's problem once")
    func referencesToGroupsAndBrokenTokens() {
        let palette = ##"{"color": {"$type": "color", "bg": {"$value": "#FFFFFF"}, "muted": {"$value": null}, "accent": {"blue": {"$value": "#0055CC"}}}}"##
        let found = errors([palette, Self.map])
        #expect(found.contains("file2.json: tabbar.item.selected.$value: {color.accent} is a group, not a token; refer to one of its tokens"), "\(found)")
        #expect(found.filter { $0.contains("color.muted") } == ["file1.json: color.muted.$value: $value cannot be null (the bar reads it for tabbar.item.unselected)"], "\(found)")
        #expect(!found.contains { $0.contains("unknown reference") }, "\(found)")
    }

    // MARK: 9. Locations as written

    @Test("a dark file's problem is located in that file without a made-up dark prefix, and a group's problem names its file")
    func locations() {
        let light = ##"{"color": {"$type": "color", "bg": {"$value": "#FFFFFF"}, "muted": {"$value": "#555555"}, "accent": {"$value": "#0055CC"}}}"##
        let dark = ##"{"color": {"$type": "color", "accent": {"$value": "#GG0000"}, "$vlaue": 1}}"##
        let found = errors([light, Self.map, dark], appearances: [nil, nil, "dark"])
        #expect(found.contains { $0.hasPrefix(##"file3.json: color.accent.$value: "#GG0000" is not a colour"##) }, "\(found)")
        #expect(!found.contains { $0.contains("dark.color") || $0.contains("light.") }, "\(found)")
        let t = try? tokens([light, Self.map, dark], appearances: [nil, nil, "dark"])
        #expect(t?.warnings.map(\.description).contains(#"file3.json: color.$vlaue: unknown key "$vlaue" in a group; expected one of $deprecated, $description, $extends, $extensions, $root, $type"#) == true, "\(String(describing: t?.warnings))")
    }

    // MARK: 10. Summary counts

    @Test("the summary counts tokens once however many appearances or problems they have, out of the tokens the bar does not read")
    func summaryCounts() throws {
        let light = ##"{"color": {"$type": "color", "bg": {"$value": "#FFFFFF"}, "muted": {"$value": "#555555"}, "accent": {"$value": "#0055CC"}, "a": {"$value": "#12"}, "b": {"$value": "{color.nope}"}, "c": {"$value": "#000000"}}}"##
        let dark = ##"{"color": {"$type": "color", "a": {"$value": "#34"}, "b": {"$value": "{color.nada}"}}}"##
        let t = try tokens([light, Self.map, dark], appearances: [nil, nil, "dark"])
        let summary = try #require(t.warningSummary)
        #expect(summary.hasPrefix("2 of the 3 tokens the bar does not read cannot be used: 2 have format problems"), "\(summary)")
    }

    // MARK: 11. BOM, JSON5

    @Test("a UTF-8 byte-order mark is skipped; JSON5's syntax is named where JSON refuses it", arguments: [
        ("{\"a\": 1, // note\n}", "a comment"), ("{\"a\": 1,}", "a trailing comma"), ("[1, 2,]", "a trailing comma"), ("{a: 1}", "an unquoted member name"),
        ("{\"a\": 'b'}", "a single-quoted string"), ("{\"a\": +1}", "a JSON5 number"), ("{\"a\": .5}", "a JSON5 number"), ("{\"a\": 0x1F}", "a JSON5 number"),
        ("{\"a\": Infinity}", "a JSON5 number"), ("{\"a\": tru}", nil),
    ] as [(String, String?)])
    func json5Features(text: String, feature: String?) {
        #expect(throws: (any Error).self) { try TabBarJSONParser.parse(text) }
        do {
            _ = try TabBarJSONParser.parse(text)
        } catch {
            #expect(error.json5Feature == feature, "\(text): \(error)")
        }
    }

    @Test("a byte-order mark before a token file is not an error, and columns are counted without it")
    func byteOrderMark() throws {
        #expect(try TabBarJSONParser.parse("\u{FEFF}{\"a\": 1}") == .object([("a", .number(1))]))
        do {
            _ = try TabBarJSONParser.parse("\u{FEFF}{\"a\":}")
            Issue.record("accepted")
        } catch {
            #expect(error.description == "line 1, column 6: expected a value but found '}'")
        }
    }

    // MARK: 13. Roles named

    @Test("a role reaching a token of the wrong type names the role and the token it reaches")
    func roleNamed() {
        let palette = ##"{"color": {"$type": "color", "bg": {"$value": "#FFFFFF"}, "muted": {"$value": "#555555"}, "accent": {"$value": "#0055CC"}}, "size": {"s": {"$type": "dimension", "$value": "4px"}}}"##
        let map = Self.map.replacingOccurrences(of: #""unselected": {"$value": "{color.muted}"}"#, with: #""unselected": {"$value": "{size.s}"}"#)
        let found = errors([palette, map.replacingOccurrences(of: #""item": {"$type": "color", "#, with: #""item": {"#)])
        #expect(found.contains(#"file2.json: tabbar.item.unselected.$value: expected a color token, found $type "dimension" (through {size.s}), for the role tabbar.item.unselected"#), "\(found)")
    }

    // MARK: 14. Hostile input

    @Test("a 5 MB colour string the bar reads is refused in a message that quotes 80 characters of it")
    func hugeColourString() {
        let huge = "#" + String(repeating: "0", count: 5_000_000)
        let palette = ##"{"color": {"$type": "color", "bg": {"$value": "#FFFFFF"}, "muted": {"$value": "#555555"}, "accent": {"$value": "\##(huge)"}}}"##
        let found = errors([palette, Self.map])
        #expect(found.count == 1 && found[0].utf8.count < 400, "\(found.map { $0.prefix(200) })")
        #expect(found.first?.hasPrefix(##"file1.json: color.accent.$value: "#0000000000"##) == true)
        #expect(found.first?.contains(#"…" is not a colour"#) == true)
    }

    @Test("a 200,000-link alias chain the bar reads resolves to its colour")
    func longChain() throws {
        var text = ##"{"p": {"$type": "color", "0": {"$value": "#123456"}"##
        for i in 1...200_000 { text += ##","\##(i)":{"$value":"{p.\##(i - 1)}"}"## }
        text += "}}"
        let map = Self.map.replacingOccurrences(of: "{color.accent}", with: "{p.200000}")
        let palette = ##"{"color": {"$type": "color", "bg": {"$value": "#FFFFFF"}, "muted": {"$value": "#555555"}}}"##
        #expect(try imported([text, palette, map]).theme.items.selected.light.hex == "#123456")
    }

    // MARK: The fuzz target's seeds

    /// The FuzzTokens seeds of every format, read as the fuzz target reads them (split at 0x1E, a `SEL` line of
    /// choices): each imports within the theme's limits or fails with one-line located messages.
    @Test("every FuzzTokens seed imports or fails with one-line messages, as the fuzz target reads it")
    func fuzzSeeds() throws {
        let folder = C4TokenTests.root.appendingPathComponent("Fuzz/Corpus/FuzzTokens")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        var imported = 0, refused = 0
        for name in names {
            var text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            var selection = TabBarTokenSelection()
            if text.hasPrefix("SEL"), let end = text.firstIndex(of: "\n") {
                for word in text[text.index(text.startIndex, offsetBy: 3)..<end].split(separator: " ") {
                    let value = String(word.dropFirst(2))
                    switch word.prefix(2) {
                    case "s:": try selection.addSet(value)
                    case "t:": try selection.addTheme(value)
                    case "i:": try selection.addInput(value)
                    default: break
                    }
                }
                text = String(text[text.index(after: end)...])
            }
            var sources: [TabBarDesignTokens.Source] = []
            var messages: [TabBarInputIssue] = []
            for (i, part) in text.split(separator: "\u{1E}", maxSplits: 4, omittingEmptySubsequences: false).enumerated() {
                var body = Substring(part)
                var appearance: String?
                if i > 0, body.first == "D" {
                    appearance = "dark"
                    body = body.dropFirst()
                }
                do {
                    sources.append(try TabBarDesignTokens.Source(name: "file\(i + 1).json", text: String(body), appearance: appearance))
                } catch {
                    messages += error.issues
                }
            }
            let files = sources
            do {
                let result = try TabBarTokenImport(files: sources, selection: selection, fallbackName: "seed") { path, _ in
                    guard let found = files.first(where: { $0.name == path }) else { throw TabBarConfigurationError([TabBarInputIssue(path, "no such file")]) }
                    return found
                }
                messages += result.problems + result.notes
                if let theme = result.theme {
                    imported += 1
                    #expect(theme.problems().isEmpty, "\(name)")
                    #expect(!result.readings.isEmpty, "\(name)")
                } else {
                    refused += 1
                }
            } catch {
                refused += 1
                messages += error.issues
            }
            #expect(messages.allSatisfy { !$0.description.contains("\n") }, "\(name)")
        }
        // The seeds cover reading (resolvers, exports, sets, references, colours, repeats) and refusing (JSON5, YAML, unchosen sets).
        #expect(imported >= 8 && refused >= 3, "\(imported) imported, \(refused) refused")
    }
}

import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools

/// Issue 21: token files from real design systems, as they are.
@Suite("C4 Design tokens from several files and real formats")
struct TokenFormatTests {
    static let map = ##"""
        {"tabbar": {
          "background": {"color": {"$type": "color", "$value": "{color.bg}"}},
          "item": {"$type": "color", "selected": {"$value": "{color.accent}"}, "unselected": {"$value": "{color.muted}"}},
          "badge": {"$type": "color", "fill": {"$value": "{color.accent}"}, "text": {"$value": "{color.bg}"}},
          "action": {"$type": "color", "fill": {"$value": "{color.accent}"}, "foreground": {"$value": "{color.bg}"}}
        }}
        """##

    func tokens(_ files: [String], appearances: [String?]? = nil, validation: TabBarDesignTokens.Validation = .theme) throws -> TabBarDesignTokens {
        let sources = try files.enumerated().map { i, text in
            TabBarDesignTokens.Source(name: "file\(i + 1).json", document: try TabBarJSONParser.parse(text), appearance: appearances?[i])
        }
        return try TabBarDesignTokens(files: sources, validation: validation)
    }

    func theme(_ files: [String], appearances: [String?]? = nil) throws -> TabBarTheme {
        try TabBarTheme(tokens: try tokens(files, appearances: appearances))
    }

    func errors(_ files: [String]) -> [String] {
        do {
            _ = try theme(files)
            return []
        } catch let error as TabBarConfigurationError {
            return error.issues.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    @Test("files merge in order: a later file's token wins, and references cross files")
    func mergeOrder() throws {
        let base = ##"{"color": {"$type": "color", "bg": {"$value": "#FFFFFF"}, "accent": {"$value": "#0055CC"}, "muted": {"$value": "#555555"}}}"##
        let brand = ##"{"color": {"accent": {"$value": "#AA0000"}}}"##
        #expect(try theme([base, Self.map]).items.selected.light.hex == "#0055CC")
        #expect(try theme([base, brand, Self.map]).items.selected.light.hex == "#AA0000")
        #expect(try theme([base, Self.map, brand]).items.unselected.light.hex == "#555555")
    }

    @Test("a file per appearance gives one theme with dark values, through the same alias map")
    func appearanceFiles() throws {
        let light = ##"{"color": {"$type": "color", "bg": {"$value": "#FFFFFF"}, "accent": {"$value": "#0055CC"}, "muted": {"$value": "#555555"}}}"##
        let dark = ##"{"color": {"$type": "color", "bg": {"$value": "#000000"}, "accent": {"$value": "#66AAFF"}}}"##
        let t = try theme([light, Self.map, dark], appearances: [nil, nil, "dark"])
        #expect(t.items.selected.light.hex == "#0055CC" && t.items.selected.dark.hex == "#66AAFF")
        #expect(t.background.color.dark.hex == "#000000")
        #expect(t.items.unselected.dark.hex == "#555555")  // not in the dark file: the light value
    }

    @Test("Style Dictionary's value/type files are detected as Style Dictionary 4 does and read as they are")
    func legacy() throws {
        let palette = ##"{"color": {"bg": {"value": "#FFFFFF", "type": "color", "attributes": {"category": "color"}}, "accent": {"value": "rgb(0, 85, 204)", "type": "color", "comment": "brand"}, "muted": {"value": "{color.base}", "type": "color"}, "base": {"value": "hsl(0, 0%, 33.3%)", "type": "color"}}}"##
        let doc = try TabBarJSONParser.parse(palette)
        #expect(TabBarDesignTokens.detectFormat(doc) == .styleDictionary)
        #expect(TabBarDesignTokens.detectFormat(try TabBarJSONParser.parse(Self.map)) == .dtcg)
        let t = try theme([palette, Self.map])
        #expect(t.items.selected.light.hex == "#0055CC")
        #expect(t.items.unselected.light.hex == "#555555")
    }

    static let studioFile = ##"""
        {"core": {"color": {"bg": {"value": "#FFFFFF", "type": "color"}, "black": {"value": "#000000", "type": "color"},
                            "accent": {"value": "#0055CC", "type": "color"},
                            "muted": {"value": "{color.black}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "0.65", "space": "srgb"}}}}},
                  "space": {"bar": {"value": "52", "type": "sizing"}}},
         "brand": {"color": {"accent": {"value": "#AA0000", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "mix", "value": "0.5", "space": "srgb", "color": "#FFFFFF"}}}}}},
         "$themes": [], "$metadata": {"tokenSetOrder": ["core", "brand"]}}
        """##

    @Test("a Tokens Studio file of sets merges the sets chosen in tokenSetOrder, maps its types, applies colour modifiers and notes what a set replaced")
    func tokensStudio() throws {
        #expect(TabBarDesignTokens.detectFormat(try TabBarJSONParser.parse(Self.studioFile)) == .tokensStudio)
        let map = Self.map.replacingOccurrences(of: #""action""#, with: #""metrics": {"barHeight": {"$type": "dimension", "$value": "{space.bar}"}}, "action""#)
        var selection = TabBarTokenSelection()
        try selection.addSet("core")
        try selection.addSet("brand")
        let sources = [
            TabBarDesignTokens.Source(name: "file1.json", document: try TabBarJSONParser.parse(Self.studioFile)),
            TabBarDesignTokens.Source(name: "file2.json", document: try TabBarJSONParser.parse(map)),
        ]
        let tokens = try TabBarDesignTokens(files: sources, selection: selection)
        let t = try TabBarTheme(tokens: tokens)
        #expect(t.items.unselected.light.hex == "#000000A6")  // black at 65 % alpha, not opaque
        #expect(t.items.selected.light.hex == "#D48080")  // the brand set wins, mixed halfway to white
        #expect(t.metrics.barHeight == 52)
        #expect(tokens.notes.map(\.description) == [#"file1.json: set "brand" replaces 1 tokens of set "core" (first: color.accent)"#])
    }

    @Test("a Tokens Studio file whose sets replace each other's tokens is refused unless sets are chosen, naming both sets and the first token")
    func tokensStudioUnchosen() {
        let map = Self.map
        let found = errors([Self.studioFile, map])
        #expect(found == [#"file1.json: Tokens Studio set "brand" replaces 1 tokens of set "core" (first: color.accent), and nothing says which to use; choose sets with --set NAME (dark ones with --set dark:NAME)"#], "\(found)")
    }

    @Test("lighten and darken follow Tokens Studio in srgb and hsl; an unknown modifier is reported, not dropped")
    func modifiers() throws {
        func selected(_ modify: String) -> [String] {
            let palette = ##"{"color": {"$type": "color", "bg": {"$value": "#FFFFFF"}, "muted": {"$value": "#555555"}, "accent": {"$value": "#336699", "$extensions": {"studio.tokens": {"modify": \##(modify)}}}}}"##
            do { return [try theme([palette, Self.map]).items.selected.light.hex] } catch let error as TabBarConfigurationError { return error.issues.map(\.description) } catch { return [] }
        }
        #expect(selected(##"{"type": "lighten", "value": 0.5, "space": "srgb"}"##) == ["#99B3CC"])
        #expect(selected(##"{"type": "darken", "value": 0.5, "space": "srgb"}"##) == ["#1A334D"])
        #expect(selected(##"{"type": "lighten", "value": 0.5, "space": "hsl"}"##) == ["#8CB3D9"])
        let unknown = selected(##"{"type": "saturate", "value": 0.5, "space": "srgb"}"##)
        #expect(unknown.count == 1 && unknown[0].contains(##"color.accent.$extensions.studio.tokens.modify: Tokens Studio modifier "saturate""##), "\(unknown)")
    }

    @Test("CSS colour strings", arguments: [
        ("#0af", "#00AAFF"), ("#0af8", "#00AAFF88"), ("rgb(255, 0, 0)", "#FF0000"), ("rgba(0,0,0,0.5)", "#00000080"),
        ("rgb(255 0 0 / 50%)", "#FF000080"), ("rgb(100%, 0%, 0%)", "#FF0000"), ("hsl(120, 100%, 25%)", "#008000"),
        ("hsla(240deg 100% 50% / 0.25)", "#0000FF40"), ("hsl(0.5turn 100% 50%)", "#00FFFF"), ("rebeccapurple", "#663399"), ("Transparent", "#00000000"),
    ])
    func cssColors(text: String, hex: String) throws {
        let palette = ##"{"color": {"$type": "color", "bg": {"$value": "#FFFFFF"}, "muted": {"$value": "#555555"}, "accent": {"$value": "\##(text)"}}}"##
        #expect(try theme([palette, Self.map]).items.selected.light.hex == hex)
    }

    /// The suite's hex fallbacks for hwb, a98-rgb, prophoto-rgb and rec2020 are not conversions (they are the
    /// components times 255, or off by 10 %), so those spaces are checked against values from CSS Color 4 below.
    @Test("DTCG colour spaces convert to the sRGB the suite's hex fallbacks give", arguments: [
        "hsl-basic", "lab-basic", "lch-basic", "oklab-basic", "oklch-basic", "xyz-d50", "xyz-d65", "srgb-basic",
    ])
    func colorSpaces(name: String) throws {
        let url = DTCGSuiteTests.folder.appendingPathComponent("positive/colors/\(name).json")
        let document = try TabBarJSONParser.parse(try String(contentsOf: url, encoding: .utf8))
        guard case .string(let hex)? = document["color"]?["$value"]?["hex"], let expected = TabBarColor(hex: hex) else {
            Issue.record("no hex fallback")
            return
        }
        let tokens = try TabBarDesignTokens(files: [.init(name: name, document: document)])
        let value = try tokens.resolve("color").value
        let palette = ##"{"color": {"$type": "color", "bg": {"$value": "#FFFFFF"}, "muted": {"$value": "#555555"}, "accent": {"$value": \##(value.serialized(pretty: false))}}}"##
        let got = try theme([palette, Self.map]).items.selected.light
        for (a, b) in [(got.red, expected.red), (got.green, expected.green), (got.blue, expected.blue)] {
            #expect(abs(a - b) <= 1.5 / 255, "\(name): \(got.hex) vs \(hex)")
        }
    }

    @Test("every RGB space keeps white and black, and hwb follows CSS Color 4", arguments: [
        (#"{"colorSpace": "hwb", "components": [120, 20, 30]}"#, "#33B333"),
        (#"{"colorSpace": "hwb", "components": ["none", 60, 60]}"#, "#808080"),
        (#"{"colorSpace": "a98-rgb", "components": [1, 1, 1]}"#, "#FFFFFF"), (#"{"colorSpace": "prophoto-rgb", "components": [1, 1, 1]}"#, "#FFFFFF"),
        (#"{"colorSpace": "rec2020", "components": [1, 1, 1]}"#, "#FFFFFF"), (#"{"colorSpace": "display-p3", "components": [1, 1, 1]}"#, "#FFFFFF"),
        (#"{"colorSpace": "srgb-linear", "components": [0.2158605, 0.2158605, 0.2158605]}"#, "#808080"),
        (#"{"colorSpace": "rec2020", "components": [0, 0, 0], "alpha": 0.5}"#, "#00000080"),
    ])
    func rgbSpaces(value: String, hex: String) throws {
        let palette = ##"{"color": {"$type": "color", "bg": {"$value": "#FFFFFF"}, "muted": {"$value": "#555555"}, "accent": {"$value": \##(value)}}}"##
        #expect(try theme([palette, Self.map]).items.selected.light.hex == hex)
    }

    /// ColorAide 8.13.1's `oklch-chroma` gamut mapping (CSS Color 4's algorithm) maps `color(display-p3 1 0 0)` to `#ff0b0c`.
    @Test("a wide-gamut colour outside sRGB is gamut-mapped as CSS Color 4 maps it, and the import says so at the token")
    func clamping() throws {
        let palette = ##"{"color": {"$type": "color", "bg": {"$value": "#FFFFFF"}, "muted": {"$value": "#555555"}, "accent": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}}}}"##
        let imported = try TabBarTheme.imported(from: try tokens([palette, Self.map]))
        #expect(imported.theme.items.selected.light.hex == "#FF0B0C")
        #expect(imported.notes.map(\.description).contains { $0.hasPrefix("file1.json: color.accent.$value: the display-p3 colour is outside sRGB; gamut-mapped into it (CSS Color 4) as #FF0B0C") }, "\(imported.notes)")
    }

    @Test("rem dimensions are 16 points; dimension and duration objects are read")
    func units() throws {
        let map = Self.map.replacingOccurrences(of: #""action""#, with: #""metrics": {"$type": "dimension", "barHeight": {"$value": {"value": 3.5, "unit": "rem"}}, "iconSize": {"$value": "1.5rem"}}, "motion": {"indicatorResponse": {"$type": "duration", "$value": {"value": 250, "unit": "ms"}}}, "action""#)
        let palette = ##"{"color": {"$type": "color", "bg": {"$value": "#FFFFFF"}, "muted": {"$value": "#555555"}, "accent": {"$value": "#0055CC"}}}"##
        let t = try theme([palette, map])
        #expect(t.metrics.barHeight == 56 && t.metrics.iconSize == 24 && t.motion.indicatorResponse == 0.25)
    }

    @Test("$extends, $root and $ref JSON Pointers into composite values are followed")
    func references() throws {
        let system = ##"""
            {"base": {"$type": "color", "bg": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}, "muted": {"$value": "#555555"},
                      "accent": {"$root": {"$value": "#0055CC"}, "strong": {"$value": "#003377"}}},
             "color": {"$extends": "{base}", "muted": {"$value": "#666666"}, "accent": {"$type": "color", "$ref": "#/base/accent/$root/$value"}},
             "shadow": {"card": {"$type": "shadow", "$value": {"color": "{base.accent.strong}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}}
            """##
        let map = Self.map.replacingOccurrences(of: #""hairline""#, with: "").replacingOccurrences(of: #""badge": {"$type": "color", "fill": {"$value": "{color.accent}"}"#, with: ##""badge": {"$type": "color", "fill": {"$ref": "#/shadow/card/$value/color"}"##)
        let t = try theme([system, map])
        #expect(t.background.color.light.hex == "#FFFFFF")
        #expect(t.items.unselected.light.hex == "#666666")  // the group's own member wins over the extended one
        #expect(t.items.selected.light.hex == "#0055CC")
        #expect(t.badge.fill.light.hex == "#003377")
    }

    @Test("tokens the bar does not read are one summarised warning; --strict's list locates each")
    func warnings() throws {
        let system = ##"""
            {"color": {"$type": "color", "bg": {"$value": "#FFFFFF"}, "muted": {"$value": "#555555"}, "accent": {"$value": "#0055CC"},
                       "broken": {"$value": "{color.nope}"}},
             "type": {"h1": {"$type": "fontSize", "$value": "32px"}, "h2": {"$type": "boxShadow", "$value": {"x": 0}}, "h3": {"$type": "fontSize", "$value": "24px"}},
             "misc": {"plain": {"$value": 3}}}
            """##
        let t = try tokens([system, Self.map])
        #expect(t.problems.isEmpty)
        #expect(t.warnings.map(\.description) == [
            "file1.json: color.broken.$value: unknown reference {color.nope}",
            "file1.json: misc.plain: no $type (set one on the token or a parent group)",
            ##"file1.json: type.h2: $type "boxShadow" is not one the bar reads"##,
        ])
        let summary = try #require(t.warningSummary)
        #expect(summary.hasPrefix("3 of the 5 tokens the bar does not read cannot be used: 1 have a $type the bar cannot use (boxShadow ×1); 1 have no $type; 1 have format problems (first: file1.json: color.broken.$value: unknown reference {color.nope})"), "\(summary)")
        #expect(try theme([system, Self.map]).items.selected.light.hex == "#0055CC")
    }

    @Test("a problem the bar reads is reported once, at its origin, not again at each alias")
    func once() {
        let palette = ##"{"color": {"$type": "color", "bg": {"$value": "#FFFFFF"}, "muted": {"$value": "#555555"}, "accent": {"$value": "#12"}}}"##
        let found = errors([palette, Self.map])
        #expect(found.filter { $0.contains("is not a colour") } == [##"file1.json: color.accent.$value: "#12" is not a colour; use {"colorSpace": "srgb", "components": [r, g, b]}, "#RRGGBB", "#RRGGBBAA", a CSS colour function (rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color()) or a CSS colour name (the bar reads it for tabbar.action.fill)"##], "\(found)")
        #expect(found.count == 1, "\(found)")
    }

    @Test("composite values the bar reaches are checked: a dangling reference inside a shadow is an error")
    func composites() {
        let system = ##"{"color": {"$type": "color", "bg": {"$value": "#FFFFFF"}, "muted": {"$value": "#555555"}, "accent": {"$ref": "#/shadow/$value/color"}}, "shadow": {"$type": "shadow", "$value": {"color": "{color.nope}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}"##
        let found = errors([system, Self.map])
        #expect(found.contains { $0.contains("shadow.$value.color: unknown reference {color.nope}") }, "\(found)")
    }

    @Test("a colour object without colorSpace is refused, with what to add")
    func colorSpaceRequired() {
        let palette = ##"{"color": {"$type": "color", "bg": {"$value": "#FFFFFF"}, "muted": {"$value": "#555555"}, "accent": {"$value": {"components": [0, 0.3, 0.8]}}}}"##
        #expect(errors([palette, Self.map]).contains { $0.contains(##"color.accent.$value: the colour object has no colorSpace; add "colorSpace": "srgb""##) })
    }

    @Test("files without a tabbar group get two lines: what was found and what to add")
    func refusal() {
        let palette = ##"{"color": {"bg": {"value": "#FFFFFF", "type": "color"}, "x": {"value": "12px", "type": "dimension"}}}"##
        let found = errors([palette])
        #expect(found.count == 2)
        #expect(found.first == "file1.json: found 2 tokens (Style Dictionary (value/type)) but no tabbar group, so nothing says which of them the bar uses")
        #expect(found.last?.contains("tabbar tokens map-template") == true)
    }

    @Test("the export imports back equal through strict DTCG reading too", arguments: TabBarTheme.builtIn.map(\.name))
    func exportStrict(name: String) throws {
        let original = try #require(TabBarTheme.named(name))
        let tokens = try TabBarDesignTokens(files: [.init(name: "", document: try TabBarJSONParser.parse(original.designTokens.serialized()))], validation: .format)
        #expect(tokens.problems.isEmpty)
        #expect(try TabBarTheme(tokens: try TabBarDesignTokens(try TabBarJSONParser.parse(original.designTokens.serialized()))) == original)
    }
}

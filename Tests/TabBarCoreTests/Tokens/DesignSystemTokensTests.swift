import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools

/// Issue 31: real design systems' files (Fixtures/DesignSystems, see its README for each source), imported unchanged
/// with only an alias map in the system's own names, as `tabbar tokens import` reads them.
@Suite("Design tokens from real design systems")
struct DesignSystemTokensTests {
    static let folder = C4TokenTests.root.appendingPathComponent("Tests/TabBarCoreTests/Fixtures/DesignSystems")

    /// Reads files of a fixture folder (named relative to it, as a user in that folder would name them), and the
    /// files they name, as the CLI does.
    static func read(_ system: String, _ files: [String], selection: TabBarTokenSelection = TabBarTokenSelection(), dark: [String] = []) throws -> TabBarTokenImport {
        let base = folder.appendingPathComponent(system)
        func source(_ name: String, appearance: String? = nil) throws -> TabBarDesignTokens.Source {
            let text = try String(contentsOf: base.appendingPathComponent(name), encoding: .utf8)
            return try TabBarDesignTokens.Source(name: name, text: text, appearance: appearance)
        }
        let sources = try files.map { try source($0) } + dark.map { try source($0, appearance: "dark") }
        return try TabBarTokenImport(files: sources, selection: selection, fallbackName: system) { path, relativeTo in
            let folder = relativeTo.lastIndex(of: "/").map { String(relativeTo[...$0]) } ?? ""
            return try source(folder + path)
        }
    }

    static func selection(sets: [String] = [], themes: [String] = [], inputs: [String] = []) throws -> TabBarTokenSelection {
        var selection = TabBarTokenSelection()
        for set in sets { try selection.addSet(set) }
        for theme in themes { try selection.addTheme(theme) }
        for input in inputs { try selection.addInput(input) }
        return selection
    }

    /// A colour's four appearances as hex: light, dark, light and dark increased contrast.
    static func hexes(_ color: TabBarDynamicColor) -> [String] {
        [color.light.hex, color.dark.hex, (color.lightIncreasedContrast ?? color.light).hex, (color.darkIncreasedContrast ?? color.dark).hex]
    }

    @Test("Figma's Simple Design System as a DTCG resolver: the theme modifier's light and dark contexts give the two appearances")
    func figmaResolver() throws {
        let inputs = try Self.selection(inputs: ["theme=light", "dark:theme=dark"])
        let result = try Self.read("figma-sds-resolver", ["sds.resolver.json", "tabbar.tokens.json"], selection: inputs)
        let theme = try #require(result.theme, "\(result.problems)")
        #expect(Self.hexes(theme.background.color) == ["#FFFFFF", "#1E1E1E", "#FFFFFF", "#1E1E1E"])
        #expect(Self.hexes(theme.items.selected) == ["#2C2C2C", "#F5F5F5", "#2C2C2C", "#F5F5F5"])
        #expect(Self.hexes(theme.badge.fill) == ["#C00F0C", "#900B09", "#C00F0C", "#900B09"])
        // Where a colour is written is the file the resolver names, with the path in that file.
        let selected = try #require(result.readings.first { $0.role == "tabbar.item.selected" })
        #expect(selected.source == "base/color.tokens.json: color.brand.800.$value")
        #expect(result.tokens.fileDetails.first == "inputs theme=light; dark:theme=dark")
    }

    @Test("a resolver's modifier without a default and without an input is refused, naming its contexts and the option")
    func figmaResolverNeedsInput() {
        #expect(throws: TabBarConfigurationError([TabBarInputIssue(
            "sds.resolver.json: modifiers.theme",
            "modifier \"theme\" has contexts light, dark and no default; choose one with --input theme=light (and --input dark:theme=dark for the dark appearance)")])) {
            try Self.read("figma-sds-resolver", ["sds.resolver.json", "tabbar.tokens.json"])
        }
    }

    @Test("GitHub Primer as a DTCG resolver: light, dark and both high-contrast contexts give the bar's four appearances")
    func primerResolver() throws {
        let inputs = try Self.selection(inputs: [
            "theme=light", "size=default", "dark:theme=dark", "light-increased-contrast:theme=light-hc", "dark-increased-contrast:theme=dark-hc",
        ])
        let result = try Self.read("github-primer-resolver", ["primer.resolver.json", "tabbar.tokens.json"], selection: inputs)
        let theme = try #require(result.theme, "\(result.problems)")
        #expect(Self.hexes(theme.items.selected) == ["#0969DA", "#1F6FEB", "#0349B4", "#409EFF"])
        #expect(Self.hexes(theme.badge.fill) == ["#CF222E", "#DA3633", "#A0111F", "#FF6A69"])
        #expect(Self.hexes(theme.background.color) == ["#FFFFFF", "#010409", "#FFFFFF", "#FFFFFF"])
        // The extra "alpha" member of base.color.transparent is a problem where the bar does not read it: a warning.
        #expect(result.tokens.warnings.contains { $0.description.hasPrefix("base/color/light/light.tokens.json: base.color.transparent.alpha: a token cannot also hold") })
    }

    @Test("Open Props' resolver document (an inline set) imports, and locations give the path inside resolutionOrder")
    func openProps() throws {
        let result = try Self.read("open-props", ["open-props.resolver.json", "tabbar.tokens.json"])
        let theme = try #require(result.theme, "\(result.problems)")
        // The colours are Open Props' own (its hex fallbacks: indigo 7 #4263eb, gray 0 #f8f9fa, gray 7 #495057, red 9 #c92a2a).
        #expect(theme.items.selected.light.hex == "#4263EB" && theme.background.color.light.hex == "#F8F9FA")
        #expect(theme.items.unselected.light.hex == "#495057" && theme.badge.fill.light.hex == "#C92A2A")
        #expect(theme.metrics.cornerRadius == 16)  // radius 3 is 1rem
        let reading = try #require(result.readings.first { $0.role == "tabbar.item.selected" })
        #expect(reading.source == "open-props.resolver.json: resolutionOrder[0].sources[0].indigo.7.$value")
    }

    @Test("Adobe Spectrum: $schema on every token is one warning, per-token colour sets give light and dark, and references reach them")
    func spectrum() throws {
        let result = try Self.read("adobe-spectrum", ["color-palette.json", "semantic-color-palette.json", "color-aliases.json", "tabbar.tokens.json"])
        let theme = try #require(result.theme, "\(result.problems)")
        // blue-900 is rgb(59, 99, 251) in light and rgb(86, 129, 255) in dark; gray-50 rgb(248, 248, 248) and rgb(27, 27, 27).
        #expect(Self.hexes(theme.items.selected) == ["#3B63FB", "#5681FF", "#3B63FB", "#5681FF"])
        #expect(Self.hexes(theme.background.color) == ["#F8F8F8", "#1B1B1B", "#F8F8F8", "#1B1B1B"])
        let metadata = try #require(result.tokens.metadataWarning)
        #expect(metadata.description.hasPrefix("color-palette.json: black.$schema: ignored 636 metadata members DTCG does not define ($schema ×636)"), "\(metadata)")
        #expect(!result.tokens.warnings.contains { $0.reason.contains("$schema") })
        // The light value is written in the token's sets.light, as the file has it.
        let reading = try #require(result.readings.first { $0.role == "tabbar.item.selected" })
        #expect(reading.source == "color-palette.json: blue-900.sets.light.value")
    }

    @Test("Spectrum's wireframe set is chosen with --set, for one appearance or all")
    func spectrumWireframe() throws {
        let wireframe = try Self.selection(sets: ["wireframe"])
        let result = try Self.read("adobe-spectrum", ["color-palette.json", "semantic-color-palette.json", "color-aliases.json", "tabbar.tokens.json"], selection: wireframe)
        let theme = try #require(result.theme, "\(result.problems)")
        // blue-900's wireframe member is rgb(74, 111, 195); dark still reads its dark member.
        #expect(Self.hexes(theme.items.selected).prefix(2) == ["#4A6FC3", "#5681FF"])
        #expect(throws: TabBarConfigurationError.self) {
            try Self.read("adobe-spectrum", ["color-palette.json", "tabbar.tokens.json"], selection: try Self.selection(sets: ["wirefram"]))
        }
    }

    @Test("Material's Style Dictionary 3 tokens: {….value} references are read as Style Dictionary reads them")
    func material() throws {
        let result = try Self.read("material-tokens", ["colors.json", "tabbar.json"])
        let theme = try #require(result.theme, "\(result.problems)")
        // Material 3's baseline: primary40 #6750A4 in light, primary80 #D0BCFF in dark; surface neutral99 / neutral10.
        #expect(Self.hexes(theme.items.selected) == ["#6750A4", "#D0BCFF", "#6750A4", "#D0BCFF"])
        #expect(Self.hexes(theme.background.color) == ["#FFFBFE", "#1C1B1F", "#FFFBFE", "#1C1B1F"])
        #expect(!result.tokens.warnings.contains { $0.reason.contains("unknown reference {color.md_ref_palette") })
        let reading = try #require(result.readings.first { $0.role == "tabbar.item.selected" })
        #expect(reading.source == "colors.json: color.md_ref_palette_primary40.value")
    }

    @Test("Designsystemet's Tokens Studio project: --studio-theme picks a theme per group, one per appearance, and the note says what was left out")
    func designsystemet() throws {
        let themes = try Self.selection(themes: ["Color scheme/Light", "dark:Color scheme/Dark"])
        let result = try Self.read("designsystemet", ["design-tokens/$themes.json", "design-tokens/$metadata.json", "tabbar.tokens.json"], selection: themes)
        let theme = try #require(result.theme, "\(result.problems)")
        #expect(Self.hexes(theme.background.color) == ["#FFFFFF", "#17181A", "#FFFFFF", "#17181A"])
        #expect(Self.hexes(theme.actionButton.fill) == ["#0062BA", "#4C91CF", "#0062BA", "#4C91CF"])
        #expect(result.notes.contains { $0.description == "design-tokens/$themes.json: read Semantic/Semantic, Theme/designsystemet, the only theme of their groups; left out theme groups Color, Size, Typography (choose one with --studio-theme GROUP/NAME)" }, "\(result.notes)")
        let reading = try #require(result.readings.first { $0.role == "tabbar.background.color" })
        #expect(reading.source == "design-tokens/primitives/modes/color-scheme/light/designsystemet.json: designsystemet.neutral.1.$value")
    }

    @Test("a Tokens Studio theme that does not exist is refused with the themes there are")
    func designsystemetUnknownTheme() {
        do {
            _ = try Self.read("designsystemet", ["design-tokens/$themes.json", "tabbar.tokens.json"], selection: try Self.selection(themes: ["Color scheme/Sepia"]))
            Issue.record("an unknown theme was accepted")
        } catch {
            let text = "\(error)"
            #expect(text.contains(#"--studio-theme "Color scheme/Sepia": no such Tokens Studio theme; the themes are Size/medium"#), "\(text)")
        }
    }

    @Test("Figma's Variables export refers to primitives with the wrong case: each reference the bar reads is an error that suggests the name")
    func figmaVariables() throws {
        let result = try Self.read("figma-sds-variables", ["tokens.json", "tabbar.tokens.json"])
        #expect(result.theme == nil)
        #expect(result.problems.count == 7, "\(result.problems)")
        #expect(result.problems.map(\.description).contains(
            "tokens.json: @color.background.default.default.$value: unknown reference {@color_primitives.White.1000}; token names are case-sensitive: did you mean {@color_primitives.white.1000}? (the bar reads it for tabbar.background.color)"))
    }

    @Test("Salesforce Lightning's Theo YAML and Primer's JSON5 are refused in one line saying how to convert them")
    func unsupportedFormats() throws {
        let yaml = try String(contentsOf: Self.folder.appendingPathComponent("salesforce-lightning/colors.yml"), encoding: .utf8)
        #expect(throws: TabBarConfigurationError([TabBarInputIssue("colors.yml", "Theo's YAML is not supported: build JSON with Theo (`npx theo colors.yml --format raw.json`) and import that")])) {
            try TabBarDesignTokens.Source(name: "colors.yml", text: yaml)
        }
        let json5 = try String(contentsOf: Self.folder.appendingPathComponent("github-primer-json5/focus.json5"), encoding: .utf8)
        #expect(throws: TabBarConfigurationError([TabBarInputIssue("focus.json5", "JSON5 is not supported: convert it with `npx json5 focus.json5 -o FILE.json`")])) {
            try TabBarDesignTokens.Source(name: "focus.json5", text: json5)
        }
        // The same JSON5 under a .json name is found by its syntax, at the first place JSON refuses.
        #expect(throws: TabBarConfigurationError([TabBarInputIssue("focus.json: line 2, column 3", "an unquoted member name is JSON5, which is not supported: convert it with `npx json5 focus.json -o FILE.json`")])) {
            try TabBarDesignTokens.Source(name: "focus.json", text: json5)
        }
    }
}

import Foundation
import SnapshotTesting
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarRender
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// Issue 32, item 1: glass that stays readable. The readability guard (``TabBarTheme/glassLook(_:)``), the drawing of
/// each look, the lint of the glass's worst case, and the tokens' JSON.
@Suite("Issue 32 glass")
struct Issue32GlassTests {
    static let glass = TabBarFeatureSamples.glassTheme
    static let strong = TabBarFeatureSamples.glassOpaqueTheme

    static func drawing(_ theme: TabBarTheme, _ appearance: TabBarAppearance, direction: TabBarReadingDirection = .leftToRight) -> TabBarDrawing {
        let configuration = TabBarConfiguration.example(.social)
        let layout = TabBarLayout(configuration: configuration, state: TabBarMachine.fixture(configuration).state,
                                  environment: TabBarDevicePreset.iPhone16Pro.environment(direction: direction), theme: theme, measurer: TabBarInterTextMeasurer())
        return TabBarDrawing(configuration: configuration, layout: layout, theme: theme, appearance: appearance)
    }

    static func backdrops(_ list: TabBarDisplayList) -> [TabBarDisplayBackdrop] {
        G0DisplayListTests.flatten(list.items).compactMap { if case .backdrop(let b) = $0 { b } else { nil } }
    }

    /// Every shape of a list, groups' children included: its outline, fill and stroke.
    static func shapes(_ items: [TabBarDisplayItem]) -> [(shape: TabBarDisplayShape, fill: TabBarDisplayPaint?, stroke: TabBarDisplayStroke?)] {
        G0DisplayListTests.flatten(items).compactMap { if case .shape(let shape, let fill, let stroke) = $0 { (shape, fill, stroke) } else { nil } }
    }

    // MARK: The guard

    @Test("over plain content in the standard settings glass stays glass", arguments: TabBarAppearanceScheme.allCases)
    func plainIsGlass(scheme: TabBarAppearanceScheme) {
        #expect(Self.glass.glassLook(TabBarAppearance(scheme)) == TabBarGlassDecision(look: .glass))
    }

    @Test("Reduce Transparency and Increase Contrast take the theme's fallback, whatever lies behind", arguments: TabBarBackdropContent.allCases)
    func accessibilitySettingsFallBack(backdrop: TabBarBackdropContent) {
        let reduced = Self.glass.glassLook(TabBarAppearance(.dark, transparency: .reduced, backdrop: backdrop))
        #expect(reduced.look == .frosted && reduced.reason == .reduceTransparency)
        let contrast = Self.glass.glassLook(TabBarAppearance(.light, contrast: .increased, backdrop: backdrop))
        #expect(contrast.look == .frosted && contrast.reason == .increaseContrast)
        #expect(Self.strong.glassLook(TabBarAppearance(.light, transparency: .reduced, backdrop: backdrop)).look == .opaque, "the fallback is the theme's")
    }

    @Test("over busy content the guard measures the labels over the glass's worst case: a thin tint falls back, a strong one stays glass")
    func busyContentMeasured() throws {
        for scheme in TabBarAppearanceScheme.allCases {
            let thin = Self.glass.glassLook(TabBarAppearance(scheme, backdrop: .busy))
            #expect(thin.look == .frosted && thin.reason == .busyContent)
            #expect(try #require(thin.worstCaseContrast) < 4.5)
            let thick = Self.strong.glassLook(TabBarAppearance(scheme, backdrop: .busy))
            #expect(thick.look == .glass && thick.reason == nil)
            #expect(try #require(thick.worstCaseContrast) >= 4.5)
        }
    }

    @Test("the worst case is the thinnest tint over black and over white, computed by WCAG's formula")
    func worstCaseByHand() {
        // floating's light selected #0B57C2 over white tinted 35 % white is white; over black it is 35 % white (≈ #595959).
        let appearance = TabBarAppearance(.light)
        let grey = TabBarColor.white.withAlpha(0.35).over(.black)
        let selected = TabBarColor(hex: "#0B57C2")!, unselected = TabBarColor(hex: "#5C5F66")!
        let expected = [selected, unselected].flatMap { c in [c.contrastRatio(with: .white), c.contrastRatio(with: grey)] }.min()!
        #expect(abs(Self.glass.glassWorstCaseContrast(appearance) - expected) < 1e-9)
        #expect(expected < 2, "blue on mid grey: \(expected)")
    }

    @Test("a theme that is not glass is never touched by the guard")
    func otherStylesUntouched() {
        #expect(TabBarTheme.system.glassLook(TabBarAppearance(.light, contrast: .increased, transparency: .reduced, backdrop: .busy)).look == .glass)
        let list = Self.drawing(.system, TabBarAppearance(.light, transparency: .reduced)).list
        #expect(Self.backdrops(list).map(\.style) == [.material], "system's material is not glass and keeps its own backdrop")
    }

    // MARK: The drawing

    @Test("glass draws a light glass backdrop, the tint, a specular sheen clipped to the capsule and a rim", arguments: [TabBarReadingDirection.leftToRight, .rightToLeft])
    func glassDrawing(direction: TabBarReadingDirection) throws {
        let list = Self.drawing(Self.glass, TabBarAppearance(.light), direction: direction).list
        let backdrop = try #require(Self.backdrops(list).first)
        #expect(backdrop.style == .glass && backdrop.blurSigma == TabBarDrawing.glassBlurSigma && backdrop.material == .ultraThin)
        let sheen = try #require(G0DisplayListTests.group("glass-specular", in: list))
        #expect(sheen.clip == backdrop.shape)
        let strokes = Self.shapes(list.items).compactMap(\.stroke)
        #expect(strokes.contains(TabBarDisplayStroke(TabBarColor.white.withAlpha(0.6), width: 1)), "the specular rim")
    }

    @Test("the frosted fallback is a thick material under the fallback colour at 92 %; the opaque one has no backdrop")
    func fallbackDrawing() throws {
        let frosted = Self.drawing(Self.glass, TabBarAppearance(.light, transparency: .reduced)).list
        let backdrop = try #require(Self.backdrops(frosted).first)
        #expect(backdrop.style == .material && backdrop.material == .thick && backdrop.blurSigma == TabBarDrawing.frostedBlurSigma)
        #expect(G0DisplayListTests.group("glass-specular", in: frosted) == nil)
        let fills = Self.shapes(frosted.items).compactMap(\.fill)
        #expect(fills.contains(.solid(TabBarColor.white.withAlpha(0.92))))
        let opaque = Self.drawing(Self.strong, TabBarAppearance(.dark, transparency: .reduced)).list
        #expect(Self.backdrops(opaque).isEmpty)
        let opaqueFills = Self.shapes(opaque.items).compactMap(\.fill)
        #expect(opaqueFills.contains(.solid(TabBarColor(hex: "#26262B")!)))
    }

    @Test("the draw calls of glass and of each fallback, recorded", arguments: ["glass-light", "busy-light", "reduced-dark", "opaque-dark"])
    func recorded(_ name: String) {
        let dark = name.hasSuffix("dark")
        let scheme: TabBarAppearanceScheme = dark ? .dark : .light
        let theme = name.hasPrefix("opaque") ? Self.strong : Self.glass
        let appearance = TabBarAppearance(
            scheme, transparency: name.hasPrefix("reduced") || name.hasPrefix("opaque") ? .reduced : .standard, backdrop: name.hasPrefix("busy") ? .busy : .plain)
        var recorder = TabBarDisplayRecorder(capabilities: TabBarDisplayFeature.applePainters)
        Self.drawing(theme, appearance).list.paint(into: &recorder)
        assertSnapshot(of: recorder.lines.joined(separator: "\n") + "\n", as: .lines, named: name)
    }

    // MARK: The lint

    @Test("TB013 warns when the labels over the glass's worst case read under 4.5:1, in light and dark; a strong tint passes")
    func lintWorstCase() throws {
        let linter = TabBarLinter(measurer: TabBarInterTextMeasurer())
        let found = linter.lint(.example(.social), theme: Self.glass).filter { $0.rule == "TB013" }
        #expect(found.map(\.token) == ["background.color.light", "background.color.dark"])
        #expect(found.allSatisfy { $0.severity == .warning && $0.message.contains("frosted") })
        #expect(linter.lint(.example(.social), theme: Self.strong).filter { $0.rule == "TB013" }.isEmpty)
        #expect(linter.lint(.example(.social), theme: Self.glass).filter { $0.severity == .error }.isEmpty, "the glass sample lints clean of errors")
    }

    @Test("TB005 checks the labels over the fallback, in every appearance, and names the fallback's token")
    func lintFallback() throws {
        var theme = Self.strong
        theme.background.glass?.fallbackColor = TabBarDynamicColor("#6A6A6A", "#26262B")
        let found = TabBarLinter(measurer: TabBarInterTextMeasurer()).lint(.example(.social), theme: theme).filter { $0.token?.hasPrefix("background.glass") == true }
        #expect(found.map(\.rule) == ["TB005", "TB005", "TB005", "TB005"])
        #expect(Set(found.compactMap(\.token)) == ["background.glass.fallbackColor.light", "background.glass.fallbackColor.lightIncreasedContrast"])
    }

    // MARK: Tokens and appearance as data

    @Test("glass tokens read from a theme's JSON; bad values are located")
    func tokensJSON() throws {
        var theme = Self.strong
        let encoded = String(decoding: try JSONEncoder().encode(theme), as: UTF8.self)
        #expect(try TabBarTheme.decode(json: encoded) == theme)
        theme.background.glass?.tintOpacity = 2
        theme.background.glass?.specular = -1
        let bad = String(decoding: try JSONEncoder().encode(theme), as: UTF8.self)
        let error = #expect(throws: TabBarConfigurationError.self) { try TabBarTheme.decode(json: bad) }
        let paths = error?.issues.map(\.location) ?? []
        #expect(paths.contains("background.glass.tintOpacity") && paths.contains("background.glass.specular"))
    }

    @Test("an appearance without the new keys decodes as before; the new keys round-trip and are left out when standard")
    func appearanceCodable() throws {
        let old = try JSONDecoder().decode(TabBarAppearance.self, from: Data(#"{"scheme":"dark","contrast":"standard"}"#.utf8))
        #expect(old == TabBarAppearance(.dark))
        let full = TabBarAppearance(.light, contrast: .increased, transparency: .reduced, backdrop: .busy)
        #expect(try JSONDecoder().decode(TabBarAppearance.self, from: JSONEncoder().encode(full)) == full)
        #expect(String(decoding: try JSONEncoder().encode(TabBarAppearance(.dark)), as: UTF8.self).contains("transparency") == false)
    }

    @Test("glass tokens round-trip through DTCG design tokens; a bad value is located at its token")
    func designTokens() throws {
        for theme in [Self.glass, Self.strong] {
            let document = try TabBarJSONParser.parse(theme.designTokens.serialized())
            #expect(try TabBarTheme(tokens: TabBarDesignTokens(document)) == theme, "\(theme.name)")
        }
        var bad = Self.strong
        bad.background.glass?.tintOpacity = 1.5
        let error = #expect(throws: TabBarConfigurationError.self) {
            try TabBarTheme(tokens: TabBarDesignTokens(TabBarJSONParser.parse(bad.designTokens.serialized())))
        }
        #expect(error?.issues.contains { $0.location.contains("tabbar.background.glass.tintOpacity") && $0.reason.contains("out of range") } == true, "\(String(describing: error))")
        let misspelt = Self.strong.designTokens.serialized().replacingOccurrences(of: #""opaque""#, with: #""frostd""#)
        #expect(misspelt != Self.strong.designTokens.serialized(), "the setting is in the export")
        let wrong = #expect(throws: TabBarConfigurationError.self) { try TabBarTheme(tokens: TabBarDesignTokens(TabBarJSONParser.parse(misspelt))) }
        #expect(wrong?.issues.contains { $0.reason.contains("frosted, opaque") } == true, "\(String(describing: wrong))")
    }
}

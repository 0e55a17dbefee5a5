/// What a glass background falls back to when it would not stay readable: the theme names one.
public enum TabBarGlassFallback: String, Hashable, Codable, Sendable, CaseIterable {
    /// A thick frosted material under the fallback colour: the screen still shows through, blurred beyond reading.
    case frosted
    /// The fallback colour, opaque: nothing shows through.
    case opaque
}

/// The glass tokens of a theme whose background style is ``TabBarBarBackgroundStyle/glass``.
///
/// The glass itself is the background colour as a tint (thinning from ``TabBarTheme/glassTintTopAlpha`` at the top
/// to ``TabBarTheme/glassTintBottomAlpha`` at the bottom) over a light blur, with a specular rim. Under Reduce
/// Transparency, under Increase Contrast, and over busy content where its labels would read under 4.5:1, the bar
/// draws ``fallback`` instead (see ``TabBarTheme/glassLook(_:)``).
public struct TabBarGlassTokens: Hashable, Codable, Sendable {
    /// What the bar becomes when glass would not stay readable.
    public var fallback: TabBarGlassFallback
    /// The fallback's colour (opaque, or over the frosted material); `nil` is the background colour made opaque.
    public var fallbackColor: TabBarDynamicColor?
    /// How bright the specular rim is, 0…1 (the opacity of its white edge, brightest at the top).
    public var specular: Double
    /// The tint's opacity at the bar's bottom edge, where the glass is thinnest (0…1; at most the background
    /// colour's own alpha); the top is 0.2 more. The readability guard and the lint measure this worst case.
    public var tintOpacity: Double

    /// Creates glass tokens.
    public init(fallback: TabBarGlassFallback = .frosted, fallbackColor: TabBarDynamicColor? = nil, specular: Double = 0.6, tintOpacity: Double = 0.35) {
        self.fallback = fallback
        self.fallbackColor = fallbackColor
        self.specular = specular
        self.tintOpacity = tintOpacity
    }

    enum CodingKeys: String, CodingKey { case fallback, fallbackColor, specular, tintOpacity }

    /// Decodes glass tokens; every key may be absent (the standard value).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            fallback: try c.decodeIfPresent(TabBarGlassFallback.self, forKey: .fallback) ?? .frosted,
            fallbackColor: try c.decodeIfPresent(TabBarDynamicColor.self, forKey: .fallbackColor),
            specular: try c.decodeIfPresent(Double.self, forKey: .specular) ?? 0.6, tintOpacity: try c.decodeIfPresent(Double.self, forKey: .tintOpacity) ?? 0.35)
    }

    /// A frosted fallback in the background colour, and a rim at 0.6: what a glass theme gets without its own tokens.
    public static let standard = TabBarGlassTokens()
}

/// Whether Reduce Transparency is on (the accessibility setting).
public enum TabBarTransparency: String, Hashable, Codable, Sendable, CaseIterable {
    /// Translucent backgrounds may show the content behind them.
    case standard
    /// Reduce Transparency is on: nothing translucent.
    case reduced
}

/// What the host knows of the content under the bar: the readability guard's input.
public enum TabBarBackdropContent: String, Hashable, Codable, Sendable, CaseIterable {
    /// The screen's own background colour (lists, text on the system background): the default.
    case plain
    /// Photos, video, maps or anything else that can be as dark as black and as light as white under a label.
    case busy
}

/// How a glass background is drawn in one appearance.
public enum TabBarGlassLook: String, Hashable, Codable, Sendable, CaseIterable {
    /// The glass itself: tint, light blur, specular rim (iOS 26's Liquid Glass where the painter has it).
    case glass
    /// The theme's frosted fallback.
    case frosted
    /// The theme's opaque fallback.
    case opaque
}

/// Why the readability guard chose a fallback.
public enum TabBarGlassFallbackReason: String, Hashable, Codable, Sendable, CaseIterable {
    /// Reduce Transparency is on.
    case reduceTransparency
    /// Increase Contrast is on.
    case increaseContrast
    /// The content under the bar is busy and the labels would read under 4.5:1 over the glass's worst case.
    case busyContent
}

/// The readability guard's answer: the look, and why it is not glass.
public struct TabBarGlassDecision: Hashable, Sendable {
    /// How the background is drawn.
    public var look: TabBarGlassLook
    /// Why it falls back; `nil` when it is glass.
    public var reason: TabBarGlassFallbackReason?
    /// The lowest contrast of the labels over the glass's worst case behind them (over black and over white),
    /// computed for busy content; `nil` when the guard did not need it.
    public var worstCaseContrast: Double?

    /// Creates a decision.
    public init(look: TabBarGlassLook, reason: TabBarGlassFallbackReason? = nil, worstCaseContrast: Double? = nil) {
        self.look = look
        self.reason = reason
        self.worstCaseContrast = worstCaseContrast
    }
}

extension TabBarTheme {
    /// The glass tint's opacity at the bar's top edge (at most; a lighter token stays lighter).
    public var glassTintTopAlpha: Double { min(1, glassTintBottomAlpha + 0.2) }
    /// The glass tint's opacity at the bar's bottom edge: the thinnest the glass gets, its worst case.
    public var glassTintBottomAlpha: Double { min(max(resolvedGlass.tintOpacity, 0), 1) }

    /// The glass tokens, the standard ones when the theme names none.
    public var resolvedGlass: TabBarGlassTokens { background.glass ?? .standard }

    /// The colour under the labels where the glass is thinnest, over `content`: the tint at its bottom opacity.
    public func glassColor(over content: TabBarColor, _ appearance: TabBarAppearance) -> TabBarColor {
        let tint = background.color.resolve(appearance)
        return tint.withAlpha(min(tint.alpha, glassTintBottomAlpha)).over(content)
    }

    /// The lowest contrast of the item colours (selected and unselected) over the glass's worst case: its thinnest
    /// tint over black and over white (the blur keeps the extremes of busy content under a label).
    public func glassWorstCaseContrast(_ appearance: TabBarAppearance) -> Double {
        let grounds = [TabBarColor.black, .white].map { glassColor(over: $0, appearance) }
        return [items.selected, items.unselected].flatMap { token in
            grounds.map { ground in token.resolve(appearance).over(ground).contrastRatio(with: ground) }
        }.min() ?? 21
    }

    /// The readability guard: how a glass background is drawn in `appearance` (`glass` for any other style's theme).
    ///
    /// Reduce Transparency and Increase Contrast always take the fallback the theme names; busy content takes it
    /// when the labels over the glass's worst case would read under WCAG's 4.5:1.
    ///
    /// ```swift
    /// var theme = TabBarTheme.system
    /// theme.background.style = .glass
    /// theme.glassLook(TabBarAppearance(.light, transparency: .reduced)).look   // .frosted
    /// ```
    public func glassLook(_ appearance: TabBarAppearance) -> TabBarGlassDecision {
        guard background.style == .glass else { return TabBarGlassDecision(look: .glass) }
        let fallback: TabBarGlassLook = resolvedGlass.fallback == .opaque ? .opaque : .frosted
        if appearance.transparency == .reduced { return TabBarGlassDecision(look: fallback, reason: .reduceTransparency) }
        if appearance.contrast == .increased { return TabBarGlassDecision(look: fallback, reason: .increaseContrast) }
        guard appearance.backdrop == .busy else { return TabBarGlassDecision(look: .glass) }
        let worst = glassWorstCaseContrast(appearance)
        return worst < Self.glassMinimumContrast - 1e-9
            ? TabBarGlassDecision(look: fallback, reason: .busyContent, worstCaseContrast: worst)
            : TabBarGlassDecision(look: .glass, worstCaseContrast: worst)
    }

    /// The fallback's colour: the glass tokens' own, else the background colour made opaque.
    public func glassFallbackColor(_ appearance: TabBarAppearance) -> TabBarColor {
        resolvedGlass.fallbackColor?.resolve(appearance).withAlpha(1) ?? background.color.resolve(appearance).withAlpha(1)
    }

    /// The contrast labels need over glass (WCAG 2.2 text).
    public static let glassMinimumContrast = 4.5
}

extension TabBarTheme {
    /// The fallback colour's opacity over the thick material of a frosted fallback.
    public static let glassFrostedAlpha = 0.92

    /// The colours labels can sit on when the glass falls back: the opaque colour, or the frosted one over black and white.
    public func glassFallbackGrounds(_ appearance: TabBarAppearance) -> [TabBarColor] {
        let color = glassFallbackColor(appearance)
        guard resolvedGlass.fallback == .frosted else { return [color] }
        return [TabBarColor.black, .white].map { color.withAlpha(Self.glassFrostedAlpha).over($0) }
    }
}

extension TabBarAppearance {
    enum CodingKeys: String, CodingKey { case scheme, contrast, transparency, backdrop }

    /// Decodes an appearance; `transparency` and `backdrop` may be absent (standard, plain).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try c.decode(TabBarAppearanceScheme.self, forKey: .scheme), contrast: try c.decode(TabBarColorContrast.self, forKey: .contrast),
            transparency: try c.decodeIfPresent(TabBarTransparency.self, forKey: .transparency) ?? .standard,
            backdrop: try c.decodeIfPresent(TabBarBackdropContent.self, forKey: .backdrop) ?? .plain)
    }

    /// Encodes an appearance, leaving out a standard transparency and a plain backdrop.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(scheme, forKey: .scheme)
        try c.encode(contrast, forKey: .contrast)
        if transparency != .standard { try c.encode(transparency, forKey: .transparency) }
        if backdrop != .plain { try c.encode(backdrop, forKey: .backdrop) }
    }
}

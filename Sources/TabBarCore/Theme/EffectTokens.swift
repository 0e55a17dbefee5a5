/// A shadow under the selected (active) icon, as article 002's glowing glyph: colour, blur and offset.
public struct TabBarIconShadowTokens: Hashable, Codable, Sendable {
    /// The shadow's colour; its alpha is the shadow's opacity.
    public var color: TabBarDynamicColor
    /// The blur's standard deviation in points (SwiftUI's shadow radius and Core Animation's `shadowRadius`).
    public var radius: Double
    /// The horizontal offset in points.
    public var x: Double
    /// The vertical offset in points (down is positive).
    public var y: Double

    /// Creates an icon shadow.
    public init(color: TabBarDynamicColor, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

/// A vertical gradient laid over the bar's background (article 000: black 30 % to 10 % over a material).
public struct TabBarBackgroundOverlayTokens: Hashable, Codable, Sendable {
    /// The colour at the bar's top edge.
    public var top: TabBarDynamicColor
    /// The colour at the bar's bottom edge.
    public var bottom: TabBarDynamicColor
    /// The overlay's opacity, 0…1, multiplying the colours' own alpha.
    public var opacity: Double

    /// Creates an overlay.
    public init(top: TabBarDynamicColor, bottom: TabBarDynamicColor, opacity: Double = 1) {
        self.top = top
        self.bottom = bottom
        self.opacity = opacity
    }
}

/// A glow under the selection indicator, as article 003's blue underline casts: colour, opacity, blur and offset.
public struct TabBarIndicatorShadowTokens: Hashable, Codable, Sendable {
    /// The glow's colour; `nil` takes the indicator's own colour.
    public var color: TabBarDynamicColor?
    /// The glow's opacity, 0…1, multiplying the colour's own alpha.
    public var opacity: Double
    /// The blur's standard deviation in points (SwiftUI's shadow radius and Core Animation's `shadowRadius`).
    public var radius: Double
    /// The horizontal offset in points.
    public var x: Double
    /// The vertical offset in points (down is positive).
    public var y: Double

    /// Creates an indicator glow.
    public init(color: TabBarDynamicColor? = nil, opacity: Double = 1, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.x = x
        self.y = y
    }
}

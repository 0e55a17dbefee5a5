import TabBarCore

/// How a shape is filled.
public enum TabBarDisplayPaint: Hashable, Sendable {
    /// One colour.
    case solid(TabBarColor)
    /// A linear gradient between two points, with colour stops at offsets 0…1.
    case linearGradient(from: TabBarPoint, to: TabBarPoint, stops: [TabBarDisplayGradientStop])
    /// A radial gradient from a centre (offset 0) out to a radius (offset 1).
    case radialGradient(center: TabBarPoint, radius: Double, stops: [TabBarDisplayGradientStop])
}

/// One stop of a gradient.
public struct TabBarDisplayGradientStop: Hashable, Sendable {
    /// Where the stop is, 0…1.
    public var offset: Double
    /// The colour there.
    public var color: TabBarColor

    /// Creates a stop.
    public init(_ offset: Double, _ color: TabBarColor) {
        self.offset = offset
        self.color = color
    }
}

/// An outline.
public struct TabBarDisplayStroke: Hashable, Sendable {
    /// The line colour.
    public var color: TabBarColor
    /// The line width in points, centred on the shape's edge.
    public var width: Double
    /// The dash pattern (on, off, …) in points; empty for a solid line.
    public var dash: [Double]

    /// Creates a stroke.
    public init(_ color: TabBarColor, width: Double, dash: [Double] = []) {
        self.color = color
        self.width = width
        self.dash = dash
    }
}

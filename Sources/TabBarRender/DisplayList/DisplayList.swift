import TabBarCore

/// A drawing as data: what the SVG writer (and any other back end) paints, in order.
public struct DisplayList: Hashable, Sendable {
    /// The canvas size in points.
    public var size: Size
    /// The items, painted first to last.
    public var items: [DisplayItem]
    /// Problems found while building it (an unknown icon name draws a placeholder).
    public var warnings: [String]

    /// Creates a display list.
    public init(size: Size, items: [DisplayItem] = [], warnings: [String] = []) {
        self.size = size
        self.items = items
        self.warnings = warnings
    }
}

/// One thing to paint.
public indirect enum DisplayItem: Hashable, Sendable {
    /// A rectangle with rounded corners (a capsule when the radius is half the height).
    case rect(Rect, radius: Double, fill: Paint?, stroke: Stroke? = nil)
    /// A circle.
    case circle(center: Point, radius: Double, fill: Paint?, stroke: Stroke? = nil)
    /// A path.
    case path(VectorPath, fill: Paint?, stroke: Stroke? = nil)
    /// One line of text; `origin` is the baseline point the anchor refers to.
    case text(String, origin: Point, size: Double, weight: FontWeight, color: TabBarColor, anchor: TextAnchor)
    /// A built-in vector icon in a frame; `knockout` paints the details of filled variants.
    case icon(name: String, frame: Rect, color: TabBarColor, filled: Bool, knockout: TabBarColor)
    /// Children painted together with an opacity, a transform, a clip and an effect.
    case group([DisplayItem], opacity: Double = 1, transform: Transform? = nil, clip: Clip? = nil, effect: Effect? = nil, id: String? = nil)
    /// A copy of a group painted earlier under `id` (for backdrops), with an effect and a clip.
    case reuse(id: String, clip: Clip?, effect: Effect?)
}

/// Where a text's origin is.
public enum TextAnchor: String, Hashable, Sendable {
    /// The text starts at the origin.
    case start
    /// The text is centred on the origin.
    case middle
    /// The text ends at the origin.
    case end
}

/// A fill.
public enum Paint: Hashable, Sendable {
    /// One colour.
    case solid(TabBarColor)
    /// A linear gradient between two points with colour stops at offsets 0…1.
    case linearGradient(from: Point, to: Point, stops: [GradientStop])
    /// A radial gradient around a centre.
    case radialGradient(center: Point, radius: Double, stops: [GradientStop])
}

/// One stop of a gradient.
public struct GradientStop: Hashable, Sendable {
    /// Where the stop is, 0…1.
    public var offset: Double
    /// The colour.
    public var color: TabBarColor
    /// Creates a stop.
    public init(_ offset: Double, _ color: TabBarColor) {
        self.offset = offset
        self.color = color
    }
}

/// An outline.
public struct Stroke: Hashable, Sendable {
    /// The line colour.
    public var color: TabBarColor
    /// The line width in points.
    public var width: Double
    /// The dash pattern; empty for a solid line.
    public var dash: [Double]
    /// Creates a stroke.
    public init(_ color: TabBarColor, width: Double, dash: [Double] = []) {
        self.color = color
        self.width = width
        self.dash = dash
    }
}

/// A 2D transform: scale about a point, then rotate about it, then translate.
public struct Transform: Hashable, Sendable {
    /// The translation applied last.
    public var translate: Point
    /// The scale about the anchor.
    public var scale: Double
    /// The rotation about the anchor, in degrees.
    public var rotationDegrees: Double
    /// The point scaling and rotation are about.
    public var anchor: Point
    /// Creates a transform.
    public init(translate: Point = Point(x: 0, y: 0), scale: Double = 1, rotationDegrees: Double = 0, anchor: Point = Point(x: 0, y: 0)) {
        self.translate = translate
        self.scale = scale
        self.rotationDegrees = rotationDegrees
        self.anchor = anchor
    }
}

/// A clipping region.
public enum Clip: Hashable, Sendable {
    /// A rectangle with rounded corners (radius 0 for square ones).
    case rect(Rect, radius: Double)
    /// Any path.
    case path(VectorPath)
}

/// A filter effect.
public enum Effect: Hashable, Sendable {
    /// A drop shadow.
    case shadow(color: TabBarColor, blur: Double, dx: Double, dy: Double)
    /// A Gaussian blur (materials blur the backdrop with it).
    case blur(radius: Double)
    /// The group is composited as one layer before its clip applies, so layers that share an anti-aliased
    /// clip edge (the screen's rounded corners) do not let what lies under the top one bleed through.
    case isolate
}

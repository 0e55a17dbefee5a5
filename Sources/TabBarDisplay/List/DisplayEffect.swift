import TabBarCore

/// An effect on a group as a whole. Blurs are Gaussian standard deviations (σ) in points everywhere:
/// SwiftUI's and Core Animation's blur and shadow radii take σ as it is; SVG's `stdDeviation` is σ.
public enum TabBarDisplayEffect: Hashable, Sendable {
    /// A drop shadow of the group's shape (painters give it as the shadow path), offset and blurred.
    case shadow(TabBarDisplayShadow)
    /// A drop shadow of the children's own outline (a selected icon's), without a shape: SVG's
    /// `feDropShadow`, SwiftUI's shadow filter, a layer's shadow with no `shadowPath`.
    case contentShadow(TabBarDisplayContentShadow)
    /// The group blurred.
    case blur(sigma: Double)
    /// The group composited as one layer before its clip applies, so layers that share an anti-aliased
    /// clip edge do not let what lies under the top one bleed through (the SVG screen's corners).
    case isolate
}

/// A drop shadow: its shape, colour, offset and blur.
public struct TabBarDisplayShadow: Hashable, Sendable {
    /// The shadow's colour (its alpha is the shadow's opacity).
    public var color: TabBarColor
    /// The blur's standard deviation in points.
    public var sigma: Double
    /// The horizontal offset in points.
    public var dx: Double
    /// The vertical offset in points (down is positive).
    public var dy: Double
    /// The shape casting it (Core Animation's `shadowPath`).
    public var shape: TabBarDisplayShape

    /// Creates a shadow.
    public init(color: TabBarColor, sigma: Double, dx: Double = 0, dy: Double, shape: TabBarDisplayShape) {
        self.color = color
        self.sigma = sigma
        self.dx = dx
        self.dy = dy
        self.shape = shape
    }
}

import TabBarCore

/// What lies behind the bar, blurred and seen through a shape: a material or glass background.
///
/// Neither a canvas nor a layer can sample the screen behind it, so the Apple painters place a
/// platform view here (a SwiftUI material, a `UIVisualEffectView`) at ``shape``; the SVG writer blurs
/// the list's ``TabBarDisplayList/backdropSource``.
public struct TabBarDisplayBackdrop: Hashable, Sendable {
    /// Which platform backdrop stands for it.
    public var style: TabBarDisplayBackdropStyle
    /// Where it shows.
    public var shape: TabBarDisplayShape
    /// The Gaussian blur's standard deviation, in points.
    public var blurSigma: Double

    /// Creates a backdrop.
    public init(_ style: TabBarDisplayBackdropStyle, shape: TabBarDisplayShape, blurSigma: Double) {
        self.style = style
        self.shape = shape
        self.blurSigma = blurSigma
    }
}

/// The kind of backdrop.
public enum TabBarDisplayBackdropStyle: String, Hashable, Sendable, CaseIterable {
    /// The system's regular material (a strong blur).
    case material
    /// Glass: a light blur (iOS 26's Liquid Glass where available).
    case glass
}

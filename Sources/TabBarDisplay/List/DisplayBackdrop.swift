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
    /// The Gaussian blur's standard deviation, in points: what the SVG writer blurs by (a platform material
    /// has its own blur, chosen by ``material``).
    public var blurSigma: Double
    /// How thick the platform material is: SwiftUI's `Material`, UIKit's `UIBlurEffect.Style` of that name.
    public var material: TabBarDisplayMaterial

    /// Creates a backdrop.
    public init(_ style: TabBarDisplayBackdropStyle, shape: TabBarDisplayShape, blurSigma: Double, material: TabBarDisplayMaterial = .ultraThin) {
        self.style = style
        self.shape = shape
        self.blurSigma = blurSigma
        self.material = material
    }
}

/// The platform material a backdrop is, thinnest to thickest; each front end has one of each name
/// (SwiftUI's `.ultraThinMaterial` … `.bar`, UIKit's `.systemUltraThinMaterial` … `.systemChromeMaterial`).
public enum TabBarDisplayMaterial: String, Hashable, Sendable, CaseIterable {
    /// The most translucent (articles 000 and 003's `.ultraThinMaterial`).
    case ultraThin
    /// Thin.
    case thin
    /// The regular material.
    case regular
    /// Thick.
    case thick
    /// The system bars' own material (SwiftUI's `.bar`, UIKit's `.systemChromeMaterial`).
    case chrome
}

/// The kind of backdrop.
public enum TabBarDisplayBackdropStyle: String, Hashable, Sendable, CaseIterable {
    /// The system's regular material (a strong blur).
    case material
    /// Glass: a light blur (iOS 26's Liquid Glass where available).
    case glass
}

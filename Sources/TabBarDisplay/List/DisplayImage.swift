import TabBarCore

/// An image that is not a symbol, in a frame: an asset-catalog image or one the app registered with the
/// host (`TabIcon`'s `.asset` and `.image` sources). Apple painters draw the image itself (tinted with
/// ``color`` when it is a template); the SVG writer, which has no app images, draws a stand-in.
public struct TabBarDisplayImage: Hashable, Sendable {
    /// Which image: its source, name and whether it is a template.
    public var icon: TabIcon
    /// The square the image is fitted into, keeping its aspect ratio.
    public var frame: TabBarRect
    /// The tint of a template image (an original image keeps its own colours).
    public var color: TabBarColor
    /// The bar's layout direction: Apple's painters load the image in it and, in right to left, mirror one whose
    /// asset says it mirrors (`flipsForRightToLeftLayoutDirection`, as a `UIImageView` would).
    public var layoutDirection: TabBarReadingDirection
    /// Light or dark: the bar's appearance, whose variant of an asset Apple's painters load (``variant(displayScale:)``).
    public var scheme: TabBarAppearanceScheme
    /// Standard or increased contrast: the bar's, whose variant of an asset Apple's painters load.
    public var contrast: TabBarColorContrast

    /// Creates an image.
    public init(
        _ icon: TabIcon, frame: TabBarRect, color: TabBarColor, layoutDirection: TabBarReadingDirection = .leftToRight,
        scheme: TabBarAppearanceScheme = .light, contrast: TabBarColorContrast = .standard
    ) {
        self.layoutDirection = layoutDirection
        self.scheme = scheme
        self.contrast = contrast
        self.icon = icon
        self.frame = frame
        self.color = color
    }

    /// The variant of the image an Apple painter draws at `displayScale` (the screen's): the one a `UIImageView` in the
    /// bar shows — in the bar's layout direction and appearance. Never the painter's own drawing direction: SwiftUI's
    /// canvas draws under a forced left to right (the core mirrors the geometry itself), so an asset it looked up by
    /// name there would be its left-to-right image while its size and mirroring came from the right-to-left one.
    public func variant(displayScale: Double) -> TabBarImageVariant {
        TabBarImageVariant(layoutDirection: layoutDirection, scheme: scheme, contrast: contrast, displayScale: displayScale)
    }

    /// The frame an image of the given aspect ratio (width ÷ height) takes inside ``frame``, centred.
    public func fittedFrame(aspectRatio: Double) -> TabBarRect { frame.fitted(aspectRatio: aspectRatio) }

    /// Where a painter draws an image of the given aspect ratio at `displayScale` (pixels per point): the fitted frame
    /// with its size and origin on whole pixels (`TabBarRect.pixelFitted(aspectRatio:displayScale:)`), so a bitmap
    /// rendered at that size is drawn pixel for pixel, never resampled at rest; both Apple painters draw there.
    public func fittedFrame(aspectRatio: Double, displayScale: Double) -> TabBarRect {
        frame.pixelFitted(aspectRatio: aspectRatio, displayScale: displayScale)
    }

    /// Where a painter places an image already drawn at `size` (a size ``fittedFrame(aspectRatio:displayScale:)`` gave):
    /// centred in ``frame``, its origin on whole pixels at `displayScale`.
    public func placedFrame(size: TabBarSize, displayScale: Double) -> TabBarRect {
        frame.pixelCentered(size: size, displayScale: displayScale)
    }

    /// Whether a painter mirrors the loaded image about the frame's centre: in a right-to-left bar, when the image
    /// says it flips there.
    public func mirrorsWhenDrawn(imageFlipsForRightToLeft: Bool) -> Bool {
        layoutDirection == .rightToLeft && imageFlipsForRightToLeft
    }

    /// The first character of the image's name, upper-cased: what a stand-in shows (`Logo` → `L`).
    public var initial: String {
        let letter = icon.name.first { $0.isLetter || $0.isNumber } ?? "?"
        return String(letter).uppercased()
    }
}

/// Which variant of an image (an asset-catalog image with a right-to-left, dark or increased-contrast variant) an Apple
/// painter loads and draws: the traits a `UIImageView` in the bar has. Both painters load the image for this one value
/// and draw exactly that image, so they draw the same one, and its size and mirroring come from it.
public struct TabBarImageVariant: Hashable, Sendable {
    /// The bar's layout direction.
    public var layoutDirection: TabBarReadingDirection
    /// Light or dark.
    public var scheme: TabBarAppearanceScheme
    /// Standard or increased contrast.
    public var contrast: TabBarColorContrast
    /// Pixels per point of the screen drawn on.
    public var displayScale: Double

    /// Creates a variant.
    public init(layoutDirection: TabBarReadingDirection, scheme: TabBarAppearanceScheme, contrast: TabBarColorContrast, displayScale: Double) {
        self.layoutDirection = layoutDirection
        self.scheme = scheme
        self.contrast = contrast
        self.displayScale = displayScale
    }

    /// A key naming the variant (a cache's: one lookup per image and variant, never one per frame).
    public var key: String { "\(layoutDirection.rawValue)|\(scheme.rawValue)|\(contrast.rawValue)|\(displayScale)" }
}

/// A shadow of the children's own outline (an icon's), not of a given shape: offset and blurred.
public struct TabBarDisplayContentShadow: Hashable, Sendable {
    /// The shadow's colour (its alpha is the shadow's opacity).
    public var color: TabBarColor
    /// The blur's standard deviation in points.
    public var sigma: Double
    /// The horizontal offset in points.
    public var dx: Double
    /// The vertical offset in points (down is positive).
    public var dy: Double

    /// Creates a content shadow.
    public init(color: TabBarColor, sigma: Double, dx: Double = 0, dy: Double = 0) {
        self.color = color
        self.sigma = sigma
        self.dx = dx
        self.dy = dy
    }
}

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

    /// Creates an image.
    public init(_ icon: TabIcon, frame: TabBarRect, color: TabBarColor, layoutDirection: TabBarReadingDirection = .leftToRight) {
        self.layoutDirection = layoutDirection
        self.icon = icon
        self.frame = frame
        self.color = color
    }

    /// The frame an image of the given aspect ratio (width ÷ height) takes inside ``frame``, centred.
    public func fittedFrame(aspectRatio: Double) -> TabBarRect { frame.fitted(aspectRatio: aspectRatio) }

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

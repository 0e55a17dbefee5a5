import TabBarCore

/// A named symbol in a frame: SF Symbols on Apple platforms, the built-in vector icons in SVG.
///
/// Images that are not symbols (assets, app-registered images) are ``TabBarDisplayImage``s; a symbol stays a name.
public struct TabBarDisplaySymbol: Hashable, Sendable {
    /// The symbol's name (`house`, `person.fill`).
    public var name: String
    /// The square the symbol is fitted into, keeping its aspect ratio.
    public var frame: TabBarRect
    /// The colour.
    public var color: TabBarColor
    /// The stroke weight (SF Symbols' weight; the SVG icons have one weight).
    public var weight: TabBarFontWeight
    /// Whether the filled variant is drawn (`name.fill` where one exists).
    public var filled: Bool
    /// The colour right under the symbol: a painter that cannot cut a filled symbol's details out of it
    /// (the SVG icons) draws them in this colour; Apple's symbols cut them out and ignore it.
    public var knockout: TabBarColor
    /// Whether the symbol is always drawn flipped in this list (`sidebar.leading` in right to left): every painter
    /// draws the left-to-right image mirrored about the frame's centre (Apple's load it pinned to left to right, so
    /// their drawing traits never choose a variant). The SVG painter mirrors only these.
    public var rightToLeft: Bool
    /// The bar's layout direction: in right to left, Apple's painters load the symbol in that direction (a symbol
    /// with a right-to-left form of its own comes so) and mirror the image when it says it flips
    /// (`flipsForRightToLeftLayoutDirection`, what a `UIImageView` does): `arrowshape.turn.up.backward`,
    /// `chevron.forward`, `text.alignleading` face the reading direction as the system's tab bar draws them.
    public var layoutDirection: TabBarReadingDirection

    /// Creates a symbol.
    public init(
        _ name: String, frame: TabBarRect, color: TabBarColor, weight: TabBarFontWeight = .regular, filled: Bool = false, knockout: TabBarColor = .clear,
        rightToLeft: Bool = false, layoutDirection: TabBarReadingDirection = .leftToRight
    ) {
        self.rightToLeft = rightToLeft
        self.layoutDirection = layoutDirection
        self.name = name
        self.frame = frame
        self.color = color
        self.weight = weight
        self.filled = filled
        self.knockout = knockout
    }

    /// The name of the variant to draw: `name.fill` when filled and the name does not already say so.
    public var filledName: String {
        filled && !name.hasSuffix(".fill") ? name + ".fill" : name
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

    /// The direction an Apple painter loads the symbol in: left to right for one drawn flipped (``rightToLeft``),
    /// the bar's otherwise.
    public var loadDirection: TabBarReadingDirection { rightToLeft ? .leftToRight : layoutDirection }

    /// Whether a painter mirrors the loaded image about the frame's centre: always when ``rightToLeft``; in a
    /// right-to-left bar when the image loaded in ``loadDirection`` says it flips there.
    public func mirrorsWhenDrawn(imageFlipsForRightToLeft: Bool) -> Bool {
        rightToLeft || (layoutDirection == .rightToLeft && imageFlipsForRightToLeft)
    }
}

extension TabBarRect {
    /// The largest rectangle of the given aspect ratio (width ÷ height) inside this one, centred.
    func fitted(aspectRatio: Double) -> TabBarRect {
        guard aspectRatio.isFinite, aspectRatio > 0, height > 0 else { return self }
        if aspectRatio >= width / height {
            let fittedHeight = width / aspectRatio
            return TabBarRect(x: x, y: midY - fittedHeight / 2, width: width, height: fittedHeight)
        }
        let fittedWidth = height * aspectRatio
        return TabBarRect(x: midX - fittedWidth / 2, y: y, width: fittedWidth, height: height)
    }

    /// `fitted(aspectRatio:)` on the pixel grid of `displayScale` (pixels per point): its width and height rounded to
    /// whole pixels (at least one), then centred here with its origin rounded to a whole pixel
    /// (`pixelCentered(size:displayScale:)`); unchanged at a scale that is not positive.
    func pixelFitted(aspectRatio: Double, displayScale: Double) -> TabBarRect {
        let fitted = fitted(aspectRatio: aspectRatio)
        guard displayScale.isFinite, displayScale > 0 else { return fitted }
        func pixels(_ length: Double) -> Double { max(1, (length * displayScale).rounded()) / displayScale }
        return pixelCentered(size: TabBarSize(width: pixels(fitted.width), height: pixels(fitted.height)), displayScale: displayScale)
    }

    /// A rectangle of `size` centred here, its origin rounded to a whole pixel at `displayScale` (pixels per point);
    /// centred exactly at a scale that is not positive.
    func pixelCentered(size: TabBarSize, displayScale: Double) -> TabBarRect {
        let x = midX - size.width / 2, y = midY - size.height / 2
        guard displayScale.isFinite, displayScale > 0 else { return TabBarRect(x: x, y: y, width: size.width, height: size.height) }
        return TabBarRect(
            x: (x * displayScale).rounded() / displayScale, y: (y * displayScale).rounded() / displayScale, width: size.width, height: size.height)
    }
}

import Foundation

extension TabBarLayout {
    /// The length of the scroll viewport along the bar (its height, for a sidebar).
    public var scrollExtent: Double { presentation == .sidebar ? contentFrame.height : contentFrame.width }

    /// How far a scrolling bar's content can scroll: 0 when everything fits.
    public var maximumScrollOffset: Double { scroll.isScrollable ? max(0, scroll.contentWidth - scrollExtent) : 0 }

    /// The offset a drag to `offset` shows: itself inside 0…`maximum`, and past either end a resistance that
    /// grows with the distance, as a system scroll view's rubber band (never more than half the extent).
    ///
    /// ```swift
    /// TabBarLayout.rubberBanded(-100, maximum: 400, extent: 402)   // ≈ −24: the bar gives way, less and less
    /// ```
    public static func rubberBanded(_ offset: Double, maximum: Double, extent: Double) -> Double {
        guard offset.isFinite, extent > 0 else { return 0 }
        let upper = max(maximum, 0)
        func band(_ overshoot: Double) -> Double { (1 - 1 / (overshoot * rubberBandCoefficient / extent + 1)) * extent / 2 }
        if offset < 0 { return -band(-offset) }
        if offset > upper { return upper + band(offset - upper) }
        return offset
    }

    /// How stiff the rubber band is (UIScrollView's constant).
    public static let rubberBandCoefficient = 0.55
}

import TabBarCore

/// One line of text, measured by the injected `TabBarTextMeasuring` (no font metrics live in the list).
public struct TabBarDisplayText: Hashable, Sendable {
    /// The text, already truncated to fit.
    public var string: String
    /// The line box the layout gave it: painters centre the line vertically in it.
    public var frame: TabBarRect
    /// The baseline point the anchor refers to, for painters that place text by its baseline (SVG).
    public var origin: TabBarPoint
    /// The font size in points.
    public var size: Double
    /// The font weight.
    public var weight: TabBarFontWeight
    /// The colour.
    public var color: TabBarColor
    /// Which end of the line the origin is (the line's horizontal alignment in its frame).
    public var anchor: TabBarDisplayTextAnchor

    /// Creates a line of text.
    public init(_ string: String, frame: TabBarRect, origin: TabBarPoint, size: Double, weight: TabBarFontWeight, color: TabBarColor, anchor: TabBarDisplayTextAnchor) {
        self.string = string
        self.frame = frame
        self.origin = origin
        self.size = size
        self.weight = weight
        self.color = color
        self.anchor = anchor
    }
}

extension TabBarDisplayText {
    /// Where a painter puts the top-left corner of the line it laid out, `width` wide and `lineHeight` tall (its
    /// own measurement of the string in the system font): centred vertically in ``frame``, and placed
    /// horizontally so that the point of the line ``anchor`` names lies on ``origin``. The one rule both
    /// Apple painters follow (the SVG writer places the baseline at ``origin`` instead).
    public func lineOrigin(width: Double, lineHeight: Double) -> TabBarPoint {
        TabBarPoint(x: origin.x - anchor.fraction * width, y: frame.midY - lineHeight / 2)
    }
}

/// Where a text's origin lies on its line.
public enum TabBarDisplayTextAnchor: String, Hashable, Sendable, CaseIterable {
    /// The text starts at the origin (left-aligned).
    case start
    /// The text is centred on the origin.
    case middle
    /// The text ends at the origin (right-aligned).
    case end

    /// The anchor as a fraction of the line's width: 0, ½ or 1 (SwiftUI's `UnitPoint.x`).
    public var fraction: Double {
        switch self {
        case .start: 0
        case .middle: 0.5
        case .end: 1
        }
    }
}

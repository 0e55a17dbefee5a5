/// A point in points, y growing downwards.
public struct TabBarPoint: Hashable, Codable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate, growing downwards.
    public var y: Double
    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A size in points.
public struct TabBarSize: Hashable, Codable, Sendable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double
    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A rectangle in points, in screen coordinates with y growing downwards.
public struct TabBarRect: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate, growing downwards.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin.
    public static let zero = TabBarRect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { x }
    /// The top edge.
    public var minY: Double { y }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }
    /// The centre point.
    public var center: TabBarPoint { TabBarPoint(x: midX, y: midY) }

    /// Whether the point lies inside (edges on the leading sides included).
    public func contains(_ p: TabBarPoint) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }

    /// Whether `other` lies wholly inside, within `tolerance`.
    public func contains(_ other: TabBarRect, tolerance: Double = 0.001) -> Bool {
        other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
            && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
    }

    /// Whether the two rectangles share any area (touching edges do not count).
    public func intersects(_ other: TabBarRect, tolerance: Double = 0.001) -> Bool {
        minX < other.maxX - tolerance && other.minX < maxX - tolerance
            && minY < other.maxY - tolerance && other.minY < maxY - tolerance
    }

    /// The rectangle grown by `dx`, `dy` on each side (negative values shrink it).
    public func insetBy(dx: Double, dy: Double) -> TabBarRect {
        TabBarRect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> TabBarRect { TabBarRect(x: x + dx, y: y + dy, width: width, height: height) }

    /// The smallest rectangle holding both.
    public func union(_ other: TabBarRect) -> TabBarRect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return TabBarRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The rectangle mirrored across the vertical line through `axis` (right-to-left).
    public func mirrored(within width: Double) -> TabBarRect { TabBarRect(x: width - x - self.width, y: y, width: self.width, height: height) }

    /// Linear interpolation between two rectangles.
    public static func interpolate(_ a: TabBarRect, _ b: TabBarRect, _ t: Double) -> TabBarRect {
        TabBarRect(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t,
             width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }

    /// Rounds the edges to the pixel grid of `scale` (2 for @2x); the size follows the rounded edges.
    public func snapped(scale: Double) -> TabBarRect {
        guard scale > 0 else { return self }
        let x0 = (minX * scale).rounded() / scale, y0 = (minY * scale).rounded() / scale
        let x1 = (maxX * scale).rounded() / scale, y1 = (maxY * scale).rounded() / scale
        return TabBarRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `(x, y, w×h)`.
    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}

/// Insets from each edge, in points.
public struct TabBarInsets: Hashable, Codable, Sendable {
    /// The top inset.
    public var top: Double
    /// The left inset.
    public var left: Double
    /// The bottom inset.
    public var bottom: Double
    /// The right inset.
    public var right: Double

    /// Creates insets.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = TabBarInsets()
}

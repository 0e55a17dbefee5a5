import TabBarCore

/// A gradient over one end of a scrolling bar, where more tabs hide: opaque at `opaqueEdge`.
public struct EdgeFade: Hashable, Sendable {
    /// The area the gradient covers.
    public var frame: Rect
    /// The physical side that is fully covered; the gradient clears toward the other side.
    public var opaqueEdge: ScreenEdge
}

extension TabBarLayout {
    /// How wide an edge fade is, in points (as the SVG renderer draws it).
    public static let edgeFadeWidth = 28.0

    /// The fades over the scroll viewport's ends, mirrored right to left.
    public var edgeFades: [EdgeFade] {
        let v = contentFrame, width = Self.edgeFadeWidth
        let rtl = environment.layoutDirection == .rightToLeft
        var fades: [EdgeFade] = []
        if rtl ? scroll.trailingFade : scroll.leadingFade {
            fades.append(EdgeFade(frame: Rect(x: v.minX, y: v.minY, width: width, height: v.height), opaqueEdge: .left))
        }
        if rtl ? scroll.leadingFade : scroll.trailingFade {
            fades.append(EdgeFade(frame: Rect(x: v.maxX - width, y: v.minY, width: width, height: v.height), opaqueEdge: .right))
        }
        return fades
    }
}

import Foundation
import TabBarCore

/// A shape: what a fill, a stroke, a clip, a backdrop or a shadow follows.
public enum TabBarDisplayShape: Hashable, Sendable {
    /// A rectangle with rounded corners (a capsule when the radius is half the height; 0 for square corners).
    case rect(TabBarRect, cornerRadius: Double)
    /// A circle.
    case circle(center: TabBarPoint, radius: Double)
    /// Any path.
    case path(TabBarVectorPath)

    /// The smallest rectangle holding the shape (a path's from its points, arcs as whole circles).
    public var bounds: TabBarRect {
        switch self {
        case .rect(let r, _): return r
        case .circle(let c, let r): return TabBarRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
        case .path(let path):
            var box: TabBarRect?
            func add(_ p: TabBarPoint) { let r = TabBarRect(x: p.x, y: p.y, width: 0, height: 0); box = box.map { $0.union(r) } ?? r }
            for element in path.elements {
                switch element {
                case .move(let p), .line(let p): add(p)
                case .quad(let c, let p):
                    add(c)
                    add(p)
                case .cubic(let c1, let c2, let p):
                    add(c1)
                    add(c2)
                    add(p)
                case .arc(let c, let r, _, _, _):
                    add(TabBarPoint(x: c.x - r, y: c.y - r))
                    add(TabBarPoint(x: c.x + r, y: c.y + r))
                case .close: break
                }
            }
            return box ?? .zero
        }
    }

    /// The shape as a vector path (a rounded rectangle's corners as the layout draws them, a circle as two arcs).
    public var vectorPath: TabBarVectorPath {
        switch self {
        case .rect(let r, let radius): return TabBarVectorPath.roundedRect(r, radius: radius)
        case .circle(let c, let r):
            return TabBarVectorPath([
                .move(TabBarPoint(x: c.x + r, y: c.y)),
                .arc(center: c, radius: r, startAngle: 0, endAngle: Double.pi, clockwise: true),
                .arc(center: c, radius: r, startAngle: Double.pi, endAngle: 2 * Double.pi, clockwise: true),
                .close,
            ])
        case .path(let path): return path
        }
    }

    /// A rounded rectangle's radius as painters draw it: never more than half its shorter side.
    public var effectiveCornerRadius: Double {
        guard case .rect(let r, let radius) = self else { return 0 }
        return max(0, min(radius, r.width / 2, r.height / 2))
    }
}

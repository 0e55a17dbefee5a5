/// A vector path as plain data; the renderer writes it as SVG path data, the front ends as native paths.
public struct TabBarVectorPath: Hashable, Codable, Sendable {
    /// One drawing command.
    public enum Element: Hashable, Codable, Sendable {
        /// Starts a new subpath at a point.
        case move(TabBarPoint)
        /// A straight line to a point.
        case line(TabBarPoint)
        /// A quadratic Bézier curve to a point.
        case quad(control: TabBarPoint, to: TabBarPoint)
        /// A cubic Bézier curve to a point.
        case cubic(c1: TabBarPoint, c2: TabBarPoint, to: TabBarPoint)
        /// A circular arc; angles in radians, y down, `clockwise` as seen on screen.
        case arc(center: TabBarPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
        /// Closes the subpath with a line back to its start.
        case close
    }

    /// The commands in order.
    public var elements: [Element]

    /// Creates a path from commands.
    public init(_ elements: [Element] = []) { self.elements = elements }

    /// A rectangle with optionally rounded corners.
    public static func roundedRect(_ r: TabBarRect, radius: Double) -> TabBarVectorPath {
        let k = 0.5523  // circle approximation by cubic Béziers
        let rad = min(radius, r.width / 2, r.height / 2)
        guard rad > 0 else {
            return TabBarVectorPath([.move(TabBarPoint(x: r.minX, y: r.minY)), .line(TabBarPoint(x: r.maxX, y: r.minY)),
                         .line(TabBarPoint(x: r.maxX, y: r.maxY)), .line(TabBarPoint(x: r.minX, y: r.maxY)), .close])
        }
        let c = rad * (1 - k)
        return TabBarVectorPath([
            .move(TabBarPoint(x: r.minX + rad, y: r.minY)),
            .line(TabBarPoint(x: r.maxX - rad, y: r.minY)),
            .cubic(c1: TabBarPoint(x: r.maxX - c, y: r.minY), c2: TabBarPoint(x: r.maxX, y: r.minY + c), to: TabBarPoint(x: r.maxX, y: r.minY + rad)),
            .line(TabBarPoint(x: r.maxX, y: r.maxY - rad)),
            .cubic(c1: TabBarPoint(x: r.maxX, y: r.maxY - c), c2: TabBarPoint(x: r.maxX - c, y: r.maxY), to: TabBarPoint(x: r.maxX - rad, y: r.maxY)),
            .line(TabBarPoint(x: r.minX + rad, y: r.maxY)),
            .cubic(c1: TabBarPoint(x: r.minX + c, y: r.maxY), c2: TabBarPoint(x: r.minX, y: r.maxY - c), to: TabBarPoint(x: r.minX, y: r.maxY - rad)),
            .line(TabBarPoint(x: r.minX, y: r.minY + rad)),
            .cubic(c1: TabBarPoint(x: r.minX, y: r.minY + c), c2: TabBarPoint(x: r.minX + c, y: r.minY), to: TabBarPoint(x: r.minX + rad, y: r.minY)),
            .close,
        ])
    }

    /// The path mirrored across the vertical line `x = width / 2`.
    public func mirrored(within width: Double) -> TabBarVectorPath {
        func m(_ p: TabBarPoint) -> TabBarPoint { TabBarPoint(x: width - p.x, y: p.y) }
        return TabBarVectorPath(elements.map {
            switch $0 {
            case .move(let p): .move(m(p))
            case .line(let p): .line(m(p))
            case .quad(let c, let p): .quad(control: m(c), to: m(p))
            case .cubic(let c1, let c2, let p): .cubic(c1: m(c1), c2: m(c2), to: m(p))
            case .arc(let c, let r, let a0, let a1, let cw): .arc(center: m(c), radius: r, startAngle: Double.pi - a0, endAngle: Double.pi - a1, clockwise: !cw)
            case .close: .close
            }
        })
    }
}

/// A timing curve mapping progress 0…1 to eased progress.
public enum TabBarEasing: Hashable, Codable, Sendable {
    /// Constant speed.
    case linear
    /// Core Animation's ease-in (0.42, 0, 1, 1).
    case easeIn
    /// Core Animation's ease-out (0, 0, 0.58, 1).
    case easeOut
    /// Core Animation's ease-in-out (0.42, 0, 0.58, 1).
    case easeInOut
    /// A cubic Bézier from (0, 0) to (1, 1) through two control points; x1 and x2 are clamped to 0…1.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)

    /// The control points of the curve.
    public var controlPoints: (Double, Double, Double, Double) {
        switch self {
        case .linear: (0, 0, 1, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInOut: (0.42, 0, 0.58, 1)
        case .cubicBezier(let x1, let y1, let x2, let y2): (min(max(x1, 0), 1), y1, min(max(x2, 0), 1), y2)
        }
    }

    /// Eased progress for linear progress `t` (clamped to 0…1).
    public func value(_ t: Double) -> Double {
        let x = min(max(t, 0), 1)
        if self == .linear { return x }
        let (x1, y1, x2, y2) = controlPoints
        let u = Self.solve(x, x1, x2)
        return Self.bezier(u, y1, y2)
    }

    static func bezier(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * u * p1 + 3 * v * u * u * p2 + u * u * u
    }

    static func derivative(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * p1 + 6 * v * u * (p2 - p1) + 3 * u * u * (1 - p2)
    }

    /// The curve parameter whose x is `x`: Newton's method, falling back to bisection.
    static func solve(_ x: Double, _ x1: Double, _ x2: Double) -> Double {
        var u = x
        for _ in 0..<8 {
            let error = bezier(u, x1, x2) - x
            if abs(error) < 1e-9 { return u }
            let slope = derivative(u, x1, x2)
            if abs(slope) < 1e-6 { break }
            u -= error / slope
        }
        var low = 0.0, high = 1.0
        u = x
        for _ in 0..<60 {
            let value = bezier(u, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = u } else { high = u }
            u = (low + high) / 2
        }
        return u
    }
}

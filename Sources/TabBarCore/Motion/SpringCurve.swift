import Foundation

/// A damped spring with SwiftUI's parameters, solved in closed form (unit mass).
///
/// ```swift
/// let spring = TabBarSpringCurve(duration: 0.5, bounce: 0.3)   // stiffness 157.9, damping 17.6, as SwiftUI
/// spring.value(from: 0, to: 1, time: 0.2)
/// ```
public struct TabBarSpringCurve: Hashable, Codable, Sendable {
    /// The spring constant (unit mass).
    public var stiffness: Double
    /// The friction constant (unit mass).
    public var damping: Double

    /// A spring from physical constants.
    public init(stiffness: Double, damping: Double) {
        self.stiffness = max(stiffness, 1e-9)
        self.damping = max(damping, 0)
    }

    /// SwiftUI's `TabBarSpringCurve(response:dampingRatio:)`: the period of the undamped spring and the damping ratio.
    public init(response: Double, dampingFraction: Double) {
        let omega = 2 * Double.pi / max(response, 1e-6)
        self.init(stiffness: omega * omega, damping: 2 * max(dampingFraction, 0) * omega)
    }

    /// SwiftUI's `TabBarSpringCurve(duration:bounce:)`: bounce 0 is critically damped, up to 1 undamped, down to −1 overdamped.
    public init(duration: Double, bounce: Double) {
        let b = min(max(bounce, -0.999), 1)
        self.init(response: duration, dampingFraction: b >= 0 ? 1 - b : 1 / (1 + b))
    }

    /// The natural angular frequency ω.
    public var omega: Double { stiffness.squareRoot() }
    /// The damping ratio ζ (1 is critical).
    public var dampingRatio: Double { damping / (2 * omega) }
    /// SwiftUI's response: the undamped period, in seconds.
    public var response: Double { 2 * Double.pi / omega }
    /// SwiftUI's duration (the same as the response).
    public var duration: Double { response }
    /// SwiftUI's bounce: `1 − ζ` when underdamped, `1/ζ − 1` when overdamped.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    /// Displacement from the target and velocity at time `t`, starting displaced by `x0` with velocity `v0`.
    public func state(displacement x0: Double, velocity v0: Double, time t: Double) -> (displacement: Double, velocity: Double) {
        let w = omega, z = dampingRatio
        guard t > 0 else { return (x0, v0) }
        if abs(z - 1) < 1e-9 {
            let b = v0 + w * x0
            let e = exp(-w * t)
            return (e * (x0 + b * t), e * (b - w * (x0 + b * t)))
        }
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let a = x0, b = (v0 + z * w * x0) / wd
            let e = exp(-z * w * t), c = cos(wd * t), s = sin(wd * t)
            let x = e * (a * c + b * s)
            let v = e * ((b * wd - z * w * a) * c - (a * wd + z * w * b) * s)
            return (x, v)
        }
        let root = (z * z - 1).squareRoot()
        let r1 = -w * (z - root), r2 = -w * (z + root)
        let c1 = (v0 - r2 * x0) / (r1 - r2), c2 = x0 - c1
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }

    /// The animated value at time `t` going from `from` to `to` with an initial velocity.
    public func value(from: Double, to: Double, initialVelocity: Double = 0, time t: Double) -> Double {
        to + state(displacement: from - to, velocity: initialVelocity, time: t).displacement
    }

    /// The velocity at time `t` going from `from` to `to`.
    public func velocity(from: Double, to: Double, initialVelocity: Double = 0, time t: Double) -> Double {
        state(displacement: from - to, velocity: initialVelocity, time: t).velocity
    }

    /// An upper bound of |displacement| at time `t` that never increases once past its peak.
    func envelope(displacement x0: Double, velocity v0: Double, time t: Double) -> Double {
        let w = omega, z = dampingRatio
        if abs(z - 1) < 1e-9 { return exp(-w * t) * (abs(x0) + abs(v0 + w * x0) * t) }
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let amplitude = (x0 * x0 + pow((v0 + z * w * x0) / wd, 2)).squareRoot()
            return amplitude * exp(-z * w * t)
        }
        let root = (z * z - 1).squareRoot()
        let r1 = -w * (z - root), r2 = -w * (z + root)
        let c1 = (v0 - r2 * x0) / (r1 - r2), c2 = x0 - c1
        return abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
    }

    /// The time after which the value stays within `tolerance` of the target (as a fraction of the
    /// distance travelled, by default 0.1 %), from the motion's envelope, so it is never too early.
    public func settlingTime(from: Double = 0, to: Double = 1, initialVelocity: Double = 0, tolerance: Double = 0.001) -> Double {
        let x0 = from - to, v0 = initialVelocity
        let epsilon = tolerance * max(abs(x0), 1e-9)
        let env = { (t: Double) in self.envelope(displacement: x0, velocity: v0, time: t) }
        // The envelope falls from t = 0, except when critically damped: e^(−ωt)(a + bt) peaks at (b − ωa) / (ωb).
        var low = 0.0
        if abs(dampingRatio - 1) < 1e-9 {
            let a = abs(x0), b = abs(v0 + omega * x0)
            if b > 0 { low = max(0, (b - omega * a) / (omega * b)) }
        }
        guard env(low) > epsilon else { return 0 }
        var high = max(low * 2, response / 4)
        while env(high) > epsilon {
            high *= 1.5
            if high > 3_600 { return high }
        }
        for _ in 0..<64 {
            let mid = (low + high) / 2
            if env(mid) > epsilon { low = mid } else { high = mid }
        }
        return high
    }
}

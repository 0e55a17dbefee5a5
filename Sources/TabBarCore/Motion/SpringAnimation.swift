/// A value animated by a spring that can be retargeted mid-flight without a jump in velocity.
///
/// ```swift
/// var slide = TabBarSpringAnimation(spring: .init(response: 0.35, dampingFraction: 0.8), from: 0, to: 100, startTime: 0)
/// slide.retarget(to: 40, at: 0.1)   // position and velocity carry over
/// ```
public struct TabBarSpringAnimation: Hashable, Sendable {
    /// The spring.
    public var spring: TabBarSpringCurve
    /// Where the current segment started.
    public private(set) var from: Double
    /// The target.
    public private(set) var to: Double
    /// The velocity at the segment's start.
    public private(set) var initialVelocity: Double
    /// When the current segment started.
    public private(set) var startTime: Double

    /// Starts an animation.
    public init(spring: TabBarSpringCurve, from: Double, to: Double, initialVelocity: Double = 0, startTime: Double) {
        self.spring = spring
        self.from = from
        self.to = to
        self.initialVelocity = initialVelocity
        self.startTime = startTime
    }

    /// The value at time `t`.
    public func value(at t: Double) -> Double {
        spring.value(from: from, to: to, initialVelocity: initialVelocity, time: t - startTime)
    }

    /// The velocity at time `t`.
    public func velocity(at t: Double) -> Double {
        spring.velocity(from: from, to: to, initialVelocity: initialVelocity, time: t - startTime)
    }

    /// Sends the value to a new target from time `t`, keeping its position and velocity.
    public mutating func retarget(to newTarget: Double, at t: Double) {
        let position = value(at: t), speed = velocity(at: t)
        from = position
        initialVelocity = speed
        to = newTarget
        startTime = t
    }

    /// When the current segment settles within the tolerance.
    public func settleTime(tolerance: Double = 0.001) -> Double {
        startTime + spring.settlingTime(from: from, to: to, initialVelocity: initialVelocity, tolerance: tolerance)
    }
}

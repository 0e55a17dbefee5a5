/// When two taps are one double tap: on the same tab, the second at most ``interval`` seconds after the first.
///
/// The input layer keeps the time of the last tap and sends ``TabBarEvent/tabDoubleTapped(_:)`` in place of
/// the second ``TabBarEvent/tabTapped(_:)``, so no tap waits to learn whether another follows; the first tap
/// has already done what a tap does. The times are the host's clock, passed in, so tests are deterministic.
///
/// ```swift
/// let rule = TabBarDoubleTap.standard
/// rule.isDoubleTap(first: "home", at: 10.0, second: "home", at: 10.2)  // true
/// rule.isDoubleTap(first: "home", at: 10.0, second: "home", at: 10.5)  // false: too slow
/// ```
public struct TabBarDoubleTap: Hashable, Sendable {
    /// The longest time between the two taps, in seconds.
    public var interval: Double

    /// A rule with the given interval.
    public init(interval: Double) { self.interval = interval }

    /// A double tap within 0.35 s, a common interval for recognising one.
    public static let standard = TabBarDoubleTap(interval: 0.35)

    /// Whether a tap on `second` at `secondTime` completes a double tap begun by a tap on `first` at `firstTime`.
    public func isDoubleTap(first: TabID, at firstTime: Double, second: TabID, at secondTime: Double) -> Bool {
        first == second && secondTime >= firstTime && secondTime - firstTime <= interval
    }
}

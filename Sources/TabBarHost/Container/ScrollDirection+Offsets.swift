import TabBarCore

extension TabBarScrollDirection {
    /// The direction content moved between two vertical offsets, or `nil` when it did not move.
    ///
    /// A host reports it with `TabBarEvent/contentScrolled(_:)` only when it changes; the core
    /// decides what the bar does (minimise on scroll-down, if configured).
    public init?(fromOffset old: Double, toOffset new: Double) {
        guard new != old else { return nil }
        self = new > old ? .down : .up
    }
}

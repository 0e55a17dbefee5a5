extension Double {
    /// The value truncated to an `Int`, total for every `Double`: NaN is 0, and values beyond
    /// ±2^53 (infinities included) are clamped there, so layout and lint arithmetic never traps.
    var saturatingInt: Int {
        guard !isNaN else { return 0 }
        let limit = 9_007_199_254_740_992.0
        return Int(Swift.min(Swift.max(self, -limit), limit))
    }
}

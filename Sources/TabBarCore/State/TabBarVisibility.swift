/// How much of the bar shows.
public enum TabBarVisibility: String, Hashable, Codable, Sendable {
    /// Fully shown.
    case visible
    /// Shrunk while content scrolls down.
    case minimized
    /// Not shown at all.
    case hidden
}

/// Why the bar might not be fully visible; the visibility is resolved from all of them.
public struct TabBarVisibilityReasons: Hashable, Codable, Sendable {
    /// The software keyboard is up.
    public var keyboardShown = false
    /// The selected content scrolled the way that minimises the bar (down, or up with ``TabBarMinimizePolicy/onScrollUp``).
    public var scrolledDown = false
    /// The host hid the bar.
    public var explicitlyHidden = false

    /// Creates a set of reasons, none active.
    public init() {}
}

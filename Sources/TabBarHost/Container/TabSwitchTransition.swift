import TabBarCore

/// How a container moves from one tab's content to another's.
///
/// Open-ended: new styles can be added without breaking callers.
public struct TabBarContentTransitionStyle: Hashable, Sendable {
    enum Kind: String, Hashable, Sendable { case none, crossDissolve, slide }
    let kind: Kind

    /// Swap at once.
    public static let none = TabBarContentTransitionStyle(kind: .none)
    /// Fade the new content in over the old.
    public static let crossDissolve = TabBarContentTransitionStyle(kind: .crossDissolve)
    /// Slide the new content in from the side of its tab (mirrored right to left).
    public static let slide = TabBarContentTransitionStyle(kind: .slide)
}

/// A resolved transition: what moves, from which edge, along which curve.
public enum TabSwitchTransition: Hashable, Sendable {
    /// Swap at once (also every transition under Reduce Motion).
    case instant
    /// Fade the new content in over the old along `curve`.
    case crossDissolve(TabBarAnimationCurve)
    /// Slide the new content in from `edge` along `curve`; the old content leaves by the other edge.
    case slide(from: TabBarScreenEdge, TabBarAnimationCurve)
}

/// A physical screen edge (already mirrored for right-to-left).
public enum TabBarScreenEdge: String, Hashable, Codable, Sendable {
    /// The left edge.
    case left
    /// The right edge.
    case right
}

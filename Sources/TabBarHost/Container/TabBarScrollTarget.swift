/// Which of a screen's scroll views is "the" scroll view of a tab: the one reselect scrolls to the top, whose
/// offsets minimise the bar and whose position is saved. One rule for both front ends (UIKit's navigation
/// controllers and SwiftUI's hosted tabs, whose `ScrollView` and `List` are scroll views too).
///
/// The container lists the scroll views under the shown screen breadth first (so an outer list comes before the
/// carousel inside one of its rows) and the rule picks: the shallowest visible one that scrolls vertically and
/// takes the status bar's scroll to top (`scrollsToTop`); else the shallowest visible one with `scrollsToTop`.
///
/// ```swift
/// let pick = TabBarScrollTarget.choose([
///     .init(depth: 3, scrollsToTop: true, scrollsVertically: false, isVisible: true),  // a carousel
///     .init(depth: 2, scrollsToTop: true, scrollsVertically: true, isVisible: true),   // the list
/// ])  // 1
/// ```
public enum TabBarScrollTarget {
    /// One scroll view as the container found it.
    public struct Candidate: Hashable, Sendable {
        /// How many views down from the screen's root view it is.
        public var depth: Int
        /// Whether it takes the status bar's scroll to top (UIKit's `scrollsToTop`).
        public var scrollsToTop: Bool
        /// Whether it scrolls vertically: its content is taller than it, or it bounces vertically regardless.
        public var scrollsVertically: Bool
        /// Whether it is on screen: in a window, not hidden, not transparent.
        public var isVisible: Bool

        /// Describes one scroll view.
        public init(depth: Int, scrollsToTop: Bool, scrollsVertically: Bool, isVisible: Bool) {
            self.depth = depth
            self.scrollsToTop = scrollsToTop
            self.scrollsVertically = scrollsVertically
            self.isVisible = isVisible
        }
    }

    /// How many scroll views a container lists at most, and how deep under the screen it looks.
    public static let maximumCandidates = 64
    /// How many views down from the screen's root a container looks.
    public static let maximumDepth = 24
    /// How long after a screen was pushed or popped inside a tab a container looks again for the shown screen's
    /// scroll view, in seconds (a navigation transition's length and a little more: mid-push both screens show).
    public static let settleDelay = 0.6
    /// Below this opacity a scroll view counts as not visible.
    public static let visibleOpacity = 0.01

    /// The index of the tab's scroll view among `candidates` (listed breadth first), or `nil` when none qualifies.
    public static func choose(_ candidates: [Candidate]) -> Int? {
        let eligible = candidates.indices.filter { candidates[$0].isVisible && candidates[$0].scrollsToTop }
        let shallowest = { (indices: [Int]) in indices.min { (candidates[$0].depth, $0) < (candidates[$1].depth, $1) } }
        return shallowest(eligible.filter { candidates[$0].scrollsVertically }) ?? shallowest(eligible)
    }
}

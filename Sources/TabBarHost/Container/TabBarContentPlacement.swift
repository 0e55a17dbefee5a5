import TabBarCore

/// Where a tab's content is during a switch: the one choreography both front ends play (SwiftUI's tabs are the
/// UIKit container's children). The new tab comes in from its placement to ``resting``; the old one goes from
/// resting to its placement and is then taken out of the window. A cross-fade fades the new tab in over the old,
/// which stays opaque underneath (nothing shows through at the midpoint); a slide brings the new tab in from the
/// side of its tab in the bar (mirrored right to left by the planner's edge) and takes the old one out by the other.
public struct TabBarContentPlacement: Hashable, Sendable {
    /// The horizontal offset in points, in screen coordinates (positive moves right).
    public let offset: Double
    /// The opacity.
    public let opacity: Double

    /// Creates a placement.
    public init(offset: Double, opacity: Double) {
        self.offset = offset
        self.opacity = opacity
    }

    /// On screen: in place, opaque.
    public static let resting = TabBarContentPlacement(offset: 0, opacity: 1)

    /// Where the new tab starts, in a container `width` points wide: a width away on the slide's edge, transparent
    /// for a cross-fade, in place for an instant change.
    public static func incoming(for transition: TabSwitchTransition, width: Double) -> TabBarContentPlacement {
        switch transition {
        case .slide(let edge, _): TabBarContentPlacement(offset: edge == .right ? width : -width, opacity: 1)
        case .crossDissolve: TabBarContentPlacement(offset: 0, opacity: 0)
        case .instant: resting
        }
    }

    /// Where the old tab ends before it leaves the window: the far edge of a slide; in place and opaque for a
    /// cross-fade (the new one covers it) and an instant change.
    public static func outgoing(for transition: TabSwitchTransition, width: Double) -> TabBarContentPlacement {
        switch transition {
        case .slide(let edge, _): TabBarContentPlacement(offset: edge == .right ? -width : width, opacity: 1)
        case .crossDissolve, .instant: resting
        }
    }
}

extension TabSwitchTransition {
    /// How long the transition takes to settle (a spring's settling time); 0 when instant.
    public var settlingTime: Double {
        switch self {
        case .instant: 0
        case .crossDissolve(let curve), .slide(_, let curve): curve.duration()
        }
    }
}

extension TabBarTransition {
    /// The tab a change left, when it changed the selection (its last selection change).
    public var leftTab: TabID? {
        effects.lazy.compactMap { effect -> TabID? in
            if case .selectionChanged(let from, _, _) = effect { from } else { nil }
        }.last
    }
}

import TabBarCore

/// Where a state-driven container (SwiftUI's) keeps a mounted tab's content, so that animating every tab
/// from its old placement to its new one plays the planner's transition: a slide brings the new tab in from
/// its side of the bar and takes the old one out by the other; a cross-fade fades them; `.none` swaps them.
public struct TabBarContentPlacement: Hashable, Sendable {
    /// The horizontal offset in points, in screen coordinates (positive moves right).
    public let offset: Double
    /// The opacity: 1 for the selected tab (and, in a slide, the one leaving), 0 otherwise.
    public let opacity: Double
    /// The offset towards the trailing edge of a layout that mirrors right to left (SwiftUI's `.offset(x:)`
    /// moves left for a positive value there): ``offset``, negated in a right-to-left layout.
    public let layoutOffset: Double

    /// Creates a placement; `direction` is the layout's, which ``layoutOffset`` follows.
    public init(offset: Double, opacity: Double, direction: TabBarReadingDirection = .leftToRight) {
        self.offset = offset
        self.opacity = opacity
        layoutOffset = direction == .leftToRight ? offset : -offset
    }

    /// Where `tab`'s content rests with `selected` showing and `leaving` (the tab just left) on its way out,
    /// in a container `width` points wide. The selected tab is at 0 and opaque. Under a slide (not under
    /// Reduce Motion) every other tab waits a width away, on the side where it sits in the bar relative to
    /// the selected one (mirrored right to left, as ``TabBarContainerPlanner``'s edge); only the leaving one
    /// stays opaque, so tabs between the two cross unseen. Otherwise every tab rests at 0.
    public init(
        of tab: TabID, selected: TabID, leaving: TabID?, style: TabBarContentTransitionStyle, machine: TabBarMachine, width: Double,
        reduceMotion: Bool
    ) {
        let direction = machine.layoutDirection
        guard tab != selected else {
            self.init(offset: 0, opacity: 1, direction: direction)
            return
        }
        guard style.kind == .slide, !reduceMotion else {
            self.init(offset: 0, opacity: 0, direction: direction)
            return
        }
        let order = machine.visibleOrder
        let after = (order.firstIndex(of: tab) ?? 0) > (order.firstIndex(of: selected) ?? 0)
        let right = after == (direction == .leftToRight)
        self.init(offset: right ? width : -width, opacity: tab == leaving ? 1 : 0, direction: direction)
    }

    /// The selected tab's place: in place, opaque.
    public static let resting = TabBarContentPlacement(offset: 0, opacity: 1)

    /// Where a tab mounted by this very change starts, so that it arrives as the others move (it has no
    /// earlier place to animate from): a width away on the slide's edge, transparent for a cross-fade, in
    /// place for an instant change.
    public static func entry(for transition: TabSwitchTransition, width: Double, direction: TabBarReadingDirection) -> TabBarContentPlacement {
        switch transition {
        case .slide(let edge, _): TabBarContentPlacement(offset: edge == .right ? width : -width, opacity: 1, direction: direction)
        case .crossDissolve: TabBarContentPlacement(offset: 0, opacity: 0, direction: direction)
        case .instant: resting
        }
    }

    /// Where a tab unmounted by this very change goes: the far edge of a slide (where the tab it was leaves
    /// to), transparent for a cross-fade, in place for an instant change.
    public static func exit(for transition: TabSwitchTransition, width: Double, direction: TabBarReadingDirection) -> TabBarContentPlacement {
        let entry = entry(for: transition, width: width, direction: direction)
        return TabBarContentPlacement(offset: -entry.offset, opacity: entry.opacity, direction: direction)
    }
}

extension TabSwitchTransition {
    /// How long the transition takes to settle (a spring's settling time), after which the tab that left
    /// can be let go; 0 when instant.
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

import TabBarCore

/// Where a state-driven container (SwiftUI's) keeps a mounted tab's content, so that animating every tab
/// from its old placement to its new one plays the planner's transition: a slide brings the new tab in from
/// its side of the bar and takes the old one out by the other; a cross-fade fades them; `.none` swaps them.
public struct TabBarContentPlacement: Hashable, Sendable {
    /// The horizontal offset in points, in screen coordinates (positive moves right).
    public var offset: Double
    /// The opacity: 1 for the selected tab (and, in a slide, the one leaving), 0 otherwise.
    public var opacity: Double

    /// Creates a placement.
    public init(offset: Double, opacity: Double) {
        self.offset = offset
        self.opacity = opacity
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
        guard tab != selected else {
            self.init(offset: 0, opacity: 1)
            return
        }
        guard style.kind == .slide, !reduceMotion else {
            self.init(offset: 0, opacity: 0)
            return
        }
        let order = machine.visibleOrder
        let after = (order.firstIndex(of: tab) ?? 0) > (order.firstIndex(of: selected) ?? 0)
        let right = after == (machine.layoutDirection == .leftToRight)
        self.init(offset: right ? width : -width, opacity: tab == leaving ? 1 : 0)
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

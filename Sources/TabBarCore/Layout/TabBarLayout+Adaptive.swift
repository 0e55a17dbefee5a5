extension TabBarLayout {
    /// The gap between a floating bar and the circles beside it (a detached search tab, a top bar's sidebar button).
    public static let detachedGap = 8.0
    /// The side of the sidebar button above an expanded top bar's rows.
    public static let sidebarToggleSide = 44.0

    /// The search tab a floating bar detaches: the first tab in the bar with the search role, when the behaviour
    /// asks for ``TabBarSearchPlacement/detached``; `nil` when it would leave the bar empty.
    static func detachableSearch(configuration: TabBarConfiguration, state: TabBarState) -> TabID? {
        guard configuration.behavior.searchPlacement == .detached, state.visibleOrder.count > 1 else { return nil }
        return state.visibleOrder.first { configuration.tab($0)?.role == .search }
    }

    /// The search tab laid out in a circle as tall as the bar, beside its trailing end (the left in right to left),
    /// icon only; its slot is laid out by an engine of its own (returned too, for the indicator).
    static func detachedSearchItem(_ id: TabID, beside bar: TabBarRect, engine: LayoutEngine) -> (item: TabItemLayout, engine: LayoutEngine) {
        let side = bar.height
        let circle = TabBarRect(x: engine.rtl ? bar.minX - detachedGap - side : bar.maxX + detachedGap, y: bar.minY, width: side, height: side)
            .snapped(scale: engine.environment.displayScale)
        let single = LayoutEngine(
            configuration: engine.configuration, state: engine.state, theme: engine.theme, environment: engine.environment,
            measurer: engine.measurer, order: [id], count: 1, rtl: engine.rtl, presentation: .floatingBar, compact: engine.compact,
            labelMode: .never, barFrame: circle, viewport: circle, itemWidth: side, spacing: 0, inset: 0, offset: 0, scrolls: false,
            selected: engine.selected, sidebar: nil)
        var item = single.item(at: 0)
        // After the bar's items in both directions (it lies at the reading end).
        item.visualIndex = engine.count
        return (item, single)
    }

    /// Where the sidebar button of a top bar goes: a circle as tall as the bar at the leading end of the screen,
    /// level with it; above the rows, at the sidebar's leading top corner, once it expanded.
    static func sidebarToggleFrame(bar: TabBarRect, presentation: TabBarPresentation, environment: TabBarLayoutEnvironment) -> TabBarRect {
        let rtl = environment.layoutDirection == .rightToLeft
        let safe = environment.safeArea, width = environment.containerSize.width
        if presentation == .sidebar {
            let side = sidebarToggleSide
            return TabBarRect(x: rtl ? bar.maxX - 12 - side : bar.minX + (rtl ? 0 : safe.left) + 12, y: safe.top + 12, width: side, height: side)
                .snapped(scale: environment.displayScale)
        }
        let side = bar.height, margin = bar.minY - safe.top
        return TabBarRect(x: rtl ? width - safe.right - margin - side : safe.left + margin, y: bar.minY, width: side, height: side)
            .snapped(scale: environment.displayScale)
    }
}

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
        let single = engine.circleEngine(id, circle: circle)
        var item = single.item(at: 0)
        // After the bar's items in both directions (it lies at the reading end).
        item.visualIndex = engine.count
        return (item, single)
    }

    /// The prominent tab a floating bar detaches: the first tab in the bar with the prominent role, when the behaviour
    /// asks for ``TabBarProminentPlacement/detached`` and the theme draws raised buttons; `nil` when it would leave
    /// the bar empty.
    static func detachableProminent(configuration: TabBarConfiguration, state: TabBarState, theme: TabBarTheme) -> TabID? {
        guard configuration.behavior.prominentPlacement == .detached, theme.actionButton.size > 0, state.visibleOrder.count > 1 else { return nil }
        return state.visibleOrder.first { configuration.tab($0)?.role == .prominent }
    }

    /// The prominent tab in a circle as tall as the bar, beside its leading end (the right in right to left), drawn
    /// as its raised form is (the circle is its ``TabItemLayout/actionButtonFrame``: the action's fill, a ring when
    /// selected, no indicator), icon only.
    static func detachedProminentItem(_ id: TabID, beside bar: TabBarRect, engine: LayoutEngine) -> TabItemLayout {
        let side = bar.height
        let circle = TabBarRect(x: engine.rtl ? bar.maxX + detachedGap : bar.minX - detachedGap - side, y: bar.minY, width: side, height: side)
            .snapped(scale: engine.environment.displayScale)
        var item = engine.circleEngine(id, circle: circle).item(at: 0)
        // The raised button's geometry, moved onto the circle: the icon at its centre, the badge on the icon's corner.
        let dx = circle.midX - item.iconFrame.midX, dy = circle.midY - item.iconFrame.midY
        let move = { (r: TabBarRect) in TabBarRect(x: r.x + dx, y: r.y + dy, width: r.width, height: r.height).snapped(scale: engine.environment.displayScale) }
        item.iconFrame = move(item.iconFrame)
        item.badgeFrame = item.badgeFrame.map(move)
        item.actionButtonFrame = circle
        item.frame = circle
        item.hitFrame = circle
        // Before the bar's items in both directions (it lies at the reading start).
        item.visualIndex = -1
        return item
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

extension TabBarLayout {
    /// A top bar on its way to its expanded form, the sidebar (or back), at `progress` 0 (`bar`) … 1 (`sidebar`):
    /// the background grows from the capsule into the sidebar's rectangle as its corners straighten, each tab both
    /// show moves from its place in the bar to its row (icon, label, badge and hit frame), the indicator, the
    /// sidebar button and the app's accessory move with them; a raised or detached button shrinks about its icon to
    /// nothing by half way. Each moving tab's ``TabItemLayout/transitionScale`` says where its icon and its glyph are drawn
    /// (at rest, fixed) and so how a transform carries them onto the moving frame. Until half way it is drawn as the bar (its shadow, its search circle); from there as the
    /// sidebar (its headers and the tabs only it lists). Springs may overshoot: progress is clamped.
    ///
    /// - Complexity: O(*v*), where *v* is the number of items either layout shows.
    public static func sidebarTransition(from bar: TabBarLayout, to sidebar: TabBarLayout, progress: Double) -> TabBarLayout {
        let t = min(max(progress, 0), 1)
        let lerp = { (a: TabBarRect, b: TabBarRect) in TabBarRect.interpolate(a, b, t) }
        var moving = t < 0.5 ? bar : sidebar
        let other = t < 0.5 ? sidebar : bar
        let scale = moving.environment.displayScale
        let barRadius: Double = if case .roundedRect(_, let radius) = bar.background { radius } else { 0 }
        let frame = lerp(bar.barFrame, sidebar.barFrame).snapped(scale: scale)
        moving.barFrame = frame
        moving.background = .roundedRect(frame, radius: barRadius * (1 - t))
        moving.contentFrame = lerp(bar.contentFrame, sidebar.contentFrame).snapped(scale: scale)
        moving.hairline = nil
        moving.hairlinePath = nil
        var partner: [TabID: TabItemLayout] = [:]
        for item in other.items { partner[item.id] = item }
        moving.items = moving.items.map { item in
            guard let match = partner[item.id] else { return item }
            let (from, to) = t < 0.5 ? (item, match) : (match, item)
            var moved = item
            moved.frame = lerp(from.frame, to.frame).snapped(scale: scale)
            moved.hitFrame = lerp(from.hitFrame, to.hitFrame).snapped(scale: scale)
            moved.iconFrame = lerp(from.iconFrame, to.iconFrame).snapped(scale: scale)
            if let a = from.labelFrame, let b = to.labelFrame {
                let label = lerp(a, b).snapped(scale: scale)
                // A sidebar row's lines travel with its label.
                if let own = item.labelFrame {
                    let dx = label.minX - own.minX, dy = label.minY - own.minY
                    moved.labelLines = item.labelLines.map { line in
                        TabBarSidebarTextLine(text: line.text, frame: TabBarRect(x: line.frame.x + dx, y: line.frame.y + dy, width: line.frame.width, height: line.frame.height))
                    }
                }
                moved.labelFrame = label
            }
            if let a = from.badgeFrame, let b = to.badgeFrame { moved.badgeFrame = lerp(a, b).snapped(scale: scale) }
            // The icon is drawn where it rests in the layout drawn, at the larger of its two resting sizes, and carried
            // onto its moving frame by a transform (painters load no symbol and redraw nothing per frame).
            let resting = TabBarSize(width: item.iconFrame.width, height: item.iconFrame.height)
            let drawn = TabItemTransitionScale.drawnSize(resting: resting, other: TabBarSize(width: match.iconFrame.width, height: match.iconFrame.height))
            moved.transitionScale = TabItemTransitionScale(restingIconFrame: item.iconFrame, drawnIconSize: drawn)
            // A raised or detached button (the sidebar has none) travels with its icon, shrinking about it to nothing
            // at the half-way point where the sidebar is drawn instead (so it never vanishes at full size); its glyph
            // shrinks with it.
            if let button = item.actionButtonFrame {
                let shrink = max(0, 1 - 2 * t)
                let width = button.width * shrink, height = button.height * shrink
                let midX = button.midX + moved.iconFrame.midX - item.iconFrame.midX, midY = button.midY + moved.iconFrame.midY - item.iconFrame.midY
                moved.actionButtonFrame = TabBarRect(x: midX - width / 2, y: midY - height / 2, width: width, height: height).snapped(scale: scale)
                moved.transitionScale?.buttonScale = shrink
            }
            return moved
        }
        if let search = moving.detachedSearch { moving.detachedSearch = moving.items.first { $0.id == search.id } }
        if let prominent = moving.detachedProminent { moving.detachedProminent = moving.items.first { $0.id == prominent.id } }
        if let a = bar.indicator, let b = sidebar.indicator { moving.indicator = lerp(a, b).snapped(scale: scale) }
        let (from, to) = (bar.contentInsets, sidebar.contentInsets)
        moving.transitionInsets = TabBarInsets(
            top: from.top + (to.top - from.top) * t, left: from.left + (to.left - from.left) * t,
            bottom: from.bottom + (to.bottom - from.bottom) * t, right: from.right + (to.right - from.right) * t)
        if let a = bar.sidebarToggle, let b = sidebar.sidebarToggle {
            // Its symbol stays drawn where the button rests in the layout drawn; only a transform moves it.
            moving.restingSidebarToggle = moving.sidebarToggle
            moving.sidebarToggle = lerp(a, b).snapped(scale: scale)
        }
        if let a = bar.accessory, let b = sidebar.accessory { moving.accessory = .between(a, b, progress: t, scale: scale) }
        moving.bounds = bar.bounds.union(sidebar.bounds)
        return moving
    }
}

extension LayoutEngine {
    /// An engine laying out one tab alone in a circle beside the bar (a detached search or prominent tab), icon only.
    func circleEngine(_ id: TabID, circle: TabBarRect) -> LayoutEngine {
        LayoutEngine(
            configuration: configuration, state: state, theme: theme, environment: environment, measurer: measurer, order: [id], count: 1,
            rtl: rtl, presentation: .floatingBar, compact: compact, labelMode: .never, barFrame: circle, viewport: circle,
            itemWidth: circle.width, spacing: 0, inset: 0, offset: 0, scrolls: false, selected: selected, sidebar: nil)
    }
}

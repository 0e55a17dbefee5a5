import Foundation

extension TabBarLayout {
    /// Whether a layout in `environment` puts the bar off the bottom edge: in regular width and height, iPad's top bar
    /// (`regularWidth: .topBar`, folded or expanded into its sidebar) or the permanent sidebar (`.sidebar`).
    /// What ``TabBarEvent/barOffBottomEdgeChanged(_:)`` tells the machine.
    public static func placesBarOffBottomEdge(regularWidth: TabBarRegularWidthPresentation, environment: TabBarLayoutEnvironment) -> Bool {
        regularWidth != .floatingBar && isRegular(environment)
    }

    /// Regular in both directions (an iPad, full screen or a wide split), where a bar can become a sidebar or go to the top.
    static func isRegular(_ environment: TabBarLayoutEnvironment) -> Bool {
        environment.horizontalSizeClass == .regular && environment.verticalSizeClass == .regular
    }

    /// Lays out the bar for a configuration and state in an environment and theme.
    ///
    /// A scrolling bar centres the selected tab (clamped to the ends) unless `scrollOffset` says where
    /// its content is scrolled to: where the user dragged it, or a frame of the animation that centres the
    /// selection (see ``rubberBanded(_:maximum:extent:)`` for past the ends).
    ///
    /// - Complexity: O(*v*), where *v* is the number of items on screen: all of them with equal
    ///   widths, a screenful when the bar scrolls (whatever the total and whichever tab is selected).
    ///
    /// ```swift
    /// let layout = TabBarLayout(configuration: config, state: machine.state,
    ///                           environment: TabBarDevicePreset.iPhone16Pro.environment(),
    ///                           theme: .system, measurer: TabBarInterTextMeasurer())
    /// ```
    public init(
        configuration: TabBarConfiguration, state: TabBarState, environment: TabBarLayoutEnvironment, theme: TabBarTheme,
        measurer: any TabBarTextMeasuring, regularWidth: TabBarRegularWidthPresentation = .floatingBar, labelMode: TabBarLabelMode? = nil,
        scrollOffset: Double? = nil, sidebarFocus: TabBarSidebarOutline.Item? = nil
    ) {
        let metrics = theme.metrics
        let env = environment
        let W = env.containerSize.width, H = env.containerSize.height, safe = env.safeArea
        let rtl = env.layoutDirection == .rightToLeft
        let regular = Self.isRegular(env)
        let presentation: TabBarPresentation =
            regular && (regularWidth == .sidebar || regularWidth == .topBar && state.isSidebarExpanded) ? .sidebar
            : env.horizontalSizeClass == .regular || theme.floating ? .floatingBar : .bar
        // iPadOS 18's top bar: icons beside labels in a capsule along the top; the search tab may leave the bar.
        let atTop = presentation == .floatingBar && regular && regularWidth == .topBar
        let compact = env.verticalSizeClass == .compact || atTop
        let search = presentation == .floatingBar ? Self.detachableSearch(configuration: configuration, state: state) : nil
        // A detached prominent tab (``TabBarProminentPlacement/detached``) leaves it too, for the leading side.
        let prominent = presentation == .floatingBar ? Self.detachableProminent(configuration: configuration, state: state, theme: theme) : nil
        var state = state
        if let search { state.outOfBar.insert(search) }
        if let prominent { state.outOfBar.insert(prominent) }
        let barOrder = state.visibleOrder

        var barFrame: TabBarRect
        var viewport: TabBarRect
        var background: TabBarBarBackgroundShape
        var capsuleScrolls = false
        switch presentation {
        case .bar:
            let height = compact ? max(metrics.compactBarHeight, 44 - safe.bottom) : metrics.barHeight
            barFrame = TabBarRect(x: 0, y: H - safe.bottom - height, width: W, height: height + safe.bottom)
            viewport = TabBarRect(x: safe.left, y: barFrame.minY, width: W - safe.left - safe.right, height: height)
            background = .rectangle(barFrame)
        case .floatingBar:
            let height = compact ? 48 : metrics.floatingHeight
            // Detached circles (search trailing, prominent leading) and a top bar's sidebar button take their room
            // beside the capsule; the capsule and its circles are centred as one.
            let circle = height + Self.detachedGap
            let beside = (search == nil ? 0 : circle) + (prominent == nil ? 0 : circle) + (atTop ? 2 * circle : 0)
            let available = W - safe.left - safe.right - 2 * metrics.floatingMargin - beside
            let width = min(metrics.maximumFloatingWidth, available)
            let bottomGap = safe.bottom > 0 ? metrics.floatingBottomMargin : metrics.floatingMargin
            let leftShift = (rtl ? search : prominent) == nil ? 0 : circle
            barFrame = TabBarRect(
                x: safe.left + metrics.floatingMargin + (atTop ? circle : 0) + (available - width) / 2 + leftShift,
                y: atTop ? safe.top + metrics.floatingMargin : H - safe.bottom - bottomGap - height, width: width, height: height)
            let radius = metrics.cornerRadius ?? height / 2
            // Scrolling items run the capsule's whole length (the capsule clips them); fixed items keep off its ends.
            capsuleScrolls = Double(barOrder.count) * metrics.minimumItemWidth > barFrame.width - min(radius, height / 2)
            viewport = capsuleScrolls ? barFrame : barFrame.insetBy(dx: min(radius, height / 2) * 0.5, dy: 0)
            background = .roundedRect(barFrame, radius: radius)
        case .sidebar:
            let width = metrics.sidebarWidth + (rtl ? safe.right : safe.left)
            barFrame = TabBarRect(x: rtl ? W - width : 0, y: 0, width: width, height: H)
            let inner = rtl ? barFrame.x : barFrame.x + safe.left
            // The expanded form of a top bar keeps its sidebar button above the rows.
            let toggleRoom = regularWidth == .topBar ? Self.sidebarToggleSide + 8 : 0
            viewport = TabBarRect(x: inner + 12, y: safe.top + 16 + toggleRoom, width: metrics.sidebarWidth - 24, height: H - safe.top - safe.bottom - 32 - toggleRoom)
            background = .rectangle(barFrame)
        }

        // A sidebar lists the outline's rows: sections with headers, tabs, actions and footers (the tabs are its items).
        let sidebarRowHeight = TabBarSidebarLayout.rowHeight(base: metrics.sidebarRowHeight, textSize: env.dynamicType)
        let plan = presentation == .sidebar ? SidebarPlan(
            configuration: configuration, state: state, rowHeight: sidebarRowHeight,
            width: viewport.width - 2 * TabBarSidebarLayout.rowPadding, textScale: env.dynamicType.sidebarTextScale, measurer: measurer,
            iconSize: metrics.iconSize, boldText: env.boldText,
            tabText: LayoutEngine.sidebarTabText(
                configuration: configuration, state: state, theme: theme, environment: env, measurer: measurer,
                labelMode: labelMode ?? theme.labelMode, rowWidth: viewport.width)) : nil
        let order = plan?.tabs ?? barOrder

        // Items run along the bar, or down a sidebar; when they do not fit they scroll at a fixed size.
        let count = order.count
        let sidebar = presentation == .sidebar
        let extent = sidebar ? viewport.height : viewport.width
        let scrolls = plan.map { $0.contentHeight > extent }
            ?? (capsuleScrolls || Double(count) * metrics.minimumItemWidth > extent)
        let spacing = scrolls && !sidebar ? metrics.scrollSpacing : 0
        let inset = scrolls && !sidebar ? 8.0 + (presentation == .floatingBar ? barFrame.height / 4 : 0) : 0
        let itemWidth = sidebar ? sidebarRowHeight
            : scrolls ? Self.scrollItemWidth(extent: extent, spacing: spacing, nominal: metrics.scrollItemWidth) : viewport.width / Double(max(count, 1))
        let contentWidth = plan?.contentHeight
            ?? (scrolls ? Double(count) * itemWidth + Double(max(count - 1, 0)) * spacing + 2 * inset : viewport.width)
        let maxOffset = max(0, contentWidth - extent)
        let selectedLogical = plan.map { $0.tabIndex[state.selected] } ?? state.visiblePosition(of: state.selected)
        var offset = 0.0
        if scrolls, let given = scrollOffset, given.isFinite {
            // Where the user dragged the bar, or a frame of its centring animation; past an end only as far
            // as rubber-banding lets it go.
            offset = min(max(given, -extent / 2), maxOffset + extent / 2)
        } else if scrolls, let logical = selectedLogical {
            let visual = rtl && !sidebar ? count - 1 - logical : logical
            let center = plan.map { $0.tabTops[logical] + $0.tabHeights[logical] / 2 } ?? inset + Double(visual) * (itemWidth + spacing) + itemWidth / 2
            offset = min(max(center - extent / 2, 0), maxOffset)
        }
        let leftFade = scrolls && offset > 0.5
        let rightFade = scrolls && offset < maxOffset - 0.5
        let readingStartFade = rtl && !sidebar ? rightFade : leftFade
        let readingEndFade = rtl && !sidebar ? leftFade : rightFade

        let engine = LayoutEngine(
            configuration: configuration, state: state, theme: theme, environment: env, measurer: measurer, order: order,
            count: count, rtl: rtl, presentation: presentation, compact: compact, labelMode: labelMode ?? theme.labelMode,
            barFrame: barFrame, viewport: viewport, itemWidth: itemWidth, spacing: spacing, inset: inset, offset: offset,
            scrolls: scrolls, selected: state.selected, sidebar: plan)
        let items = engine.visibleRange.map(engine.item(at:))

        var bounds = barFrame
        for case let button? in items.map(\.actionButtonFrame) { bounds = bounds.union(button) }
        let detached = search.map { Self.detachedSearchItem($0, beside: barFrame, engine: engine) }
        let prominentCircle = prominent.map { Self.detachedProminentItem($0, beside: barFrame, engine: engine) }
        let toggle = regular && regularWidth == .topBar ? Self.sidebarToggleFrame(bar: barFrame, presentation: presentation, environment: env) : nil
        for extra in [detached?.item.frame, prominentCircle?.frame, toggle].compactMap({ $0 }) { bounds = bounds.union(extra) }
        if presentation == .bar, theme.actionButton.notch, let button = items.first(where: { $0.actionButtonFrame != nil })?.actionButtonFrame {
            background = .notched(Self.notchedPath(bar: barFrame, button: button))
        }

        self.presentation = presentation
        self.barFrame = barFrame.snapped(scale: env.displayScale)
        self.bounds = bounds.snapped(scale: env.displayScale)
        self.contentFrame = viewport.snapped(scale: env.displayScale)
        self.background = background
        self.hairline = theme.hairline == nil || presentation != .bar ? nil
            : TabBarRect(x: barFrame.minX, y: barFrame.minY, width: barFrame.width, height: metrics.hairlineWidth)
        self.hairlinePath = hairline == nil ? nil : Self.topEdge(background: background, bar: barFrame)
        // Left to right: a detached prominent tab leads, a detached search tab trails (mirrored in right to left).
        let leading = [prominentCircle].compactMap { $0 }, trailing = [detached?.item].compactMap { $0 }
        self.items = rtl ? trailing + items + leading : leading + items + trailing
        self.indicatorStyle = presentation == .sidebar ? .pill : theme.indicator.style
        self.indicator = items.first(where: \.isSelected).flatMap(engine.indicatorFrame(for:))
            ?? detached.flatMap { $0.item.isSelected ? $0.engine.indicatorFrame(for: $0.item) : nil }
        self.detachedSearch = detached?.item
        self.detachedProminent = prominentCircle
        self.sidebarToggle = toggle
        self.isAtTop = atTop
        self.scroll = TabBarScrollLayout(
            isScrollable: scrolls, contentWidth: contentWidth, offset: offset,
            leadingFade: readingStartFade, trailingFade: readingEndFade)
        self.isCompactHeight = compact && presentation != .sidebar
        // The keyboard rises from below: it hides neither the top bar nor a sidebar, but it covers the accessory wherever
        // the bar is (the accessory lies along the bottom).
        let keyboardHides = env.keyboardVisible && configuration.behavior.hideOnKeyboard
        self.isHidden = keyboardHides && !Self.placesBarOffBottomEdge(regularWidth: regularWidth, environment: env)
        self.environment = env
        self.sidebar = engine.sidebarLayout(focus: sidebarFocus)
        self.engine = engine
        if state.visibilityReasons.scrolledDown, presentation != .sidebar {
            minimize()
            detachedSearch = nil
            detachedProminent = nil
        }
        placeAccessory(keyboardHides: keyboardHides)
    }

    /// The width of a scrolling item: near `nominal`, chosen so the viewport shows whole items plus
    /// `partialItem` of the next, a cue that the bar scrolls (at rest and with the selection centred).
    static func scrollItemWidth(extent: Double, spacing: Double, nominal: Double, partialItem: Double = 0.6) -> Double {
        let whole = max(1, (extent / (nominal + spacing) - partialItem).rounded())
        return extent / (whole + partialItem) - spacing
    }

    /// The hairline's open path along the top edge (round a notch), without the bar's sides and bottom.
    static func topEdge(background: TabBarBarBackgroundShape, bar: TabBarRect) -> TabBarVectorPath {
        guard case .notched(let outline) = background else {
            return TabBarVectorPath([.move(TabBarPoint(x: bar.minX, y: bar.minY)), .line(TabBarPoint(x: bar.maxX, y: bar.minY))])
        }
        // The outline runs along the top edge first, then down the right side: keep the elements up to the top-right corner.
        let end = outline.elements.firstIndex(of: .line(TabBarPoint(x: bar.maxX, y: bar.minY))) ?? outline.elements.count - 1
        return TabBarVectorPath(Array(outline.elements[...end]))
    }

    /// The bar's outline with its top edge curving around the action button, with rounded shoulders.
    static func notchedPath(bar: TabBarRect, button: TabBarRect, gap: Double = 6, shoulder: Double = 8) -> TabBarVectorPath {
        let top = bar.minY, cx = button.midX, cy = button.midY
        let r = button.width / 2 + gap, s = shoulder
        let dy = top + s - cy
        guard (r + s) * (r + s) > dy * dy, cy + r > top else {
            return TabBarVectorPath.roundedRect(bar, radius: 0)
        }
        let dx = ((r + s) * (r + s) - dy * dy).squareRoot()
        let leftFillet = TabBarPoint(x: cx - dx, y: top + s), rightFillet = TabBarPoint(x: cx + dx, y: top + s)
        let toCenter = atan2(cy - leftFillet.y, cx - leftFillet.x)
        let fromRight = atan2(cy - rightFillet.y, cx - rightFillet.x)
        let notchStart = atan2(leftFillet.y - cy, leftFillet.x - cx)
        let notchEnd = atan2(rightFillet.y - cy, rightFillet.x - cx)
        return TabBarVectorPath([
            .move(TabBarPoint(x: bar.minX, y: top)),
            .line(TabBarPoint(x: leftFillet.x, y: top)),
            .arc(center: leftFillet, radius: s, startAngle: -Double.pi / 2, endAngle: toCenter, clockwise: true),
            .arc(center: TabBarPoint(x: cx, y: cy), radius: r, startAngle: notchStart, endAngle: notchEnd, clockwise: false),
            .arc(center: rightFillet, radius: s, startAngle: fromRight, endAngle: -Double.pi / 2, clockwise: true),
            .line(TabBarPoint(x: bar.maxX, y: top)),
            .line(TabBarPoint(x: bar.maxX, y: bar.maxY)),
            .line(TabBarPoint(x: bar.minX, y: bar.maxY)),
            .close,
        ])
    }
}

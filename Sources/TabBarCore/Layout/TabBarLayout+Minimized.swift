extension TabBarLayout {
    /// The tallest the minimised capsule grows, in points.
    public static let minimizedHeight = 44.0
    /// How far the minimised capsule keeps from the leading safe edge when the full bar runs edge to edge.
    public static let minimizedMargin = 16.0

    /// Turns the full layout into the minimised one, in the spirit of iOS 26: a small capsule at the
    /// bar's leading end (the right end in right-to-left), centred where the items were, showing only the
    /// selected tab's icon and badge. Its hit frame is at least 44×44 and inside the container; a tap
    /// there is a tap on the selected tab, which the core answers by restoring the bar. The bounds
    /// and the content frame take the hit frame in, so hit testing and hosts' touch areas cover it.
    mutating func minimize() {
        // A detached prominent circle is part of the bar's leading end: the capsule shrinks into the circle's place.
        let strip = contentFrame, full = detachedProminent.map { barFrame.union($0.frame) } ?? barFrame
        let rtl = environment.layoutDirection == .rightToLeft
        let scale = environment.displayScale
        let height = min(Self.minimizedHeight, strip.height - 4)
        let width = max(44, height + 12)
        // A floating capsule shrinks into its own leading end; the edge-to-edge bar leaves a margin.
        let floating = presentation == .floatingBar
        let inset = floating ? (full.height - height) / 2 : Self.minimizedMargin
        let leading = floating ? (rtl ? full.maxX : full.minX) : (rtl ? strip.maxX : strip.minX)
        let capsule = TabBarRect(x: rtl ? leading - inset - width : leading + inset, y: strip.midY - height / 2, width: width, height: height)
            .snapped(scale: scale)

        var minimized: [TabItemLayout] = []
        // The selected tab's item, or a detached search or prominent tab when it is the one selected (it is not in the
        // bar's engine): the capsule shows its icon and a tap there restores the bar.
        let selectedCircle = [detachedSearch, detachedProminent].compactMap { $0 }.first(where: \.isSelected)
        if var item = engine.visualIndex(of: engine.selected).map(engine.item(at:)) ?? selectedCircle {
            let iconSize = item.iconFrame.width
            let icon = TabBarRect(x: capsule.midX - iconSize / 2, y: capsule.midY - iconSize / 2, width: iconSize, height: iconSize).snapped(scale: scale)
            // The badge keeps its place on the icon's top trailing corner.
            let badge = item.badgeFrame.map { b in
                TabBarRect(x: b.x + icon.x - item.iconFrame.x, y: b.y + icon.y - item.iconFrame.y, width: b.width, height: b.height).snapped(scale: scale)
            }
            let container = environment.containerSize
            let hitWidth = max(44, capsule.width), hitHeight = max(44, capsule.height)
            let hit = TabBarRect(
                x: min(max(capsule.midX - hitWidth / 2, 0), container.width - hitWidth),
                y: min(max(capsule.midY - hitHeight / 2, 0), container.height - hitHeight),
                width: hitWidth, height: hitHeight
            ).snapped(scale: scale)
            item.visualIndex = 0
            item.frame = capsule
            item.hitFrame = hit
            item.iconFrame = icon
            item.labelFrame = nil
            item.labelText = nil
            item.labelLines = []
            item.badgeFrame = badge
            item.actionButtonFrame = nil
            minimized = [item]
        }

        isMinimized = true
        barFrame = capsule
        // The bounds take the hit frame in too, so a host that takes touches in its bounds gets all 44 pt.
        bounds = minimized.reduce(capsule) { drawn, item in (item.badgeFrame.map(drawn.union) ?? drawn).union(item.hitFrame) }
        contentFrame = minimized.first.map { capsule.union($0.hitFrame) } ?? capsule
        background = .roundedRect(capsule, radius: capsule.height / 2)
        hairline = nil
        hairlinePath = nil
        items = minimized
        indicator = nil
        scroll = TabBarScrollLayout(isScrollable: false, contentWidth: capsule.width, offset: 0, leadingFade: false, trailingFade: false)
    }
}

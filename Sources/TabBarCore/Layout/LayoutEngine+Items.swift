extension LayoutEngine {
    /// The full geometry of the item at a visual position, snapped to the pixel grid.
    func item(at index: Int) -> TabItemLayout {
        #if DEBUG
        WorkCounter.count(\.itemsBuilt)
        #endif
        let id = tab(atVisual: index)
        let tab = configuration.tab(id) ?? TabBarKitItem(id: id, title: id.rawValue)
        let slot = slot(index)
        let isSelected = id == selected
        let showsLabel = labelMode == .always || (labelMode == .selectedOnly && isSelected)
        let typography = theme.typography
        let baseLabelSize = presentation == .sidebar ? Self.sidebarLabelSize : typography.labelSize
        let labelSize = baseLabelSize * (presentation == .sidebar ? environment.dynamicType.sidebarTextScale : environment.dynamicType.labelScale)
        let labelWeight = (isSelected ? typography.selectedLabelWeight : typography.labelWeight).withBoldText(environment.boldText)
        let badgeText = state.badge(id).displayText(style: configuration.behavior.badgeStyle)
        let showsBadge = state.badge(id).isVisible

        var icon: TabBarRect
        var label: TabBarRect?
        var labelText: String?
        var labelLines: [TabBarSidebarTextLine] = []
        var actionButton: TabBarRect?
        var hit = slot
        let iconSize = compact && presentation != .sidebar ? metrics.compactIconSize : metrics.iconSize
        let labelHeight = SidebarPlan.labelLineHeight(labelSize)
        // A badge's width and how far it reaches past the icon's trailing edge (a gap it needs beside a label).
        let badgeWidth = showsBadge ? Self.badgeWidth(badgeText, theme: theme, boldText: environment.boldText, measurer: measurer) : 0
        let badgeOverlap = badgeText == nil ? metrics.dotSize / 2 + 1 : min(badgeWidth / 2, iconSize * Self.badgeIconOverlap)
        let badgeOverhang = showsBadge ? badgeWidth - badgeOverlap : 0

        if raisesAction(tab) {
            // In a compact-height bar the button shrinks to the bar and rises half as far.
            let d = compact ? min(theme.actionButton.size, 44) : theme.actionButton.size
            let rise = compact ? theme.actionButton.rise / 2 : theme.actionButton.rise
            let button = TabBarRect(x: slot.midX - d / 2, y: barFrame.minY - rise, width: d, height: d)
            actionButton = button
            icon = TabBarRect(x: button.midX - iconSize / 2, y: button.midY - iconSize / 2, width: iconSize, height: iconSize)
            hit = slot.union(button)
        } else if presentation == .sidebar {
            // A list cell: the icon at the reading-direction start, the label after it over the lines the plan wrapped
            // it to (the row grew to hold them), the icon level with the first line once there are several.
            let texts = showsLabel ? sidebar?.tabLines[index] ?? [tab.title] : []
            labelLines = lines(
                texts, in: slot, size: labelSize, weight: labelWeight, leadingInset: Self.sidebarIconInset + iconSize + Self.sidebarIconGap,
                lineHeight: labelHeight)
            let iconX = rtl ? slot.maxX - Self.sidebarIconInset - iconSize : slot.minX + Self.sidebarIconInset
            icon = TabBarRect(x: iconX, y: Self.sidebarIconMidY(lines: labelLines, row: slot) - iconSize / 2, width: iconSize, height: iconSize)
            if let first = labelLines.first {
                label = labelLines.dropFirst().reduce(first.frame) { $0.union($1.frame) }
                labelText = SidebarPlan.joined(labelLines.map(\.text), of: tab.title)
            }
        } else if compact {
            // Icon beside the label, the pair centred; the badge sits on the icon, as the system's does, so the label
            // moves past it.
            let gap = 6.0 + badgeOverhang
            let available = slot.width - iconSize - gap - 16
            var labelWidth = 0.0
            if showsLabel {
                let fit = measurer.fitting(tab.title, maxWidth: available, size: labelSize, weight: labelWeight)
                labelText = fit.text
                labelWidth = fit.width
            }
            let total = iconSize + (showsLabel ? gap + labelWidth : 0)
            let startX = slot.midX - total / 2
            let iconX = rtl && showsLabel ? startX + total - iconSize : startX
            icon = TabBarRect(x: iconX, y: slot.midY - iconSize / 2, width: iconSize, height: iconSize)
            if showsLabel {
                let labelX = rtl ? startX : iconX + iconSize + gap
                label = TabBarRect(x: labelX, y: slot.midY - labelHeight / 2, width: labelWidth, height: labelHeight)
            }
        } else {
            // The block (a pill's padding above the icon, the icon, the label) is centred in the slot; below a
            // pill the label keeps clear of it by `pillLabelClearance` at its capitals.
            let pill = theme.indicator.style.kind == .pill
            let padding = pill ? Self.pillPadding : 0
            let spacing = pill ? max(metrics.iconLabelSpacing, Self.pillPadding + Self.pillLabelClearance - labelSize * Self.capTopInLine) : metrics.iconLabelSpacing
            let block = padding + iconSize + (showsLabel ? spacing + labelHeight : padding)
            let top = slot.midY - block / 2 + padding
            icon = TabBarRect(x: slot.midX - iconSize / 2, y: top, width: iconSize, height: iconSize)
            if showsLabel {
                let fit = measurer.fitting(tab.title, maxWidth: slot.width - 6, size: labelSize, weight: labelWeight)
                labelText = fit.text
                label = TabBarRect(x: slot.midX - fit.width / 2, y: icon.maxY + spacing, width: fit.width, height: labelHeight)
            }
        }

        // Hit targets reach 44 pt inside the bar (into the bottom safe area in compact height).
        if hit.height < 44 { hit = TabBarRect(x: hit.x, y: hit.y, width: hit.width, height: min(44, barFrame.maxY - hit.y)) }
        if hit.width < 44 { hit = TabBarRect(x: hit.midX - 22, y: hit.y, width: 44, height: hit.height) }

        var badge: TabBarRect?
        if showsBadge {
            // Badges keep clear of the bar's top edge and its hairline.
            let highest = barFrame.minY + (theme.hairline == nil ? 0 : metrics.hairlineWidth) + Self.badgeTopClearance
            if badgeText != nil {
                let w = badgeWidth
                if label != nil, presentation == .sidebar {
                    // In a sidebar row the badge sits at the row's trailing edge, as a list cell's trailing accessory
                    // does, level with the first line and the icon (the label's room leaves space for it).
                    let x = rtl ? slot.minX + Self.sidebarIconInset : slot.maxX - Self.sidebarIconInset - w
                    let midY = Self.sidebarIconMidY(lines: labelLines, row: slot)
                    badge = TabBarRect(x: min(max(x, slot.minX), slot.maxX - w), y: midY - metrics.badgeHeight / 2, width: w, height: metrics.badgeHeight)
                } else {
                    // On the icon's top trailing corner, covering at most `badgeIconOverlap` of its width.
                    var x = rtl ? icon.minX + badgeOverlap - w : icon.maxX - badgeOverlap
                    x = min(max(x, slot.minX), slot.maxX - w)
                    let y = max(icon.minY - metrics.badgeHeight / 3, highest, actionButton?.minY ?? -.infinity)
                    badge = TabBarRect(x: x, y: y, width: w, height: metrics.badgeHeight)
                }
            } else {
                let d = metrics.dotSize
                badge = TabBarRect(x: (rtl ? icon.minX + 1 : icon.maxX - 1) - d / 2, y: max(icon.minY - 1, highest), width: d, height: d)
            }
        }

        let scale = environment.displayScale
        return TabItemLayout(
            id: id, role: tab.role, visualIndex: index, frame: slot.snapped(scale: scale), hitFrame: hit.snapped(scale: scale),
            iconFrame: icon.snapped(scale: scale), labelFrame: label?.snapped(scale: scale), labelText: labelText, labelLines: labelLines,
            labelSize: labelSize, labelWeight: labelWeight, badgeFrame: badge?.snapped(scale: scale), badgeText: badgeText,
            actionButtonFrame: actionButton?.snapped(scale: scale), isSelected: isSelected, isEnabled: tab.isEnabled,
            // A sidebar row wraps and grows with its text, so only a row still cut (a word wider than the row, a fifth
            // line) needs the viewer (Apple: the viewer is for views that cannot scale); a bar's items cannot grow, so
            // they all have it.
            showsLargeContentViewer: environment.dynamicType.isAccessibilitySize
                && (presentation != .sidebar || !Self.showsWhole(tab.title, in: labelLines.map(\.text))))
    }

    /// The space between a sidebar row's leading edge and its icon.
    static let sidebarIconInset = 12.0
    /// The space between a sidebar row's icon and its label.
    static let sidebarIconGap = 6.0

    /// A badge's width: a count or text badge's capsule round its text (at least as wide as it is tall), or a dot.
    static func badgeWidth(_ text: String?, theme: TabBarTheme, boldText: Bool?, measurer: any TabBarTextMeasuring) -> Double {
        let typography = theme.typography, metrics = theme.metrics
        guard let text else { return metrics.dotSize }
        let width = measurer.width(of: text, size: typography.badgeSize, weight: typography.badgeWeight.withBoldText(boldText))
        return max(metrics.badgeHeight, (width + 10).rounded(.up))
    }

    /// What a sidebar plan wraps each tab row's label to: the title, in the label's size (the Body style's scale,
    /// accessibility sizes included) and the selected row's heavier weight whether or not the row is selected (so
    /// selecting a row never rewraps it and moves the rows below), in the row less its padding, the icon, and a count
    /// or text badge's room (``sidebarBadgeRoom(_:style:theme:boldText:measurer:)``); `nil` for a row whose label does
    /// not show (``TabBarLabelMode``).
    static func sidebarTabText(
        configuration: TabBarConfiguration, state: TabBarState, theme: TabBarTheme, environment: TabBarLayoutEnvironment,
        measurer: any TabBarTextMeasuring, labelMode: TabBarLabelMode, rowWidth: Double
    ) -> (TabID) -> SidebarPlan.TabText? {
        let size = sidebarLabelSize * environment.dynamicType.sidebarTextScale
        let weight = theme.typography.selectedLabelWeight.withBoldText(environment.boldText)
        let style = configuration.behavior.badgeStyle
        // Badges repeat ("3", "New"): each room is measured once per plan.
        var rooms: [TabBarBadge: Double] = [:]
        return { id in
            guard labelMode == .always || (labelMode == .selectedOnly && id == state.selected) else { return nil }
            let tab = configuration.tab(id) ?? TabBarKitItem(id: id, title: id.rawValue)
            let badge = state.badge(id)
            var reserve = 0.0
            if let room = rooms[badge] ?? sidebarBadgeRoom(badge, style: style, theme: theme, boldText: environment.boldText, measurer: measurer) {
                rooms[badge] = room
                // The badge at the trailing inset, a gap before it: the label gives up its slack at the end too.
                reserve = room + sidebarIconGap + sidebarLabelEndSlack
            }
            let room = rowWidth - theme.metrics.iconSize - sidebarIconGap - 2 * sidebarIconInset + sidebarLabelEndSlack - reserve
            return SidebarPlan.TabText(title: tab.title, room: room, size: size, weight: weight)
        }
    }

    /// The width a sidebar row keeps at its trailing edge for a badge with text: for a count, the widest count the
    /// style writes (`99+`), so a count that changes never rewraps the title; for a text badge, its own width; `nil`
    /// for a dot (on the icon) or no badge.
    static func sidebarBadgeRoom(_ badge: TabBarBadge, style: TabBarBadgeStyle, theme: TabBarTheme, boldText: Bool?, measurer: any TabBarTextMeasuring) -> Double? {
        guard badge.isVisible, let text = badge.displayText(style: style) else { return nil }
        let widest = if case .count = badge { TabBarBadge.count(TabBarBadgeStyle.cap + 1).displayText(style: style) ?? text } else { text }
        return max(badgeWidth(widest, theme: theme, boldText: boldText, measurer: measurer), badgeWidth(text, theme: theme, boldText: boldText, measurer: measurer))
    }

    /// A sidebar tab label's size at the default text size, in points (subheadline, as the sidebar's actions).
    static let sidebarLabelSize = 15.0
    /// How much nearer the row's trailing edge a sidebar label may run than its icon is to the leading edge.
    static let sidebarLabelEndSlack = 8.0

    /// How far a filled pill reaches above and below the icon.
    static let pillPadding = 4.0
    /// The space between a pill's bottom and the capitals of the label under it.
    static let pillLabelClearance = 3.0
    /// Where Inter's capitals start in a label's line box, as a fraction of the text size (baseline 0.98, cap height 0.727).
    static let capTopInLine = 0.253
    /// The most of an icon's width a count badge covers.
    static let badgeIconOverlap = 0.25
    /// The space between the bar's top edge (or hairline) and a badge.
    static let badgeTopClearance = 2.0

    /// The indicator's frame for an item, in the theme's style; `nil` for none, an action or a raised prominent tab
    /// (its ring marks it).
    func indicatorFrame(for item: TabItemLayout) -> TabBarRect? {
        guard item.role != .action, !(item.role == .prominent && item.actionButtonFrame != nil) else { return nil }
        // A sidebar always marks the selected row with a fill, as the system's does, whatever the bar's style.
        if presentation == .sidebar { return item.frame.insetBy(dx: 0, dy: 2).snapped(scale: environment.displayScale) }
        let icon = item.iconFrame
        let content = item.labelFrame.map { icon.union($0) } ?? icon
        let frame: TabBarRect
        switch theme.indicator.style.kind {
        case .none:
            return nil
        case .underline:
            let w = min(theme.indicator.width ?? max(content.width, icon.width) + 8, item.frame.width - 8)
            let y = min(content.maxY + 2, item.frame.maxY - 3)
            frame = TabBarRect(x: content.midX - w / 2, y: y, width: w, height: 3)
        case .pill:
            if presentation == .sidebar || compact {
                frame = item.frame.insetBy(dx: 4, dy: 4)
            } else {
                let w = min(item.frame.width - 8, icon.width + 36)
                frame = TabBarRect(x: icon.midX - w / 2, y: icon.minY - Self.pillPadding, width: w, height: icon.height + 2 * Self.pillPadding)
            }
        case .dot:
            frame = TabBarRect(x: content.midX - 2.5, y: min(content.maxY + 2, item.frame.maxY - 5), width: 5, height: 5)
        case .glow:
            let d = min(icon.width + 20, item.frame.height - 4)
            frame = TabBarRect(x: content.midX - d / 2, y: content.midY - d / 2, width: d, height: d)
        }
        return frame.snapped(scale: environment.displayScale)
    }
}

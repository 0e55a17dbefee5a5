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
        let baseLabelSize = presentation == .sidebar ? 15 : typography.labelSize
        let labelSize = baseLabelSize * (presentation == .sidebar ? environment.dynamicType.sidebarTextScale : environment.dynamicType.labelScale)
        let labelWeight = (isSelected ? typography.selectedLabelWeight : typography.labelWeight).withBoldText(environment.boldText)
        let badgeText = state.badge(id).displayText(style: configuration.behavior.badgeStyle)
        let showsBadge = state.badge(id).isVisible

        var icon: TabBarRect
        var label: TabBarRect?
        var labelText: String?
        var actionButton: TabBarRect?
        var hit = slot
        let iconSize = compact && presentation != .sidebar ? metrics.compactIconSize : metrics.iconSize
        let labelHeight = (labelSize * 1.25 * 2).rounded(.up) / 2
        // A badge's width and how far it reaches past the icon's trailing edge (a gap it needs beside a label).
        let badgeWidth = showsBadge ? badgeText.map { max(metrics.badgeHeight, (measurer.width(of: $0, size: typography.badgeSize, weight: typography.badgeWeight.withBoldText(environment.boldText)) + 10).rounded(.up)) } ?? metrics.dotSize : 0
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
        } else if presentation == .sidebar || compact {
            // Icon beside the label, the pair centred (sidebar rows lead with the icon); in a compact bar the
            // badge sits on the icon, as the system's does, so the label moves past it.
            let gap = presentation == .sidebar ? 6.0 : 6.0 + badgeOverhang
            let available = slot.width - iconSize - gap - 16 - (presentation == .sidebar && showsBadge && badgeText != nil ? 30 : 0)
            var labelWidth = 0.0
            if showsLabel {
                let fit = measurer.fitting(tab.title, maxWidth: available, size: labelSize, weight: labelWeight)
                labelText = fit.text
                labelWidth = fit.width
            }
            let total = iconSize + (showsLabel ? gap + labelWidth : 0)
            let startX = presentation == .sidebar ? slot.minX + 12 : slot.midX - total / 2
            let iconX = rtl && showsLabel ? startX + total - iconSize : startX
            let mirroredSidebar = presentation == .sidebar && rtl
            let iconFinalX = mirroredSidebar ? slot.maxX - 12 - iconSize : iconX
            icon = TabBarRect(x: iconFinalX, y: slot.midY - iconSize / 2, width: iconSize, height: iconSize)
            if showsLabel {
                let labelX = rtl ? (mirroredSidebar ? iconFinalX - gap - labelWidth : startX) : iconFinalX + iconSize + gap
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
                if let label, presentation == .sidebar {
                    // In a sidebar row the badge follows the label, so it never covers the text.
                    let x = rtl ? label.minX - 6 - w : label.maxX + 6
                    badge = TabBarRect(x: min(max(x, slot.minX), slot.maxX - w), y: slot.midY - metrics.badgeHeight / 2, width: w, height: metrics.badgeHeight)
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
            iconFrame: icon.snapped(scale: scale), labelFrame: label?.snapped(scale: scale), labelText: labelText,
            labelSize: labelSize, labelWeight: labelWeight, badgeFrame: badge?.snapped(scale: scale), badgeText: badgeText,
            actionButtonFrame: actionButton?.snapped(scale: scale), isSelected: isSelected, isEnabled: tab.isEnabled,
            // A sidebar row grows with its text, so only a row still cut needs the viewer (Apple: the viewer is for
            // views that cannot scale); a bar's items cannot grow, so they all have it.
            showsLargeContentViewer: environment.dynamicType.isAccessibilitySize && (presentation != .sidebar || labelText != tab.title))
    }

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

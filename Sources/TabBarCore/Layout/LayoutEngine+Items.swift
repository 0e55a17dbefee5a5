extension LayoutEngine {
    /// The full geometry of the item at a visual position, snapped to the pixel grid.
    func item(at index: Int) -> TabItemLayout {
        #if DEBUG
        WorkCounter.count(\.itemsBuilt)
        #endif
        let id = tab(atVisual: index)
        let tab = configuration.tab(id) ?? TabItem(id: id, title: id.rawValue)
        let slot = slot(index)
        let isSelected = id == selected
        let showsLabel = labelMode == .always || (labelMode == .selectedOnly && isSelected)
        let typography = theme.typography
        let baseLabelSize = presentation == .sidebar ? 15 : typography.labelSize
        let labelSize = baseLabelSize * environment.dynamicType.labelScale
        let labelWeight = isSelected ? typography.selectedLabelWeight : typography.labelWeight
        let badgeText = state.badge(id).displayText(style: configuration.behavior.badgeStyle)
        let showsBadge = state.badge(id).isVisible

        var icon: Rect
        var label: Rect?
        var labelText: String?
        var actionButton: Rect?
        var hit = slot
        let iconSize = compact && presentation != .sidebar ? metrics.compactIconSize : metrics.iconSize
        let labelHeight = (labelSize * 1.25 * 2).rounded(.up) / 2

        if raisesAction(tab) {
            // In a compact-height bar the button shrinks to the bar and rises half as far.
            let d = compact ? min(theme.actionButton.size, 44) : theme.actionButton.size
            let rise = compact ? theme.actionButton.rise / 2 : theme.actionButton.rise
            let button = Rect(x: slot.midX - d / 2, y: barFrame.minY - rise, width: d, height: d)
            actionButton = button
            icon = Rect(x: button.midX - iconSize / 2, y: button.midY - iconSize / 2, width: iconSize, height: iconSize)
            hit = slot.union(button)
        } else if presentation == .sidebar || compact {
            // Icon beside the label, the pair centred (sidebar rows lead with the icon).
            let gap = 6.0
            let available = slot.width - iconSize - gap - 16 - (showsBadge && badgeText != nil ? 30 : 0)
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
            icon = Rect(x: iconFinalX, y: slot.midY - iconSize / 2, width: iconSize, height: iconSize)
            if showsLabel {
                let labelX = rtl ? (mirroredSidebar ? iconFinalX - gap - labelWidth : startX) : iconFinalX + iconSize + gap
                label = Rect(x: labelX, y: slot.midY - labelHeight / 2, width: labelWidth, height: labelHeight)
            }
        } else {
            let block = iconSize + (showsLabel ? metrics.iconLabelSpacing + labelHeight : 0)
            let top = slot.midY - block / 2
            icon = Rect(x: slot.midX - iconSize / 2, y: top, width: iconSize, height: iconSize)
            if showsLabel {
                let fit = measurer.fitting(tab.title, maxWidth: slot.width - 6, size: labelSize, weight: labelWeight)
                labelText = fit.text
                label = Rect(x: slot.midX - fit.width / 2, y: icon.maxY + metrics.iconLabelSpacing, width: fit.width, height: labelHeight)
            }
        }

        // Hit targets reach 44 pt inside the bar (into the bottom safe area in compact height).
        if hit.height < 44 { hit = Rect(x: hit.x, y: hit.y, width: hit.width, height: min(44, barFrame.maxY - hit.y)) }
        if hit.width < 44 { hit = Rect(x: hit.midX - 22, y: hit.y, width: 44, height: hit.height) }

        var badge: Rect?
        if showsBadge {
            if let text = badgeText {
                let textWidth = measurer.width(of: text, size: typography.badgeSize, weight: typography.badgeWeight)
                let w = max(metrics.badgeHeight, (textWidth + 10).rounded(.up))
                if let label, compact || presentation == .sidebar {
                    // Beside a label the badge follows it, so it never covers the text.
                    let x = rtl ? label.minX - 6 - w : label.maxX + 6
                    badge = Rect(x: min(max(x, slot.minX), slot.maxX - w), y: slot.midY - metrics.badgeHeight / 2, width: w, height: metrics.badgeHeight)
                } else {
                    var x = rtl ? icon.midX - 4 - w : icon.midX + 4
                    x = min(max(x, slot.minX), slot.maxX - w)
                    badge = Rect(x: x, y: max(icon.minY - 5, barFrame.minY + 1, actionButton?.minY ?? -.infinity), width: w, height: metrics.badgeHeight)
                }
            } else {
                let d = metrics.dotSize
                badge = Rect(x: (rtl ? icon.minX + 1 : icon.maxX - 1) - d / 2, y: max(icon.minY - 1, barFrame.minY + 1), width: d, height: d)
            }
        }

        let scale = environment.displayScale
        return TabItemLayout(
            id: id, role: tab.role, visualIndex: index, frame: slot.snapped(scale: scale), hitFrame: hit.snapped(scale: scale),
            iconFrame: icon.snapped(scale: scale), labelFrame: label?.snapped(scale: scale), labelText: labelText,
            labelSize: labelSize, labelWeight: labelWeight, badgeFrame: badge?.snapped(scale: scale), badgeText: badgeText,
            actionButtonFrame: actionButton?.snapped(scale: scale), isSelected: isSelected, isEnabled: tab.isEnabled,
            showsLargeContentViewer: environment.dynamicType.isAccessibilitySize)
    }

    /// The indicator's frame for an item, in the theme's style; `nil` for none or an action.
    func indicatorFrame(for item: TabItemLayout) -> Rect? {
        guard item.role != .action else { return nil }
        let icon = item.iconFrame
        let content = item.labelFrame.map { icon.union($0) } ?? icon
        let frame: Rect
        switch theme.indicator.style.kind {
        case .none:
            return nil
        case .underline:
            let w = min(max(content.width, icon.width) + 8, item.frame.width - 8)
            let y = min(content.maxY + 2, item.frame.maxY - 3)
            frame = Rect(x: content.midX - w / 2, y: y, width: w, height: 3)
        case .pill:
            if presentation == .sidebar || compact {
                frame = item.frame.insetBy(dx: 4, dy: 4)
            } else {
                let w = min(item.frame.width - 8, icon.width + 36)
                frame = Rect(x: icon.midX - w / 2, y: icon.minY - 4, width: w, height: icon.height + 8)
            }
        case .dot:
            frame = Rect(x: content.midX - 2.5, y: min(content.maxY + 2, item.frame.maxY - 5), width: 5, height: 5)
        case .glow:
            let d = min(icon.width + 20, item.frame.height - 4)
            frame = Rect(x: content.midX - d / 2, y: content.midY - d / 2, width: d, height: d)
        }
        return frame.snapped(scale: environment.displayScale)
    }
}

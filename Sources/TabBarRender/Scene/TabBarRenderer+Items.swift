import TabBarCore

extension TabBarRenderer {
    func indicatorItems(_ frame: Rect) -> [DisplayItem] {
        let c = color(theme.indicator.color)
        // A sidebar's selected row: a rounded, lightly tinted fill under the selected colour's text.
        if layout.presentation == .sidebar { return [.rect(frame, radius: Self.sidebarFillRadius, fill: .solid(c.withAlpha(Self.sidebarFillAlpha)))] }
        switch layout.indicatorStyle {
        case .underline, .pill: return [.rect(frame, radius: frame.height / 2, fill: .solid(c))]
        case .dot: return [.circle(center: frame.center, radius: frame.width / 2, fill: .solid(c))]
        case .glow:
            let stops = [GradientStop(0, c.withAlpha(0.55)), GradientStop(0.6, c.withAlpha(0.22)), GradientStop(1, c.withAlpha(0))]
            return [.group([.circle(center: frame.center, radius: frame.width / 2, fill: .radialGradient(center: frame.center, radius: frame.width / 2, stops: stops))], effect: .blur(radius: 4))]
        default: return []
        }
    }

    /// The symbol an item draws: the selected variant, or a filled one when the theme asks and one exists.
    func symbol(for tab: TabItem, selected: Bool) -> (name: String, filled: Bool) {
        let base = tab.icon ?? "circle"
        guard selected else { return (base, false) }
        if let chosen = tab.selectedIcon { return (chosen, chosen.hasSuffix(".fill")) }
        if theme.filledSelectedIcons, let found = IconLibrary.icon(named: base), found.icon.hasFill { return (base, true) }
        return (base, false)
    }

    func itemItems(_ item: TabItemLayout, warnings: inout [String]) -> [DisplayItem] {
        guard let tab = configuration.tab(item.id) else { return [] }
        var items: [DisplayItem] = []
        let tint = !item.isEnabled ? color(theme.items.disabled) : item.isSelected ? color(theme.items.selected) : color(theme.items.unselected)
        let symbol = symbol(for: tab, selected: item.isSelected)
        if !IconLibrary.contains(symbol.name) {
            warnings.append("unknown icon \"\(symbol.name)\" on tab \"\(tab.id)\"; drew a placeholder")
        }
        if let button = item.actionButtonFrame {
            let tokens = theme.actionButton
            let fill = color(tokens.fill)
            let paint: Paint = tokens.gradientEnd.map {
                .linearGradient(from: Point(x: button.minX, y: button.minY), to: Point(x: button.maxX, y: button.maxY), stops: [GradientStop(0, fill), GradientStop(1, color($0))])
            } ?? .solid(fill)
            // A button that does not stand out from the bar (under 3:1, WCAG non-text contrast) gets an outline.
            let bar = theme.backgroundColors(appearance)[0]
            let border: Stroke? = fill.over(bar).contrastRatio(with: bar) < 3 ? Stroke(color(theme.items.selected), width: 1.5) : nil
            let circle = DisplayItem.circle(center: button.center, radius: button.width / 2, fill: paint, stroke: border)
            items.append(tokens.shadow.map { .group([circle], effect: .shadow(color: color($0), blur: 12, dx: 0, dy: 4)) } ?? circle)
            items.append(.icon(name: symbol.name, frame: item.iconFrame, color: color(tokens.foreground), filled: false, knockout: fill))
        } else {
            // A filled pill carries its own foreground colour for the icon on top of it.
            let onIndicator = item.isSelected && layout.indicator != nil && layout.presentation != .sidebar ? theme.indicator.foreground.map(color) : nil
            let knockout = onIndicator == nil ? baseBackground : color(theme.indicator.color)
            items.append(.icon(name: symbol.name, frame: item.iconFrame, color: onIndicator ?? tint, filled: symbol.filled, knockout: knockout))
        }
        if let label = item.labelFrame, let text = item.labelText {
            let baseline = label.minY + item.labelSize * 0.98
            let centered = !layout.isCompactHeight && layout.presentation != .sidebar
            items.append(.text(text, origin: Point(x: centered ? label.midX : label.minX, y: baseline), size: item.labelSize, weight: item.labelWeight, color: tint, anchor: centered ? .middle : .start))
        }
        if let badge = item.badgeFrame {
            let fill = color(theme.badge.fill)
            // A ring of the bar's colour separates the badge from a filled indicator under it.
            let ring = layout.indicator.map { $0.intersects(badge) && item.isSelected && layout.indicatorStyle == .pill } ?? false
                ? Stroke(baseBackground, width: Self.badgeRingWidth) : nil
            let r = ring == nil ? badge : badge.insetBy(dx: -Self.badgeRingWidth / 2, dy: -Self.badgeRingWidth / 2)
            if let text = item.badgeText {
                items.append(.rect(r, radius: r.height / 2, fill: .solid(fill), stroke: ring))
                let size = theme.typography.badgeSize
                items.append(.text(text, origin: Point(x: badge.midX, y: badge.midY + size * 0.36), size: size, weight: theme.typography.badgeWeight, color: color(theme.badge.text), anchor: .middle))
            } else {
                items.append(.circle(center: badge.center, radius: r.width / 2, fill: .solid(fill), stroke: ring))
            }
        }
        return items
    }

    static let sidebarFillRadius = 10.0
    static let sidebarFillAlpha = 0.18
    static let badgeRingWidth = 1.5
}

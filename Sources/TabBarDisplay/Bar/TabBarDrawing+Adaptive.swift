import TabBarCore

extension TabBarDrawing {
    /// The symbol of a top bar's sidebar button: `sidebar.leading` (SF Symbols 4, iOS 16), which mirrors in right to
    /// left (the sidebar opens from the right there), where `sidebar.left` would not.
    public static let sidebarToggleSymbol = "sidebar.leading"
}

extension TabBarDrawing.Builder {
    /// The circles beside a floating bar: a detached search tab's and a top bar's sidebar button, each in the bar's
    /// own background (its shadow, backdrop, fill and glass rim); the button's symbol on its circle.
    func besideItems() -> [TabBarDisplayItem] {
        var items: [TabBarDisplayItem] = []
        if let search = layout.detachedSearch { items += circleBackground(search.frame, id: "search-background") }
        if let toggle = layout.sidebarToggle {
            // Over a sidebar the button is a plain symbol on the sidebar's own background.
            if layout.presentation != .sidebar { items += circleBackground(toggle, id: "sidebar-toggle-background") }
            // In the sidebar transition the symbol is drawn where the button rests and carried onto the moving button by a
            // translation alone, as the icons are: a painter that keeps what it drew (UIKit's run layer) redraws nothing.
            let rest = layout.restingSidebarToggle ?? toggle
            let side = theme.metrics.iconSize
            let frame = TabBarRect(x: rest.midX - side / 2, y: rest.midY - side / 2, width: side, height: side)
            let move = TabBarPoint(x: toggle.midX - rest.midX, y: toggle.midY - rest.midY)
            let rtl = layout.environment.layoutDirection == .rightToLeft
            items.append(.group([.symbol(TabBarDisplaySymbol(
                TabBarDrawing.sidebarToggleSymbol, frame: frame, color: color(theme.items.unselected), weight: theme.typography.labelWeight,
                knockout: color(theme.background.color), rightToLeft: rtl,
                layoutDirection: layout.environment.layoutDirection))],
                transform: move == TabBarPoint(x: 0, y: 0) ? nil : TabBarDisplayTransform(translate: move), id: "sidebar-toggle"))
        }
        return items
    }

    /// A circle drawn as the bar's background is: shadow, backdrop for a material or glass, fill, glass rim.
    func circleBackground(_ frame: TabBarRect, id: String) -> [TabBarDisplayItem] {
        let shape = TabBarDisplayShape.rect(frame, cornerRadius: frame.height / 2)
        var items: [TabBarDisplayItem] = [.group([.shape(shape, fill: backgroundPaint)], effect: Self.capsuleShadow(drawing.appearance, shape: shape), id: id + "-shadow")]
        let style = theme.background.style
        if style == .material || style == .glass {
            items.append(.backdrop(TabBarDisplayBackdrop(
                style == .glass ? .glass : .material, shape: shape, blurSigma: style == .glass ? TabBarDrawing.glassBlurSigma : TabBarDrawing.materialBlurSigma,
                material: .ultraThin)))
        }
        items.append(.shape(shape, fill: backgroundPaint))
        if style == .glass {
            items.append(.shape(.rect(frame.insetBy(dx: 0.5, dy: 0.5), cornerRadius: frame.height / 2 - 0.5), fill: nil,
                                stroke: TabBarDisplayStroke(TabBarColor.white.withAlpha(0.6), width: 1)))
        } else if let token = theme.hairline {
            items.append(.shape(shape, fill: nil, stroke: TabBarDisplayStroke(color(token), width: 0.5)))
        }
        return items
    }
}

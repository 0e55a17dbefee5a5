import TabBarCore

extension TabBarDrawing.Builder {
    /// The background's shape: the rectangle, the capsule or the notched outline of the layout.
    var backgroundShape: TabBarDisplayShape {
        switch layout.background {
        case .rectangle(let r): .rect(r, cornerRadius: 0)
        case .roundedRect(let r, let radius): .rect(r, cornerRadius: radius)
        case .notched(let path): .path(path)
        }
    }

    /// The background's fill: one colour, the theme's vertical gradient, or glass's fading tint.
    var backgroundPaint: TabBarDisplayPaint {
        let base = color(theme.background.color)
        let bar = layout.barFrame
        let style = theme.background.style
        let top = TabBarPoint(x: bar.midX, y: bar.minY), bottom = TabBarPoint(x: bar.midX, y: bar.maxY)
        if style == .gradient {
            let end = theme.background.gradientEnd.map(color) ?? base
            return .linearGradient(from: top, to: bottom, stops: [TabBarDisplayGradientStop(0, base), TabBarDisplayGradientStop(1, end)])
        }
        if style == .glass {
            return .linearGradient(from: top, to: bottom, stops: [
                TabBarDisplayGradientStop(0, base.withAlpha(min(base.alpha, theme.glassTintTopAlpha))),
                TabBarDisplayGradientStop(1, base.withAlpha(min(base.alpha, theme.glassTintBottomAlpha))),
            ])
        }
        return .solid(base)
    }

    /// The shadow under a floating or minimised capsule: σ 9 pt, 6 pt down.
    static func capsuleShadow(_ appearance: TabBarAppearance, shape: TabBarDisplayShape) -> TabBarDisplayEffect {
        let color = appearance.scheme == .dark ? TabBarColor.black.withAlpha(0.5) : TabBarColor.black.withAlpha(0.16)
        return .shadow(TabBarDisplayShadow(color: color, sigma: 9, dy: 6, shape: shape))
    }

    /// The bar's fill, casting the capsule's shadow when the bar floats (one fill: a second one under a backdrop
    /// would land over the blur where Apple painters lift backdrops under the picture).
    func shadowed(_ fill: TabBarDisplayItem, shape: TabBarDisplayShape, floats: Bool) -> TabBarDisplayItem {
        floats ? .group([fill], effect: Self.capsuleShadow(drawing.appearance, shape: shape), id: "shadow") : fill
    }

    /// The theme's gradient over the background (over a material's blur too), top to bottom, at its opacity.
    func overlayItem(_ shape: TabBarDisplayShape) -> TabBarDisplayItem? {
        guard let overlay = theme.background.overlay else { return nil }
        let bar = layout.barFrame
        let paint = TabBarDisplayPaint.linearGradient(
            from: TabBarPoint(x: bar.midX, y: bar.minY), to: TabBarPoint(x: bar.midX, y: bar.maxY),
            stops: [TabBarDisplayGradientStop(0, color(overlay.top)), TabBarDisplayGradientStop(1, color(overlay.bottom))])
        return .group([.shape(shape, fill: paint)], opacity: overlay.opacity, id: "background-overlay")
    }

    /// Shadow, backdrop (materials), fill, gradient overlay and hairline; glass as its readability guard decides.
    func backgroundItems() -> [TabBarDisplayItem] {
        var items: [TabBarDisplayItem] = []
        let shape = backgroundShape
        if theme.background.style == .glass { return glassBackgroundItems(shape) + hairlineItems() }
        if theme.background.style == .material {
            // The articles' thin frosted look (`.ultraThinMaterial`): the theme's fill over it says how much of the
            // screen shows through. The backdrop comes first, where Apple painters place it (under the picture).
            items.append(.backdrop(TabBarDisplayBackdrop(.material, shape: shape, blurSigma: TabBarDrawing.materialBlurSigma, material: .ultraThin)))
        }
        items.append(shadowed(.shape(shape, fill: backgroundPaint), shape: shape, floats: layout.presentation == .floatingBar || layout.isMinimized))
        if let overlay = overlayItem(shape) { items.append(overlay) }
        if layout.hairline != nil {
            items += hairlineItems()
        } else if let token = theme.hairline, case .roundedRect(let r, let radius) = layout.background {
            items.append(.shape(.rect(r, cornerRadius: radius), fill: nil, stroke: TabBarDisplayStroke(color(token), width: 0.5)))
        }
        return items
    }

    /// The top hairline of an edge-to-edge bar (along the notch's curve when it has one), in the theme's colour.
    func hairlineItems() -> [TabBarDisplayItem] {
        guard let hairline = layout.hairline, let token = theme.hairline else { return [] }
        if case .notched = layout.background, let path = layout.hairlinePath {
            return [.shape(.path(path), fill: nil, stroke: TabBarDisplayStroke(color(token), width: theme.metrics.hairlineWidth))]
        }
        return [.shape(.rect(hairline, cornerRadius: 0), fill: .solid(color(token)))]
    }

    /// Gradients over the scroll viewport's edges where more tabs hide, at the layout's fade frames.
    func fadeItems() -> [TabBarDisplayItem] {
        let solid = drawing.baseBackground, clear = solid.withAlpha(0)
        return layout.edgeFades.map { fade in
            let r = fade.frame
            let (from, to) = fade.opaqueAtLeft ? (r.minX, r.maxX) : (r.maxX, r.minX)
            return .shape(.rect(r, cornerRadius: 0), fill: .linearGradient(
                from: TabBarPoint(x: from, y: r.midY), to: TabBarPoint(x: to, y: r.midY), stops: TabBarDrawing.fadeStops(solid, clear)))
        }
    }
}

extension TabBarDrawing {
    /// How much the SVG writer blurs what lies behind a material bar, σ in points (an ultra-thin material's).
    public static let materialBlurSigma = 10.0
    /// How much it blurs behind glass, σ in points.
    public static let glassBlurSigma = 4.0

    /// Opaque for the outer quarter, then easing to clear, so the cut-off item reads as running on.
    static func fadeStops(_ solid: TabBarColor, _ clear: TabBarColor) -> [TabBarDisplayGradientStop] {
        [TabBarDisplayGradientStop(0, solid), TabBarDisplayGradientStop(0.25, solid.withAlpha(0.85)), TabBarDisplayGradientStop(1, clear)]
    }
}

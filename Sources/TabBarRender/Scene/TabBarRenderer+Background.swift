import TabBarCore

extension TabBarRenderer {
    var backgroundShape: DisplayItem {
        switch layout.background {
        case .rectangle(let r): .rect(r, radius: 0, fill: backgroundPaint)
        case .roundedRect(let r, let radius): .rect(r, radius: radius, fill: backgroundPaint)
        case .notched(let path): .path(path, fill: backgroundPaint)
        }
    }

    var backgroundClip: Clip {
        switch layout.background {
        case .rectangle(let r): .rect(r, radius: 0)
        case .roundedRect(let r, let radius): .rect(r, radius: radius)
        case .notched(let path): .path(path)
        }
    }

    var backgroundPaint: Paint {
        let base = color(theme.background.color)
        let bar = layout.barFrame
        let style = theme.background.style
        if style == .gradient {
            let end = theme.background.gradientEnd.map(color) ?? base
            return .linearGradient(from: Point(x: bar.midX, y: bar.minY), to: Point(x: bar.midX, y: bar.maxY), stops: [GradientStop(0, base), GradientStop(1, end)])
        }
        if style == .glass {
            return .linearGradient(from: Point(x: bar.midX, y: bar.minY), to: Point(x: bar.midX, y: bar.maxY),
                                   stops: [GradientStop(0, base.withAlpha(min(base.alpha, 0.55))), GradientStop(1, base.withAlpha(min(base.alpha, 0.35)))])
        }
        return .solid(base)
    }

    /// Shadow, backdrop blur (materials), fill, rim and hairline.
    func backgroundItems(backdrop: String?) -> [DisplayItem] {
        var items: [DisplayItem] = []
        if layout.presentation == .floatingBar || layout.isMinimized {
            let shadow = appearance.scheme == .dark ? TabBarColor.black.withAlpha(0.5) : TabBarColor.black.withAlpha(0.16)
            items.append(.group([backgroundShape], effect: .shadow(color: shadow, blur: 18, dx: 0, dy: 6)))
        }
        let style = theme.background.style
        if let backdrop, style == .material || style == .glass {
            items.append(.reuse(id: backdrop, clip: backgroundClip, effect: .blur(radius: style == .glass ? 8 : 30)))
        }
        items.append(backgroundShape)
        if style == .glass {
            if case .roundedRect(let r, let radius) = layout.background {
                items.append(.rect(r.insetBy(dx: 0.5, dy: 0.5), radius: radius, fill: nil, stroke: Stroke(TabBarColor.white.withAlpha(0.6), width: 1)))
            }
        }
        if let hairline = layout.hairline, let token = theme.hairline {
            if case .notched = layout.background, let path = layout.hairlinePath {
                items.append(.path(path, fill: nil, stroke: Stroke(color(token), width: theme.metrics.hairlineWidth)))
            } else {
                items.append(.rect(hairline, radius: 0, fill: .solid(color(token))))
            }
        } else if let token = theme.hairline, case .roundedRect(let r, let radius) = layout.background, theme.background.style != .glass {
            items.append(.rect(r, radius: radius, fill: nil, stroke: Stroke(color(token), width: 0.5)))
        }
        return items
    }

    /// Gradients over the scroll viewport's edges where more tabs hide, at the layout's fade frames.
    func fadeItems() -> [DisplayItem] {
        let solid = baseBackground, clear = baseBackground.withAlpha(0)
        return layout.edgeFades.map { fade in
            let r = fade.frame
            let (from, to) = fade.opaqueAtLeft ? (r.minX, r.maxX) : (r.maxX, r.minX)
            return .rect(r, radius: 0, fill: .linearGradient(from: Point(x: from, y: r.midY), to: Point(x: to, y: r.midY), stops: Self.fadeStops(solid, clear)))
        }
    }

    /// Opaque for the outer quarter, then easing to clear, so the cut-off item reads as running on.
    static func fadeStops(_ solid: TabBarColor, _ clear: TabBarColor) -> [GradientStop] {
        [GradientStop(0, solid), GradientStop(0.25, solid.withAlpha(0.85)), GradientStop(1, clear)]
    }
}

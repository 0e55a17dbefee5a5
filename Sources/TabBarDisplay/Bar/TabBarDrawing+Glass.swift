import TabBarCore

extension TabBarDrawing.Builder {
    /// A glass background as the readability guard decides it (``TabBarTheme/glassLook(_:)``): the glass (a light
    /// blur, the tint, a specular sheen and rim), or the theme's frosted or opaque fallback.
    func glassBackgroundItems(_ shape: TabBarDisplayShape) -> [TabBarDisplayItem] {
        var items: [TabBarDisplayItem] = []
        let decision = theme.glassLook(drawing.appearance)
        let floats = layout.presentation == .floatingBar || layout.isMinimized
        switch decision.look {
        case .glass:
            // The backdrop first, as Apple painters place it (under the whole picture); a floating capsule's tint
            // casts its shadow (painted once, over the blur, in every painter).
            items.append(.backdrop(TabBarDisplayBackdrop(.glass, shape: shape, blurSigma: TabBarDrawing.glassBlurSigma, material: .ultraThin)))
            items.append(shadowed(.shape(shape, fill: backgroundPaint), shape: shape, floats: floats))
            if let overlay = overlayItem(shape) { items.append(overlay) }
            items.append(specularItem(shape))
            if case .roundedRect(let r, let radius) = layout.background {
                let rim = TabBarColor.white.withAlpha(theme.resolvedGlass.specular)
                items.append(.shape(.rect(r.insetBy(dx: 0.5, dy: 0.5), cornerRadius: radius), fill: nil, stroke: TabBarDisplayStroke(rim, width: 1)))
            }
        case .frosted, .opaque:
            let fallback = theme.glassFallbackColor(drawing.appearance)
            let fill = decision.look == .opaque ? fallback : fallback.withAlpha(TabBarTheme.glassFrostedAlpha)
            if decision.look == .frosted {
                items.append(.backdrop(TabBarDisplayBackdrop(.material, shape: shape, blurSigma: TabBarDrawing.frostedBlurSigma, material: .thick)))
            }
            items.append(shadowed(.shape(shape, fill: .solid(fill)), shape: shape, floats: floats))
            // The fallback's edge: the theme's hairline colour round a capsule (the items' colour when it has none).
            if case .roundedRect(let r, let radius) = layout.background {
                let edge = theme.hairline.map(color) ?? color(theme.items.unselected).withAlpha(0.35)
                items.append(.shape(.rect(r.insetBy(dx: 0.25, dy: 0.25), cornerRadius: radius), fill: nil, stroke: TabBarDisplayStroke(edge, width: 0.5)))
            }
        }
        return items
    }

    /// The specular sheen: white fading to clear over the top ``TabBarDrawing/specularDepth`` of the bar, clipped to
    /// its shape.
    func specularItem(_ shape: TabBarDisplayShape) -> TabBarDisplayItem {
        let bar = layout.barFrame
        let depth = bar.height * TabBarDrawing.specularDepth
        let strip = TabBarRect(x: bar.minX, y: bar.minY, width: bar.width, height: depth)
        // Half the rim's brightness in light mode; a quarter in dark, where white reads as a grey band.
        let bright = TabBarColor.white.withAlpha(theme.resolvedGlass.specular * (drawing.appearance.scheme == .dark ? 0.25 : 0.5))
        let paint = TabBarDisplayPaint.linearGradient(
            from: TabBarPoint(x: bar.midX, y: bar.minY), to: TabBarPoint(x: bar.midX, y: bar.minY + depth),
            stops: [TabBarDisplayGradientStop(0, bright), TabBarDisplayGradientStop(1, bright.withAlpha(0))])
        return .group([.shape(.rect(strip, cornerRadius: 0), fill: paint)], clip: shape, id: "glass-specular")
    }
}

extension TabBarDrawing {
    /// How much the SVG writer blurs behind a frosted fallback, σ in points (a thick material's).
    public static let frostedBlurSigma = 20.0
    /// How far down the bar the specular sheen reaches, as a fraction of its height.
    public static let specularDepth = 0.45

    /// The colour under the items, for knockouts and fades: a glass bar's fallback colour when it falls back.
    var groundColor: TabBarColor {
        let screen = TabBarTheme.screenColor(appearance)
        guard theme.background.style == .glass else { return color(theme.background.color).over(screen) }
        switch theme.glassLook(appearance).look {
        case .glass: return color(theme.background.color).over(screen)
        case .opaque: return theme.glassFallbackColor(appearance)
        case .frosted: return theme.glassFallbackColor(appearance).withAlpha(TabBarTheme.glassFrostedAlpha).over(screen)
        }
    }
}

import TabBarCore

extension TabBarDrawing {
    /// Where an item's icon (or an action's glyph, `glyph`) is drawn, and the transform that carries it onto its frame.
    ///
    /// At rest: the layout's `TabItemLayout.iconFrame` exactly, unscaled. While a transition moves the item
    /// (`TabItemLayout.transitionScale`): at fixed coordinates — the icon at its drawn size (the larger of its two
    /// resting sizes) centred on its resting frame — and mapped onto the moving frame by the transform alone, so a painter
    /// loads its symbol once at that size and draws it once (UIKit's layer keeps its picture, only its group's transform
    /// changes per frame), and only ever shrinks what it drew. An action's glyph is drawn at its resting frame and scaled
    /// with its button about its centre instead, keeping the proportion it has to its circle at rest as the circle shrinks
    /// away, and moved with the icon's frame. `nil` when there is nothing to draw (a glyph whose button has all but vanished).
    package static func iconPlacement(_ item: TabItemLayout, glyph: Bool = false) -> (frame: TabBarRect, transform: TabBarDisplayTransform?)? {
        let icon = item.iconFrame
        guard let moving = item.transitionScale else { return (icon, nil) }
        let rest = moving.restingIconFrame
        if glyph, item.actionButtonFrame != nil {
            guard moving.buttonScale > glyphVanishingScale else { return nil }
            let move = TabBarPoint(x: icon.midX - rest.midX, y: icon.midY - rest.midY)
            let still = abs(moving.buttonScale - 1) < 1e-9 && move == TabBarPoint(x: 0, y: 0)
            return (rest, still ? nil : TabBarDisplayTransform(translate: move, scale: moving.buttonScale, anchor: rest.center))
        }
        let size = moving.drawnIconSize
        guard size.width > 0, size.height > 0 else { return (icon, nil) }
        let drawn = TabBarRect(x: rest.midX - size.width / 2, y: rest.midY - size.height / 2, width: size.width, height: size.height)
        guard drawn != icon else { return (icon, nil) }
        return (drawn, TabBarDisplayTransform.mapping(drawn, to: icon))
    }

    /// Below this share of its resting size a shrinking glyph is not drawn (its button has all but vanished).
    static let glyphVanishingScale = 0.01
}

extension TabBarDrawing.Builder {
    /// The indicator in the theme's style at its resting frame (a sidebar's selected row is a light fill).
    func indicatorItems(_ frame: TabBarRect, glowSlot: Int? = nil, icon: TabBarRect? = nil) -> [TabBarDisplayItem] {
        let c = color(theme.indicator.color)
        if layout.presentation == .sidebar {
            return [.shape(.rect(frame, cornerRadius: TabBarDrawing.sidebarFillRadius), fill: .solid(c.withAlpha(TabBarDrawing.sidebarFillAlpha)))]
        }
        switch layout.indicatorStyle {
        case .underline, .pill: return [glowing(.rect(frame, cornerRadius: frame.height / 2), fill: c)]
        case .dot: return [glowing(.circle(center: frame.center, radius: frame.width / 2), fill: c)]
        case .glow where theme.indicator.resolvedGlowStyle == .ring:
            // Article 002's ring: a stroke round the selected icon, blurred, breathing in its own slot.
            let icon = icon ?? frame.insetBy(dx: 10, dy: 10)
            let ring = TabBarDisplayItem.shape(.circle(center: icon.center, radius: icon.width / 2 + TabBarDrawing.ringGap), fill: nil,
                                         stroke: TabBarDisplayStroke(c, width: TabBarDrawing.ringWidth))
            return [.group([ring], effect: .blur(sigma: TabBarDrawing.ringBlurSigma), id: "glow-ring", slot: glowSlot)]
        case .glow:
            // A soft disc of the indicator colour, clear at its rim, blurred: never an opaque disc. It breathes by
            // its opacity in its own slot.
            let stops = TabBarIndicatorStyle.glowStops.map { TabBarDisplayGradientStop($0.location, c.withAlpha($0.opacity)) }
            let disc = TabBarDisplayItem.shape(.circle(center: frame.center, radius: frame.width / 2),
                                         fill: .radialGradient(center: frame.center, radius: frame.width / 2, stops: stops))
            return [.group([disc], effect: .blur(sigma: TabBarDrawing.glowBlurSigma), id: "glow", slot: glowSlot)]
        default: return []
        }
    }

    /// An indicator shape, in a group casting the theme's indicator glow (article 003's) when it has one.
    func glowing(_ shape: TabBarDisplayShape, fill: TabBarColor) -> TabBarDisplayItem {
        let item = TabBarDisplayItem.shape(shape, fill: .solid(fill))
        guard let glow = theme.indicator.shadow else { return item }
        let base = glow.color.map(color) ?? fill
        let shadow = TabBarDisplayShadow(color: base.withAlpha(base.alpha * glow.opacity), sigma: glow.radius, dx: glow.x, dy: glow.y, shape: shape)
        return .group([item], effect: .shadow(shadow), id: "indicator-glow")
    }

    /// The icon an item draws: the selected variant, or the filled one when the theme asks (symbols only).
    func icon(for tab: TabBarKitItem, selected: Bool) -> (icon: TabIcon, filled: Bool) {
        let base = tab.icon ?? "circle"
        guard selected else { return (base, false) }
        if let chosen = tab.selectedIcon { return (chosen, chosen.source == .symbol && chosen.name.hasSuffix(".fill")) }
        return (base, base.source == .symbol && theme.filledSelectedIcons)
    }

    /// An icon as the list's primitive: a symbol, or an image for an asset or a registered image, in the bar's layout
    /// direction (Apple's painters mirror a directional one in right to left, as the system's bar does) and, for an
    /// image, its appearance (the asset variant Apple's painters load: ``TabBarDisplayImage/variant(displayScale:)``).
    func iconItem(_ icon: TabIcon, filled: Bool = false, frame: TabBarRect, color: TabBarColor, weight: TabBarFontWeight, knockout: TabBarColor) -> TabBarDisplayItem {
        let direction = layout.environment.layoutDirection
        guard icon.source == .symbol else {
            let appearance = drawing.appearance
            return .image(TabBarDisplayImage(icon, frame: frame, color: color, layoutDirection: direction, scheme: appearance.scheme, contrast: appearance.contrast))
        }
        return .symbol(TabBarDisplaySymbol(icon.name, frame: frame, color: color, weight: weight, filled: filled, knockout: knockout, layoutDirection: direction))
    }

    /// One item as a group (its slot scales and fades it), with its badge and an action's glyph in groups of their own.
    mutating func itemGroup(_ item: TabItemLayout) -> [TabBarDisplayItem] {
        guard let tab = drawing.configuration.tab(item.id) else { return [] }
        var items: [TabBarDisplayItem] = []
        let tint = !item.isEnabled ? color(theme.items.disabled) : item.isSelected ? color(theme.items.selected) : color(theme.items.unselected)
        let symbol = icon(for: tab, selected: item.isSelected)
        var glyphSlot: Int?
        var glyphCenter = item.iconFrame.center
        var iconSlot: Int?
        if let button = item.actionButtonFrame {
            let tokens = theme.actionButton
            let fill = color(tokens.fill)
            let paint: TabBarDisplayPaint = tokens.gradientEnd.map {
                .linearGradient(from: TabBarPoint(x: button.minX, y: button.minY), to: TabBarPoint(x: button.maxX, y: button.maxY),
                                stops: [TabBarDisplayGradientStop(0, fill), TabBarDisplayGradientStop(1, color($0))])
            } ?? .solid(fill)
            // A button that does not stand out from the bar (under 3:1, WCAG non-text contrast) gets an outline.
            let bar = theme.backgroundColors(drawing.appearance)[0]
            let border: TabBarDisplayStroke? = fill.over(bar).contrastRatio(with: bar) < 3 ? TabBarDisplayStroke(color(theme.items.selected), width: 1.5) : nil
            let circle = TabBarDisplayShape.circle(center: button.center, radius: button.width / 2)
            let shape = TabBarDisplayItem.shape(circle, fill: paint, stroke: border)
            items.append(tokens.shadow.map {
                .group([shape], effect: .shadow(TabBarDisplayShadow(color: color($0), sigma: TabBarActionButtonTokens.shadowRadius, dy: TabBarActionButtonTokens.shadowOffsetY, shape: circle)))
            } ?? shape)
            if item.role == .prominent && item.isSelected { items.append(prominentRing(button)) }
            // The glyph keeps the icon's frame, not the button's, and turns in a group of its own; in the sidebar
            // transition it shrinks with its button (drawn in the button's foreground, often the bar's colour), scaled
            // from its resting size, never loaded again at a smaller one.
            let slot = nextSlot()
            glyphSlot = slot
            let placement = TabBarDrawing.iconPlacement(item, glyph: true)
            // Its turn (the slot's) is about the centre it is drawn at, inside the transform that carries it.
            if let placement { glyphCenter = placement.frame.center }
            let glyph = placement.map {
                [iconItem(symbol.icon, filled: symbol.filled, frame: $0.frame, color: color(tokens.foreground), weight: item.labelWeight, knockout: fill)]
            } ?? []
            items.append(.group(glyph, transform: placement?.transform, id: "glyph:\(item.id)", slot: slot))
        } else {
            // A filled pill carries its own foreground colour for the icon on top of it.
            let onIndicator = item.isSelected && layout.indicator != nil && layout.presentation != .sidebar ? theme.indicator.foreground.map(color) : nil
            let knockout = onIndicator == nil ? drawing.baseBackground : color(theme.indicator.color)
            // At rest the layout's frame; in a transition drawn at rest, carried onto the moving frame by a transform.
            let placement = TabBarDrawing.iconPlacement(item) ?? (item.iconFrame, nil)
            let drawn = iconItem(symbol.icon, filled: symbol.filled, frame: placement.frame, color: onIndicator ?? tint, weight: item.labelWeight, knockout: knockout)
            let icon = placement.transform.map { TabBarDisplayItem.group([drawn], transform: $0) } ?? drawn
            // The selected icon may stay scaled (its group's own transform; a slot moves it there) and cast a shadow.
            let rest = theme.motion.restScale
            let shadow = item.isSelected ? theme.iconShadow.map {
                TabBarDisplayEffect.contentShadow(TabBarDisplayContentShadow(color: color($0.color), sigma: $0.radius, dx: $0.x, dy: $0.y))
            } : nil
            if rest != 1 || shadow != nil {
                iconSlot = rest != 1 ? nextSlot() : nil
                let transform = item.isSelected && rest != 1 ? TabBarDisplayTransform(scale: rest, anchor: item.iconFrame.center) : nil
                items.append(.group([icon], transform: transform, effect: shadow, id: "icon:\(item.id)", slot: iconSlot))
            } else {
                items.append(icon)
            }
        }
        if !item.labelLines.isEmpty {
            // A sidebar row's label, line by line at the reading-direction start, as its other rows' text is.
            for line in item.labelLines {
                let origin = TabBarPoint(x: line.frame.minX, y: line.frame.minY + item.labelSize * TabBarDrawing.baselineInLine)
                items.append(.text(TabBarDisplayText(line.text, frame: line.frame, origin: origin, size: item.labelSize, weight: item.labelWeight, color: tint, anchor: .start)))
            }
        } else if let label = item.labelFrame, let text = item.labelText {
            let centered = !layout.isCompactHeight && layout.presentation != .sidebar
            let origin = TabBarPoint(x: centered ? label.midX : label.minX, y: label.minY + item.labelSize * TabBarDrawing.baselineInLine)
            items.append(.text(TabBarDisplayText(text, frame: label, origin: origin, size: item.labelSize, weight: item.labelWeight, color: tint, anchor: centered ? .middle : .start)))
        }
        var badgeSlot: Int?
        if let badge = item.badgeFrame {
            let slot = nextSlot()
            badgeSlot = slot
            items.append(.group(badgeItems(item, badge: badge), id: "badge:\(item.id)", slot: slot))
        }
        let slot = nextSlot()
        itemBindings.append(ItemBinding(
            id: item.id, slot: slot, anchor: item.actionButtonFrame?.center ?? item.iconFrame.center, isSelected: item.isSelected,
            badgeSlot: badgeSlot, badgeCenter: item.badgeFrame?.center ?? item.iconFrame.center, glyphSlot: glyphSlot, glyphCenter: glyphCenter, iconSlot: iconSlot,
            iconCenter: item.iconFrame.center))
        return [.group(items, id: "tab:\(item.id)", slot: slot)]
    }

    /// A count badge (a capsule and its text) or a dot; a ring of the bar's colour parts it from a filled pill under it.
    func badgeItems(_ item: TabItemLayout, badge: TabBarRect) -> [TabBarDisplayItem] {
        let fill = color(theme.badge.fill)
        let ringed = layout.indicator.map { $0.intersects(badge) && item.isSelected && layout.indicatorStyle == .pill } ?? false
        let ring = ringed ? TabBarDisplayStroke(drawing.baseBackground, width: TabBarDrawing.badgeRingWidth) : nil
        let r = ring == nil ? badge : badge.insetBy(dx: -TabBarDrawing.badgeRingWidth / 2, dy: -TabBarDrawing.badgeRingWidth / 2)
        guard let text = item.badgeText else {
            return [.shape(.circle(center: badge.center, radius: r.width / 2), fill: .solid(fill), stroke: ring)]
        }
        let size = theme.typography.badgeSize
        return [
            .shape(.rect(r, cornerRadius: r.height / 2), fill: .solid(fill), stroke: ring),
            .text(TabBarDisplayText(text, frame: badge, origin: TabBarPoint(x: badge.midX, y: badge.midY + size * TabBarDrawing.baselineBelowCentre),
                              size: size, weight: theme.typography.badgeWeight.withBoldText(layout.environment.boldText), color: color(theme.badge.text), anchor: .middle)),
        ]
    }

    /// The menu's items fanned out, each in a group its slot moves and fades. A title sits on a plate of the
    /// bar's own colour, in the selected items' colour: the contrast the theme checks for the bar's labels, whatever
    /// the dimmed screen behind it shows.
    mutating func menuItems(_ menu: TabBarActionMenuLayout) -> [TabBarDisplayItem] {
        let fill = color(theme.actionButton.fill), foreground = color(theme.actionButton.foreground)
        let destructive = color(TabBarDrawing.destructive)
        return menu.items.map { item in
            let slot = nextSlot()
            menuBindings.append(MenuBinding(
                index: item.index, slot: slot, anchor: menu.anchor, degrees: item.degrees, distance: item.distance, rest: (item.center, item.frame.width)))
            let origin = TabBarPoint(x: item.labelFrame.midX, y: item.labelFrame.minY + item.labelSize * TabBarDrawing.baselineInLine)
            let plate = item.labelFrame.insetBy(dx: -TabBarDrawing.menuPlatePadding.x, dy: -TabBarDrawing.menuPlatePadding.y)
            // A destructive item (sign out, delete) is the destructive colour: its circle, and its title, as a `UIMenu` draws one.
            let circle = item.isDestructive ? destructive : fill
            let glyph = item.isDestructive ? TabBarColor.white : foreground
            // The plate goes under the button: where they meet, the button stays whole.
            return .group([
                .shape(.rect(plate, cornerRadius: plate.height / 2), fill: .solid(drawing.baseBackground)),
                .shape(.circle(center: item.center, radius: item.frame.width / 2), fill: .solid(circle)),
                iconItem(item.icon ?? "circle", frame: item.iconFrame, color: glyph, weight: item.labelWeight, knockout: circle),
                .text(TabBarDisplayText(item.title, frame: item.labelFrame, origin: origin, size: item.labelSize, weight: item.labelWeight,
                                  color: item.isDestructive ? destructive : color(theme.items.selected), anchor: .middle)),
            ], id: "menu:\(item.id)", slot: slot)
        }
    }

    /// A sidebar's headers (with their chevrons), its sections' actions (tinted, or in the destructive colour) and
    /// footers, and the keyboard's focus ring: still content, drawn with the tabs' rows.
    func sidebarItems(_ sidebar: TabBarSidebarLayout) -> [TabBarDisplayItem] {
        let secondary = color(theme.items.unselected), tint = color(theme.items.selected)
        let destructive = color(TabBarDrawing.destructive)
        var items: [TabBarDisplayItem] = []
        for row in sidebar.rows {
            var kind = "footer"
            var text = secondary
            switch row.item {
            case .header: kind = "header"
            case .action: kind = "action"; text = row.isDestructive ? destructive : tint
            case .tab, .footer: break
            }
            var parts: [TabBarDisplayItem] = []
            if let icon = row.icon, let frame = row.iconFrame {
                parts.append(iconItem(icon, frame: frame, color: text, weight: row.textWeight, knockout: drawing.baseBackground))
            }
            for line in row.lines {
                // Each line's frame is its measured text at the reading-direction start, as a tab row's label is.
                let origin = TabBarPoint(x: line.frame.minX, y: line.frame.minY + row.textSize * TabBarDrawing.baselineInLine)
                parts.append(.text(TabBarDisplayText(line.text, frame: line.frame, origin: origin, size: row.textSize, weight: row.textWeight,
                                                     color: text, anchor: .start)))
            }
            items.append(.group(parts, id: "sidebar-\(kind):\(Self.rowID(row.item))"))
        }
        if let focus = sidebar.focusFrame {
            items.append(.shape(.rect(focus, cornerRadius: TabBarDrawing.sidebarFillRadius), fill: nil,
                                stroke: TabBarDisplayStroke(color(theme.indicator.color), width: TabBarSidebarLayout.focusRingWidth)))
        }
        return items
    }

    /// A stable id for a sidebar row's group.
    static func rowID(_ item: TabBarSidebarOutline.Item) -> String {
        switch item {
        case .header(let section), .footer(let section): section
        case .tab(let id): id.rawValue
        case .action(let id, let section): section + "/" + id
        }
    }
}

extension TabBarDrawing {
    /// The destructive colour (UIKit's `systemRed`, and its increased-contrast variants) of menu items and sidebar
    /// actions that destroy something.
    public static let destructive = TabBarDynamicColor("#FF3B30", "#FF453A", highContrast: ("#D70015", "#FF6961"))
    /// A sidebar's selected row: its corner radius.
    static let sidebarFillRadius = 10.0
    /// A sidebar's selected row: the indicator colour's opacity.
    static let sidebarFillAlpha = 0.18
    /// The ring between a badge and a filled pill.
    static let badgeRingWidth = 1.5
    /// The glow indicator's blur, σ in points.
    static let glowBlurSigma = 2.0
    /// The ring glow's stroke width (article 002: 2 pt).
    static let ringWidth = 2.0
    /// The ring glow's blur, σ in points (article 002: SwiftUI's blur radius 3).
    static let ringBlurSigma = 3.0
    /// The space between the selected icon and the ring round it.
    static let ringGap = 3.0
    /// The room round a menu item's title on its plate, in points.
    static let menuPlatePadding = TabBarPoint(x: 6, y: 2)
    /// Where a line's baseline sits below the top of its line box, as a fraction of the text size.
    static let baselineInLine = 0.98
    /// Where a badge's baseline sits below the badge's centre, as a fraction of the text size.
    static let baselineBelowCentre = 0.36
}

import TabBarCore

extension TabBarDrawing {
    /// Builds the list once, handing out slots to what animates.
    struct Builder {
        let drawing: TabBarDrawing
        var slotCount = 0
        var indicator: IndicatorBinding?
        var itemBindings: [ItemBinding] = []
        var menuBindings: [MenuBinding] = []
        var scrimSlot: Int?

        var layout: TabBarLayout { drawing.layout }
        var theme: TabBarTheme { drawing.theme }
        func color(_ token: TabBarDynamicColor) -> TabBarColor { drawing.color(token) }

        mutating func nextSlot() -> Int {
            defer { slotCount += 1 }
            return slotCount
        }

        /// Everything the bar paints, in the container's coordinates: accessory, scrim, background, menu, indicator,
        /// items (clipped to the bar when they scroll) and edge fades.
        mutating func barItems() -> [TabBarDisplayItem] {
            // The accessory's capsule first: an open menu's scrim dims it with the content.
            var items = accessoryItems()
            let menu = drawing.includesMenu ? restingMenu() : nil
            if let menu {
                // Under the bar, the raised button and the menu: the screen dims behind an open menu.
                let slot = nextSlot()
                scrimSlot = slot
                items.append(.group(
                    [.shape(.rect(menu.scrimFrame, cornerRadius: 0), fill: .solid(TabBarColor.black.withAlpha(TabBarActionMenuLayout.scrimOpacity)))],
                    id: "scrim", slot: slot))
            }
            items += backgroundItems()
            items += besideItems()
            if let menu, let origin = menu.originFrame {
                // A sidebar's row whose menu is open is marked, fading in and out with the scrim.
                items.append(.group(
                    [.shape(.rect(origin, cornerRadius: TabBarDrawing.sidebarFillRadius), fill: .solid(color(theme.items.unselected).withAlpha(TabBarDrawing.sidebarFillAlpha)))],
                    id: "menu-origin", slot: scrimSlot))
            }
            if let menu { items += menuItems(menu) }  // under the button, so they come out from behind it
            var content: [TabBarDisplayItem] = []
            let selected = layout.items.first(where: \.isSelected)
            // A glow breathes (its opacity, a ring its size too) in a slot of its own inside the indicator's. Article
            // 002's ring circles the centre glyph only: another selected tab shows its selection without one.
            let glow = layout.indicatorStyle == .glow && layout.presentation != .sidebar
            let ring = glow && theme.indicator.resolvedGlowStyle == .ring
            if let rest = layout.indicator, !ring || (selected?.id).map({ $0 == layout.centreTab }) == true {
                let slot = nextSlot()
                let from = drawing.previousSelection.flatMap { previous -> TabBarRect? in
                    guard let selected = selected?.id, previous != selected else { return nil }
                    return layout.indicatorFrame(from: previous, to: selected, progress: 0)
                }
                let glowSlot = glow ? nextSlot() : nil
                let icon = selected?.iconFrame
                indicator = IndicatorBinding(slot: slot, rest: rest, from: from, glowSlot: glowSlot, glowScales: ring, glowCenter: ring ? icon?.center ?? rest.center : rest.center)
                content.append(.group(indicatorItems(rest, glowSlot: glowSlot, icon: icon), id: "indicator", slot: slot))
            }
            // Detached search and prominent tabs are drawn after the bar's items, outside their clip.
            let detached = [layout.detachedProminent, layout.detachedSearch].compactMap { $0 }
            for item in layout.items where !detached.contains(where: { $0.id == item.id }) { content += itemGroup(item) }
            if let sidebar = layout.sidebar { content += sidebarItems(sidebar) }
            if layout.scroll.isScrollable {
                // A capsule clips its items to its own shape; an edge-to-edge bar to the strip (badges may rise above it).
                // A sidebar clips its rows to the viewport they scroll in.
                let clip: TabBarDisplayShape = layout.presentation == .floatingBar ? backgroundShape
                    : layout.presentation == .sidebar ? .rect(layout.contentFrame, cornerRadius: 0)
                    : .rect(layout.contentFrame.insetBy(dx: 0, dy: -layout.contentFrame.height), cornerRadius: 0)
                items.append(.group(content, clip: clip, id: "items"))
                items.append(.group(fadeItems(), clip: backgroundShape, id: "fades"))
            } else {
                items += content
            }
            for item in detached { items += itemGroup(item) }
            return items
        }

        /// The open menu fanned out, or the menu an animation moves, at rest (progress 1).
        func restingMenu() -> TabBarActionMenuLayout? {
            if let open = layout.actionMenu { return open }
            guard let action = drawing.menuTab ?? layout.menuAction else { return nil }
            return layout.actionMenu(for: action, progress: { _ in 1 }, reduceMotion: false)
        }
    }
}

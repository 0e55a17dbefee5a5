import Foundation

extension TabBarLayout {
    /// The open action menu fanned out at rest, or `nil` when no menu is open.
    public var actionMenu: TabBarActionMenuLayout? {
        guard let open = engine.state.openMenu else { return nil }
        return actionMenu(for: open, progress: { _ in 1 }, reduceMotion: false)
    }

    /// The tab whose menu an animation frame draws when none is open: the first action that has a menu (a frame
    /// that folds a tab's long-press menu in names that tab itself, ``TabBarAnimationFrame/menuTab``).
    public var menuAction: TabID? {
        if let open = engine.state.openMenu { return open }
        return engine.order.first { engine.configuration.tab($0).map { $0.role == .action && !$0.menu.isEmpty } ?? false }
    }

    /// A tab's menu with each item at its own progress (0 at its anchor, 1 fanned out), as an animation frame
    /// draws it: an action's expanding menu, out of its button, or a tab's long-press menu, out of its icon.
    /// Reduced motion keeps the items in place at full size and only fades them. `nil` when the tab has no menu or
    /// no item on screen.
    ///
    /// An action's items spread over an arc of ±60° around the fan's direction — up from a bar, toward the content
    /// from a sidebar — the first item at the reading-direction start. A tab's long-press menu fans the same way,
    /// its arc turned (in 5° steps, toward the middle of the screen first) until every item and title lies inside
    /// the safe area: a tab at the bar's end opens its menu inward.
    public func actionMenu(for action: TabID, progress: (Int) -> Double, reduceMotion: Bool) -> TabBarActionMenuLayout? {
        guard let tab = engine.configuration.tab(action), !tab.menu.isEmpty, let item = item(action) else { return nil }
        let longPress = tab.role != .action
        let anchor = longPress ? item.iconFrame.center : (item.actionButtonFrame ?? item.iconFrame).center
        let rtl = environment.layoutDirection == .rightToLeft
        let base = presentation == .sidebar ? (rtl ? 180.0 : 0) : 90
        let direction = longPress ? fittingDirection(for: tab.menu, anchor: anchor, base: base) : base
        let start = direction + (rtl ? -TabBarActionMenuLayout.halfSpread : TabBarActionMenuLayout.halfSpread)
        let step = tab.menu.count > 1 ? 2 * TabBarActionMenuLayout.halfSpread / Double(tab.menu.count - 1) * (rtl ? 1 : -1) : 0
        let items = tab.menu.enumerated().map { index, entry in
            let degrees = tab.menu.count == 1 ? direction : start + step * Double(index)
            return menuItem(entry, index: index, anchor: anchor, degrees: degrees, progress: progress(index), reduceMotion: reduceMotion)
        }
        let size = environment.containerSize
        let bounds = items.dropFirst().reduce(items[0].frame.union(items[0].labelFrame)) { $0.union($1.frame).union($1.labelFrame) }
        return TabBarActionMenuLayout(
            action: action, anchor: anchor, items: items,
            scrimFrame: TabBarRect(x: 0, y: 0, width: size.width, height: size.height), bounds: bounds, isLongPressMenu: longPress)
    }

    /// The fan's direction for a long-press menu: `base`, else the nearest turn of it (5° at a time, up to 90°,
    /// toward the middle of the container first) that keeps every item fanned out inside the safe area, else the
    /// turn that leaves the least outside.
    func fittingDirection(for menu: [TabBarActionMenuItem], anchor: TabBarPoint, base: Double) -> Double {
        let size = environment.containerSize, safe = environment.safeArea
        let margin = TabBarActionMenuLayout.screenMargin
        let area = TabBarRect(
            x: safe.left + margin, y: safe.top + margin,
            width: size.width - safe.left - safe.right - 2 * margin, height: size.height - safe.top - safe.bottom - 2 * margin)
        let rtl = environment.layoutDirection == .rightToLeft
        func overflow(_ direction: Double) -> Double {
            let start = direction + (rtl ? -TabBarActionMenuLayout.halfSpread : TabBarActionMenuLayout.halfSpread)
            let step = menu.count > 1 ? 2 * TabBarActionMenuLayout.halfSpread / Double(menu.count - 1) * (rtl ? 1 : -1) : 0
            return menu.enumerated().reduce(0) { total, pair in
                let degrees = menu.count == 1 ? direction : start + step * Double(pair.offset)
                let item = menuItem(pair.element, index: pair.offset, anchor: anchor, degrees: degrees, progress: 1, reduceMotion: false)
                let drawn = item.frame.union(item.labelFrame)
                return total + max(0, area.minX - drawn.minX) + max(0, drawn.maxX - area.maxX) + max(0, area.minY - drawn.minY) + max(0, drawn.maxY - area.maxY)
            }
        }
        // Which way is the middle: the turn whose fan centre comes closer to it goes first.
        let middle = TabBarPoint(x: size.width / 2, y: size.height / 2)
        func distance(_ direction: Double) -> Double {
            let angle = direction * Double.pi / 180
            let dx = anchor.x + cos(angle) * TabBarActionMenuLayout.radius - middle.x, dy = anchor.y - sin(angle) * TabBarActionMenuLayout.radius - middle.y
            return dx * dx + dy * dy
        }
        let toward = distance(base - 5) < distance(base + 5) ? -1.0 : 1.0
        var best = (direction: base, overflow: Double.infinity)
        for step in 0...TabBarActionMenuLayout.maximumTurns {
            for sign in step == 0 ? [1.0] : [toward, -toward] {
                let direction = base + sign * Double(step) * TabBarActionMenuLayout.turnStep
                let outside = overflow(direction)
                if outside < 1e-6 { return direction }
                if outside < best.overflow { best = (direction, outside) }
            }
        }
        return best.direction
    }

    func menuItem(_ entry: TabBarActionMenuItem, index: Int, anchor: TabBarPoint, degrees: Double, progress: Double, reduceMotion: Bool) -> TabBarActionMenuItemLayout {
        let (center, side) = TabBarActionMenuLayout.placement(anchor: anchor, degrees: degrees, progress: progress, reduceMotion: reduceMotion)
        let frame = TabBarRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
        let iconSide = side * TabBarActionMenuLayout.iconScale
        let labelSize = TabBarActionMenuLayout.labelSize
        let labelWidth = engine.measurer.width(of: entry.title, size: labelSize, weight: TabBarActionMenuLayout.labelWeight.withBoldText(environment.boldText))
        let labelFrame = TabBarRect(x: center.x - labelWidth / 2, y: frame.maxY + TabBarActionMenuLayout.labelGap, width: labelWidth, height: labelSize * 1.2)
        let touched = frame.union(labelFrame)
        let minimum = TabBarActionMenuLayout.minimumHitSide
        let hitFrame = touched.insetBy(dx: -max(0, minimum - touched.width) / 2, dy: -max(0, minimum - touched.height) / 2)
        return TabBarActionMenuItemLayout(
            id: entry.id, index: index, title: entry.title, icon: entry.icon, degrees: degrees, center: center, frame: frame,
            iconFrame: TabBarRect(x: center.x - iconSide / 2, y: center.y - iconSide / 2, width: iconSide, height: iconSide),
            labelFrame: labelFrame, labelSize: labelSize, labelWeight: TabBarActionMenuLayout.labelWeight.withBoldText(environment.boldText), hitFrame: hitFrame,
            progress: progress, opacity: min(max(progress, 0), 1), isDestructive: entry.isDestructive)
    }

    /// What lies under a point: with a menu open, one of its items, the action button, or the scrim;
    /// otherwise the tab ``hitTest(_:)`` finds.
    public func hit(_ point: TabBarPoint) -> TabBarHit? {
        guard let menu = actionMenu else { return hitTest(point).map(TabBarHit.tab) ?? (isHidden ? nil : sidebarRow(at: point).map(TabBarHit.sidebarRow)) }
        if let chosen = menu.items.first(where: { $0.hitFrame.contains(point) }) {
            return .actionMenuItem(action: menu.action, item: chosen.id)
        }
        if hitTest(point) == menu.action { return .tab(menu.action) }
        return .scrim
    }
}

extension TabBarActionMenuLayout {
    /// Where an item's circle is at `progress` along its ray from `anchor` (`degrees` counter-clockwise from
    /// the right, as on a clock face turned to maths): its centre and its side. Fanned out (progress 1) it
    /// lies ``radius`` away at ``itemSize``; it grows from half size on the way; reduced motion keeps it
    /// there at full size.
    ///
    /// - Complexity: O(1), without allocating: painters call it every frame of a fan-out.
    public static func placement(anchor: TabBarPoint, degrees: Double, progress: Double, reduceMotion: Bool) -> (center: TabBarPoint, side: Double) {
        let angle = degrees * Double.pi / 180
        let distance = radius * (reduceMotion ? 1 : progress)
        let center = TabBarPoint(x: anchor.x + cos(angle) * distance, y: anchor.y - sin(angle) * distance)
        let side = itemSize * (reduceMotion ? 1 : 0.5 + 0.5 * min(max(progress, 0), 1.2))
        return (center, side)
    }

    /// The versioned JSON form, for golden fixtures and tools.
    @_spi(TabBarKitInternal) public var json: TabBarJSONValue {
        .object([
            ("version", .int(TabBarLayout.jsonVersion)),
        ] + (isLongPressMenu ? [("longPress", .bool(true))] : []) + [
            ("action", .string(action.rawValue)),
            ("anchor", .object([("x", .number(anchor.x)), ("y", .number(anchor.y))])),
            ("scrim", scrimFrame.json),
            ("bounds", bounds.json),
            ("items", .array(items.map { item in
                .object([
                    ("id", .string(item.id)),
                    ("index", .int(item.index)),
                    ("title", .string(item.title)),
                    ("frame", item.frame.json),
                    ("iconFrame", item.iconFrame.json),
                    ("labelFrame", item.labelFrame.json),
                    ("hitFrame", item.hitFrame.json),
                    ("opacity", .number(item.opacity)),
                ] + (item.isDestructive ? [("destructive", .bool(true))] : []))
            })),
        ])
    }
}

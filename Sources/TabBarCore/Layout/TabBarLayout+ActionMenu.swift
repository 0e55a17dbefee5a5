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
        let rtl = environment.layoutDirection == .rightToLeft
        // A long-press menu comes out of the tab's icon in a bar, out of its row's edge toward the content in a sidebar.
        let anchor = !longPress ? (item.actionButtonFrame ?? item.iconFrame).center
            : presentation == .sidebar ? TabBarPoint(x: rtl ? item.frame.minX : item.frame.maxX, y: item.frame.midY) : item.iconFrame.center
        let base = presentation == .sidebar ? (rtl ? 180.0 : 0) : 90
        let fan = longPress ? fittingFan(for: tab.menu, anchor: anchor, base: base)
            : Fan(direction: base, spread: TabBarActionMenuLayout.halfSpread, distance: TabBarActionMenuLayout.radius)
        let items = tab.menu.enumerated().map { index, entry in
            menuItem(entry, index: index, anchor: anchor, degrees: fan.degrees(index, of: tab.menu.count, rtl: rtl), distance: fan.distance,
                     progress: progress(index), reduceMotion: reduceMotion)
        }
        let size = environment.containerSize
        let bounds = items.dropFirst().reduce(items[0].frame.union(items[0].labelFrame)) { $0.union($1.frame).union($1.labelFrame) }
        // Beside a sidebar the scrim dims the content only: the sidebar, whose row the menu comes out of, stays as it
        // is (as a bar does, drawn over the scrim), and its material, which the Apple painters place under the whole
        // list, is not dimmed under it.
        let scrim = presentation == .sidebar
            ? TabBarRect(x: rtl ? 0 : barFrame.maxX, y: 0, width: rtl ? barFrame.minX : size.width - barFrame.maxX, height: size.height)
            : TabBarRect(x: 0, y: 0, width: size.width, height: size.height)
        // The row the menu comes out of is marked where the selection's fill would be.
        let origin = longPress && presentation == .sidebar ? engine.indicatorFrame(for: item) : nil
        return TabBarActionMenuLayout(
            action: action, anchor: anchor, items: items, scrimFrame: scrim, bounds: bounds, isLongPressMenu: longPress, originFrame: origin)
    }

    /// How a menu fans out: the arc's middle direction (degrees counter-clockwise from the right), half its spread,
    /// and how far the items go from the anchor.
    struct Fan {
        var direction: Double
        var spread: Double
        var distance: Double

        /// The direction of item `index` of `count`: the first at the reading-direction start.
        func degrees(_ index: Int, of count: Int, rtl: Bool) -> Double {
            guard count > 1 else { return direction }
            let start = direction + (rtl ? -spread : spread)
            return start + 2 * spread / Double(count - 1) * (rtl ? 1 : -1) * Double(index)
        }
    }

    /// The fan of a long-press menu: the action menu's (±60° about `base`), else the nearest turn of it (5° at a
    /// time, up to 90°, toward the middle of the container first), then a narrower arc (±45°, ±30°, ±20°) whose items
    /// go further out to keep apart, that keeps every item and title fanned out inside the safe area; else the fan that
    /// leaves the least outside.
    func fittingFan(for menu: [TabBarActionMenuItem], anchor: TabBarPoint, base: Double) -> Fan {
        let size = environment.containerSize, safe = environment.safeArea
        let margin = TabBarActionMenuLayout.screenMargin
        let rtl = environment.layoutDirection == .rightToLeft
        // The safe area off the bar: above a bar, beside a sidebar (over the content), never on the other tabs.
        var minX = safe.left + margin, maxX = size.width - safe.right - margin
        var maxY = size.height - safe.bottom - margin
        if presentation == .sidebar {
            if rtl { maxX = min(maxX, barFrame.minX - margin) } else { minX = max(minX, barFrame.maxX + margin) }
        } else {
            maxY = min(maxY, barFrame.minY - margin)
        }
        let area = TabBarRect(x: minX, y: safe.top + margin, width: maxX - minX, height: maxY - safe.top - margin)
        func overflow(_ fan: Fan) -> Double {
            menu.enumerated().reduce(0) { total, pair in
                let item = menuItem(pair.element, index: pair.offset, anchor: anchor, degrees: fan.degrees(pair.offset, of: menu.count, rtl: rtl),
                                    distance: fan.distance, progress: 1, reduceMotion: false)
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
        var best = (fan: Fan(direction: base, spread: TabBarActionMenuLayout.halfSpread, distance: TabBarActionMenuLayout.radius), overflow: Double.infinity)
        for spread in TabBarActionMenuLayout.longPressSpreads {
            // A narrower arc sends its items further out, so neighbours stay a circle and a gap apart.
            let gap = menu.count > 1 ? 2 * spread / Double(menu.count - 1) * Double.pi / 180 : Double.pi
            let apart = TabBarActionMenuLayout.itemSize + TabBarActionMenuLayout.itemGap
            let reach = max(TabBarActionMenuLayout.radius, apart / (2 * sin(gap / 2)))
            for step in 0...TabBarActionMenuLayout.maximumTurns {
                for sign in step == 0 ? [1.0] : [toward, -toward] {
                    let fan = Fan(direction: base + sign * Double(step) * TabBarActionMenuLayout.turnStep, spread: spread, distance: reach)
                    let outside = overflow(fan)
                    if outside < 1e-6 { return fan }
                    if outside < best.overflow { best = (fan, outside) }
                }
            }
        }
        return best.fan
    }

    func menuItem(
        _ entry: TabBarActionMenuItem, index: Int, anchor: TabBarPoint, degrees: Double, distance: Double = TabBarActionMenuLayout.radius,
        progress: Double, reduceMotion: Bool
    ) -> TabBarActionMenuItemLayout {
        let (center, side) = TabBarActionMenuLayout.placement(anchor: anchor, degrees: degrees, distance: distance, progress: progress, reduceMotion: reduceMotion)
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
            progress: progress, opacity: min(max(progress, 0), 1), isDestructive: entry.isDestructive, distance: distance)
    }

    /// What lies under a point: with a menu open, one of its items, the action button, or the scrim;
    /// otherwise the tab ``hitTest(_:)`` finds.
    public func hit(_ point: TabBarPoint) -> TabBarHit? {
        guard let menu = actionMenu else {
            if !isHidden, let toggle = sidebarToggle, toggle.contains(point) { return .sidebarToggle }
            return hitTest(point).map(TabBarHit.tab) ?? (isHidden ? nil : sidebarRow(at: point).map(TabBarHit.sidebarRow))
        }
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
        placement(anchor: anchor, degrees: degrees, distance: radius, progress: progress, reduceMotion: reduceMotion)
    }

    /// Where an item's circle is at `progress` along its ray when it fans out `distance` points (a long-press menu's
    /// narrower arc reaches further than ``radius``), as ``placement(anchor:degrees:progress:reduceMotion:)``.
    public static func placement(anchor: TabBarPoint, degrees: Double, distance reach: Double, progress: Double, reduceMotion: Bool) -> (center: TabBarPoint, side: Double) {
        let angle = degrees * Double.pi / 180
        let distance = reach * (reduceMotion ? 1 : progress)
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
        ] + (originFrame.map { [("origin", $0.json)] } ?? []) + [
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

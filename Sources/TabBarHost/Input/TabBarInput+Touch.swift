import TabBarCore

extension TabBarInput {
    /// A finger lands: the item under it goes down at once (press feedback starts on touch down).
    /// A hidden bar takes no touch: the finger belongs to the content under it.
    mutating func touchDown(_ point: TabBarPoint, at time: Double, context: Context) -> TabBarInputResult {
        var result = TabBarInputResult()
        guard context.takesTouches else {
            touch = nil
            return result
        }
        var touch = Touch(start: point, startTime: time, location: point, time: time)
        // A touch takes the keyboard's focus ring away, as it does in a system list.
        if sidebarFocus != nil {
            sidebarFocus = nil
            result.environmentChanged = true
        }
        if case .tab(let id)? = context.layout?.hit(point), let tab = context.configuration.tab(id), tab.isEnabled {
            touch.pressed = id
            result.press = .down(id)
            result.prepareHaptics = Self.haptics(after: tab, context: context)
            result.prepareFeedback = !result.prepareHaptics.isEmpty
        }
        result.handled = context.layout?.hit(point) != nil
        self.touch = touch
        return result
    }

    /// The finger moves: past the slop it is no tap; along a scrolling bar it drags the bar's content.
    mutating func touchMoved(_ point: TabBarPoint, at time: Double, context: Context) -> TabBarInputResult {
        guard var touch else { return TabBarInputResult() }
        var result = TabBarInputResult()
        let sidebar = context.layout?.presentation == .sidebar
        let along = { (p: TabBarPoint) in sidebar ? p.y : p.x }
        let across = { (p: TabBarPoint) in sidebar ? p.x : p.y }
        if time > touch.time { touch.velocity = (along(point) - along(touch.location)) / (time - touch.time) }
        touch.location = point
        touch.time = time
        let dAlong = along(point) - along(touch.start), dAcross = across(point) - across(touch.start)
        if !touch.moved, (dAlong * dAlong + dAcross * dAcross).squareRoot() > Self.touchSlop {
            touch.moved = true
            if let id = touch.pressed { result.press = .released(id) }
            if let layout = context.layout, layout.scroll.isScrollable, abs(dAlong) > abs(dAcross), !touch.longPressed {
                touch.dragging = true
                touch.dragStartOffset = barOffset ?? layout.scroll.offset
            }
        }
        if touch.dragging, let layout = context.layout {
            let offset = TabBarLayout.rubberBanded(touch.dragStartOffset - dAlong, maximum: layout.maximumScrollOffset, extent: layout.scrollExtent)
            barOffset = offset
            result.barScroll = .dragged(offset: offset)
            result.handled = true
        }
        self.touch = touch
        return result
    }

    /// The finger lifts: a tap on what lies under it (the item it pressed, a menu item, the scrim), the
    /// end of a drag (the content glides on and settles inside the ends), or nothing after it moved away.
    /// After a long hold on an item the large content viewer shows, lifting chooses the item under the finger.
    mutating func touchUp(_ point: TabBarPoint, at time: Double, context: Context) -> TabBarInputResult {
        guard let touch else { return TabBarInputResult() }
        self.touch = nil
        var result = TabBarInputResult()
        if touch.dragging, let layout = context.layout {
            let from = barOffset ?? layout.scroll.offset
            let glide = time - touch.time < 0.1 ? -touch.velocity * Self.glideTime : 0
            let target = min(max(from + glide, 0), layout.maximumScrollOffset)
            barOffset = target
            result.barScroll = .released(from: from, to: target)
            result.handled = true
            return result
        }
        if let id = touch.pressed, touch.moved { result.press = .released(id) }
        guard !touch.moved, let layout = context.layout, let hit = layout.hit(point) else { return result }
        if touch.longPressed {
            // The long press opened an action's menu: lifting does nothing more. Over an item the large content
            // viewer shows, lifting chooses the item under the finger, as the system's bar does.
            guard case .tab(let id) = hit, layout.item(id)?.showsLargeContentViewer == true else {
                if let pressed = touch.pressed { result.press = .released(pressed) }
                return result
            }
            result.events = flush(context: context, at: time) + Self.events(for: hit, context: context)
            result.press = .tapped(id)
            result.handled = true
            return result
        }
        result.events = flush(context: context, at: time) + tapEvents(for: hit, at: time, context: context)
        if case .tab(let id) = hit, id == touch.pressed {
            result.press = .tapped(id)
        } else if let pressed = touch.pressed {
            result.press = .released(pressed)
        }
        result.handled = true
        return result
    }

    /// What a tap on `hit` sends: a second tap on a bar's tab within ``doubleTap``'s interval of the first is sent as
    /// `TabBarEvent.tabDoubleTapped(_:)` in its place (the first has already done what a tap does, so no tap waits);
    /// a third starts again. Only a tap on the tab already selected begins a double tap: the tap that selects a tab
    /// is a selection, and a quick second tap after it is a reselect (UIKit's bar: the first tap selects, the next
    /// pops, then scrolls to the top). An action's taps and a sidebar's rows are never double taps.
    mutating func tapEvents(for hit: TabBarHit, at time: Double, context: Context) -> [TabBarEvent] {
        let events = Self.events(for: hit, context: context)
        guard case .tab(let id) = hit, context.layout?.presentation != .sidebar, context.configuration.tab(id)?.role.isSelectable == true,
            events == [.tabTapped(id)]
        else {
            lastTap = nil
            return events
        }
        if let last = lastTap, doubleTap.isDoubleTap(first: last.tab, at: last.time, second: id, at: time) {
            lastTap = nil
            return [.tabDoubleTapped(id)]
        }
        lastTap = context.state.selected == id ? LastTap(tab: id, time: time) : nil
        return events
    }

    mutating func touchCancelled() -> TabBarInputResult {
        var result = TabBarInputResult()
        if let id = touch?.pressed, touch?.moved == false { result.press = .released(id) }
        if touch?.dragging == true, let offset = barOffset { result.barScroll = .released(from: offset, to: offset) }
        touch = nil
        return result
    }

    /// Time passes with a finger down: held still for ``longPressDuration`` on the action button it opens
    /// its menu, on a tab with a long-press menu that menu (in the bar or on its sidebar row; the core decides);
    /// on an item at an accessibility text size the large content viewer has it.
    public mutating func tick(at time: Double, context: Context) -> TabBarInputResult {
        guard var touch, !touch.moved, !touch.longPressed, time - touch.startTime >= Self.longPressDuration else { return TabBarInputResult() }
        touch.longPressed = true
        self.touch = touch
        guard let id = touch.pressed, let item = context.layout?.item(id), !item.showsLargeContentViewer,
            let tab = context.configuration.tab(id)
        else { return TabBarInputResult() }
        let event: TabBarEvent
        if item.role == .action, !tab.menu.isEmpty {
            event = .actionMenuOpened(id)
        } else if tab.hasLongPressMenu {
            event = .tabLongPressed(id)
        } else {
            return TabBarInputResult()
        }
        // The long press is not also the second tap of a double tap.
        lastTap = nil
        var result = TabBarInputResult([event])
        result.press = .released(id)
        return result
    }

    /// The haptics a tap (or a long press) on `tab` may play, to prepare while the finger is down: the
    /// action's (and its menu's), the reselect's for the selected tab, the selection's for another.
    static func haptics(after tab: TabBarKitItem, context: Context) -> [TabBarHaptic] {
        let haptics = context.configuration.behavior.haptics
        let found: [TabBarHaptic?]
        if tab.role == .action {
            found = [haptics.action] + (tab.menu.isEmpty ? [] : [haptics.menu])
        } else {
            found = [tab.id == context.state.selected ? haptics.reselect : haptics.selection] + (tab.hasLongPressMenu ? [haptics.menu] : [])
        }
        var unique: [TabBarHaptic] = []
        for haptic in found.compactMap({ $0 }) where !unique.contains(haptic) { unique.append(haptic) }
        return unique
    }

    /// Whether a finger is down and still waiting for a long press (the clock keeps ticking for it).
    public var awaitsLongPress: Bool { touch.map { !$0.moved && !$0.longPressed && $0.pressed != nil } ?? false }
}

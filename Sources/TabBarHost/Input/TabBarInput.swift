import TabBarCore

/// The input layer: turns platform signals into core events, the same way for SwiftUI and UIKit.
///
/// It keeps what a single callback cannot know: where a touch began and whether it became a drag or a
/// long press, the user's scroll offset of a scrolling bar, the content's last scroll direction, the
/// keyboard, the layout direction, size classes, text size and Reduce Motion, and scroll positions not
/// yet reported. Every decision it makes is tested on Linux; the front ends only forward callbacks.
///
/// ```swift
/// var input = TabBarInput()
/// let context = TabBarInput.Context(configuration: config, state: machine.state, layout: layout)
/// _ = input.handle(.touchDown(TabBarPoint(x: 200, y: 830)), at: 0, context: context)       // press feedback starts
/// let up = input.handle(.touchUp(TabBarPoint(x: 200, y: 830)), at: 0.1, context: context)  // [.tabTapped(…)]
/// ```
public struct TabBarInput: Hashable, Sendable {
    /// What the layer reads to decide: the configuration, the state and the bar as drawn.
    public struct Context: Sendable {
        /// The configuration.
        public var configuration: TabBarConfiguration
        /// The state.
        public var state: TabBarState
        /// The bar as drawn now (hit testing, scrolling); `nil` before the first layout.
        public var layout: TabBarLayout?
        /// Whether the bar is hidden (a route, the host, the keyboard): it takes no touch at all.
        public var barHidden: Bool

        /// Creates a context.
        public init(configuration: TabBarConfiguration, state: TabBarState, layout: TabBarLayout?, barHidden: Bool = false) {
            self.configuration = configuration
            self.state = state
            self.layout = layout
            self.barHidden = barHidden
        }

        /// Whether the bar takes touches: it is laid out and not hidden.
        var takesTouches: Bool { !barHidden && layout?.isHidden == false }
    }

    /// A finger on the bar.
    public struct Touch: Hashable, Sendable {
        /// Where it landed and when.
        public var start: TabBarPoint
        /// When it landed.
        public var startTime: Double
        /// Where it is now, and when it got there.
        public var location: TabBarPoint
        /// The time of ``location``.
        public var time: Double
        /// The item pressed down, if it landed on one.
        public var pressed: TabID?
        /// It moved past the slop: no tap any more.
        public var moved = false
        /// It became a drag of the scrolling bar.
        public var dragging = false
        /// The bar's offset when the drag began.
        public var dragStartOffset = 0.0
        /// The speed along the bar in points per second, from the last two moves.
        public var velocity = 0.0
        /// It was held long enough to count as a long press.
        public var longPressed = false
    }

    /// How far a finger may move and still tap, in points.
    public static let touchSlop = 10.0
    /// How long a finger is held for a long press, in seconds.
    public static let longPressDuration = 0.5
    /// How far a pan over the content must go to switch tabs, in points.
    public static let swipeDistance = 50.0
    /// A quicker flick switches tabs when it goes at least this far, in points…
    public static let flickDistance = 20.0
    /// …at this speed, in points per second.
    public static let flickVelocity = 300.0
    /// Pans that start this close to the reading-direction start edge belong to the navigation's back swipe.
    public static let backSwipeEdge = 24.0
    /// How long a let-go bar keeps gliding at its release speed before it stops, in seconds (its projection).
    public static let glideTime = 0.25
    /// Two reports of one Command-digit this close together, in seconds, are one press.
    public static let samePressInterval = 0.05
    /// Control-Command-S heard again this soon after the last time it was heard, in seconds, is the key held down (its
    /// repeats: neither `UIKeyCommand` nor `keyboardShortcut` says which presses repeat) or the same press heard
    /// twice, and toggles nothing; each repeat restarts the wait, so a held chord toggles once as long as the system's
    /// repeat interval is shorter than this (its delay before the first repeat may be longer: see the verify list).
    public static let sidebarRepeatInterval = 0.5
    /// Scroll positions are reported at most this often while content scrolls, in seconds.
    public static let scrollPositionInterval = 1.0
    /// How far the user must scroll content in one direction before the bar hears of it (minimises or comes
    /// back), in points, unless the behaviour's `minimizeThreshold` says otherwise: a row's height, so a finger
    /// resting on a list does not flicker the bar.
    public static let scrollThreshold = TabBarBehavior.defaultMinimizeThreshold

    /// The finger on the bar, if any.
    public internal(set) var touch: Touch?
    /// Where the user scrolled a scrolling bar's content; `nil` while the bar centres its selection.
    public internal(set) var barOffset: Double?
    /// The layout direction last reported.
    public private(set) var layoutDirection: TabBarReadingDirection?
    /// The horizontal size class last reported.
    public private(set) var horizontalSizeClass: TabBarSizeClass = .compact
    /// The vertical size class last reported.
    public private(set) var verticalSizeClass: TabBarSizeClass = .regular
    /// The text size last reported.
    public private(set) var dynamicType: TabBarTextSize = .large
    /// Whether Reduce Motion is on.
    public private(set) var reduceMotion = false
    /// Whether VoiceOver is running (the last ``TabBarSignal/voiceOver(_:)`` heard).
    public private(set) var voiceOverRunning = false
    /// Whether Bold Text is on (labels are measured and drawn a weight heavier).
    public private(set) var boldText = false
    /// The keyboard's frame while it is up.
    public private(set) var keyboardFrame: TabBarRect?
    var contentOffsets: [TabID: Double] = [:]
    /// The last Command-digit heard and when.
    var lastDigit: LastDigit?
    /// When Control-Command-S was last heard (a press heard twice, or held and repeating, toggles once).
    var lastSidebarToggle: Double?

    /// A Command-digit press and its time.
    struct LastDigit: Hashable, Sendable {
        var digit: Int
        var time: Double
    }
    var lastScrollDirection: TabBarScrollDirection?
    /// The tabs whose content is at its top or bottom end.
    var atEndTabs: Set<TabID> = []
    /// The direction the user scrolls in now, and the offset where that run began.
    var scrollRun: ScrollRun?

    /// A run of the user's scrolling in one direction.
    struct ScrollRun: Hashable, Sendable {
        var direction: TabBarScrollDirection
        var start: Double
    }
    var pendingScrollPositions: [TabID: String] = [:]
    var lastScrollPositionReport: Double?
    /// When two taps on one tab are a double tap (the second is sent as `TabBarEvent.tabDoubleTapped(_:)`).
    public var doubleTap = TabBarDoubleTap.standard
    /// The last tap on a tab of the bar, for recognising a double tap.
    var lastTap: LastTap?
    /// The sidebar row the hardware keyboard focuses (the arrows move it; Return activates it); `nil` when no
    /// arrow moved it, after a touch, or once the bar lost the keyboard focus.
    public internal(set) var sidebarFocus: TabBarSidebarOutline.Item?

    /// A tap on a tab, and when.
    struct LastTap: Hashable, Sendable {
        var tab: TabID
        var time: Double
    }

    /// A layer that has heard nothing yet.
    public init() {}

    /// Whether the keyboard is up.
    public var keyboardVisible: Bool { keyboardFrame != nil }

    /// Turns one signal into events and host work.
    public mutating func handle(_ signal: TabBarSignal, at time: Double, context: Context) -> TabBarInputResult {
        switch signal {
        case .touchDown(let point): return touchDown(point, at: time, context: context)
        case .touchMoved(let point): return touchMoved(point, at: time, context: context)
        case .touchUp(let point): return touchUp(point, at: time, context: context)
        case .touchCancelled: return touchCancelled()
        case .contentPan(let start, let translation, let velocity, let claims):
            return claims.isEmpty ? contentPan(start: start, translation: translation, velocity: velocity, context: context) : TabBarInputResult()
        case .key(let press): return key(press, at: time, context: context)
        case .keyboardFrame(let frame): return keyboard(frame)
        case .contentOffset(let offset, let tab, let userDriven, let end):
            return contentOffset(offset, tab: tab, userDriven: userDriven, end: end, context: context)
        case .contentScrollPosition(let token, let tab): return scrollPosition(token, tab: tab, at: time, context: context)
        case .layoutDirection(let direction):
            guard direction != layoutDirection else { return TabBarInputResult() }
            layoutDirection = direction
            var result = TabBarInputResult([.layoutDirectionChanged(direction)])
            result.environmentChanged = true
            return result
        case .sizeClasses(let horizontal, let vertical):
            // A new width tells the core, which shows the compact tab set only in a compact bar.
            var result = TabBarInputResult(horizontal != horizontalSizeClass ? [.sizeClassChanged(horizontal)] : [])
            result.environmentChanged = horizontal != horizontalSizeClass || vertical != verticalSizeClass
            (horizontalSizeClass, verticalSizeClass) = (horizontal, vertical)
            return result
        case .dynamicType(let size):
            var result = TabBarInputResult()
            result.environmentChanged = size != dynamicType
            dynamicType = size
            return result
        case .reduceMotion(let on):
            var result = TabBarInputResult()
            result.reduceMotionChanged = on != reduceMotion
            reduceMotion = on
            return result
        case .voiceOver(let on):
            // Read by the next frame (whether a drawn but unreachable accessory swallows a touch); nothing to redraw now.
            voiceOverRunning = on
            return TabBarInputResult()
        case .memoryWarning: return TabBarInputResult(flush(context: context, at: time) + [.memoryWarning])
        case .urlOpened(let url): return TabBarInputResult(flush(context: context, at: time) + [.deepLinkOpened(url)])
        case .accessibilityActivated(let hit): return TabBarInputResult(flush(context: context, at: time) + Self.events(for: hit, context: context))
        case .accessibilityAction(let action): return TabBarInputResult(action.events)
        case .accessibilityEscape:
            // VoiceOver's two-finger scrub: an open menu closes, as Escape closes it; otherwise it goes on to the app.
            return TabBarInputResult(context.state.openMenu == nil ? [] : [.actionMenuDismissed])
        case .accessibilityScroll(let direction): return accessibilityScroll(direction, context: context)
        case .accessibilityFocused(let hit): return accessibilityFocused(hit, context: context)
        case .largeContentViewerEnded(let point):
            guard context.takesTouches, let hit = context.layout?.hit(point) else { return TabBarInputResult() }
            return TabBarInputResult(flush(context: context, at: time) + Self.events(for: hit, context: context))
        case .boldText(let on):
            var result = TabBarInputResult()
            result.environmentChanged = on != boldText
            boldText = on
            return result
        case .nativeTabSelected(let id):
            // A system bar cannot draw the core's menu: a menu left open is closed first, so the tap selects.
            let closing: [TabBarEvent] = context.state.openMenu.map { $0 == id ? [] : [.actionMenuDismissed] } ?? []
            return TabBarInputResult(flush(context: context, at: time) + closing + Self.nativeSelection(of: id, context: context))
        case .nativeMenuItemChosen(let item):
            return TabBarInputResult(context.state.openMenu == nil ? [] : [.actionMenuItemChosen(item)])
        case .nativeMenuDismissed:
            return TabBarInputResult(context.state.openMenu == nil ? [] : [.actionMenuDismissed])
        case .nativeTabMenuItemChosen(let tab, let item):
            // The system showed the menu itself: the core opens it and takes the choice, as VoiceOver's custom action does.
            // The system menu gave its own feedback when it opened: the core's menu haptic is not played again.
            guard context.configuration.tab(tab)?.hasLongPressMenu == true else { return TabBarInputResult() }
            let chosen: [TabBarEvent] = [.tabLongPressed(tab), .actionMenuItemChosen(item)]
            var result = TabBarInputResult(flush(context: context, at: time) + chosen)
            result.systemFeedbackEvents = chosen.count
            return result
        case .nativeSidebarActionChosen(let action, let section):
            // The system sidebar shows a section's actions whatever the core holds collapsed (it keeps its own
            // disclosure): the core's section is expanded first, so the action it refuses in a collapsed one is taken.
            return TabBarInputResult(
                flush(context: context, at: time) + Self.expanding(section, context: context) + [.sidebarActionChosen(action, section: section)])
        case .keyboardFocus(let focused):
            // The focus ring is the keyboard's: it goes when the bar loses the focus.
            var result = TabBarInputResult()
            if !focused, sidebarFocus != nil {
                sidebarFocus = nil
                result.environmentChanged = true
            }
            return result
        }
    }

    /// The events of a tab the system's `TabView` or `UITabBarController` selected. A tab with an item in the core's
    /// bar was tapped there (`TabBarEvent.tabTapped(_:)`: a reselect, an action). One without (iPadOS 18's sidebar row of
    /// a `sidebarOnly` tab, an `optional` one, one the user took out of the bar) was chosen in the system sidebar, which
    /// selects it as the core's sidebar does (`TabBarEvent.sidebarItemSelected(_:)`; a tap would be refused as
    /// `notInBar`), its section expanded in the core first (the system sidebar's disclosure is its own). Another tab
    /// chosen while the core's bar is hidden (a screen's `.tabBarHidden()`, a route rule) is still taken, as a tap on a
    /// hidden bar would be refused (`barHidden`): a tab of the core's bar was chosen in the system bar, which stays on
    /// screen (`TabBarEvent.systemBarTabSelected(_:)`: a user's selection, with its haptic); another is a sidebar row
    /// or iOS 17's sheet (as above); one the sidebar does not list is selected as the app would select it
    /// (`TabBarEvent.selectionRequested(_:)`). The selected tab's item chosen in the system bar then is a reselect
    /// (`TabBarEvent.systemBarTabSelected(_:)` of the selected tab).
    public static func nativeSelection(of id: TabID, context: Context) -> [TabBarEvent] {
        let inSidebar = context.configuration.tab(id)?.placement.isInSidebar == true
        let choice = context.barHidden && id != context.state.selected
        // While the core's bar is hidden the system bar's item is the user's tap, the selected tab's one included
        // (a reselect: the hidden core bar would refuse `tabTapped`, and the chain would be dead under the screen).
        if context.barHidden, context.state.visiblePosition(of: id) != nil, context.configuration.tab(id)?.role.isSelectable == true {
            return [.systemBarTabSelected(id)]
        }
        if choice && !inSidebar { return [.selectionRequested(id)] }
        guard context.state.visiblePosition(of: id) == nil || choice, inSidebar else { return [.tabTapped(id)] }
        let section = context.configuration.sections.first { $0.tabs.contains(id) }
        return (section.map { expanding($0.id, context: context) } ?? []) + [.sidebarItemSelected(id)]
    }

    /// The event that expands a section the core holds collapsed, before something the system sidebar showed in it
    /// is chosen; none when it is expanded.
    static func expanding(_ section: String, context: Context) -> [TabBarEvent] {
        guard context.configuration.sections.contains(where: { $0.id == section && $0.isCollapsible }), context.state.isSectionCollapsed(section) else { return [] }
        return [.sidebarSectionExpanded(section)]
    }

    /// The events of a tap (or an activation) on what lies at a place of a bar.
    public static func events(for hit: TabBarHit) -> [TabBarEvent] {
        switch hit {
        case .tab(let id): [.tabTapped(id)]
        case .actionMenuItem(_, let item): [.actionMenuItemChosen(item)]
        case .scrim: [.actionMenuDismissed]
        case .sidebarRow: []
        case .sidebarToggle: [.sidebarToggled]
        }
    }

    /// The events of a tap (or an activation) on what lies at a place, as drawn now: a sidebar's tab row chooses
    /// its tab (`TabBarEvent.sidebarItemSelected(_:)`, which selects a tab the bar may not show), a header
    /// collapses or expands its section, an action is chosen; a bar's item is tapped.
    public static func events(for hit: TabBarHit, context: Context) -> [TabBarEvent] {
        switch hit {
        case .tab(let id) where context.layout?.presentation == .sidebar: return [.sidebarItemSelected(id)]
        case .sidebarRow(let item):
            let outline = TabBarSidebarOutline(configuration: context.configuration, state: context.state)
            return outline.row(item)?.event.map { [$0] } ?? []
        default: return events(for: hit)
        }
    }

    /// The selected tab's content was scrolled to its top by the bar (a reselect): the content's last scroll
    /// direction is forgotten, so the user's next scroll down is reported again (the core then knows the content
    /// left its top, and the next reselect scrolls rather than refreshes).
    public mutating func contentScrolledToTop(_ tab: TabID) {
        lastScrollDirection = nil
        scrollRun = nil
    }

    /// A pan over the content that is a swipe between tabs: mostly horizontal, far enough (or a quick flick).
    public static func swipe(translation: TabBarPoint, velocity: TabBarPoint) -> TabBarSwipeDirection? {
        let dx = translation.x, dy = translation.y
        guard abs(dx) > 2 * abs(dy) else { return nil }
        let far = abs(dx) >= swipeDistance
        let flick = abs(dx) >= flickDistance && abs(velocity.x) >= flickVelocity && (velocity.x < 0) == (dx < 0)
        guard far || flick else { return nil }
        return dx < 0 ? .left : .right
    }

    /// A pan over the content: a swipe between tabs (the core decides whether swipes switch), except one
    /// from the reading-direction start edge toward the end while the tab shows a pushed screen, which is
    /// the navigation's back swipe.
    func contentPan(start: TabBarPoint, translation: TabBarPoint, velocity: TabBarPoint, context: Context) -> TabBarInputResult {
        guard let direction = Self.swipe(translation: translation, velocity: velocity) else { return TabBarInputResult() }
        let rtl = (layoutDirection ?? .leftToRight) == .rightToLeft
        let width = context.layout?.environment.containerSize.width ?? 0
        let fromStartEdge = rtl ? start.x > width - Self.backSwipeEdge : start.x < Self.backSwipeEdge
        let towardEnd = rtl ? direction == .left : direction == .right
        if fromStartEdge && towardEnd && !context.state.stack(context.state.selected).isEmpty { return TabBarInputResult() }
        return TabBarInputResult([.swiped(direction)])
    }

    /// Keys, one rule for both front ends: the arrows without modifiers while the bar has the keyboard focus
    /// and no text input has it (mirrored by the core in right to left), Command with a digit anywhere, Escape
    /// to close an open menu. Anything else goes on to the app.
    mutating func key(_ press: TabBarKeyPress, at time: Double, context: Context) -> TabBarInputResult {
        switch press.key {
        case .leftArrow, .rightArrow:
            guard press.modifiers.isEmpty, press.barFocused, !press.textInputFocused else { return TabBarInputResult() }
            let arrow: TabBarKeyInput = press.key == .leftArrow ? .leftArrow : .rightArrow
            return TabBarInputResult(Self.keyEvents(arrow, context: context, direction: layoutDirection ?? .leftToRight))
        case .digit(let n):
            guard press.modifiers == .command, (1...9).contains(n) else { return TabBarInputResult() }
            // One press heard twice (a key command and a SwiftUI shortcut both registered) selects once: a second
            // would reselect, popping the stack.
            defer { lastDigit = LastDigit(digit: n, time: time) }
            if let last = lastDigit, last.digit == n, time - last.time < Self.samePressInterval { return TabBarInputResult() }
            return TabBarInputResult(Self.keyEvents(.commandDigit(n), context: context, direction: layoutDirection ?? .leftToRight))
        case .letter(let letter):
            // Control-Command-S, iPadOS's Show Sidebar / Hide Sidebar, while a top bar (or its sidebar) shows the button.
            guard letter == "s", press.modifiers == [.control, .command], Self.takesSidebarKey(context) else { return TabBarInputResult() }
            defer { lastSidebarToggle = time }
            if let last = lastSidebarToggle, time - last < Self.sidebarRepeatInterval { return TabBarInputResult() }
            return TabBarInputResult([.keyPressed(.toggleSidebar)])
        case .escape:
            guard press.modifiers.isEmpty, context.state.openMenu != nil else { return TabBarInputResult() }
            return TabBarInputResult([.actionMenuDismissed])
        case .upArrow, .downArrow, .enter:
            return sidebarKey(press, context: context)
        case .other:
            return TabBarInputResult()
        }
    }

    /// The arrows and Return in a sidebar that has the keyboard focus, as a sidebar list takes them: up and down move
    /// the focus through `TabBarSidebarOutline.item(after:)` and `TabBarSidebarOutline.item(before:)` (across
    /// sections, collapsible headers included), the selection following it onto a tab's row as in the system's
    /// sidebar; Return activates the focused row (a header collapses or expands, an action is chosen).
    mutating func sidebarKey(_ press: TabBarKeyPress, context: Context) -> TabBarInputResult {
        guard press.modifiers.isEmpty, press.barFocused, !press.textInputFocused, context.layout?.presentation == .sidebar,
            context.state.openMenu == nil
        else { return TabBarInputResult() }
        let outline = TabBarSidebarOutline(configuration: context.configuration, state: context.state)
        let selected = TabBarSidebarOutline.Item.tab(context.state.selected)
        // Where the focus is: the row it was moved to, else the selected tab's row.
        let current = [sidebarFocus, selected].compactMap { $0 }.first { outline.focusOrder.contains($0) }
        if press.key == .enter {
            guard let focus = current, let event = outline.row(focus)?.event else { return TabBarInputResult() }
            sidebarFocus = focus
            var result = TabBarInputResult([event])
            result.environmentChanged = true
            return result
        }
        guard let next = press.key == .downArrow ? outline.item(after: current) : outline.item(before: current) else {
            return TabBarInputResult()
        }
        sidebarFocus = next
        var result = TabBarInputResult()
        if case .tab(let id) = next, id != context.state.selected { result.events = [.sidebarItemSelected(id)] }
        result.handled = true
        result.environmentChanged = true
        return result
    }

    /// Whether a key command should win over the system's own use of the key (a text field's caret, focus
    /// movement): only the arrows, and only while the bar itself has the keyboard focus (no text input can have
    /// it then). UIKit's `wantsPriorityOverSystemBehavior` is set from this, so arrows never beat text input.
    public static func keyCommandWinsOverSystem(_ key: TabBarKeyInput, barFocused: Bool = false) -> Bool {
        switch key {
        case .leftArrow, .rightArrow: barFocused
        case .commandDigit, .toggleSidebar: false
        }
    }

    /// The keys a host registers now (UIKit's `keyCommands`, SwiftUI's shortcuts), by the same rule as ``handle(_:at:context:)``
    /// takes them: Command-digits always (titled in the bar's order, `titled(_:context:translator:)`); Control-Command-S
    /// while the layout shows a sidebar button (a top bar, or its expanded sidebar; `takesSidebarKey(_:)`); the arrows
    /// only while the bar has the keyboard focus, so they never take the arrows from the rest of the app; Escape only
    /// while a menu is open, so it never takes Escape from a sheet, a search field or another responder. The core's
    /// own titles go through `translator` (the store's).
    public static func registeredKeys(
        _ commands: [TabBarKeyCommand], context: Context, barFocused: Bool, translator: TabBarTranslator = .identity
    ) -> TabBarKeyRegistration {
        let shown = commands.filter { command in
            switch command.input {
            case .leftArrow, .rightArrow: barFocused
            case .commandDigit: true
            case .toggleSidebar: takesSidebarKey(context)
            }
        }
        return TabBarKeyRegistration(
            commands: titled(shown, context: context, translator: translator), escape: context.state.openMenu != nil,
            sidebar: barFocused && context.layout?.presentation == .sidebar && context.state.openMenu == nil)
    }

    /// Whether Control-Command-S is taken (and registered) now: while the layout has a sidebar button and shows it,
    /// neither the host nor the keyboard hiding the bar, and no action menu open (the menu is modal: its Escape is
    /// the only key then).
    static func takesSidebarKey(_ context: Context) -> Bool {
        guard let layout = context.layout, layout.sidebarToggle != nil else { return false }
        return !context.barHidden && !layout.isHidden && context.state.openMenu == nil
    }

    /// Control-Command-S as it belongs registered now, titled through `translator`, or `nil`; decided from the
    /// layout's inputs (the size classes this input layer was told of, the regular-width presentation, the machine)
    /// rather than from a layout: a SwiftUI body registering shortcuts runs before the bar's frame is laid out for
    /// the same change, so a layout read there is the last one. The rule of `takesSidebarKey(_:)`: a top bar in
    /// regular × regular (or its sidebar), not hidden (by the app or a route; the keyboard hides neither form, both
    /// being off the bottom edge), no menu open.
    public func sidebarKeyCommand(
        regularWidth: TabBarRegularWidthPresentation, machine: TabBarMachine, translator: TabBarTranslator = .identity
    ) -> TabBarKeyCommand? {
        guard regularWidth == .topBar, horizontalSizeClass == .regular, verticalSizeClass == .regular, machine.state.openMenu == nil,
            machine.visibility(barOffBottomEdge: true) != .hidden,
            var command = machine.keyCommands.first(where: { $0.input == .toggleSidebar })
        else { return nil }
        command.title = translator(command.title)
        return command
    }

    /// The destinations the arrows and Command-digits walk, in the order the bar shows them from its reading start:
    /// the configuration's order, except that a detached prominent tab (lying before the bar's leading end) comes
    /// first and a detached search tab (beyond its trailing end) last, as VoiceOver reads them. `nil` while the
    /// bar has neither, when the core's own order (`TabBarMachine/keyCommands`) is the bar's.
    static func keyOrder(_ context: Context) -> [TabID]? {
        guard let layout = context.layout, layout.detachedProminent != nil || layout.detachedSearch != nil else { return nil }
        var order = context.state.visibleOrder
        if let search = layout.detachedSearch?.id, let index = order.firstIndex(of: search) { order.append(order.remove(at: index)) }
        if let prominent = layout.detachedProminent?.id, let index = order.firstIndex(of: prominent) { order.insert(order.remove(at: index), at: 0) }
        return order.filter { id in context.configuration.tab(id).map { $0.role.isSelectable && $0.isEnabled } ?? false }
    }

    /// The core events for an arrow or a Command-digit: the key itself while the bar shows the core's order; with a
    /// detached circle, the destination found in the bar's order (`keyOrder(_:)`, the arrows mirrored in right to
    /// left), sent as the Command-digit the core knows it by (keyboard selection, a second press reselecting), or
    /// as a selection request past the ninth.
    static func keyEvents(_ key: TabBarKeyInput, context: Context, direction: TabBarReadingDirection) -> [TabBarEvent] {
        guard let order = keyOrder(context) else { return [.keyPressed(key)] }
        let target: TabID?
        switch key {
        case .leftArrow, .rightArrow:
            let forward = (key == .rightArrow) == (direction == .leftToRight)
            target = order.firstIndex(of: context.state.selected).flatMap { index in
                let next = index + (forward ? 1 : -1)
                return order.indices.contains(next) ? order[next] : nil
            }
        case .commandDigit(let n):
            target = order.indices.contains(n - 1) ? order[n - 1] : nil
        case .toggleSidebar:
            return [.keyPressed(key)]
        }
        guard let target else { return [] }
        // The core's digits count the selectable destinations of the bar in the configuration's order.
        let coreOrder = context.state.visibleOrder.filter(order.contains)
        guard let index = coreOrder.firstIndex(of: target), index < 9 else { return [.selectionRequested(target)] }
        return [.keyPressed(.commandDigit(index + 1))]
    }

    /// The commands titled as registered: a Command-digit by the destination it selects in the bar's order
    /// (`keyOrder(_:)`), the core's own titles ("Previous Tab", "Show Sidebar", …) through `translator` (the
    /// tabs' titles are translated already, with the configuration).
    static func titled(_ commands: [TabBarKeyCommand], context: Context, translator: TabBarTranslator) -> [TabBarKeyCommand] {
        let order = keyOrder(context)
        return commands.map { command in
            var command = command
            if case .commandDigit(let n) = command.input {
                if let order, order.indices.contains(n - 1), let tab = context.configuration.tab(order[n - 1]) { command.title = tab.title }
            } else {
                command.title = translator(command.title)
            }
            return command
        }
    }

    /// The part of the keyboard over a container, in the container's coordinates: the keyboard notifications
    /// give the keyboard's frame in the screen's coordinates, and a container in Split View, Slide Over or
    /// Stage Manager does not start at the screen's origin (nor cover its width). `nil` when the keyboard
    /// covers none of it (a floating keyboard elsewhere, another window's).
    public static func keyboardOverlap(keyboardInScreen keyboard: TabBarRect, containerInScreen container: TabBarRect) -> TabBarRect? {
        let x0 = max(keyboard.minX, container.minX), x1 = min(keyboard.maxX, container.maxX)
        let y0 = max(keyboard.minY, container.minY), y1 = min(keyboard.maxY, container.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return TabBarRect(x: x0 - container.minX, y: y0 - container.minY, width: x1 - x0, height: y1 - y0)
    }

    mutating func keyboard(_ frame: TabBarRect?) -> TabBarInputResult {
        let shown = frame.map { $0.height > 0 && $0.width > 0 } ?? false
        let wasShown = keyboardVisible
        keyboardFrame = shown ? frame : nil
        var result = TabBarInputResult(shown == wasShown ? [] : [.keyboardChanged(isShown: shown)])
        result.environmentChanged = shown != wasShown || (shown && frame != nil)
        return result
    }

    /// The content's scroll direction, reported only when it changes and only once the user has scrolled the
    /// behaviour's `minimizeThreshold` that way (the core minimises the bar or restores it, as configured);
    /// programmatic scrolls (scroll to top, a restored position) only move the baseline. The user's scroll that
    /// reaches the content's top or its `end` is reported once, as the content reaching its end.
    mutating func contentOffset(_ offset: Double, tab: TabID, userDriven: Bool, end: Double? = nil, context: Context) -> TabBarInputResult {
        guard offset.isFinite else { return TabBarInputResult() }
        let previous = contentOffsets[tab]
        contentOffsets[tab] = offset
        let atEnd = offset <= 0 || (end.map { $0.isFinite && $0 > 0 && offset >= $0 } ?? false)
        let arrived = atEnd && !atEndTabs.contains(tab)
        if atEnd { atEndTabs.insert(tab) } else { atEndTabs.remove(tab) }
        // Only a bar minimised by scrolling hears of it: it comes back.
        if arrived, userDriven, tab == context.state.selected, previous != nil, context.state.visibilityReasons.scrolledDown {
            // Past the threshold again before the bar minimises once more, whichever way the user turns.
            lastScrollDirection = nil
            scrollRun = nil
            return TabBarInputResult([.contentReachedEnd])
        }
        guard userDriven, tab == context.state.selected, let previous,
            let direction = TabBarScrollDirection(fromOffset: previous, toOffset: offset)
        else {
            if !userDriven { scrollRun = nil }
            return TabBarInputResult()
        }
        if scrollRun?.direction != direction { scrollRun = ScrollRun(direction: direction, start: previous) }
        let threshold = context.configuration.behavior.minimizeThreshold
        guard direction != lastScrollDirection, let run = scrollRun, abs(offset - run.start) >= threshold else { return TabBarInputResult() }
        lastScrollDirection = direction
        return TabBarInputResult([.contentScrolled(direction)])
    }

    /// The largest vertical offset of content `contentHeight` tall (its insets included) in a viewport
    /// `viewportHeight` tall, where its bottom shows; 0 when it fits.
    public static func scrollEnd(contentHeight: Double, viewportHeight: Double) -> Double {
        max(0, contentHeight - viewportHeight)
    }

    /// Whether a scroll view's movement is the user's: a finger is on it, or it glides on from a fling (the one
    /// definition both front ends use; a programmatic scroll is neither).
    public static func isUserScroll(tracking: Bool, decelerating: Bool) -> Bool { tracking || decelerating }

    /// A tab's scroll position: kept here and reported at most once a ``scrollPositionInterval``, and always
    /// before anything that may switch or evict tabs, so one scrolled row is not one event.
    mutating func scrollPosition(_ token: String, tab: TabID, at time: Double, context: Context) -> TabBarInputResult {
        pendingScrollPositions[tab] = token
        if let last = lastScrollPositionReport, time - last < Self.scrollPositionInterval { return TabBarInputResult() }
        return TabBarInputResult(flush(context: context, at: time))
    }

    /// The scroll positions not yet reported that differ from the state's, as events, oldest tab id first.
    public mutating func flush(context: Context, at time: Double) -> [TabBarEvent] {
        guard !pendingScrollPositions.isEmpty else { return [] }
        let events = pendingScrollPositions.sorted { $0.key < $1.key }
            .filter { context.state.scrollPositions[$0.key] != $0.value }
            .map { TabBarEvent.scrollPositionSaved($0.value, on: $0.key) }
        pendingScrollPositions = [:]
        if !events.isEmpty { lastScrollPositionReport = time }
        return events
    }

    /// Forgets the user's scroll offset of the bar (a new selection is centred again).
    public mutating func resetBarOffset() { barOffset = nil }
}

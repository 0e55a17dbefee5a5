import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// One input path (issue 18): platform signals become core events in one place, for both front ends.
@Suite("G0 One input path")
struct InputLayerTests {
    static let configuration = TabBarConfiguration(AppTab.self, selected: .home, behavior: TabBarBehavior(minimizeOnScroll: true, swipeToSwitch: true))

    static func context(_ machine: TabBarMachine, dynamicType: TabBarTextSize = .large, direction: TabBarReadingDirection = .leftToRight,
                        configuration: TabBarConfiguration = configuration, theme: TabBarTheme = .system) -> TabBarInput.Context {
        let environment = TabBarDevicePreset.iPhone16Pro.environment(direction: direction, dynamicType: dynamicType)
        let layout = TabBarLayout(configuration: configuration, state: machine.state, environment: environment, theme: theme, measurer: CountingMeasurer())
        return TabBarInput.Context(configuration: configuration, state: machine.state, layout: layout)
    }

    static func centre(_ id: TabID, _ context: TabBarInput.Context) -> TabBarPoint {
        context.layout?.item(id)?.hitFrame.center ?? TabBarPoint(x: 0, y: 0)
    }

    @Test("press feedback starts on touch down; lifting on the same item taps it")
    func tap() {
        let machine = TabBarMachine.fixture(Self.configuration)
        let context = Self.context(machine)
        var input = TabBarInput()
        let point = Self.centre("search", context)
        let down = input.handle(.touchDown(point), at: 0, context: context)
        #expect(down.press == .down("search") && down.prepareFeedback && down.events.isEmpty)
        let up = input.handle(.touchUp(point), at: 0.1, context: context)
        #expect(up.events == [.tabTapped("search")] && up.press == .tapped("search"))
    }

    @Test("a finger that slides off before lifting releases the press and taps nothing")
    func slideOff() {
        let context = Self.context(TabBarMachine.fixture(Self.configuration))
        var input = TabBarInput()
        let point = Self.centre("search", context)
        _ = input.handle(.touchDown(point), at: 0, context: context)
        let moved = input.handle(.touchMoved(TabBarPoint(x: point.x, y: point.y - 60)), at: 0.1, context: context)
        #expect(moved.press == .released("search"))
        #expect(input.handle(.touchUp(TabBarPoint(x: point.x, y: point.y - 60)), at: 0.2, context: context).events.isEmpty)
    }

    @Test("holding the action button opens its menu; lifting then does nothing more")
    func longPressOpensMenu() {
        let context = Self.context(TabBarMachine.fixture(Self.configuration))
        var input = TabBarInput()
        let point = Self.centre("create", context)
        _ = input.handle(.touchDown(point), at: 0, context: context)
        #expect(input.awaitsLongPress)
        #expect(input.tick(at: 0.3, context: context).events.isEmpty)
        let held = input.tick(at: 0.5, context: context)
        #expect(held.events == [.actionMenuOpened("create")] && held.press == .released("create"))
        #expect(input.handle(.touchUp(point), at: 0.7, context: context).events.isEmpty)
    }

    @Test("defect 10: at an accessibility text size a long hold belongs to the large content viewer; lifting chooses the item under the finger")
    func largeContentViewer() throws {
        let context = Self.context(TabBarMachine.fixture(Self.configuration), dynamicType: .accessibility3)
        var input = TabBarInput()
        let start = Self.centre("search", context), end = Self.centre("activity", context)
        #expect(try #require(context.layout?.item("search")).showsLargeContentViewer)
        _ = input.handle(.touchDown(start), at: 0, context: context)
        #expect(input.tick(at: 0.6, context: context).events.isEmpty, "no menu, no tap while the viewer shows")
        _ = input.handle(.touchMoved(start), at: 0.7, context: context)
        #expect(input.handle(.touchUp(start), at: 0.8, context: context).events == [.tabTapped("search")])
        // UIKit's interaction cancels the touch and reports where the finger lifted.
        _ = input.handle(.touchDown(start), at: 1, context: context)
        _ = input.handle(.touchCancelled, at: 1.6, context: context)
        #expect(input.handle(.largeContentViewerEnded(end), at: 1.7, context: context).events == [.tabTapped("activity")])
    }

    @Test("defect 7: a horizontal pan over the content is a swipe; a vertical or short one is not")
    func swipes() {
        #expect(TabBarInput.swipe(translation: TabBarPoint(x: -80, y: 10), velocity: TabBarPoint(x: 0, y: 0)) == .left)
        #expect(TabBarInput.swipe(translation: TabBarPoint(x: 30, y: 2), velocity: TabBarPoint(x: 600, y: 0)) == .right)
        #expect(TabBarInput.swipe(translation: TabBarPoint(x: 80, y: 60), velocity: TabBarPoint(x: 0, y: 0)) == nil)
        #expect(TabBarInput.swipe(translation: TabBarPoint(x: 30, y: 0), velocity: TabBarPoint(x: 100, y: 0)) == nil)
        var input = TabBarInput()
        let context = Self.context(TabBarMachine.fixture(Self.configuration))
        #expect(input.handle(.contentPan(start: TabBarPoint(x: 200, y: 400), translation: TabBarPoint(x: -80, y: 0), velocity: TabBarPoint(x: -500, y: 0)), at: 0, context: context).events == [.swiped(.left)])
    }

    @Test("defect 7: swipe-to-switch, when the configuration turns it on, moves the selection through the core, mirrored right to left")
    func swipeSwitches() {
        for (direction, expected) in [(TabBarReadingDirection.leftToRight, TabID("search")), (.rightToLeft, TabID("home"))] {
            var machine = TabBarMachine.fixture(Self.configuration)
            var input = TabBarInput()
            for event in input.handle(.layoutDirection(direction), at: 0, context: Self.context(machine)).events { _ = machine.handle(event) }
            let swipe = input.handle(.contentPan(start: TabBarPoint(x: 200, y: 400), translation: TabBarPoint(x: -90, y: 0), velocity: TabBarPoint(x: 0, y: 0)), at: 1, context: Self.context(machine, direction: direction))
            for event in swipe.events { _ = machine.handle(event) }
            #expect(machine.state.selected == expected, "\(direction)")
        }
    }

    @Test("a pan from the start edge over a pushed screen is the back swipe, not a tab switch")
    func backSwipeIsNotASwitch() {
        var machine = TabBarMachine.fixture(Self.configuration)
        var input = TabBarInput()
        let edge = TabBarSignal.contentPan(start: TabBarPoint(x: 8, y: 400), translation: TabBarPoint(x: 120, y: 0), velocity: TabBarPoint(x: 0, y: 0))
        #expect(input.handle(edge, at: 0, context: Self.context(machine)).events == [.swiped(.right)], "nothing to go back to")
        _ = machine.handle(.routePushed(TabBarRoute("post/1"), on: "home"))
        #expect(input.handle(edge, at: 0, context: Self.context(machine)).events.isEmpty)
        #expect(input.handle(.contentPan(start: TabBarPoint(x: 200, y: 400), translation: TabBarPoint(x: 120, y: 0), velocity: TabBarPoint(x: 0, y: 0)), at: 0, context: Self.context(machine)).events == [.swiped(.right)])
    }

    @Test("defect 7: content scrolling is reported once per change of direction, only when a finger moves it")
    func contentScrolling() {
        let machine = TabBarMachine.fixture(Self.configuration)
        let context = Self.context(machine)
        var input = TabBarInput()
        var events: [TabBarEvent] = []
        for (y, user) in [(0.0, true), (10, true), (40, true), (80, true), (60, true), (20, true), (300, false), (320, true), (370, true)] {
            events += input.handle(.contentOffset(y, tab: "home", userDriven: user), at: 0, context: context).events
        }
        #expect(events == [.contentScrolled(.down), .contentScrolled(.up), .contentScrolled(.down)])
    }

    /// Device review: in SwiftUI's container Command-2 may be heard by a UIKit key command and a SwiftUI shortcut.
    @Test("one Command-digit press heard twice selects once; pressed again later, it is heard again")
    func commandDigitOnce() {
        let context = Self.context(TabBarMachine.fixture(Self.configuration))
        var input = TabBarInput()
        let press = TabBarKeyPress(.digit(2), modifiers: .command)
        #expect(input.handle(.key(press), at: 1, context: context).events == [.keyPressed(.commandDigit(2))])
        #expect(input.handle(.key(press), at: 1.01, context: context).events.isEmpty, "the same press, heard twice")
        #expect(input.handle(.key(TabBarKeyPress(.digit(3), modifiers: .command)), at: 1.02, context: context).events == [.keyPressed(.commandDigit(3))])
        #expect(input.handle(.key(press), at: 2, context: context).events == [.keyPressed(.commandDigit(2))])
    }

    /// Issue 29, finding 11: the bar shrank on the first point of downward scroll.
    @Test("a scroll is heard only after the threshold in one direction: a finger resting on a list does not flicker the bar")
    func scrollThreshold() {
        let context = Self.context(TabBarMachine.fixture(Self.configuration))
        var input = TabBarInput()
        func offsets(_ values: [Double], user: Bool = true) -> [TabBarEvent] {
            values.flatMap { input.handle(.contentOffset($0, tab: "home", userDriven: user), at: 0, context: context).events }
        }
        #expect(offsets([0, 1, 5, 20, 43]).isEmpty, "43 points down: not yet")
        #expect(offsets([44]) == [.contentScrolled(.down)], "44 points: heard")
        // Jitter back and forth under the threshold turns nothing; a run up of 44 points does.
        #expect(offsets([30, 50, 20, 40, 10, 0]).isEmpty, "each turn starts a new run: 40 to 0 is 40 points")
        #expect(offsets([-4]) == [.contentScrolled(.up)], "40 to -4 is a 44-point run up (a bounce at the top counts)")
        // A programmatic scroll (scroll to top, a restored position) starts no run and moves the baseline.
        #expect(offsets([500], user: false).isEmpty)
        #expect(offsets([520, 540]).isEmpty)
        #expect(offsets([545]) == [.contentScrolled(.down)])
        #expect(TabBarInput.isUserScroll(tracking: true, decelerating: false) && TabBarInput.isUserScroll(tracking: false, decelerating: true))
        #expect(!TabBarInput.isUserScroll(tracking: false, decelerating: false), "a programmatic scroll is not the user's")
    }

    /// Issue 29, finding 11: a pan that a row's swipe actions, a slider, a carousel or another gesture took.
    @Test("a content pan that something else claimed never switches tabs, even with swipe-to-switch on")
    func claimedPans() {
        let context = Self.context(TabBarMachine.fixture(Self.configuration))
        var input = TabBarInput()
        let start = TabBarPoint(x: 200, y: 400), far = TabBarPoint(x: -120, y: 0), fast = TabBarPoint(x: -800, y: 0)
        #expect(input.handle(.contentPan(start: start, translation: far, velocity: fast), at: 0, context: context).events == [.swiped(.left)])
        for claims in [TabBarContentClaims.control, .horizontalScroller, .otherGesture, [.control, .otherGesture]] {
            #expect(input.handle(.contentPan(start: start, translation: far, velocity: fast, claims: claims), at: 0, context: context).events.isEmpty, "\(claims)")
        }
    }

    @Test("by default, as on the platform, a swipe over the content switches nothing and scrolling never minimises the bar")
    func platformDefaults() throws {
        let behavior = TabBarBehavior()
        #expect(!behavior.swipeToSwitch && !behavior.minimizeOnScroll)
        let decoded = try TabBarConfiguration.decode(json: #"{"version": 1, "tabs": [{"id": "a", "title": "A", "icon": "house"}, {"id": "b", "title": "B", "icon": "tray"}]}"#)
        #expect(!decoded.behavior.swipeToSwitch && !decoded.behavior.minimizeOnScroll, "JSON without the keys gets the platform's defaults")
        var machine = TabBarMachine.fixture(TabBarConfiguration(AppTab.self, selected: .home))
        var input = TabBarInput()
        var events = input.handle(.contentPan(start: TabBarPoint(x: 200, y: 400), translation: TabBarPoint(x: -120, y: 0), velocity: TabBarPoint(x: -800, y: 0)), at: 0, context: Self.context(machine)).events
        for offset in stride(from: 0.0, through: 600, by: 20) {
            events += input.handle(.contentOffset(offset, tab: "home", userDriven: true), at: 0, context: Self.context(machine)).events
        }
        var effects: [TabBarEffect] = []
        for event in events { effects += machine.handle(event) }
        #expect(machine.state.selected == "home")
        #expect(machine.visibility == .visible)
        #expect(!effects.contains { if case .visibilityChanged = $0 { true } else { false } })
    }

    @Test("defect 7: the layout direction, a memory warning and an opened URL become the core's events")
    func systemEvents() {
        let context = Self.context(TabBarMachine.fixture(Self.configuration))
        var input = TabBarInput()
        #expect(input.handle(.layoutDirection(.rightToLeft), at: 0, context: context).events == [.layoutDirectionChanged(.rightToLeft)])
        #expect(input.handle(.layoutDirection(.rightToLeft), at: 0, context: context).events.isEmpty, "only changes")
        #expect(input.handle(.memoryWarning, at: 0, context: context).events == [.memoryWarning])
        #expect(input.handle(.urlOpened("app://home/post/1"), at: 0, context: context).events == [.deepLinkOpened("app://home/post/1")])
        // A new width is the core's too (issue 33: a compact bar shows the compact tab set); the height only lays out.
        let environment = input.handle(.sizeClasses(horizontal: .regular, vertical: .regular), at: 0, context: context)
        #expect(environment.environmentChanged && environment.events == [.sizeClassChanged(.regular)])
        let height = input.handle(.sizeClasses(horizontal: .regular, vertical: .compact), at: 0, context: context)
        #expect(height.environmentChanged && height.events.isEmpty)
        #expect(input.handle(.dynamicType(.xxLarge), at: 0, context: context).environmentChanged)
        #expect(input.handle(.reduceMotion(true), at: 0, context: context).reduceMotionChanged)
    }

    @Test("defect 7: arrow keys are mirrored in right-to-left layouts, once the direction reached the core")
    func arrowsMirrored() {
        var machine = TabBarMachine.fixture(Self.configuration)
        _ = machine.handle(.selectionRequested("search"))
        var input = TabBarInput()
        for event in input.handle(.layoutDirection(.rightToLeft), at: 0, context: Self.context(machine)).events { _ = machine.handle(event) }
        for event in input.handle(.key(TabBarKeyPress(.rightArrow, barFocused: true)), at: 0, context: Self.context(machine, direction: .rightToLeft)).events { _ = machine.handle(event) }
        #expect(machine.state.selected == "home", "right goes back toward the reading start")
    }

    @Test("defect 9: arrow keys never beat text input; Command-digits still select; other chords go on to the app")
    func keysAndText() {
        let context = Self.context(TabBarMachine.fixture(Self.configuration))
        var input = TabBarInput()
        let typing = input.handle(.key(TabBarKeyPress(.leftArrow, textInputFocused: true, barFocused: true)), at: 0, context: context)
        #expect(typing.events.isEmpty && !typing.handled)
        #expect(input.handle(.key(TabBarKeyPress(.rightArrow, modifiers: .shift, barFocused: true)), at: 0, context: context).events.isEmpty)
        #expect(input.handle(.key(TabBarKeyPress(.digit(2), modifiers: .command, textInputFocused: true)), at: 0, context: context).events == [.keyPressed(.commandDigit(2))])
        #expect(input.handle(.key(TabBarKeyPress(.digit(2))), at: 0, context: context).events.isEmpty)
        #expect(input.handle(.key(TabBarKeyPress(.rightArrow, barFocused: true)), at: 0, context: context).handled)
        #expect(!TabBarInput.keyCommandWinsOverSystem(.leftArrow) && !TabBarInput.keyCommandWinsOverSystem(.commandDigit(1)))
    }

    @Test("every key command the core lists, pressed as its key, makes that command's event (both front ends press them so)")
    func keyCommandsRoundTrip() {
        let machine = TabBarMachine.fixture(Self.configuration)
        let context = Self.context(machine)
        var input = TabBarInput()
        #expect(!machine.keyCommands.isEmpty)
        // Control-Command-S is taken only beside a top bar: its round trip is Issue32SidebarKeyTests's.
        for (index, command) in machine.keyCommands.enumerated() where command.input != .toggleSidebar {
            // Presses a second apart, so none is taken for a press heard twice.
            let time = Double(index) * 2
            // A front end registers the arrows only while the bar has the focus (issue 30), so they arrive focused.
            #expect(input.handle(.key(TabBarKeyPress(command: command.input, barFocused: true)), at: time, context: context).events == [.keyPressed(command.input)])
            #expect(input.handle(.key(TabBarKeyPress(command: command.input, textInputFocused: true, barFocused: true)), at: time + 1, context: context).events
                == (command.input == .leftArrow || command.input == .rightArrow ? [] : [.keyPressed(command.input)]))
        }
    }

    @Test("Escape closes an open menu and is left alone otherwise")
    func escape() {
        var machine = TabBarMachine.fixture(Self.configuration)
        var input = TabBarInput()
        #expect(!input.handle(.key(TabBarKeyPress(.escape)), at: 0, context: Self.context(machine)).handled)
        _ = machine.handle(.actionMenuOpened("create"))
        #expect(input.handle(.key(TabBarKeyPress(.escape)), at: 0, context: Self.context(machine)).events == [.actionMenuDismissed])
    }

    @Test("the keyboard's frame is reported to the core only when it shows or hides")
    func keyboard() {
        let context = Self.context(TabBarMachine.fixture(Self.configuration))
        var input = TabBarInput()
        let frame = TabBarRect(x: 0, y: 538, width: 402, height: 336)
        #expect(input.handle(.keyboardFrame(frame), at: 0, context: context).events == [.keyboardChanged(isShown: true)])
        #expect(input.handle(.keyboardFrame(TabBarRect(x: 0, y: 500, width: 402, height: 374)), at: 0, context: context).events.isEmpty)
        #expect(input.keyboardFrame?.minY == 500)
        #expect(input.handle(.keyboardFrame(nil), at: 0, context: context).events == [.keyboardChanged(isShown: false)])
    }

    @Test("defect 14: scrolling rows report a tab's position at most once a second, and always before a tab switch")
    func scrollPositionsCoalesced() {
        let context = Self.context(TabBarMachine.fixture(Self.configuration))
        var input = TabBarInput()
        var events: [TabBarEvent] = []
        for row in 0..<50 { events += input.handle(.contentScrollPosition("row-\(row)", tab: "home"), at: Double(row) * 0.04, context: context).events }
        #expect(events.count <= 2, "\(events.count) events for 50 rows in 2 s")
        let tap = input.handle(.touchUp(Self.centre("search", context)), at: 3, context: context)
        #expect(tap.events.isEmpty, "no touch began")
        _ = input.handle(.touchDown(Self.centre("search", context)), at: 3, context: context)
        let switched = input.handle(.touchUp(Self.centre("search", context)), at: 3.1, context: context)
        #expect(switched.events == [.scrollPositionSaved("row-49", on: "home"), .tabTapped("search")])
    }

    @Test("defect 15: in the native style a tab chosen while the core's menu is open closes it first, so the tap selects")
    func nativeClosesMenu() {
        var machine = TabBarMachine.fixture(Self.configuration)
        _ = machine.handle(.actionMenuOpened("create"))
        var input = TabBarInput()
        let events = input.handle(.nativeTabSelected("activity"), at: 0, context: Self.context(machine)).events
        #expect(events == [.actionMenuDismissed, .tabTapped("activity")])
        for event in events { _ = machine.handle(event) }
        #expect(machine.state.selected == "activity" && machine.state.openMenu == nil)
        _ = machine.handle(.actionMenuOpened("create"))
        #expect(input.handle(.nativeMenuItemChosen("photo"), at: 0, context: Self.context(machine)).events == [.actionMenuItemChosen("photo")])
    }

    @Test("B1: dragging a scrolling bar moves its content, gives way past the ends, and settles inside them when let go")
    func barDrag() throws {
        let reflect = TabBarConfiguration.example(.reflect)
        let machine = TabBarMachine.fixture(reflect)
        let context = Self.context(machine, configuration: reflect, theme: .floating)
        let layout = try #require(context.layout)
        #expect(layout.scroll.isScrollable && layout.scroll.offset == 0)
        var input = TabBarInput()
        let start = TabBarPoint(x: layout.contentFrame.midX, y: layout.contentFrame.midY)
        _ = input.handle(.touchDown(start), at: 0, context: context)
        let left = input.handle(.touchMoved(TabBarPoint(x: start.x - 100, y: start.y)), at: 0.1, context: context)
        #expect(left.barScroll == .dragged(offset: 100) && left.press != nil)
        let past = input.handle(.touchMoved(TabBarPoint(x: start.x + 150, y: start.y)), at: 0.3, context: context)
        guard case .dragged(let banded)? = past.barScroll else {
            Issue.record("no drag")
            return
        }
        #expect(banded < 0 && banded > -150 * 0.5, "rubber band: \(banded)")
        let up = input.handle(.touchUp(TabBarPoint(x: start.x + 150, y: start.y)), at: 0.6, context: context)
        #expect(up.barScroll == .released(from: banded, to: 0) && up.events.isEmpty)
        #expect(input.barOffset == 0)
    }

    @Test("VoiceOver's activations and custom actions go through the same path as taps")
    func accessibility() throws {
        let machine = TabBarMachine.fixture(Self.configuration)
        let context = Self.context(machine)
        var input = TabBarInput()
        #expect(input.handle(.accessibilityActivated(.tab("profile")), at: 0, context: context).events == [.tabTapped("profile")])
        let elements = TabBarAccessibility.elements(configuration: Self.configuration, state: machine.state, layout: context.layout)
        let action = try #require(elements.first { $0.id == "create" }?.customActions.first)
        #expect(action.events == [.actionMenuOpened("create"), .actionMenuItemChosen("photo")])
        #expect(input.handle(.accessibilityAction(action), at: 0, context: context).events == action.events)
    }
}

/// Social's Create through the presenter: a tap presents the composer, a hold opens the menu.
@Suite("A3 Action tap policy through the input layer")
@MainActor
struct ActionTapInputTests {
    func presenter(_ log: EffectLog, clock: ManualClock) throws -> TabBarPresenter {
        let store = try TabBarKitStore(AppTab.self, selected: .home, behavior: TabBarBehavior(actionTap: .presents)) { log.effects.append($0) }
        let presenter = makePresenter(store, clock: clock)
        presenter.launch()
        return presenter
    }

    @Test("a quick tap on Create presents the action")
    func tap() throws {
        let (log, clock) = (EffectLog(), ManualClock())
        let presenter = try presenter(log, clock: clock)
        let create = try #require(presenter.frame(at: clock.now).layout.item("create")).hitFrame.center
        presenter.handle(.touchDown(create))
        clock.now += 0.1
        presenter.handle(.touchUp(create))
        #expect(log.effects.contains(.presentAction("create", item: nil)))
        #expect(presenter.store.state.openMenu == nil)
    }

    @Test("holding Create opens its menu, and lifting presents nothing")
    func hold() throws {
        let (log, clock) = (EffectLog(), ManualClock())
        let presenter = try presenter(log, clock: clock)
        let create = try #require(presenter.frame(at: clock.now).layout.item("create")).hitFrame.center
        presenter.handle(.touchDown(create))
        clock.now += TabBarInput.longPressDuration + 0.05
        _ = presenter.frame(at: clock.now)
        #expect(presenter.store.state.openMenu == nil, "nothing is sent while a frame is drawn (a view update)")
        presenter.settle()
        #expect(presenter.store.state.openMenu == "create")
        presenter.handle(.touchUp(create))
        #expect(!log.effects.contains { if case .presentAction = $0 { true } else { false } })
    }
}

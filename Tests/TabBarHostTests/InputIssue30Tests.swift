import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarHost
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// Issue 30, items 1–3 and the input half of 9 and 12: touches, keyboard frames, keys, VoiceOver's escape,
/// Bold Text and the haptics to prepare, decided once in the input layer for both front ends.
@Suite("Issue 30: one input layer")
@MainActor
struct InputIssue30Tests {
    @Test("item 1: a hidden bar takes no tap and switches no tab (a route, the app or the keyboard hid it)")
    func hiddenBarTakesNoTouch() throws {
        let clock = ManualClock()
        let store = try makeStore()
        let presenter = makePresenter(store, clock: clock)
        presenter.launch()
        let search = try #require(presenter.frame(at: clock.now).layout.item("search")).hitFrame.center
        store.send(.barHiddenChanged(true))
        presenter.sync()
        let down = presenter.handle(.touchDown(search))
        #expect(down.press == nil && !down.handled && down.prepareHaptics.isEmpty)
        presenter.handle(.touchUp(search))
        #expect(store.state.selected == "home", "the dead zone selects nothing")
        #expect(presenter.frame(at: clock.now).touchArea == nil)
        // The large content viewer's lift over a hidden bar chooses nothing either.
        presenter.handle(.largeContentViewerEnded(search))
        #expect(store.state.selected == "home")
        // Shown again, the same touch taps.
        store.send(.barHiddenChanged(false))
        presenter.sync()
        _ = presenter.frame(at: clock.now + 1)
        presenter.handle(.touchDown(search))
        presenter.handle(.touchUp(search))
        #expect(store.state.selected == "search")
    }

    @Test("item 1: the input layer alone refuses touches of a hidden bar, for any front end")
    func contextHidden() {
        let machine = TabBarMachine.fixture(InputLayerTests.configuration)
        var context = InputLayerTests.context(machine)
        context.barHidden = true
        var input = TabBarInput()
        let point = InputLayerTests.centre("search", context)
        #expect(input.handle(.touchDown(point), at: 0, context: context).press == nil)
        #expect(input.handle(.touchUp(point), at: 0.1, context: context).events.isEmpty)
    }

    @Test("item 2: a keyboard frame in screen coordinates over a container in Split View, in the container's coordinates")
    func keyboardFromScreen() throws {
        // A 1024 × 768 iPad screen; the app on the right third (Split View), 320 wide from x 704.
        let keyboard = TabBarRect(x: 0, y: 768 - 300, width: 1024, height: 300)
        let container = TabBarRect(x: 704, y: 0, width: 320, height: 768)
        let overlap = try #require(TabBarInput.keyboardOverlap(keyboardInScreen: keyboard, containerInScreen: container))
        #expect(overlap == TabBarRect(x: 0, y: 468, width: 320, height: 300))
        // Stage Manager: a window lower on the screen; the keyboard covers its bottom 100 points.
        let window = TabBarRect(x: 100, y: 200, width: 600, height: 368)
        #expect(TabBarInput.keyboardOverlap(keyboardInScreen: keyboard, containerInScreen: window) == TabBarRect(x: 0, y: 268, width: 600, height: 100))
        // A floating keyboard beside the window covers none of it.
        #expect(TabBarInput.keyboardOverlap(keyboardInScreen: TabBarRect(x: 720, y: 400, width: 300, height: 200), containerInScreen: window) == nil)
    }

    @Test("item 3: Escape is registered only while a menu is open; the arrows only while the bar has the focus")
    func registeredKeys() throws {
        var machine = TabBarMachine.fixture(InputLayerTests.configuration)
        let closed = TabBarInput.registeredKeys(machine.keyCommands, context: InputLayerTests.context(machine), barFocused: false)
        #expect(!closed.escape, "Escape stays with the app's other responders")
        #expect(closed.commands.allSatisfy { if case .commandDigit = $0.input { true } else { false } })
        #expect(!closed.commands.isEmpty)
        let focused = TabBarInput.registeredKeys(machine.keyCommands, context: InputLayerTests.context(machine), barFocused: true)
        #expect(focused.commands.contains { $0.input == .leftArrow } && focused.commands.contains { $0.input == .rightArrow })
        _ = machine.handle(.actionMenuOpened("create"))
        #expect(TabBarInput.registeredKeys(machine.keyCommands, context: InputLayerTests.context(machine), barFocused: false).escape)
        #expect(TabBarInput.keyCommandWinsOverSystem(.leftArrow, barFocused: true), "a focused bar's arrows are the bar's")
        #expect(!TabBarInput.keyCommandWinsOverSystem(.leftArrow, barFocused: false))
        #expect(!TabBarInput.keyCommandWinsOverSystem(.commandDigit(1), barFocused: true))
    }

    @Test("item 3: one rule: an arrow pressed while the bar has no focus is the app's, in both front ends")
    func arrowsNeedFocus() {
        let machine = TabBarMachine.fixture(InputLayerTests.configuration)
        let context = InputLayerTests.context(machine)
        var input = TabBarInput()
        let unfocused = input.handle(.key(TabBarKeyPress(.rightArrow)), at: 0, context: context)
        #expect(unfocused.events.isEmpty && !unfocused.handled)
        #expect(input.handle(.key(TabBarKeyPress(.rightArrow, barFocused: true)), at: 0, context: context).events == [.keyPressed(.rightArrow)])
    }

    @Test("item 12: VoiceOver's escape gesture closes an open menu and is left to the app otherwise")
    func accessibilityEscape() {
        var machine = TabBarMachine.fixture(InputLayerTests.configuration)
        var input = TabBarInput()
        #expect(!input.handle(.accessibilityEscape, at: 0, context: InputLayerTests.context(machine)).handled)
        _ = machine.handle(.actionMenuOpened("create"))
        #expect(input.handle(.accessibilityEscape, at: 0, context: InputLayerTests.context(machine)).events == [.actionMenuDismissed])
    }

    @Test("item 9: Bold Text makes labels a weight heavier, measured as drawn")
    func boldText() throws {
        let clock = ManualClock()
        let store = try makeStore()
        let presenter = makePresenter(store, clock: clock)
        let regular = try #require(presenter.frame(at: clock.now).layout.item("search"))
        #expect(presenter.handle(.boldText(true)).environmentChanged)
        let bold = try #require(presenter.frame(at: clock.now).layout.item("search"))
        #expect(bold.labelWeight == regular.labelWeight.withBoldText(true) && bold.labelWeight != regular.labelWeight)
        let label = try #require(TranslatorTests.texts(presenter.frame(at: clock.now).list.items).first { $0.string == "Search" })
        #expect(label.weight == bold.labelWeight, "the list draws the weight the layout measured")
        #expect(TabBarFontWeight.regular.withBoldText(true) == .semibold && TabBarFontWeight.semibold.withBoldText(true) == .bold)
        #expect(TabBarFontWeight.medium.withBoldText(nil) == .medium)
        #expect(!presenter.handle(.boldText(true)).environmentChanged, "reported once")
    }

    @Test("haptics to prepare: the ones the tap may play, decided here, not by the front end")
    func hapticsToPrepare() {
        let machine = TabBarMachine.fixture(InputLayerTests.configuration)
        let context = InputLayerTests.context(machine)
        var input = TabBarInput()
        let search = input.handle(.touchDown(InputLayerTests.centre("search", context)), at: 0, context: context)
        #expect(search.prepareHaptics == [.selection])
        _ = input.handle(.touchCancelled, at: 0, context: context)
        let create = input.handle(.touchDown(InputLayerTests.centre("create", context)), at: 0, context: context)
        #expect(create.prepareHaptics == [.lightImpact], "the action and its menu: one light impact")
    }
}

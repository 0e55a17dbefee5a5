import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost
import TabBarRender
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// Issue 32's keyboard after the device review: Control-Command-S only while the top bar's button shows and no menu
/// is open; SwiftUI's shortcut decided from the layout's inputs (not the last layout); the core's own titles
/// translated; the arrows and Command-digits walking the bar as drawn (a detached prominent tab first, a detached
/// search tab last).
@Suite("Issue 32 keys after the device review") @MainActor
struct Issue32KeyReviewTests {
    static let press = TabBarKeyPress(command: .toggleSidebar)

    static func topBarContext(_ change: (inout TabBarInput.Context) -> Void = { _ in }) -> TabBarInput.Context {
        let machine = TabBarMachine.fixture(TabBarFeatureSamples.atlasTopBar)
        let layout = TabBarLayout(configuration: machine.configuration, state: machine.state, environment: TabBarDevicePreset.iPadPro11.environment(.landscape),
                                  theme: .floating, measurer: TabBarInterTextMeasurer(), regularWidth: .topBar)
        var context = TabBarInput.Context(configuration: machine.configuration, state: machine.state, layout: layout)
        change(&context)
        return context
    }

    @Test("Control-Command-S is neither taken nor registered while the bar is hidden (by the host or the keyboard) or an action menu is open")
    func notWhileHiddenOrMenu() throws {
        let shown = Self.topBarContext()
        var input = TabBarInput()
        #expect(input.handle(.key(Self.press), at: 0, context: shown).events == [.keyPressed(.toggleSidebar)])
        #expect(TabBarInput.registeredKeys([], context: shown, barFocused: false).commands.isEmpty)
        let commands = TabBarMachine.fixture(TabBarFeatureSamples.atlasTopBar).keyCommands
        #expect(TabBarInput.registeredKeys(commands, context: shown, barFocused: false).commands.contains { $0.input == .toggleSidebar })
        let hidden: [(String, TabBarInput.Context)] = [
            ("hidden by the host", Self.topBarContext { $0.barHidden = true }),
            ("hidden by the keyboard", Self.topBarContext { $0.layout?.isHidden = true }),
            ("a menu open", Self.topBarContext { $0.state.openMenu = $0.state.selected }),
        ]
        for (why, context) in hidden {
            var input = TabBarInput()
            #expect(input.handle(.key(Self.press), at: 0, context: context).events.isEmpty, "\(why)")
            #expect(!TabBarInput.registeredKeys(commands, context: context, barFocused: true).commands.contains { $0.input == .toggleSidebar }, "\(why)")
        }
    }

    @Test("SwiftUI's Control-Command-S follows the size classes at once, where the last layout is stale until the next frame")
    func fromTheInputs() throws {
        let store = try TabBarKitStore(configuration: TabBarFeatureSamples.atlasTopBar)
        let presenter = makePresenter(store, theme: .floating, clock: ManualClock(), measurer: TabBarInterTextMeasurer())
        presenter.updateContainer(size: Issue32AdaptiveHostTests.ipad.size, safeArea: Issue32AdaptiveHostTests.ipad.safeArea, displayScale: 2)
        presenter.update(regularWidth: .topBar)
        presenter.handle(.sizeClasses(horizontal: .compact, vertical: .regular))
        presenter.launch()
        _ = presenter.frame()
        #expect(presenter.input.sidebarKeyCommand(regularWidth: .topBar, machine: store.machine) == nil)
        // Compact to regular: the body runs before the new frame.
        presenter.handle(.sizeClasses(horizontal: .regular, vertical: .regular))
        #expect(!presenter.registeredKeys(barFocused: false).commands.contains { $0.input == .toggleSidebar }, "the last layout is a compact one")
        #expect(presenter.input.sidebarKeyCommand(regularWidth: .topBar, machine: store.machine)?.title == "Show Sidebar")
        _ = presenter.frame()
        #expect(presenter.registeredKeys(barFocused: false).commands.contains { $0.input == .toggleSidebar })
        // And back: not registered at once, though the last layout still has the button.
        presenter.handle(.sizeClasses(horizontal: .compact, vertical: .regular))
        #expect(presenter.input.sidebarKeyCommand(regularWidth: .topBar, machine: store.machine) == nil)
        presenter.handle(.sizeClasses(horizontal: .regular, vertical: .regular))
        for regularWidth in [TabBarRegularWidthPresentation.floatingBar, .sidebar] {
            #expect(presenter.input.sidebarKeyCommand(regularWidth: regularWidth, machine: store.machine) == nil, "\(regularWidth)")
        }
        var machine = store.machine
        _ = machine.handle(.barHiddenChanged(true))
        #expect(presenter.input.sidebarKeyCommand(regularWidth: .topBar, machine: machine) == nil, "hidden by the app")
        machine = store.machine
        _ = machine.handle(.keyPressed(.toggleSidebar))
        _ = machine.handle(.keyboardChanged(isShown: true))
        #expect(presenter.input.sidebarKeyCommand(regularWidth: .topBar, machine: machine)?.title == "Hide Sidebar",
                "the keyboard leaves the sidebar form (off the bottom edge), so the chord folds it")
    }

    @Test("the core's own titles (Previous Tab, Next Tab, Show Sidebar, Hide Sidebar) go through the store's translator; tab titles come translated")
    func translatedTitles() throws {
        let german = ["Previous Tab": "Vorheriger Tab", "Next Tab": "Nächster Tab", "Show Sidebar": "Seitenleiste einblenden",
                      "Hide Sidebar": "Seitenleiste ausblenden"]
        let translator = TabBarTranslator { german[$0] ?? $0 }
        let store = try TabBarKitStore(configuration: TabBarFeatureSamples.atlasTopBar, translator: translator)
        let presenter = Issue32AdaptiveHostTests.topBar(store, clock: ManualClock())
        _ = presenter.frame()
        let titles = Dictionary(presenter.registeredKeys(barFocused: true).commands.map { ($0.input, $0.title) }, uniquingKeysWith: { a, _ in a })
        #expect(titles[.leftArrow] == "Vorheriger Tab" && titles[.rightArrow] == "Nächster Tab" && titles[.toggleSidebar] == "Seitenleiste einblenden")
        #expect(titles[.commandDigit(1)] == store.configuration.tabs.first { $0.role.isSelectable }?.title)
        #expect(presenter.input.sidebarKeyCommand(regularWidth: .topBar, machine: store.machine, translator: translator)?.title == "Seitenleiste einblenden")
        presenter.handle(.key(Self.press))
        _ = presenter.frame()
        #expect(presenter.registeredKeys(barFocused: false).commands.first { $0.input == .toggleSidebar }?.title == "Seitenleiste ausblenden")
    }

    /// The detached sample on an iPhone, Home selected: Live's circle first, then Home, (Create,) Profile, Search's circle.
    static func detachedContext(_ direction: TabBarReadingDirection, selected: TabID = "home", search: Bool = true) throws -> TabBarInput.Context {
        var configuration = try TabBarFeatureSamples.prominentDetached
        if !search { configuration.behavior.searchPlacement = .inline }
        var machine = TabBarMachine.fixture(configuration)
        _ = machine.handle(.selectionRequested(selected))
        let layout = TabBarLayout(configuration: configuration, state: machine.state, environment: TabBarDevicePreset.iPhone16Pro.environment(direction: direction),
                                  theme: .floating, measurer: TabBarInterTextMeasurer())
        return TabBarInput.Context(configuration: configuration, state: machine.state, layout: layout)
    }

    /// Where a key lands: the input layer's events applied to the machine.
    static func landing(_ press: TabBarKeyPress, _ context: TabBarInput.Context, _ direction: TabBarReadingDirection) throws -> TabID {
        var input = TabBarInput()
        _ = input.handle(.layoutDirection(direction), at: 0, context: context)
        var machine = TabBarMachine.fixture(context.configuration)
        _ = machine.handle(.selectionRequested(context.state.selected))
        _ = machine.handle(.layoutDirectionChanged(direction))
        for event in input.handle(.key(press), at: 1, context: context).events { _ = machine.handle(event) }
        return machine.state.selected
    }

    @Test("the arrows walk the bar as drawn: the detached prominent circle before the capsule, the detached search circle after it, mirrored in right to left")
    func arrowsInDrawnOrder() throws {
        let right = TabBarKeyPress(.rightArrow, barFocused: true), left = TabBarKeyPress(.leftArrow, barFocused: true)
        let ltr = try Self.detachedContext(.leftToRight)
        #expect(ltr.layout?.items.map(\.id) == ["live", "home", "create", "profile", "search"])
        #expect(try Self.landing(left, ltr, .leftToRight) == "live", "Live's circle lies left of Home")
        #expect(try Self.landing(right, ltr, .leftToRight) == "profile", "Search is not between Home and Profile on screen")
        #expect(try Self.landing(right, try Self.detachedContext(.leftToRight, selected: "profile"), .leftToRight) == "search")
        #expect(try Self.landing(right, try Self.detachedContext(.leftToRight, selected: "search"), .leftToRight) == "search", "nothing past the end")
        let rtl = try Self.detachedContext(.rightToLeft)
        #expect(try Self.landing(right, rtl, .rightToLeft) == "live", "Live's circle lies right of Home in right to left")
        #expect(try Self.landing(left, rtl, .rightToLeft) == "profile")
        // Prominent detached alone: still first.
        let alone = try Self.detachedContext(.leftToRight, selected: "live", search: false)
        #expect(try Self.landing(right, alone, .leftToRight) == "home")
    }

    @Test("Command-1 … 4 select in the drawn order and are titled so; a second press reselects as before")
    func digitsInDrawnOrder() throws {
        let context = try Self.detachedContext(.leftToRight)
        for (n, expected) in zip(1..., ["live", "home", "profile", "search"] as [TabID]) {
            #expect(try Self.landing(TabBarKeyPress(command: .commandDigit(n)), context, .leftToRight) == expected, "Command-\(n)")
        }
        let commands = TabBarMachine.fixture(context.configuration).keyCommands
        let titles = TabBarInput.registeredKeys(commands, context: context, barFocused: false).commands.compactMap { command -> String? in
            if case .commandDigit = command.input { command.title } else { nil }
        }
        #expect(titles == ["Live", "Home", "Profile", "Search"])
        var input = TabBarInput()
        #expect(input.handle(.key(TabBarKeyPress(command: .commandDigit(2))), at: 0, context: context).events == [.keyPressed(.commandDigit(1))],
                "Home, selected: the core's Command-1, which reselects it")
        // Without a detached circle, the keys are the core's.
        var plain = try Self.detachedContext(.leftToRight)
        plain.layout = nil
        #expect(input.handle(.key(TabBarKeyPress(command: .commandDigit(3))), at: 5, context: plain).events == [.keyPressed(.commandDigit(3))])
    }

    @Test("Control-Command-S held down (its repeats, each within the repeat interval of the last) toggles once; pressed again later, it toggles again")
    func heldChord() throws {
        let context = Self.topBarContext()
        var input = TabBarInput()
        #expect(input.handle(.key(Self.press), at: 10, context: context).events == [.keyPressed(.toggleSidebar)])
        for time in stride(from: 10.1, through: 12, by: 0.1) {
            #expect(input.handle(.key(Self.press), at: time, context: context).events.isEmpty, "a repeat at \(time)")
        }
        #expect(input.handle(.key(Self.press), at: 12.7, context: context).events == [.keyPressed(.toggleSidebar)])
    }
}

import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost
import TabBarRender
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// Issue 32's iPad top bar from a hardware keyboard: Control-Command-S (iPadOS's View menu "Show Sidebar" /
/// "Hide Sidebar") toggles the sidebar as the button does, registered only while a top bar (or its expanded
/// sidebar) has the button, and taken once when UIKit's key command and SwiftUI's shortcut both hear one press.
@Suite("Issue 32 top bar: the sidebar button from the keyboard") @MainActor
struct Issue32SidebarKeyTests {
    static let press = TabBarKeyPress(command: .toggleSidebar)

    @Test("the core lists Control-Command-S, titled by what it will do; pressed, it toggles the sidebar as the button does")
    func coreCommand() throws {
        var machine = TabBarMachine.fixture(TabBarFeatureSamples.atlasTopBar)
        let command = try #require(machine.keyCommands.first { $0.input == .toggleSidebar })
        #expect(command.title == "Show Sidebar" && command.event == .keyPressed(.toggleSidebar))
        #expect(Self.press.key == .letter("s") && Self.press.modifiers == [.control, .command])
        let effects = machine.handle(command.event)
        #expect(machine.state.isSidebarExpanded && effects.contains(.sidebarExpansionChanged(isExpanded: true)))
        #expect(machine.keyCommands.first { $0.input == .toggleSidebar }?.title == "Hide Sidebar")
        _ = machine.handle(.keyPressed(.toggleSidebar))
        #expect(!machine.state.isSidebarExpanded)
        #expect(!TabBarInput.keyCommandWinsOverSystem(.toggleSidebar, barFocused: true), "it never takes priority over text input")
        #expect(TabBarEvent.keyPressed(.toggleSidebar).description == "key ctrl-cmd-s")
    }

    @Test("a top bar registers and takes it (bar or sidebar, focused or not); a bottom bar or a plain sidebar neither registers nor takes it")
    func onlyBesideATopBar() throws {
        let store = try TabBarKitStore(configuration: TabBarFeatureSamples.atlasTopBar)
        let presenter = Issue32AdaptiveHostTests.topBar(store, clock: ManualClock())
        _ = presenter.frame()
        for focused in [false, true] {
            #expect(presenter.registeredKeys(barFocused: focused).commands.contains { $0.input == .toggleSidebar })
        }
        #expect(presenter.handle(.key(Self.press)).events == [.keyPressed(.toggleSidebar)])
        #expect(store.state.isSidebarExpanded)
        _ = presenter.frame()
        #expect(presenter.registeredKeys(barFocused: false).commands.first { $0.input == .toggleSidebar }?.title == "Hide Sidebar")

        let machine = TabBarMachine.fixture(TabBarFeatureSamples.atlasTopBar)
        for regularWidth in [TabBarRegularWidthPresentation.floatingBar, .sidebar] {
            let environment = TabBarDevicePreset.iPadPro11.environment(.landscape)
            let layout = TabBarLayout(configuration: machine.configuration, state: machine.state, environment: environment, theme: .floating,
                                      measurer: TabBarInterTextMeasurer(), regularWidth: regularWidth)
            let context = TabBarInput.Context(configuration: machine.configuration, state: machine.state, layout: layout)
            #expect(!TabBarInput.registeredKeys(machine.keyCommands, context: context, barFocused: true).commands.contains { $0.input == .toggleSidebar })
            var input = TabBarInput()
            #expect(input.handle(.key(Self.press), at: 0, context: context).events.isEmpty, "\(regularWidth): the app keeps Control-Command-S")
        }
    }

    @Test("only Control-Command-S: S alone, Command-S (the app's Save) and Control-Shift-Command-S are left to the app; one press heard twice toggles once")
    func exactChord() throws {
        let machine = TabBarMachine.fixture(TabBarFeatureSamples.atlasTopBar)
        let environment = TabBarDevicePreset.iPadPro11.environment(.landscape)
        let layout = TabBarLayout(configuration: machine.configuration, state: machine.state, environment: environment, theme: .floating,
                                  measurer: TabBarInterTextMeasurer(), regularWidth: .topBar)
        let context = TabBarInput.Context(configuration: machine.configuration, state: machine.state, layout: layout)
        var input = TabBarInput()
        for modifiers in [[], .command, [.control, .command, .shift]] as [TabBarKeyModifiers] {
            #expect(input.handle(.key(TabBarKeyPress(.letter("s"), modifiers: modifiers, barFocused: true)), at: 0, context: context).events.isEmpty)
        }
        #expect(input.handle(.key(TabBarKeyPress(.letter("d"), modifiers: [.control, .command])), at: 0, context: context).events.isEmpty)
        #expect(input.handle(.key(Self.press), at: 10, context: context).events == [.keyPressed(.toggleSidebar)])
        #expect(input.handle(.key(Self.press), at: 10.01, context: context).events.isEmpty, "the same press, heard by the key command and the shortcut")
        #expect(input.handle(.key(Self.press), at: 11, context: context).events == [.keyPressed(.toggleSidebar)])
    }

    @Test("scripts say key ctrl-cmd-s")
    func script() throws {
        let configuration = TabBarFeatureSamples.atlasTopBar
        let script = try TabBarSimulationScript.parse("key ctrl-cmd-s", configuration: configuration)
        var simulator = try TabBarSimulator(configuration: configuration)
        _ = simulator.run(script)
        #expect(simulator.machine.state.isSidebarExpanded)
    }
}

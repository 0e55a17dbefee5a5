import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost
import TabBarRender
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// The device review of issue 33's native style: a sidebar row of a tab the bar has no item for selects it, section
/// actions work in a section the core holds collapsed, tabs out of the core's bar are hidden where the system does not
/// customise, iOS 17's bar never grows a More tab for a deep link, and a native menu's choice plays no second haptic.
@Suite("Issue 33 native style: device review")
@MainActor
struct Issue33NativeDefectsTests {
    static let atlas = Issue33NativeTests.atlas

    /// The input layer's context as the presenter gives it: the bar hidden when the core hides it.
    static func context(_ machine: TabBarMachine) -> TabBarInput.Context {
        TabBarInput.Context(configuration: machine.configuration, state: machine.state, layout: nil, barHidden: machine.visibility == .hidden)
    }

    /// The machine after the input layer's events for `signal`, and the effects.
    static func run(_ signal: TabBarSignal, on machine: inout TabBarMachine) -> [TabBarEffect] {
        var input = TabBarInput()
        return input.handle(signal, at: 0, context: context(machine)).events.flatMap { machine.handle($0) }
    }

    @Test("the system sidebar's row of a tab with no bar item selects it (a tap would be refused as notInBar)")
    func sidebarRowOfTabOutOfTheBar() {
        var machine = Issue33NativeTests.machine(.regular)
        // Downloads is optional: out of the bar, in the sidebar's Collection.
        #expect(machine.state.visiblePosition(of: "downloads") == nil)
        #expect(TabBarInput.nativeSelection(of: "downloads", context: Self.context(machine)) == [.sidebarItemSelected("downloads")])
        _ = Self.run(.nativeTabSelected("downloads"), on: &machine)
        #expect(machine.state.selected == "downloads")
        // A bar item is still a tap: the selected one's tap is a reselect.
        #expect(TabBarInput.nativeSelection(of: "home", context: Self.context(machine)) == [.tabTapped("home")])
    }

    @Test("a sidebar-only tab in a section the core holds collapsed (More starts so) is selected from the system sidebar")
    func sidebarOnlyInCollapsedSection() {
        var machine = Issue33NativeTests.machine(.regular)
        #expect(machine.state.isSectionCollapsed("more"))
        let effects = Self.run(.nativeTabSelected("settings"), on: &machine)
        #expect(machine.state.selected == "settings")
        #expect(!effects.contains { if case .diagnostic = $0 { true } else { false } })
    }

    @Test("a section's action from the system sidebar is performed whatever the core holds collapsed")
    func sectionActionInCollapsedSection() {
        var machine = Issue33NativeTests.machine(.regular, .sidebarSectionCollapsed("collection"))
        #expect(machine.state.isSectionCollapsed("collection"))
        let effects = Self.run(.nativeSidebarActionChosen("newPlaylist", section: "collection"), on: &machine)
        #expect(effects.contains(.performSidebarAction("newPlaylist", section: "collection")))
        // Expanded already: only the action.
        var input = TabBarInput()
        #expect(input.handle(.nativeSidebarActionChosen("newPlaylist", section: "collection"), at: 0, context: Self.context(machine)).events
            == [.sidebarActionChosen("newPlaylist", section: "collection")])
    }

    @Test("where the system does not customise the bar, every tab out of the core's bar is hidden, not only default-hidden")
    func hiddenWithoutCustomization() {
        #expect(TabBarNativeTab.systemCustomizes(adaptsToSidebar: true, horizontalSizeClass: .regular, verticalSizeClass: .regular))
        #expect(!TabBarNativeTab.systemCustomizes(adaptsToSidebar: false, horizontalSizeClass: .regular, verticalSizeClass: .regular))
        #expect(!TabBarNativeTab.systemCustomizes(adaptsToSidebar: true, horizontalSizeClass: .compact, verticalSizeClass: .regular))
        // The user took Browse out of the bar; Downloads is optional. A plain iPad bar: both hidden.
        let state = Issue33NativeTests.machine(.regular, .tabHidden("browse")).state
        let plain = TabBarNativeTab.tabs(configuration: Self.atlas, state: state, systemCustomizes: false)
        #expect(plain.filter(\.isHidden).map(\.id) == ["browse", "downloads", "settings", "account"])
        #expect(plain.filter { !$0.isHidden }.map(\.id) == state.visibleOrder)
        // The sidebar-adaptable one at regular width: the customisation keeps them out of the bar and in the sidebar.
        let adaptable = TabBarNativeTab.tabs(configuration: Self.atlas, state: state, systemCustomizes: true)
        #expect(adaptable.filter(\.isHidden).map(\.id) == ["account"])
        #expect(adaptable.filter(\.startsOutOfTabBar).map(\.id) == ["browse", "downloads"])
    }

    @Test("iOS 17 at compact width: a deep link to a tab with no item keeps the bar's items and is presented over the last bar tab")
    func legacyCompactDeepLink() {
        let linked = Issue33NativeTests.machine(.compact, .tabTapped("library"), .deepLinkOpened("app://account"))
        #expect(linked.state.selected == "account")
        let compact = TabBarNativeLegacyTabs(state: linked.state, horizontalSizeClass: .compact)
        #expect(compact.items == ["home", "browse", "library", "search"], "four items: never a fifth that would make More")
        #expect(compact.selected == "library" && compact.covering == "account")
        // At regular width the selection gets its item while it is selected.
        let regular = TabBarNativeLegacyTabs(state: linked.state, horizontalSizeClass: .regular)
        #expect(regular.items.last == "account" && regular.selected == "account" && regular.covering == nil)
        // A selection in the bar covers nothing.
        let plain = TabBarNativeLegacyTabs(state: Issue33NativeTests.machine(.compact).state, horizontalSizeClass: .compact)
        #expect(plain.selected == "home" && plain.covering == nil && plain.items == ["home", "browse", "library", "search"])
        // Dismissing the cover chooses the bar's tab: the core selects it.
        var machine = linked
        _ = Self.run(.nativeTabSelected(compact.selected), on: &machine)
        #expect(machine.state.selected == "library")
    }

    @Test("a native context menu's choice plays no haptic of the core's (the system menu gave its own); a drawn menu's does")
    func nativeMenuPlaysNoSecondHaptic() throws {
        var input = TabBarInput()
        let machine = Issue33NativeTests.machine(.regular)
        #expect(input.handle(.nativeTabMenuItemChosen("radio", item: "station"), at: 0, context: Self.context(machine)).systemFeedbackEvents == 2)
        #expect(input.handle(.nativeTabSelected("browse"), at: 0, context: Self.context(machine)).systemFeedbackEvents == 0)
        // Through the presenter and the native style's driver, as NativeHost wires them.
        func playedHaptics(native: Bool) throws -> [TabBarContainerAction] {
            let store = try TabBarKitStore(configuration: Self.atlas, translator: .identity)
            let driver = TabBarContainerDriver(store: store, planner: TabBarContainerPlanner(navigatesChildren: false))
            var performed: [TabBarContainerAction] = []
            driver.perform = { performed.append($0) }
            let presenter = TabBarPresenter(store: store, measurer: TabBarInterTextMeasurer(), clock: { 0 })
            presenter.send = { driver.send($0) }
            presenter.sendWithoutHaptics = { driver.send($0, playsHaptics: false) }
            presenter.handle(.sizeClasses(horizontal: .regular, vertical: .regular))
            if native {
                presenter.handle(.nativeTabMenuItemChosen("radio", item: "station"))
            } else {
                driver.send(.tabLongPressed("radio"))
                driver.send(.actionMenuItemChosen("station"))
            }
            #expect(performed.contains(.performMenuItem("radio", item: "station")))
            return performed.filter { if case .playHaptic = $0 { true } else { false } }
        }
        #expect(try playedHaptics(native: true).isEmpty)
        #expect(try playedHaptics(native: false).count == 1, "the core's menu haptic, for a menu it draws")
    }
}

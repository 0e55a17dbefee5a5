import Testing
import TabBarCore
import TabBarHost
import TabBarRender
import TabBarTesting
import TabBarTools

/// The second device review of issue 33's native style: a host that reports no scrolling keeps every reselect's scroll
/// stage, only an iPad counts as regular width, a system selection is taken while a screen hides the bar, the system's
/// customisation before iOS 18.4 never overrides the core, the UIKit bridge's core follows the tab the bar shows, and
/// only a native menu's own events are sent without haptics.
@Suite("Issue 33 native style: second device review")
@MainActor
struct Issue33NativeReviewTests {
    static let atlas = Issue33NativeTests.atlas

    static func context(_ machine: TabBarMachine) -> TabBarInput.Context { Issue33NativeDefectsTests.context(machine) }

    static func run(_ signal: TabBarSignal, on machine: inout TabBarMachine) -> [TabBarEffect] { Issue33NativeDefectsTests.run(signal, on: &machine) }

    /// The reselect effects (pop, scroll, refresh) of `events`, one list per event, in `machine`.
    static func reselectEffects(_ events: [TabBarEvent], on machine: inout TabBarMachine) -> [[TabBarEffect]] {
        events.map { event in
            machine.handle(event).filter {
                switch $0 {
                case .scrollToTop, .refresh, .popToRoot: true
                default: false
                }
            }
        }
    }

    /// A machine on Home (pop, scroll, refresh) whose host does or does not report scrolling.
    static func home(hostReportsScrolling: Bool) -> TabBarMachine {
        var machine = TabBarMachine.fixture(TabBarFeatureSamples.accountMenu)
        machine.hostReportsScrolling = hostReportsScrolling
        return machine
    }

    @Test("a host that reports no scrolling (the native style) scrolls once, then refreshes; it scrolls again after anything that may have moved the content")
    func nativeHostScrollsThenRefreshes() throws {
        let home = TabBarEvent.tabTapped("home")
        // A host that reports scrolling: scroll, then (no scroll down reported) refresh.
        var reporting = Self.home(hostReportsScrolling: true)
        #expect(Self.reselectEffects([home, home, home], on: &reporting) == [[.scrollToTop("home")], [.refresh("home")], [.refresh("home")]])
        // The native style's: the same chain, its refresh scrolling to the top too (the user may have scrolled unseen).
        var native = Self.home(hostReportsScrolling: false)
        #expect(Self.reselectEffects([home, home, home], on: &native) == [[.scrollToTop("home")], [.scrollToTop("home"), .refresh("home")], [.scrollToTop("home"), .refresh("home")]])
        // Another tab and back: the core cannot vouch for Home's top any more, so the chain scrolls first again.
        #expect(Self.reselectEffects([.tabTapped("inbox"), home, home, home], on: &native) == [[], [], [.scrollToTop("home")], [.scrollToTop("home"), .refresh("home")]])
        // A push, then the pop back (the back button or the back swipe): scroll again, then refresh.
        _ = native.handle(.routePushed(TabBarRoute("post/1"), on: "home"))
        #expect(Self.reselectEffects([.routePopped("home"), home, home], on: &native) == [[], [.scrollToTop("home")], [.scrollToTop("home"), .refresh("home")]])
        // A pushed screen: pop, scroll, refresh.
        _ = native.handle(.routePushed(TabBarRoute("post/1"), on: "home"))
        #expect(Self.reselectEffects([home, home, home], on: &native) == [[.popToRoot("home")], [.scrollToTop("home")], [.scrollToTop("home"), .refresh("home")]])
        // A new width, a new configuration (which keeps the host's word): scroll again.
        _ = native.handle(.sizeClassChanged(.regular))
        #expect(Self.reselectEffects([home, home], on: &native) == [[.scrollToTop("home")], [.scrollToTop("home"), .refresh("home")]])
        _ = try native.apply(configuration: TabBarFeatureSamples.accountMenu)
        #expect(!native.hostReportsScrolling)
        #expect(Self.reselectEffects([home, home], on: &native) == [[.scrollToTop("home")], [.scrollToTop("home"), .refresh("home")]])
        // A badge arriving between the two reselects moves no content: the refresh stage stays.
        _ = native.handle(home)
        _ = native.handle(.badgesChanged([TabBarBadgeUpdate(tab: "inbox", badge: .count(4))]))
        #expect(Self.reselectEffects([home], on: &native) == [[.scrollToTop("home"), .refresh("home")]])
        // The store passes the host's word on.
        let store = try TabBarKitStore(configuration: TabBarFeatureSamples.accountMenu, translator: .identity)
        store.hostReportsScrolling = false
        #expect(store.send(.tabTapped("home")).contains(.scrollToTop("home")))
        #expect(store.send(.tabTapped("home")).contains(.refresh("home")))
    }

    @Test("only an iPad counts as regular width: an iPhone Plus in landscape (regular width, compact height) keeps its bottom bar's tabs")
    func onlyAnIPadIsRegular() {
        #expect(TabBarNativeTab.width(horizontal: .regular, vertical: .regular) == .regular)
        #expect(TabBarNativeTab.width(horizontal: .regular, vertical: .compact) == .compact)
        #expect(TabBarNativeTab.width(horizontal: .compact, vertical: .regular) == .compact)
        #expect(!TabBarNativeTab.systemCustomizes(adaptsToSidebar: true, horizontalSizeClass: .regular, verticalSizeClass: .compact))
        #expect(TabBarNativeTab.systemCustomizes(adaptsToSidebar: true, horizontalSizeClass: .regular, verticalSizeClass: .regular))
        // The phone in landscape: the core is told compact, so its bar is the compact set and the rest is hidden.
        var input = TabBarInput()
        var machine = Issue33NativeTests.machine(.compact)
        let width = TabBarNativeTab.width(horizontal: .regular, vertical: .compact)
        for event in input.handle(.sizeClasses(horizontal: width, vertical: .compact), at: 0, context: Self.context(machine)).events { _ = machine.handle(event) }
        #expect(machine.state.visibleOrder == ["home", "browse", "library", "search"])
        let declared = TabBarNativeTab.tabs(configuration: Self.atlas, state: machine.state, systemCustomizes: false)
        #expect(declared.filter { !$0.isHidden }.map(\.id) == ["home", "browse", "library", "search"])
    }

    @Test("while a screen hides the bar, a tab the system sidebar or iOS 17's sheet chooses is still selected (a tap on a hidden bar is refused)")
    func systemSelectionWhileTheBarIsHidden() {
        var machine = Issue33NativeTests.machine(.regular, .barHiddenChanged(true))
        #expect(machine.visibility == .hidden)
        // A tab of the core's bar: chosen in the system bar (or its sidebar row), the user's selection.
        #expect(TabBarInput.nativeSelection(of: "browse", context: Self.context(machine)) == [.systemBarTabSelected("browse")])
        let effects = Self.run(.nativeTabSelected("browse"), on: &machine)
        #expect(machine.state.selected == "browse")
        #expect(!effects.contains { if case .diagnostic = $0 { true } else { false } })
        // A tab no sidebar lists (hidden placement): selected as the app would select it.
        #expect(TabBarInput.nativeSelection(of: "account", context: Self.context(machine)) == [.selectionRequested("account")])
        // The selected tab again is a reselect through the system bar (the third review: a hidden core bar refuses a tap).
        #expect(TabBarInput.nativeSelection(of: "browse", context: Self.context(machine)) == [.systemBarTabSelected("browse")])
        // With the bar shown, an in-bar tab is a tap (a reselect, an action), as before.
        let shown = Issue33NativeTests.machine(.regular)
        #expect(TabBarInput.nativeSelection(of: "browse", context: Self.context(shown)) == [.tabTapped("browse")])
        // iOS 17: the sheet over the bar swiped down while a pushed screen hides the bar chooses the bar's tab.
        var linked = Issue33NativeTests.machine(.compact, .tabTapped("library"), .deepLinkOpened("app://account"), .barHiddenChanged(true))
        let legacy = TabBarNativeLegacyTabs(state: linked.state, horizontalSizeClass: .compact)
        #expect(legacy.covering == "account")
        _ = Self.run(.nativeTabSelected(legacy.selected), on: &linked)
        #expect(linked.state.selected == "library")
    }

    @Test("before iOS 18.4 the stored customisation is given back only while the core is as the system last saw it; its key is the configuration's")
    func customizationBefore184() throws {
        let machine = Issue33NativeTests.machine(.regular)
        let recorded = TabBarNativeCustomization.fingerprint(state: machine.state)
        #expect(TabBarNativeCustomization.keepsStored(nil, configuration: Self.atlas, state: machine.state, recorded: recorded))
        // The app's editor (or a restore) took Browse out: the system's copy would override it; an empty one is given.
        var edited = machine
        _ = edited.handle(.tabHidden("browse"))
        #expect(!TabBarNativeCustomization.keepsStored(nil, configuration: Self.atlas, state: edited.state, recorded: recorded))
        #expect(!TabBarNativeCustomization.keepsStored(nil, configuration: Self.atlas, state: machine.state, recorded: nil), "nothing written yet")
        // A reordering changes it too.
        var reordered = machine
        let order = machine.state.order
        _ = reordered.handle(.tabsReordered([order[0], order[2], order[1]] + order.dropFirst(3)))
        #expect(reordered.state.order != order)
        #expect(!TabBarNativeCustomization.keepsStored(nil, configuration: Self.atlas, state: reordered.state, recorded: recorded))
        // From 18.4 the reading decides, as before.
        var reading = TabBarNativeCustomization()
        reading.tabBarVisibility["browse"] = false
        #expect(!TabBarNativeCustomization.keepsStored(reading, configuration: Self.atlas, state: machine.state, recorded: recorded))
        #expect(TabBarNativeCustomization.keepsStored(reading, configuration: Self.atlas, state: edited.state, recorded: nil))
        // One key per configuration's tabs, the same in every process.
        let key = TabBarNativeCustomization.storageKey(configuration: Self.atlas)
        #expect(key.hasPrefix("TabBarKit.nativeTabViewCustomization.") && key.count == "TabBarKit.nativeTabViewCustomization.".count + 16)
        #expect(key == TabBarNativeCustomization.storageKey(configuration: Self.atlas))
        #expect(key != TabBarNativeCustomization.storageKey(configuration: TabBarFeatureSamples.accountMenu))
        var moved = Self.atlas
        moved.tabs[1].placement = .optional
        #expect(key != TabBarNativeCustomization.storageKey(configuration: moved))
    }

    @Test("the UIKit bridge's core selects the tab the system bar shows once the selected tab left the bar; a tab never in it is the app's to present")
    func bridgeFollowsTheShownTab() {
        // Browse, selected at index 1, leaves the bar: UIKit shows the controller now at index 1.
        #expect(TabBarNativeBridgePlan.selectionFollowingBar(selected: "browse", before: ["home", "browse", "radio"], after: ["home", "radio"], shown: 1) == "radio")
        // Still in the bar, or never in it (a deep link's hidden tab): nothing to follow.
        #expect(TabBarNativeBridgePlan.selectionFollowingBar(selected: "browse", before: ["home", "browse"], after: ["browse", "home"], shown: 0) == nil)
        #expect(TabBarNativeBridgePlan.selectionFollowingBar(selected: "account", before: ["home", "browse"], after: ["home"], shown: 0) == nil)
        #expect(TabBarNativeBridgePlan.selectionFollowingBar(selected: "browse", before: ["home", "browse"], after: ["home"], shown: 5) == nil)
    }

    @Test("only a native menu's own events go without haptics: events the input layer sends before them (held-back scroll positions) are sent as usual")
    func onlyTheMenuEventsAreQuiet() throws {
        let store = try TabBarKitStore(configuration: Self.atlas, translator: .identity)
        let presenter = TabBarPresenter(store: store, measurer: TabBarInterTextMeasurer(), clock: { 0 })
        var loud: [TabBarEvent] = [], quiet: [TabBarEvent] = []
        presenter.send = { loud.append($0); _ = store.send($0) }
        presenter.sendWithoutHaptics = { quiet.append($0); _ = store.send($0) }
        presenter.handle(.sizeClasses(horizontal: .regular, vertical: .regular))
        // The first position is reported, the second held back (at most one report a second).
        presenter.handle(.contentScrollPosition("row-3", tab: "home"))
        presenter.handle(.contentScrollPosition("row-9", tab: "home"))
        loud.removeAll()
        presenter.handle(.nativeTabMenuItemChosen("radio", item: "station"))
        #expect(loud == [.scrollPositionSaved("row-9", on: "home")])
        #expect(quiet == [.tabLongPressed("radio"), .actionMenuItemChosen("station")])
    }
}

import Testing
import TabBarCore
import TabBarHost
import TabBarTesting
import TabBarTools

/// The mends of the third device review of issue 33's native style: a host without scroll reports scrolls to the top
/// in the refresh stage too, a change of that word forgets what it vouched for, and the UIKit bridge's core follows
/// the tabs' navigation controllers (the user's Back), so the system bar's reselect works under a rule-hidden screen.
@Suite("Issue 33 native style: mends of the third device review")
@MainActor
struct Issue33NativeFourthReviewTests {
    static func reselectEffects(_ events: [TabBarEvent], on machine: inout TabBarMachine) -> [[TabBarEffect]] {
        Issue33NativeReviewTests.reselectEffects(events, on: &machine)
    }

    /// The bridge's core (no scroll reports) on Home's compose screen, whose route rule hides the bar.
    static func composing() -> TabBarMachine {
        var machine = TabBarMachine.fixture(Issue33NativeThirdReviewTests.hidingRoutes)
        machine.hostReportsScrolling = false
        _ = machine.handle(.routePushed(TabBarRoute("compose"), on: "home"))
        return machine
    }

    @Test("a host without scroll reports: the user scrolls down unseen after the scroll stage, and the next reselect brings the list back to the top as it refreshes")
    func refreshStageScrollsToTop() {
        let home = TabBarEvent.tabTapped("home")
        var native = Issue33NativeReviewTests.home(hostReportsScrolling: false)
        // Tap 1 scrolls (the core holds Home at its top); the user then scrolls down, which nothing reports; tap 2 must
        // scroll back as well as refresh (a scroll at the top moves nothing), and so must tap 3.
        #expect(Self.reselectEffects([home], on: &native) == [[.scrollToTop("home")]])
        #expect(Self.reselectEffects([home, home], on: &native) == [[.scrollToTop("home"), .refresh("home")], [.scrollToTop("home"), .refresh("home")]])
        // The double tap's stages scroll once, not twice.
        #expect(native.handle(.tabDoubleTapped("home")).filter { $0 == .scrollToTop("home") }.count == 1)
        // A host that reports scrolling is told of the scroll down: its refresh stage stays a refresh only.
        var reporting = Issue33NativeReviewTests.home(hostReportsScrolling: true)
        #expect(Self.reselectEffects([home, home], on: &reporting) == [[.scrollToTop("home")], [.refresh("home")]])
        #expect(Self.reselectEffects([.contentScrolled(.down), home], on: &reporting) == [[], [.scrollToTop("home")]])
    }

    @Test("a host without scroll reports: a chain that only refreshes scrolls to the top first, wherever the user left the content; a reporting host just refreshes")
    func refreshOnlyChainScrollsToTop() throws {
        var configuration = TabBarFeatureSamples.accountMenu
        configuration.behavior.reselect = TabBarReselectPolicy(stages: [.refresh])
        let homeIndex = try #require(configuration.tabs.firstIndex { $0.id == "home" })
        configuration.tabs[homeIndex].reselect = TabBarReselectPolicy(stages: [.refresh])
        var native = TabBarMachine.fixture(configuration)
        native.hostReportsScrolling = false
        let home = TabBarEvent.tabTapped("home")
        // Nothing marked the content at its top: the spinner would start above the visible content.
        #expect(native.state.scrolledToTop.isEmpty)
        #expect(Self.reselectEffects([home, home], on: &native) == [[.scrollToTop("home"), .refresh("home")], [.scrollToTop("home"), .refresh("home")]])
        var reporting = TabBarMachine.fixture(configuration)
        #expect(Self.reselectEffects([home], on: &reporting) == [[.refresh("home")]])
    }

    @Test("a change of hostReportsScrolling forgets every content's top, on the machine and through the store; the same word again keeps it")
    func changingTheWordForgetsTheTop() throws {
        let home = TabBarEvent.tabTapped("home")
        var machine = Issue33NativeReviewTests.home(hostReportsScrolling: true)
        _ = machine.handle(home)
        #expect(machine.state.scrolledToTop == ["home"])
        machine.hostReportsScrolling = true
        #expect(machine.state.scrolledToTop == ["home"])
        machine.hostReportsScrolling = false
        #expect(machine.state.scrolledToTop.isEmpty)
        #expect(Self.reselectEffects([home], on: &machine) == [[.scrollToTop("home")]])
        let store = try TabBarKitStore(configuration: TabBarFeatureSamples.accountMenu, translator: .identity)
        _ = store.send(home)
        #expect(store.state.scrolledToTop == ["home"])
        store.hostReportsScrolling = false
        #expect(store.state.scrolledToTop.isEmpty)
        #expect(store.send(home).contains(.scrollToTop("home")))
    }

    @Test("the UIKit bridge's core follows the tab's navigation controller: the user's Back pops the rule-hidden route, the bar comes back, reselect works; the moves it made are not made again")
    func bridgeFollowsTheUsersBack() {
        var machine = Self.composing()
        #expect(machine.visibility == .hidden)
        // The user's Back: the navigation controller shows only Home's root.
        let back = TabBarNativeBridgePlan.navigationShows([], core: machine.state.stack("home"), on: "home")
        #expect(back == [.poppedToRoot("home")])
        var effects: [TabBarEffect] = []
        for event in back { effects += TabBarNativeBridgePlan.followingNavigation(machine.handle(event), on: "home") }
        #expect(machine.state.stack("home").isEmpty)
        #expect(machine.visibility == .visible)
        #expect(effects.contains(.visibilityChanged(.visible)))
        #expect(!effects.contains(.popToRoot("home")), "the navigation controller popped already")
        // A reselect now scrolls Home (the core's bar is shown: a tap).
        #expect(TabBarInput.nativeSelection(of: "home", context: Issue33NativeThirdReviewTests.bridgeContext(machine)) == [.tabTapped("home")])
        #expect(machine.handle(.tabTapped("home")).contains(.scrollToTop("home")))
        // The app's own push: a route standing for its screen; a move the core asked for shows the core's stack.
        let appPush = TabBarNativeBridgePlan.navigationShows([.pushedByApp("DetailViewController")], core: [], on: "home")
        #expect(appPush == [.routePushed(.pushedByApp("DetailViewController"), on: "home")])
        #expect(TabBarNativeBridgePlan.navigationShows([TabBarRoute("compose")], core: [TabBarRoute("compose")], on: "home").isEmpty)
        // Another tab's moves are still made.
        #expect(TabBarNativeBridgePlan.followingNavigation([.popToRoot("inbox"), .popToRoot("home")], on: "home") == [.popToRoot("inbox")])
    }

    @Test("while a rule hides the core's bar, the system bar's selected item is a reselect: the chain pops the hiding route, and the bar comes back")
    func systemBarReselectWhileHidden() {
        var machine = Self.composing()
        #expect(machine.visibility == .hidden)
        let events = TabBarInput.nativeSelection(of: "home", context: Issue33NativeThirdReviewTests.bridgeContext(machine))
        #expect(events == [.systemBarTabSelected("home")])
        var effects: [TabBarEffect] = []
        for event in events { effects += machine.handle(event) }
        #expect(effects.contains(.popToRoot("home")))
        #expect(machine.visibility == .visible)
        #expect(!effects.contains { if case .diagnostic = $0 { true } else { false } })
        // At the root: the next one scrolls.
        #expect(machine.handle(.tabTapped("home")).contains(.scrollToTop("home")))
    }
}

extension Issue33NativeFourthReviewTests {
    @Test("iOS 18's system bar follows the core's visibility: hidden above a rule's screen, shown again above a screen without one, and when a new configuration drops the rule")
    func systemBarFollowsTheCoresVisibility() throws {
        var machine = TabBarMachine.fixture(Issue33NativeThirdReviewTests.hidingRoutes)
        var effects = machine.handle(.routePushed(TabBarRoute("compose"), on: "home"))
        #expect(effects.contains(.visibilityChanged(.hidden)))
        #expect(TabBarNativeBridgePlan.hidesSystemBar(machine.visibility))
        // B above A: B's screen has no rule, so the bar shows (UIKit's `hidesBottomBarWhenPushed` would keep it hidden).
        effects = machine.handle(.routePushed(TabBarRoute("post/1"), on: "home"))
        #expect(effects.contains(.visibilityChanged(.visible)))
        #expect(!TabBarNativeBridgePlan.hidesSystemBar(machine.visibility))
        // Back on A, then a configuration without the rule: the bar shows with the new word.
        _ = machine.handle(.routePopped("home"))
        #expect(TabBarNativeBridgePlan.hidesSystemBar(machine.visibility))
        var plain = Issue33NativeThirdReviewTests.hidingRoutes
        plain.routes = []
        effects = try machine.apply(configuration: plain)
        #expect(effects.contains(.visibilityChanged(.visible)))
        #expect(!TabBarNativeBridgePlan.hidesSystemBar(machine.visibility))
        // A minimised bar is not a hidden one.
        #expect(!TabBarNativeBridgePlan.hidesSystemBar(.minimized))
    }
}

extension Issue33NativeFourthReviewTests {
    @Test("the app's presentation of a selection without an item ends when another tab is selected or the tab gets an item, not on a new configuration that keeps it")
    func presentationEnds() throws {
        var machine = Issue33NativeTests.machine(.compact)
        _ = machine.handle(.selectionRequested("radio"))
        var bar = machine.visibleOrder
        #expect(!TabBarNativeBridgePlan.endsPresentation(told: "radio", selected: machine.state.selected, bar: bar))
        _ = try machine.apply(configuration: Issue33NativeTests.atlas)
        #expect(!TabBarNativeBridgePlan.endsPresentation(told: "radio", selected: machine.state.selected, bar: machine.visibleOrder))
        // The user picks Home in the bar: the app dismisses Radio's presentation.
        var elsewhere = machine
        _ = elsewhere.handle(.tabTapped("home"))
        #expect(TabBarNativeBridgePlan.endsPresentation(told: "radio", selected: elsewhere.state.selected, bar: elsewhere.visibleOrder))
        // An iPad width gives Radio an item: the bridge dismisses it (and tells from the completion).
        _ = machine.handle(.sizeClassChanged(.regular))
        bar = machine.visibleOrder
        #expect(bar.contains("radio") && machine.state.selected == "radio")
        #expect(TabBarNativeBridgePlan.endsPresentation(told: "radio", selected: machine.state.selected, bar: bar))
        #expect(!TabBarNativeBridgePlan.endsPresentation(told: nil, selected: "home", bar: bar))
    }
}

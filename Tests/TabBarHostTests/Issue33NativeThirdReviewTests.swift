import Testing
import TabBarCore
import TabBarHost
import TabBarTesting
import TabBarTools

/// The mends of the second device review of issue 33's native style (the UIKit bridge): a route rule that hides the
/// core's bar leaves the system bar's selections working and hides the system bar for its screen.
@Suite("Issue 33 native style: mends of the second device review")
@MainActor
struct Issue33NativeThirdReviewTests {
    /// Account Menu with a route rule of Home whose screen hides the bar, and a behaviour pattern that does too.
    static var hidingRoutes: TabBarConfiguration {
        var configuration = TabBarFeatureSamples.accountMenu
        configuration.routes = [TabBarRouteRule("app://home/compose", tab: "home", hidesTabBar: true)]
        configuration.behavior.hideBarRoutes = ["player/*"]
        return configuration
    }

    /// The bridge's input context: the core's bar hidden when the core says so.
    static func bridgeContext(_ machine: TabBarMachine) -> TabBarInput.Context {
        TabBarInput.Context(configuration: machine.configuration, state: machine.state, layout: nil, barHidden: machine.visibility == .hidden)
    }

    @Test("a route rule hides the core's bar: a tap on the system bar still selects (the bridge's context says the bar is hidden), and the route's screen hides the system bar")
    func routeRuleHidingTheBar() {
        var machine = TabBarMachine.fixture(Self.hidingRoutes)
        machine.hostReportsScrolling = false
        _ = machine.handle(.routePushed(TabBarRoute("compose"), on: "home"))
        #expect(machine.visibility == .hidden)
        // The context without the bar's state (the bridge before the mend): the tap is refused as `barHidden`.
        let blind = TabBarInput.Context(configuration: machine.configuration, state: machine.state, layout: nil)
        var refused = machine
        let refusal = TabBarInput.nativeSelection(of: "inbox", context: blind).flatMap { refused.handle($0) }
        #expect(refused.state.selected == "home")
        #expect(refusal.contains { if case .diagnostic(let d) = $0 { d.code == "barHidden" } else { false } })
        // The bridge's context: the selection is taken.
        for event in TabBarInput.nativeSelection(of: "inbox", context: Self.bridgeContext(machine)) { _ = machine.handle(event) }
        #expect(machine.state.selected == "inbox")
        // Which pushed screens hide the system bar (`hidesBottomBarWhenPushed`): the rule's, the pattern's, a route's own.
        #expect(machine.routeHidesBar(TabBarRoute("compose"), on: "home"))
        #expect(!machine.routeHidesBar(TabBarRoute("compose"), on: "inbox"))
        #expect(machine.routeHidesBar(TabBarRoute("player/7"), on: "inbox"))
        #expect(machine.routeHidesBar(TabBarRoute("post/7", hidesTabBar: true), on: "inbox"))
        #expect(!machine.routeHidesBar(TabBarRoute("post/7"), on: "inbox"))
    }

    @Test("the UIKit bridge tells the app once to present a selection without an item, not again when the bar's tabs change; a tab entering the bar is dismissed from the app's presentation first")
    func selectionWithoutItemToldOnce() throws {
        var machine = Issue33NativeTests.machine(.compact)
        var bar = machine.visibleOrder
        // The app selects Radio, which the compact bar has no item for: the app is told (and presents its controller).
        _ = machine.handle(.selectionRequested("radio"))
        #expect(machine.state.selected == "radio")
        #expect(TabBarNativeBridgePlan.tellsSelectionWithoutItem(selected: "radio", bar: bar, lastTold: nil))
        var told: TabID? = "radio"
        // A new configuration (a badge, a language) while Radio is presented: the bar's tabs are set again, the
        // selection is the same, the app is not told to present what it already presents.
        _ = try machine.apply(configuration: Issue33NativeTests.atlas)
        #expect(machine.state.selected == "radio")
        #expect(!TabBarNativeBridgePlan.tellsSelectionWithoutItem(selected: machine.state.selected, bar: machine.visibleOrder, lastTold: told))
        // An iPad width: Radio enters the bar; its controller is dismissed from the app's presentation before it
        // becomes the bar's child, and the selection is shown in the bar (nothing told, the mark cleared).
        _ = machine.handle(.sizeClassChanged(.regular))
        #expect(TabBarNativeBridgePlan.entering(before: bar, after: machine.visibleOrder) == ["radio"])
        #expect(machine.visibleOrder.contains("radio"))
        bar = machine.visibleOrder
        told = nil
        // Another deep selection without an item (Account, hidden): told again, as it is another selection.
        _ = machine.handle(.selectionRequested("account"))
        #expect(TabBarNativeBridgePlan.tellsSelectionWithoutItem(selected: machine.state.selected, bar: bar, lastTold: told))
        #expect(!TabBarNativeBridgePlan.tellsSelectionWithoutItem(selected: "radio", bar: bar, lastTold: nil), "a tab in the bar is shown there")
        #expect(TabBarNativeBridgePlan.entering(before: ["home", "browse"], after: ["home", "browse"]).isEmpty)
    }

    @Test("a system bar selection while the core's bar is hidden is the user's: source systemBar, the selection haptic, the policy asked, not announced; an action still presents")
    func systemBarSelectionWhileHidden() {
        var machine = TabBarMachine.fixture(Self.hidingRoutes)
        _ = machine.handle(.routePushed(TabBarRoute("compose"), on: "home"))
        #expect(TabBarInput.nativeSelection(of: "inbox", context: Self.bridgeContext(machine)) == [.systemBarTabSelected("inbox")])
        let effects = machine.handle(.systemBarTabSelected("inbox"))
        #expect(effects.contains(.selectionChanged(from: "home", to: "inbox", source: .systemBar)))
        #expect(effects.contains(.haptic(.selection)))
        #expect(!effects.contains { if case .announce = $0 { true } else { false } })
        // The policy is asked, as for a tap.
        var guarded = TabBarMachine.fixture(Self.hidingRoutes)
        guarded.selectionPolicy = TabBarSelectionPolicy { _ in .deny(reason: "busy") }
        _ = guarded.handle(.routePushed(TabBarRoute("compose"), on: "home"))
        _ = guarded.handle(.systemBarTabSelected("inbox"))
        #expect(guarded.state.selected == "home")
        #expect(TabBarEvent.systemBarTabSelected("inbox").description == "system bar select inbox")
    }
}

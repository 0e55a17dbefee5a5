import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost
import TabBarTesting

/// Five tabs with a centre action, a cap of two live tabs and a deep link, like the UIKit example; it minimises on
/// scroll (off by default).
let containerConfiguration = TabBarConfiguration(
    tabs: [
        TabBarKitItem(id: "home", title: "Home", icon: "house"),
        TabBarKitItem(id: "search", title: "Search", icon: "magnifyingglass", role: .search),
        TabBarKitItem(id: "new", title: "New", icon: "plus", role: .action, accessibilityLabel: "New post"),
        TabBarKitItem(id: "inbox", title: "Inbox", icon: "tray"),
        TabBarKitItem(id: "me", title: "Me", icon: "person"),
    ],
    selected: "home",
    behavior: TabBarBehavior(maxLiveTabs: 2, minimizeOnScroll: true),
    routes: [TabBarRouteRule("app://inbox/thread/:id", tab: "inbox")])

/// A machine and a planner fed the same effects, as a container holds them.
struct Harness {
    var machine = TabBarMachine.fixture(containerConfiguration)
    var planner: TabBarContainerPlanner

    init(style: TabBarContentTransitionStyle = .crossDissolve, reduceMotion: Bool = false) {
        planner = TabBarContainerPlanner(style: style, isReduceMotionEnabled: reduceMotion)
        _ = planner.actions(for: machine.launchEffects, machine: machine)
    }

    mutating func send(_ event: TabBarEvent) -> [TabBarContainerAction] {
        let effects = machine.handle(event)
        return planner.actions(for: effects, machine: machine)
    }
}

@Suite("Container: core effects to container actions")
struct ContainerTests {
    @Test("launch adds a child for every live tab")
    func launch() {
        let machine = TabBarMachine.fixture(containerConfiguration)
        var planner = TabBarContainerPlanner()
        let actions = planner.actions(for: machine.launchEffects, machine: machine)
        #expect(actions.first == TabBarContainerAction.addChild("home", stack: [], scrollPosition: nil))
        #expect(planner.isLive("home") && !planner.isLive("inbox"))
    }

    @Test("selecting a new tab adds its child before showing it, then haptic, analytics and screen change")
    func select() {
        var h = Harness()
        let actions = h.send(.tabTapped("inbox"))
        #expect(actions == [
            .addChild("inbox", stack: [], scrollPosition: nil),
            .showChild("inbox", from: "home", transition: .crossDissolve(.timed(.easeInOut, duration: TabBarMotionPlanner.reducedCrossFade))),
            .playHaptic(.selection),
            .logScreen("inbox", tab: "inbox"),
            .screenChanged("inbox"),
        ])
    }

    @Test("Reduce Motion makes every transition instant and navigation unanimated")
    func reduceMotion() {
        var h = Harness(style: .slide, reduceMotion: true)
        #expect(h.send(.tabTapped("inbox")).contains(.showChild("inbox", from: "home", transition: .instant)))
        #expect(h.send(.routePushed(TabBarRoute("thread/1"), on: "inbox")) == [.push(TabBarRoute("thread/1"), on: "inbox", animated: false)])
    }

    @Test("a slide comes in from the side of the new tab, mirrored right to left")
    func slideDirection() throws {
        var h = Harness(style: .slide)
        let spring = TabBarSpringCurve(response: TabBarTheme.system.motion.indicatorResponse, dampingFraction: TabBarTheme.system.motion.indicatorDamping)
        #expect(h.send(.tabTapped("inbox")).contains(.showChild("inbox", from: "home", transition: .slide(from: .right, .spring(spring)))))
        #expect(h.send(.tabTapped("home")).contains(.showChild("home", from: "inbox", transition: .slide(from: .left, .spring(spring)))))
        _ = h.send(.layoutDirectionChanged(.rightToLeft))
        #expect(h.send(.tabTapped("inbox")).contains(.showChild("inbox", from: "home", transition: .slide(from: .left, .spring(spring)))))
    }

    @Test("the none style swaps at once")
    func noneStyle() {
        var h = Harness(style: .none)
        #expect(h.send(.tabTapped("me")).contains(.showChild("me", from: "home", transition: .instant)))
    }

    @Test("a push reported to the core pushes one controller, animated on the selected tab")
    func push() {
        var h = Harness()
        #expect(h.send(.routePushed(TabBarRoute("a"), on: "home")) == [.push(TabBarRoute("a"), on: "home", animated: true)])
        #expect(h.planner.displayed["home"] == [TabBarRoute("a")])
    }

    @Test("back that pops in the core pops the navigation controller")
    func backPops() {
        var h = Harness()
        _ = h.send(.routePushed(TabBarRoute("a"), on: "home"))
        #expect(h.send(.backRequested) == [.pop("home", animated: true)])
    }

    @Test("a user's swipe back is reported once and not performed again")
    func userPop() {
        var h = Harness()
        _ = h.send(.routePushed(TabBarRoute("a"), on: "home"))
        _ = h.send(.routePushed(TabBarRoute("b"), on: "home"))
        let events = h.planner.userPopped(to: 1, on: "home")
        #expect(events == [.routePopped("home")])
        #expect(events.flatMap { h.send($0) }.isEmpty)
        #expect(h.machine.state.stack("home") == [TabBarRoute("a")])
    }

    @Test("popping to the root from the back button's menu is one poppedToRoot event")
    func userPopToRoot() {
        var h = Harness()
        _ = h.send(.routePushed(TabBarRoute("a"), on: "home"))
        _ = h.send(.routePushed(TabBarRoute("b"), on: "home"))
        let events = h.planner.userPopped(to: 0, on: "home")
        #expect(events == [.poppedToRoot("home")])
        #expect(events.flatMap { h.send($0) }.isEmpty)
        #expect(h.machine.state.stack("home").isEmpty)
    }

    @Test("a user pop that changes nothing reports nothing")
    func userPopNoChange() {
        var h = Harness()
        _ = h.send(.routePushed(TabBarRoute("a"), on: "home"))
        #expect(h.planner.userPopped(to: 1, on: "home").isEmpty)
        #expect(h.planner.userPopped(to: 0, on: "search").isEmpty)
    }

    @Test("reselecting a tab two screens deep pops its navigation controller to the root")
    func reselect() {
        var h = Harness()
        _ = h.send(.routePushed(TabBarRoute("a"), on: "home"))
        _ = h.send(.routePushed(TabBarRoute("b"), on: "home"))
        #expect(h.send(.tabTapped("home")) == [.popToRoot("home", animated: true), .playHaptic(.selection)])
    }

    @Test("a deep link on the selected tab replaces its stack in place")
    func deepLinkReplaces() {
        var h = Harness()
        _ = h.send(.tabTapped("inbox"))
        _ = h.send(.routePushed(TabBarRoute("a"), on: "inbox"))
        _ = h.send(.routePushed(TabBarRoute("b"), on: "inbox"))
        #expect(h.send(.deepLinkOpened("app://inbox/thread/9")) == [
            .setStack([TabBarRoute("thread/9", parameters: ["id": "9"])], on: "inbox", animated: true)
        ])
    }

    @Test("a deep link to a tab that is not live builds its child with the stack, not a push")
    func deepLinkMounts() {
        var h = Harness()
        let actions = h.send(.deepLinkOpened("app://inbox/thread/3"))
        #expect(actions.first == .addChild("inbox", stack: [TabBarRoute("thread/3", parameters: ["id": "3"])], scrollPosition: nil))
        #expect(!actions.contains { if case .setStack = $0 { true } else { false } })
        #expect(h.planner.displayed["inbox"] == h.machine.state.stack("inbox"))
    }

    @Test("navigation on a tab without a child changes nothing until the child is added")
    func notLive() {
        var h = Harness()
        #expect(h.send(.routePushed(TabBarRoute("x"), on: "me")).isEmpty)
        #expect(h.send(.tabTapped("me")).first == .addChild("me", stack: [TabBarRoute("x")], scrollPosition: nil))
    }

    @Test("eviction removes a child; selecting it again rebuilds its stack and scroll position")
    func evictionRestores() {
        var h = Harness()
        _ = h.send(.tabTapped("inbox"))
        _ = h.send(.routePushed(TabBarRoute("thread/1"), on: "inbox"))
        _ = h.send(.scrollPositionSaved("row 40", on: "inbox"))
        #expect(h.send(.tabTapped("me")).contains(.removeChild("home")))
        #expect(h.send(.tabTapped("home")).contains(.removeChild("inbox")))
        #expect(!h.planner.isLive("inbox"))
        #expect(h.send(.tabTapped("inbox")).first == .addChild("inbox", stack: [TabBarRoute("thread/1")], scrollPosition: "row 40"))
    }

    @Test("a memory warning removes every child but the selected one")
    func memoryWarning() {
        var h = Harness()
        _ = h.send(.tabTapped("inbox"))
        #expect(h.send(.memoryWarning) == [.removeChild("home")])
    }

    @Test("the action presents its modal with a light impact")
    func action() {
        var h = Harness()
        #expect(h.send(.tabTapped("new")) == [.playHaptic(.lightImpact), .presentAction("new", item: nil)])
    }

    @Test("a programmatic switch is announced and moves VoiceOver to the content")
    func announce() {
        var h = Harness()
        let actions = h.send(.selectionRequested("me"))
        #expect(actions.contains(.announce("Me, tab 5 of 5")))
        #expect(actions.last == .screenChanged("me"))
    }

    @Test("the keyboard hides the bar: the action carries the visibility only (the bar plays its own tracks)", arguments: [false, true])
    func keyboard(reduceMotion: Bool) {
        var h = Harness(reduceMotion: reduceMotion)
        #expect(h.send(.keyboardChanged(isShown: true)) == [.setBarVisibility(.hidden)])
    }

    @Test("a vetoed selection reaches the delegate and shows nothing")
    func veto() {
        var h = Harness()
        h.machine.selectionPolicy = TabBarSelectionPolicy { $0.to == "me" ? .deny(reason: "Sign in first") : .allow }
        #expect(h.send(.tabTapped("me")) == [.selectionDenied("me", reason: "Sign in first")])
    }

    @Test("a restore rebuilds live stacks without animation and switches instantly")
    func restore() {
        var saved = Harness()
        _ = saved.send(.tabTapped("inbox"))
        _ = saved.send(.routePushed(TabBarRoute("thread/2"), on: "inbox"))
        var h = Harness(style: .slide)
        let effects = h.machine.restore(json: saved.machine.snapshotJSON())
        let actions: [TabBarContainerAction] = h.planner.actions(for: effects, machine: h.machine)
        #expect(actions.contains(.showChild("inbox", from: "home", transition: .instant)))
        #expect(h.planner.displayed["inbox"] == [TabBarRoute("thread/2")])
    }
}

@Suite("Container: delegate calls")
struct ContainerDelegateTests {
    @Test("tapping the selected tab is a reselect")
    func reselect() {
        var h = Harness()
        let effects = h.machine.handle(.tabTapped("home"))
        #expect(TabBarContainerPlanner.reselectedTab(by: .tabTapped("home"), selectedBefore: "home", effects: effects) == "home")
    }

    @Test("tapping another tab, or a tap that only closes a menu, is not a reselect")
    func notReselect() {
        #expect(TabBarContainerPlanner.reselectedTab(by: .tabTapped("inbox"), selectedBefore: "home", effects: []) == nil)
        let closing: [TabBarEffect] = [.actionMenuChanged("new", isOpen: false)]
        #expect(TabBarContainerPlanner.reselectedTab(by: .tabTapped("home"), selectedBefore: "home", effects: closing) == nil)
    }

    @Test("a tap that only restores the minimised bar is not a reselect; a reselect that also moves the bar still is")
    func restoringTheBar() {
        var machine = TabBarMachine.fixture(containerConfiguration)
        #expect(machine.configuration.behavior.minimizeOnScroll)
        _ = machine.handle(.contentScrolled(.down))
        let restoring = machine.handle(.tabTapped("home"))
        #expect(restoring == [.visibilityChanged(.visible)])
        #expect(TabBarContainerPlanner.reselectedTab(by: .tabTapped("home"), selectedBefore: "home", effects: restoring) == nil)
        let popping: [TabBarEffect] = [.popToRoot("home"), .visibilityChanged(.visible)]
        #expect(TabBarContainerPlanner.reselectedTab(by: .tabTapped("home"), selectedBefore: "home", effects: popping) == "home")
    }
}

@Suite("Container: scrolling and the remaining effects")
struct ContainerScrollTests {
    @Test("content moving toward its end is a scroll down, toward its start a scroll up, still is nothing")
    func direction() {
        #expect(TabBarScrollDirection(fromOffset: 0, toOffset: 40) == .down)
        #expect(TabBarScrollDirection(fromOffset: 40, toOffset: 10) == .up)
        #expect(TabBarScrollDirection(fromOffset: 10, toOffset: 10) == nil)
    }

    @Test("scrolling down minimises the bar through the core", arguments: [false, true])
    func minimise(reduceMotion: Bool) {
        var h = Harness(reduceMotion: reduceMotion)
        #expect(h.send(.contentScrolled(.down)) == [.setBarVisibility(.minimized)])
    }

    @Test("an action with a menu opens it, and a chosen item presents the action with that item")
    func menu() {
        var m = TabBarMachine.fixture(TabBarConfiguration(
            tabs: [
                TabBarKitItem(id: "home", title: "Home", icon: "house"),
                TabBarKitItem(id: "new", title: "New", icon: "plus", role: .action, menu: [TabBarActionMenuItem(id: "photo", title: "Photo")]),
            ]))
        var planner = TabBarContainerPlanner()
        _ = planner.actions(for: m.launchEffects, machine: m)
        #expect(planner.actions(for: m.handle(.tabTapped("new")), machine: m) == [.playHaptic(.lightImpact), .setActionMenu("new", isOpen: true)])
        #expect(planner.actions(for: m.handle(.actionMenuItemChosen("photo")), machine: m) == [
            .setActionMenu("new", isOpen: false), .presentAction("new", item: "photo"),
        ])
    }

    @Test("back with nowhere to go reaches the host; unknown tabs are logged")
    func backUnhandledAndDiagnostics() {
        var h = Harness()
        #expect(h.send(.backRequested) == [.backUnhandled])
        let actions = h.send(.tabTapped("nowhere"))
        #expect(actions.count == 1)
        if case .log(let diagnostic)? = actions.first { #expect(diagnostic.code == "unknownTab") } else { Issue.record("expected a log action, got \(actions)") }
    }
}

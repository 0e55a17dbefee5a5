import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarTesting

/// Back and history, ported from React Navigation's `packages/routers/src/__tests__/TabRouter.test.tsx`.
/// Our history never holds the selected tab (React Navigation's ends with the focused route), so the
/// histories below are React Navigation's without their last entry.
@Suite("A2 Back, as React Navigation's TabRouter tests")
struct A2BackParityTests {
    // Mirrors "handles back action with backBehavior: history".
    @Test("history: back goes to the tab visited last, and a revisited tab moves to the end of the history")
    func history() {
        var m = machine(parityTabs(back: .history))
        #expect(m.handle(.backRequested) == [.backUnhandled])
        _ = m.handle(.tabTapped("qux"))
        #expect(m.afterBack().machine.state.selected == "bar")
        _ = m.handle(.tabTapped("baz"))
        let fromBaz = m.afterBack().machine
        #expect(fromBaz.state.selected == "qux" && fromBaz.state.history == ["bar"])
        _ = m.handle(.tabTapped("bar"))
        let fromBar = m.afterBack().machine
        #expect(fromBar.state.selected == "baz" && fromBar.state.history == ["qux"])
    }

    /// Where back goes with a policy from the launch tab, then after jumping to `qux`, `baz` and `bar` in turn
    /// (`nil`: unhandled), as React Navigation's back-action tests check it.
    static let backTargets: [(policy: TabBarBackBehavior, launch: TabID?, targets: [TabID?])] = [
        // Mirrors "handles back action with backBehavior: order".
        (.order, nil, [nil, "baz", "bar", nil]),
        // Mirrors "handles back action with backBehavior: initialRoute".
        (.initialTab, nil, [nil, "bar", "bar", nil]),
        // Mirrors "handles back action with backBehavior: initialRoute and initialRouteName" (a launch tab that is not first).
        (.initialTab, "baz", [nil, "baz", nil, "baz"]),
        // firstTab, with the same launch tab: the first tab, wherever the user launched.
        (.firstTab, "baz", ["bar", "bar", "bar", nil]),
    ]

    @Test("order, initialTab and firstTab: back from each tab", arguments: backTargets.indices)
    func backFromEachTab(index: Int) {
        let (policy, launch, targets) = Self.backTargets[index]
        var m = machine(parityTabs(selected: launch, back: policy))
        for (step, target) in zip([nil, "qux", "baz", "bar"] as [TabID?], targets) {
            if let step { _ = m.handle(.tabTapped(step)) }
            let back = m.afterBack()
            if let target {
                #expect(back.machine.state.selected == target, "\(policy) from \(m.state.selected)")
            } else {
                #expect(back.effects == [.backUnhandled], "\(policy) from \(m.state.selected)")
            }
        }
    }

    // Mirrors "restores correct history on rehydrating with backBehavior: firstRoute" (initialRouteName "bar",
    // so the history it rebuilds starts at "foo", the first route).
    @Test("firstTab: back goes to the first tab in the bar, which need not be the launch tab")
    func firstTab() {
        var m = machine(parityTabs(["foo", "bar", "baz", "qux"], selected: "bar", back: .firstTab))
        let fromLaunch = m.afterBack()
        #expect(fromLaunch.machine.state.selected == "foo")
        #expect(fromLaunch.effects.contains(.selectionChanged(from: "bar", to: "foo", source: .back)))
        #expect(fromLaunch.machine.afterBack().effects == [.backUnhandled])
        _ = m.handle(.tabTapped("baz"))
        #expect(m.afterBack().machine.state.selected == "foo")
    }

    @Test("firstTab follows the user's order and skips hidden, disabled and action tabs")
    func firstTabCustomised() {
        var configuration = studio
        configuration.behavior.back = .firstTab
        var m = machine(configuration)
        _ = m.send(.tabTapped("me"), .tabsReordered(["new", "locked", "inbox"]))
        #expect(m.afterBack().machine.state.selected == "inbox")  // "new" is an action, "locked" is disabled
        _ = m.handle(.tabHidden("inbox"))
        #expect(m.afterBack().machine.state.selected == "home")
    }

    @Test("initialTab with the launch tab hidden goes to the first tab, as React Navigation does when its initial route is missing")
    func initialTabHidden() {
        var m = machine(parityTabs(selected: "baz", back: .initialTab))
        _ = m.send(.tabTapped("qux"), .tabHidden("baz"))
        let back = m.afterBack()
        #expect(back.machine.state.selected == "bar")
        #expect(back.machine.afterBack().effects == [.backUnhandled])
    }

    // Mirrors "handles back action with backBehavior: none".
    @Test("none: back at a tab's root is always the host's")
    func none() {
        var m = machine(parityTabs(back: .none))
        _ = m.handle(.tabTapped("baz"))
        #expect(m.handle(.backRequested) == [.backUnhandled])
        #expect(m.state.selected == "baz")
    }

    // Mirrors "updates route key history on focus change with backBehavior: history".
    @Test("selecting a tab again moves it to the end of the history instead of adding it twice")
    func historyDeduplicated() {
        var m = machine(parityTabs(back: .history))
        _ = m.handle(.tabTapped("bar"))  // the selected tab: a reselect, not a visit
        #expect(m.state.history.isEmpty)
        _ = m.send(.tabTapped("baz"), .tabTapped("qux"))
        #expect(m.state.history == ["bar", "baz"])
        _ = m.handle(.tabTapped("baz"))
        #expect(m.state.history == ["bar", "qux"])
    }

    // Mirrors "updates route key history on navigate and jump to with backBehavior: history": each back consumes one entry.
    @Test("back through the history consumes it, newest first")
    func historyConsumed() {
        var m = machine(parityTabs(back: .history))
        _ = m.send(.tabTapped("qux"), .selectionRequested("bar"), .tabTapped("baz"))
        #expect(m.state.history == ["qux", "bar"])
        _ = m.handle(.backRequested)
        #expect(m.state.selected == "bar" && m.state.history == ["qux"])
        _ = m.handle(.backRequested)
        #expect(m.state.selected == "qux" && m.state.history.isEmpty)
    }

    // Mirrors "handles goBack with route history" and "goBack falls back to tab history when route history is empty".
    @Test("back pops the selected tab's own stack before it goes back through the tabs")
    func stackBeforeTabs() {
        var m = machine(parityTabs(back: .history))
        _ = m.send(.tabTapped("baz"), .routePushed(TabBarRoute("user/john"), on: "baz"), .routePushed(TabBarRoute("user/jane"), on: "baz"))
        #expect(m.handle(.backRequested) == [.popRoute(TabBarRoute("user/jane"), from: "baz")])
        #expect(m.handle(.backRequested) == [.popRoute(TabBarRoute("user/john"), from: "baz")])
        _ = m.handle(.backRequested)
        #expect(m.state.selected == "bar")
    }

    // The counterpart of bottom-tabs' "pops nested stack to top on blur even when tab transition animation is
    // interrupted": React Navigation pops only with `popToTopOnBlur`; like its default, we keep every stack.
    @Test("a tab's stack is kept while other tabs are selected, with no navigation effect")
    func stacksKeptAcrossSwitches() {
        var m = machine(parityTabs())
        _ = m.handle(.routePushed(TabBarRoute("detail"), on: "bar"))
        let away = m.send(.tabTapped("baz"), .tabTapped("qux"))
        let back = m.handle(.tabTapped("bar"))
        #expect(m.state.stack("bar") == [TabBarRoute("detail")])
        #expect((away + back).filter { ["popToRoot", "popRoute", "replaceStack"].contains($0.type) }.isEmpty)
    }

    // Mirrors "doesn't navigate to nonexistent screen" and "doesn't jump to nonexistent screen".
    @Test("a selection, deep link or key command with no such tab changes nothing")
    func unknownTargetsIgnored() {
        var m = machine(parityTabs(back: .history))
        _ = m.handle(.tabTapped("baz"))
        let before = m.state
        #expect(m.handle(.selectionRequested("foo")).diagnostics.map(\.code) == ["unknownTab"])
        #expect(m.handle(.tabTapped("foo")).diagnostics.map(\.code) == ["unknownTab"])
        #expect(m.handle(.deepLinkOpened("app://non-existent")).diagnostics.map(\.code) == ["noRoute"])
        #expect(m.handle(.keyPressed(.commandDigit(9))).isEmpty)  // three tabs: Command-9 names none
        #expect(m.state == before)
    }

    // Mirrors bottom-tabs' "tab bar cannot be tapped when hidden" (tabBarHideOnKeyboard).
    @Test("a bar hidden by the keyboard takes no taps; once it shows again, it does")
    func hiddenBarTakesNoTaps() {
        var m = machine(parityTabs())
        _ = m.send(.tabTapped("baz"), .keyboardChanged(isShown: true))
        #expect(m.visibility == .hidden)
        let effects = m.handle(.tabTapped("bar"))
        #expect(effects.diagnostics.map(\.code) == ["barHidden"])
        #expect(effects.ofType("selectionChanged").isEmpty && m.state.selected == "baz")
        _ = m.handle(.keyboardChanged(isShown: false))
        _ = m.handle(.tabTapped("bar"))
        #expect(m.state.selected == "bar")
    }

    @Test("with hideOnKeyboard off the keyboard leaves the bar, and its taps, alone")
    func keyboardKeepsBar() {
        var configuration = parityTabs()
        configuration.behavior.hideOnKeyboard = false
        var m = machine(configuration)
        _ = m.send(.keyboardChanged(isShown: true), .tabTapped("baz"))
        #expect(m.state.selected == "baz")
    }

    // Mirrors bottom-tabs' "renders a bottom tab navigator with screens": only the focused screen renders.
    @Test("only the launch tab is created at launch; a tapped tab is created on its first selection")
    func lazyScreens() {
        var m = machine(parityTabs())
        #expect(m.launchEffects.ofType("mount") == [.mount("bar")])
        #expect(m.handle(.tabTapped("baz")).ofType("mount") == [.mount("baz")])
    }
}

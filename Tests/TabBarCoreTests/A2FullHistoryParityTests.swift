import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarTesting

/// `fullHistory` and `popToTopOnBlur` (issue 33, item 6), ported from React Navigation's
/// `packages/routers/src/__tests__/TabRouter.test.tsx` and `packages/bottom-tabs/src/__tests__/index.test.tsx`.
/// Our history never holds the selected tab's current visit (React Navigation's ends with the focused route), so
/// the histories below are React Navigation's without their last entry.
///
/// Not ported: "preserves params in history", "restores updated params before initial params" and "keeps initial
/// params on goBack" with `fullHistory` — a TabBarKit tab has no params that a visit could bring back; each tab
/// keeps its own stack, which back never rewrites.
@Suite("A2 fullHistory and popToTopOnBlur, as React Navigation's tests")
struct A2FullHistoryParityTests {
    // Mirrors "handles back action with backBehavior: fullHistory".
    @Test("fullHistory: back retraces each visit, a tab visited twice included")
    func back() {
        var m = machine(parityTabs(back: .fullHistory))
        #expect(m.handle(.backRequested) == [.backUnhandled])
        _ = m.handle(.tabTapped("qux"))
        #expect(m.afterBack().machine.state.selected == "bar" && m.afterBack().machine.state.history.isEmpty)
        _ = m.handle(.tabTapped("baz"))
        let fromBaz = m.afterBack().machine
        #expect(fromBaz.state.selected == "qux" && fromBaz.state.history == ["bar"])
        _ = m.handle(.tabTapped("bar"))
        let fromBar = m.afterBack().machine
        // `history` would have dropped the first visit of "bar" (its test ends at ["qux"]); fullHistory keeps it.
        #expect(fromBar.state.selected == "baz" && fromBar.state.history == ["bar", "qux"])
    }

    // Mirrors "updates route key history on navigate and jump to with backBehavior: fullHistory".
    @Test("fullHistory: every selection is a visit, a reselect is not, and each back consumes one")
    func visits() {
        var m = machine(parityTabs(selected: "baz", back: .fullHistory))
        _ = m.handle(.tabTapped("qux"))
        #expect(m.state.history == ["baz"])
        _ = m.handle(.selectionRequested("bar"))
        #expect(m.state.history == ["baz", "qux"])
        _ = m.handle(.tabTapped("baz"))
        #expect(m.state.history == ["baz", "qux", "bar"])
        _ = m.send(.tabTapped("baz"), .tabTapped("baz"))
        #expect(m.state.history == ["baz", "qux", "bar"])
        _ = m.handle(.backRequested)
        #expect(m.state.selected == "bar" && m.state.history == ["baz", "qux"])
        _ = m.handle(.backRequested)
        #expect(m.state.selected == "qux" && m.state.history == ["baz"])
    }

    // Mirrors "updates route key history on focus change with backBehavior: fullHistory".
    @Test("fullHistory: a tab revisited is recorded again, a repeated focus of the same tab is not")
    func focusChanges() {
        var m = machine(parityTabs(back: .fullHistory))
        _ = m.handle(.selectionRequested("bar"))
        #expect(m.state.history.isEmpty)
        _ = m.send(.selectionRequested("baz"), .selectionRequested("qux"), .selectionRequested("baz"))
        #expect(m.state.history == ["bar", "baz", "qux"] && m.state.selected == "baz")
        _ = m.send(.selectionRequested("baz"), .selectionRequested("baz"))
        #expect(m.state.history == ["bar", "baz", "qux"])
    }

    // Mirrors "restores correct history on rehydrating with backBehavior: fullHistory".
    @Test("fullHistory: a snapshot without a history restores none; one with repeated visits keeps them")
    func rehydrate() {
        var m = machine(parityTabs(["foo", "bar", "baz", "qux"], back: .fullHistory))
        #expect(m.restore(json: #"{"version": 1, "selected": "baz", "order": ["foo", "bar", "baz", "qux"], "orderCustomized": false}"#).diagnostics.isEmpty)
        #expect(m.state.selected == "baz" && m.state.history.isEmpty && m.handle(.backRequested) == [.backUnhandled])
        _ = m.restore(json: #"{"version": 1, "selected": "baz", "order": ["foo", "bar", "baz", "qux"], "orderCustomized": false, "history": ["foo", "gone", "foo", "baz", "qux", "baz"]}"#)
        // The unknown tab goes, leaving "foo" twice in a row (one visit); the last visit of the selected tab is the current one.
        #expect(m.state.history == ["foo", "baz", "qux"])
    }

    @Test("fullHistory keeps at most the limit of visits, dropping the oldest")
    func limit() {
        var m = machine(parityTabs(back: .fullHistory))
        for step in 0..<(TabBarConfigurationLimits.maximumHistoryLength + 10) { _ = m.handle(.tabTapped(step % 2 == 0 ? "baz" : "bar")) }
        #expect(m.state.history.count == TabBarConfigurationLimits.maximumHistoryLength)
    }

    @Test("fullHistory: a new configuration drops the visits of tabs it no longer has")
    func reconfigure() throws {
        var m = machine(parityTabs(["bar", "baz", "qux"], back: .fullHistory))
        _ = m.send(.tabTapped("baz"), .tabTapped("bar"), .tabTapped("qux"), .tabTapped("bar"), .tabTapped("baz"))
        #expect(m.state.history == ["bar", "baz", "bar", "qux", "bar"])
        _ = try m.apply(configuration: parityTabs(["bar", "baz"], back: .fullHistory))
        #expect(m.state.history == ["bar", "baz", "bar"])
    }

    // Mirrors bottom-tabs' "pops nested stack to top on blur even when tab transition animation is interrupted".
    @Test("popToTopOnBlur: leaving a tab pops its stack, however quickly the next switch follows")
    func popToTopOnBlur() {
        var configuration = parityTabs(["a", "b", "c"])
        configuration.tabs[0].popToTopOnBlur = true
        var m = machine(configuration)
        _ = m.handle(.routePushed(TabBarRoute("detail"), on: "a"))
        let toB = m.handle(.tabTapped("b"))
        let selected = toB.firstIndex(of: .selectionChanged(from: "a", to: "b", source: .tap))
        #expect(selected != nil && toB.firstIndex(of: .popToRoot("a")) == selected.map { $0 + 1 }, "popped once the switch is made")
        _ = m.handle(.tabTapped("c"))
        #expect(m.state.stack("a").isEmpty)
        #expect(m.handle(.tabTapped("a")).ofType("replaceStack").isEmpty, "back at its root, with nothing to rebuild")
    }

    @Test("popToTopOnBlur is off by default; the behaviour turns it on for every tab, a tab's own setting wins")
    func settings() {
        var m = machine(parityTabs())
        _ = m.send(.routePushed(TabBarRoute("x"), on: "bar"), .tabTapped("baz"))
        #expect(m.state.stack("bar") == [TabBarRoute("x")])
        var configuration = parityTabs()
        configuration.behavior.popToTopOnBlur = true
        configuration.tabs[1].popToTopOnBlur = false
        var all = machine(configuration)
        _ = all.send(.routePushed(TabBarRoute("x"), on: "bar"), .routePushed(TabBarRoute("y"), on: "baz"), .tabTapped("baz"), .tabTapped("qux"))
        #expect(all.state.stack("bar").isEmpty && all.state.stack("baz") == [TabBarRoute("y")])
    }

    @Test("popToTopOnBlur applies to every way of leaving: back, a deep link, hiding the tab; a tab released by the cap pops before it goes")
    func everyWay() {
        var configuration = parityTabs(maxLiveTabs: 1)
        configuration.behavior.popToTopOnBlur = true
        configuration.routes = [TabBarRouteRule("app://qux", tab: "qux")]
        var m = machine(configuration)
        _ = m.send(.routePushed(TabBarRoute("x"), on: "bar"))
        let effects = m.handle(.deepLinkOpened("app://qux"))
        #expect(effects.ofType("popToRoot") == [.popToRoot("bar")])
        #expect((effects.firstIndex(of: .popToRoot("bar")) ?? 99) < (effects.firstIndex(of: .unmount("bar")) ?? -1))
        _ = m.send(.routePushed(TabBarRoute("y"), on: "qux"), .tabTapped("baz"), .routePushed(TabBarRoute("z"), on: "baz"))
        #expect(m.state.stack("qux").isEmpty)
        _ = m.handle(.backRequested)  // pops baz's own stack first
        #expect(m.handle(.backRequested).contains(.selectionChanged(from: "baz", to: "qux", source: .back)))
        _ = m.send(.routePushed(TabBarRoute("w"), on: "qux"), .tabHidden("qux"))
        #expect(m.state.stack("qux").isEmpty)
    }

    @Test("the new options read and write in JSON; old configurations read the same")
    func json() throws {
        var configuration = parityTabs(back: .fullHistory)
        configuration.behavior.popToTopOnBlur = true
        configuration.tabs[2].popToTopOnBlur = false
        let text = configuration.jsonText()
        #expect(text.contains(#""back" : "fullHistory""#) && text.contains(#""popToTopOnBlur" : true"#))
        #expect(try TabBarConfiguration.decode(json: text) == configuration)
        #expect(!parityTabs().jsonText().contains("popToTopOnBlur"))
    }
}

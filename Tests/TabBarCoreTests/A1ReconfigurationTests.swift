import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarTesting

/// A new configuration at run time (issue 19, item 7), checked against React Navigation's route-name-change
/// tests in `TabRouter.test.tsx`: a signed-in user gains a tab, titles change with the language.
@Suite("A1 A new configuration at run time")
struct A1ReconfigurationTests {
    func applying(_ configuration: TabBarConfiguration, to m: inout TabBarMachine) -> [TabBarEffect] {
        do {
            return try m.apply(configuration: configuration)
        } catch {
            Issue.record("the configuration is invalid: \(error)")
            return []
        }
    }

    // Mirrors "preserves focused route on route names change".
    @Test("the selected tab stays selected wherever the new configuration puts it")
    func selectionKept() {
        var m = machine(parityTabs(["bar", "baz", "qux"]))
        _ = m.handle(.tabTapped("baz"))
        let effects = applying(parityTabs(["qux", "foo", "fiz", "baz"]), to: &m)
        #expect(m.state.selected == "baz")
        #expect(m.state.order == ["qux", "foo", "fiz", "baz"])
        #expect(effects.ofType("selectionChanged").isEmpty)
        #expect(m.state.history.isEmpty)  // "bar" is gone from the history with its tab
    }

    // Mirrors "focuses the most recent route in history if focused route is removed on route names change".
    @Test("when the selected tab is gone, the most recently visited one that is left is selected, and announced")
    func selectionFallsBackToHistory() {
        var m = machine(parityTabs(["bar", "baz", "qux"]))
        _ = m.send(.tabTapped("baz"), .tabTapped("qux"))
        let effects = applying(parityTabs(["bar", "baz"]), to: &m)
        #expect(m.state.selected == "baz" && m.state.history == ["bar"])
        #expect(effects.contains(.selectionChanged(from: "qux", to: "baz", source: .configuration)))
        #expect(effects.contains(.announce("Baz, tab 2 of 2")))
        #expect(effects.contains(.unmount("qux")))
        #expect(effects.diagnostics.allSatisfy { $0.code == "configurationRepaired" })
    }

    // Mirrors "falls back to first route if route is removed on route names change".
    @Test("when the selected tab is gone and nothing visited is left, the first tab is selected")
    func selectionFallsBackToFirst() {
        var m = machine(parityTabs(["bar", "baz", "qux"], selected: "baz"))
        _ = applying(parityTabs(["qux", "foo", "fiz"], selected: "fiz"), to: &m)
        #expect(m.state.selected == "qux")
        #expect(m.initialTab == "fiz")
    }

    @Test("a selected tab the new configuration disables is replaced by the same rule")
    func selectionDisabled() {
        var m = machine(parityTabs(["bar", "baz", "qux"]))
        _ = m.send(.tabTapped("qux"), .tabTapped("baz"))
        var next = parityTabs(["bar", "baz", "qux"])
        next.tabs[1].isEnabled = false
        _ = applying(next, to: &m)
        #expect(m.state.selected == "qux")
    }

    // Mirrors "gets state on route names change": kept routes keep their state, new ones start fresh.
    @Test("stacks, scroll positions, badges, hidden tabs and live tabs that still exist are kept, with no effect")
    func stateKept() {
        var m = machine(parityTabs(["bar", "baz", "qux", "quux"]))
        _ = m.send(
            .routePushed(TabBarRoute("post/1"), on: "bar"), .tabTapped("baz"), .routePushed(TabBarRoute("item/2"), on: "baz"),
            .scrollPositionSaved("y=80", on: "bar"), .badgeSet(.count(4), on: "qux"), .tabHidden("quux"))
        let before = m.state
        var localised = parityTabs(["bar", "baz", "qux", "quux"])
        for i in localised.tabs.indices { localised.tabs[i].title = "« \(localised.tabs[i].title) »" }
        let effects = applying(localised, to: &m)
        #expect(effects.isEmpty)
        #expect(m.state == before)
        #expect(m.configuration.tab("bar")?.title == "« Bar »")
    }

    @Test("a signed-in user's new tab appears where the configuration puts it, with its configured badge")
    func tabAdded() {
        var m = machine(parityTabs(["bar", "baz", "qux"]))
        _ = m.send(.badgeSet(.dot, on: "qux"), .tabTapped("baz"))
        var signedIn = parityTabs(["bar", "library", "baz", "qux"])
        signedIn.tabs[1].badge = .text("New")
        signedIn.tabs[3].badge = .count(9)  // "qux" keeps the badge it has now
        let effects = applying(signedIn, to: &m)
        #expect(m.state.order == ["bar", "library", "baz", "qux"])
        #expect(m.state.badge("library") == .text("New") && m.state.badge("qux") == .dot)
        #expect(!m.state.lifecycle.isLive("library") && effects.ofType("mount").isEmpty)
        #expect(effects.diagnostics.map(\.message) == [#"added new tabs "library" to the order"#])
    }

    @Test("a customised order is kept, a new tab placed after its neighbour in the configuration")
    func customisedOrder() {
        var m = machine(parityTabs(["bar", "baz", "qux"]))
        _ = m.handle(.tabsReordered(["qux", "bar"]))
        _ = applying(parityTabs(["bar", "library", "baz", "qux"]), to: &m)
        #expect(m.state.order == ["qux", "bar", "library", "baz"])
        #expect(m.state.isOrderCustomized)
    }

    // Mirrors "removes stale preloaded route keys on route names change".
    @Test("live tabs that are gone are released; new pinned tabs are created; a smaller cap evicts")
    func lifecycleFollows() {
        var m = machine(parityTabs(["bar", "baz", "qux", "quux"]))
        _ = m.send(.preloadRequested("quux"), .tabTapped("baz"), .tabTapped("qux"))
        #expect(m.state.lifecycle.recency == ["quux", "bar", "baz", "qux"])
        let effects = applying(parityTabs(["bar", "baz", "qux", "news"], maxLiveTabs: 3, pinned: ["news"]), to: &m)
        #expect(effects.ofType("mount") == [.mount("news")])
        #expect(Set(effects.ofType("unmount")) == [.unmount("quux"), .unmount("bar")])
        #expect(m.state.lifecycle.recency == ["news", "baz", "qux"])
    }

    @Test("the stack of a tab that became an action is dropped and reported; its content is released")
    func tabBecameAction() {
        var m = machine(parityTabs(["bar", "baz", "qux"]))
        _ = m.send(.tabTapped("baz"), .routePushed(TabBarRoute("x"), on: "baz"), .tabTapped("bar"))
        var next = parityTabs(["bar", "baz", "qux"])
        next.tabs[1].role = .action
        let effects = applying(next, to: &m)
        #expect(m.state.stack("baz").isEmpty && !m.state.lifecycle.isLive("baz"))
        #expect(effects.diagnostics.map(\.message).contains(#"dropped the stack of unknown tab "baz""#))
        #expect(effects.ofType("replaceStack").isEmpty && effects.contains(.unmount("baz")))
    }

    @Test("the open menu of an action that is gone closes")
    func menuCloses() {
        var m = machine()
        _ = m.handle(.actionMenuOpened("new"))
        var next = studio
        next.tabs.removeAll { $0.id == "new" }
        let effects = applying(next, to: &m)
        #expect(m.state.openMenu == nil && effects.contains(.actionMenuChanged("new", isOpen: false)))
    }

    @Test("a route the new configuration hides the bar for hides it")
    func visibilityFollows() {
        var m = machine(parityTabs())
        _ = m.handle(.routePushed(TabBarRoute("compose"), on: "bar"))
        var next = parityTabs()
        next.behavior.hideBarRoutes = ["compose"]
        #expect(applying(next, to: &m) == [.visibilityChanged(.hidden)])
    }

    @Test("the selection policy, the phrases, the layout direction and the host's scroll reports carry over")
    func hostSettingsCarryOver() {
        var m = machine(parityTabs())
        m.selectionPolicy = .locked(["qux"], reason: "sign in")
        m.phrases = TabBarPhrases([TabBarPhrases.Key.selected: "Ausgewählt"])
        m.hostReportsScrolling = false
        _ = m.handle(.layoutDirectionChanged(.rightToLeft))
        _ = applying(parityTabs(["bar", "baz", "qux", "quux"]), to: &m)
        #expect(m.layoutDirection == .rightToLeft)
        #expect(m.phrases.templates[TabBarPhrases.Key.selected] == "Ausgewählt")
        #expect(!m.hostReportsScrolling)
        #expect(m.handle(.tabTapped("qux")) == [.selectionDenied("qux", reason: "sign in")])
    }

    @Test("an invalid configuration throws every problem and changes nothing")
    func invalidRejected() {
        var m = machine(parityTabs())
        _ = m.handle(.tabTapped("baz"))
        let before = m
        let invalid = parityTabs(["bar", "bar"])
        #expect(throws: TabBarConfigurationError.self) { try m.apply(configuration: invalid) }
        #expect(m.state == before.state && m.configuration == before.configuration)
    }

    @Test("a deep link the new configuration adds works at once")
    func routesFollow() {
        var m = machine(parityTabs())
        var next = parityTabs()
        next.routes = [TabBarRouteRule("app://qux/item/:id", tab: "qux")]
        _ = applying(next, to: &m)
        _ = m.handle(.deepLinkOpened("app://qux/item/3"))
        #expect(m.state.selected == "qux" && m.state.stack("qux").map(\.path) == ["item/3"])
    }
}

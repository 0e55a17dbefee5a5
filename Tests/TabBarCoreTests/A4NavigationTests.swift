import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

@Suite("A4 Per-tab navigation")
struct A4NavigationTests {
    @Test("each tab keeps its own stack across switches")
    func independentStacks() {
        var m = machine()
        _ = m.send(
            .routePushed(TabBarRoute("a"), on: "home"), .routePushed(TabBarRoute("b"), on: "home"),
            .tabTapped("inbox"), .routePushed(TabBarRoute("t/1"), on: "inbox"), .tabTapped("home"))
        #expect(m.state.stack("home") == [TabBarRoute("a"), TabBarRoute("b")])
        #expect(m.state.stack("inbox") == [TabBarRoute("t/1")])
        _ = m.handle(.routePopped("home"))
        #expect(m.state.stack("home") == [TabBarRoute("a")])
        _ = m.handle(.poppedToRoot("inbox"))
        #expect(m.state.stack("inbox").isEmpty)
    }

    @Test("popping an empty stack is reported and changes nothing")
    func popEmpty() {
        var m = machine()
        let before = m.state
        #expect(m.handle(.routePopped("home")).diagnostics.map(\.code) == ["emptyStack"])
        #expect(m.state == before)
    }

    @Test("a deep link selects its tab and shows its path with parameters")
    func deepLink() {
        var m = machine()
        let effects = m.handle(.deepLinkOpened("app://inbox/thread/42?from=mail"))
        #expect(m.state.selected == "inbox")
        #expect(m.state.stack("inbox") == [TabBarRoute("thread/42", parameters: ["id": "42"])])
        #expect(effects.contains(.selectionChanged(from: "home", to: "inbox", source: .deepLink)))
        #expect(effects.contains(.announce("Inbox, tab 4 of 6")))
    }

    @Test("an unmatched URL is a clear no-route result and changes nothing")
    func noRoute() throws {
        var m = machine()
        let before = m.state
        let effects = m.handle(.deepLinkOpened("app://nowhere/1"))
        #expect(effects.diagnostics.map(\.code) == ["noRoute"])
        #expect(m.state == before)
        let router = try TabBarDeepLinkRouter(rules: studio.routes)
        #expect(router.resolve("app://nowhere/1") == .noRoute(url: "app://nowhere/1"))
        #expect(router.resolve("not a url") == .noRoute(url: "not a url"))
    }

    @Test("more specific route patterns win over wildcards")
    func specificity() throws {
        let router = try TabBarDeepLinkRouter(rules: [
            TabBarRouteRule("app://x/**", tab: "a"), TabBarRouteRule("app://x/item/:id", tab: "b"), TabBarRouteRule("app://x/item/new", tab: "c"),
        ])
        #expect(router.resolve("app://x/item/new") == .matched(tab: "c", stack: [TabBarRoute("item/new")]))
        #expect(router.resolve("app://x/item/7") == .matched(tab: "b", stack: [TabBarRoute("item/7", parameters: ["id": "7"])]))
        #expect(router.resolve("app://x/other/deep/path") == .matched(tab: "a", stack: [TabBarRoute("other/deep/path")]))
        #expect(router.resolve("APP://X") == .matched(tab: "a", stack: []))
    }

    @Test("a malformed route pattern is rejected with a reason")
    func badPattern() {
        #expect(throws: TabBarRoutePatternError.self) { try TabBarDeepLinkRouter(rules: [TabBarRouteRule("no-scheme", tab: "a")]) }
        #expect(throws: TabBarRoutePatternError.self) { try TabBarDeepLinkRouter(rules: [TabBarRouteRule("a://b/**/c", tab: "a")]) }
    }

    @Test("the whole state survives a save/restore round trip unchanged")
    func roundTrip() {
        var m = machine()
        _ = m.send(
            .tabTapped("inbox"), .routePushed(TabBarRoute("t/1", parameters: ["id": "1"]), on: "inbox"),
            .badgeSet(.count(7), on: "inbox"), .tabsReordered(["me"]), .tabHidden("search"),
            .scrollPositionSaved("y=120", on: "inbox"), .actionMenuOpened("new"))
        let saved = m.state
        let json = m.snapshotJSON()
        var other = machine()
        let effects = other.restore(json: json)
        #expect(effects.diagnostics.isEmpty)
        #expect(other.state == saved)
        #expect(other.snapshotJSON() == json)
    }

    @Test("restoring drops unknown tabs and reports each repair")
    func restoreRepairs() {
        var m = machine()
        let snapshot = """
            {"version": 1, "selected": "gone", "order": ["me", "gone", "home"], "hidden": ["ghost"],
             "stacks": {"ghost": ["x"], "home": ["a"]}, "history": ["gone", "home"], "badges": {"inbox": {"count": 2}, "ghost": {"dot": true}},
             "live": ["ghost", "home"]}
            """
        let effects = m.restore(json: snapshot)
        let repairs = effects.diagnostics
        #expect(repairs.allSatisfy { $0.code == "restoreRepaired" })
        #expect(repairs.count >= 5)
        #expect(m.state.selected == "home")  // "gone" is gone: the most recently visited tab that is left
        #expect(m.state.order.first == "me" && Set(m.state.order) == Set(studio.tabs.map(\.id)))
        #expect(m.state.stack("home") == [TabBarRoute("a")])
        #expect(m.state.badge("inbox") == .count(2))
        #expect(m.state.history.isEmpty)  // the selected tab is not in its own back history
        #expect(m.state.lifecycle.isLive("home"))
    }

    @Test("corrupt snapshots keep the current state and say why", arguments: [
        "", "{", "[]", "{\"version\": 2, \"selected\": \"home\", \"order\": []}", "{\"version\": 1}",
        "{\"version\": 1, \"selected\": 5, \"order\": []}",
        "{\"version\": 1, \"selected\": \"home\", \"order\": 3}",
    ])
    func corruptSnapshot(text: String) {
        var m = machine()
        _ = m.handle(.tabTapped("me"))
        let before = m.state
        let effects = m.restore(json: text)
        #expect(effects.diagnostics.map(\.code) == ["restoreUnreadable"])
        #expect(m.state == before)
    }
}

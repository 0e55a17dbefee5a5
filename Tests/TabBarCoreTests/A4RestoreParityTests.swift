import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarTesting

/// Restoring a snapshot against a configuration that changed since it was saved, checked against React
/// Navigation's TabRouter tests (rehydration and route-name changes) where they have a counterpart.
@Suite("A4 Restore against a changed configuration")
struct A4RestoreParityTests {
    /// The snapshot of a machine after `events`.
    func snapshot(_ configuration: TabBarConfiguration, _ events: TabBarEvent...) -> String {
        var m = machine(configuration)
        for event in events { _ = m.handle(event) }
        return m.snapshotJSON()
    }

    // Issue 20, item 1; mirrors "focuses the most recent route in history if focused route is removed on route names change".
    @Test("a selected tab that is gone falls back to the most recently visited one, which leaves the back history")
    func fallbackLeavesHistory() {
        let saved = snapshot(parityTabs(), .tabTapped("baz"), .tabTapped("qux"))
        var m = machine(parityTabs(["bar", "baz"]))
        let effects = m.restore(json: saved)
        #expect(m.state.selected == "baz" && m.state.history == ["bar"])
        #expect(effects.diagnostics.map(\.message).contains(#"selection "qux" cannot be selected; fell back to "baz""#))
        let back = m.handle(.backRequested)
        #expect(back.contains(.selectionChanged(from: "baz", to: "bar", source: .back)))
        #expect(m.handle(.backRequested) == [.backUnhandled])  // never round to "baz" again
    }

    // Mirrors "falls back to first route if route is removed on route names change" (its initial route is not first).
    @Test("with no visited tab left, the fallback is the first tab in the bar, not the launch tab")
    func fallbackFirstTab() {
        let saved = snapshot(parityTabs(["bar", "baz", "qux"], selected: "baz"))
        var m = machine(parityTabs(["qux", "foo", "fiz"], selected: "fiz"))
        _ = m.restore(json: saved)
        #expect(m.state.selected == "qux" && m.state.history.isEmpty)
    }

    @Test("a snapshot whose history lists its own selected tab is restored without that entry")
    func selectedNotInHistory() {
        var m = machine(parityTabs())
        _ = m.restore(json: #"{"version": 1, "selected": "baz", "order": ["bar", "baz", "qux"], "history": ["bar", "baz"]}"#)
        #expect(m.state.selected == "baz" && m.state.history == ["bar"])
    }

    // Mirrors "removes invalid preloaded route keys on rehydration".
    @Test("live tabs the configuration does not have are not created")
    func unknownLiveTabsDropped() {
        var m = machine(parityTabs())
        let effects = m.restore(json: #"{"version": 1, "selected": "bar", "order": ["bar", "baz", "qux"], "live": ["baz", "missing"]}"#)
        #expect(m.state.lifecycle.recency == ["baz", "bar"])
        #expect(effects.ofType("mount") == [.mount("baz")])
    }

    // Issue 20, item 4; mirrors "gets state on route names change" (the routes follow the new route names).
    @Test("an order the user never customised follows the new configuration's, new tabs where it puts them")
    func uncustomisedOrderFollowsConfiguration() {
        let saved = snapshot(parityTabs(["bar", "baz", "qux"]), .tabTapped("qux"))
        var m = machine(parityTabs(["qux", "baz", "foo", "fiz"]))
        let effects = m.restore(json: saved)
        #expect(m.state.order == ["qux", "baz", "foo", "fiz"])
        #expect(!m.state.isOrderCustomized)
        #expect(effects.diagnostics.map(\.message).contains("the order was not customised; it follows the configuration's"))
    }

    @Test("a customised order is kept, each new tab placed after its neighbour in the configuration")
    func customisedOrderKept() {
        let saved = snapshot(parityTabs(["bar", "baz", "qux"]), .tabsReordered(["qux", "baz"]))
        var m = machine(parityTabs(["bar", "shop", "baz", "qux", "news"]))
        _ = m.restore(json: saved)
        #expect(m.state.order == ["qux", "news", "baz", "bar", "shop"])  // "shop" follows "bar", "news" follows "qux"
        #expect(m.state.isOrderCustomized)
    }

    @Test("a new tab first in the configuration goes before its next neighbour; consecutive new tabs stay together")
    func newTabsAtTheStart() {
        let saved = snapshot(parityTabs(["bar", "baz", "qux"]), .tabsReordered(["qux"]))
        var m = machine(parityTabs(["new1", "new2", "bar", "baz", "qux"]))
        _ = m.restore(json: saved)
        #expect(m.state.order == ["qux", "new1", "new2", "bar", "baz"])
    }

    @Test("a snapshot records whether the order is the user's; an order put back to the configuration's is not")
    func flagRecorded() {
        var m = machine(parityTabs())
        #expect(m.snapshotJSON().contains(#""orderCustomized":false"#))
        _ = m.handle(.tabsReordered(["qux"]))
        #expect(m.state.isOrderCustomized && m.snapshotJSON().contains(#""orderCustomized":true"#))
        _ = m.handle(.tabsReordered(["bar", "baz", "qux"]))
        #expect(!m.state.isOrderCustomized)
    }

    @Test("an old snapshot (no orderCustomized) whose order is the configuration's restores as not customised")
    func oldSnapshotDefaultOrder() {
        var m = machine(parityTabs(["bar", "shop", "baz", "qux"]))
        let effects = m.restore(json: #"{"version": 1, "selected": "baz", "order": ["bar", "baz", "qux"]}"#)
        #expect(m.state.order == ["bar", "shop", "baz", "qux"] && !m.state.isOrderCustomized)
        #expect(effects.diagnostics.map(\.message) == [#"added new tabs "shop" to the order"#])
    }

    @Test("an old snapshot whose order differs from the configuration's keeps it as the user's")
    func oldSnapshotOwnOrder() {
        var m = machine(parityTabs(["bar", "shop", "baz", "qux"]))
        _ = m.restore(json: #"{"version": 1, "selected": "baz", "order": ["qux", "bar", "baz"]}"#)
        #expect(m.state.order == ["qux", "bar", "shop", "baz"] && m.state.isOrderCustomized)
    }

    @Test("an unreadable orderCustomized is named and read as an old snapshot's")
    func damagedFlag() {
        var m = machine(parityTabs())
        let effects = m.restore(json: #"{"version": 1, "selected": "baz", "order": ["qux", "bar", "baz"], "orderCustomized": "yes"}"#)
        #expect(effects.diagnostics.map(\.message).contains("snapshot orderCustomized: expected true or false; the order is kept as the user's"))
        #expect(m.state.order == ["qux", "bar", "baz"])
    }

    @Test("a tab the snapshot never knew shows its configured badge; one it knew keeps the saved badge, or none")
    func newTabBadges() {
        var configuration = parityTabs(["bar", "baz", "shop"])
        configuration.tabs[1].badge = .count(2)
        configuration.tabs[2].badge = .text("New")
        let saved = snapshot(parityTabs(["bar", "baz"]))
        var m = machine(configuration)
        _ = m.restore(json: saved)
        #expect(m.state.badge("shop") == .text("New"))
        #expect(m.state.badge("baz") == .none)
    }

    @Test("a tab named only by a damaged entry still counts as known: its configured badge does not come back")
    func damagedEntryStillKnown() {
        var configuration = parityTabs()
        configuration.tabs[2].badge = .count(3)
        var m = machine(configuration)
        _ = m.restore(json: #"{"version": 1, "selected": "bar", "order": ["bar"], "badges": {"qux": {"count": -1}}}"#)
        #expect(m.state.badge("qux") == .none)
        #expect(m.state.order == ["bar", "baz", "qux"])
    }
}

import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarTesting

/// Preloading (issue 20, item 5), ported from React Navigation's TabRouter preload tests and the
/// bottom-tabs tests "handles screens preloading" and "preloading a screen runs effects".
@Suite("A5 Preload")
struct A5PreloadTests {
    // Mirrors "adds route key to preloadedRouteKeys with preload" and bottom-tabs' "preloading a screen runs effects".
    @Test("preloading creates a tab's content without selecting it or touching the history")
    func preloadMounts() {
        var m = machine(parityTabs())
        let effects = m.handle(.preloadRequested("qux"))
        #expect(effects == [.mount("qux")])
        #expect(m.state.selected == "bar" && m.state.history.isEmpty)
        #expect(m.state.lifecycle.recency == ["qux", "bar"])
    }

    // Mirrors "removes focused route from preloadedRouteKeys on navigate": the preloaded content is what is shown.
    @Test("selecting a preloaded tab shows the content already created")
    func selectPreloaded() {
        var m = machine(parityTabs())
        _ = m.handle(.preloadRequested("qux"))
        let effects = m.handle(.tabTapped("qux"))
        #expect(effects.ofType("mount").isEmpty)
        #expect(effects.contains(.selectionChanged(from: "bar", to: "qux", source: .tap)))
    }

    // Mirrors "doesn't preload nonexistent screen".
    @Test("preloading a tab that does not exist, or an action, changes nothing")
    func preloadUnknown() {
        var m = machine()
        let before = m.state
        #expect(m.handle(.preloadRequested("far")).diagnostics.map(\.code) == ["unknownTab"])
        #expect(m.handle(.preloadRequested("new")).diagnostics.map(\.code) == ["notADestination"])
        #expect(m.state == before)
    }

    @Test("a disabled tab is not preloaded; one the user hid is, as code can still select it (issue 33)")
    func preloadUnselectable() {
        var m = machine()
        #expect(m.handle(.preloadRequested("locked")).diagnostics.map(\.code) == ["notSelectable"])
        #expect(m.state.lifecycle.recency == ["home"])
        _ = m.handle(.tabHidden("me"))
        #expect(m.handle(.preloadRequested("me")) == [.mount("me")])
        #expect(m.state.lifecycle.recency == ["me", "home"])
    }

    // Mirrors "adds an existing route key to preloadedRouteKeys with preload": nothing is created twice.
    @Test("preloading a live tab, or the selected one, creates nothing")
    func preloadLive() {
        var m = machine(parityTabs())
        _ = m.send(.tabTapped("baz"), .tabTapped("bar"))
        #expect(m.handle(.preloadRequested("baz")).isEmpty)
        #expect(m.handle(.preloadRequested("bar")).isEmpty)
        #expect(m.state.lifecycle.recency == ["baz", "bar"])
    }

    @Test("at the cap the least recently used unpinned tab is evicted, never a pinned or the selected one")
    func preloadEvicts() {
        var m = machine(parityTabs(["bar", "baz", "qux", "quux"], maxLiveTabs: 3, pinned: ["bar"]))
        _ = m.send(.tabTapped("baz"), .tabTapped("qux"))
        #expect(m.state.lifecycle.recency == ["bar", "baz", "qux"])
        let effects = m.handle(.preloadRequested("quux"))
        #expect(effects == [.mount("quux"), .unmount("baz")])
        #expect(m.state.lifecycle.recency == ["bar", "quux", "qux"])
    }

    @Test("a preloaded tab is the last unpinned tab evicted when the user moves on")
    func preloadedEvictedLast() {
        var m = machine(parityTabs(["bar", "baz", "qux", "quux"], maxLiveTabs: 3))
        _ = m.send(.tabTapped("baz"), .preloadRequested("quux"))
        #expect(m.state.lifecycle.recency == ["bar", "quux", "baz"])
        let effects = m.handle(.tabTapped("qux"))
        #expect(effects.ofType("unmount") == [.unmount("bar")])
    }

    @Test("when pinned tabs and the selected one fill the cap, preloading changes nothing and says why")
    func preloadNoRoom() {
        var m = machine(parityTabs(["bar", "baz", "qux", "quux"], maxLiveTabs: 1, pinned: ["bar", "baz"]))
        _ = m.handle(.tabTapped("qux"))
        let before = m.state
        let effects = m.handle(.preloadRequested("quux"))
        #expect(effects.diagnostics.map(\.code) == ["preloadNoRoom"])
        #expect(effects.ofType("mount").isEmpty && effects.ofType("unmount").isEmpty)
        #expect(m.state == before)
    }

    @Test("a preloaded tab comes back with the stack and scroll position it kept while evicted")
    func preloadKeepsState() {
        var m = machine(parityTabs(["bar", "baz", "qux"], maxLiveTabs: 2))
        _ = m.send(.tabTapped("baz"), .routePushed(TabBarRoute("item/7"), on: "baz"), .scrollPositionSaved("y=300", on: "baz"))
        _ = m.send(.tabTapped("qux"), .tabTapped("bar"))
        #expect(!m.state.lifecycle.isLive("baz"))
        #expect(m.handle(.preloadRequested("baz")) == [.mount("baz"), .unmount("qux")])
        #expect(m.state.stack("baz") == [TabBarRoute("item/7")] && m.state.scrollPositions["baz"] == "y=300")
    }

    @Test("a preloaded tab stays live through a snapshot and goes with a memory warning")
    func preloadSnapshotAndMemory() {
        var m = machine(parityTabs())
        _ = m.handle(.preloadRequested("qux"))
        var restored = machine(parityTabs())
        #expect(restored.restore(json: m.snapshotJSON()) == [.mount("qux")])
        #expect(restored.state == m.state)
        #expect(m.handle(.memoryWarning) == [.unmount("qux")])
    }
}

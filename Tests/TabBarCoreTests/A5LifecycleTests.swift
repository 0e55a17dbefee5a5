import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

@Suite("A5 Lifecycle")
struct A5LifecycleTests {
    @Test("tabs are created lazily on first selection")
    func lazyMount() {
        var m = machine()
        #expect(m.state.lifecycle.recency == ["home"])
        #expect(m.launchEffects == [.mount("home"), .analytics(screen: "home", tab: "home")])
        #expect(m.handle(.tabTapped("me")).ofType("mount") == [.mount("me")])
        #expect(m.handle(.tabTapped("home")).ofType("mount").isEmpty)
    }

    @Test("pinned tabs are live from launch and never evicted")
    func pinnedStayLive() {
        var m = machine(.reflect)
        let pinned: [TabID] = ["reflect", "plots", "experiments", "insights"]
        #expect(pinned.allSatisfy(m.state.lifecycle.isLive))
        for id in ["goals", "metrics", "events", "reports", "timers", "history"] {
            _ = m.handle(.tabTapped(TabID(id)))
            #expect(pinned.allSatisfy(m.state.lifecycle.isLive))
            #expect(m.state.lifecycle.recency.count <= 5)
        }
    }

    @Test("the least recently used unpinned tab is evicted first")
    func lruEviction() {
        var m = machine(.synthetic(tabCount: 6, maxLiveTabs: 3))
        _ = m.send(.tabTapped("t1"), .tabTapped("t2"), .tabTapped("t0"))
        let effects = m.handle(.tabTapped("t3"))
        #expect(effects.ofType("unmount") == [.unmount("t1")])
        #expect(Set(m.state.lifecycle.recency) == ["t2", "t0", "t3"])
    }

    @Test("an evicted tab keeps its stack and scroll position")
    func evictionKeepsState() {
        var m = machine(.synthetic(tabCount: 6, maxLiveTabs: 2))
        _ = m.send(.tabTapped("t1"), .routePushed(TabBarRoute("deep/1"), on: "t1"), .scrollPositionSaved("row 40", on: "t1"))
        _ = m.send(.tabTapped("t2"), .tabTapped("t3"))
        #expect(!m.state.lifecycle.isLive("t1"))
        let effects = m.handle(.tabTapped("t1"))
        #expect(effects.ofType("mount") == [.mount("t1")])
        #expect(m.state.stack("t1") == [TabBarRoute("deep/1")])
        #expect(m.state.scrollPositions["t1"] == "row 40")
    }

    @Test("a memory warning trims to pinned and selected")
    func memoryWarning() {
        var m = machine(.synthetic(tabCount: 6, pinned: 2))
        _ = m.send(.tabTapped("t3"), .tabTapped("t4"), .tabTapped("t5"))
        let effects = m.handle(.memoryWarning)
        #expect(effects == [.unmount("t3"), .unmount("t4")])
        #expect(Set(m.state.lifecycle.recency) == ["t0", "t1", "t5"])
    }

    @Test("the cap never drops below pinned plus selected")
    func capFloor() {
        var m = machine(.synthetic(tabCount: 8, maxLiveTabs: 1, pinned: 3))
        _ = m.send(.tabTapped("t5"), .tabTapped("t6"))
        #expect(m.state.lifecycle.recency.count == 4)
        #expect(m.state.lifecycle.isLive("t6"))
    }
}

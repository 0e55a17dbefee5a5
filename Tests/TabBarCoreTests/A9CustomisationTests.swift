import Testing
import TabBarCore
import TabBarTools
import TabBarTesting

@Suite("A9 Customisation")
struct A9CustomisationTests {
    @Test("reordering moves the listed tabs to the front")
    func reorder() {
        var m = machine()
        _ = m.handle(.tabsReordered(["me", "inbox"]))
        #expect(m.state.order == ["me", "inbox", "home", "search", "new", "locked"])
    }

    @Test("a reorder naming an unknown or repeated tab changes nothing")
    func badReorder() {
        var m = machine()
        #expect(m.handle(.tabsReordered(["me", "ghost"])).diagnostics.map(\.code) == ["unknownTab"])
        #expect(m.handle(.tabsReordered(["me", "me"])).diagnostics.map(\.code) == ["invalidOrder"])
        #expect(m.state.order == studio.tabs.map(\.id))
    }

    @Test("hiding the selected tab moves selection to the nearest visible tab")
    func hideSelected() {
        var m = machine()
        _ = m.handle(.tabTapped("search"))
        let effects = m.handle(.tabHidden("search"))
        #expect(m.state.selected == "home")
        #expect(effects.contains { if case .selectionChanged(_, _, .customization) = $0 { true } else { false } })
    }

    @Test("nearest means fewest steps in the user's order, the following tab first on a tie")
    func nearest() {
        var m = machine()
        _ = m.send(.tabTapped("inbox"), .tabHidden("inbox"))
        #expect(m.state.selected == "me")  // locked (disabled) is skipped: me and search are both 2 away
        _ = m.send(.tabShown("inbox"), .tabTapped("search"), .tabHidden("home"), .tabHidden("search"))
        #expect(m.state.selected == "inbox")
    }

    @Test("the last selectable tab cannot be hidden")
    func lastTab() {
        var m = machine(.synthetic(tabCount: 2))
        _ = m.handle(.tabHidden("t1"))
        #expect(m.handle(.tabHidden("t0")).diagnostics.map(\.code) == ["lastVisibleTab"])
        #expect(m.state.selected == "t0")
    }

    @Test("the order and hidden tabs persist through a snapshot")
    func persists() {
        var m = machine()
        _ = m.send(.tabsReordered(["me"]), .tabHidden("search"))
        var restored = machine()
        _ = restored.restore(json: m.snapshotJSON())
        #expect(restored.state.order.first == "me" && restored.state.hidden == ["search"])
        #expect(restored.visibleOrder == ["me", "home", "new", "inbox", "locked"])
    }
}

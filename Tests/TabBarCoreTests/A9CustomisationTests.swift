import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
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

    @Test("a tab marked not hideable (the editor's own) stays visible, with a diagnostic")
    func notHideable() throws {
        let configuration = TabBarConfiguration(
            tabs: [TabBarKitItem(id: "home", title: "Home"), TabBarKitItem(id: "edit", title: "Edit", isHideable: false)], selected: "edit")
        var m = try TabBarMachine(configuration: configuration)
        #expect(m.handle(.tabHidden("edit")).diagnostics.map(\.code) == ["notHideable"])
        #expect(m.state.hidden.isEmpty)
        #expect(m.state.selected == "edit")
        _ = m.handle(.tabHidden("home"))
        #expect(m.state.hidden == ["home"])
    }

    @Test("Reflect's Edit tab cannot hide itself, and a restored state that hid it shows it again")
    func reflectEditor() throws {
        let reflect = TabBarConfiguration.example(.reflect)
        var m = try TabBarMachine(configuration: reflect)
        _ = m.handle(.tabHidden("edit"))
        #expect(!m.state.hidden.contains("edit"))
        var saved = m.state
        saved.hidden = ["edit", "timers"]
        let effects = m.handle(.stateRestored(saved))
        #expect(m.state.hidden == ["timers"])
        #expect(effects.contains { if case .diagnostic(let d) = $0 { d.message.contains("cannot be hidden") } else { false } })
        // The JSON form says so too, and reads back the same.
        #expect(try TabBarConfiguration.decode(json: reflect.jsonText()).tab("edit")?.isHideable == false)
    }

    @Test("hiding the selected tab selects the most recently visited tab that is left")
    func hideSelected() {
        var m = machine()
        _ = m.send(.tabTapped("me"), .tabTapped("inbox"), .tabTapped("search"))
        let effects = m.handle(.tabHidden("search"))
        #expect(m.state.selected == "inbox")  // not "home", its neighbour in the bar
        #expect(effects.contains(.selectionChanged(from: "search", to: "inbox", source: .customization)))
        #expect(effects.contains(.announce("Inbox, tab 3 of 5")))
    }

    @Test("with nothing visited yet, hiding the selected tab selects the first tab that is left")
    func hideSelectedAtLaunch() {
        var m = machine()
        _ = m.send(.tabsReordered(["inbox", "me"]), .tabHidden("home"))
        #expect(m.state.selected == "inbox")
    }

    @Test("the hidden tab is not added to the back history, and the newly selected one leaves it")
    func hideSelectedHistory() {
        var m = machine()
        _ = m.send(.tabTapped("me"), .tabTapped("inbox"), .tabHidden("inbox"))
        #expect(m.state.selected == "me" && m.state.history == ["home"])
        _ = m.handle(.backRequested)
        #expect(m.state.selected == "home")
        #expect(m.handle(.backRequested) == [.backUnhandled])
    }

    @Test("a visited tab that is hidden, disabled or an action is never the replacement")
    func hideSelectedSkipsUnselectable() {
        var m = machine()
        _ = m.send(.tabTapped("search"), .tabTapped("inbox"), .tabTapped("me"), .tabHidden("inbox"))
        _ = m.handle(.tabHidden("me"))
        #expect(m.state.selected == "search")  // "inbox", visited later, is hidden
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

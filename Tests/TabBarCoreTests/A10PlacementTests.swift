import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarTesting

/// A10 (issue 33, item 2): each tab's placement, after UIKit's `UITab.Placement`, bounds what customising may do
/// with it; every refusal is a diagnostic naming the tab (and, for an order, its place in the event).
@Suite("A10 Placement policies and customisation")
struct A10PlacementTests {
    @Test("the placements mean what UIKit's do", arguments: TabBarTabPlacement.all)
    func meanings(placement: TabBarTabPlacement) {
        // (in the bar at first, can be in it, user may hide/add, user may move, in the sidebar)
        let expected: [String: (Bool, Bool, Bool, Bool, Bool)] = [
            "automatic": (true, true, true, true, true), "fixed": (true, true, false, false, true),
            "pinned": (true, true, false, false, true), "movable": (true, true, false, true, true),
            "optional": (false, true, true, true, true), "sidebarOnly": (false, false, false, true, true),
            "hidden": (false, false, false, true, false),
        ]
        let e = expected[placement.name]
        #expect(e?.0 == placement.isInBarByDefault && e?.1 == placement.canBeInBar && e?.2 == placement.isUserHideable)
        #expect(e?.3 == placement.isUserMovable && e?.4 == placement.isInSidebar)
    }

    @Test("a fixed tab keeps the leading edge and a pinned one the trailing edge: an order moving either is refused, located")
    func edges() {
        var m = machine(atlas)
        let fixed = m.handle(.tabsReordered(["library", "home"])).diagnostics
        #expect(fixed.map(\.code) == ["notMovable"])
        #expect(fixed.first?.message == #"reorder[1]: "home" is fixed at the leading edge of the bar and cannot move; order unchanged"#)
        let pinned = m.handle(.tabsReordered(["search"])).diagnostics
        #expect(pinned.first?.message == #"reorder[0]: "search" is pinned at the trailing edge of the bar and cannot move; order unchanged"#)
        #expect(m.state.order == atlas.tabs.map(\.id) && !m.state.isOrderCustomized)
        // The whole order with the edges in place is accepted.
        _ = m.handle(.tabsReordered(["home", "library", "browse"]))
        #expect(m.visibleOrder == ["home", "library", "browse", "search"] && m.state.isOrderCustomized)
    }

    @Test("fixed, pinned and movable tabs cannot be hidden; sidebar-only and hidden ones are never in the bar")
    func hiding() {
        var m = machine(atlas)
        let refusals = ["home", "search", "library", "settings", "account"].map { m.handle(.tabHidden($0)).diagnostics }
        #expect(refusals.map { $0.map(\.code) } == [["notHideable"], ["notHideable"], ["notHideable"], ["notInBar"], ["notInBar"]])
        #expect(refusals[0].first?.message == #""home" cannot be hidden (its placement is fixed)"#)
        #expect(m.handle(.tabShown("settings")).diagnostics.map(\.code) == ["notInBar"])
        #expect(m.state.hidden == ["downloads"])
    }

    @Test("an optional tab starts out of the bar; the user adds it and can take it out again")
    func optional() {
        var m = machine(atlas)
        _ = m.handle(.sizeClassChanged(.regular))
        #expect(!m.visibleOrder.contains("downloads"))
        _ = m.handle(.tabShown("downloads"))
        #expect(m.visibleOrder == ["home", "browse", "radio", "library", "downloads", "search"])
        _ = m.handle(.tabHidden("downloads"))
        #expect(m.state.hidden == ["downloads"])
    }

    @Test("the compact bar must keep a destination: hiding its last one is refused even if a regular bar has others")
    func compactKeepsOne() throws {
        let configuration = TabBarConfiguration(
            tabs: ["a", "b", "c"].map { TabBarKitItem(id: TabID($0), title: $0.uppercased(), icon: "circle") }, compactTabs: ["a", "b"])
        var m = try TabBarMachine(configuration: configuration)
        _ = m.handle(.tabHidden("a"))
        #expect(m.handle(.tabHidden("b")).diagnostics.map(\.code) == ["lastVisibleTab"])
        #expect(m.visibleOrder == ["b"])
    }

    @Test("a restored state cannot hide what the placement keeps in the bar, nor hide a tab that is never there")
    func restoreRepairs() {
        var m = machine(atlas)
        var saved = m.state
        saved.hidden = ["home", "settings", "browse"]
        saved.order = ["search", "browse", "home", "radio", "library", "downloads", "settings", "account"]
        saved.isOrderCustomized = true
        let effects = m.handle(.stateRestored(saved))
        #expect(m.state.hidden == ["browse"])
        #expect(m.state.order.first == "home" && m.state.order.last == "search")
        #expect(Set(effects.diagnostics.map(\.message)) == [
            "dropped hidden tabs that are never in the bar", "showing tabs that cannot be hidden",
            "fixed and pinned tabs went back to the bar's edges",
        ])
    }

    @Test("an optional tab new to a restored state starts out of the bar, as at launch")
    func newOptionalTab() {
        var m = machine(atlas)
        var saved = m.state
        saved.order.removeAll { $0 == "downloads" }
        saved.hidden = []
        _ = m.handle(.stateRestored(saved))
        #expect(m.state.hidden == ["downloads"])
    }
}

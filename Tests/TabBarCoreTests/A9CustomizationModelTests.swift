import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarTesting

/// A9 (issue 33, item 7): the customisation editor as data, which a SwiftUI editor (and the UIKit edit screen)
/// translates: rows in the bar and in the sidebar's sections, what each row allows under its placement, and the core
/// event each edit sends — which the machine then accepts.
@Suite("A9 The customisation model")
struct A9CustomizationModelTests {
    func editor(_ m: TabBarMachine) -> TabBarCustomizationModel { TabBarCustomizationModel(configuration: m.configuration, state: m.state) }

    @Test("the bar's rows, the rows that can be added, and what each placement allows")
    func rows() {
        let e = editor(machine(atlas))
        #expect(e.bar.map(\.id) == ["home", "browse", "radio", "library", "search"])
        #expect(e.bar.map(\.isInCompactBar) == [true, true, false, true, true])
        #expect(e.bar.map(\.canMove) == [false, true, true, true, false])
        #expect(e.bar.map(\.canToggle) == [false, true, true, false, false])
        #expect(e.available.map(\.id) == ["downloads"])
        #expect(e.sections.map(\.id) == [nil, "collection", "more"])
        #expect(e.sections.map { $0.rows.map(\.id) } == [["home", "browse", "radio", "search"], ["library", "downloads"], ["settings"]])
        let settings = e.sections[2].rows[0]
        #expect(!settings.isInBar && !settings.canToggle, "a sidebar-only tab cannot be added to the bar")
    }

    @Test("moving a bar row sends the whole order; a move that would shift a fixed or pinned tab sends nothing")
    func moves() throws {
        var m = machine(atlas)
        let e = editor(m)
        let event = try #require(e.moveInBar(from: 2, to: 1))
        #expect(event == .tabsReordered(["home", "radio", "browse", "library", "downloads", "settings", "account", "search"]))
        #expect(m.handle(event).diagnostics.isEmpty)
        #expect(editor(m).bar.map(\.id) == ["home", "radio", "browse", "library", "search"])
        #expect(e.moveInBar(from: 1, to: 0) == nil && e.moveInBar(from: 3, to: 4) == nil && e.moveInBar(from: 0, to: 0) == nil)
        #expect(e.moveInBar(from: 9, to: 1) == nil)
    }

    @Test("moving a row within a sidebar section keeps every other tab's place")
    func sectionMoves() throws {
        var m = machine(atlas)
        let event = try #require(editor(m).move(inSection: "collection", from: 1, to: 0))
        #expect(event == .tabsReordered(["home", "browse", "radio", "downloads", "library", "settings", "account", "search"]))
        _ = m.handle(event)
        #expect(editor(m).sections[1].rows.map(\.id) == ["downloads", "library"])
        #expect(editor(m).move(inSection: "nowhere", from: 0, to: 1) == nil)
    }

    @Test("switches send tabHidden and tabShown, only where the placement allows; the bar moves rows between the lists")
    func switches() throws {
        var m = machine(atlas)
        let e = editor(m)
        #expect(e.setInBar(false, for: "home") == nil && e.setInBar(true, for: "settings") == nil && e.setInBar(true, for: "browse") == nil)
        _ = m.handle(try #require(e.setInBar(false, for: "browse")))
        _ = m.handle(try #require(e.setInBar(true, for: "downloads")))
        let after = editor(m)
        #expect(after.bar.map(\.id) == ["home", "radio", "library", "downloads", "search"])
        #expect(after.available.map(\.id) == ["browse"])
    }

    @Test("the last tab the bar can select cannot be switched off")
    func lastTab() {
        var m = machine(.synthetic(tabCount: 2))
        _ = m.handle(.tabHidden("t1"))
        let e = editor(m)
        #expect(e.bar.map(\.canToggle) == [false] && e.setInBar(false, for: "t0") == nil)
        #expect(e.available.map(\.id) == ["t1"])
    }

    @Test("SwiftUI's onMove offsets become the row's index after the move")
    func swiftUIOffsets() {
        #expect(TabBarCustomizationModel.destination(fromOffset: 0, toOffset: 3) == 2)
        #expect(TabBarCustomizationModel.destination(fromOffset: 3, toOffset: 0) == 0)
    }
}

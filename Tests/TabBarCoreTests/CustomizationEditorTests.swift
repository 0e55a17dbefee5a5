import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarTesting

/// Issue 33's review, item 13 and its verify list: both edit screens take their words from one table of String Catalog
/// keys (their title and Done button included), and the UIKit screen updates rows in place — keeping VoiceOver's focus —
/// whenever no row came, went or moved.
@Suite("A9 Edit screens: words and in-place updates")
struct CustomizationEditorTests {
    /// The model of the atlas's edit screen after `events`, section by section as the screens list them.
    static func rows(_ events: [TabBarEvent] = []) -> (model: TabBarCustomizationModel, machine: TabBarMachine) {
        var machine = TabBarMachine.fixture(atlas)
        for event in events { _ = machine.handle(event) }
        return (TabBarCustomizationModel(configuration: atlas, state: machine.state), machine)
    }

    static func sections(_ model: TabBarCustomizationModel) -> [[TabBarCustomizationModel.Row]] {
        [model.bar, model.available] + model.sections.map(\.rows)
    }

    @Test("the screen's words are String Catalog keys, each its English text, each once: title, Done, headers, caption")
    func words() {
        typealias Key = TabBarCustomizationModel.Key
        #expect(TabBarCustomizationModel.keys == [Key.title, Key.done, Key.bar, Key.available, Key.sidebar, Key.notInCompactBar])
        #expect(Key.title == "Edit Tabs" && Key.done == "Done")
        #expect(Set(TabBarCustomizationModel.keys).count == TabBarCustomizationModel.keys.count)
    }

    @Test("nothing changed: nothing to reconfigure; a reorder the list already made: only rows whose content changed")
    func inPlace() throws {
        let (before, machine) = Self.rows()
        #expect(TabBarCustomizationModel.changedRows(from: Self.sections(before), to: Self.sections(before))?.isEmpty == true)
        // The user dragged a movable tab one place along: the list moved the row; the core agrees, nothing reloads.
        let source = try #require(before.bar.firstIndex { $0.canMove })
        let event = try #require(before.moveInBar(from: source, to: source + 1))
        var moved = machine
        _ = moved.handle(event)
        let after = TabBarCustomizationModel(configuration: atlas, state: moved.state)
        // The screen's bar and added tabs (an app without sidebar sections shows only these).
        var shown = [before.bar, before.available]
        shown[0].swapAt(source, source + 1)
        let now = [after.bar, after.available]
        let changed = try #require(TabBarCustomizationModel.changedRows(from: shown, to: now))
        for position in changed { #expect(shown[position.section][position.row] != now[position.section][position.row]) }
        // With the sidebar's sections listed too, the loose tabs' section shows the new order: that one reloads.
        #expect(TabBarCustomizationModel.changedRows(from: Self.sections(before), to: Self.sections(after)) == nil)
    }

    @Test("a tab switched out of the bar moves between sections: the screen reloads")
    func toggleReloads() throws {
        let (before, machine) = Self.rows()
        let row = try #require(before.bar.first { $0.canToggle && $0.isInBar })
        var edited = machine
        _ = edited.handle(try #require(before.setInBar(false, for: row.id)))
        let after = TabBarCustomizationModel(configuration: atlas, state: edited.state)
        #expect(TabBarCustomizationModel.changedRows(from: Self.sections(before), to: Self.sections(after)) == nil)
    }

    @Test("a row whose switch or caption changed in place is the one reconfigured")
    func changedRow() {
        let (before, _) = Self.rows()
        var after = Self.sections(before)
        after[0][0].isInCompactBar.toggle()
        let changed = TabBarCustomizationModel.changedRows(from: Self.sections(before), to: after)
        #expect(changed?.count == 1 && changed?.first?.section == 0 && changed?.first?.row == 0)
    }

    @Test("a drag the core refuses: the list's moved rows differ from the core's, so the screen reloads and the row goes back")
    func refusedDrag() throws {
        let (before, machine) = Self.rows()
        let shownBefore = Self.sections(before)
        // The user drags a fixed or pinned tab (or one past one): the model sends nothing, the core keeps its order.
        let fixed = try #require(before.bar.firstIndex { !$0.canMove })
        let target = fixed == 0 ? 1 : 0
        #expect(before.moveInBar(from: fixed, to: target) == nil)
        let shown = TabBarCustomizationModel.rows(shownBefore, moving: (0, fixed), to: (0, target))
        #expect(shown[0].map(\.id) != shownBefore[0].map(\.id), "the list moved the row itself")
        let after = TabBarCustomizationModel(configuration: atlas, state: machine.state)
        #expect(TabBarCustomizationModel.changedRows(from: shown, to: Self.sections(after)) == nil, "the screen reloads")
        // Compared with the rows before the drag, as the screen did, nothing would change and the row would stay moved.
        #expect(TabBarCustomizationModel.changedRows(from: shownBefore, to: Self.sections(after))?.isEmpty == true)
        // A drag the core accepts: the list's rows match the core's, nothing reloads.
        let movable = try #require(before.bar.firstIndex { $0.canMove })
        let destination = before.barDestination(proposed: movable + 1)
        let event = try #require(before.moveInBar(from: movable, to: destination))
        var moved = machine
        _ = moved.handle(event)
        let accepted = TabBarCustomizationModel.rows([before.bar, before.available], moving: (0, movable), to: (0, destination))
        let core = TabBarCustomizationModel(configuration: atlas, state: moved.state)
        #expect(TabBarCustomizationModel.changedRows(from: accepted, to: [core.bar, core.available]) != nil)
    }
}

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

    typealias Update = TabBarCustomizationTableUpdate

    /// The screen's sections keyed as the UIKit screen keys them.
    static func keyed(_ model: TabBarCustomizationModel) -> [Update.Section] {
        var sections: [Update.Section] = [(key: "bar", group: "bar", rows: model.bar)]
        if model.showsAvailable { sections.append((key: "available", group: "bar", rows: model.available)) }
        return sections + model.sections.map { (key: "section:\($0.id ?? "")", group: "section:\($0.id ?? "")", rows: $0.rows) }
    }

    /// UITableView's rule for a batch: each section it keeps has its rows before, less the deleted and moved out, plus
    /// the inserted and moved in; and the moves and reconfigured rows name real rows.
    static func expectConsistent(_ update: Update, old: [Update.Section], new: [Update.Section]) {
        #expect(old.count - update.deletedSections.count + update.insertedSections.count == new.count)
        var oldIndex = 0
        for (section, entry) in new.enumerated() where !update.insertedSections.contains(section) {
            while update.deletedSections.contains(oldIndex) { oldIndex += 1 }
            let count = old[oldIndex].rows.count
                - update.deletedRows.filter { $0.section == oldIndex }.count - update.movedRows.filter { $0.from.section == oldIndex }.count
                + update.insertedRows.filter { $0.section == section }.count + update.movedRows.filter { $0.to.section == section }.count
            #expect(count == entry.rows.count, "section \(entry.key)")
            oldIndex += 1
        }
        for move in update.movedRows {
            #expect(old[move.from.section].rows[move.from.row].id == new[move.to.section].rows[move.to.row].id)
        }
        for place in update.reconfiguredRows { #expect(new[place.section].rows.indices.contains(place.row)) }
    }

    @Test("a tab switched out of the bar is one move (or a delete and a new section), not a reload: the other rows keep their cells")
    func toggleMoves() throws {
        let (before, machine) = Self.rows()
        let row = try #require(before.bar.first { $0.canToggle && $0.isInBar })
        var edited = machine
        _ = edited.handle(try #require(before.setInBar(false, for: row.id)))
        let after = TabBarCustomizationModel(configuration: atlas, state: edited.state)
        let update = try #require(Update(from: Self.keyed(before), to: Self.keyed(after)))
        Self.expectConsistent(update, old: Self.keyed(before), new: Self.keyed(after))
        let barIndex = try #require(before.bar.firstIndex { $0.id == row.id })
        let moved = update.movedRows.contains { $0.from == .init(section: 0, row: barIndex) }
        let deleted = update.deletedRows.contains(.init(section: 0, row: barIndex))
        #expect(moved || deleted, "the row leaves the bar")
        #expect(update.movedRows.filter { $0.from.section == 0 && $0.to.section == 0 }.isEmpty, "the bar's other rows only shift")
        // And back in: the reverse update is consistent too.
        let back = try #require(Update(from: Self.keyed(after), to: Self.keyed(before)))
        Self.expectConsistent(back, old: Self.keyed(after), new: Self.keyed(before))
    }

    @Test("second device review, item 4: with no tab to add, switching the first tab off moves its row into the section that stays (empty until then), and switching it back on moves it back: no section comes or goes, no row is deleted")
    func firstSwitchOffMoves() throws {
        var (model, machine) = Self.rows()
        // Every tab that can be added goes back into the bar first.
        while let row = model.available.first, let event = model.setInBar(true, for: row.id) {
            _ = machine.handle(event)
            model = TabBarCustomizationModel(configuration: atlas, state: machine.state)
        }
        #expect(model.available.isEmpty && model.showsAvailable, "the section shows, empty")
        let row = try #require(model.bar.first { $0.canToggle })
        var edited = machine
        _ = edited.handle(try #require(model.setInBar(false, for: row.id)))
        let after = TabBarCustomizationModel(configuration: atlas, state: edited.state)
        #expect(after.available.map(\.id) == [row.id])
        for (old, new) in [(model, after), (after, model)] {
            let update = try #require(Update(from: Self.keyed(old), to: Self.keyed(new)))
            Self.expectConsistent(update, old: Self.keyed(old), new: Self.keyed(new))
            #expect(update.insertedSections.isEmpty && update.deletedSections.isEmpty)
            #expect(update.deletedRows.isEmpty && update.insertedRows.isEmpty)
            #expect(update.movedRows.filter { $0.from.section != $0.to.section }.count == 1, "the row moves between the bar and the tabs to add")
        }
    }

    @Test("a configuration whose tabs can never leave the bar lists no section of tabs to add")
    func noAvailableSection() throws {
        let fixed = TabBarConfiguration(
            tabs: [TabBarKitItem(id: "home", title: "Home", isHideable: false), TabBarKitItem(id: "edit", title: "Edit", isHideable: false)], selected: "home")
        let model = TabBarCustomizationModel(configuration: fixed, state: try TabBarMachine(configuration: fixed).state)
        #expect(!model.showsAvailable && model.available.isEmpty)
    }

    @Test("a refused drag moves the row back in the same batch; an accepted one changes nothing but content")
    func dragUpdates() throws {
        let (before, machine) = Self.rows()
        let fixed = try #require(before.bar.firstIndex { !$0.canMove })
        let target = fixed == 0 ? 1 : 0
        let shownSections = TabBarCustomizationModel.rows(Self.keyed(before).map(\.rows), moving: (0, fixed), to: (0, target))
        let shown = zip(Self.keyed(before), shownSections).map { (key: $0.key, group: $0.group, rows: $1) }
        let refused = try #require(Update(from: shown, to: Self.keyed(before)))
        Self.expectConsistent(refused, old: shown, new: Self.keyed(before))
        #expect(refused.movedRows.count == 1 && refused.movedRows.allSatisfy { $0.from.section == 0 && $0.to.section == 0 }, "one move puts the order back")
        #expect(refused.deletedRows.isEmpty && refused.insertedRows.isEmpty && refused.deletedSections.isEmpty)
        let movable = try #require(before.bar.firstIndex { $0.canMove })
        let destination = before.barDestination(proposed: movable + 1)
        var moved = machine
        _ = moved.handle(try #require(before.moveInBar(from: movable, to: destination)))
        let core = TabBarCustomizationModel(configuration: atlas, state: moved.state)
        let dragged = zip(Self.keyed(before), TabBarCustomizationModel.rows(Self.keyed(before).map(\.rows), moving: (0, movable), to: (0, destination)))
            .map { (key: $0.key, group: $0.group, rows: $1) }
        let accepted = try #require(Update(from: dragged, to: Self.keyed(core)))
        Self.expectConsistent(accepted, old: dragged, new: Self.keyed(core))
        #expect(accepted.movedRows.filter { $0.from.section == 0 }.isEmpty && accepted.deletedRows.isEmpty && accepted.insertedRows.isEmpty)
    }
}

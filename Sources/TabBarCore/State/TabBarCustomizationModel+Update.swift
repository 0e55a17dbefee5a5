extension TabBarCustomizationModel {
    /// How an edit screen showing the rows `old` (section by section) shows `new` without reloading: the positions of
    /// the rows whose content changed (a switch, a caption), when every section holds the same tabs in the same order;
    /// `nil` when a row came, went or moved (the screen reloads). After a drag the list has moved its row itself, so
    /// the core's new order finds it in place.
    ///
    /// ```swift
    /// let before = TabBarCustomizationModel(configuration: configuration, state: state)
    /// let after = TabBarCustomizationModel(configuration: configuration, state: machine.state)
    /// TabBarCustomizationModel.changedRows(from: [before.bar], to: [after.bar])  // [] when nothing changed
    /// ```
    public static func changedRows(from old: [[Row]], to new: [[Row]]) -> [(section: Int, row: Int)]? {
        guard old.count == new.count, zip(old, new).allSatisfy({ $0.map(\.id) == $1.map(\.id) }) else { return nil }
        return zip(old, new).enumerated().flatMap { section, pair in
            zip(pair.0, pair.1).enumerated().compactMap { row, rows in rows.0 == rows.1 ? nil : (section, row) }
        }
    }

    /// The rows a list shows once it has moved one itself (a drag ends before the core answers): `rows` with the row at
    /// `source` taken out and put at `destination`. Compare this, not the rows before the drag, with the core's answer
    /// (``changedRows(from:to:)``): a move the core refused then differs, and the screen puts the row back.
    ///
    /// ```swift
    /// let model = TabBarCustomizationModel(configuration: configuration, state: state)
    /// let shown = TabBarCustomizationModel.rows([model.bar], moving: (0, 3), to: (0, 1))
    /// ```
    public static func rows(_ rows: [[Row]], moving source: (section: Int, row: Int), to destination: (section: Int, row: Int)) -> [[Row]] {
        guard rows.indices.contains(source.section), rows[source.section].indices.contains(source.row),
            rows.indices.contains(destination.section)
        else { return rows }
        var rows = rows
        let row = rows[source.section].remove(at: source.row)
        rows[destination.section].insert(row, at: min(max(0, destination.row), rows[destination.section].count))
        return rows
    }
}

/// How an edit screen's list goes from the rows it shows to the core's, as one batch of changes keyed by tab and
/// section, so the rows that stay keep their cells (and VoiceOver its focus): sections deleted and inserted, rows
/// deleted, inserted and moved (a tab switched out of the bar moves to the tabs that can be added; a refused drag moves
/// back), then the rows whose content changed, reconfigured at their new places.
public struct TabBarCustomizationTableUpdate: Hashable, Sendable {
    /// A row's place: its section and row.
    public struct Place: Hashable, Sendable {
        /// The section's index.
        public var section: Int
        /// The row's index in it.
        public var row: Int

        /// Row `row` of section `section`.
        public init(section: Int, row: Int) {
            self.section = section
            self.row = row
        }
    }

    /// Sections gone, at their indexes before the update.
    public var deletedSections: [Int] = []
    /// Sections added, at their indexes after it.
    public var insertedSections: [Int] = []
    /// Rows gone, at their places before (not counting the rows of deleted sections).
    public var deletedRows: [Place] = []
    /// Rows added, at their places after (not counting the rows of inserted sections).
    public var insertedRows: [Place] = []
    /// Rows that moved: from their place before to their place after.
    public var movedRows: [Move] = []
    /// Rows whose content changed (a switch, a caption), at their places after the update: reconfigure them once the
    /// batch is done.
    public var reconfiguredRows: [Place] = []

    /// A row's move.
    public struct Move: Hashable, Sendable {
        /// Where it was.
        public var from: Place
        /// Where it goes.
        public var to: Place
    }

    /// Whether nothing comes, goes or moves (only reconfigured rows, if any).
    public var isInPlace: Bool { deletedSections.isEmpty && insertedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty && movedRows.isEmpty }

    /// A section of the list: its key, the group its rows move within (the bar and the tabs that can be added share one;
    /// each sidebar section is its own, since a tab shows in the bar and in a sidebar section at once), its rows.
    public typealias Section = (key: String, group: String, rows: [TabBarCustomizationModel.Row])

    /// The update from `old` to `new`; `nil` when the sections both lists keep are not in the same order (the screen
    /// reloads).
    ///
    /// ```swift
    /// let before = TabBarCustomizationModel(configuration: configuration, state: state)
    /// let update = TabBarCustomizationTableUpdate(from: [("bar", "bar", before.bar)], to: [("bar", "bar", before.bar)])
    /// update?.isInPlace  // true: nothing came, went or moved
    /// ```
    public init?(from old: [Section], to new: [Section]) {
        let oldKeys = old.map(\.key), newKeys = new.map(\.key)
        guard oldKeys.filter(newKeys.contains) == newKeys.filter(oldKeys.contains) else { return nil }
        deletedSections = oldKeys.indices.filter { !newKeys.contains(oldKeys[$0]) }
        insertedSections = newKeys.indices.filter { !oldKeys.contains(newKeys[$0]) }
        func places(_ sections: [Section], skipping: [Int]) -> [[String]: (Place, TabBarCustomizationModel.Row)] {
            var places: [[String]: (Place, TabBarCustomizationModel.Row)] = [:]
            for (section, entry) in sections.enumerated() where !skipping.contains(section) {
                for (row, value) in entry.rows.enumerated() where places[[entry.group, value.id.rawValue]] == nil {
                    places[[entry.group, value.id.rawValue]] = (Place(section: section, row: row), value)
                }
            }
            return places
        }
        let before = places(old, skipping: deletedSections), after = places(new, skipping: insertedSections)
        for (section, entry) in old.enumerated() where !deletedSections.contains(section) {
            for (row, value) in entry.rows.enumerated() where after[[entry.group, value.id.rawValue]] == nil { deletedRows.append(Place(section: section, row: row)) }
        }
        for (section, entry) in new.enumerated() where !insertedSections.contains(section) {
            // The rows that stay in this section, in their new order, with their old rows: those outside the longest
            // run already in order moved; the others only shift as rows before them come or go.
            var staying: [(row: Int, old: Int)] = []
            for (row, value) in entry.rows.enumerated() {
                guard let (from, shown) = before[[entry.group, value.id.rawValue]] else {
                    insertedRows.append(Place(section: section, row: row))
                    continue
                }
                let to = Place(section: section, row: row)
                if old[from.section].key == new[section].key {
                    staying.append((row, from.row))
                } else {
                    movedRows.append(Move(from: from, to: to))
                }
                if shown != value { reconfiguredRows.append(to) }
            }
            let oldSection = oldKeys.firstIndex(of: new[section].key) ?? section
            let inOrder = Self.longestIncreasingRun(staying.map(\.old))
            for (index, pair) in staying.enumerated() where !inOrder.contains(index) {
                movedRows.append(Move(from: Place(section: oldSection, row: pair.old), to: Place(section: section, row: pair.row)))
            }
        }
        movedRows.sort { ($0.to.section, $0.to.row) < ($1.to.section, $1.to.row) }
    }

    /// The positions of a longest strictly increasing run of `values` (the rows that kept their order).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        guard !values.isEmpty else { return [] }
        var length = Array(repeating: 1, count: values.count), previous = Array(repeating: -1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] && length[j] + 1 > length[i] {
                length[i] = length[j] + 1
                previous[i] = j
            }
        }
        var index = length.indices.max { length[$0] < length[$1] } ?? 0
        var run: Set<Int> = []
        while index >= 0 {
            run.insert(index)
            index = previous[index]
        }
        return run
    }
}

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

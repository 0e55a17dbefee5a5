extension TabBarMachine {
    /// After a selection moved from `previous` to `id`: selecting the search tab activates its field (with
    /// ``TabBarSearchActivation/selection``) and remembers where to return; leaving it deactivates the field.
    mutating func searchSelectionChanged(from previous: TabID, to id: TabID, into effects: inout [TabBarEffect]) {
        guard previous != id else { return }
        if state.searchReturn != nil {
            // The search tab was selected with its field active: leaving it deactivates the field.
            state.searchReturn = nil
            effects.append(.searchChanged(previous, isActive: false))
        }
        if configuration.behavior.searchActivation == .selection, tab(id).role == .search {
            state.searchReturn = previous
            effects.append(.searchChanged(id, isActive: true))
        }
    }

    /// The user dismissed the active search: the tab selected before it is selected again (when it still can be),
    /// and the field deactivates; without an active search nothing happens.
    mutating func dismissSearch(into effects: inout [TabBarEffect]) {
        guard let target = state.searchReturn else { return }
        let search = state.selected
        state.searchReturn = nil
        effects.append(.searchChanged(search, isActive: false))
        if target != search, isSelectable(target) { select(target, source: .programmatic, into: &effects) }
    }
}

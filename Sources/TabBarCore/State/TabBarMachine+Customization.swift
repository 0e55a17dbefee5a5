extension TabBarMachine {
    /// Moves the listed tabs to the front in the given order; the rest keep theirs.
    mutating func reorder(_ ids: [TabID], into effects: inout [TabBarEffect]) {
        var seen: Set<TabID> = []
        for id in ids {
            guard tabIndex[id] != nil else {
                effects.append(.diagnostic(TabBarDiagnostic("unknownTab", "no tab has the id \"\(id)\"; order unchanged")))
                return
            }
            guard seen.insert(id).inserted else {
                effects.append(.diagnostic(TabBarDiagnostic("invalidOrder", "\"\(id)\" is listed twice; order unchanged")))
                return
            }
        }
        state.order = ids + state.order.filter { !seen.contains($0) }
        orderDidChange()
    }

    mutating func hide(_ id: TabID, into effects: inout [TabBarEffect]) {
        guard tabIndex[id] != nil else {
            effects.append(.diagnostic(TabBarDiagnostic("unknownTab", "no tab has the id \"\(id)\"")))
            return
        }
        guard !state.hidden.contains(id) else { return }
        let remaining = state.order.contains { $0 != id && isSelectable($0) }
        guard remaining else {
            effects.append(.diagnostic(TabBarDiagnostic("lastVisibleTab", "\"\(id)\" is the last tab that can be selected; it stays visible")))
            return
        }
        if state.openMenu == id {
            state.openMenu = nil
            effects.append(.actionMenuChanged(id, isOpen: false))
        }
        let replacement = id == state.selected ? nearestSelectable(to: id) : nil
        state.hidden.insert(id)
        if let replacement { select(replacement, source: .customization, into: &effects) }
    }

    mutating func show(_ id: TabID, into effects: inout [TabBarEffect]) {
        guard tabIndex[id] != nil else {
            effects.append(.diagnostic(TabBarDiagnostic("unknownTab", "no tab has the id \"\(id)\"")))
            return
        }
        state.hidden.remove(id)
    }

    /// The selectable tab closest to `id` in the user's order, the following one first on a tie.
    func nearestSelectable(to id: TabID) -> TabID? {
        guard let start = orderPosition[id] else { return nil }
        for distance in 1..<max(state.order.count, 1) {
            for i in [start + distance, start - distance] where state.order.indices.contains(i) {
                if state.order[i] != id && isSelectable(state.order[i]) { return state.order[i] }
            }
        }
        return nil
    }
}

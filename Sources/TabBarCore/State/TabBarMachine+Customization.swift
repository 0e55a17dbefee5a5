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
        // An order equal to the configuration's is no customisation: a new configuration's order will replace it.
        state.isOrderCustomized = !state.order.elementsEqual(configuration.tabs.lazy.map(\.id))
        orderDidChange()
    }

    mutating func hide(_ id: TabID, into effects: inout [TabBarEffect]) {
        guard tabIndex[id] != nil else {
            effects.append(.diagnostic(TabBarDiagnostic("unknownTab", "no tab has the id \"\(id)\"")))
            return
        }
        guard !state.hidden.contains(id) else { return }
        guard tab(id).isHideable else {
            effects.append(.diagnostic(TabBarDiagnostic("notHideable", "\"\(id)\" cannot be hidden (hideable is false)")))
            return
        }
        let remaining = state.order.contains { $0 != id && isSelectable($0) }
        guard remaining else {
            effects.append(.diagnostic(TabBarDiagnostic("lastVisibleTab", "\"\(id)\" is the last tab that can be selected; it stays visible")))
            return
        }
        if state.openMenu == id {
            state.openMenu = nil
            effects.append(.actionMenuChanged(id, isOpen: false))
        }
        // The most recently visited tab that is left, else the first (React Navigation's rule when the focused
        // route goes away); the hidden tab is not added to the back history.
        let replacement = id == state.selected ? replacementSelection(excluding: id) : nil
        state.hidden.insert(id)
        if let replacement { select(replacement, source: .customization, recordHistory: false, into: &effects) }
    }

    mutating func show(_ id: TabID, into effects: inout [TabBarEffect]) {
        guard tabIndex[id] != nil else {
            effects.append(.diagnostic(TabBarDiagnostic("unknownTab", "no tab has the id \"\(id)\"")))
            return
        }
        state.hidden.remove(id)
    }
}

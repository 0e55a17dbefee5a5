extension TabBarMachine {
    /// Moves the listed tabs to the front in the given order; the rest keep theirs. A fixed tab stays at the
    /// leading edge and a pinned one at the trailing edge: an order that would move one is refused whole.
    mutating func reorder(_ ids: [TabID], into effects: inout [TabBarEffect]) {
        var seen: Set<TabID> = []
        for (index, id) in ids.enumerated() {
            guard tabIndex[id] != nil else {
                effects.append(.diagnostic(TabBarDiagnostic("unknownTab", "reorder[\(index)]: no tab has the id \"\(id)\"; order unchanged")))
                return
            }
            guard seen.insert(id).inserted else {
                effects.append(.diagnostic(TabBarDiagnostic("invalidOrder", "reorder[\(index)]: \"\(id)\" is listed twice; order unchanged")))
                return
            }
        }
        let proposed = ids + state.order.filter { !seen.contains($0) }
        let placed = Self.placed(proposed, in: configuration)
        if placed != proposed {
            // The first fixed or pinned tab the proposed order puts somewhere else than its edge.
            let edges = Dictionary(placed.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
            let moved = proposed.enumerated().first { !tab($1).placement.isUserMovable && edges[$1] != $0 }?.element ?? proposed[0]
            let edge = tab(moved).placement == .fixed ? "fixed at the leading edge" : "pinned at the trailing edge"
            let index = ids.firstIndex(of: moved).map { "reorder[\($0)]" } ?? "reorder"
            effects.append(.diagnostic(TabBarDiagnostic("notMovable", "\(index): \"\(moved)\" is \(edge) of the bar and cannot move; order unchanged")))
            return
        }
        state.order = proposed
        // An order equal to the configuration's is no customisation: a new configuration's order will replace it.
        state.isOrderCustomized = !state.order.elementsEqual(Self.placed(configurationOrder, in: configuration))
        orderDidChange()
    }

    /// Takes a tab out of the bar, if its placement and ``TabBarKitItem/isHideable`` allow it and the bar keeps a tab
    /// to select (in every width); the selected tab gives way to the most recently visited one left.
    mutating func hide(_ id: TabID, into effects: inout [TabBarEffect]) {
        guard tabIndex[id] != nil else {
            effects.append(.diagnostic(TabBarDiagnostic("unknownTab", "no tab has the id \"\(id)\"")))
            return
        }
        guard !state.hidden.contains(id) else { return }
        let hidden = tab(id)
        guard hidden.placement.canBeInBar else {
            effects.append(.diagnostic(TabBarDiagnostic("notInBar", "\"\(id)\" is never in the bar (placement \(hidden.placement)); there is nothing to hide")))
            return
        }
        guard hidden.allowsHiding else {
            let why = hidden.placement.isUserHideable ? "hideable is false" : "its placement is \(hidden.placement)"
            effects.append(.diagnostic(TabBarDiagnostic("notHideable", "\"\(id)\" cannot be hidden (\(why))")))
            return
        }
        guard barKeepsDestination(hiding: state.hidden.union([id])) else {
            effects.append(.diagnostic(TabBarDiagnostic("lastVisibleTab", "\"\(id)\" is the last tab that can be selected; it stays visible")))
            return
        }
        if state.openMenu == id { closeOpenMenu(into: &effects) }
        // The most recently visited tab that is left, else the first (React Navigation's rule when the focused
        // route goes away); the hidden tab is not added to the back history.
        let replacement = id == state.selected ? replacementSelection(excluding: id) : nil
        state.hidden.insert(id)
        if let replacement { select(replacement, source: .customization, recordHistory: false, into: &effects) }
    }

    /// Puts a tab the user hid (or an optional tab not added yet) back in the bar.
    mutating func show(_ id: TabID, into effects: inout [TabBarEffect]) {
        guard tabIndex[id] != nil else {
            effects.append(.diagnostic(TabBarDiagnostic("unknownTab", "no tab has the id \"\(id)\"")))
            return
        }
        let shown = tab(id)
        guard shown.placement.canBeInBar else {
            effects.append(.diagnostic(TabBarDiagnostic("notInBar", "\"\(id)\" is never in the bar (placement \(shown.placement)); it cannot be added")))
            return
        }
        state.hidden.remove(id)
    }

    /// Whether, with `hidden` taken out by the user, the bar still has an enabled destination in both widths.
    func barKeepsDestination(hiding hidden: Set<TabID>) -> Bool {
        Self.barKeepsDestination(configuration, hiding: hidden)
    }

    /// Whether, with `hidden` taken out by the user, a configuration's bar still has an enabled destination in both widths.
    static func barKeepsDestination(_ configuration: TabBarConfiguration, hiding hidden: Set<TabID>) -> Bool {
        let compact = configuration.compactTabs.map(Set.init)
        let inBar = configuration.tabs.filter { $0.role.isSelectable && $0.isEnabled && $0.placement.canBeInBar && !hidden.contains($0.id) }
        return !inBar.isEmpty && (compact.map { set in inBar.contains { set.contains($0.id) } } ?? true)
    }
}

extension TabBarMachine {
    /// Creates a tab's content without selecting it; the usual eviction keeps the cap.
    mutating func preload(_ id: TabID, into effects: inout [TabBarEffect]) {
        guard knownDestination(id, into: &effects) else { return }
        guard isSelectable(id) else {
            effects.append(.diagnostic(TabBarDiagnostic("notSelectable", "\"\(id)\" is disabled; it is not preloaded")))
            return
        }
        guard let change = state.lifecycle.preload(id, selected: state.selected) else {
            let cap = state.lifecycle.effectiveCap.map(String.init) ?? "none"
            effects.append(.diagnostic(TabBarDiagnostic(
                "preloadNoRoom", "the live-tab cap of \(cap) holds only the pinned tabs and the selected one; \"\(id)\" is not preloaded")))
            return
        }
        if let mounted = change.mounted { effects.append(.mount(mounted)) }
        state.scrolledToTop.subtract(change.unmounted)
        effects += change.unmounted.map(TabBarEffect.unmount)
    }
}

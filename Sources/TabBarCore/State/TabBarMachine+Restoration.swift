import Foundation

extension TabBarMachine {
    /// The state as snapshot JSON (sorted keys, so equal states give equal text).
    public func snapshotJSON() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(state) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Restores from snapshot JSON, keeping every part it can read.
    ///
    /// A snapshot without a readable version, selection and order keeps the current state and says
    /// why (`restoreUnreadable`); otherwise each entry it cannot read is dropped and named, and the
    /// rest is validated and repaired like any restored state (`restoreRepaired`).
    public mutating func restore(json text: String) -> [TabBarEffect] {
        let document: JSONValue
        do {
            document = try JSONParser.parse(text)
        } catch {
            return [.diagnostic(TabBarDiagnostic("restoreUnreadable", "snapshot \(error); state kept"))]
        }
        let salvage = TabBarState.salvage(document)
        guard let saved = salvage.state else {
            return [.diagnostic(TabBarDiagnostic("restoreUnreadable", "snapshot \(salvage.notes.joined(separator: "; ")); state kept"))]
        }
        return salvage.notes.map { .diagnostic(TabBarDiagnostic("restoreRepaired", "snapshot \($0)")) } + handle(.stateRestored(saved))
    }

    /// Validates a saved state against the configuration, repairs it, and makes it current.
    mutating func restore(_ saved: TabBarState, into effects: inout [TabBarEffect]) {
        var repairs: [String] = []
        let index = tabIndex
        let tabs = configuration.tabs
        let known = { (id: TabID) in index[id] != nil }
        let destination = { (id: TabID) in index[id].map { tabs[$0].role.isSelectable } ?? false }

        var seen: Set<TabID> = []
        var order = saved.order.filter { known($0) && seen.insert($0).inserted }
        let dropped = saved.order.filter { !known($0) }
        if !dropped.isEmpty { repairs.append("dropped unknown tabs \(Self.list(dropped)) from the order") }
        let added = configuration.tabs.map(\.id).filter { !seen.contains($0) }
        if !added.isEmpty { repairs.append("added new tabs \(Self.list(added)) to the order") }
        order += added

        var hidden = saved.hidden.filter(known)
        if hidden.count != saved.hidden.count { repairs.append("dropped unknown hidden tabs") }
        let anyVisible = order.contains { !hidden.contains($0) && destination($0) && tab($0).isEnabled }
        if !anyVisible {
            hidden = []
            repairs.append("every destination was hidden; showing all tabs")
        }

        var stacks: [TabID: [Route]] = [:]
        for (id, stack) in saved.stacks.sorted(by: { $0.key < $1.key }) {  // sorted: repairs are reported in a stable order
            guard destination(id) else {
                repairs.append("dropped the stack of unknown tab \"\(id)\"")
                continue
            }
            if stack.count > ConfigurationLimits.maximumStackDepth {
                repairs.append("cut the stack of \"\(id)\" to \(ConfigurationLimits.maximumStackDepth) routes")
            }
            if !stack.isEmpty { stacks[id] = Array(stack.prefix(ConfigurationLimits.maximumStackDepth)) }
        }
        let scrollPositions = saved.scrollPositions.filter { destination($0.key) }
        var historySeen: Set<TabID> = []
        let history = saved.history.filter { destination($0) && historySeen.insert($0).inserted }
        var badges: [TabID: Badge] = [:]
        for (id, badge) in saved.badges.sorted(by: { $0.key < $1.key }) {
            if known(id) && badge.problems(at: "badge").isEmpty && badge != .none {
                badges[id] = badge
            } else if !known(id) || !badge.problems(at: "badge").isEmpty {
                repairs.append("dropped the badge of \"\(id)\"")
            }
        }

        let previous = state
        state.order = order
        orderDidChange()
        state.hidden = hidden
        var selected = saved.selected
        if !isSelectable(selected) {
            let fallback = isSelectable(initialTab) ? initialTab : order.first(where: isSelectable) ?? initialTab
            repairs.append("selection \"\(selected)\" cannot be selected; fell back to \"\(fallback)\"")
            selected = fallback
        }
        var openMenu = saved.openMenu
        if let id = openMenu, !(known(id) && tab(id).role == .action && !tab(id).menu.isEmpty && !hidden.contains(id)) {
            openMenu = nil
            repairs.append("closed the menu of \"\(id)\"")
        }
        state.selected = selected
        state.stacks = stacks
        state.scrollPositions = scrollPositions
        state.history = history
        state.badges = badges
        state.openMenu = openMenu
        state.visibilityReasons = saved.visibilityReasons
        var restoredLifecycle = previous.lifecycle
        let lifecycle = restoredLifecycle.restore(saved.lifecycle.recency, selected: selected, isValid: destination)
        state.lifecycle = restoredLifecycle

        effects += repairs.map { .diagnostic(TabBarDiagnostic("restoreRepaired", $0)) }
        effects += lifecycle.mounted.map(TabBarEffect.mount)
        for id in Set(previous.stacks.keys).union(stacks.keys).sorted() where previous.stack(id) != state.stack(id) {
            effects.append(.replaceStack(state.stack(id), on: id))
        }
        if previous.openMenu != openMenu, let closed = previous.openMenu {
            effects.append(.actionMenuChanged(closed, isOpen: false))
        }
        if let opened = openMenu, previous.openMenu != openMenu { effects.append(.actionMenuChanged(opened, isOpen: true)) }
        if previous.selected != selected {
            effects.append(.selectionChanged(from: previous.selected, to: selected, source: .restore))
            effects.append(.analytics(screen: tab(selected).screenName, tab: selected))
            effects.append(.focusContent(selected))
        }
        effects += lifecycle.unmounted.map(TabBarEffect.unmount)
    }

    static func list(_ ids: [TabID]) -> String { ids.map { "\"\($0)\"" }.joined(separator: ", ") }
}

extension TabBarMachine {
    /// The effect that shows or hides the menu of `id`: an action's expanding menu, or a tab's long-press menu.
    func menuChanged(_ id: TabID, isOpen: Bool) -> TabBarEffect {
        tab(id).role == .action ? .actionMenuChanged(id, isOpen: isOpen) : .tabMenuChanged(id, isOpen: isOpen)
    }

    /// Closes the open menu, whichever tab's it is; returns whether one was open.
    @discardableResult
    mutating func closeOpenMenu(into effects: inout [TabBarEffect]) -> Bool {
        guard let open = state.openMenu else { return false }
        state.openMenu = nil
        effects.append(menuChanged(open, isOpen: false))
        return true
    }

    /// Opens an action's expanding menu (a long press, or a tap when the action has items).
    mutating func openMenu(_ id: TabID, into effects: inout [TabBarEffect]) {
        guard let i = tabIndex[id], configuration.tabs[i].role == .action, !configuration.tabs[i].menu.isEmpty else {
            effects.append(.diagnostic(TabBarDiagnostic("noMenu", "\"\(id)\" is not an action with a menu")))
            return
        }
        guard configuration.tabs[i].isEnabled, state.visiblePosition(of: id) != nil, state.openMenu != id else { return }
        closeOpenMenu(into: &effects)
        state.openMenu = id
        if let haptic = configuration.behavior.haptics.menu { effects.append(.haptic(haptic)) }
        effects.append(.actionMenuChanged(id, isOpen: true))
    }

    /// A long press on a tab, in the bar or on its sidebar row: an action opens its expanding menu, a tab with a
    /// menu opens that; a tab without one is left to the large content viewer (a `noMenu` diagnostic).
    mutating func longPress(_ id: TabID, into effects: inout [TabBarEffect]) {
        guard let i = tabIndex[id] else {
            effects.append(.diagnostic(TabBarDiagnostic("unknownTab", "no tab has the id \"\(id)\"")))
            return
        }
        let pressed = configuration.tabs[i]
        if pressed.role == .action {
            openMenu(id, into: &effects)
            return
        }
        guard !pressed.menu.isEmpty else {
            effects.append(.diagnostic(TabBarDiagnostic("noMenu", "\"\(id)\" has no menu; its long press is the large content viewer's")))
            return
        }
        guard pressed.isEnabled, state.openMenu != id else { return }
        guard state.visiblePosition(of: id) != nil || pressed.placement.isInSidebar else {
            effects.append(.diagnostic(TabBarDiagnostic("notShown", "\"\(id)\" is in neither the bar nor the sidebar; nothing shows it to press")))
            return
        }
        closeOpenMenu(into: &effects)
        state.openMenu = id
        if let haptic = configuration.behavior.haptics.menu { effects.append(.haptic(haptic)) }
        effects.append(.tabMenuChanged(id, isOpen: true))
    }

    /// An item of the open menu was chosen: an action presents with it, a tab's menu asks the host to perform it.
    mutating func chooseMenuItem(_ item: String, into effects: inout [TabBarEffect]) {
        guard let open = state.openMenu else {
            effects.append(.diagnostic(TabBarDiagnostic("menuNotOpen", "no menu is open")))
            return
        }
        let owner = tab(open)
        guard owner.menu.contains(where: { $0.id == item }) else {
            effects.append(.diagnostic(TabBarDiagnostic("unknownMenuItem", "the menu of \"\(open)\" has no item \"\(item)\"")))
            return
        }
        closeOpenMenu(into: &effects)
        effects.append(owner.role == .action ? .presentAction(open, item: item) : .performMenuItem(open, item: item))
    }

    mutating func dismissMenu(into effects: inout [TabBarEffect]) {
        closeOpenMenu(into: &effects)
    }
}

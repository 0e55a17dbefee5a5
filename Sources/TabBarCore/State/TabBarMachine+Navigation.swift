extension TabBarMachine {
    mutating func push(_ route: TabBarRoute, on id: TabID, into effects: inout [TabBarEffect]) {
        guard knownDestination(id, into: &effects) else { return }
        guard state.stack(id).count < TabBarConfigurationLimits.maximumStackDepth else {
            effects.append(.diagnostic(TabBarDiagnostic("stackTooDeep", "\"\(id)\" already holds \(TabBarConfigurationLimits.maximumStackDepth) routes")))
            return
        }
        state.stacks[id, default: []].append(route)
        effects.append(.pushRoute(route, on: id))
    }

    mutating func pop(_ id: TabID, into effects: inout [TabBarEffect]) {
        guard knownDestination(id, into: &effects) else { return }
        guard var stack = state.stacks[id], !stack.isEmpty else {
            effects.append(.diagnostic(TabBarDiagnostic("emptyStack", "\"\(id)\" is already at its root")))
            return
        }
        let popped = stack.removeLast()
        state.stacks[id] = stack.isEmpty ? nil : stack
        effects.append(.popRoute(popped, from: id))
    }

    mutating func popToRoot(_ id: TabID, into effects: inout [TabBarEffect]) {
        guard knownDestination(id, into: &effects) else { return }
        guard state.stacks[id] != nil else { return }
        state.stacks[id] = nil
        effects.append(.popToRoot(id))
    }

    /// Makes `stack` the tab's whole stack, with a `replaceStack` effect when it changes.
    mutating func replaceStack(of id: TabID, with stack: [TabBarRoute], into effects: inout [TabBarEffect]) {
        guard state.stack(id) != stack else { return }
        state.stacks[id] = stack.isEmpty ? nil : stack
        effects.append(.replaceStack(stack, on: id))
    }

    mutating func openDeepLink(_ url: String, into effects: inout [TabBarEffect]) {
        switch router.resolve(url) {
        case .noRoute:
            effects.append(.diagnostic(TabBarDiagnostic("noRoute", "no route matches \(url)")))
        case .matched(let id, let stack):
            guard isSelectable(id) else {
                effects.append(.diagnostic(TabBarDiagnostic("notSelectable", "\(url) opens \"\(id)\", which is disabled or hidden")))
                return
            }
            if id != state.selected {
                requestSelection(of: id, source: .deepLink, into: &effects)
                guard state.selected == id else { return }
            } else if let open = state.openMenu {
                state.openMenu = nil
                effects.append(.actionMenuChanged(open, isOpen: false))
            }
            replaceStack(of: id, with: stack, into: &effects)
        }
    }

    mutating func openMenu(_ id: TabID, into effects: inout [TabBarEffect]) {
        guard let i = tabIndex[id], configuration.tabs[i].role == .action, !configuration.tabs[i].menu.isEmpty else {
            effects.append(.diagnostic(TabBarDiagnostic("noMenu", "\"\(id)\" is not an action with a menu")))
            return
        }
        guard configuration.tabs[i].isEnabled, !state.hidden.contains(id), state.openMenu != id else { return }
        if let open = state.openMenu { effects.append(.actionMenuChanged(open, isOpen: false)) }
        state.openMenu = id
        if let haptic = configuration.behavior.haptics.menu { effects.append(.haptic(haptic)) }
        effects.append(.actionMenuChanged(id, isOpen: true))
    }

    mutating func chooseMenuItem(_ item: String, into effects: inout [TabBarEffect]) {
        guard let open = state.openMenu else {
            effects.append(.diagnostic(TabBarDiagnostic("menuNotOpen", "no action menu is open")))
            return
        }
        guard tab(open).menu.contains(where: { $0.id == item }) else {
            effects.append(.diagnostic(TabBarDiagnostic("unknownMenuItem", "the menu of \"\(open)\" has no item \"\(item)\"")))
            return
        }
        state.openMenu = nil
        effects.append(.actionMenuChanged(open, isOpen: false))
        effects.append(.presentAction(open, item: item))
    }

    mutating func dismissMenu(into effects: inout [TabBarEffect]) {
        guard let open = state.openMenu else { return }
        state.openMenu = nil
        effects.append(.actionMenuChanged(open, isOpen: false))
    }
}

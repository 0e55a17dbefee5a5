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
            // A tab the user hid, or one the configuration keeps out of the bar, opens like any other.
            guard isSelectable(id) else {
                effects.append(.diagnostic(TabBarDiagnostic("notSelectable", "\(url) opens \"\(id)\", which is disabled")))
                return
            }
            if id != state.selected {
                requestSelection(of: id, source: .deepLink, into: &effects)
                guard state.selected == id else { return }
            } else {
                closeOpenMenu(into: &effects)
            }
            replaceStack(of: id, with: stack, into: &effects)
        }
    }
}

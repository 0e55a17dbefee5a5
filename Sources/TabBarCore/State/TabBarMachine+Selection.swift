extension TabBarMachine {
    /// A tap on a tab of the bar, which shows with `visibility`.
    mutating func tap(_ id: TabID, visibility: TabBarVisibility, into effects: inout [TabBarEffect]) {
        guard let i = tabIndex[id] else {
            effects.append(.diagnostic(TabBarDiagnostic("unknownTab", "no tab has the id \"\(id)\"")))
            return
        }
        let tapped = configuration.tabs[i]
        guard tapped.isEnabled, !state.hidden.contains(id) else { return }
        guard visibility != .hidden else {
            // A hidden bar takes no taps (one that arrives while it animates away is dropped), as React Navigation's.
            effects.append(.diagnostic(TabBarDiagnostic("barHidden", "the bar is hidden; the tap on \"\(id)\" is ignored")))
            return
        }
        if let open = state.openMenu {
            // The open menu's scrim takes the tap: it only dismisses the menu.
            state.openMenu = nil
            effects.append(.actionMenuChanged(open, isOpen: false))
            return
        }
        if id == state.selected, visibility == .minimized {
            // The minimised bar shows only the selected tab: a tap there brings the bar back, as iOS 26's does.
            state.visibilityReasons.scrolledDown = false
            return
        }
        if tapped.role == .action {
            if let haptic = configuration.behavior.haptics.action { effects.append(.haptic(haptic)) }
            if tapped.menu.isEmpty || configuration.behavior.actionTap == .presents {
                effects.append(.presentAction(id, item: nil))
            } else {
                state.openMenu = id
                effects.append(.actionMenuChanged(id, isOpen: true))
            }
            return
        }
        if id == state.selected {
            reselect(tapped, into: &effects)
        } else {
            requestSelection(of: id, source: .tap, into: &effects)
        }
    }

    mutating func reselect(_ tab: TabBarKitItem, into effects: inout [TabBarEffect]) {
        let policy = tab.reselect ?? configuration.behavior.reselect
        let atRoot = state.stack(tab.id).isEmpty
        switch policy.kind {
        case .none:
            return
        case .popThenScroll:
            effects.append(atRoot ? .scrollToTop(tab.id) : .popToRoot(tab.id))
        case .popToRoot:
            guard !atRoot else { return }
            effects.append(.popToRoot(tab.id))
        case .scrollToTop:
            effects.append(.scrollToTop(tab.id))
        }
        if case .popToRoot = effects.last { state.stacks[tab.id] = nil }
        if let haptic = configuration.behavior.haptics.reselect { effects.append(.haptic(haptic)) }
    }

    /// Asks the selection policy, then selects; a redirect is not asked again.
    mutating func requestSelection(of id: TabID, source: TabBarSelectionSource, into effects: inout [TabBarEffect]) {
        guard knownDestination(id, into: &effects) else { return }
        guard isSelectable(id) else {
            effects.append(.diagnostic(TabBarDiagnostic("notSelectable", "\"\(id)\" is disabled or hidden")))
            return
        }
        guard id != state.selected else { return }
        switch selectionPolicy.decide(.init(from: state.selected, to: id, source: source)) {
        case .allow:
            select(id, source: source, into: &effects)
        case .deny(let reason):
            effects.append(.selectionDenied(id, reason: reason))
        case .redirect(let target):
            guard isSelectable(target) else {
                effects.append(.diagnostic(TabBarDiagnostic("invalidRedirect", "the policy redirected to \"\(target)\", which cannot be selected")))
                return
            }
            if target != state.selected { select(target, source: source, into: &effects) }
        }
    }

    /// Selects a tab the caller has checked; records history unless going back through it.
    mutating func select(_ id: TabID, source: TabBarSelectionSource, recordHistory: Bool = true, into effects: inout [TabBarEffect]) {
        let previous = state.selected
        state.history.removeAll { $0 == id }
        if recordHistory {
            state.history.removeAll { $0 == previous }
            state.history.append(previous)
        }
        state.selected = id
        state.visibilityReasons.scrolledDown = false
        if let open = state.openMenu {
            state.openMenu = nil
            effects.append(.actionMenuChanged(open, isOpen: false))
        }
        let lifecycle = state.lifecycle.activate(id)
        if let mounted = lifecycle.mounted { effects.append(.mount(mounted)) }
        effects.append(.selectionChanged(from: previous, to: id, source: source))
        effects += lifecycle.unmounted.map(TabBarEffect.unmount)
        if source == .tap || source == .swipe || source == .keyboard, let haptic = configuration.behavior.haptics.selection {
            effects.append(.haptic(haptic))
        }
        let selectedTab = tab(id)
        effects.append(.analytics(screen: selectedTab.screenName, tab: id))
        if source.isAnnounced { effects.append(.announce(selectionAnnouncement(for: selectedTab))) }
        effects.append(.focusContent(id))
    }

    /// "Activity, tab 4 of 5": what VoiceOver hears when selection changes without a tap.
    func selectionAnnouncement(for tab: TabBarKitItem) -> String {
        let (position, count) = visiblePosition(of: tab.id)
        return phrases.phrase(TabBarPhrases.Key.selectionAnnouncement, .text(tab.spokenLabel), .number(position), .number(count))
    }

    mutating func swipe(_ direction: TabBarSwipeDirection, into effects: inout [TabBarEffect]) {
        guard configuration.behavior.swipeToSwitch else { return }
        if let open = state.openMenu {
            state.openMenu = nil
            effects.append(.actionMenuChanged(open, isOpen: false))
            return
        }
        let forward = (direction == .left) == (layoutDirection == .leftToRight)
        guard let target = adjacentSelectable(to: state.selected, forward: forward) else { return }
        requestSelection(of: target, source: .swipe, into: &effects)
    }

    /// The first tab in the user's order that can be selected.
    var firstSelectable: TabID? { state.order.first(where: isSelectable) }

    /// The nearest selectable tab after (or before) `id` in the user's order.
    func adjacentSelectable(to id: TabID, forward: Bool) -> TabID? {
        guard let start = orderPosition[id] else { return nil }
        var i = start
        while true {
            i += forward ? 1 : -1
            guard state.order.indices.contains(i) else { return nil }
            if isSelectable(state.order[i]) { return state.order[i] }
        }
    }

    mutating func back(into effects: inout [TabBarEffect]) {
        if let open = state.openMenu {
            state.openMenu = nil
            effects.append(.actionMenuChanged(open, isOpen: false))
            return
        }
        if !state.stack(state.selected).isEmpty {
            pop(state.selected, into: &effects)
            return
        }
        var target: TabID?
        var recordHistory = true
        switch configuration.behavior.back.kind {
        case .none:
            break
        case .initialTab:
            // The launch tab; when it cannot be selected (hidden, say), the first tab, as React Navigation
            // does when its initial route is missing.
            target = isSelectable(initialTab) ? initialTab : firstSelectable
        case .firstTab:
            target = firstSelectable
        case .order:
            target = adjacentSelectable(to: state.selected, forward: false)
        case .history:
            recordHistory = false
            while let last = state.history.popLast() {
                if isSelectable(last) && last != state.selected {
                    target = last
                    break
                }
            }
        }
        if target == state.selected { target = nil }
        guard let target else {
            effects.append(.backUnhandled)
            return
        }
        select(target, source: .back, recordHistory: recordHistory, into: &effects)
    }
}

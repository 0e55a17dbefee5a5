extension TabBarMachine {
    /// A tap on a tab of the bar, which shows with `visibility`.
    mutating func tap(_ id: TabID, visibility: TabBarVisibility, into effects: inout [TabBarEffect]) {
        refreshedByLastTap = nil
        guard let i = tabIndex[id] else {
            effects.append(.diagnostic(TabBarDiagnostic("unknownTab", "no tab has the id \"\(id)\"")))
            return
        }
        let tapped = configuration.tabs[i]
        guard tapped.isEnabled else { return }
        guard state.visiblePosition(of: id) != nil else {
            // A tap can only land on an item of the bar; a tab the user hid keeps today's silence.
            if !state.hidden.contains(id) {
                effects.append(.diagnostic(TabBarDiagnostic("notInBar", "\"\(id)\" has no item in the bar; the tap is ignored")))
            }
            return
        }
        guard visibility != .hidden else {
            // A hidden bar takes no taps (one that arrives while it animates away is dropped), as React Navigation's.
            effects.append(.diagnostic(TabBarDiagnostic("barHidden", "the bar is hidden; the tap on \"\(id)\" is ignored")))
            return
        }
        // The open menu's scrim takes the tap: it only dismisses the menu.
        if closeOpenMenu(into: &effects) { return }
        if id == state.selected, visibility == .minimized {
            // The minimised bar shows only the selected tab: a tap there brings the bar back, as iOS 26's does.
            state.visibilityReasons.scrolledDown = false
            return
        }
        if tapped.role == .action {
            tapAction(tapped, into: &effects)
            return
        }
        if id == state.selected {
            reselect(tapped, into: &effects)
            if effects.contains(.refresh(id)) { refreshedByLastTap = id }
        } else {
            requestSelection(of: id, source: .tap, into: &effects)
        }
    }

    /// An action's tap (in the bar or on its sidebar row): it presents, or fans out its menu.
    mutating func tapAction(_ action: TabBarKitItem, into effects: inout [TabBarEffect]) {
        if let haptic = configuration.behavior.haptics.action { effects.append(.haptic(haptic)) }
        if action.menu.isEmpty || configuration.behavior.actionTap == .presents {
            effects.append(.presentAction(action.id, item: nil))
        } else {
            state.openMenu = action.id
            effects.append(.actionMenuChanged(action.id, isOpen: true))
        }
    }

    /// The selected tab tapped again: the next stage of its reselect chain that has something to do.
    mutating func reselect(_ tab: TabBarKitItem, into effects: inout [TabBarEffect]) {
        let policy = tab.reselect ?? configuration.behavior.reselect
        guard let stage = nextReselectStage(of: tab.id, in: policy.stages) else { return }
        perform([stage], on: tab.id, into: &effects)
        if let haptic = configuration.behavior.haptics.reselect { effects.append(.haptic(haptic)) }
    }

    /// The first stage of `stages` with something to do: popping needs a stack; scrolling is skipped while the
    /// content is known to be at its top (the last reselect scrolled it and nothing moved it since: see
    /// ``hostReportsScrolling``), unless it is the chain's last stage (it then repeats, as the platform's scroll to
    /// top does); refreshing always applies.
    func nextReselectStage(of id: TabID, in stages: [TabBarReselectStage]) -> TabBarReselectStage? {
        let atRoot = state.stack(id).isEmpty
        let atTop = state.scrolledToTop.contains(id)
        for (index, stage) in stages.enumerated() {
            switch stage.kind {
            case .popToRoot where !atRoot: return stage
            case .scrollToTop where !atTop || index == stages.count - 1: return stage
            case .refresh: return stage
            default: continue
            }
        }
        return nil
    }

    /// Performs reselect stages on a tab, in chain order (a pop only when there is a stack).
    mutating func perform(_ stages: [TabBarReselectStage], on id: TabID, into effects: inout [TabBarEffect]) {
        var scrolled = false
        for stage in stages {
            switch stage.kind {
            case .popToRoot:
                guard !state.stack(id).isEmpty else { continue }
                state.stacks[id] = nil
                effects.append(.popToRoot(id))
            case .scrollToTop:
                // Known at its top until the host reports a scroll down (or, in a host that reports none, until the
                // core sees anything that may have moved it: `handle(_:)`).
                state.scrolledToTop.insert(id)
                effects.append(.scrollToTop(id))
                scrolled = true
            case .refresh:
                // A host without scroll reports cannot see where the content is (the user may have scrolled down
                // since the scroll stage, or the chain has none): the refresh scrolls to the top first, where a
                // pull-to-refresh begins (nothing moves at the top; the refresh control's spinner comes into view).
                if !hostReportsScrolling, !scrolled { effects.append(.scrollToTop(id)) }
                effects.append(.refresh(id))
            }
        }
    }

    /// A double tap: on the selected tab, the policy's double-tap stages all at once (a reselect when it has
    /// none); anywhere else, a tap (the first tap of the two already selected the tab, or did nothing). The first
    /// tap has already reselected: when it refreshed, the double tap does not refresh again (one gesture, one refresh).
    mutating func doubleTap(_ id: TabID, visibility: TabBarVisibility, into effects: inout [TabBarEffect]) {
        let firstTapRefreshed = refreshedByLastTap == id
        refreshedByLastTap = nil
        guard id == state.selected, visibility == .visible, state.openMenu == nil, isInBar(id),
            var stages = (tab(id).reselect ?? configuration.behavior.reselect).doubleTap
        else {
            tap(id, visibility: visibility, into: &effects)
            return
        }
        if firstTapRefreshed { stages.removeAll { $0 == .refresh } }
        let count = effects.count
        perform(stages, on: id, into: &effects)
        if effects.count > count, let haptic = configuration.behavior.haptics.reselect { effects.append(.haptic(haptic)) }
    }

    /// Asks the selection policy, then selects; a redirect is not asked again.
    mutating func requestSelection(of id: TabID, source: TabBarSelectionSource, into effects: inout [TabBarEffect]) {
        guard knownDestination(id, into: &effects) else { return }
        guard isSelectable(id) else {
            effects.append(.diagnostic(TabBarDiagnostic("notSelectable", "\"\(id)\" is disabled")))
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
        recordVisit(leaving: previous, for: id, recordHistory: recordHistory)
        state.selected = id
        state.visibilityReasons.scrolledDown = false
        closeOpenMenu(into: &effects)
        let lifecycle = state.lifecycle.activate(id)
        if let mounted = lifecycle.mounted { effects.append(.mount(mounted)) }
        effects.append(.selectionChanged(from: previous, to: id, source: source))
        searchSelectionChanged(from: previous, to: id, into: &effects)
        // React Navigation's `popToTopOnBlur`: the tab left behind goes back to its root.
        if previous != id, popsToTopOnBlur(previous), !state.stack(previous).isEmpty {
            state.stacks[previous] = nil
            effects.append(.popToRoot(previous))
        }
        state.scrolledToTop.subtract(lifecycle.unmounted)
        effects += lifecycle.unmounted.map(TabBarEffect.unmount)
        if source == .tap || source == .swipe || source == .keyboard || source == .systemBar, let haptic = configuration.behavior.haptics.selection {
            effects.append(.haptic(haptic))
        }
        let selectedTab = tab(id)
        effects.append(.analytics(screen: selectedTab.screenName, tab: id))
        if source.isAnnounced { effects.append(.announce(selectionAnnouncement(for: selectedTab))) }
        effects.append(.focusContent(id))
    }

    /// Keeps the back history as the back behaviour reads it when the selection moves from `previous` to `id`.
    ///
    /// `fullHistory` records every visit (a tab visited twice is there twice, never twice in a row, at most
    /// ``TabBarConfigurationLimits/maximumHistoryLength`` of them); the others keep each tab once, the newly
    /// selected tab left out.
    mutating func recordVisit(leaving previous: TabID, for id: TabID, recordHistory: Bool) {
        guard configuration.behavior.back == .fullHistory else {
            state.history.removeAll { $0 == id }
            if recordHistory {
                state.history.removeAll { $0 == previous }
                state.history.append(previous)
            }
            return
        }
        if recordHistory {
            if state.history.last != previous { state.history.append(previous) }
            let excess = state.history.count - TabBarConfigurationLimits.maximumHistoryLength
            if excess > 0 { state.history.removeFirst(excess) }
        } else if state.history.last == id {
            state.history.removeLast()
        }
    }

    /// Whether leaving `id` pops its stack: the tab's own setting, else the behaviour's.
    func popsToTopOnBlur(_ id: TabID) -> Bool {
        tab(id).popToTopOnBlur ?? configuration.behavior.popToTopOnBlur
    }

    /// "Activity, tab 4 of 5": what VoiceOver hears when selection changes without a tap; "Settings, not in the
    /// tab bar" for a tab without an item in the bar.
    func selectionAnnouncement(for tab: TabBarKitItem) -> String {
        guard let (position, count) = visiblePosition(of: tab.id) else {
            return phrases.phrase(TabBarPhrases.Key.selectionOutsideBar, .text(tab.spokenLabel))
        }
        return phrases.phrase(TabBarPhrases.Key.selectionAnnouncement, .text(tab.spokenLabel), .number(position), .number(count))
    }

    mutating func swipe(_ direction: TabBarSwipeDirection, into effects: inout [TabBarEffect]) {
        guard configuration.behavior.swipeToSwitch else { return }
        if closeOpenMenu(into: &effects) { return }
        let forward = (direction == .left) == (layoutDirection == .leftToRight)
        guard let target = adjacentInBar(to: state.selected, forward: forward) else { return }
        requestSelection(of: target, source: .swipe, into: &effects)
    }

    /// The first tab in the user's order back may go to.
    var firstBackTarget: TabID? { state.order.first(where: isBackTarget) }

    /// The nearest selectable tab after (or before) `id` in the bar; `nil` when `id` has no item in the bar.
    func adjacentInBar(to id: TabID, forward: Bool) -> TabID? {
        guard let start = state.visiblePosition(of: id) else { return nil }
        let bar = state.visibleOrder
        var i = start
        while true {
            i += forward ? 1 : -1
            guard bar.indices.contains(i) else { return nil }
            if isSelectable(bar[i]) { return bar[i] }
        }
    }

    /// The nearest tab back may go to before `id` in the user's order.
    func previousBackTarget(before id: TabID) -> TabID? {
        guard let start = orderPosition[id] else { return nil }
        return state.order[..<start].last(where: isBackTarget)
    }

    mutating func back(into effects: inout [TabBarEffect]) {
        if closeOpenMenu(into: &effects) { return }
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
            target = isBackTarget(initialTab) ? initialTab : firstBackTarget
        case .firstTab:
            target = firstBackTarget
        case .order:
            target = previousBackTarget(before: state.selected)
        case .history, .fullHistory:
            recordHistory = false
            while let last = state.history.popLast() {
                if isBackTarget(last) && last != state.selected {
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

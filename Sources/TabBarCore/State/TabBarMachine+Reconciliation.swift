extension TabBarMachine {
    /// Why a state is being reconciled with the configuration: a snapshot was restored, or the app applied a new configuration.
    enum Reconciliation {
        case restore
        case configuration

        /// The diagnostic code its repairs are reported with.
        var code: String {
            switch self {
            case .restore: "restoreRepaired"
            case .configuration: "configurationRepaired"
            }
        }

        /// The source of the selection change when the selected tab cannot stay selected.
        var source: TabBarSelectionSource {
            switch self {
            case .restore: .restore
            case .configuration: .configuration
            }
        }
    }

    /// Makes `saved` current under this machine's configuration, keeping everything the configuration still has
    /// and repairing the rest; one mechanism for restoring a snapshot and for applying a new configuration.
    ///
    /// - Order: a customised order is kept, each tab new to it placed beside its neighbours in the configuration;
    ///   an order that is not customised becomes the configuration's.
    /// - Selection: kept when it can still be selected; otherwise the most recently visited tab that can, else the first.
    /// - History, stacks, scroll positions, badges, hidden tabs, live tabs and the open menu: kept where their tab
    ///   still exists (and is still a destination, for those that need one); a tab new to the state shows its
    ///   configured badge.
    ///
    /// `previous` is the state the host shows now: the effects take the host from it to the new state.
    mutating func adopt(
        _ saved: TabBarState, replacing previous: TabBarState, reason: Reconciliation, previousConfiguration: TabBarConfiguration? = nil,
        into effects: inout [TabBarEffect]
    ) {
        var repairs: [String] = []
        let index = tabIndex
        let tabs = configuration.tabs
        let known = { (id: TabID) in index[id] != nil }
        let destination = { (id: TabID) in index[id].map { tabs[$0].role.isSelectable } ?? false }

        let ordered = reconciledOrder(saved.order, customized: saved.isOrderCustomized, repairs: &repairs)
        var hidden = saved.hidden.filter(known)
        if hidden.count != saved.hidden.count { repairs.append("dropped unknown hidden tabs") }
        let barTabs = hidden.filter { tab($0).placement.canBeInBar }
        if barTabs.count != hidden.count {
            hidden = barTabs
            repairs.append("dropped hidden tabs that are never in the bar")
        }
        let hideable = hidden.filter { tab($0).allowsHiding }
        if hideable.count != hidden.count {
            hidden = hideable
            repairs.append("showing tabs that cannot be hidden")
        }
        // An optional tab the saved state never knew starts out of the bar, as it does at launch.
        let mentioned = saved.mentionedTabs
        for tab in tabs where tab.placement == .optional && !mentioned.contains(tab.id) { hidden.insert(tab.id) }
        if !barKeepsDestination(hiding: hidden) {
            hidden = []
            repairs.append("every destination was hidden; showing all tabs")
        }

        var stacks: [TabID: [TabBarRoute]] = [:]
        for (id, stack) in saved.stacks.sorted(by: { $0.key < $1.key }) {  // sorted: repairs are reported in a stable order
            guard destination(id) else {
                repairs.append("dropped the stack of unknown tab \"\(id)\"")
                continue
            }
            if stack.count > TabBarConfigurationLimits.maximumStackDepth {
                repairs.append("cut the stack of \"\(id)\" to \(TabBarConfigurationLimits.maximumStackDepth) routes")
            }
            if !stack.isEmpty { stacks[id] = Array(stack.prefix(TabBarConfigurationLimits.maximumStackDepth)) }
        }
        let scrollPositions = saved.scrollPositions.filter { destination($0.key) }
        let fullHistory = configuration.behavior.back == .fullHistory
        var historySeen: Set<TabID> = []
        // `fullHistory` keeps every visit (but never one tab twice in a row); the others each tab once.
        var history = saved.history.filter { destination($0) && (fullHistory || historySeen.insert($0).inserted) }
        if fullHistory {
            history = history.enumerated().filter { $0.offset == 0 || history[$0.offset - 1] != $0.element }.map(\.element)
            if history.count > TabBarConfigurationLimits.maximumHistoryLength {
                history.removeFirst(history.count - TabBarConfigurationLimits.maximumHistoryLength)
            }
        }
        var badges: [TabID: TabBarBadge] = [:]
        for (id, badge) in saved.badges.sorted(by: { $0.key < $1.key }) {
            if known(id) && badge.problems(at: "badge").isEmpty && badge != .none {
                badges[id] = badge
            } else if !known(id) || !badge.problems(at: "badge").isEmpty {
                repairs.append("dropped the badge of \"\(id)\"")
            }
        }
        for tab in tabs where !mentioned.contains(tab.id) && tab.badge != .none { badges[tab.id] = tab.badge }

        let placed = Self.placed(ordered, in: configuration)
        if placed != ordered && saved.isOrderCustomized { repairs.append("fixed and pinned tabs went back to the bar's edges") }
        state.order = placed
        state.isOrderCustomized = !placed.elementsEqual(Self.placed(configurationOrder, in: configuration))
        orderDidChange()
        state.hidden = hidden
        state.outOfBar = outOfBar(for: horizontalSizeClass)
        state.history = history
        var selected = saved.selected
        if !isSelectable(selected) {
            let fallback = replacementSelection(excluding: selected) ?? initialTab
            repairs.append("selection \"\(selected)\" cannot be selected; fell back to \"\(fallback)\"")
            selected = fallback
        }
        // A restore is a selection like any other: the host's policy decides it (a signed-out user does not relaunch
        // onto a gated tab). Restored state is asked once; a redirect is not asked again.
        var denied: TabBarEffect?
        if reason == .restore, selected != previous.selected {
            switch selectionPolicy.decide(.init(from: previous.selected, to: selected, source: .restore)) {
            case .allow:
                break
            case .deny(let why):
                denied = .selectionDenied(selected, reason: why)
                selected = isSelectable(previous.selected) ? previous.selected : replacementSelection(excluding: selected) ?? initialTab
            case .redirect(let target) where isSelectable(target):
                selected = target
            case .redirect(let target):
                repairs.append("the policy redirected the restored selection to \"\(target)\", which cannot be selected; kept \"\(selected)\"")
            }
        }
        // The selected tab is never in its own back history (React Navigation removes the focused route first); a
        // full history only ends with it when it was the visit before (the history never repeats a tab in a row).
        if fullHistory {
            while history.last == selected { history.removeLast() }
        } else {
            history.removeAll { $0 == selected }
        }
        var openMenu = saved.openMenu
        if let id = openMenu, !(known(id) && canHoldOpenMenu(id)) {
            openMenu = nil
            repairs.append("closed the menu of \"\(id)\"")
        }
        var sectionsCollapsed: [String: Bool] = [:]
        for section in configuration.sections {
            let savedValue = saved.sectionsCollapsed[section.id]
            if savedValue == true && !section.isCollapsible { repairs.append("expanded the section \"\(section.id)\", which cannot be collapsed") }
            sectionsCollapsed[section.id] = section.isCollapsible ? savedValue ?? section.isCollapsedByDefault : false
        }
        let unknownSections = Set(saved.sectionsCollapsed.keys).subtracting(sectionsCollapsed.keys)
        if !unknownSections.isEmpty {
            repairs.append("dropped the state of unknown sections " + unknownSections.sorted().map { "\"\($0)\"" }.joined(separator: ", "))
        }
        state.selected = selected
        state.stacks = stacks
        state.scrollPositions = scrollPositions
        state.history = history
        state.badges = badges
        state.openMenu = openMenu
        state.visibilityReasons = saved.visibilityReasons
        state.sectionsCollapsed = sectionsCollapsed
        state.lifecycle = TabLifecycle(
            pinned: configuration.behavior.pinned, maxLive: configuration.behavior.maxLiveTabs,
            restoring: saved.lifecycle.recency, selected: selected, isValid: destination)
        let lifecycle = state.lifecycle.change(from: previous.lifecycle.recency)
        // A content that stays live keeps its place; one created again starts from its saved position.
        state.scrolledToTop = saved.scrolledToTop.filter { destination($0) && state.lifecycle.isLive($0) }

        effects += repairs.map { .diagnostic(TabBarDiagnostic(reason.code, $0)) }
        if let denied { effects.append(denied) }
        effects += lifecycle.mounted.map(TabBarEffect.mount)
        for id in Set(previous.stacks.keys).union(stacks.keys).sorted() where previous.stack(id) != state.stack(id) && destination(id) {
            effects.append(.replaceStack(state.stack(id), on: id))
        }
        if previous.openMenu != openMenu, let closed = previous.openMenu {
            let wasAction = (previousConfiguration ?? configuration).tab(closed).map { $0.role == .action } ?? true
            effects.append(wasAction ? .actionMenuChanged(closed, isOpen: false) : .tabMenuChanged(closed, isOpen: false))
        }
        if let opened = openMenu, previous.openMenu != openMenu { effects.append(menuChanged(opened, isOpen: true)) }
        // A section the host already showed that now opens or closes (one new to it simply appears as it is).
        for section in configuration.sections
        where previous.sectionsCollapsed[section.id].map({ $0 != state.isSectionCollapsed(section.id) }) == true {
            effects.append(.sidebarSectionChanged(section.id, isCollapsed: state.isSectionCollapsed(section.id)))
        }
        if previous.selected != selected {
            effects.append(.selectionChanged(from: previous.selected, to: selected, source: reason.source))
            effects.append(.analytics(screen: tab(selected).screenName, tab: selected))
            if reason.source.isAnnounced { effects.append(.announce(selectionAnnouncement(for: tab(selected)))) }
            effects.append(.focusContent(selected))
        }
        effects += lifecycle.unmounted.map(TabBarEffect.unmount)
    }

    /// The configuration's order of tabs.
    var configurationOrder: [TabID] { configuration.tabs.map(\.id) }

    /// Whether a menu may be open on `id` in the current state: it has items and is enabled, and it shows where
    /// it is pressed (an action in the bar, a tab in the bar or the sidebar).
    func canHoldOpenMenu(_ id: TabID) -> Bool {
        let owner = tab(id)
        guard !owner.menu.isEmpty, owner.isEnabled else { return false }
        let inBar = state.visiblePosition(of: id) != nil
        return owner.role == .action ? inBar : inBar || owner.placement.isInSidebar
    }

    /// The order a restored or reconfigured state shows: the saved order when the user customised it (unknown and
    /// repeated tabs dropped, each tab missing from it placed beside its neighbours in the configuration), otherwise
    /// the configuration's.
    func reconciledOrder(_ saved: [TabID], customized: Bool, repairs: inout [String]) -> [TabID] {
        var seen: Set<TabID> = []
        let kept = saved.filter { tabIndex[$0] != nil && seen.insert($0).inserted }
        let dropped = saved.filter { tabIndex[$0] == nil }
        if !dropped.isEmpty { repairs.append("dropped unknown tabs \(Self.list(dropped)) from the order") }
        let configured = Self.placed(configurationOrder, in: configuration)
        let added = configured.filter { !seen.contains($0) }
        if !added.isEmpty { repairs.append("added new tabs \(Self.list(added)) to the order") }
        guard customized else {
            if kept != configured.filter(seen.contains) {
                repairs.append("the order was not customised; it follows the configuration's")
            }
            return configured
        }
        return Self.inserting(added, into: kept, following: configured)
    }

    /// `order` with each of `new` placed right after the nearest tab before it in `configured` that is already
    /// placed, or, when none is, right before the nearest one after it; with no neighbour placed at all, at the end.
    ///
    /// When `order` keeps the configuration's relative order, the result is the configuration's order.
    static func inserting(_ new: [TabID], into order: [TabID], following configured: [TabID]) -> [TabID] {
        guard !new.isEmpty else { return order }
        var result = order
        var placed = Set(order)
        let configuredIndex = Dictionary(uniqueKeysWithValues: configured.enumerated().map { ($1, $0) })
        for id in new {
            guard let at = configuredIndex[id] else { continue }
            var position = result.endIndex
            if let before = configured[..<at].last(where: placed.contains), let i = result.firstIndex(of: before) {
                position = i + 1
            } else if let after = configured[(at + 1)...].first(where: placed.contains), let i = result.firstIndex(of: after) {
                position = i
            }
            result.insert(id, at: position)
            placed.insert(id)
        }
        return result
    }

    /// The tab to select when `gone` can no longer be: the most recently visited tab that can be selected,
    /// else the first one in the user's order (React Navigation's rule when the focused route goes away).
    func replacementSelection(excluding gone: TabID) -> TabID? {
        state.history.last { $0 != gone && isBackTarget($0) }
            ?? state.visibleOrder.first { $0 != gone && isSelectable($0) }
            ?? state.order.first { $0 != gone && isBackTarget($0) }
    }
}

extension TabBarState {
    /// Every tab the state names anywhere: the tabs that existed when it was saved.
    var mentionedTabs: Set<TabID> {
        var ids = Set(order).union(hidden).union(history).union(lifecycle.recency)
        ids.formUnion(stacks.keys)
        ids.formUnion(badges.keys)
        ids.formUnion(scrollPositions.keys)
        ids.insert(selected)
        if let openMenu { ids.insert(openMenu) }
        return ids
    }
}

extension TabBarSelectionSource {
    /// Whether a selection from this source is announced to VoiceOver: the user did not see it happen under a finger,
    /// and it is not a restore (which puts back what the user left).
    var isAnnounced: Bool { !isDirectTouch && self != .restore }
}

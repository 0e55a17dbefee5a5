/// The bar's state machine: a value that takes events and returns the effects the host performs.
///
/// ```swift
/// let configuration = TabBarConfiguration(
///     tabs: [TabBarKitItem(id: "home", title: "Home"), TabBarKitItem(id: "activity", title: "Activity")], selected: "home")
/// var machine = try TabBarMachine(configuration: configuration)
/// let launch = machine.launchEffects  // mount the live tabs, log the first screen
/// let effects = machine.handle(.tabTapped("activity"))
/// // [.mount("activity"), .selectionChanged(from: "home", to: "activity", source: .tap), …]
/// ```
public struct TabBarMachine: Sendable {
    /// The validated configuration.
    public let configuration: TabBarConfiguration
    /// The current state.
    public internal(set) var state: TabBarState
    /// The host's say over selections.
    public var selectionPolicy: TabBarSelectionPolicy = .allowAll
    /// The templates of the announcements the machine composes (English unless the host gives translations).
    public var phrases: TabBarPhrases = .english
    /// The layout direction; right-to-left mirrors swipes.
    public internal(set) var layoutDirection: TabBarReadingDirection = .leftToRight

    /// The tab selected at launch; `back` with ``TabBarBackBehavior/initialTab`` returns to it.
    public let initialTab: TabID
    let router: TabBarDeepLinkRouter
    let tabIndex: [TabID: Int]
    let hideBarPatterns: [[Substring]]
    /// Each tab's index in `state.order`; rebuilt whenever the order changes (reorder, restore).
    var orderPosition: [TabID: Int]

    /// Creates a machine in its launch state; throws every configuration problem.
    public init(configuration: TabBarConfiguration) throws(TabBarConfigurationError) {
        try configuration.validate()
        self.configuration = configuration
        var index: [TabID: Int] = [:]
        for (i, tab) in configuration.tabs.enumerated() { index[tab.id] = i }
        tabIndex = index
        orderPosition = index
        do {
            router = try TabBarDeepLinkRouter(rules: configuration.routes)
        } catch {
            throw TabBarConfigurationError([TabBarInputIssue("routes", error.description)])
        }
        hideBarPatterns = configuration.behavior.hideBarRoutes.map { $0.split(separator: "/") }
        let fallback = configuration.tabs.first { $0.role.isSelectable && $0.isEnabled }?.id ?? configuration.tabs[0].id
        initialTab = configuration.selected ?? fallback
        var badges: [TabID: TabBarBadge] = [:]
        for tab in configuration.tabs where tab.badge != .none { badges[tab.id] = tab.badge }
        state = TabBarState(
            selected: initialTab,
            order: configuration.tabs.map(\.id),
            hidden: [],
            stacks: [:],
            scrollPositions: [:],
            history: [],
            badges: badges,
            lifecycle: TabLifecycle(
                pinned: configuration.behavior.pinned, maxLive: configuration.behavior.maxLiveTabs,
                selected: initialTab),
            openMenu: nil,
            visibilityReasons: TabBarVisibilityReasons())
    }

    /// What the host does at launch: create the live tabs and log the first screen (the selected tab's: a deep
    /// link or a restore before launch may have changed it).
    public var launchEffects: [TabBarEffect] {
        state.lifecycle.recency.map(TabBarEffect.mount)
            + [.analytics(screen: tab(state.selected).screenName, tab: state.selected)]
    }

    /// Handles one event and returns what the host must do, in order.
    public mutating func handle(_ event: TabBarEvent) -> [TabBarEffect] {
        let visibilityBefore = visibility
        var effects: [TabBarEffect] = []
        // One allocation that holds a selection's effects (mount, selection, haptic, analytics, announce, focus, …)
        // instead of growing the array two or three times.
        effects.reserveCapacity(8)
        switch event {
        case .tabTapped(let id): tap(id, visibility: visibilityBefore, into: &effects)
        case .selectionRequested(let id): requestSelection(of: id, source: .programmatic, into: &effects)
        case .actionMenuOpened(let id): openMenu(id, into: &effects)
        case .actionMenuItemChosen(let item): chooseMenuItem(item, into: &effects)
        case .actionMenuDismissed: dismissMenu(into: &effects)
        case .swiped(let direction): swipe(direction, into: &effects)
        case .backRequested: back(into: &effects)
        case .routePushed(let route, let id): push(route, on: id, into: &effects)
        case .routePopped(let id): pop(id, into: &effects)
        case .poppedToRoot(let id): popToRoot(id, into: &effects)
        case .deepLinkOpened(let url): openDeepLink(url, into: &effects)
        case .keyboardChanged(let shown): state.visibilityReasons.keyboardShown = shown
        case .contentScrolled(let direction):
            if configuration.behavior.minimizeOnScroll { state.visibilityReasons.scrolledDown = direction == .down }
        case .scrollPositionSaved(let token, let id):
            if knownDestination(id, into: &effects) { state.scrollPositions[id] = token }
        case .memoryWarning:
            effects += state.lifecycle.trim(keeping: state.selected).map(TabBarEffect.unmount)
        case .preloadRequested(let id): preload(id, into: &effects)
        case .badgesChanged(let updates): setBadges(updates, into: &effects)
        case .tabsReordered(let ids): reorder(ids, into: &effects)
        case .tabHidden(let id): hide(id, into: &effects)
        case .tabShown(let id): show(id, into: &effects)
        case .barHiddenChanged(let hidden): state.visibilityReasons.explicitlyHidden = hidden
        case .layoutDirectionChanged(let direction): layoutDirection = direction
        case .stateRestored(let saved): restore(saved, into: &effects)
        case .keyPressed(let key): keyPressed(key, into: &effects)
        }
        let visibilityAfter = visibility
        if visibilityAfter != visibilityBefore { effects.append(.visibilityChanged(visibilityAfter)) }
        return effects
    }

    /// The tab with the given id; callers have checked that it exists.
    func tab(_ id: TabID) -> TabBarKitItem {
        guard let i = tabIndex[id] else { return TabBarKitItem(id: id, title: id.rawValue) }
        return configuration.tabs[i]
    }

    /// Whether `id` is a tab that can be selected right now: known, not an action, enabled, visible.
    public func isSelectable(_ id: TabID) -> Bool {
        guard let i = tabIndex[id] else { return false }
        let tab = configuration.tabs[i]
        return tab.role.isSelectable && tab.isEnabled && !state.hidden.contains(id)
    }

    /// The tabs shown in the bar, in the user's order.
    ///
    /// - Complexity: O(1).
    public var visibleOrder: [TabID] { state.visibleOrder }

    /// The 1-based position of a visible tab among the visible tabs, and their count, without scanning the order.
    func visiblePosition(of id: TabID) -> (position: Int, count: Int) {
        let index = orderPosition[id] ?? 0
        let hiddenBefore = state.hidden.reduce(0) { $0 + ((orderPosition[$1] ?? 0) < index ? 1 : 0) }
        return (index - hiddenBefore + 1, state.order.count - state.hidden.count)
    }

    /// Rebuilds ``orderPosition`` after the order changed.
    mutating func orderDidChange() {
        orderPosition = Dictionary(uniqueKeysWithValues: state.order.enumerated().map { ($1, $0) })
    }

    /// Whether `id` is a known destination; records a diagnostic when it is not.
    func knownDestination(_ id: TabID, into effects: inout [TabBarEffect]) -> Bool {
        guard let i = tabIndex[id] else {
            effects.append(.diagnostic(TabBarDiagnostic("unknownTab", "no tab has the id \"\(id)\"")))
            return false
        }
        guard configuration.tabs[i].role.isSelectable else {
            effects.append(.diagnostic(TabBarDiagnostic("notADestination", "\"\(id)\" is an action and has no content")))
            return false
        }
        return true
    }
}

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
    /// Whether the host tells the machine when the content scrolls (``TabBarEvent/contentScrolled(_:)``), so a
    /// reselect skips the scroll stage while the content is known to be at its top. A host that never reports
    /// scrolling (the native style's system `TabView`) sets it to `false`: the core then holds a content at its top
    /// only from one reselect to the next, and forgets it when anything it sees may have moved it (another
    /// selection, a push or pop, a new width, a restore, a new configuration), so a chain scrolls once, then refreshes;
    /// its refresh stage scrolls to the top too, as the user may have scrolled the content since (unseen). A change of
    /// this flag forgets every content's top: what the core held was vouched for under the other rule.
    public var hostReportsScrolling = true {
        didSet { if hostReportsScrolling != oldValue { state.scrolledToTop.removeAll() } }
    }
    /// The layout direction; right-to-left mirrors swipes.
    public internal(set) var layoutDirection: TabBarReadingDirection = .leftToRight
    /// The horizontal size class the bar is shown in (``TabBarEvent/sizeClassChanged(_:)``): a compact bar
    /// shows only ``TabBarConfiguration/compactTabs``. Compact until the host says otherwise; not saved.
    public internal(set) var horizontalSizeClass: TabBarSizeClass = .compact
    /// Whether the bar lies off the bottom edge (``TabBarEvent/barOffBottomEdgeChanged(_:)``: iPad's top bar, a
    /// sidebar), where the keyboard, which rises from the bottom, does not hide it. Along the bottom until the host says
    /// otherwise; not saved.
    public internal(set) var isBarOffBottomEdge = false

    /// The tab selected at launch; `back` with ``TabBarBackBehavior/initialTab`` returns to it.
    public let initialTab: TabID
    let router: TabBarDeepLinkRouter
    let tabIndex: [TabID: Int]
    let hideBarPatterns: [[Substring]]
    /// Each tab's index in `state.order`; rebuilt whenever the order changes (reorder, restore).
    var orderPosition: [TabID: Int]
    /// The tab whose last tap reselected it with a refresh: a double tap that tap began refreshes no second time.
    var refreshedByLastTap: TabID?

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
        // Without a `selected`, the first enabled destination the compact bar starts with (validation makes sure
        // there is one), else the first enabled destination.
        let compact = configuration.compactTabs.map(Set.init)
        let fallback = configuration.tabs.first { tab in
            tab.role.isSelectable && tab.isEnabled && tab.placement.isInBarByDefault && compact.map { $0.contains(tab.id) } != false
        }?.id ?? configuration.tabs.first { $0.role.isSelectable && $0.isEnabled }?.id ?? configuration.tabs[0].id
        initialTab = configuration.selected ?? fallback
        var badges: [TabID: TabBarBadge] = [:]
        for tab in configuration.tabs where tab.badge != .none { badges[tab.id] = tab.badge }
        state = TabBarState(
            selected: initialTab,
            order: Self.placed(configuration.tabs.map(\.id), in: configuration),
            hidden: Set(configuration.tabs.filter { $0.placement == .optional }.map(\.id)),
            stacks: [:],
            scrollPositions: [:],
            history: [],
            badges: badges,
            lifecycle: TabLifecycle(
                pinned: configuration.behavior.pinned, maxLive: configuration.behavior.maxLiveTabs,
                selected: initialTab),
            openMenu: nil,
            visibilityReasons: TabBarVisibilityReasons(),
            sectionsCollapsed: Dictionary(configuration.sections.map { ($0.id, $0.isCollapsedByDefault) }, uniquingKeysWith: { a, _ in a }))
        orderPosition = Dictionary(state.order.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        state.outOfBar = outOfBar(for: horizontalSizeClass)
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
        let selectedBefore = state.selected
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
        case .contentReachedEnd: state.visibilityReasons.scrolledDown = false
        case .contentScrolled(let direction):
            scrolled(direction)
            // The content left its top: the next reselect scrolls back before it refreshes.
            if direction == .down { state.scrolledToTop.remove(state.selected) }
        case .scrollPositionSaved(let token, let id):
            if knownDestination(id, into: &effects) { state.scrollPositions[id] = token }
        case .memoryWarning:
            let released = state.lifecycle.trim(keeping: state.selected)
            state.scrolledToTop.subtract(released)
            effects += released.map(TabBarEffect.unmount)
        case .preloadRequested(let id): preload(id, into: &effects)
        case .badgesChanged(let updates): setBadges(updates, into: &effects)
        case .tabsReordered(let ids): reorder(ids, into: &effects)
        case .tabHidden(let id): hide(id, into: &effects)
        case .tabShown(let id): show(id, into: &effects)
        case .barHiddenChanged(let hidden): state.visibilityReasons.explicitlyHidden = hidden
        case .barOffBottomEdgeChanged(let atTop): isBarOffBottomEdge = atTop
        case .layoutDirectionChanged(let direction): layoutDirection = direction
        case .stateRestored(let saved): restore(saved, into: &effects)
        case .keyPressed(let key): keyPressed(key, into: &effects)
        case .tabLongPressed(let id): longPress(id, into: &effects)
        case .tabDoubleTapped(let id): doubleTap(id, visibility: visibilityBefore, into: &effects)
        case .sidebarItemSelected(let id): selectFromSidebar(id, into: &effects)
        case .systemBarTabSelected(let id):
            // The selected tab's item again: a reselect, whatever the core's own bar shows.
            if id == state.selected, let i = tabIndex[id] { reselect(configuration.tabs[i], into: &effects) } else { requestSelection(of: id, source: .systemBar, into: &effects) }
        case .sidebarSectionCollapsed(let id): setSection(id, collapsed: true, into: &effects)
        case .sidebarSectionExpanded(let id): setSection(id, collapsed: false, into: &effects)
        case .sidebarActionChosen(let action, let section): chooseSidebarAction(action, in: section, into: &effects)
        case .searchDismissed: dismissSearch(into: &effects)
        case .sidebarToggled:
            state.isSidebarExpanded.toggle()
            effects.append(.sidebarExpansionChanged(isExpanded: state.isSidebarExpanded))
        case .sizeClassChanged(let sizeClass):
            horizontalSizeClass = sizeClass
            state.outOfBar = outOfBar(for: sizeClass)
        }
        if !hostReportsScrolling, !state.scrolledToTop.isEmpty, state.selected != selectedBefore || event.mayMoveContent {
            // Nothing tells this core how the content moved since: the next reselect scrolls again.
            state.scrolledToTop.removeAll()
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

    /// Whether `id` is a tab that can be selected right now by code, a deep link or the sidebar: known, not an
    /// action, enabled. It need not have an item in the bar (see ``isInBar(_:)``): a tab the configuration keeps
    /// out of the bar, or one the user hid, can still be selected, as UIKit's hidden tabs and React Navigation's
    /// `tabBarItemHidden` screens can.
    public func isSelectable(_ id: TabID) -> Bool {
        guard let i = tabIndex[id] else { return false }
        let tab = configuration.tabs[i]
        return tab.role.isSelectable && tab.isEnabled
    }

    /// Whether `id` can be selected and has an item in the bar now: what the bar's own gestures (a tap, a swipe,
    /// the arrow keys, Command-1…9) can reach.
    ///
    /// - Complexity: O(1).
    public func isInBar(_ id: TabID) -> Bool { isSelectable(id) && state.visiblePosition(of: id) != nil }

    /// Whether back may return to `id`: it can be selected and the user has not hidden it (back never brings back
    /// a tab the user took out of the bar; a tab the configuration keeps out of the bar is returned to, as React
    /// Navigation returns to its hidden screens).
    func isBackTarget(_ id: TabID) -> Bool { isSelectable(id) && !state.hidden.contains(id) }

    /// The tabs shown in the bar, in the user's order.
    ///
    /// - Complexity: O(1).
    public var visibleOrder: [TabID] { state.visibleOrder }

    /// The 1-based position of a tab among the tabs in the bar, and their count, or `nil` when it has no item there.
    ///
    /// - Complexity: O(1).
    func visiblePosition(of id: TabID) -> (position: Int, count: Int)? {
        state.visiblePosition(of: id).map { ($0 + 1, state.visibleOrder.count) }
    }

    /// The tabs the configuration keeps out of the bar in a size class: `sidebarOnly` and `hidden` placements, and
    /// in a compact width the tabs outside ``TabBarConfiguration/compactTabs``.
    func outOfBar(for sizeClass: TabBarSizeClass) -> Set<TabID> {
        let compact = sizeClass == .compact ? configuration.compactTabs.map(Set.init) : nil
        return Set(configuration.tabs.lazy.filter { tab in
            !tab.placement.canBeInBar || compact.map { !$0.contains(tab.id) } == true
        }.map(\.id))
    }

    /// `order` with the fixed tabs first and the pinned ones last (each in the configuration's order), as their
    /// placements put them; the other tabs keep their order.
    static func placed(_ order: [TabID], in configuration: TabBarConfiguration) -> [TabID] {
        let placement = { (id: TabID) in configuration.tab(id)?.placement ?? .automatic }
        guard order.contains(where: { !placement($0).isUserMovable }) else { return order }
        let fixed = configuration.tabs.filter { $0.placement == .fixed && order.contains($0.id) }.map(\.id)
        let pinned = configuration.tabs.filter { $0.placement == .pinned && order.contains($0.id) }.map(\.id)
        return fixed + order.filter { placement($0).isUserMovable } + pinned
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

extension TabBarEvent {
    /// Whether the event may move a tab's content away from its top without a scroll report: a screen pushed or
    /// popped, a deep link, a new width, a restored state (a host without scroll reports forgets the content's top).
    var mayMoveContent: Bool {
        switch self {
        case .routePushed, .routePopped, .poppedToRoot, .deepLinkOpened, .sizeClassChanged, .stateRestored, .backRequested: true
        default: false
        }
    }
}

import TabBarCore

/// A store whose ids are the app's own types: tabs are cases of `Tab`, menu choices cases of `Menu`, and
/// the centre action is declared beside the tabs. A misspelt tab, a foreign enum or selecting the action
/// does not compile.
///
/// ```swift
/// enum MailTab: String, TabRepresentable {
///     case inbox, settings
///     var tab: TabBarKitItem { TabBarKitItem(id: TabID(rawValue), title: rawValue.capitalized) }
/// }
/// let store = try TypedTabBarStore(MailTab.self, selected: .inbox,
///     action: TabBarCenterAction(id: "compose", title: "Compose", icon: "plus"))
/// store.select(.settings)
/// store.setBadge(.count(3), on: .inbox)
/// ```
///
/// Hiding, reordering, deep links and snapshots are typed here too. ``store`` is the untyped store the
/// containers and the presenter share: reach for it only for raw events and a new configuration.
@MainActor
public final class TypedTabBarStore<Tab: TabRepresentable, Menu: TabBarActionMenuRepresentable> {
    /// The untyped store underneath (the containers, presenter and JSON-configured code use it): string ids,
    /// so a typed app needs it only for raw events (`send`) and a new configuration (`apply`).
    public let store: TabBarKitStore
    /// The centre action, if the bar has one.
    public let action: TabBarCenterAction<Menu>?
    private let fallback: Tab

    /// Creates a store with one tab per case of `Tab`, an optional centre action, and deep-link rules
    /// naming `Tab`'s cases; throws every configuration problem.
    public init(
        _ tabs: Tab.Type, selected: Tab? = nil, action: TabBarCenterAction<Menu>?,
        behavior: TabBarBehavior = TabBarBehavior(), routes: [TabBarTypedRouteRule<Tab>] = [],
        perform: @escaping TabBarKitStore.Performer = { _ in }
    ) throws(TabBarConfigurationError) {
        guard let first = selected ?? Tab.allCases.first else {
            throw TabBarConfigurationError([TabBarInputIssue("tabs", "the tab enum has no cases")])
        }
        if let problem = Tab.actionCaseProblem { throw problem }
        store = try TabBarKitStore(
            configuration: TabBarConfiguration(tabs, selected: selected, action: action, behavior: behavior, routes: routes), perform: perform)
        self.action = action
        fallback = first
    }

    /// The app's performer; it receives every effect, in order (see ``TabBarKitStore/perform``).
    public var perform: TabBarKitStore.Performer {
        get { store.perform }
        set { store.perform = newValue }
    }

    /// The selected tab. Setting it requests the selection, which ``shouldSelect`` may deny or redirect.
    public var selection: Tab {
        get { Tab(tabID: store.state.selected) ?? fallback }
        set { select(newValue) }
    }

    /// Requests a tab's selection (``shouldSelect`` may deny or redirect it); returns the effects.
    @discardableResult
    public func select(_ tab: Tab) -> [TabBarEffect] { store.send(.selectionRequested(tab.tabID)) }

    /// Whether a tab is selected.
    public func isSelected(_ tab: Tab) -> Bool { store.state.selected == tab.tabID }

    /// Creates a tab's content without selecting it, within the live-tab cap.
    @discardableResult
    public func preload(_ tab: Tab) -> [TabBarEffect] { store.preload(tab.tabID) }

    /// A tab's stack as the app's typed routes (stored routes of another type are left out).
    public func path<R: TabBarRouteRepresentable>(of tab: Tab, as type: R.Type = R.self) -> [R] { store.path(of: tab.tabID, as: type) }

    /// Pushes a typed route on a tab's stack.
    @discardableResult
    public func push<R: TabBarRouteRepresentable>(_ route: R, on tab: Tab) -> [TabBarEffect] { store.push(route, on: tab.tabID) }

    /// Moves a tab's stack to typed routes (a typed `NavigationStack` path changed).
    @discardableResult
    public func setPath<R: TabBarRouteRepresentable>(_ routes: [R], of tab: Tab) -> [TabBarEffect] { store.setPath(routes, of: tab.tabID) }

    /// Pops a tab's stack to its root.
    @discardableResult
    public func popToRoot(_ tab: Tab) -> [TabBarEffect] { store.send(.poppedToRoot(tab.tabID)) }

    /// A tab's badge.
    public func badge(of tab: Tab) -> TabBarBadge { store.state.badge(tab.tabID) }

    /// Sets a tab's badge (`.count(3)`, `.dot`, `.text("New")`, `.none`).
    @discardableResult
    public func setBadge(_ badge: TabBarBadge, on tab: Tab) -> [TabBarEffect] { store.send(.badgeSet(badge, on: tab.tabID)) }

    /// Hides a hideable tab from the bar (the user's choice, kept in snapshots), or shows it again.
    @discardableResult
    public func setHidden(_ hidden: Bool, _ tab: Tab) -> [TabBarEffect] { store.send(hidden ? .tabHidden(tab.tabID) : .tabShown(tab.tabID)) }

    /// Whether a tab is hidden from the bar.
    public func isHidden(_ tab: Tab) -> Bool { store.state.hidden.contains(tab.tabID) }

    /// Puts the tabs in the user's order (missing tabs keep their place after the given ones).
    @discardableResult
    public func reorder(_ tabs: [Tab]) -> [TabBarEffect] { store.send(.tabsReordered(tabs.map(\.tabID))) }

    /// The tabs in the bar's order, hidden ones left out.
    public var visibleTabs: [Tab] { store.machine.visibleOrder.compactMap(Tab.init(tabID:)) }

    /// Opens a deep link through the configuration's route rules (`TabBarTypedRouteRule`).
    @discardableResult
    public func open(_ url: String) -> [TabBarEffect] { store.send(.deepLinkOpened(url)) }

    /// The state to save (selection, stacks, badges, order, scroll positions) as the core's snapshot JSON.
    public func snapshotJSON() -> String { store.snapshotJSON() }

    /// Restores a saved snapshot; what no longer exists is dropped with a diagnostic effect, never a crash.
    @discardableResult
    public func restore(json text: String) -> [TabBarEffect] { store.restore(json: text) }

    /// Decides each selection on the main actor with the app's own tabs: allow, deny with a reason, or
    /// redirect to another tab (a paywall). `nil` allows everything.
    ///
    /// ```swift
    /// let store = try TypedTabBarStore(MailTab.self, selected: .inbox)
    /// store.shouldSelect = { from, to in
    ///     to == .premium && !account.isSubscribed ? .redirect(to: .paywall) : .allow
    /// }
    /// ```
    public var shouldSelect: (@MainActor (_ from: Tab, _ to: Tab) -> TabBarTypedSelectionDecision<Tab>)? {
        didSet {
            guard let decide = shouldSelect else {
                store.shouldSelect = nil
                return
            }
            store.shouldSelect = { request in
                // A request naming something outside the enum (a restored id) is left to the core.
                guard let from = Tab(tabID: request.from), let to = Tab(tabID: request.to) else { return .allow }
                return decide(from, to).decision
            }
        }
    }

    /// The tab an effect concerns, as a case of `Tab` (`nil` for the action or an id outside the enum).
    public func tab(_ id: TabID) -> Tab? { Tab(tabID: id) }

    /// The menu choice of a `presentAction` effect (`nil` for another effect or a direct presentation).
    public func choice(in effect: TabBarEffect) -> Menu? {
        guard case .presentAction(_, let item) = effect else { return nil }
        return item.flatMap(Menu.init(menuItemID:))
    }
}

extension TypedTabBarStore where Menu == TabBarNoActionMenu {
    /// Creates a store with one tab per case of `Tab` and no centre action.
    public convenience init(
        _ tabs: Tab.Type, selected: Tab? = nil, behavior: TabBarBehavior = TabBarBehavior(), routes: [TabBarTypedRouteRule<Tab>] = [],
        perform: @escaping TabBarKitStore.Performer = { _ in }
    ) throws(TabBarConfigurationError) {
        try self.init(tabs, selected: selected, action: nil, behavior: behavior, routes: routes, perform: perform)
    }
}

/// The app's answer to a typed selection request.
public enum TabBarTypedSelectionDecision<Tab: TabRepresentable>: Hashable, Sendable {
    /// Let the selection happen.
    case allow
    /// Refuse it; the reason is reported in a diagnostic.
    case deny(reason: String)
    /// Select another of the app's tabs instead (a paywall, a sign-in tab).
    case redirect(to: Tab)

    /// The core's decision.
    public var decision: TabBarSelectionPolicy.Decision {
        switch self {
        case .allow: .allow
        case .deny(let reason): .deny(reason: reason)
        case .redirect(let tab): .redirect(to: tab.tabID)
        }
    }
}

#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

/// A ``TabBarKitController`` whose tabs are the cases of the app's enum and whose centre action is declared
/// beside them: factories receive the enum's cases, and `select`, `push`, `setBadge` and `selection` take them.
///
/// ```swift
/// let tabs = try TypedTabBarController(MailTab.self, selected: .inbox,
///     action: TabBarCenterAction(id: "compose", title: "New", icon: "square.and.pencil"),
///     root: { tab in MailboxViewController(tab: tab) },
///     route: { route, tab in MessageViewController(route: route) })
/// tabs.setBadge(.count(3), on: .inbox)
/// ```
@MainActor
open class TypedTabBarController<Tab: TabRepresentable, Menu: TabBarActionMenuRepresentable>: TabBarKitController {
    /// The centre action, if the bar has one.
    public let action: TabBarCenterAction<Menu>?

    /// Creates a container with one tab per case of `Tab`; throws every configuration problem (a case with
    /// the action role among them: declare the action as `action`).
    public init(
        _ tabs: Tab.Type, selected: Tab? = nil, action: TabBarCenterAction<Menu>?, behavior: TabBarBehavior = TabBarBehavior(),
        routes: [TabBarTypedRouteRule<Tab>] = [], theme: TabBarTheme = .system, transition: TabBarContentTransitionStyle = .crossDissolve,
        root: @escaping @MainActor (Tab) -> UIViewController, route: @escaping @MainActor (TabBarRoute, Tab) -> UIViewController
    ) throws(TabBarConfigurationError) {
        if let problem = Tab.actionCaseProblem { throw problem }
        self.action = action
        try super.init(
            configuration: TabBarConfiguration(tabs, selected: selected, action: action, behavior: behavior, routes: routes),
            theme: theme, transition: transition,
            root: { id in Tab(tabID: id).map(root) ?? UIViewController() },
            route: { path, id in Tab(tabID: id).map { route(path, $0) } ?? UIViewController() })
    }

    /// Not available: the container is made in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }

    /// The selected tab as a case of `Tab`.
    public var selection: Tab? { Tab(tabID: selectedTab) }

    /// Selects a tab in code (the delegate may still veto it).
    public func select(_ tab: Tab) { select(tab.tabID) }

    /// Pushes a typed route on a tab's stack.
    public func push<R: TabBarRouteRepresentable>(_ route: R, on tab: Tab) { push(route.route, on: tab.tabID) }

    /// Pushes a stored route on a tab's stack.
    public func push(_ route: TabBarRoute, on tab: Tab) { push(route, on: tab.tabID) }

    /// Sets a tab's badge (a child may also set its `tabBarItem.badgeValue`).
    public func setBadge(_ badge: TabBarBadge, on tab: Tab) { send(.badgeSet(badge, on: tab.tabID)) }

    /// Builds a tab's content ahead of its first selection.
    public func preload(_ tab: Tab) { preload(tab.tabID) }

    /// The menu choice an action call names, as a case of `Menu` (`nil` when the action presents directly).
    public func choice(_ item: String?) -> Menu? { item.flatMap(Menu.init(menuItemID:)) }
}

extension TypedTabBarController where Menu == TabBarNoActionMenu {
    /// Creates a container with one tab per case of `Tab` and no centre action.
    public convenience init(
        _ tabs: Tab.Type, selected: Tab? = nil, behavior: TabBarBehavior = TabBarBehavior(), routes: [TabBarTypedRouteRule<Tab>] = [],
        theme: TabBarTheme = .system, transition: TabBarContentTransitionStyle = .crossDissolve,
        root: @escaping @MainActor (Tab) -> UIViewController, route: @escaping @MainActor (TabBarRoute, Tab) -> UIViewController
    ) throws(TabBarConfigurationError) {
        try self.init(tabs, selected: selected, action: nil, behavior: behavior, routes: routes, theme: theme, transition: transition, root: root, route: route)
    }
}
#endif

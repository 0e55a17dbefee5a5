/// Declares an app's tabs as a Swift enum, the pattern of the reference articles.
///
/// ```swift
/// enum AppTab: String, TabRepresentable {
///     case home, search, profile
///     var tab: TabBarKitItem { TabBarKitItem(id: tabID, title: rawValue.capitalized, icon: "house") }
/// }
/// let configuration = TabBarConfiguration(AppTab.self, selected: .home)
/// ```
public protocol TabRepresentable: CaseIterable, Hashable, Sendable {
    /// The tab this case stands for; its id must be unique among the cases.
    var tab: TabBarKitItem { get }
}

extension TabRepresentable {
    /// The case's tab id.
    public var tabID: TabID { tab.id }

    /// The case whose tab has the given id, if any.
    public init?(tabID: TabID) {
        guard let match = Self.allCases.first(where: { $0.tab.id == tabID }) else { return nil }
        self = match
    }
}

extension TabBarConfiguration {
    /// A configuration with one tab per case of an enum, in declaration order.
    public init<T: TabRepresentable>(
        _ type: T.Type, selected: T? = nil, behavior: TabBarBehavior = TabBarBehavior(),
        routes: [TabBarRouteRule] = []
    ) {
        self.init(tabs: type.allCases.map(\.tab), selected: selected?.tabID, behavior: behavior, routes: routes)
    }
}

/// The bar's centre action, declared beside the app's tab enum rather than as one of its cases: a `switch`
/// over the tabs has no dead branch, and selecting the action does not compile.
///
/// ```swift
/// let compose = TabBarCenterAction(id: "compose", title: "Compose", icon: "plus", menu: ComposeChoice.self)
/// ```
public struct TabBarCenterAction<Menu: TabBarActionMenuRepresentable>: Hashable, Sendable {
    /// The action's item (its role is always `.action`; its menu is `Menu`'s cases).
    public var item: TabBarKitItem
    /// Where it sits among the tabs (an index into the enum's cases); `nil` puts it in the middle.
    public var position: Int?

    /// Creates a centre action whose menu offers `Menu`'s cases.
    public init(
        id: TabID, title: String, icon: TabIcon? = nil, accessibilityLabel: String? = nil,
        menu: Menu.Type, position: Int? = nil
    ) {
        item = TabBarKitItem(id: id, title: title, icon: icon, role: .action, accessibilityLabel: accessibilityLabel,
                       menu: Menu.allCases.map(\.menuItem))
        self.position = position
    }

    /// The menu choice an effect names, as a case of `Menu` (`nil` when the action presents directly).
    public func choice(_ itemID: String?) -> Menu? { itemID.flatMap(Menu.init(menuItemID:)) }
}

extension TabBarCenterAction where Menu == TabBarNoActionMenu {
    /// Creates a centre action that presents directly (no menu).
    public init(id: TabID, title: String, icon: TabIcon? = nil, accessibilityLabel: String? = nil, position: Int? = nil) {
        self.init(id: id, title: title, icon: icon, accessibilityLabel: accessibilityLabel, menu: TabBarNoActionMenu.self, position: position)
    }
}

extension TabBarConfiguration {
    /// A configuration with one tab per case of an enum and a centre action beside them; the rules name
    /// the enum's cases.
    public init<T: TabRepresentable, Menu: TabBarActionMenuRepresentable>(
        _ type: T.Type, selected: T? = nil, action: TabBarCenterAction<Menu>?, behavior: TabBarBehavior = TabBarBehavior(),
        routes: [TabBarTypedRouteRule<T>] = []
    ) {
        var tabs = type.allCases.map(\.tab)
        if let action {
            tabs.insert(action.item, at: min(max(action.position ?? tabs.count / 2, 0), tabs.count))
        }
        self.init(tabs: tabs, selected: selected?.tabID, behavior: behavior, routes: routes.map(\.rule))
    }
}

extension TabRepresentable {
    /// The problem with an enum that has an action among its cases (the action is declared beside the tabs,
    /// as a ``TabBarCenterAction``), or `nil`.
    public static var actionCaseProblem: TabBarConfigurationError? {
        guard let wrong = allCases.first(where: { !$0.tab.role.isSelectable }) else { return nil }
        return TabBarConfigurationError([TabBarInputIssue(
            "tabs", "\"\(wrong.tabID.rawValue)\" is an action: declare it as a TabBarCenterAction beside the tabs, not as a case of the tab enum")])
    }
}

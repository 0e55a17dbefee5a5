/// Declares an app's tabs as a Swift enum, the pattern of the reference articles.
///
/// ```swift
/// enum AppTab: String, TabRepresentable {
///     case home, search, profile
///     var tab: TabItem { TabItem(id: tabID, title: rawValue.capitalized, icon: "house") }
/// }
/// let configuration = TabBarConfiguration(AppTab.self, selected: .home)
/// ```
public protocol TabRepresentable: CaseIterable, Hashable, Sendable {
    /// The tab this case stands for; its id must be unique among the cases.
    var tab: TabItem { get }
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
        routes: [RouteRule] = []
    ) {
        self.init(tabs: type.allCases.map(\.tab), selected: selected?.tabID, behavior: behavior, routes: routes)
    }
}

#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarHost

/// A tab's content built from the app's enum case (nothing for an id that is not one of its cases).
public struct TypedTabContent<Tab: TabRepresentable, Body: View>: View {
    let id: TabID
    let build: (Tab) -> Body

    public var body: some View {
        if let tab = Tab(tabID: id) { build(tab) }
    }
}

extension TypedTabContent: TabBarResolvableContent {
    /// The view the app's closure builds for this tab (where `.tabBarBadge(_:)` on a tab's root is read).
    var resolvedContent: Any { Tab(tabID: id).map(build) as Any }
}

extension TabBarKitContainer {
    /// A container whose tab content is built from the app's `TabRepresentable` enum.
    public init<Tab: TabRepresentable, TabContent: View>(
        store: TabBarKitStore, style: TabBarKitStyle = .custom, regularWidth: TabBarRegularWidthPresentation = .floatingBar,
        routes: AppRoute.Type = AppRoute.self,
        @ViewBuilder content: @escaping (Tab) -> TabContent,
        @ViewBuilder destination: @escaping (AppRoute) -> Destination,
        @ViewBuilder action: @escaping (TabID, String?) -> ActionContent
    ) where Content == TypedTabContent<Tab, TabContent> {
        self.init(store: store, style: style, regularWidth: regularWidth, routes: routes,
                  content: { TypedTabContent(id: $0, build: content) }, destination: destination, action: action)
    }
}

extension TabBarKitContainer where ActionContent == EmptyView {
    /// A container whose tab content is built from the app's enum, without an action sheet.
    public init<Tab: TabRepresentable, TabContent: View>(
        store: TabBarKitStore, style: TabBarKitStyle = .custom, regularWidth: TabBarRegularWidthPresentation = .floatingBar,
        routes: AppRoute.Type = AppRoute.self,
        @ViewBuilder content: @escaping (Tab) -> TabContent,
        @ViewBuilder destination: @escaping (AppRoute) -> Destination
    ) where Content == TypedTabContent<Tab, TabContent> {
        self.init(store: store, style: style, regularWidth: regularWidth, routes: routes,
                  content: { TypedTabContent(id: $0, build: content) }, destination: destination)
    }
}
#endif

#if canImport(SwiftUI) && canImport(UIKit)
extension TabBarKitContainer {
    /// A container for a typed store: the content closure receives the store's own tab enum, the action
    /// closure a case of its menu enum (`nil` when the action presents directly), and `selection` binds
    /// the app's own state, as `TabView(selection:)` does (a change is a request `shouldSelect` decides).
    ///
    /// ```swift
    /// TabBarKitContainer(store: store, selection: $tab, routes: MailRoute.self) { tab in
    ///     switch tab { case .inbox: InboxView(); case .settings: SettingsView() }
    /// } destination: { route in
    ///     MessageView(route: route)
    /// } action: { choice in
    ///     ComposeView(choice: choice)
    /// }
    /// ```
    public init<Tab: TabRepresentable, Menu: TabBarActionMenuRepresentable, TabContent: View>(
        store: TypedTabBarStore<Tab, Menu>, selection: Binding<Tab>? = nil, style: TabBarKitStyle = .custom,
        regularWidth: TabBarRegularWidthPresentation = .floatingBar, routes: AppRoute.Type = AppRoute.self,
        @ViewBuilder content: @escaping (Tab) -> TabContent,
        @ViewBuilder destination: @escaping (AppRoute) -> Destination,
        @ViewBuilder action: @escaping (Menu?) -> ActionContent
    ) where Content == TypedTabContent<Tab, TabContent> {
        self.init(store: store.store, style: style, regularWidth: regularWidth, routes: routes,
                  content: { TypedTabContent(id: $0, build: content) }, destination: destination,
                  action: { _, item in action(item.flatMap(Menu.init(menuItemID:))) })
        self.selection = selection.map(Self.idBinding)
    }

    /// The app's typed selection as an id binding (an id outside the enum leaves the app's state as it is).
    static func idBinding<Tab: TabRepresentable>(_ tab: Binding<Tab>) -> Binding<TabID> {
        Binding(get: { tab.wrappedValue.tabID }, set: { id in if let new = Tab(tabID: id) { tab.wrappedValue = new } })
    }
}

extension TabBarKitContainer where ActionContent == EmptyView {
    /// A container for a typed store whose action (if any) the app presents from its performer.
    public init<Tab: TabRepresentable, Menu: TabBarActionMenuRepresentable, TabContent: View>(
        store: TypedTabBarStore<Tab, Menu>, selection: Binding<Tab>? = nil, style: TabBarKitStyle = .custom,
        regularWidth: TabBarRegularWidthPresentation = .floatingBar, routes: AppRoute.Type = AppRoute.self,
        @ViewBuilder content: @escaping (Tab) -> TabContent,
        @ViewBuilder destination: @escaping (AppRoute) -> Destination
    ) where Content == TypedTabContent<Tab, TabContent> {
        self.init(store: store.store, style: style, regularWidth: regularWidth, routes: routes,
                  content: { TypedTabContent(id: $0, build: content) }, destination: destination)
        self.selection = selection.map(Self.idBinding)
    }
}
extension TabBarKitContainer where AppRoute == TabBarNoRoute, Destination == EmptyView, ActionContent == EmptyView {
    /// A container for a typed store whose tabs navigate by themselves (your own `NavigationStack(path:)`, reported
    /// with `.tabBarNavigationPath(_:)`), its selection bound to the app's state as `TabView(selection:)` does.
    ///
    /// ```swift
    /// TabBarKitContainer(store: store, selection: $tab) { tab in
    ///     switch tab { case .inbox: InboxStack(); case .settings: SettingsView() }
    /// }
    /// ```
    public init<Tab: TabRepresentable, Menu: TabBarActionMenuRepresentable, TabContent: View>(
        store: TypedTabBarStore<Tab, Menu>, selection: Binding<Tab>? = nil, style: TabBarKitStyle = .custom,
        regularWidth: TabBarRegularWidthPresentation = .floatingBar,
        @ViewBuilder content: @escaping (Tab) -> TabContent
    ) where Content == TypedTabContent<Tab, TabContent> {
        self.init(store: store.store, style: style, regularWidth: regularWidth, building: { TypedTabContent(id: $0, build: content) }, destination: nil, action: nil)
        self.selection = selection.map(Self.idBinding)
    }
}

extension TabBarKitContainer where AppRoute == TabBarNoRoute, Destination == EmptyView {
    /// A container for a typed store whose tabs navigate by themselves, with an action sheet.
    public init<Tab: TabRepresentable, Menu: TabBarActionMenuRepresentable, TabContent: View>(
        store: TypedTabBarStore<Tab, Menu>, selection: Binding<Tab>? = nil, style: TabBarKitStyle = .custom,
        regularWidth: TabBarRegularWidthPresentation = .floatingBar,
        @ViewBuilder content: @escaping (Tab) -> TabContent,
        @ViewBuilder action: @escaping (Menu?) -> ActionContent
    ) where Content == TypedTabContent<Tab, TabContent> {
        self.init(
            store: store.store, style: style, regularWidth: regularWidth, building: { TypedTabContent(id: $0, build: content) }, destination: nil,
            action: { _, item in action(item.flatMap(Menu.init(menuItemID:))) })
        self.selection = selection.map(Self.idBinding)
    }
}
#endif

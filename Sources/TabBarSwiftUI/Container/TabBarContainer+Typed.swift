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

extension TabBarContainer {
    /// A container whose tab content is built from the app's `TabRepresentable` enum.
    public init<Tab: TabRepresentable, TabContent: View>(
        store: TabBarStore, style: TabBarStyle = .custom, regularWidth: RegularWidthPresentation = .floatingBar,
        routes: AppRoute.Type = AppRoute.self,
        @ViewBuilder content: @escaping (Tab) -> TabContent,
        @ViewBuilder destination: @escaping (AppRoute) -> Destination,
        @ViewBuilder action: @escaping (TabID, String?) -> ActionContent
    ) where Content == TypedTabContent<Tab, TabContent> {
        self.init(store: store, style: style, regularWidth: regularWidth, routes: routes,
                  content: { TypedTabContent(id: $0, build: content) }, destination: destination, action: action)
    }
}

extension TabBarContainer where ActionContent == EmptyView {
    /// A container whose tab content is built from the app's enum, without an action sheet.
    public init<Tab: TabRepresentable, TabContent: View>(
        store: TabBarStore, style: TabBarStyle = .custom, regularWidth: RegularWidthPresentation = .floatingBar,
        routes: AppRoute.Type = AppRoute.self,
        @ViewBuilder content: @escaping (Tab) -> TabContent,
        @ViewBuilder destination: @escaping (AppRoute) -> Destination
    ) where Content == TypedTabContent<Tab, TabContent> {
        self.init(store: store, style: style, regularWidth: regularWidth, routes: routes,
                  content: { TypedTabContent(id: $0, build: content) }, destination: destination)
    }
}
#endif

#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarHost
import TabBarUIKit
import UIKit

/// The root of a tabbed app, hosted the way `TabView` is: the UIKit container (`TabBarKitController`) with each
/// tab in its own hosting controller, so a tab that is not selected is out of the window — its scroll views,
/// presentations, preferences, key commands and URL handlers with it — and `onAppear`/`onDisappear` fire on each
/// switch. The surrounding environment (your `.environment(model)`, `.tint`, fonts) reaches every tab.
///
/// With `routes:` and `destination:` each tab gets a `NavigationStack` bound to the core's stack (restoration and
/// deep links done for you). Without them the tab's content is yours as it is: a `NavigationStack(path:)` of your
/// own reports its path with `.tabBarNavigationPath(_:)` and gets pop to root on reselect.
///
/// ```swift
/// TabBarKitContainer(store: store, routes: AppRoute.self) { (tab: AppTab) in
///     HomeView()
/// } destination: { route in
///     DetailView(route: route)
/// } action: { _, _ in
///     ComposerView()
/// }
/// ```
public struct TabBarKitContainer<AppRoute: TabBarRouteRepresentable, Content: View, Destination: View, ActionContent: View>: View {
    let store: TabBarKitStore
    let style: TabBarKitStyle
    let regularWidth: TabBarRegularWidthPresentation
    let content: (TabID) -> Content
    let destination: ((AppRoute) -> Destination)?
    let action: ((TabID, String?) -> ActionContent)?
    /// The app's own selection state (`selection:`), followed both ways through the store.
    var selection: Binding<TabID>?

    @Environment(\.tabBarTheme) private var theme
    @State private var presented: PresentedAction?
    @State private var hosted = HostedContainerReference()

    /// A container whose tab content is built from the tab's id, each tab in a `NavigationStack` bound to the
    /// core's stack.
    public init(
        store: TabBarKitStore, style: TabBarKitStyle = .custom, regularWidth: TabBarRegularWidthPresentation = .floatingBar,
        routes: AppRoute.Type = AppRoute.self,
        @ViewBuilder content: @escaping (TabID) -> Content,
        @ViewBuilder destination: @escaping (AppRoute) -> Destination,
        @ViewBuilder action: @escaping (TabID, String?) -> ActionContent
    ) {
        self.init(store: store, style: style, regularWidth: regularWidth, building: content, destination: destination, action: action)
    }

    init(
        store: TabBarKitStore, style: TabBarKitStyle, regularWidth: TabBarRegularWidthPresentation, building content: @escaping (TabID) -> Content,
        destination: ((AppRoute) -> Destination)?, action: ((TabID, String?) -> ActionContent)?
    ) {
        self.store = store
        self.style = style
        self.regularWidth = regularWidth
        self.content = content
        self.destination = destination
        self.action = action
    }

    public var body: some View {
        Group {
            switch style {
            case .custom:
                HostedTabs(container: self, presented: $presented, reference: hosted)
                    .ignoresSafeArea()
                    // The custom bar reports its content's scrolling (the native style set it off if it was shown first).
                    .onAppear {
                        if !store.hostReportsScrolling { store.hostReportsScrolling = true }
                        hosted.launch(selection: selection)
                    }
            case .native:
                NativeContainer(store: store, theme: theme, regularWidth: regularWidth, presented: $presented, presents: action != nil) { id in stack(id) }
            }
        }
        .background { DeclaredBadges(store: store, content: content) }
        // The app's selection state, both ways: its changes are requests (`shouldSelect` decides), and the
        // store's answer is written back (the container's delegate writes the store's own changes).
        .onChange(of: selection?.wrappedValue) { _, wanted in
            guard let selection, let wanted, store.isLaunched else { return }
            let selected = store.follow(appSelection: wanted)
            if selected != wanted { selection.wrappedValue = selected }
        }
        .sheet(item: $presented, onDismiss: nil) { presented in
            action?(presented.action, presented.item)
        }
        .onOpenURL { url in hosted.controller?.open(url) }
    }

    /// A tab's content: in a `NavigationStack` bound to the core's stack when the container manages navigation,
    /// as it is otherwise.
    @ViewBuilder
    func stack(_ id: TabID) -> some View {
        if let destination {
            NavigationStack(path: Binding(get: { store.path(of: id, as: AppRoute.self) }, set: { store.setPath($0, of: id) })) {
                content(id).navigationDestination(for: AppRoute.self, destination: destination)
            }
        } else {
            content(id)
        }
    }
}

extension TabBarKitContainer where ActionContent == EmptyView {
    /// A container without an action sheet (the app presents its action from the performer).
    public init(
        store: TabBarKitStore, style: TabBarKitStyle = .custom, regularWidth: TabBarRegularWidthPresentation = .floatingBar,
        routes: AppRoute.Type = AppRoute.self,
        @ViewBuilder content: @escaping (TabID) -> Content,
        @ViewBuilder destination: @escaping (AppRoute) -> Destination
    ) {
        self.init(store: store, style: style, regularWidth: regularWidth, building: content, destination: destination, action: nil)
    }
}

extension TabBarKitContainer where AppRoute == TabBarNoRoute, Destination == EmptyView, ActionContent == EmptyView {
    /// A container whose tabs navigate by themselves: each tab's content is yours as it is (a `NavigationStack` of
    /// your own, reporting its path with `.tabBarNavigationPath(_:)`, or none).
    public init(
        store: TabBarKitStore, style: TabBarKitStyle = .custom, regularWidth: TabBarRegularWidthPresentation = .floatingBar,
        @ViewBuilder content: @escaping (TabID) -> Content
    ) {
        self.init(store: store, style: style, regularWidth: regularWidth, building: content, destination: nil, action: nil)
    }
}

extension TabBarKitContainer where AppRoute == TabBarNoRoute, Destination == EmptyView {
    /// A container whose tabs navigate by themselves, with an action sheet.
    public init(
        store: TabBarKitStore, style: TabBarKitStyle = .custom, regularWidth: TabBarRegularWidthPresentation = .floatingBar,
        @ViewBuilder content: @escaping (TabID) -> Content,
        @ViewBuilder action: @escaping (TabID, String?) -> ActionContent
    ) {
        self.init(store: store, style: style, regularWidth: regularWidth, building: content, destination: nil, action: action)
    }
}

/// The route type of a container whose tabs navigate by themselves: it has no values.
public enum TabBarNoRoute: TabBarRouteRepresentable {
    /// Never: no stored route is one of these.
    public init?(route: TabBarRoute) { nil }
    /// Unreachable: there is no value to ask.
    public var route: TabBarRoute {
        switch self {}
    }
}

/// The action being presented as a sheet.
struct PresentedAction: Identifiable, Hashable {
    let action: TabID
    let item: String?
    var id: String { action.rawValue + "/" + (item ?? "") }
}

/// Badges declared on each tab's root view with `.tabBarBadge(_:)`, read from the view values the content closure
/// makes (without building them), as `TabView` reads `.badge(_:)`: a tab's badge shows at launch, before its
/// content was ever opened. A view of its own, so only it re-runs when the store or the badges change.
struct DeclaredBadges<Content: View>: View {
    let store: TabBarKitStore
    let content: (TabID) -> Content

    var body: some View {
        let badges = Dictionary(uniqueKeysWithValues: TabBarDeclarationReader.tabs(of: store.configuration).compactMap { id -> (TabID, TabBarBadge)? in
            let view = content(id)
            let root: Any = (view as? any TabBarResolvableContent)?.resolvedContent ?? view
            return TabBarDeclarationReader.first(BadgeForTab.self, in: root).map { (id, $0.badge) }
        })
        Color.clear
            .onChange(of: badges, initial: true) { _, badges in store.applyReportedBadges(badges) }
            .accessibilityHidden(true)
            .allowsHitTesting(false)
    }
}

/// Content that stands for another view built from a value (a typed tab's case): what declarations are read from.
@MainActor
protocol TabBarResolvableContent {
    /// The view the app's closure builds.
    var resolvedContent: Any { get }
}
#endif

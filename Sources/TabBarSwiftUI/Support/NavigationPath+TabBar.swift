#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarHost

extension View {
    /// Keeps a navigation path your tab owns (`NavigationStack(path: $path)`) and the tab's stack in the core in
    /// step: your pushes and pops reach the core, so reselect pops your stack to the root, back pops it, and the
    /// stack is saved; a deep link or a restore that arrives first fills your path. Put it on your `NavigationStack`.
    ///
    /// ```swift
    /// NavigationStack(path: $model.inboxPath) {
    ///     InboxView().navigationDestination(for: MailRoute.self) { MessageView(route: $0) }
    /// }
    /// .tabBarNavigationPath($model.inboxPath)
    /// ```
    public func tabBarNavigationPath<Route: TabBarRouteRepresentable>(_ path: Binding<[Route]>) -> some View {
        modifier(TypedPathSync(path: path))
    }

    /// Keeps a type-erased `NavigationPath` your tab owns in step with the core by its count: reselect and back pop
    /// it, but a deep link cannot fill it (use a typed path for that). Put it on your `NavigationStack`.
    public func tabBarNavigationPath(_ path: Binding<NavigationPath>) -> some View {
        modifier(ErasedPathSync(path: path))
    }
}

/// A typed path, route by route, both ways.
struct TypedPathSync<Route: TabBarRouteRepresentable>: ViewModifier {
    @Binding var path: [Route]
    @Environment(\.tabBarStore) private var store
    @Environment(\.tabBarCurrentTab) private var tab

    func body(content: Content) -> some View {
        let stack = store.flatMap { store in tab.map { store.state.stack($0) } } ?? []
        content
            .onAppear {
                guard let store, let tab else { return }
                let resolution = TabBarPathSync.appeared(app: path.map(\.route), core: store.state.stack(tab), on: tab)
                store.send(resolution.core)
                apply(resolution.app)
            }
            .onChange(of: path) { _, path in
                guard let store, let tab else { return }
                store.send(TabBarPathSync.appChanged(to: path.map(\.route), core: store.state.stack(tab), on: tab))
            }
            .onChange(of: stack) { _, stack in apply(TabBarPathSync.coreChanged(to: stack, app: path.map(\.route))) }
    }

    func apply(_ change: TabBarPathSync.Change) {
        switch change {
        case .none: break
        case .removeLast(let count): path.removeLast(min(count, path.count))
        case .replace(let routes): path = routes.compactMap(Route.init(route:))
        }
    }
}

/// A type-erased path, by its count.
struct ErasedPathSync: ViewModifier {
    @Binding var path: NavigationPath
    @Environment(\.tabBarStore) private var store
    @Environment(\.tabBarCurrentTab) private var tab

    func body(content: Content) -> some View {
        let stack = store.flatMap { store in tab.map { store.state.stack($0) } } ?? []
        content
            .onAppear {
                guard let store, let tab else { return }
                // An erased path cannot show routes the core holds: the core follows the path.
                store.send(TabBarPathSync.appChanged(to: TabBarPathSync.erasedRoutes(count: path.count), core: store.state.stack(tab), on: tab))
            }
            .onChange(of: path.count) { _, count in
                guard let store, let tab else { return }
                store.send(TabBarPathSync.appChanged(to: TabBarPathSync.erasedRoutes(count: count), core: store.state.stack(tab), on: tab))
            }
            .onChange(of: stack) { _, stack in
                if case .removeLast(let count) = TabBarPathSync.coreChanged(to: stack, app: TabBarPathSync.erasedRoutes(count: path.count)) {
                    path.removeLast(min(count, path.count))
                }
            }
    }
}
#endif

import TabBarCore

extension TabBarKitStore {
    /// Selects the tab of an enum case, as code does (`store.select(AppTab.activity)`).
    @discardableResult
    public func select<T: TabRepresentable>(_ tab: T) -> [TabBarEffect] {
        send(.selectionRequested(tab.tabID))
    }

    /// Creates the content of an enum case's tab without selecting it (`store.preload(AppTab.activity)`).
    @discardableResult
    public func preload<T: TabRepresentable>(_ tab: T) -> [TabBarEffect] {
        preload(tab.tabID)
    }

    /// The selected tab as a case of the app's enum, if it is one.
    public func selection<T: TabRepresentable>(as type: T.Type) -> T? {
        T(tabID: state.selected)
    }

    /// Whether the tab of an enum case is selected.
    public func isSelected<T: TabRepresentable>(_ tab: T) -> Bool {
        state.selected == tab.tabID
    }

    /// A tab's stack as the app's typed routes; stored routes that are not of that type are left out.
    public func path<R: TabBarRouteRepresentable>(of tab: TabID, as type: R.Type) -> [R] {
        state.stack(tab).compactMap(R.init(route:))
    }

    /// Pushes a typed route on a tab's stack.
    @discardableResult
    public func push<R: TabBarRouteRepresentable>(_ route: R, on tab: TabID) -> [TabBarEffect] {
        send(.routePushed(route.route, on: tab))
    }

    /// Moves a tab's stack to `routes` (a `NavigationStack` path changed): pops what no longer matches,
    /// then pushes the rest, each as an event.
    @discardableResult
    public func setStack(_ routes: [TabBarRoute], of tab: TabID) -> [TabBarEffect] {
        send(TabBarStackChange.events(from: state.stack(tab), to: routes, on: tab))
    }

    /// Moves a tab's stack to typed routes (the setter of a typed `NavigationStack` path).
    @discardableResult
    public func setPath<R: TabBarRouteRepresentable>(_ routes: [R], of tab: TabID) -> [TabBarEffect] {
        setStack(routes.map(\.route), of: tab)
    }
}

/// The events that move a stack from one list of routes to another.
public enum TabBarStackChange {
    /// Pops to the common prefix (to the root when nothing is shared), then pushes what is new. Routes
    /// showing the same screen are shared (`TabBarRoute.isSameScreen(as:)`): a deep link's route keeps its
    /// parameters when a typed path that rebuilt it without them grows.
    public static func events(from old: [TabBarRoute], to new: [TabBarRoute], on tab: TabID) -> [TabBarEvent] {
        let shared = zip(old, new).prefix { $0.isSameScreen(as: $1) }.count
        var events: [TabBarEvent] = []
        if shared == 0 && !old.isEmpty {
            events.append(.poppedToRoot(tab))
        } else {
            events += Array(repeating: .routePopped(tab), count: old.count - shared)
        }
        events += new.dropFirst(shared).map { .routePushed($0, on: tab) }
        return events
    }
}

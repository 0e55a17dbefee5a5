import TabBarCore

/// Keeps a navigation path an app owns (`NavigationStack(path:)` in a tab's content) and the core's stack for
/// that tab in step, both ways: the app's pushes and pops reach the core (so reselect pops to the root and the
/// stack is saved), and the core's changes (reselect, back, a deep link, a restore) reach the app's path.
///
/// A typed path (`[Route]` of a `TabBarRouteRepresentable`) goes both ways route by route; a type-erased
/// `NavigationPath` is followed by its count (its screens are `TabBarRoute.pushedByApp(_:)` routes to the core),
/// so reselect and back pop it, but a deep link cannot fill it.
///
/// ```swift
/// TabBarPathSync.appChanged(to: [TabBarRoute("item/1")], core: [], on: "inbox")   // [.routePushed(item/1, on: "inbox")]
/// TabBarPathSync.coreChanged(to: [], app: [TabBarRoute("item/1")])               // .removeLast(1)
/// ```
public enum TabBarPathSync {
    /// What an app's path must do to match the core's stack.
    public enum Change: Hashable, Sendable {
        /// Nothing: they show the same screens.
        case none
        /// Remove this many screens from the end.
        case removeLast(Int)
        /// Show exactly these routes (a typed path only; an erased one can only be popped).
        case replace([TabBarRoute])
    }

    /// The events that bring the core's stack to the app's path after the app changed it.
    public static func appChanged(to app: [TabBarRoute], core: [TabBarRoute], on tab: TabID) -> [TabBarEvent] {
        sameScreens(app, core) ? [] : TabBarStackChange.events(from: core, to: app, on: tab)
    }

    /// What the app's path must do after the core's stack changed to `core`.
    public static func coreChanged(to core: [TabBarRoute], app: [TabBarRoute]) -> Change {
        if sameScreens(app, core) { return .none }
        if core.count < app.count, sameScreens(Array(app.prefix(core.count)), core) { return .removeLast(app.count - core.count) }
        return .replace(core)
    }

    /// When the tab's content (and so the app's path) appears: a stack the core already holds (a deep link or a
    /// restore came first) wins, so the app's path follows it; otherwise the core follows the app's path.
    public static func appeared(app: [TabBarRoute], core: [TabBarRoute], on tab: TabID) -> (app: Change, core: [TabBarEvent]) {
        guard !core.isEmpty, !sameScreens(app, core) else { return (.none, appChanged(to: app, core: core, on: tab)) }
        return (coreChanged(to: core, app: app), [])
    }

    /// The routes a type-erased path of `count` screens stands for.
    public static func erasedRoutes(count: Int) -> [TabBarRoute] {
        Array(repeating: TabBarRoute.pushedByApp("NavigationPath"), count: max(count, 0))
    }

    static func sameScreens(_ a: [TabBarRoute], _ b: [TabBarRoute]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.isSameScreen(as: $1) }
    }
}

import TabBarCore

/// The one container both front ends host their tabs with, as far as it decides anything: it hears every change
/// of the store (an app's own `send` included), plans the container actions for each one in order, and turns
/// what the platform reports back (a navigation controller that moved, `hidesBottomBarWhenPushed`, a SwiftUI
/// screen asking to hide the bar, the app's selection binding) into the core's events. The UIKit container is
/// a translation of its actions into UIKit calls; SwiftUI's container is that UIKit container, each tab in its
/// own hosting controller. On Linux, tests drive it with a simulated performer.
///
/// ```swift
/// let driver = TabBarContainerDriver(store: store, planner: TabBarContainerPlanner(style: .crossDissolve))
/// driver.perform = { action in print(action) }   // addChild, showChild, push, pop, scrollToTop, …
/// driver.launch()                          // at the container's first appearance
/// driver.send(.tabTapped("inbox"))
/// driver.navigationShows([TabBarRoute.pushedByApp("DetailViewController")], on: "inbox")  // the app pushed
/// ```
@MainActor
public final class TabBarContainerDriver {
    /// The store it hosts.
    public let store: TabBarKitStore
    /// The planner: effects to actions, and the mirror of what each tab's navigation shows.
    public private(set) var planner: TabBarContainerPlanner
    /// Performs one container action (the front end's translation table).
    public var perform: @MainActor (TabBarContainerAction) -> Void = { _ in }
    /// Told after each change's actions were performed (the bar merges the change's animations).
    public var didChange: @MainActor (TabBarTransition) -> Void = { _ in }
    /// Told when a tap reselected the selected tab (a delegate's `didReselect`).
    public var didReselect: @MainActor (TabID) -> Void = { _ in }
    /// Whether the container's window is in the foreground (its scene active): of several windows showing one
    /// store, a sheet, a haptic or VoiceOver's focus goes to the one the user acted in, else to one in front.
    public var isInForeground: @MainActor () -> Bool = { true }

    private var pending: [(transition: TabBarTransition, quiet: Bool)] = []
    /// Whether the change being sent plays no haptics.
    private var quiet = false
    private var isPerforming = false
    private var pushedBarHiding = TabBarPushedBarHiding()
    private var hiddenRequests = TabBarHiddenRequests()
    private var scrollToTopHandlers = ScreenHandlers<@MainActor () -> Void>()
    /// Each tab's screen refreshes (SwiftUI's `.onTabBarRefresh`) and the refreshes in flight: see `refresh(_:otherwise:)`.
    var refreshes = TabBarRefreshes()

    /// A driver for `store`; from now on it hears every change the store makes.
    public init(store: TabBarKitStore, planner: TabBarContainerPlanner) {
        self.store = store
        self.planner = planner
        store.addHost(self)
    }

    /// Whether Reduce Motion is on: transitions become instant and navigation unanimated.
    public var isReduceMotionEnabled: Bool {
        get { planner.isReduceMotionEnabled }
        set { planner.isReduceMotionEnabled = newValue }
    }

    /// How content changes between tabs.
    public var style: TabBarContentTransitionStyle {
        get { planner.style }
        set { planner.style = newValue }
    }

    /// The theme's motion tokens (a slide uses the indicator's spring).
    public var motion: TabBarMotionTokens {
        get { planner.motion }
        set { planner.motion = newValue }
    }

    /// Performs the launch effects once (the container first appears: the app has set its delegate by now). A
    /// store another container launched already (a second window, a container made again) is joined as it is:
    /// the live tabs are created, nothing is logged again.
    public func launch() {
        guard store.isLaunched else { return store.launch() }
        joinRunningStore()
    }

    /// Creates the children of the live tabs of a store that was launched before this container existed.
    public func joinRunningStore() {
        let mounts = store.state.lifecycle.recency.filter { !planner.isLive($0) }.map(TabBarEffect.mount)
        for action in planner.actions(for: mounts, machine: store.machine) { perform(action) }
    }

    /// Sends an event; its effects are performed as the store records the change (after any being performed).
    /// Without `playsHaptics`, the change's haptics are not played (the system gave its own feedback: a native
    /// context menu, ``TabBarInputResult/systemFeedbackEvents``).
    public func send(_ event: TabBarEvent, playsHaptics: Bool = true) {
        store.hostActs(self)
        let wasQuiet = quiet
        quiet = !playsHaptics
        defer { quiet = wasQuiet }
        store.send(event)
    }

    /// A tab's navigation now shows `routes` above its root, whoever moved it (the app's `pushViewController`, a
    /// pop, the back swipe, a child rebuilt with part of its stack): the core is told, nothing is performed back.
    public func navigationShows(_ routes: [TabBarRoute], on tab: TabID) {
        for event in planner.navigationShows(routes, on: tab) { store.send(event) }
    }

    /// The `hidesBottomBarWhenPushed` of each controller of the selected tab's stack, root first, as it now is
    /// (after a push, a pop, a cancelled back swipe, a switch): the bar hides while one above the root asks.
    public func selectedStackHidesBar(_ flags: [Bool]) {
        if let event = pushedBarHiding.event(forSelectedStack: flags) { store.send(event) }
    }

    /// A SwiftUI screen of `tab` appeared asking (or not) to hide the bar (`.tabBarHidden(_:)`).
    public func screenAppeared(_ screen: Int, in tab: TabID, hidesBar: Bool) {
        hiddenRequests.appeared(screen: screen, in: tab, hidden: hidesBar)
        followHiddenRequests()
    }

    /// A SwiftUI screen of `tab` disappeared.
    public func screenDisappeared(_ screen: Int, in tab: TabID) {
        hiddenRequests.disappeared(screen: screen, in: tab)
        followHiddenRequests()
    }

    /// A screen of `tab` takes over the container's scroll to top while it is on screen (a chat scrolls to its
    /// latest message instead); `nil` gives it back.
    public func setScrollToTopHandler(_ perform: (@MainActor () -> Void)?, screen: Int, in tab: TabID) {
        scrollToTopHandlers.set(perform, screen: screen, in: tab)
    }

    /// What replaces the container's scroll to top for `tab`: the handler of the screen that set one last, if any.
    public func scrollToTopHandler(for tab: TabID) -> (@MainActor () -> Void)? { scrollToTopHandlers.last(in: tab) }

    private func followHiddenRequests() {
        if let event = hiddenRequests.event(selected: store.state.selected) { store.send(event) }
    }

    /// The store changed: its effects are planned and performed, after any being performed.
    func storeChanged(_ transition: TabBarTransition) {
        pending.append((transition, quiet))
        guard !isPerforming else { return }
        isPerforming = true
        defer { isPerforming = false }
        while !pending.isEmpty {
            let (next, quiet) = pending.removeFirst()
            let primary = store.isPrimaryHost(self)
            for action in planner.actions(for: next.effects, machine: store.machine) where primary || !action.happensOncePerStore {
                if quiet, case .playHaptic = action { continue }
                perform(action)
            }
            if let event = next.event,
                let tab = TabBarContainerPlanner.reselectedTab(by: event, selectedBefore: next.before.selected, effects: next.effects)
            {
                didReselect(tab)
            }
            if next.before.selected != next.after.selected { followHiddenRequests() }
            didChange(next)
        }
    }
}

/// What screens on screen do in place of the container (a scroll to top of their own, their own refresh), per tab:
/// the screen that set one last wins, until it gives it back.
@MainActor
struct ScreenHandlers<Perform> {
    private var handlers: [TabID: [(screen: Int, perform: Perform)]] = [:]

    /// Sets (or, with `nil`, removes) the handler of one screen of `tab`.
    mutating func set(_ perform: Perform?, screen: Int, in tab: TabID) {
        handlers[tab, default: []].removeAll { $0.screen == screen }
        if let perform { handlers[tab, default: []].append((screen, perform)) }
        if handlers[tab]?.isEmpty == true { handlers[tab] = nil }
    }

    /// The handler of the screen of `tab` that set one last, if any.
    func last(in tab: TabID) -> Perform? { handlers[tab]?.last?.perform }

    /// The screen of `tab` that set a handler last, with its handler.
    func lastEntry(in tab: TabID) -> (screen: Int, perform: Perform)? { handlers[tab]?.last }
}

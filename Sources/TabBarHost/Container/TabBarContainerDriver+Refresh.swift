import TabBarCore

/// A tab's refreshes: the screens that refresh themselves, and the refresh in flight.
@MainActor
struct TabBarRefreshes {
    var handlers = ScreenHandlers<@MainActor () async -> Void>()
    let inFlight = TabBarRefreshesInFlight()
}

/// The refresh in flight per tab (started, its work not yet returned), so a reselect or a double tap while content
/// loads starts no second load. The container driver keeps one; `NativeTabBarBridge`, which has no driver, keeps its
/// own, so both UIKit styles guard an app's async refresh alike.
///
/// ```swift
/// let refreshes = TabBarRefreshesInFlight()
/// refreshes.start("feed") { try? await Task.sleep(for: .seconds(1)) }  // loads
/// refreshes.start("feed") { }  // nil: the first is still loading
/// ```
@MainActor
public final class TabBarRefreshesInFlight {
    private var running: [TabID: (screen: Int?, task: Task<Void, Never>, number: Int)] = [:]
    private var started = 0

    /// No refresh in flight.
    public init() {}

    /// Whether a refresh of `tab` is in flight.
    public func isRefreshing(_ tab: TabID) -> Bool { running[tab] != nil }

    /// Starts `perform` as `tab`'s refresh (for `screen`, when a screen's handler runs it) unless one of `tab` is in
    /// flight; it stays in flight until `perform` returns. Returns its task, or `nil` when none started.
    @discardableResult
    public func start(_ tab: TabID, screen: Int? = nil, _ perform: @escaping @MainActor () async -> Void) -> Task<Void, Never>? {
        guard running[tab] == nil else { return nil }
        started += 1
        let number = started
        let task = Task { @MainActor [weak self] in
            await perform()
            if self?.running[tab]?.number == number { self?.running[tab] = nil }
        }
        running[tab] = (screen, task, number)
        return task
    }

    /// Cancels `tab`'s refresh in flight when `screen`'s handler runs it (the screen went).
    func cancel(_ tab: TabID, screen: Int) {
        if let refresh = running[tab], refresh.screen == screen { refresh.task.cancel() }
    }
}

extension TabBarContainerDriver {
    /// A screen of `tab` refreshes itself when the tab is asked to (a reselect chain's refresh stage, a double tap)
    /// while it is on screen; `nil` gives the refresh back to the container (its scroll view's refresh control, the
    /// app). A screen that goes while its refresh runs has that refresh cancelled.
    public func setRefreshHandler(_ perform: (@MainActor () async -> Void)?, screen: Int, in tab: TabID) {
        refreshes.handlers.set(perform, screen: screen, in: tab)
        if perform == nil { refreshes.inFlight.cancel(tab, screen: screen) }
    }

    /// What refreshes `tab`: the handler of the screen that set one last, if any.
    public func refreshHandler(for tab: TabID) -> (@MainActor () async -> Void)? { refreshes.handlers.last(in: tab) }

    /// Whether a refresh of `tab` is in flight: started by ``refresh(_:otherwise:)`` and not yet returned.
    public func isRefreshing(_ tab: TabID) -> Bool { refreshes.inFlight.isRefreshing(tab) }

    /// Refreshes `tab` (a reselect chain's refresh stage, a double tap): with the handler of its screen that set one
    /// last, else with `fallback` (the app's); none is started while one of `tab` is in flight — it ends when its work
    /// returns (the app's completion). Returns the refresh's task, or `nil` when none started.
    ///
    /// ```swift
    /// let driver = TabBarContainerDriver(store: store, planner: TabBarContainerPlanner(style: .crossDissolve))
    /// driver.refresh(AppTab.home.tabID) { try? await Task.sleep(for: .seconds(1)) }  // loads
    /// driver.refresh(AppTab.home.tabID) { }  // nil: the first is still loading
    /// ```
    @discardableResult
    public func refresh(_ tab: TabID, otherwise fallback: (@MainActor () async -> Void)?) -> Task<Void, Never>? {
        guard !refreshes.inFlight.isRefreshing(tab) else { return nil }
        let handler = refreshes.handlers.lastEntry(in: tab)
        guard let perform = handler?.perform ?? fallback else { return nil }
        return refreshes.inFlight.start(tab, screen: handler?.screen, perform)
    }
}

extension TabBarRefreshesInFlight {
    /// A refresh control's height when its view has not been laid out yet (`frame.height` is 0 then), in points.
    public static let refreshControlHeight = 60.0

    /// Where a scroll view goes to show a refresh control begun in code (`beginRefreshing()` does not scroll): the
    /// control's height above the content's top, measured before `beginRefreshing()` (while refreshing, the adjusted
    /// inset may include the control). Content within a control's height of its top counts as at the top (the reselect
    /// chain's own scroll to the top may still be gliding its last points in); `nil` when it is farther away: the spinner
    /// is revealed only for content at the top, as a pull would, never by jumping a list the user has scrolled.
    ///
    /// ```swift
    /// TabBarRefreshesInFlight.revealOffset(contentOffset: -100, topInset: 100, controlHeight: 0)  // -160
    /// ```
    public static func revealOffset(contentOffset: Double, topInset: Double, controlHeight: Double) -> Double? {
        let height = controlHeight > 0 ? controlHeight : refreshControlHeight
        guard contentOffset <= -topInset + height else { return nil }
        return -(topInset + height)
    }
}

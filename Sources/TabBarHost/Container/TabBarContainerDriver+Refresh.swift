import TabBarCore

/// A tab's refreshes: the screens that refresh themselves, and the refresh in flight (started, its work not yet
/// returned), so a reselect or double tap while content loads starts no second load.
@MainActor
struct TabBarRefreshes {
    var handlers = ScreenHandlers<@MainActor () async -> Void>()
    /// The refresh in flight per tab: the screen whose handler runs it (`nil`: the app's), its task, its number.
    var inFlight: [TabID: (screen: Int?, task: Task<Void, Never>, number: Int)] = [:]
    var started = 0
}

extension TabBarContainerDriver {
    /// A screen of `tab` refreshes itself when the tab is asked to (a reselect chain's refresh stage, a double tap)
    /// while it is on screen; `nil` gives the refresh back to the container (its scroll view's refresh control, the
    /// app). A screen that goes while its refresh runs has that refresh cancelled.
    public func setRefreshHandler(_ perform: (@MainActor () async -> Void)?, screen: Int, in tab: TabID) {
        refreshes.handlers.set(perform, screen: screen, in: tab)
        if perform == nil, let running = refreshes.inFlight[tab], running.screen == screen { running.task.cancel() }
    }

    /// What refreshes `tab`: the handler of the screen that set one last, if any.
    public func refreshHandler(for tab: TabID) -> (@MainActor () async -> Void)? { refreshes.handlers.last(in: tab) }

    /// Whether a refresh of `tab` is in flight: started by ``refresh(_:otherwise:)`` and not yet returned.
    public func isRefreshing(_ tab: TabID) -> Bool { refreshes.inFlight[tab] != nil }

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
        guard refreshes.inFlight[tab] == nil else { return nil }
        let handler = refreshes.handlers.lastEntry(in: tab)
        guard let perform = handler?.perform ?? fallback else { return nil }
        refreshes.started += 1
        let number = refreshes.started
        let task = Task { @MainActor [weak self] in
            await perform()
            if self?.refreshes.inFlight[tab]?.number == number { self?.refreshes.inFlight[tab] = nil }
        }
        refreshes.inFlight[tab] = (handler?.screen, task, number)
        return task
    }
}

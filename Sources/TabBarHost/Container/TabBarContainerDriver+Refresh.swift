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
    /// How far from its top content may rest and still be at its top, in points: a rounding error, never a nudge.
    public static let atTopTolerance = 0.5

    /// Where a scroll view goes to show a refresh control begun in code (`beginRefreshing()` does not scroll): the
    /// control's height above the content's top, measured before `beginRefreshing()` (while refreshing, the adjusted
    /// inset may include the control). Only content at its top moves — resting there (to within
    /// ``atTopTolerance``, or pulled past it), or `justSentToTop` by the reselect chain's own scroll stage, which may
    /// still be gliding there — as a pull would show the spinner. Content scrolled elsewhere, however little, is not
    /// moved (`nil`): the spinner begins out of sight, with no jump under the user's eyes.
    ///
    /// ```swift
    /// TabBarRefreshesInFlight.revealOffset(contentOffset: -100, topInset: 100, controlHeight: 0)  // -160
    /// TabBarRefreshesInFlight.revealOffset(contentOffset: -90, topInset: 100, controlHeight: 48)  // nil: nudged 10 points
    /// TabBarRefreshesInFlight.revealOffset(contentOffset: 300, topInset: 100, controlHeight: 48, justSentToTop: true)  // -148
    /// ```
    public static func revealOffset(contentOffset: Double, topInset: Double, controlHeight: Double, justSentToTop: Bool = false) -> Double? {
        let height = controlHeight > 0 ? controlHeight : refreshControlHeight
        guard justSentToTop || contentOffset <= -topInset + atTopTolerance else { return nil }
        return -(topInset + height)
    }
}

/// The scroll to the top a container last sent, so that a refresh right behind it (a double tap's scroll and refresh,
/// a reselect while the list still glides up) reveals its refresh control as content at its top does
/// (``TabBarRefreshesInFlight/revealOffset(contentOffset:topInset:controlHeight:justSentToTop:)``).
///
/// ```swift
/// var sent = TabBarSentToTop()
/// sent.sent("feed", at: 10)
/// sent.take("feed", at: 10.2)  // true: the refresh comes while the list glides to the top
/// sent.take("feed", at: 10.3)  // false: the mark was used
/// ```
public struct TabBarSentToTop: Hashable, Sendable {
    /// How long after a scroll to the top the content counts as on its way there, in seconds (UIKit's animated
    /// `setContentOffset` takes about a third of a second).
    public static let window = 0.5

    /// The tab last sent to its top, and when.
    private var tab: TabID?
    private var time = 0.0

    /// No scroll to the top sent.
    public init() {}

    /// A scroll to the top of `tab`'s content was sent at `time` (seconds on the host's clock).
    public mutating func sent(_ tab: TabID, at time: Double) {
        self.tab = tab
        self.time = time
    }

    /// Whether a refresh of `tab` at `time` comes right behind a scroll to its top (within ``window``); the mark is
    /// used up either way, so a later refresh finds the content where it then is.
    public mutating func take(_ tab: TabID, at time: Double) -> Bool {
        defer { self.tab = nil }
        return self.tab == tab && time >= self.time && time - self.time < Self.window
    }
}

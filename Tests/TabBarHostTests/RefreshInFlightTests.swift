import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// A refresh is in flight from the moment the container starts it until the app's work returns: a reselect or a
/// double tap meanwhile starts no second one (issue 33's review, item 7). The UIKit container performs each
/// `.refresh` action through `TabBarContainerDriver.refresh(_:otherwise:)`, as these tests do.
@Suite("Refresh in flight")
@MainActor
struct RefreshInFlightTests {
    /// Work that waits until the test lets it finish.
    @MainActor
    final class Gate {
        private var waiting: [CheckedContinuation<Void, Never>] = []
        private(set) var started = 0
        func work() async {
            started += 1
            await withCheckedContinuation { waiting.append($0) }
        }
        func open() {
            for continuation in waiting { continuation.resume() }
            waiting = []
        }
    }

    /// A driver over a feed tab whose reselect chain ends in a refresh; each `.refresh` goes to `app`.
    static func driver(app: Gate) throws -> TabBarContainerDriver {
        var configuration = TabBarFeatureSamples.accountMenu
        configuration.tabs[0].reselect = .popThenScrollThenRefresh
        let store = try TabBarKitStore(configuration: configuration)
        let driver = TabBarContainerDriver(store: store, planner: TabBarContainerPlanner(style: .crossDissolve))
        driver.perform = { [unowned driver] action in
            if case .refresh(let tab) = action { driver.refresh(tab, otherwise: { await app.work() }) }
        }
        driver.launch()
        return driver
    }

    @Test("a reselect while the app's refresh runs starts no second one; once it returns, the next reselect refreshes again")
    func noSecondRefresh() async throws {
        let app = Gate()
        let driver = try Self.driver(app: app)
        driver.send(.tabTapped("home"))  // scrolls to the top
        driver.send(.tabTapped("home"))  // refreshes
        await Task.yield()
        #expect(app.started == 1 && driver.isRefreshing("home"))
        driver.send(.tabTapped("home"))
        driver.send(.tabDoubleTapped("home"))
        await Task.yield()
        #expect(app.started == 1, "the refresh in flight is not started again")
        app.open()
        for _ in 0..<5 { await Task.yield() }
        #expect(!driver.isRefreshing("home"))
        driver.send(.tabTapped("home"))
        await Task.yield()
        #expect(app.started == 2)
        app.open()
    }

    @Test("a screen's own refresh wins over the app's; it is in flight per tab; a screen that goes cancels its refresh")
    func screenRefresh() async throws {
        let app = Gate(), screen = Gate()
        let driver = try Self.driver(app: app)
        driver.setRefreshHandler({ await screen.work() }, screen: 7, in: "home")
        let first = driver.refresh("home", otherwise: { await app.work() })
        #expect(first != nil && driver.refresh("home", otherwise: { await app.work() }) == nil)
        let other = driver.refresh("inbox", otherwise: { await app.work() })
        #expect(other != nil, "another tab refreshes on its own")
        await Task.yield()
        #expect(screen.started == 1 && app.started == 1)
        var cancelled = false
        driver.setRefreshHandler({ cancelled = Task.isCancelled }, screen: 8, in: "home")
        driver.setRefreshHandler(nil, screen: 7, in: "home")  // the screen went: its refresh is cancelled
        #expect(first?.isCancelled == true)
        screen.open()
        await first?.value
        #expect(!driver.isRefreshing("home"))
        await driver.refresh("home", otherwise: nil)?.value
        #expect(!cancelled && screen.started == 1, "the screen that set one last refreshes now")
        app.open()
        await other?.value
        #expect(!driver.isRefreshing("inbox"))
    }
}

extension RefreshInFlightTests {
    @Test("the guard NativeTabBarBridge keeps for the app's onRefresh: one refresh per tab until its work returns, tabs apart")
    func bridgeGuard() async throws {
        let app = Gate()
        let refreshes = TabBarRefreshesInFlight()
        let first = try #require(refreshes.start("feed") { await app.work() })
        #expect(refreshes.isRefreshing("feed"))
        #expect(refreshes.start("feed") { await app.work() } == nil, "a second reselect while the first loads starts nothing")
        let other = refreshes.start("inbox") { await app.work() }
        #expect(other != nil, "another tab refreshes on its own")
        while app.started < 2 { await Task.yield() }
        app.open()
        await first.value
        await other?.value
        #expect(!refreshes.isRefreshing("feed"))
        #expect(refreshes.start("feed") {} != nil, "once it returned, the next refresh starts")
    }
}

extension RefreshInFlightTests {
    @Test("a refresh control begun in code is revealed above content at its top, from the inset before it began; a scrolled list is not moved")
    func reveal() {
        // At the top under a 100-point bar: the control's height above it.
        #expect(TabBarRefreshesInFlight.revealOffset(contentOffset: -100, topInset: 100, controlHeight: 48) == -148)
        // Not laid out yet (height 0): the default height, never 0 (which would leave the spinner hidden).
        #expect(TabBarRefreshesInFlight.revealOffset(contentOffset: -100, topInset: 100, controlHeight: 0) == -160)
        // Scrolled down the list: the content stays where the user left it.
        #expect(TabBarRefreshesInFlight.revealOffset(contentOffset: 400, topInset: 100, controlHeight: 48) == nil)
    }

    @Test("issue 33's leftovers, item 3: the reveal is exact — content at its top (to within a rounding error, or pulled past it) moves to show the control; content nudged down even a little stays where it is")
    func revealExact() {
        // Nudged 1, 30 or 48 points (less than a control's height): not at the top, not moved (it jumped before).
        for nudge in [1.0, 30, 48, 59] {
            #expect(TabBarRefreshesInFlight.revealOffset(contentOffset: -100 + nudge, topInset: 100, controlHeight: 48) == nil, "nudged \(nudge)")
            #expect(TabBarRefreshesInFlight.revealOffset(contentOffset: -100 + nudge, topInset: 100, controlHeight: 0) == nil, "nudged \(nudge), not laid out")
        }
        // At the top, to within the tolerance (a third of a point: one pixel at 3x), or pulled past it.
        #expect(TabBarRefreshesInFlight.revealOffset(contentOffset: -100 + 1.0 / 3, topInset: 100, controlHeight: 48) == -148)
        #expect(TabBarRefreshesInFlight.revealOffset(contentOffset: -100 + TabBarRefreshesInFlight.atTopTolerance, topInset: 100, controlHeight: 48) == -148)
        #expect(TabBarRefreshesInFlight.revealOffset(contentOffset: -130, topInset: 100, controlHeight: 48) == -148)
        // No top inset (no bar above): the top is offset 0.
        #expect(TabBarRefreshesInFlight.revealOffset(contentOffset: 0, topInset: 0, controlHeight: 48) == -48)
        #expect(TabBarRefreshesInFlight.revealOffset(contentOffset: 12, topInset: 0, controlHeight: 48) == nil)
    }

    @Test("content the reselect chain's scroll stage just sent to the top counts as at the top wherever it still is; without that, the same offset is left alone")
    func revealJustSentToTop() {
        for offset in [-100.0 + 30, 400, 2_000] {
            #expect(TabBarRefreshesInFlight.revealOffset(contentOffset: offset, topInset: 100, controlHeight: 48, justSentToTop: true) == -148, "\(offset)")
            #expect(TabBarRefreshesInFlight.revealOffset(contentOffset: offset, topInset: 100, controlHeight: 48, justSentToTop: false) == nil, "\(offset)")
        }
        // Not laid out yet: the default height, never 0.
        #expect(TabBarRefreshesInFlight.revealOffset(contentOffset: 300, topInset: 100, controlHeight: 0, justSentToTop: true) == -160)
    }

    @Test("a refresh right behind a scroll to the top of the same tab (within half a second) finds the content on its way there; once, and for that tab only")
    func sentToTop() {
        var sent = TabBarSentToTop()
        /// Whether a refresh of `tab` at `time` counts as right behind the scroll (it uses the mark up).
        func refreshBehind(_ tab: TabID, at time: Double) -> Bool { sent.take(tab, at: time) }
        #expect(!refreshBehind("feed", at: 1), "nothing sent")
        sent.sent("feed", at: 10)
        #expect(refreshBehind("feed", at: 10), "the same change: a double tap's scroll and refresh")
        #expect(!refreshBehind("feed", at: 10.1), "used up: a later refresh finds the content where it then is")
        sent.sent("feed", at: 10)
        #expect(refreshBehind("feed", at: 10 + TabBarSentToTop.window - 0.01))
        sent.sent("feed", at: 10)
        #expect(!refreshBehind("feed", at: 10 + TabBarSentToTop.window), "long after: the glide is over")
        sent.sent("feed", at: 10)
        #expect(!refreshBehind("inbox", at: 10.1), "another tab's refresh")
        #expect(!refreshBehind("feed", at: 10.1), "the mark went with the other tab's refresh")
        sent.sent("feed", at: 10)
        #expect(!refreshBehind("feed", at: 9), "a clock that went back is not behind the scroll")
    }
}

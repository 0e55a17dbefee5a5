import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarHost
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// Issue 32 item 2, the second device review: an accessory leaving with its bar (0.5 s slide, 0.15 s fade) stayed
/// tappable and read by VoiceOver, and one coming back was reachable from its first frame, still below the screen's edge;
/// VoiceOver heard nothing when it arrived. Now the presenter's frame says, per frame, whether the view is reachable
/// (``TabBarFrame/accessoryInteractive``), and ``TabBarPresenter/accessoryCameOrWentAlone`` asks for one layout-changed
/// notification when it arrives (the bar's view posts when the bar hides or shows, the same frame the accessory leaves).
@Suite("Issue 32 review: the accessory is reachable only where it rests")
@MainActor
struct Issue32AccessoryReachTests {
    typealias Bottom = Issue32BottomAccessoryTransitTests

    /// One frame: whether the view is placed, reachable, and what the presenter reported.
    struct Reach {
        var placed: Bool
        var interactive: Bool
        var barHidden: Bool
    }

    /// Frames at 60 Hz for `seconds`, and how many reports asked the front end to post a layout change.
    static func frames(_ presenter: TabBarPresenter, clock: ManualClock, seconds: Double, posts: inout Int) -> [Reach] {
        var count = 0
        presenter.onAccessoryChange = { _ in if presenter.accessoryCameOrWentAlone { count += 1 } }
        let reach = (1...Int(seconds * 60)).map { _ -> Reach in
            clock.now += 1.0 / 60
            let frame = presenter.frame()
            #expect(frame.accessoryInteractive == presenter.reportedAccessoryInteractive, "the front ends read the frame's value")
            return Reach(placed: frame.accessory != nil, interactive: frame.accessoryInteractive, barHidden: frame.isHidden)
        }
        posts += count
        return reach
    }

    /// Hides the bar, then shows it again, checking each frame: never reachable on the way out, nor on the way back
    /// until it has arrived (then for good); one layout change asked for, when it arrives.
    static func expectReachOnlyAtRest(_ store: TabBarKitStore, _ presenter: TabBarPresenter, clock: ManualClock, _ label: String) throws {
        let rest = presenter.frame()
        #expect(rest.accessory != nil && rest.accessoryInteractive, "\(label): reachable where it rests")
        var posts = 0
        store.send(.barHiddenChanged(true))
        presenter.sync()
        let leaving = frames(presenter, clock: clock, seconds: 1.5, posts: &posts)
        #expect(leaving.filter { $0.placed }.count >= 3, "\(label): it leaves over frames")
        #expect(leaving.allSatisfy { !$0.interactive }, "\(label): never reachable on its way out")
        #expect(posts == 0, "\(label): the bar's view posts as the bar hides (the accessory leaves VoiceOver in that frame)")
        store.send(.barHiddenChanged(false))
        presenter.sync()
        let coming = frames(presenter, clock: clock, seconds: 1.5, posts: &posts)
        let arrived = try #require(coming.firstIndex { $0.interactive }, "\(label): reachable once it has arrived")
        #expect(arrived >= 3, "\(label): not from the first frame back (frame \(arrived))")
        #expect(coming[..<arrived].allSatisfy { $0.placed && !$0.barHidden }, "\(label): placed, the bar shown, while it comes")
        #expect(coming[arrived...].allSatisfy { $0.interactive }, "\(label): then for good")
        #expect(posts == 1, "\(label): one layout change, when it arrives: \(posts)")
    }

    @Test("a bottom bar hidden and shown: the accessory is reachable only where it rests, and VoiceOver hears once that it arrived (both looks)")
    func bottomBar() throws {
        for theme in [TabBarTheme.system, .floating] {
            let clock = ManualClock()
            let (store, presenter) = try Bottom.bottomBar(clock: clock, theme: theme)
            try Self.expectReachOnlyAtRest(store, presenter, clock: clock, theme.name)
        }
    }

    @Test("with Reduce Motion: not reachable while it fades out, nor while it fades in")
    func reduceMotion() throws {
        let clock = ManualClock()
        let (store, presenter) = try Bottom.bottomBar(clock: clock, theme: .floating, reduceMotion: true)
        try Self.expectReachOnlyAtRest(store, presenter, clock: clock, "reduce motion")
        let (topStore, top) = try Issue32AccessoryTransitTests.pad(clock: clock, reduceMotion: true)
        try Self.expectReachOnlyAtRest(topStore, top, clock: clock, "top bar, reduce motion")
    }

    @Test("under a top bar: not reachable while it goes below, nor while it comes back up")
    func topBar() throws {
        let clock = ManualClock()
        let (store, presenter) = try Issue32AccessoryTransitTests.pad(clock: clock)
        try Self.expectReachOnlyAtRest(store, presenter, clock: clock, "top bar")
    }

    @Test("inline beside a minimised capsule, hidden and shown: the same")
    func inline() throws {
        let clock = ManualClock()
        let (store, presenter) = try Bottom.bottomBar(clock: clock, theme: .floating, minimized: true)
        #expect(presenter.frame().accessory?.placement == .inline)
        try Self.expectReachOnlyAtRest(store, presenter, clock: clock, "inline")
    }

    @Test("a bar that minimises keeps its accessory reachable while it changes place (it does not come or go)")
    func minimiseKeepsItReachable() throws {
        let clock = ManualClock()
        let (store, presenter) = try Bottom.bottomBar(clock: clock, theme: .floating)
        _ = presenter.frame()
        var posts = 0
        store.send(.contentScrolled(.down))
        presenter.sync()
        let moving = Self.frames(presenter, clock: clock, seconds: 1, posts: &posts)
        #expect(moving.allSatisfy { $0.placed && $0.interactive })
        #expect(posts == 0)
    }

    @Test("shown again and hidden before it arrived: never reachable, and nothing to tell VoiceOver")
    func hiddenBeforeArriving() throws {
        let clock = ManualClock()
        let (store, presenter) = try Bottom.bottomBar(clock: clock, theme: .floating)
        store.send(.barHiddenChanged(true))
        presenter.sync()
        var posts = 0
        _ = Self.frames(presenter, clock: clock, seconds: 1, posts: &posts)
        store.send(.barHiddenChanged(false))
        presenter.sync()
        let back = Self.frames(presenter, clock: clock, seconds: 0.1, posts: &posts)
        store.send(.barHiddenChanged(true))
        presenter.sync()
        let out = Self.frames(presenter, clock: clock, seconds: 1, posts: &posts)
        #expect((back + out).allSatisfy { !$0.interactive })
        #expect(posts == 0)
    }

    @Test("a bar hidden from an open action menu: the view stays out while the bar leaves with its scrim and menu over the capsule")
    func hiddenFromOpenMenu() throws {
        let clock = ManualClock()
        let (store, presenter) = try AccessoryPresenterTests.launched(clock)
        presenter.update(bottomAccessory: TabBarBottomAccessory())
        #expect(presenter.frame().accessory != nil)
        store.send(.actionMenuOpened("create"))
        presenter.sync()
        clock.now += 1
        #expect(presenter.frame().accessory == nil, "under the scrim, no view")
        store.send(.barHiddenChanged(true))
        presenter.sync()
        var leavingFrames = 0
        for tick in 0..<60 {
            clock.now += 1.0 / 60
            let frame = presenter.frame()
            guard Bottom.layerOffset("bar-out", in: frame.list) != nil else { continue }
            // The leaving bar paints its scrim over its capsule; the app's view, above all the bar paints, would cover it.
            #expect(AccessoryPresenterTests.hasGroup("scrim", in: frame.list), "tick \(tick): the scrim leaves with the bar")
            #expect(frame.accessory == nil, "tick \(tick): no view above the scrim")
            #expect(!frame.accessoryInteractive && !frame.accessorySwallowsTouches)
            leavingFrames += 1
        }
        #expect(leavingFrames > 5)
        clock.now += 2
        #expect(presenter.frame().accessory == nil)
    }
}

/// Issue 32 item 2, the second device review, item 7: the content's bottom inset jumped in the first frame of a hide or
/// show while the bar and its accessory took half a second. The presenter now says how to apply the change: on the bar's
/// own spring while the bar moves (UIKit animates it once, the content laid out once), at once otherwise.
@Suite("Issue 32 review: the content's insets move with the bar")
@MainActor
struct Issue32InsetsMotionTests {
    typealias Bottom = Issue32BottomAccessoryTransitTests

    @Test("hidden or shown with motion (the host, a route, the keyboard): the insets change on the bar's own spring; at rest, at once")
    func spring() throws {
        let clock = ManualClock()
        let (store, presenter) = try Bottom.bottomBar(clock: clock, theme: .floating)
        #expect(presenter.contentInsetsSpring == nil, "at rest: at once")
        let resting = presenter.contentInsets
        store.send(.barHiddenChanged(true))
        presenter.sync()
        _ = presenter.frame()
        #expect(presenter.contentInsets.bottom < resting.bottom, "the insets the container moves to")
        let spring = try #require(presenter.contentInsetsSpring, "while the bar leaves")
        let track = try #require(presenter.player.playing.first { $0.track.kind == .barExit })
        #expect(track.track.curve == .spring(spring), "the very spring the bar leaves on")
        #expect(abs(spring.duration - TabBarTheme.floating.motion.indicatorResponse) < 1e-9 && abs(spring.bounce) < 1e-9, "critically damped, the indicator's response")
        clock.now += 3
        _ = presenter.frame()
        #expect(presenter.contentInsetsSpring == nil, "at rest again")
        store.send(.barHiddenChanged(false))
        presenter.sync()
        #expect(presenter.contentInsetsSpring == spring, "shown again: the same spring")
        clock.now += 3
        presenter.handle(.keyboardFrame(TabBarRect(x: 0, y: 540, width: 402, height: 334)))
        presenter.settle()
        #expect(store.visibility == .hidden && presenter.contentInsetsSpring == spring, "the keyboard takes the bar: the same")
    }

    @Test("under a top bar the top inset (the bar) and the bottom one (its accessory) move on the same spring")
    func topBar() throws {
        let clock = ManualClock()
        let (store, presenter) = try Issue32AccessoryTransitTests.pad(clock: clock)
        let resting = presenter.contentInsets
        #expect(resting.top > 0 && resting.bottom > 0)
        store.send(.barHiddenChanged(true))
        presenter.sync()
        #expect(presenter.contentInsets.top < resting.top && presenter.contentInsets.bottom < resting.bottom)
        #expect(presenter.contentInsetsSpring != nil)
    }

    @Test("with Reduce Motion the insets change at once (the bar does), though the accessory fades for 0.15 s")
    func reduceMotion() throws {
        let clock = ManualClock()
        let (store, presenter) = try Bottom.bottomBar(clock: clock, theme: .floating, reduceMotion: true)
        store.send(.barHiddenChanged(true))
        presenter.sync()
        _ = presenter.frame()
        #expect(presenter.player.isMoving(.accessoryEntry, at: clock.now), "the accessory fades")
        #expect(presenter.contentInsetsSpring == nil)
    }

    @Test("while a top bar becomes the sidebar, the insets follow frame by frame, not a spring of their own")
    func sidebarExpansion() throws {
        let clock = ManualClock()
        let (store, presenter) = try Issue32AccessoryTransitTests.pad(clock: clock)
        store.send(.sidebarToggled)
        presenter.sync()
        _ = presenter.frame()
        #expect(presenter.player.isMoving(.sidebarExpansion, at: clock.now))
        #expect(presenter.contentInsetsSpring == nil)
    }
}

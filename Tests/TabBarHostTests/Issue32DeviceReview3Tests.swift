import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarHost
import TabBarRender
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// The third device review of issue 32's accessory: under an iPad top bar it stays at the bottom of the content while
/// the bar shows again, it moves with a top bar becoming the sidebar (or back) frame by frame, and a front end knows
/// when the keyboard alone took it away (no view of the bar tells VoiceOver then).
@Suite("Issue 32 device review 3: the accessory under a top bar while the bar moves")
@MainActor
struct Issue32DeviceReview3Tests {
    /// A presenter over the atlas as an iPad top bar (or sidebar) with an accessory, drawn once at the clock's time.
    static func pad(_ regularWidth: TabBarRegularWidthPresentation, clock: ManualClock) throws -> (TabBarKitStore, TabBarPresenter) {
        let store = try TabBarKitStore(configuration: TabBarFeatureSamples.atlasTopBar)
        let presenter = makePresenter(store, theme: .floating, clock: clock, measurer: TabBarInterTextMeasurer())
        presenter.updateContainer(size: Issue32AdaptiveHostTests.ipad.size, safeArea: Issue32AdaptiveHostTests.ipad.safeArea, displayScale: 2)
        presenter.update(regularWidth: regularWidth)
        presenter.handle(.sizeClasses(horizontal: .regular, vertical: .regular))
        presenter.launch()
        presenter.update(bottomAccessory: TabBarBottomAccessory())
        presenter.settle()
        _ = presenter.frame()
        return (store, presenter)
    }

    /// How far the painted list moves its accessory's capsule (the group `accessory`) down in this frame, through every
    /// group round it (the stacked bar's root groups included); `nil` when the list paints none.
    static func capsuleOffset(_ list: TabBarDisplayList) -> Double? {
        func walk(_ items: [TabBarDisplayItem], ty: Double) -> Double? {
            for case .group(let group) in items {
                let inner = ty + (TabBarDisplayGroupPaint(group, value: list.value(of: group)).matrix?.ty ?? 0)
                if group.id == "accessory" { return inner }
                if let found = walk(group.children, ty: inner) { return found }
            }
            return nil
        }
        return walk(list.items, ty: 0)
    }

    // MARK: 1. A top bar showing again leaves its accessory where it rests

    @Test("under a top bar the accessory is never moved up with the bar showing again: it comes up from below to where it rests")
    func topBarEntry() throws {
        let clock = ManualClock()
        let (store, presenter) = try Self.pad(.topBar, clock: clock)
        let resting = try #require(presenter.frame().accessory)
        #expect(presenter.layout?.isAtTop == true)
        store.send(.barHiddenChanged(true))
        presenter.sync()
        clock.now += 5
        #expect(presenter.frame().accessory == nil, "none over a hidden bar's content")
        store.send(.barHiddenChanged(false))
        presenter.sync()
        _ = presenter.frame()  // the bar's entry starts now
        var sampled = 0
        for tick in 1...40 {
            clock.now += 1.0 / 60
            let frame = presenter.frame()
            if presenter.player.sample(at: clock.now).barEntry != nil { sampled += 1 }
            // Issue 32's leftovers (item 3): it comes back on its own track, from below the container (it used to appear
            // in one frame); never above where it rests, as it would be moved with a bar coming down from the top.
            let drawn = try #require(frame.accessory, "frame \(tick)")
            #expect(drawn.frame.minY >= resting.frame.minY && drawn.frame.minX == resting.frame.minX && drawn.frame.width == resting.frame.width,
                    "frame \(tick): \(drawn.frame) against \(resting.frame)")
            let capsule = try #require(Self.capsuleOffset(frame.list), "frame \(tick): the capsule is painted")
            #expect(abs(capsule - (drawn.frame.minY - resting.frame.minY)) < 1e-6, "frame \(tick): the capsule under the view goes with it, \(capsule)")
        }
        #expect(sampled > 0, "the bar's entry was sampled on its way")
        #expect(presenter.frame().accessory == resting, "then where it rests")
        let top = try #require(presenter.layout)
        #expect(TabBarPresenter.accessoryLowered(top, barEntry: 0.5) == 0, "a top bar leaves it where it rests")
        // A floating bar at the bottom still raises its accessory with it.
        let phone = Issue32DeviceReview2Tests.padLayout(.floatingBar)
        #expect(!phone.isAtTop && TabBarPresenter.accessoryLowered(phone, barEntry: 0.5) > 0)
        #expect(TabBarPresenter.accessoryLowered(phone, barEntry: nil) == 0)
    }

    // MARK: 2. A top bar becoming the sidebar moves its accessory with it

    @Test("the transition between a top bar and the sidebar moves the accessory's frame and hit frame between the two, both ways")
    func transitionMovesAccessory() throws {
        let bar = Issue32DeviceReview2Tests.padLayout(.topBar), sidebar = Issue32DeviceReview2Tests.padLayout(.sidebar)
        let from = try #require(bar.accessory), to = try #require(sidebar.accessory)
        #expect(from.frame.minX != to.frame.minX, "the sidebar's accessory starts beside it: \(from.frame) \(to.frame)")
        for progress in [0.25, 0.5, 0.75] {
            let moving = try #require(TabBarLayout.sidebarTransition(from: bar, to: sidebar, progress: progress).accessory)
            let expected = from.frame.minX + (to.frame.minX - from.frame.minX) * progress
            #expect(abs(moving.frame.minX - expected) <= 0.5, "at \(progress): \(moving.frame)")
            #expect(abs(moving.hitFrame.minX - expected) <= 0.5 && moving.hitFrame.width == moving.frame.width)
            #expect(moving.cornerRadius == moving.frame.height / 2)
        }
        #expect(TabBarLayout.sidebarTransition(from: bar, to: sidebar, progress: 0).accessory == from)
        #expect(TabBarLayout.sidebarTransition(from: bar, to: sidebar, progress: 1).accessory == to)
    }

    @Test("through the presenter: mid-transition the drawn accessory lies between the top bar's and the sidebar's, then rests beside the sidebar")
    func transitionDrawn() throws {
        let clock = ManualClock()
        let (store, presenter) = try Self.pad(.topBar, clock: clock)
        let start = try #require(presenter.frame().accessory)
        store.send(.sidebarToggled)
        _ = presenter.frame()  // the change is merged, its track starts now
        clock.now += 0.05
        let moving = presenter.frame()
        presenter.settle()
        let progress = try #require(presenter.player.sample(at: clock.now).sidebarExpansion)
        #expect(progress > 0 && progress < 1)
        let end = try #require(moving.layout.accessory, "the resting sidebar's")
        let drawn = try #require(moving.accessory)
        #expect(drawn != end && drawn != start, "neither end mid-way: \(drawn.frame)")
        let (low, high) = (min(start.frame.minX, end.frame.minX), max(start.frame.minX, end.frame.minX))
        #expect(low < high && drawn.frame.minX > low && drawn.frame.minX < high, "\(start.frame) \(drawn.frame) \(end.frame)")
        #expect(presenter.reportedAccessory == drawn, "the front ends move the view there")
        clock.now += 2
        #expect(presenter.frame().accessory == end)
    }

    // MARK: The width under a top bar

    @Test("under a top bar on a wide screen the accessory is no wider than a readable line, centred in the safe area, in both directions")
    func readableWidth() throws {
        for direction in [TabBarReadingDirection.leftToRight, .rightToLeft] {
            let layout = Issue32DeviceReview2Tests.padLayout(.topBar, direction: direction)
            let frame = try #require(layout.accessory?.frame)
            let size = layout.environment.containerSize, safe = layout.environment.safeArea
            #expect(size.width - safe.left - safe.right - 2 * TabBarLayout.accessoryMargin > TabBarLayout.accessoryReadableWidth)
            #expect(frame.width == TabBarLayout.accessoryReadableWidth, "\(direction): \(frame)")
            #expect(abs(frame.midX - (safe.left + (size.width - safe.right - safe.left) / 2)) <= 0.5, "\(direction): centred, \(frame)")
        }
        // Beside a sidebar it takes the rest of the width, as before.
        let sidebar = Issue32DeviceReview2Tests.padLayout(.sidebar)
        let beside = try #require(sidebar.accessory?.frame)
        let size = sidebar.environment.containerSize, safe = sidebar.environment.safeArea
        #expect(abs(beside.maxX - (size.width - safe.right - TabBarLayout.accessoryMargin)) <= 0.5, "\(beside)")
    }

    // MARK: 3. The keyboard alone takes the accessory away

    @Test("a front end hears that the keyboard alone took the accessory away or gave it back; not when the bar hides or shows")
    func cameOrWentAlone() throws {
        let clock = ManualClock()
        let (store, presenter) = try Self.pad(.sidebar, clock: clock)
        var told: [(shown: Bool, alone: Bool)] = []
        presenter.onAccessoryChange = { [unowned presenter] in told.append(($0 != nil, presenter.accessoryCameOrWentAlone)) }
        presenter.handle(.keyboardFrame(TabBarRect(x: 0, y: 500, width: 1194, height: 334)))
        presenter.settle()
        _ = presenter.frame()
        presenter.handle(.keyboardFrame(nil))
        presenter.settle()
        _ = presenter.frame()
        #expect(told.map(\.shown) == [false, true] && told.allSatisfy(\.alone), "the bar stayed: \(told)")
        told = []
        store.send(.barHiddenChanged(true))
        presenter.sync()
        clock.now += 5
        _ = presenter.frame()
        store.send(.barHiddenChanged(false))
        presenter.sync()
        clock.now += 5
        _ = presenter.frame()
        #expect(told.map(\.shown) == [false, true] && !told.contains { $0.alone }, "with the bar: its view tells VoiceOver: \(told)")
    }
}

import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarHost
import TabBarRender
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// Issue 32, item 2 (bottom accessory): a bar along the bottom (the iPhone's edge-to-edge bar, a floating capsule) hidden
/// by a route rule or the host took its accessory's view away in the first frame while the accessory's painted capsule
/// slid out with the bar. Now the view leaves (and comes back) with its bar, frame by frame, where its capsule is
/// painted; with Reduce Motion, where the bar changes at once, the accessory fades in place in a short cross-fade, view
/// and capsule alike. Checked expanded and inline (beside the minimised capsule), in both directions, and with the keyboard.
@Suite("Issue 32: a bottom bar's accessory leaves and comes back with the bar")
@MainActor
struct Issue32BottomAccessoryTransitTests {
    /// The app's tabs on an iPhone, with a route rule that hides the bar (`compose` on Home) and minimising on scroll.
    static var configuration: TabBarConfiguration {
        var configuration = TabBarConfiguration(AppTab.self, selected: .home)
        configuration.behavior.minimize = .onScrollDown
        configuration.routes = [TabBarRouteRule("app://home/compose", tab: "home", hidesTabBar: true)]
        return configuration
    }

    /// A bottom bar in `theme` (`.system` edge to edge, `.floating` a capsule) with an accessory, in `direction`,
    /// drawn once at rest (minimised first when asked).
    static func bottomBar(
        clock: ManualClock, theme: TabBarTheme = .system, direction: TabBarReadingDirection = .leftToRight, reduceMotion: Bool = false,
        minimized: Bool = false
    ) throws -> (TabBarKitStore, TabBarPresenter) {
        let store = try TabBarKitStore(configuration: configuration, translator: .identity)
        let presenter = makePresenter(store, theme: theme, clock: clock, measurer: TabBarInterTextMeasurer())
        presenter.handle(.layoutDirection(direction))
        if reduceMotion { presenter.handle(.reduceMotion(true)) }
        presenter.launch()
        presenter.update(bottomAccessory: TabBarBottomAccessory())
        presenter.settle()
        _ = presenter.frame()
        if minimized {
            store.send(.contentScrolled(.down))
            presenter.sync()
            _ = presenter.frame()
            clock.now += 5
            _ = presenter.frame()
        }
        return (store, presenter)
    }

    /// How far a top-level layer of a painted list (`bar-out`, the bar as it was; `bar`, the bar as it is) is moved
    /// down in this frame; `nil` when the list has no such layer.
    static func layerOffset(_ id: String, in list: TabBarDisplayList) -> Double? {
        for case .group(let group) in list.items where group.id == id {
            return TabBarDisplayGroupPaint(group, value: list.value(of: group)).matrix?.ty ?? 0
        }
        return nil
    }

    /// One frame: where the view goes, its opacity, the painted capsule, and how far the leaving and entering bars are moved.
    struct Sample {
        var view: TabBarAccessoryLayout?
        var opacity: Double
        var capsule: (offset: Double, opacity: Double, backdrops: Int)?
        var leavingBar: Double?
        var bar: Double?
        var isHidden: Bool
    }

    static func sample(_ frame: TabBarFrame) -> Sample {
        Sample(
            view: frame.accessory, opacity: frame.accessoryOpacity, capsule: Issue32AccessoryTransitTests.capsule(frame.list),
            leavingBar: layerOffset("bar-out", in: frame.list), bar: layerOffset("bar", in: frame.list), isHidden: frame.isHidden)
    }

    /// The frames at 60 Hz for `seconds`.
    static func frames(_ presenter: TabBarPresenter, clock: ManualClock, seconds: Double) -> [Sample] {
        (1...Int(seconds * 60)).map { _ in
            clock.now += 1.0 / 60
            return sample(presenter.frame())
        }
    }

    /// The frames of a bar leaving with its accessory (`resting`): in every frame that paints the capsule the view is
    /// placed at the same offset, which is the leaving bar's, going only down, by no jump, to past the container's
    /// bottom edge; then both are gone. Returns how many frames moved.
    @discardableResult
    static func expectLeavesWithBar(
        _ samples: [Sample], resting: TabBarAccessoryLayout, containerHeight: Double, _ label: String
    ) throws -> Int {
        var previous = 0.0
        var moving = 0
        for (index, sample) in samples.enumerated() {
            #expect(sample.isHidden, "\(label) frame \(index): the bar is hidden (on its way out)")
            guard let capsule = sample.capsule else {
                #expect(sample.view == nil, "\(label) frame \(index): no view without its capsule")
                continue
            }
            let view = try #require(sample.view, "\(label) frame \(index): the view is placed while its capsule is painted")
            moving += 1
            let offset = view.frame.minY - resting.frame.minY
            #expect(abs(capsule.offset - offset) < 1e-6, "\(label) frame \(index): view \(offset), capsule \(capsule.offset)")
            if let bar = sample.leavingBar { #expect(abs(bar - offset) < 1e-6, "\(label) frame \(index): in step with the bar (\(bar))") }
            #expect(offset >= previous - 1e-6, "\(label) frame \(index): it only goes down (\(previous) → \(offset))")
            #expect(offset - previous < 60, "\(label) frame \(index): no jump of \(offset - previous) points")
            #expect(view.frame.minX == resting.frame.minX && view.frame.width == resting.frame.width && view.frame.height == resting.frame.height)
            #expect(view.placement == resting.placement && view.hitFrame.minY - resting.hitFrame.minY == offset)
            #expect(sample.opacity == 1 && capsule.opacity == 1, "\(label): it moves, it does not fade")
            previous = offset
        }
        #expect(moving > 5, "\(label): it leaves over frames, not in one: \(moving)")
        #expect(resting.frame.minY + previous > containerHeight - 2, "\(label): past the bottom edge: \(resting.frame.minY + previous)")
        #expect(samples.last?.view == nil && samples.last?.capsule == nil, "\(label): gone at the end")
        return moving
    }

    // MARK: With motion

    @Test("hidden by the host, a bottom bar's accessory view leaves with the bar frame by frame, where its capsule is painted (edge to edge and floating, both directions)")
    func hideLeavesWithBar() throws {
        for theme in [TabBarTheme.system, .floating] {
            for direction in [TabBarReadingDirection.leftToRight, .rightToLeft] {
                let label = "\(theme.name) \(direction)"
                let clock = ManualClock()
                let (store, presenter) = try Self.bottomBar(clock: clock, theme: theme, direction: direction)
                let rest = presenter.frame()
                let resting = try #require(rest.accessory)
                #expect(!rest.layout.isAtTop && !rest.layout.accessoryLiesApart, "\(label): a bar along the bottom")
                store.send(.barHiddenChanged(true))
                presenter.sync()
                let first = Self.sample(presenter.frame())
                #expect(first.view == resting, "\(label): the first frame of the change still shows it where it rests, not a cut")
                try Self.expectLeavesWithBar(Self.frames(presenter, clock: clock, seconds: 1.5), resting: resting, containerHeight: phone.size.height, label)
                #expect(presenter.reportedAccessory == nil)
                presenter.refreshFrameInterval()
                #expect(presenter.frameInterval == nil, "\(label): the display link rests")
            }
        }
    }

    @Test("a route rule that hides the bar: its accessory leaves with it, and comes back up with it when the route is popped")
    func routeRule() throws {
        let clock = ManualClock()
        let (store, presenter) = try Self.bottomBar(clock: clock, theme: .floating)
        let resting = try #require(presenter.frame().accessory)
        store.send(.routePushed(TabBarRoute("compose"), on: "home"))
        presenter.sync()
        #expect(store.visibility == .hidden)
        _ = presenter.frame()
        try Self.expectLeavesWithBar(Self.frames(presenter, clock: clock, seconds: 1.5), resting: resting, containerHeight: phone.size.height, "route")
        store.send(.routePopped("home"))
        presenter.sync()
        #expect(store.visibility == .visible)
        _ = presenter.frame()
        var previous = Double.infinity
        for (index, sample) in Self.frames(presenter, clock: clock, seconds: 1).enumerated() {
            let view = try #require(sample.view, "frame \(index): placed from the first frame back")
            let offset = view.frame.minY - resting.frame.minY
            let capsule = try #require(sample.capsule)
            #expect(abs(capsule.offset - offset) < 1e-6 && abs((sample.bar ?? 0) - offset) < 1e-6, "frame \(index): with the bar and its capsule")
            #expect(offset >= -1e-6 && offset <= previous + 1e-6, "frame \(index): it rises to where it rests (\(offset))")
            previous = offset
        }
        #expect(presenter.frame().accessory == resting)
    }

    @Test("shown again, a bottom bar's accessory view rises with the bar, on the bar's entry, from the first frame")
    func showRisesWithBar() throws {
        for direction in [TabBarReadingDirection.leftToRight, .rightToLeft] {
            let clock = ManualClock()
            let (store, presenter) = try Self.bottomBar(clock: clock, theme: .floating, direction: direction)
            let resting = try #require(presenter.frame().accessory)
            store.send(.barHiddenChanged(true))
            presenter.sync()
            clock.now += 5
            #expect(presenter.frame().accessory == nil, "\(direction): none over a hidden bar's content at rest")
            store.send(.barHiddenChanged(false))
            presenter.sync()
            _ = presenter.frame()
            var rising = 0
            for tick in 1...60 {
                clock.now += 1.0 / 60
                let frame = presenter.frame()
                let entry = presenter.player.sample(at: clock.now).barEntry
                let view = try #require(frame.accessory, "\(direction) tick \(tick)")
                let offset = view.frame.minY - resting.frame.minY
                #expect(view.frame.minX == resting.frame.minX && view.frame.width == resting.frame.width)
                #expect(abs((Self.layerOffset("bar", in: frame.list) ?? 0) - offset) < 1e-6, "\(direction) tick \(tick): with the bar")
                #expect(abs((Issue32AccessoryTransitTests.capsule(frame.list)?.offset ?? .nan) - offset) < 1e-6)
                if let entry {
                    #expect(abs(offset - (1 - entry) * TabBarPresenter.outOfView(frame.layout)) < 1e-6)
                    rising += 1
                }
            }
            #expect(rising > 5)
            #expect(presenter.frame().accessory == resting)
        }
    }

    @Test("hidden and shown again half way: the view turns round where it is, with the bar, no jump")
    func turnsRound() throws {
        let clock = ManualClock()
        let (store, presenter) = try Self.bottomBar(clock: clock)
        let resting = try #require(presenter.frame().accessory)
        store.send(.barHiddenChanged(true))
        presenter.sync()
        _ = presenter.frame()
        clock.now += 0.12
        let before = try #require(presenter.frame().accessory, "on its way out with the bar")
        #expect(before.frame.minY > resting.frame.minY + 5, "\(before.frame.minY)")
        store.send(.barHiddenChanged(false))
        presenter.sync()
        let frame = presenter.frame()
        let after = try #require(frame.accessory)
        #expect(abs(after.frame.minY - before.frame.minY) < 0.5, "from where it was: \(before.frame.minY) → \(after.frame.minY)")
        #expect(abs((Self.layerOffset("bar", in: frame.list) ?? 0) - (after.frame.minY - resting.frame.minY)) < 1e-6)
        clock.now += 3
        #expect(presenter.frame().accessory == resting)
    }

    @Test("minimised, then hidden: the inline accessory (trailing the capsule, on the left in right to left) leaves with the capsule")
    func inlineLeavesWithCapsule() throws {
        for direction in [TabBarReadingDirection.leftToRight, .rightToLeft] {
            let clock = ManualClock()
            let (store, presenter) = try Self.bottomBar(clock: clock, theme: .floating, direction: direction, minimized: true)
            let rest = presenter.frame()
            let resting = try #require(rest.accessory)
            #expect(resting.placement == .inline && store.visibility == .minimized, "\(direction)")
            let capsule = rest.layout.bounds
            if direction == .leftToRight {
                #expect(resting.frame.minX >= capsule.maxX - 1, "trailing: right of the capsule (\(resting.frame), \(capsule))")
            } else {
                #expect(resting.frame.maxX <= capsule.minX + 1, "trailing: left of the capsule in right to left (\(resting.frame), \(capsule))")
            }
            store.send(.barHiddenChanged(true))
            presenter.sync()
            #expect(presenter.frame().accessory == resting)
            try Self.expectLeavesWithBar(Self.frames(presenter, clock: clock, seconds: 1.5), resting: resting, containerHeight: phone.size.height, "inline \(direction)")
            // Shown again: back inline with the capsule, rising with it.
            store.send(.barHiddenChanged(false))
            presenter.sync()
            for sample in Self.frames(presenter, clock: clock, seconds: 1) {
                let view = try #require(sample.view)
                #expect(view.placement == .inline && abs((sample.capsule?.offset ?? .nan) - (view.frame.minY - resting.frame.minY)) < 1e-6)
            }
            #expect(presenter.frame().accessory == resting)
        }
    }

    @Test("beside a permanent sidebar hidden by the host, the accessory leaves with the sidebar the same way, in both directions")
    func sidebar() throws {
        for direction in [TabBarReadingDirection.leftToRight, .rightToLeft] {
            let (store, presenter) = try Issue32DeviceReviewTests.pad(.sidebar)
            presenter.handle(.layoutDirection(direction))
            presenter.update(bottomAccessory: TabBarBottomAccessory())
            presenter.settle()
            let rest = presenter.frame()
            let resting = try #require(rest.accessory)
            #expect(rest.layout.accessoryTransit == .withBar, "\(direction)")
            store.send(.barHiddenChanged(true))
            presenter.sync()
            var moving = 0
            for tick in 0..<90 {
                let sample = Self.sample(presenter.frame(at: 100 + Double(tick) / 60))
                guard let capsule = sample.capsule else {
                    #expect(sample.view == nil, "\(direction) tick \(tick)")
                    continue
                }
                let view = try #require(sample.view, "\(direction) tick \(tick): placed while its capsule is painted")
                let offset = view.frame.minY - resting.frame.minY
                #expect(abs(capsule.offset - offset) < 1e-6 && abs((sample.leavingBar ?? .nan) - offset) < 1e-6, "\(direction) tick \(tick)")
                #expect(view.frame.minX == resting.frame.minX && view.frame.width == resting.frame.width)
                moving += 1
            }
            #expect(moving > 5 && presenter.frame(at: 110).accessory == nil, "\(direction): \(moving) frames, then gone")
        }
    }

    // MARK: Reduce Motion

    @Test("with Reduce Motion the bar changes at once and its accessory fades in place, view and capsule alike, its backdrop kept and fading with it")
    func reduceMotionFades() throws {
        for direction in [TabBarReadingDirection.leftToRight, .rightToLeft] {
            let clock = ManualClock()
            let (store, presenter) = try Self.bottomBar(clock: clock, theme: TabBarFeatureSamples.glassTheme, direction: direction, reduceMotion: true)
            let rest = presenter.frame()
            let resting = try #require(rest.accessory)
            #expect(try #require(Issue32AccessoryTransitTests.capsule(rest.list)).backdrops == 1, "a glass capsule at rest has its backdrop")
            store.send(.barHiddenChanged(true))
            presenter.sync()
            let first = Self.sample(presenter.frame())
            #expect(first.view == resting && first.opacity == 1, "\(direction): not cut, the fade starts from the accessory as it was")
            #expect(first.bar == nil && first.leavingBar == nil, "\(direction): the bar itself goes at once (no spatial motion)")
            #expect(presenter.frameInterval != nil, "frames are asked for while it fades")
            var opacities: [Double] = []
            for _ in 1...30 {
                clock.now += 1.0 / 60
                let frame = presenter.frame()
                let sample = Self.sample(frame)
                #expect(sample.bar == nil && sample.leavingBar == nil)
                guard let view = sample.view else {
                    #expect(sample.capsule == nil, "\(direction): no capsule without its view")
                    continue
                }
                #expect(view == resting, "\(direction): no spatial motion")
                let capsule = try #require(sample.capsule)
                #expect(abs(capsule.opacity - sample.opacity) < 1e-9 && capsule.offset == 0, "\(direction): the capsule fades with the view")
                #expect(capsule.backdrops == 1, "its blur is kept while it fades")
                #expect(Issue32AccessoryTransitTests.backdropOpacity(frame.list).map { abs($0 - capsule.opacity) < 1e-9 } == true, "\(direction): and fades with it")
                opacities.append(sample.opacity)
            }
            #expect(opacities.count >= 3 && opacities.count <= Int(TabBarMotionPlanner.reducedCrossFade * 60) + 1, "\(direction): a short fade: \(opacities)")
            #expect(zip(opacities, opacities.dropFirst()).allSatisfy { $0 >= $1 } && (opacities.first ?? 0) < 1 && (opacities.first ?? 0) > (opacities.last ?? 1))
            #expect(presenter.frame().accessory == nil && presenter.reportedAccessory == nil)
            presenter.refreshFrameInterval()
            #expect(presenter.frameInterval == nil, "the display link rests once it has faded")
            store.send(.barHiddenChanged(false))
            presenter.sync()
            var back: [Double] = []
            for sample in Self.frames(presenter, clock: clock, seconds: 0.5) {
                let view = try #require(sample.view)
                #expect(view == resting && (sample.bar ?? 0) == 0, "\(direction): the bar is back at once, its accessory in place")
                #expect(abs((sample.capsule?.opacity ?? .nan) - sample.opacity) < 1e-9)
                back.append(sample.opacity)
            }
            #expect(back.first.map { $0 < 1 } == true && back.last == 1 && zip(back, back.dropFirst()).allSatisfy { $0 <= $1 }, "\(direction): it fades back in: \(back)")
            #expect(try #require(Issue32AccessoryTransitTests.capsule(presenter.frame().list)).backdrops == 1, "its backdrop is back at rest")
        }
    }

    @Test("with Reduce Motion, shown again half way through its fade: the accessory fades back in from where it was, no cut")
    func reduceMotionTurnsRound() throws {
        let clock = ManualClock()
        let (store, presenter) = try Self.bottomBar(clock: clock, theme: .floating, reduceMotion: true)
        let resting = try #require(presenter.frame().accessory)
        store.send(.barHiddenChanged(true))
        presenter.sync()
        _ = presenter.frame()
        clock.now += TabBarMotionPlanner.reducedCrossFade / 2
        let half = presenter.frame()
        #expect(half.accessory == resting && half.accessoryOpacity > 0.1 && half.accessoryOpacity < 0.9, "half faded: \(half.accessoryOpacity)")
        store.send(.barHiddenChanged(false))
        presenter.sync()
        let back = presenter.frame()
        #expect(back.accessory == resting && abs(back.accessoryOpacity - half.accessoryOpacity) < 1e-6, "from where it was: \(back.accessoryOpacity)")
        #expect(abs((Issue32AccessoryTransitTests.capsule(back.list)?.opacity ?? .nan) - back.accessoryOpacity) < 1e-9)
        clock.now += 1
        let rest = presenter.frame()
        #expect(rest.accessory == resting && rest.accessoryOpacity == 1)
    }

    @Test("the planner: a bottom bar's accessory has no track of its own with motion (it goes with the bar), a short fade with Reduce Motion, none when it minimises")
    func plan() throws {
        let moving = TabBarMotionPlanner(theme: .floating, reduceMotion: false)
        let hide = moving.barVisibility(from: .visible, to: .hidden, accessory: .withBar)
        #expect(hide.tracks.map(\.kind) == [.barExit], "it goes on the bar's own track")
        #expect(moving.barVisibility(from: .hidden, to: .minimized, accessory: .withBar).tracks.map(\.kind) == [.barEntry])
        let still = TabBarMotionPlanner(theme: .floating, reduceMotion: true)
        for (from, to) in [(TabBarVisibility.visible, TabBarVisibility.hidden), (.hidden, .visible), (.minimized, .hidden), (.hidden, .minimized)] {
            let plan = still.barVisibility(from: from, to: to, accessory: .withBar)
            #expect(plan.tracks.map(\.kind) == [.accessoryEntry], "\(from) → \(to)")
            let track = try #require(plan.tracks.first)
            #expect(track.to == (to == .hidden ? 0 : 1) && track.activeDuration <= TabBarMotionPlanner.reducedCrossFade)
            #expect(still.barVisibility(from: from, to: to).isEmpty, "no accessory, nothing to fade")
        }
        #expect(still.barVisibility(from: .visible, to: .minimized, accessory: .withBar).isEmpty, "minimising changes its place at once")
        #expect(Issue32DeviceReview2Tests.padLayout(.floatingBar).accessoryTransit == .withBar)
        #expect(Issue32DeviceReview2Tests.padLayout(.topBar).accessoryTransit == .apart)
        #expect(Issue32DeviceReview2Tests.padLayout(.floatingBar, accessory: nil).accessoryTransit == .none)
    }

    // MARK: The keyboard

    @Test("the keyboard hides a bottom bar: its accessory leaves with it (view and capsule), is not laid out while the keyboard is up, and comes back with the bar")
    func keyboard() throws {
        for reduceMotion in [false, true] {
            let clock = ManualClock()
            let (store, presenter) = try Self.bottomBar(clock: clock, theme: .floating, reduceMotion: reduceMotion)
            let resting = try #require(presenter.frame().accessory)
            let restingInsets = presenter.contentInsets
            presenter.handle(.keyboardFrame(TabBarRect(x: 0, y: 540, width: 402, height: 334)))
            presenter.settle()
            #expect(store.visibility == .hidden)
            let first = Self.sample(presenter.frame())
            #expect(first.view == resting, "reduce motion \(reduceMotion): not cut")
            #expect(presenter.contentInsets.bottom < restingInsets.bottom, "the content loses the bar's and the accessory's inset at once")
            let samples = Self.frames(presenter, clock: clock, seconds: 1.5)
            if reduceMotion {
                for sample in samples {
                    guard let view = sample.view else { continue }
                    #expect(view == resting && abs((sample.capsule?.opacity ?? .nan) - sample.opacity) < 1e-9, "faded in place with its capsule")
                }
                let fading = samples.filter { $0.view != nil }.count
                #expect(fading >= 3 && fading <= Int(TabBarMotionPlanner.reducedCrossFade * 60) + 1, "a short fade: \(fading) frames")
                #expect(samples.allSatisfy { ($0.view == nil) == ($0.capsule == nil) }, "view and capsule go together")
                #expect(samples.last?.view == nil && samples.last?.capsule == nil)
            } else {
                try Self.expectLeavesWithBar(samples, resting: resting, containerHeight: phone.size.height, "keyboard")
            }
            #expect(presenter.layout?.accessory == nil, "not laid out while the keyboard is up")
            #expect(!presenter.accessoryCameOrWentAlone, "it went with the bar: the bar's view tells VoiceOver")
            presenter.handle(.keyboardFrame(nil))
            presenter.settle()
            #expect(store.visibility == .visible)
            for sample in Self.frames(presenter, clock: clock, seconds: 1) {
                let view = try #require(sample.view, "back with the bar")
                #expect(abs((sample.capsule?.offset ?? .nan) - (view.frame.minY - resting.frame.minY)) < 1e-6)
                #expect(abs((sample.capsule?.opacity ?? .nan) - sample.opacity) < 1e-9)
            }
            #expect(presenter.frame().accessory == resting && presenter.contentInsets == restingInsets)
        }
    }
}

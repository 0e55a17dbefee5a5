import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarHost
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// Issue 32 item 2, the second device review of the accessory's motion: the bar toggled again while it moves (twice,
/// three times, minimised then hidden) continues from where it is, bar and accessory, with and without Reduce Motion.
@Suite("Issue 32 review: the bar and its accessory toggled again while they move")
@MainActor
struct Issue32AccessoryMotionReviewTests {
    typealias Bottom = Issue32BottomAccessoryTransitTests

    /// What one frame shows: where the accessory's view is (its offset from `resting`, `nil`: not placed), its
    /// opacity, and how far down the bar on screen is (the leaving one while the bar is hidden, else the current one).
    struct Step {
        var accessory: Double?
        var opacity: Double
        var bar: Double?
        var capsule: Double?
    }

    /// Frames at 60 Hz for `seconds`, sending `events` (each at its own time after the start) as they fall due.
    static func run(
        _ store: TabBarKitStore, _ presenter: TabBarPresenter, clock: ManualClock, resting: TabBarAccessoryLayout,
        events: [(at: Double, event: TabBarEvent)], seconds: Double
    ) -> [Step] {
        let start = clock.now
        var pending = events
        var steps: [Step] = []
        for _ in 0..<Int(seconds * 60) {
            clock.now += 1.0 / 60
            while let next = pending.first, start + next.at <= clock.now + 1e-9 {
                pending.removeFirst()
                store.send(next.event)
                presenter.sync()
            }
            let frame = presenter.frame()
            let sample = Bottom.sample(frame)
            steps.append(Step(
                accessory: frame.accessory.map { $0.frame.minY - resting.frame.minY }, opacity: frame.accessoryOpacity,
                bar: frame.isHidden ? sample.leavingBar : (sample.bar ?? 0), capsule: capsuleOffset(frame)))
        }
        return steps
    }

    /// How far down the capsule the view goes with is painted: in the leaving bar while the bar is hidden, else in the
    /// current one (a bar that minimises paints two, the full bar's going out); apart under a top bar.
    static func capsuleOffset(_ frame: TabBarFrame) -> Double? {
        let id = frame.isHidden ? "bar-out" : "bar"
        for case .group(let group) in frame.list.items where group.id == id {
            var layer = frame.list
            layer.items = [.group(group)]
            if let capsule = Issue32AccessoryTransitTests.capsule(layer) { return capsule.offset }
        }
        return Issue32AccessoryTransitTests.capsule(frame.list)?.offset
    }

    /// Every frame moves the bar and the accessory by less than a spring can in one frame (no jump), and the view is
    /// where its capsule is painted.
    static func expectNoJump(_ steps: [Step], limit: Double = 30, _ label: String) {
        for (index, (before, after)) in zip(steps, steps.dropFirst()).enumerated() {
            if let a = before.accessory, let b = after.accessory {
                #expect(abs(b - a) < limit, "\(label) frame \(index + 1): the accessory jumps \(b - a) points (\(a) → \(b))")
            }
            if let a = before.bar, let b = after.bar {
                #expect(abs(b - a) < limit, "\(label) frame \(index + 1): the bar jumps \(b - a) points (\(a) → \(b))")
            }
            if before.accessory != nil, after.accessory != nil {
                #expect(abs(after.opacity - before.opacity) < 0.3, "\(label) frame \(index + 1): the fade jumps \(before.opacity) → \(after.opacity)")
            }
            if let view = after.accessory, let capsule = after.capsule {
                #expect(abs(view - capsule) < 1e-6, "\(label) frame \(index + 1): view \(view), capsule \(capsule)")
            }
        }
    }

    @Test("hidden, shown and hidden again every 60 ms: the bar and its accessory continue from where they are, no jump, never past where they go (both looks)")
    func toggledEvery60ms() throws {
        for theme in [TabBarTheme.system, .floating] {
            let clock = ManualClock()
            let (store, presenter) = try Bottom.bottomBar(clock: clock, theme: theme)
            let resting = try #require(presenter.frame().accessory)
            let out = TabBarPresenter.outOfView(try #require(presenter.layout))
            let events: [(Double, TabBarEvent)] = [
                (0, .barHiddenChanged(true)), (0.06, .barHiddenChanged(false)), (0.12, .barHiddenChanged(true)),
                (0.18, .barHiddenChanged(false)), (0.24, .barHiddenChanged(true)),
            ]
            let steps = Self.run(store, presenter, clock: clock, resting: resting, events: events, seconds: 2)
            Self.expectNoJump(steps, theme.name)
            // Until the last hide has had time to take it out, it is never further down than out of view.
            for (index, step) in steps.enumerated() {
                if let offset = step.accessory { #expect(offset <= out + 1e-6 && offset >= -1e-6, "\(theme.name) frame \(index): \(offset) of \(out)") }
            }
            #expect(steps.prefix(20).compactMap(\.accessory).max() ?? 0 < out * 0.9, "\(theme.name): not sent past the bottom edge by the toggles")
            #expect(steps.last?.accessory == nil, "\(theme.name): gone at the end")
        }
    }

    @Test("shown again twice while it leaves: the second show starts where the bar is, not where an older track would put it")
    func secondShow() throws {
        let clock = ManualClock()
        let (store, presenter) = try Bottom.bottomBar(clock: clock, theme: .floating)
        let resting = try #require(presenter.frame().accessory)
        let events: [(Double, TabBarEvent)] = [
            (0, .barHiddenChanged(true)), (0.1, .barHiddenChanged(false)), (0.2, .barHiddenChanged(true)), (0.3, .barHiddenChanged(false)),
        ]
        let steps = Self.run(store, presenter, clock: clock, resting: resting, events: events, seconds: 1.5)
        Self.expectNoJump(steps, "hide/show/hide/show")
        #expect(steps.last?.accessory.map { abs($0) < 1e-6 } == true, "back where it rests")
    }

    @Test("minimised, then hidden 60 ms later: the inline accessory and the capsule continue from where they are (both directions)")
    func minimiseThenHide() throws {
        for direction in [TabBarReadingDirection.leftToRight, .rightToLeft] {
            let clock = ManualClock()
            let (store, presenter) = try Bottom.bottomBar(clock: clock, theme: .floating, direction: direction)
            _ = presenter.frame()
            // Where the inline accessory rests (minimised at rest), measured on a twin.
            let (twinStore, twin) = try Bottom.bottomBar(clock: ManualClock(), theme: .floating, direction: direction, minimized: true)
            _ = twinStore
            let inline = try #require(twin.frame().accessory)
            #expect(inline.placement == .inline)
            let events: [(Double, TabBarEvent)] = [(0, .contentScrolled(.down)), (0.06, .barHiddenChanged(true))]
            let steps = Self.run(store, presenter, clock: clock, resting: inline, events: events, seconds: 1.5)
            Self.expectNoJump(steps, "minimise then hide \(direction)")
            #expect(steps.last?.accessory == nil)
        }
    }

    @Test("minimised, then hidden at once: the full bar still on its way out goes on leaving under the capsule, no cut (both looks)")
    func fullBarKeepsLeaving() throws {
        for theme in [TabBarTheme.system, .floating] {
            let clock = ManualClock()
            let (store, presenter) = try Bottom.bottomBar(clock: clock, theme: theme)
            _ = presenter.frame()
            store.send(.contentScrolled(.down))
            presenter.sync()
            var full: [Double] = []
            for tick in 1...60 {
                clock.now += 1.0 / 60
                if tick == 5 {
                    store.send(.barHiddenChanged(true))
                    presenter.sync()
                }
                let list = presenter.frame().list
                // The full bar: leaving as the bar was before the capsule came in, then under the capsule that leaves too.
                let offset = tick < 5 ? Bottom.layerOffset("bar-out", in: list) : Bottom.layerOffset("bar-out-earlier", in: list)
                guard let offset else { break }
                full.append(offset)
            }
            #expect(full.count > 10, "\(theme.name): it leaves over frames after the hide: \(full.count)")
            #expect(zip(full, full.dropFirst()).allSatisfy { $1 >= $0 - 1e-9 && $1 - $0 < 30 }, "\(theme.name): down, no jump: \(full)")
            #expect((full.last ?? 0) > TabBarPresenter.outOfView(try #require(presenter.layout)) * 0.9, "\(theme.name): out of view before it goes")
            clock.now += 2
            let rest = presenter.frame()
            #expect(Bottom.layerOffset("bar-out-earlier", in: rest.list) == nil && rest.accessory == nil)
            presenter.refreshFrameInterval()
            #expect(presenter.frameInterval == nil, "\(theme.name): the display link rests")
        }
    }

    @Test("minimised and brought back at once: the full bar on its way out turns round where it is, the capsule leaves from where it is")
    func minimiseReversed() throws {
        let clock = ManualClock()
        let (store, presenter) = try Bottom.bottomBar(clock: clock, theme: .floating)
        _ = presenter.frame()
        store.send(.contentScrolled(.down))
        presenter.sync()
        var full: [Double] = []
        var capsule: [Double] = []
        for tick in 1...60 {
            clock.now += 1.0 / 60
            if tick == 5 {
                store.send(.contentScrolled(.up))
                presenter.sync()
            }
            let list = presenter.frame().list
            // Before: the full bar leaves (`bar-out`), the capsule comes (`bar`); after, the other way round.
            if let offset = Bottom.layerOffset(tick < 5 ? "bar-out" : "bar", in: list) { full.append(offset) }
            if let offset = Bottom.layerOffset(tick < 5 ? "bar" : "bar-out", in: list) { capsule.append(offset) }
        }
        #expect(zip(full, full.dropFirst()).allSatisfy { abs($1 - $0) < 30 }, "the full bar: no jump: \(full)")
        #expect(zip(capsule, capsule.dropFirst()).allSatisfy { abs($1 - $0) < 30 }, "the capsule: no jump: \(capsule)")
        #expect(store.visibility == .visible && presenter.frame().accessory?.placement == .expanded)
    }

    @Test("with Reduce Motion, toggled every 60 ms or minimised then hidden: the accessory fades from where its fade is, in place, no jump")
    func reduceMotionToggles() throws {
        let clock = ManualClock()
        let (store, presenter) = try Bottom.bottomBar(clock: clock, theme: .floating, reduceMotion: true)
        let resting = try #require(presenter.frame().accessory)
        let events: [(Double, TabBarEvent)] = [
            (0, .barHiddenChanged(true)), (0.06, .barHiddenChanged(false)), (0.12, .barHiddenChanged(true)), (0.18, .barHiddenChanged(false)),
        ]
        let steps = Self.run(store, presenter, clock: clock, resting: resting, events: events, seconds: 1)
        Self.expectNoJump(steps, "reduce motion")
        #expect(steps.allSatisfy { $0.accessory.map { abs($0) < 1e-9 } ?? true }, "no spatial motion")
        #expect(steps.last?.opacity == 1 && steps.last?.accessory == 0)
        // Minimised (at once), then hidden: the inline accessory fades where it is.
        let (minStore, minimised) = try Bottom.bottomBar(clock: clock, theme: .floating, reduceMotion: true)
        _ = minimised.frame()
        let (_, twin) = try Bottom.bottomBar(clock: ManualClock(), theme: .floating, reduceMotion: true, minimized: true)
        let inline = try #require(twin.frame().accessory)
        let minSteps = Self.run(
            minStore, minimised, clock: clock, resting: inline, events: [(0, .contentScrolled(.down)), (0.06, .barHiddenChanged(true))], seconds: 1)
        Self.expectNoJump(minSteps, "reduce motion, minimised then hidden")
        #expect(minSteps.dropFirst(4).allSatisfy { $0.accessory.map { abs($0) < 1e-9 } ?? true }, "in place once minimised")
        #expect(minSteps.last?.accessory == nil)
    }

    @Test("under a top bar, hidden, shown and hidden again every 60 ms: the bar and its accessory continue from where they are")
    func topBarToggled() throws {
        let clock = ManualClock()
        let (store, presenter) = try Issue32AccessoryTransitTests.pad(clock: clock)
        let resting = try #require(presenter.frame().accessory)
        let events: [(Double, TabBarEvent)] = [
            (0, .barHiddenChanged(true)), (0.06, .barHiddenChanged(false)), (0.12, .barHiddenChanged(true)), (0.18, .barHiddenChanged(false)),
        ]
        let steps = Self.run(store, presenter, clock: clock, resting: resting, events: events, seconds: 1.5)
        Self.expectNoJump(steps, "top bar")
        #expect(steps.last?.accessory == 0 && steps.last?.bar == 0)
    }

    // MARK: The container resized while the bar moves

    /// Every frame from now on, for `seconds`: the view placed (if anywhere) inside the container and as wide as the layout
    /// at the new size has it; no leaving bar painted.
    static func expectNewGeometry(_ presenter: TabBarPresenter, clock: ManualClock, width: Double, seconds: Double, _ label: String) {
        for tick in 0..<Int(seconds * 60) {
            clock.now += 1.0 / 60
            let frame = presenter.frame()
            #expect(Bottom.layerOffset("bar-out", in: frame.list) == nil, "\(label) tick \(tick): no bar drawn for the old size")
            if let view = frame.accessory {
                #expect(view.frame.maxX <= width + 1e-6 && view.frame.minX >= -1e-6, "\(label) tick \(tick): \(view.frame) in a container \(width) wide")
                #expect(view.frame.width == frame.layout.accessory?.frame.width, "\(label) tick \(tick): the new layout's width")
            }
            if let capsule = Issue32AccessoryTransitTests.capsule(frame.list), let layout = frame.layout.accessory {
                #expect(abs(capsule.offset) < 1e-6 || frame.accessory != nil, "\(label) tick \(tick): no capsule going on its own at the old size (\(layout.frame))")
            }
        }
    }

    @Test("rotated while a bottom bar and its accessory leave: they are cut to where they were going, never drawn at the old geometry (with and without Reduce Motion)")
    func rotatedWhileLeaving() throws {
        for reduceMotion in [false, true] {
            let label = "reduce motion \(reduceMotion)"
            let clock = ManualClock()
            let (store, presenter) = try Bottom.bottomBar(clock: clock, theme: .floating, reduceMotion: reduceMotion)
            let resting = try #require(presenter.frame().accessory)
            store.send(.barHiddenChanged(true))
            presenter.sync()
            for _ in 0..<4 {
                clock.now += 1.0 / 60
                _ = presenter.frame()
            }
            #expect(presenter.frame().accessory?.frame.width == resting.frame.width, "\(label): on its way out")
            // Landscape: the old mini player is narrower than the new screen; a portrait one after landscape is the measured case.
            presenter.updateContainer(size: TabBarSize(width: 874, height: 402), safeArea: TabBarInsets(top: 0, left: 62, bottom: 21, right: 62), displayScale: 3)
            let cut = presenter.frame()
            #expect(cut.accessory == nil && Issue32AccessoryTransitTests.capsule(cut.list) == nil, "\(label): gone, as at the end of its way out")
            #expect(Bottom.layerOffset("bar-out", in: cut.list) == nil, "\(label): the leaving bar is gone")
            Self.expectNewGeometry(presenter, clock: clock, width: 874, seconds: 1, label)
            presenter.refreshFrameInterval()
            #expect(presenter.frameInterval == nil, "\(label): nothing ticks")
            // Shown again in landscape, then rotated back while it comes: it comes on, laid out at each new size.
            store.send(.barHiddenChanged(false))
            presenter.sync()
            clock.now += 1.0 / 60
            _ = presenter.frame()
            presenter.updateContainer(size: phone.size, safeArea: phone.safeArea, displayScale: 3)
            Self.expectNewGeometry(presenter, clock: clock, width: phone.size.width, seconds: 1, "\(label), coming back")
            #expect(presenter.frame().accessory == resting, "\(label): at rest where it rests in portrait")
        }
    }

    @Test("an iPad window resized while its top bar's accessory leaves below: cut, never a mini player wider than the window")
    func resizedUnderTopBar() throws {
        for reduceMotion in [false, true] {
            let clock = ManualClock()
            let (store, presenter) = try Issue32AccessoryTransitTests.pad(clock: clock, reduceMotion: reduceMotion)
            let resting = try #require(presenter.frame().accessory)
            store.send(.barHiddenChanged(true))
            presenter.sync()
            for _ in 0..<4 {
                clock.now += 1.0 / 60
                _ = presenter.frame()
            }
            #expect(presenter.frame().accessory?.frame.width == resting.frame.width, "on its way out")
            // Split View: a third of the screen, where the bar is at the bottom.
            presenter.updateContainer(size: TabBarSize(width: 375, height: 1194), safeArea: TabBarInsets(top: 24, bottom: 20), displayScale: 2)
            presenter.handle(.sizeClasses(horizontal: .compact, vertical: .regular))
            let cut = presenter.frame()
            #expect(cut.accessory == nil && Issue32AccessoryTransitTests.capsule(cut.list) == nil, "reduce motion \(reduceMotion): gone")
            Self.expectNewGeometry(presenter, clock: clock, width: 375, seconds: 1, "reduce motion \(reduceMotion)")
        }
    }
}

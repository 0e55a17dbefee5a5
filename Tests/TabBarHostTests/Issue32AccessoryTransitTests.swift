import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarHost
import TabBarRender
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// Issue 32's leftovers, item 3: under an iPad top bar the bottom accessory lies at the bottom of the content, apart from
/// the bar. When a route rule or the host hides the bar (or shows it again), the accessory used to go (and come back)
/// in one frame while the bar slid. Now it leaves and comes back on a track of its own that the clock plays with the
/// bar's: below the container's bottom edge on the bar's spring, or, with Reduce Motion, a short fade in place; its
/// view (the presenter's frame) and its capsule (the painted list) alike, so both front ends follow it.
@Suite("Issue 32 leftovers: a top bar's accessory comes and goes with the bar")
@MainActor
struct Issue32AccessoryTransitTests {
    /// The atlas as an iPad top bar with an accessory, drawn once, in `theme`, with Reduce Motion as asked.
    static func pad(clock: ManualClock, theme: TabBarTheme = .floating, reduceMotion: Bool = false) throws -> (TabBarKitStore, TabBarPresenter) {
        let store = try TabBarKitStore(configuration: TabBarFeatureSamples.atlasTopBar)
        let presenter = makePresenter(store, theme: theme, clock: clock, measurer: TabBarInterTextMeasurer())
        presenter.updateContainer(size: Issue32AdaptiveHostTests.ipad.size, safeArea: Issue32AdaptiveHostTests.ipad.safeArea, displayScale: 2)
        presenter.update(regularWidth: .topBar)
        presenter.handle(.sizeClasses(horizontal: .regular, vertical: .regular))
        if reduceMotion { presenter.handle(.reduceMotion(true)) }
        presenter.launch()
        presenter.update(bottomAccessory: TabBarBottomAccessory())
        presenter.settle()
        _ = presenter.frame()
        return (store, presenter)
    }

    /// The accessory's capsule group in a painted list: how far it is moved down and its opacity, through every group
    /// round it; `nil` when the list paints none.
    static func capsule(_ list: TabBarDisplayList) -> (offset: Double, opacity: Double, backdrops: Int)? {
        func walk(_ items: [TabBarDisplayItem], ty: Double, opacity: Double) -> (Double, Double, Int)? {
            for case .group(let group) in items {
                let paint = TabBarDisplayGroupPaint(group, value: list.value(of: group))
                let (y, o) = (ty + (paint.matrix?.ty ?? 0), opacity * paint.opacity)
                if group.id == "accessory" {
                    let backdrops = TabBarDisplayList(size: list.size, items: group.children).backdrops.count
                    return (y, o, backdrops)
                }
                if let found = walk(group.children, ty: y, opacity: o) { return found }
            }
            return nil
        }
        return walk(list.items, ty: 0, opacity: 1)
    }

    /// The opacity a painted list gives its faded backdrops (the accessory's capsule's, with Reduce Motion): `nil` when
    /// every backdrop shows whole.
    static func backdropOpacity(_ list: TabBarDisplayList) -> Double? {
        let faded = list.backdropPlacements.map(\.opacity).filter { $0 < 1 }
        guard let first = faded.first else { return nil }
        #expect(faded.allSatisfy { $0 == first }, "one faded backdrop, the capsule's: \(faded)")
        return first
    }

    /// One frame's accessory: where the view goes (`nil`: nowhere), its opacity, and the painted capsule.
    struct Sample {
        var view: TabBarAccessoryLayout?
        var opacity: Double
        var capsule: (offset: Double, opacity: Double, backdrops: Int)?
    }

    /// The frames at 60 Hz for `seconds` after a change.
    static func frames(_ presenter: TabBarPresenter, clock: ManualClock, seconds: Double) -> [Sample] {
        (1...Int(seconds * 60)).map { _ in
            clock.now += 1.0 / 60
            let frame = presenter.frame()
            return Sample(view: frame.accessory, opacity: frame.accessoryOpacity, capsule: capsule(frame.list))
        }
    }

    // MARK: With motion

    @Test("the bar hidden by the host: the accessory goes down out of view frame by frame, its capsule with it, then is gone")
    func hideSlidesDown() throws {
        let clock = ManualClock()
        let (store, presenter) = try Self.pad(clock: clock)
        let resting = try #require(presenter.frame().accessory)
        store.send(.barHiddenChanged(true))
        presenter.sync()
        let first = presenter.frame()
        #expect(first.accessory?.frame == resting.frame, "the first frame of the change still shows it where it rests, not a cut")
        let samples = Self.frames(presenter, clock: clock, seconds: 2)
        var previous = 0.0
        var moving = 0
        for (index, sample) in samples.enumerated() {
            guard let view = sample.view else { continue }
            moving += 1
            let offset = view.frame.minY - resting.frame.minY
            #expect(offset >= previous - 1e-6, "frame \(index): it only goes down (\(previous) → \(offset))")
            #expect(offset - previous < 40, "frame \(index): no jump of \(offset - previous) points")
            #expect(view.frame.minX == resting.frame.minX && view.frame.width == resting.frame.width && view.frame.height == resting.frame.height)
            #expect(sample.opacity == 1)
            let capsule = try #require(sample.capsule, "frame \(index): the capsule is painted while the view is")
            #expect(abs(capsule.offset - offset) < 1e-6 && capsule.opacity == 1, "frame \(index): the capsule moves with the view")
            previous = offset
        }
        #expect(moving > 5, "it leaves over frames, not in one: \(moving)")
        let out = try #require(presenter.layout).environment.containerSize.height
        #expect(resting.frame.minY + previous > out - 2, "it leaves past the bottom edge: \(resting.frame.minY + previous)")
        #expect(samples.last?.view == nil && samples.last?.capsule == nil, "gone at the end")
        presenter.refreshFrameInterval()
        #expect(presenter.frameInterval == nil, "and the display link rests")
    }

    @Test("the bar shown again: the accessory comes up from below in step with the bar's entry, never above where it rests")
    func showRisesInStep() throws {
        let clock = ManualClock()
        let (store, presenter) = try Self.pad(clock: clock)
        let resting = try #require(presenter.frame().accessory)
        store.send(.barHiddenChanged(true))
        presenter.sync()
        clock.now += 5
        #expect(presenter.frame().accessory == nil, "none over a hidden bar's content at rest")
        store.send(.barHiddenChanged(false))
        presenter.sync()
        _ = presenter.frame()  // the bar's entry and the accessory's start now
        var previous = Double.infinity
        var inStep = 0
        for tick in 1...60 {
            clock.now += 1.0 / 60
            let frame = presenter.frame()
            let sample = presenter.player.sample(at: clock.now)
            let view = try #require(frame.accessory, "tick \(tick): the view is placed from the first frame")
            let offset = view.frame.minY - resting.frame.minY
            #expect(offset >= -1e-6 && offset <= previous + 1e-6, "tick \(tick): it rises to where it rests (\(offset))")
            if let entry = sample.accessoryEntry, let bar = sample.barEntry {
                #expect(abs(entry - bar) < 1e-9, "tick \(tick): on the bar's own spring, in step")
                #expect(abs(offset - (1 - entry) * TabBarPresenter.accessoryOutOfView(frame.layout)) < 1e-6)
                inStep += 1
            }
            let capsule = try #require(Self.capsule(frame.list))
            #expect(abs(capsule.offset - offset) < 1e-6, "tick \(tick): the capsule rises with the view")
            previous = offset
        }
        #expect(inStep > 5)
        #expect(presenter.frame().accessory == resting, "at rest where it rests")
    }

    @Test("hidden and shown again half way: the accessory turns round where it is, no jump")
    func turnsRound() throws {
        let clock = ManualClock()
        let (store, presenter) = try Self.pad(clock: clock)
        let resting = try #require(presenter.frame().accessory)
        store.send(.barHiddenChanged(true))
        presenter.sync()
        _ = presenter.frame()
        clock.now += 0.12
        let before = try #require(presenter.frame().accessory)
        #expect(before.frame.minY > resting.frame.minY + 5, "on its way out: \(before.frame.minY)")
        store.send(.barHiddenChanged(false))
        presenter.sync()
        let after = try #require(presenter.frame().accessory)
        #expect(abs(after.frame.minY - before.frame.minY) < 0.5, "from where it was: \(before.frame.minY) → \(after.frame.minY)")
        clock.now += 3
        #expect(presenter.frame().accessory == resting)
    }

    @Test("a top bar that minimises leaves its accessory where it rests: no track of its own")
    func minimiseLeavesItStill() throws {
        let planner = TabBarMotionPlanner(theme: .floating, reduceMotion: false)
        let minimise = planner.barVisibility(from: .visible, to: .minimized, accessory: .apart)
        #expect(!minimise.tracks.contains { $0.kind == .accessoryEntry })
        #expect(minimise.tracks.contains { $0.kind == .barExit } && minimise.tracks.contains { $0.kind == .barEntry })
        let hide = planner.barVisibility(from: .visible, to: .hidden, accessory: .apart)
        let track = try #require(hide.tracks.first { $0.kind == .accessoryEntry })
        #expect(track.from == 1 && track.to == 0 && track.curve == TabBarMotionPlanner.barVisibilityCurve(TabBarTheme.floating.motion))
        #expect(!planner.barVisibility(from: .visible, to: .hidden, accessory: .withBar).tracks.contains { $0.kind == .accessoryEntry }, "an accessory that goes with its bar has none")
    }

    // MARK: Reduce Motion

    @Test("with Reduce Motion the accessory fades in place in a short cross-fade, view and capsule alike; its backdrop is kept and its effect fades with it")
    func reduceMotionFades() throws {
        let clock = ManualClock()
        let (store, presenter) = try Self.pad(clock: clock, theme: TabBarFeatureSamples.glassTheme, reduceMotion: true)
        let resting = try #require(presenter.frame().accessory)
        #expect(try #require(Self.capsule(presenter.frame().list)).backdrops == 1, "a glass capsule at rest has its backdrop")
        store.send(.barHiddenChanged(true))
        presenter.sync()
        let first = presenter.frame()
        #expect(first.accessory == resting && first.accessoryOpacity == 1, "not cut: the fade starts from the accessory as it was")
        #expect(presenter.frameInterval != nil, "frames are asked for while it fades, though the bar itself does not move")
        var opacities: [Double] = []
        for _ in 1...30 {
            clock.now += 1.0 / 60
            let frame = presenter.frame()
            guard let view = frame.accessory else { continue }
            #expect(view == resting, "no spatial motion")
            let capsule = try #require(Self.capsule(frame.list))
            #expect(abs(capsule.opacity - frame.accessoryOpacity) < 1e-9 && capsule.offset == 0, "the capsule fades with the view")
            #expect(capsule.backdrops == 1, "its blur is kept (no sharp content under a still opaque capsule, no blur popping back)")
            let fading = try #require(Self.backdropOpacity(frame.list), "the backdrop's placement carries the fade")
            #expect(abs(fading - capsule.opacity) < 1e-9, "the effect shows at the capsule's opacity: \(fading)")
            opacities.append(frame.accessoryOpacity)
        }
        #expect(opacities.count >= 3 && opacities.count <= Int(TabBarMotionPlanner.reducedCrossFade * 60) + 1, "a short fade: \(opacities)")
        #expect(zip(opacities, opacities.dropFirst()).allSatisfy { $0 >= $1 } && (opacities.first ?? 0) < 1 && (opacities.first ?? 0) > (opacities.last ?? 1))
        #expect(presenter.frame().accessory == nil)
        store.send(.barHiddenChanged(false))
        presenter.sync()
        var back: [Double] = []
        for sample in Self.frames(presenter, clock: clock, seconds: 0.5) {
            let view = try #require(sample.view)
            #expect(view == resting)
            back.append(sample.opacity)
        }
        #expect(back.first.map { $0 < 1 } == true && back.last == 1 && zip(back, back.dropFirst()).allSatisfy { $0 <= $1 }, "it fades back in: \(back)")
        #expect(try #require(Self.capsule(presenter.frame().list)).backdrops == 1, "its backdrop is back at rest")
    }

    @Test("with Reduce Motion the planner gives a top bar's accessory a short cross-fade and the bar nothing")
    func reduceMotionPlan() throws {
        let planner = TabBarMotionPlanner(theme: .floating, reduceMotion: true)
        let show = planner.barVisibility(from: .hidden, to: .visible, accessory: .apart)
        #expect(show.tracks.map(\.kind) == [.accessoryEntry])
        let track = try #require(show.tracks.first)
        #expect(track.from == 0 && track.to == 1 && track.activeDuration <= TabBarMotionPlanner.reducedCrossFade)
        #expect(planner.barVisibility(from: .hidden, to: .visible).isEmpty, "without an accessory the change is instant, as the bar's is")
        // An accessory on a bar at the bottom fades the same way (Issue32BottomAccessoryTransitTests), though the bar cuts.
        #expect(planner.barVisibility(from: .hidden, to: .visible, accessory: .withBar).tracks.map(\.kind) == [.accessoryEntry])
    }

    // MARK: A bar at the bottom is unchanged

    @Test("an accessory above a bottom bar still goes down with its bar (no track of its own)")
    func bottomBarUnchanged() throws {
        let phone = Issue32DeviceReview2Tests.padLayout(.floatingBar)
        #expect(!phone.accessoryLiesApart)
        let motion = TabBarPresenter.accessoryMotion(phone, barEntry: 0.5, accessoryEntry: 0.2, reduceMotion: false)
        #expect(motion.offset == TabBarPresenter.accessoryLowered(phone, barEntry: 0.5) && motion.opacity == 1)
        let top = Issue32DeviceReview2Tests.padLayout(.topBar)
        #expect(top.accessoryLiesApart)
        #expect(TabBarPresenter.accessoryMotion(top, barEntry: 0.5, accessoryEntry: nil, reduceMotion: false) == TabBarAccessoryMotion())
        #expect(TabBarPresenter.accessoryMotion(top, barEntry: nil, accessoryEntry: 0.25, reduceMotion: true) == TabBarAccessoryMotion(opacity: 0.25, fades: true))
    }
}

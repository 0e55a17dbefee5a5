import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarHost
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// Issue 30, item 10: hiding, showing and minimising animate as one motion the core plans and the clock plays
/// (the bar as it was slides out below while the new one comes in), never an alpha fade, and the backdrops move
/// with their bar.
@Suite("Issue 30: the bar's visibility on the clock")
@MainActor
struct BarVisibilityTests {
    static func launched(_ clock: ManualClock, theme: TabBarTheme = .system) throws -> (TabBarKitStore, TabBarPresenter) {
        var configuration = TabBarConfiguration(AppTab.self, selected: .home)
        configuration.behavior.minimizeOnScroll = true  // asked for here, whatever the default
        let store = try TabBarKitStore(configuration: configuration, translator: .identity)
        let presenter = makePresenter(store, theme: theme, clock: clock)
        presenter.launch()
        _ = presenter.frame(at: clock.now)
        return (store, presenter)
    }

    /// The vertical offset of a root group (`bar`, `bar-out`) in a frame, or `nil` when it is not there.
    static func offset(of id: String, in frame: TabBarFrame) -> Double? {
        for item in frame.list.items {
            guard case .group(let group) = item, group.id == id else { continue }
            return frame.list.value(of: group).transform?.translate.y ?? 0
        }
        return nil
    }

    @Test("hiding: the bar slides out below, takes no touch from the start, then nothing is drawn")
    func hides() throws {
        let clock = ManualClock()
        let (store, presenter) = try Self.launched(clock)
        let home = try #require(presenter.frame(at: clock.now).layout.item("home")).hitFrame.center
        store.send(.barHiddenChanged(true))
        presenter.sync()
        var offsets: [Double] = []
        for tick in 0...30 {
            let frame = presenter.frame(at: clock.now + Double(tick) / 60)
            #expect(!frame.takesTouch(at: home), "a hidden bar takes no touch, even on its way out")
            if let offset = Self.offset(of: "bar-out", in: frame) { offsets.append(offset) }
        }
        #expect(offsets.count > 10)
        #expect(offsets == offsets.sorted(), "it only goes down: \(offsets)")
        #expect((offsets.first ?? 1) < 1 && (offsets.last ?? 0) > 60)
        let end = presenter.frame(at: clock.now + 5)
        #expect(end.list.items.isEmpty)
    }

    @Test("showing: the bar comes up from below into place")
    func shows() throws {
        let clock = ManualClock()
        let (store, presenter) = try Self.launched(clock)
        store.send(.barHiddenChanged(true))
        presenter.sync()
        clock.now += 5
        _ = presenter.frame(at: clock.now)
        store.send(.barHiddenChanged(false))
        presenter.sync()
        let early = try #require(Self.offset(of: "bar", in: presenter.frame(at: clock.now + 0.02)))
        let later = try #require(Self.offset(of: "bar", in: presenter.frame(at: clock.now + 0.15)))
        #expect(early > later && later > 0)
        let rest = presenter.frame(at: clock.now + 5)
        #expect(Self.offset(of: "bar", in: rest) == nil, "at rest the list is the drawing itself")
        #expect(!rest.list.items.isEmpty)
    }

    @Test("showing while it is still on its way out turns it round where it is: no jump")
    func reverses() throws {
        let clock = ManualClock()
        let (store, presenter) = try Self.launched(clock)
        store.send(.barHiddenChanged(true))
        presenter.sync()
        clock.now += 0.1
        let halfway = try #require(Self.offset(of: "bar-out", in: presenter.frame(at: clock.now)))
        store.send(.barHiddenChanged(false))
        presenter.sync()
        let after = try #require(Self.offset(of: "bar", in: presenter.frame(at: clock.now)))
        #expect(abs(after - halfway) < 0.5, "\(halfway) → \(after)")
    }

    @Test("minimising: the full bar goes out while the capsule comes in, both drawn through the change")
    func minimises() throws {
        let clock = ManualClock()
        let (store, presenter) = try Self.launched(clock)
        store.send(.contentScrolled(.down))
        presenter.sync()
        #expect(store.visibility == .minimized)
        let frame = presenter.frame(at: clock.now + 0.05)
        let leaving = try #require(Self.offset(of: "bar-out", in: frame)), coming = try #require(Self.offset(of: "bar", in: frame))
        #expect(leaving > 0 && coming > 0)
        #expect(frame.layout.isMinimized)
        let rest = presenter.frame(at: clock.now + 5)
        #expect(Self.offset(of: "bar-out", in: rest) == nil)
    }

    @Test("with Reduce Motion the change is instant: no track, no frame")
    func reduceMotion() throws {
        let clock = ManualClock()
        let (store, presenter) = try Self.launched(clock)
        presenter.handle(.reduceMotion(true))
        store.send(.barHiddenChanged(true))
        presenter.sync()
        #expect(presenter.frameInterval == nil)
        #expect(presenter.frame(at: clock.now).list.items.isEmpty)
    }

    @Test("a material bar's backdrop moves with it (no fade: its opacity stays 1)")
    func backdropFollows() throws {
        let clock = ManualClock()
        let (store, presenter) = try Self.launched(clock)
        let resting = try #require(presenter.frame(at: clock.now).list.backdropPlacements.first)
        #expect(resting.matrix == nil)
        store.send(.barHiddenChanged(true))
        presenter.sync()
        let moving = try #require(presenter.frame(at: clock.now + 0.1).list.backdropPlacements.first)
        #expect((moving.matrix?.ty ?? 0) > 1 && moving.opacity == 1)
    }

    @Test("the planner: out and in on a critically damped spring; none with Reduce Motion")
    func planner() {
        let planner = TabBarMotionPlanner(theme: .system, reduceMotion: false)
        #expect(planner.barVisibility(from: .visible, to: .hidden).tracks.map(\.kind) == [.barExit])
        #expect(planner.barVisibility(from: .hidden, to: .visible).tracks.map(\.kind) == [.barEntry])
        #expect(planner.barVisibility(from: .visible, to: .minimized).tracks.map(\.kind) == [.barExit, .barEntry])
        #expect(TabBarMotionPlanner(theme: .system, reduceMotion: true).barVisibility(from: .visible, to: .hidden).isEmpty)
        guard case .spring(let spring) = TabBarMotionPlanner.barVisibilityCurve(TabBarTheme.system.motion) else {
            Issue.record("not a spring")
            return
        }
        let values = stride(from: 0.0, through: 2, by: 0.01).map { spring.value(from: 0, to: 1, time: $0) }
        #expect(values.allSatisfy { $0 <= 1 + 1e-9 }, "no overshoot: no gap under the bar")
    }
}

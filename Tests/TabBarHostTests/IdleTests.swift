import Observation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarHost
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// Issue 30, deliverable 2 and item 13: idle is idle. The breathing glow is described by the frame as a
/// repeating animation the platform runs; the clock asks for no frame at rest or while the bar is hidden; a
/// frame that does run rebuilds no layout, list, text or accessibility.
@Suite("Issue 30: idle is idle")
@MainActor
struct IdleTests {
    static func nyx() throws -> TabBarKitStore {
        try TabBarKitStore(configuration: .example(.nyx), translator: .identity)
    }

    /// Nyx at launch, Chat (the centre glyph) selected: the glow breathes.
    static func launched(_ clock: ManualClock) throws -> (TabBarKitStore, TabBarPresenter) {
        let store = try nyx()
        let presenter = makePresenter(store, theme: .midnight, clock: clock)
        presenter.launch()
        _ = presenter.frame(at: clock.now)
        return (store, presenter)
    }

    @Test("no frames requested at rest, glow on: the breath is the frame's ambient animation")
    func noFramesAtRest() throws {
        let clock = ManualClock()
        let (_, presenter) = try Self.launched(clock)
        clock.now += 10
        presenter.refreshFrameInterval()
        #expect(presenter.frameInterval == nil, "the display link and the TimelineView stay paused")
        let frame = presenter.frame(at: clock.now)
        let breath = try #require(frame.ambient.first)
        #expect(frame.ambient.count == 1)
        #expect(breath.group == "glow-ring")
        #expect(breath.opacity == TabBarDisplayAmbientRange(from: 0.45, to: 1))
        #expect(breath.scale == TabBarDisplayAmbientRange(from: 1, to: 1.15))
        #expect(breath.duration == 3 && breath.easing == .easeInOut)
        // Its group is the ring, in a slot of its own that the frame leaves at rest (the platform moves it).
        let ring = try #require(Self.group("glow-ring", in: frame.list.items))
        #expect(ring.slot == breath.slot)
        #expect(frame.list.slots[breath.slot] == TabBarDisplaySlotValue())
        let chat = try #require(frame.layout.item("chat"))
        #expect(breath.anchor == chat.iconFrame.center, "the ring breathes about the glyph")
    }

    @Test("none while hidden: no frame, no ambient animation, nothing drawn")
    func noneWhileHidden() throws {
        let clock = ManualClock()
        let (store, presenter) = try Self.launched(clock)
        store.send(.barHiddenChanged(true))
        presenter.sync()
        #expect(presenter.frameInterval == 0, "the bar slides out first")
        clock.now += 5
        presenter.refreshFrameInterval()
        #expect(presenter.frameInterval == nil)
        let frame = presenter.frame(at: clock.now)
        #expect(frame.ambient.isEmpty && frame.list.items.isEmpty && frame.isHidden)
        // A one-shot animation of a hidden bar (a badge pulse) asks for no frame either.
        store.send(.badgeSet(.count(4), on: "insights"))
        presenter.sync()
        #expect(presenter.frameInterval == nil)
    }

    @Test("with Reduce Motion the glow holds still: no ambient animation")
    func reduceMotion() throws {
        let clock = ManualClock()
        let (_, presenter) = try Self.launched(clock)
        presenter.handle(.reduceMotion(true))
        #expect(presenter.frame(at: clock.now + 1).ambient.isEmpty)
        presenter.handle(.reduceMotion(false))
        #expect(presenter.frame(at: clock.now + 2).ambient.count == 1)
    }

    @Test("the ambient description is the clock's breath: a still picture of any moment samples the same values")
    func ambientMatchesTheClock() throws {
        let clock = ManualClock()
        let (_, presenter) = try Self.launched(clock)
        let frame = presenter.frame(at: clock.now)
        let breath = try #require(frame.ambient.first)
        for t in stride(from: 0.0, through: 9, by: 0.37) {
            let time = clock.now + t
            let sampled = presenter.player.sample(at: time)
            let value = breath.value(at: time)
            #expect(abs(value.opacity - (sampled.glowOpacity ?? 1)) < 1e-9, "opacity at \(t)")
            let scale = value.transform?.scaleX ?? 1
            #expect(abs(scale - (sampled.glowScale ?? 1)) < 1e-9, "scale at \(t)")
        }
        #expect(breath.phase(at: breath.start + 7) == 1, "a period is two ways of 3 s")
    }

    @Test("a frame that runs rebuilds no layout, list, text measurement or accessibility")
    func framesRebuildNothing() throws {
        let clock = ManualClock()
        let measurer = CountingMeasurer()
        let store = try Self.nyx()
        let presenter = makePresenter(store, theme: .midnight, clock: clock, measurer: measurer)
        presenter.launch()
        let first = presenter.frame(at: clock.now)
        let insights = try #require(first.layout.item("insights"))
        presenter.handle(.touchDown(insights.hitFrame.center))
        clock.now += 0.05
        presenter.handle(.touchUp(insights.hitFrame.center))
        let start = presenter.frame(at: clock.now)
        let (layouts, lists, measured) = (presenter.layoutCount, presenter.preparedListCount, measurer.calls)
        var generations: Set<Int> = [], accessibility: Set<Int> = [], moved = false
        for tick in 1...60 {
            let frame = presenter.frame(at: clock.now + Double(tick) / 120)
            generations.insert(frame.listGeneration)
            accessibility.insert(frame.accessibilityGeneration)
            moved = moved || frame.list.slots != start.list.slots
        }
        #expect(moved, "the tap animates")
        #expect(presenter.layoutCount == layouts && presenter.preparedListCount == lists && measurer.calls == measured)
        #expect(generations.count == 1 && accessibility.count == 1, "the painters patch slots only")
    }

    /// Set from an observation's change handler.
    final class Flag: @unchecked Sendable {
        var raised = false
    }

    @Test("drawing a frame (a SwiftUI body, a TimelineView) changes nothing a view observes; what it found is done after")
    func frameIsQuiet() throws {
        let clock = ManualClock()
        let store = try makeStore()
        let presenter = makePresenter(store, clock: clock)
        presenter.launch()
        _ = presenter.frame(at: clock.now)
        store.send(.tabTapped("search"))  // an app's own send, not merged yet
        let flag = Flag()
        withObservationTracking {
            _ = presenter.revision
            _ = presenter.frameInterval
        } onChange: {
            flag.raised = true
        }
        _ = presenter.frame(at: clock.now + 0.01)
        #expect(!flag.raised, "no observed value changes while a frame is drawn")
        presenter.settle()
        #expect(flag.raised && presenter.frameInterval == 0, "afterwards the change is announced and the clock runs")
    }

    static func group(_ id: String, in items: [TabBarDisplayItem]) -> TabBarDisplayGroup? {
        for item in items {
            guard case .group(let group) = item else { continue }
            if group.id == id { return group }
            if let found = Self.group(id, in: group.children) { return found }
        }
        return nil
    }
}

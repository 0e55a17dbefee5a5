import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarHost
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// The presenter both front ends draw from: signals in, frames out, nothing rebuilt per frame.
@Suite("G0 Presenter")
@MainActor
struct PresenterTests {
    static func nyx(_ log: EffectLog = EffectLog()) throws -> TabBarKitStore {
        try TabBarKitStore(configuration: .example(.nyx)) { log.effects.append($0) }
    }

    @Test("defect 12: a second of frames lays out, measures, prepares and describes the bar once")
    func nothingPerFrame() throws {
        let clock = ManualClock()
        let measurer = CountingMeasurer()
        let presenter = makePresenter(try Self.nyx(), theme: .midnight, clock: clock, measurer: measurer)
        presenter.launch()
        _ = presenter.frame(at: clock.now)
        let (layouts, lists, measured) = (presenter.layoutCount, presenter.preparedListCount, measurer.calls)
        var opacities: Set<Double> = []
        var ambient: Set<[TabBarDisplayAmbient]> = []
        for tick in 1...120 {
            let frame = presenter.frame(at: clock.now + Double(tick) / 120)
            opacities.formUnion(frame.list.slots.map(\.opacity))
            ambient.insert(frame.ambient)
        }
        #expect(presenter.layoutCount == layouts && presenter.preparedListCount == lists && measurer.calls == measured)
        // Issue 30: the glow breathes on the platform's clock, not frame by frame: its slots stay at rest and every
        // frame hands the same repeating animation over.
        #expect(opacities == [1], "nothing is sampled per frame for the glow")
        #expect(ambient.count == 1 && ambient.first?.count == 1)
    }

    @Test("defect 6: through the presenter, Nyx's glow breathes from launch and survives the second tap on Chat")
    func glowThroughPresenter() throws {
        let clock = ManualClock()
        let store = try Self.nyx()
        let presenter = makePresenter(store, theme: .midnight, clock: clock)
        presenter.launch()
        let start = clock.now
        let frame = presenter.frame(at: start)
        let chat = try #require(frame.layout.item("chat"))
        clock.now = start + 4
        presenter.handle(.touchDown(chat.hitFrame.center))
        clock.now = start + 4.1
        presenter.handle(.touchUp(chat.hitFrame.center))
        #expect(store.transition.event == .tabTapped("chat"))
        for t in stride(from: 7.0, through: 14, by: 0.5) {
            #expect(presenter.player.sample(at: start + t).glowOpacity != nil, "glow at \(t) s")
        }
        #expect(presenter.frameInterval != nil)
    }

    @Test("press feedback starts on touch down, before the tap reaches the core")
    func pressOnTouchDown() throws {
        let clock = ManualClock()
        let store = try makeStore()
        let presenter = makePresenter(store, clock: clock)
        presenter.launch()
        let search = try #require(presenter.frame(at: clock.now).layout.item("search"))
        let sequence = store.transition.sequence
        presenter.handle(.touchDown(search.hitFrame.center))
        clock.now += 0.1
        #expect(store.transition.sequence == sequence, "nothing sent yet")
        #expect((presenter.player.sample(at: clock.now).scale["search"] ?? 1) < 1)
        #expect(presenter.frameInterval == 0)
    }

    @Test("defect 13: launch effects wait until the host is ready, so the first screen view reaches analytics set after creation")
    func launchWhenReady() throws {
        let log = EffectLog()
        let store = try Self.nyx()
        let clock = ManualClock()
        let presenter = makePresenter(store, theme: .midnight, clock: clock)
        _ = presenter.frame(at: clock.now)
        #expect(log.effects.isEmpty)
        store.perform = { log.effects.append($0) }
        let effects = presenter.launch()
        #expect(effects.contains(.analytics(screen: "chat_screen", tab: "chat")))
        #expect(log.effects == effects)
        #expect(presenter.launch().isEmpty, "once")
    }

    @Test("defect 8: with the bar staying under the keyboard, the content's inset is the keyboard's, not the keyboard's plus the bar's")
    func keyboardAvoidanceStaysWithContent() throws {
        let clock = ManualClock()
        let presenter = makePresenter(try Self.nyx(), theme: .midnight, clock: clock)
        presenter.launch()
        let bar = presenter.frame(at: clock.now).layout.contentInsets.bottom
        #expect(presenter.contentInsets.bottom == bar && bar > 0)
        presenter.handle(.keyboardFrame(TabBarRect(x: 0, y: 874 - 336, width: 402, height: 336)))
        let frame = presenter.frame(at: clock.now)
        #expect(!frame.layout.isHidden, "Nyx keeps its bar with the keyboard up")
        #expect(presenter.contentInsets.bottom == 0, "the keyboard covers the bar: content avoids the keyboard alone")
        presenter.handle(.keyboardFrame(TabBarRect(x: 0, y: 874 - 40, width: 402, height: 40)))
        _ = presenter.frame(at: clock.now)
        #expect(presenter.contentInsets.bottom == bar - 6, "a keyboard that covers only part of the bar leaves the rest")
    }

    /// Device re-review: a SwiftUI bar redraws when its presenter's revision moves; a safe area changed alone
    /// (a status bar hidden on iPad, an ancestor's additional insets) moved no revision, and the bar kept its picture.
    @Test("a new container size, safe area or scale is a change views redraw for; the same container again is none")
    func containerChangesRedraw() throws {
        let clock = ManualClock()
        let presenter = makePresenter(try Self.nyx(), theme: .midnight, clock: clock)
        presenter.launch()
        let size = TabBarSize(width: 402, height: 874)
        presenter.updateContainer(size: size, safeArea: TabBarInsets(top: 62, bottom: 34), displayScale: 3)
        var revision = presenter.revision
        presenter.updateContainer(size: size, safeArea: TabBarInsets(top: 62, bottom: 34), displayScale: 3)
        #expect(presenter.revision == revision, "the same container is no change")
        presenter.updateContainer(size: size, safeArea: TabBarInsets(top: 62, bottom: 34 + 60), displayScale: 3)
        #expect(presenter.revision > revision, "a safe area alone is a change")
        revision = presenter.revision
        presenter.updateContainer(size: size, safeArea: TabBarInsets(top: 62, bottom: 94), displayScale: 2)
        #expect(presenter.revision > revision, "so is the scale")
        revision = presenter.revision
        presenter.updateContainer(size: TabBarSize(width: 500, height: 874), safeArea: TabBarInsets(top: 62, bottom: 94), displayScale: 2)
        #expect(presenter.revision > revision, "and the size")
    }

    /// Issue 29, finding 3: the SwiftUI container read the insets of the layout last drawn, set later in the same pass.
    @Test("the content's insets are those of the container as it is now, before the bar draws its next frame (rotation, text size, the sidebar)")
    func insetsFollowTheContainerAtOnce() throws {
        let clock = ManualClock()
        let presenter = makePresenter(try Self.nyx(), theme: .midnight, clock: clock)
        presenter.launch()
        presenter.updateContainer(size: TabBarSize(width: 402, height: 874), safeArea: TabBarInsets(top: 62, bottom: 34), displayScale: 3)
        let portrait = presenter.frame(at: clock.now).layout.contentInsets
        #expect(presenter.contentInsets == portrait)
        // Rotated to landscape (compact height, a 32-point bar beside its labels); no frame drawn yet.
        presenter.handle(.sizeClasses(horizontal: .compact, vertical: .compact))
        presenter.updateContainer(size: TabBarSize(width: 874, height: 402), safeArea: TabBarInsets(left: 62, bottom: 21, right: 62), displayScale: 3)
        let landscape = presenter.contentInsets
        #expect(landscape != portrait, "the insets follow the rotation before the next frame")
        #expect(presenter.frame(at: clock.now).layout.contentInsets == landscape, "and are the next frame's")
        // The largest accessibility text size: a taller bar, again at once.
        presenter.updateContainer(size: TabBarSize(width: 402, height: 874), safeArea: TabBarInsets(top: 62, bottom: 34), displayScale: 3)
        presenter.handle(.sizeClasses(horizontal: .compact, vertical: .regular))
        presenter.handle(.dynamicType(.accessibility5))
        let large = presenter.contentInsets
        #expect(large.bottom >= portrait.bottom)
        #expect(presenter.frame(at: clock.now).layout.contentInsets == large)
    }

    @Test("B1: a new selection in a scrolling bar glides into the centre instead of jumping")
    func centringGlides() throws {
        let clock = ManualClock()
        let store = try TabBarKitStore(configuration: .example(.reflect))
        let presenter = makePresenter(store, theme: .floating, clock: clock)
        presenter.launch()
        let before = presenter.frame(at: clock.now).layout.scroll.offset
        store.send(.selectionRequested("timers"))
        presenter.sync()
        let offsets = stride(from: 0.0, through: 2, by: 0.05).map { presenter.frame(at: clock.now + $0).layout.scroll.offset }
        let end = try #require(offsets.last)
        #expect(end > before)
        #expect(offsets.contains { $0 > before + 1 && $0 < end - 1 }, "in between on the way: \(offsets)")
        #expect(abs(presenter.frame(at: clock.now + 5).layout.scroll.offset - end) < 0.01)
    }

    @Test("VoiceOver reads the core's reading order in both directions (SwiftUI sorts by priority, highest first)")
    func readingOrder() throws {
        for direction in [TabBarReadingDirection.leftToRight, .rightToLeft] {
            let clock = ManualClock()
            let store = try makeStore()
            let presenter = makePresenter(store, clock: clock)
            presenter.handle(.layoutDirection(direction))
            let elements = presenter.frame(at: clock.now).accessibilityElements
            #expect(elements.map(\.id) == store.state.visibleOrder)
            let first = try #require(elements.first?.frame), last = try #require(elements.last?.frame)
            #expect(direction == .leftToRight ? first.minX < last.minX : first.minX > last.minX)
            let priorities = elements.indices.map { TabBarFrame.accessibilitySortPriority(index: $0, count: elements.count) }
            #expect(priorities == priorities.sorted(by: >))
        }
    }

    @Test("the display link pauses when nothing moves, and an event wakes it")
    func pausesWhenIdle() throws {
        let clock = ManualClock()
        let store = try makeStore()
        let presenter = makePresenter(store, clock: clock)
        presenter.launch()
        #expect(presenter.frameInterval == nil)
        var woke = 0
        presenter.onChange = { woke += 1 }
        presenter.handle(.accessibilityActivated(.tab("search")))
        #expect(presenter.frameInterval == 0 && woke > 0)
        clock.now += 5
        presenter.refreshFrameInterval()
        #expect(presenter.frameInterval == nil)
    }

    @Test("Reduce Motion switched on stops Nyx's glow; switched off, it breathes again")
    func reduceMotion() throws {
        let clock = ManualClock()
        let presenter = makePresenter(try Self.nyx(), theme: .midnight, clock: clock)
        presenter.launch()
        presenter.handle(.reduceMotion(true))
        #expect(presenter.player.sample(at: clock.now + 1).glowOpacity == nil)
        presenter.handle(.reduceMotion(false))
        #expect(presenter.player.sample(at: clock.now + 1).glowOpacity != nil)
    }
}

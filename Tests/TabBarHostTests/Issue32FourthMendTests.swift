import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarHost
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// Issue 32, the fourth device review of the accessory's motion (i32l): the swallow rule, named once in the presenter.
/// While VoiceOver runs, a drawn but unreachable accessory swallows nothing (finding 3: VoiceOver's double tap on a row
/// behind it must reach the row); where it swallows is its whole hit frame, the margin round an inline accessory
/// included (finding 4). Finding 1 (the container lays out without an animator) is read in the front end's source
/// (`Issue32AccessoryMotionFrontEndTests.barVisibilityLaysOutUnanimated`) and in the planner (`ContainerTests.keyboard`).
@Suite("Issue 32 fourth review of the accessory's motion: the swallow rule")
@MainActor
struct Issue32FourthMendTests {
    typealias Bottom = Issue32BottomAccessoryTransitTests

    /// The frames at 60 Hz while a bar at the bottom comes back after being hidden, with VoiceOver on or off.
    static func arrival(_ direction: TabBarReadingDirection, voiceOver: Bool, minimized: Bool = false) throws -> [TabBarFrame] {
        let clock = ManualClock()
        let (store, presenter) = try Bottom.bottomBar(clock: clock, theme: .floating, direction: direction, minimized: minimized)
        presenter.handle(.voiceOver(voiceOver))
        store.send(.barHiddenChanged(true))
        presenter.sync()
        clock.now += 3
        _ = presenter.frame()
        store.send(.barHiddenChanged(false))
        presenter.sync()
        return (0..<60).map { _ in
            clock.now += 1.0 / 60
            return presenter.frame()
        }
    }

    @Test("while VoiceOver runs, the accessory on its way back swallows no touch; without it, it does", arguments: [TabBarReadingDirection.leftToRight, .rightToLeft])
    func voiceOverLetsTouchesThrough(direction: TabBarReadingDirection) throws {
        let plain = try Self.arrival(direction, voiceOver: false)
        let voiceOver = try Self.arrival(direction, voiceOver: true)
        let unreachable = plain.prefix { $0.accessory != nil && !$0.accessoryInteractive }
        #expect(unreachable.count > 3, "it is placed but unreachable for a few frames")
        #expect(unreachable.allSatisfy { $0.accessorySwallowsTouches }, "without VoiceOver a tap on it is swallowed")
        #expect(voiceOver.count == plain.count)
        for (withVoiceOver, without) in zip(voiceOver, plain) {
            #expect(withVoiceOver.accessory == without.accessory && withVoiceOver.accessoryInteractive == without.accessoryInteractive, "drawn and reached alike")
            #expect(!withVoiceOver.accessorySwallowsTouches, "with VoiceOver, never swallowed")
        }
    }

    @Test("VoiceOver turned on while the accessory comes back stops the swallowing from the next frame, and off brings it back")
    func voiceOverWhileRunning() throws {
        let clock = ManualClock()
        let (store, presenter) = try Bottom.bottomBar(clock: clock, theme: .floating)
        store.send(.barHiddenChanged(true))
        presenter.sync()
        clock.now += 3
        _ = presenter.frame()
        store.send(.barHiddenChanged(false))
        presenter.sync()
        clock.now += 1.0 / 60
        let first = presenter.frame()
        let hit = try #require(first.accessory?.hitFrame)
        #expect(first.accessorySwallowsTouches && presenter.accessorySwallowsTouch(at: hit.center))
        presenter.handle(.voiceOver(true))
        clock.now += 1.0 / 60
        let second = presenter.frame()
        #expect(!second.accessoryInteractive && !second.accessorySwallowsTouches)
        let secondHit = try #require(second.accessory?.hitFrame)
        #expect(!presenter.accessorySwallowsTouch(at: secondHit.center), "the touch goes to the content behind")
        presenter.handle(.voiceOver(false))
        clock.now += 1.0 / 60
        let third = presenter.frame()
        #expect(!third.accessoryInteractive && third.accessorySwallowsTouches)
    }

    @Test("the rule is named once: placed, unreachable, and VoiceOver not running")
    func rule() {
        for placed in [false, true] {
            for interactive in [false, true] {
                for voiceOver in [false, true] {
                    let swallows = TabBarPresenter.accessorySwallowsTouches(placed: placed, interactive: interactive, voiceOverRunning: voiceOver)
                    #expect(swallows == (placed && !interactive && !voiceOver), "placed \(placed), interactive \(interactive), VoiceOver \(voiceOver)")
                }
            }
        }
    }

    @Test("an inline accessory shorter than 44 pt (beside the minimised bar of a landscape phone), leaving with its bar, swallows a touch in its whole hit frame, the margin round its view included", arguments: [TabBarReadingDirection.leftToRight, .rightToLeft])
    func hitFrameMargin(direction: TabBarReadingDirection) throws {
        let clock = ManualClock()
        let (store, presenter) = try Bottom.bottomBar(clock: clock, theme: .system, direction: direction)
        let landscape = TabBarDevicePreset.iPhone16Pro.environment(.landscape, direction: direction)
        presenter.handle(.sizeClasses(horizontal: landscape.horizontalSizeClass, vertical: landscape.verticalSizeClass))
        presenter.updateContainer(size: landscape.containerSize, safeArea: landscape.safeArea, displayScale: landscape.displayScale)
        presenter.settle()
        clock.now += 3
        _ = presenter.frame()
        store.send(.contentScrolled(.down))
        presenter.sync()
        clock.now += 5
        let minimized = presenter.frame()
        #expect(store.visibility == .minimized && minimized.accessory?.placement == .inline)
        store.send(.barHiddenChanged(true))
        presenter.sync()
        clock.now += 1.0 / 60
        let frame = presenter.frame()
        let accessory = try #require(frame.accessory, "it leaves with the bar")
        #expect(frame.accessorySwallowsTouches && !frame.accessoryInteractive)
        // Above or below the view, inside the hit frame (44 points tall).
        let margin = accessory.hitFrame.height - accessory.frame.height
        try #require(margin > 1, "the inline accessory is shorter than its hit frame: \(accessory.frame) in \(accessory.hitFrame)")
        let above = TabBarPoint(x: accessory.frame.midX, y: (accessory.hitFrame.minY + accessory.frame.minY) / 2)
        let below = TabBarPoint(x: accessory.frame.midX, y: (accessory.frame.maxY + accessory.hitFrame.maxY) / 2)
        let inMargin = [above, below].filter { accessory.hitFrame.contains($0) && !accessory.frame.contains($0) }
        #expect(!inMargin.isEmpty)
        for point in inMargin { #expect(presenter.accessorySwallowsTouch(at: point), "\(point) in the margin") }
        #expect(presenter.accessorySwallowsTouch(at: accessory.frame.center), "on the view")
        let outside = TabBarPoint(x: accessory.hitFrame.midX, y: accessory.hitFrame.minY - 20)
        #expect(!presenter.accessorySwallowsTouch(at: outside), "outside its hit frame, the content's")
        // With VoiceOver running, nowhere.
        presenter.handle(.voiceOver(true))
        clock.now += 1.0 / 60
        let spoken = presenter.frame()
        let moved = try #require(spoken.accessory)
        #expect(!presenter.accessorySwallowsTouch(at: moved.frame.center) && !presenter.accessorySwallowsTouch(at: moved.hitFrame.center))
        // At rest, shown again, it swallows nothing: its view takes the touch.
        presenter.handle(.voiceOver(false))
        store.send(.barHiddenChanged(false))
        presenter.sync()
        clock.now += 5
        let rest = presenter.frame()
        let resting = try #require(rest.accessory)
        #expect(rest.accessoryInteractive && !rest.accessorySwallowsTouches)
        #expect(!presenter.accessorySwallowsTouch(at: resting.frame.center))
    }
}

import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// One clock (issue 18): events merge into the running timeline; ambient tracks follow the state.
@Suite("G0 One clock")
struct TimelinePlayerTests {
    static let nyx = TabBarConfiguration.example(.nyx)
    static let planner = TabBarMotionPlanner(theme: .midnight, reduceMotion: false)

    /// Nyx at launch, the glow started at time 0.
    static func launched() -> (TabBarMachine, TabBarTimelinePlayer) {
        let machine = TabBarMachine.fixture(nyx)
        var player = TabBarTimelinePlayer()
        player.setAmbient(planner.ambientTracks(configuration: nyx, state: machine.state), at: 0)
        return (machine, player)
    }

    static func merge(_ event: TabBarEvent, _ machine: inout TabBarMachine, _ player: inout TabBarTimelinePlayer, at time: Double) {
        let before = machine.state
        let effects = machine.handle(event)
        player.merge(planner.timeline(for: event, effects: effects, before: before, after: machine.state, configuration: nyx), at: time)
        player.setAmbient(planner.ambientTracks(configuration: nyx, state: machine.state), at: time)
    }

    @Test("defect 6: the glow breathes from launch and past one period (6 s), without an end")
    func glowKeepsBreathing() {
        let (_, player) = Self.launched()
        let samples = stride(from: 0.0, through: 20, by: 0.25).map { player.sample(at: $0).glowOpacity }
        #expect(samples.allSatisfy { $0 != nil })
        let late = samples.suffix(24).compactMap { $0 }
        #expect((late.max() ?? 0) - (late.min() ?? 0) > 0.4, "still breathing after three periods")
        #expect(player.frameInterval(at: 19) == nil, "issue 30: the platform runs the breath; the clock asks for no frame")
        #expect(player.sample(at: 19, includingAmbient: false).glowOpacity == nil, "a live bar does not sample it")
    }

    @Test("defect 6: Nyx's documented second tap on Chat merges its press and keeps the glow in phase")
    func secondTapKeepsGlow() {
        var (machine, player) = Self.launched()
        let untouched = player
        Self.merge(.tabTapped("chat"), &machine, &player, at: 4)
        for t in stride(from: 4.0, through: 16, by: 0.5) {
            #expect(player.sample(at: t).glowOpacity == untouched.sample(at: t).glowOpacity, "glow at \(t)")
        }
        #expect(player.sample(at: 4.05).scale["chat"] != nil, "the press plays alongside")
    }

    @Test("leaving the centre tab stops the glow; coming back starts it again")
    func glowFollowsSelection() {
        var (machine, player) = Self.launched()
        Self.merge(.tabTapped("settings"), &machine, &player, at: 2)
        #expect(player.sample(at: 3).glowOpacity == nil)
        Self.merge(.tabTapped("chat"), &machine, &player, at: 5)
        #expect(player.sample(at: 6).glowOpacity != nil)
    }

    @Test("Reduce Motion stops the ambient glow; turning it off starts it again")
    func reduceMotionRestartsAmbient() {
        let (machine, launched) = Self.launched()
        var player = launched
        player.reduceMotion = true
        player.setAmbient(TabBarMotionPlanner(theme: .midnight, reduceMotion: true).ambientTracks(configuration: Self.nyx, state: machine.state), at: 3)
        #expect(player.sample(at: 4).glowOpacity == nil && player.sample(at: 4).reduceMotion)
        #expect(player.frameInterval(at: 4) == nil, "nothing moves: the display link pauses")
        player.reduceMotion = false
        player.setAmbient(Self.planner.ambientTracks(configuration: Self.nyx, state: machine.state), at: 8)
        #expect(player.sample(at: 8).glowOpacity == 0.45, "restarted from the start of a breath")
        #expect(player.sample(at: 9.5).glowOpacity != nil)
    }

    @Test("a press goes down on touch down, holds, and the tap springs it back from where it is")
    func pressMerges() {
        let social = TabBarConfiguration.example(.social)
        let planner = TabBarMotionPlanner(theme: .system, reduceMotion: false)
        var player = TabBarTimelinePlayer()
        player.merge(planner.pressDown("search"), at: 0)
        let down = TabBarTheme.system.motion.pressScale
        #expect(abs((player.sample(at: 0.5).scale["search"] ?? 1) - down) < 1e-9, "held down")
        #expect(player.frameInterval(at: 0.5) == nil, "a held press does not keep the clock running")
        var machine = TabBarMachine.fixture(social)
        let before = machine.state
        let effects = machine.handle(.tabTapped("search"))
        player.merge(planner.timeline(for: .tabTapped("search"), effects: effects, before: before, after: machine.state, configuration: social, pressedDown: true), at: 0.6)
        #expect(abs((player.sample(at: 0.6).scale["search"] ?? 1) - down) < 1e-9, "no jump: the release starts where the press is")
        #expect(abs((player.sample(at: 3).scale["search"] ?? 1) - 1) < 1e-9)
        player.prune(at: 3)
        #expect(player.playing.isEmpty)
    }

    @Test("a badge pulse started by one event keeps playing through the next")
    func badgePulseContinues() {
        let social = TabBarConfiguration.example(.social)
        let planner = TabBarMotionPlanner(theme: .system, reduceMotion: false)
        var machine = TabBarMachine.fixture(social)
        var player = TabBarTimelinePlayer()
        for (event, time) in [(TabBarEvent.badgeSet(.count(9), on: "activity"), 0.0), (.tabTapped("search"), 0.05)] {
            let before = machine.state
            let effects = machine.handle(event)
            player.merge(planner.timeline(for: event, effects: effects, before: before, after: machine.state, configuration: social), at: time)
        }
        #expect((player.sample(at: 0.1).badgeScale["activity"] ?? 1) > 1.1)
        #expect(player.frameInterval(at: 0.1) == 0)
        #expect(player.frameInterval(at: 5) == nil)
    }
}

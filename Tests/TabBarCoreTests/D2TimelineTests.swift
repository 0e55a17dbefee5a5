import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarRender
import TabBarTesting

@Suite("D2–D3 Timelines and reduce motion")
struct D2TimelineTests {
    func plan(_ configuration: TabBarConfiguration, theme: TabBarTheme = .system, reduce: Bool = false, _ events: [TabBarEvent]) -> TabBarAnimationTimeline {
        var machine = TabBarMachine.fixture(configuration)
        var timeline = TabBarAnimationTimeline()
        for event in events {
            let before = machine.state
            let effects = machine.handle(event)
            timeline = TabBarMotionPlanner(theme: theme, reduceMotion: reduce).timeline(for: event, effects: effects, before: before, after: machine.state, configuration: configuration)
        }
        return timeline
    }

    @Test("a selection slides the indicator and bounces the icon to 1.1")
    func selection() {
        let timeline = plan(.example(.social), [.tabTapped("profile")])
        #expect(Set(timeline.tracks.map(\.kind)) == [.press, .indicatorSlide, .iconBounce])
        let start = timeline.sample(at: 0), peak = timeline.sample(at: 0.1), end = timeline.sample(at: timeline.duration)
        #expect(start.indicatorProgress == 0)
        #expect(abs((peak.scale["profile"] ?? 0) - 1.1 * (timeline.tracks.first { $0.kind == .press }.map { $0.value(at: 0.1) } ?? 1)) < 1e-9)
        #expect(abs((end.indicatorProgress ?? 0) - 1) < 0.001)
        #expect(abs((end.scale["profile"] ?? 0) - 1) < 0.01)
    }

    @Test("a press scales to 0.85 and springs back")
    func press() {
        let track = plan(.example(.social), [.tabTapped("create")]).tracks.first { $0.kind == .press }
        #expect(track?.value(at: 0.08) == 0.85)
        #expect(abs((track?.value(at: track?.endTime ?? 0) ?? 0) - 1) < 0.001)
    }

    @Test("opening the action menu turns the glyph 45° and fans items out in reverse, 0.05 s apart")
    func menu() throws {
        let timeline = plan(studio, [.tabTapped("new")])
        let rotation = try #require(timeline.tracks.first { $0.kind == .actionRotation })
        #expect(rotation.from == 0 && rotation.to == 45)
        let items = timeline.tracks.filter { $0.kind == .menuItem }
        #expect(items.map(\.index) == [1, 0])
        #expect(items.map(\.delay) == [0, 0.05])
        let closing = plan(studio, [.tabTapped("new"), .actionMenuDismissed])
        #expect(closing.tracks.first { $0.kind == .actionRotation }?.to == 0)
    }

    @Test("a selected centre glyph breathes: 3 s ease-in-out, repeating, autoreversing")
    func breathing() throws {
        let configuration = TabBarConfiguration.example(.nyx)
        let planner = TabBarMotionPlanner(theme: .midnight, reduceMotion: false)
        let timeline = planner.launchTimeline(configuration: configuration, state: TabBarMachine.fixture(configuration).state)
        let glow = try #require(timeline.tracks.first)
        #expect(glow.kind == .glowBreathing && glow.repeatsAutoreversing && glow.activeDuration == 3)
        #expect(abs(glow.value(at: 0) - 0.45) < 1e-9 && abs(glow.value(at: 3) - 1) < 1e-9 && abs(glow.value(at: 6) - 0.45) < 1e-9)
        #expect(abs(glow.value(at: 1.5) - 0.725) < 1e-9)
        #expect(abs(glow.value(at: 4.5) - 0.725) < 1e-9)
        #expect(TabBarMotionPlanner(theme: .system, reduceMotion: false).launchTimeline(configuration: configuration, state: TabBarMachine.fixture(configuration).state).isEmpty)
    }

    @Test("a badge pulses when its count grows, not when it shrinks")
    func badgePulse() {
        #expect(plan(.example(.social), [.badgeSet(.count(9), on: "activity")]).tracks.map(\.kind) == [.badgePulse])
        #expect(plan(.example(.social), [.badgeSet(.count(1), on: "activity")]).isEmpty)
    }

    @Test("reduce motion: nothing moves in space; changes are instant or cross-fades of at most 0.15 s")
    func reduceMotion() {
        let events: [[TabBarEvent]] = [[.tabTapped("me")], [.tabTapped("new")], [.tabTapped("new"), .actionMenuDismissed], [.badgeSet(.count(9), on: "inbox")], [.swiped(.left)]]
        for sequence in events {
            let timeline = plan(studio, reduce: true, sequence)
            #expect(!timeline.isEmpty)
            for track in timeline.tracks {
                #expect([.crossFade, .pressFade, .actionRotation, .menuItem].contains(track.kind), "\(track.kind)")
                #expect(track.endTime <= TabBarMotionPlanner.reducedCrossFade + 1e-9, "\(track.kind) lasts \(track.endTime)")
                #expect(track.delay == 0)
            }
        }
        let configuration = TabBarConfiguration.example(.nyx)
        #expect(TabBarMotionPlanner(theme: .midnight, reduceMotion: true).launchTimeline(configuration: configuration, state: TabBarMachine.fixture(configuration).state).isEmpty)
    }

    @Test("sampled indicator frames stay within the bar")
    func indicatorWithinBar() {
        for example in TabBarBuiltInExample.allCases {
            for theme in [TabBarTheme.midnight, .floating, .wireframe] {
                let configuration = TabBarConfiguration.example(example)
                let ids = configuration.tabs.filter { $0.role != .action }.map(\.id)
                let layout = TabBarLayout(configuration: configuration, state: TabBarMachine.fixture(configuration).state,
                                          environment: TabBarDevicePreset.iPhone16Pro.environment(), theme: theme, measurer: TabBarInterTextMeasurer())
                let spring = TabBarSpringCurve(response: theme.motion.indicatorResponse, dampingFraction: theme.motion.indicatorDamping)
                for from in ids where layout.item(from).map({ layout.contentFrame.contains($0.frame) }) ?? false {
                    for to in ids where to != from && (layout.item(to).map { layout.contentFrame.contains($0.frame) } ?? false) {
                        for t in stride(from: 0.0, through: 0.8, by: 0.05) {
                            guard let frame = layout.indicatorFrame(from: from, to: to, progress: spring.value(from: 0, to: 1, time: t)) else { continue }
                            #expect(layout.bounds.contains(frame, tolerance: 0.5), "\(example) \(theme.name) \(from)→\(to) at \(t)")
                        }
                    }
                }
            }
        }
    }

    @Test("an animated frame draws the indicator between the two tabs and the menu above the button")
    func animatedDrawing() throws {
        let configuration = studio
        var machine = TabBarMachine.fixture(configuration)
        let before = machine.state
        let effects = machine.handle(.tabTapped("new"))
        let timeline = TabBarMotionPlanner(theme: .system, reduceMotion: false).timeline(for: .tabTapped("new"), effects: effects, before: before, after: machine.state, configuration: configuration)
        let layout = TabBarLayout(configuration: configuration, state: machine.state, environment: TabBarDevicePreset.iPhone16Pro.environment(), theme: .system, measurer: TabBarInterTextMeasurer())
        var renderer = TabBarRenderer(configuration: configuration, layout: layout, theme: .system, appearance: TabBarAppearance())
        renderer.animation = timeline.sample(at: 0.5)
        let svg = TabBarSVGWriter().write(renderer.animatedBarDisplayList(canvas: renderer.animationCanvas))
        #expect(svg.contains(">Photo</text>") && svg.contains(">Story</text>"))
        #expect(svg.contains("rotate("))
        renderer.animation = timeline.sample(at: 0)
        #expect(!TabBarSVGWriter().write(renderer.animatedBarDisplayList(canvas: renderer.animationCanvas)).contains(">Photo</text>"))
    }
}

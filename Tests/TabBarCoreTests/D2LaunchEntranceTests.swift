import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools

/// Nyx's launch: the splash fades out, then the content and its bar fall in while fading in.
@Suite("D2 Launch entrance")
struct D2LaunchEntranceTests {
    static let configuration = TabBarConfiguration.example(.nyx)

    static func timeline(reduceMotion: Bool = false, entrance: TabBarLaunchEntrance? = TabBarLaunchEntrance()) -> TabBarAnimationTimeline {
        TabBarMotionPlanner(theme: .midnight, reduceMotion: reduceMotion)
            .launchTimeline(configuration: configuration, state: TabBarMachine.fixture(configuration).state, entrance: entrance)
    }

    @Test("at launch the splash is opaque and the content is invisible, one fall above its place")
    func start() {
        let frame = Self.timeline().sample(at: 0)
        #expect(frame.splashOpacity == 1 && frame.entranceOpacity == 0 && frame.entranceOffset == -24)
    }

    @Test("issue 30: the splash is seen whole for 0.8 s before it starts to fade")
    func splashHolds() {
        let timeline = Self.timeline()
        for t in [0.0, 0.2, 0.5, 0.8] { #expect(timeline.sample(at: t).splashOpacity == 1, "at \(t) s") }
        #expect((timeline.sample(at: 0.9).splashOpacity ?? 1) < 1)
        #expect(Self.timeline(reduceMotion: true).sample(at: 0.5).splashOpacity == 1, "holding is no motion: Reduce Motion keeps it")
        #expect(abs(TabBarLaunchEntrance().duration - 1.8) < 1e-12)
    }

    @Test("the splash fades out over 0.6 s, ease-out, before the content moves")
    func splash() throws {
        let timeline = Self.timeline()
        let mid = try #require(timeline.sample(at: 0.8 + 0.3).splashOpacity)
        #expect(mid < 0.5, "ease-out: more than half gone at half time (\(mid))")
        #expect(timeline.sample(at: 0.8 + 0.6).splashOpacity == 0)
        #expect(timeline.sample(at: 0.8 + 0.6).entranceOpacity == 0 && timeline.sample(at: 0.8 + 0.6).entranceOffset == -24)
    }

    @Test("then the content fades in and lands in 0.4 s")
    func entrance() throws {
        let timeline = Self.timeline()
        let mid = timeline.sample(at: 0.8 + 0.8)
        let opacity = try #require(mid.entranceOpacity), offset = try #require(mid.entranceOffset)
        #expect(opacity > 0.5 && opacity < 1 && offset > -12 && offset < 0)
        let end = timeline.sample(at: 0.8 + 1.0)
        #expect(end.entranceOpacity == 1 && end.entranceOffset == 0)
        let entranceEnd = try #require(timeline.tracks.filter { ![.glowBreathing, .glowScale].contains($0.kind) }.map(\.endTime).max())
        #expect(abs(entranceEnd - 1.8) < 1e-9)
    }

    @Test("the glow still breathes from launch beside the entrance")
    func glow() {
        #expect(Self.timeline().tracks.contains { $0.kind == .glowBreathing })
    }

    @Test("with reduce motion nothing falls and each fade lasts at most 0.15 s")
    func reduced() {
        let timeline = Self.timeline(reduceMotion: true)
        #expect(!timeline.tracks.contains { $0.kind == .entranceFall })
        #expect(timeline.sample(at: 0.8 + 0.15).splashOpacity == 0)
        #expect(timeline.sample(at: 0.8 + 0.3).entranceOpacity == 1 && timeline.sample(at: 0.8 + 0.3).entranceOffset == nil)
    }

    @Test("without an entrance the launch timeline is the ambient glow alone (midnight's ring: its breath and its scale), as before")
    func none() {
        #expect(Self.timeline(entrance: nil).tracks.map(\.kind) == [.glowBreathing, .glowScale])
    }

    @Test("negative durations and distances are taken as zero")
    func clamped() {
        let entrance = TabBarLaunchEntrance(splashHold: -3, splashDuration: -1, entranceDuration: -2, fallDistance: -30)
        #expect(entrance == TabBarLaunchEntrance(splashHold: 0, splashDuration: 0, entranceDuration: 0, fallDistance: 0))
        #expect(Self.timeline(entrance: entrance).sample(at: 0.01).entranceOpacity == 1)
    }
}

/// How an app comes in at launch: its splash fades out, then the content and its bar fade in while they
/// fall into place from above (Nyx's splash-to-content transition).
///
/// ```swift
/// let timeline = MotionPlanner(theme: .midnight, reduceMotion: false)
///     .launchTimeline(configuration: configuration, state: state, entrance: LaunchEntrance())
/// let frame = timeline.sample(at: secondsSinceLaunch)   // frame.splashOpacity, frame.entranceOpacity, frame.entranceOffset
/// ```
public struct TabBarLaunchEntrance: Hashable, Codable, Sendable {
    /// How long the splash takes to fade out, in seconds (ease-out).
    public var splashDuration: Double
    /// How long the content takes to fade in and land once the splash is gone, in seconds (ease-out).
    public var entranceDuration: Double
    /// How far above its place the content starts, in points.
    public var fallDistance: Double

    /// An entrance; the defaults are Nyx's: a 0.6 s splash fade, then a 0.4 s fall of 24 points.
    public init(splashDuration: Double = 0.6, entranceDuration: Double = 0.4, fallDistance: Double = 24) {
        self.splashDuration = max(splashDuration, 0)
        self.entranceDuration = max(entranceDuration, 0)
        self.fallDistance = max(fallDistance, 0)
    }
}

extension TabBarMotionPlanner {
    /// The entrance's tracks: the splash fades out, then the content fades in while falling into place. With
    /// reduce motion nothing falls and each fade lasts at most ``reducedCrossFade``.
    func entranceTracks(_ entrance: TabBarLaunchEntrance) -> [TabBarAnimationTrack] {
        let splash = reduceMotion ? min(entrance.splashDuration, Self.reducedCrossFade) : entrance.splashDuration
        let fadeIn = reduceMotion ? min(entrance.entranceDuration, Self.reducedCrossFade) : entrance.entranceDuration
        var tracks = [
            TabBarAnimationTrack(.splashFade, curve: .timed(.easeOut, duration: splash), from: 1, to: 0),
            TabBarAnimationTrack(.entranceFade, curve: .timed(.easeOut, duration: fadeIn), from: 0, to: 1, delay: splash),
        ]
        if !reduceMotion, entrance.fallDistance > 0 {
            tracks.append(TabBarAnimationTrack(.entranceFall, curve: .timed(.easeOut, duration: fadeIn), from: -entrance.fallDistance, to: 0, delay: splash))
        }
        return tracks
    }
}

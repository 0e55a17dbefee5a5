/// How an app comes in at launch: its splash shows for a moment, then fades out, then the content and its bar
/// fade in while they fall into place from above (Nyx's splash-to-content transition: article 002's splash
/// finishes its own animation before it fades).
///
/// ```swift
/// let timeline = TabBarMotionPlanner(theme: .midnight, reduceMotion: false)
///     .launchTimeline(configuration: configuration, state: state, entrance: TabBarLaunchEntrance())
/// let frame = timeline.sample(at: secondsSinceLaunch)   // frame.splashOpacity, frame.entranceOpacity, frame.entranceOffset
/// ```
public struct TabBarLaunchEntrance: Hashable, Codable, Sendable {
    /// How long the splash stays fully shown before it starts to fade, in seconds.
    public var splashHold: Double
    /// How long the splash takes to fade out, in seconds (ease-out).
    public var splashDuration: Double
    /// How long the content takes to fade in and land once the splash is gone, in seconds (ease-out).
    public var entranceDuration: Double
    /// How far above its place the content starts, in points.
    public var fallDistance: Double

    /// An entrance; the defaults are Nyx's: the splash held 0.8 s, a 0.6 s splash fade, then a 0.4 s fall of 24 points.
    public init(splashHold: Double = 0.8, splashDuration: Double = 0.6, entranceDuration: Double = 0.4, fallDistance: Double = 24) {
        self.splashHold = max(splashHold, 0)
        self.splashDuration = max(splashDuration, 0)
        self.entranceDuration = max(entranceDuration, 0)
        self.fallDistance = max(fallDistance, 0)
    }

    /// How long the whole entrance takes, in seconds: the hold, the splash's fade and the content's fall.
    public var duration: Double { splashHold + splashDuration + entranceDuration }

    enum CodingKeys: String, CodingKey { case splashHold, splashDuration, entranceDuration, fallDistance }

    /// Decodes an entrance; a missing hold is the default one.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            splashHold: try c.decodeIfPresent(Double.self, forKey: .splashHold) ?? 0.8, splashDuration: try c.decode(Double.self, forKey: .splashDuration),
            entranceDuration: try c.decode(Double.self, forKey: .entranceDuration), fallDistance: try c.decode(Double.self, forKey: .fallDistance))
    }
}

extension TabBarMotionPlanner {
    /// The entrance's tracks: the splash holds, then fades out, then the content fades in while falling into
    /// place. With reduce motion nothing falls and each fade lasts at most ``reducedCrossFade`` (the hold stays:
    /// it is no motion).
    func entranceTracks(_ entrance: TabBarLaunchEntrance) -> [TabBarAnimationTrack] {
        let hold = entrance.splashHold
        let splash = reduceMotion ? min(entrance.splashDuration, Self.reducedCrossFade) : entrance.splashDuration
        let fadeIn = reduceMotion ? min(entrance.entranceDuration, Self.reducedCrossFade) : entrance.entranceDuration
        var tracks = [
            TabBarAnimationTrack(.splashFade, curve: .timed(.easeOut, duration: splash), from: 1, to: 0, delay: hold),
            TabBarAnimationTrack(.entranceFade, curve: .timed(.easeOut, duration: fadeIn), from: 0, to: 1, delay: hold + splash),
        ]
        if !reduceMotion, entrance.fallDistance > 0 {
            tracks.append(TabBarAnimationTrack(.entranceFall, curve: .timed(.easeOut, duration: fadeIn), from: -entrance.fallDistance, to: 0, delay: hold + splash))
        }
        return tracks
    }
}

import TabBarCore

/// The one clock a front end samples: the running animation tracks, each started at its own time.
///
/// Events merge their tracks in (a track replaces the running one of the same kind, tab and menu item,
/// starting from the value that one shows where the kind moves continuously); everything else keeps
/// running, so an event never cuts another's animation short. Ambient tracks (the breathing glow)
/// follow the state, not events: they keep their phase across events, stop when the state no longer
/// calls for them or Reduce Motion comes on, and start again when it goes off.
///
/// A front end never samples ambient tracks frame by frame: they repeat forever, so it hands them to the
/// platform (Core Animation, a repeating SwiftUI animation) as the frame's `ambient` animations, and the
/// clock asks for frames only while a one-shot track moves (``frameInterval(at:)``).
///
/// ```swift
/// var player = TabBarTimelinePlayer()
/// let planner = TabBarMotionPlanner(theme: .midnight, reduceMotion: false)
/// let before = machine.state
/// let effects = machine.handle(.tabTapped("search"))
/// player.merge(planner.timeline(for: .tabTapped("search"), effects: effects, before: before, after: machine.state, configuration: configuration), at: now)
/// player.setAmbient(planner.ambientTracks(configuration: configuration, state: machine.state), at: now)
/// let frame = player.sample(at: now + 1 / 120, includingAmbient: false)   // what a live bar samples
/// ```
public struct TabBarTimelinePlayer: Hashable, Sendable {
    /// A track and the time it started.
    public struct Playing: Hashable, Sendable {
        /// The track.
        public var track: TabBarAnimationTrack
        /// When it started, in the clock's seconds.
        public var start: Double

        /// Whether it has ended and shows its resting value (a held or repeating track never ends).
        public func isFinished(at time: Double) -> Bool {
            !track.repeatsAutoreversing && !track.holds && time - start >= track.endTime
        }

        /// Whether its value still changes at `time`.
        public func isMoving(at time: Double) -> Bool {
            track.repeatsAutoreversing || time - start < track.endTime
        }
    }

    /// The tracks playing, in the order they were added.
    public private(set) var playing: [Playing] = []
    /// Whether frames come from a reduced-motion plan.
    public var reduceMotion = false

    /// A player with nothing playing.
    public init() {}

    static func sameKey(_ a: TabBarAnimationTrack, _ b: TabBarAnimationTrack) -> Bool {
        a.kind == b.kind && a.tab == b.tab && a.index == b.index
    }

    /// Merges an event's tracks into the running timeline at `time`.
    public mutating func merge(_ timeline: TabBarAnimationTimeline, at time: Double) {
        for new in timeline.tracks {
            guard let index = playing.firstIndex(where: { Self.sameKey($0.track, new) }) else {
                playing.append(Playing(track: new, start: time))
                continue
            }
            let old = playing[index]
            // An ambient track already running keeps its phase.
            if new.repeatsAutoreversing && old.track.repeatsAutoreversing { continue }
            var track = new
            if new.kind.continuesFromCurrentValue { track.from = old.track.value(at: time - old.start) }
            playing[index] = Playing(track: track, start: time)
        }
        prune(at: time)
    }

    /// Stops the tracks that `shouldStop` picks, now: their values go back to rest. A change that says itself where its
    /// new tracks start (the bar's visibility: from where the bar on screen is) stops the old ones first, so ``merge(_:at:)``
    /// does not continue the new tracks from the values of tracks that described another bar.
    public mutating func stop(where shouldStop: (TabBarAnimationTrack) -> Bool) {
        playing.removeAll { shouldStop($0.track) }
    }

    /// Makes the ambient tracks exactly `tracks`: running ones with the same key keep their phase, new ones
    /// start at `time`, and repeating tracks no longer listed stop.
    public mutating func setAmbient(_ tracks: [TabBarAnimationTrack], at time: Double) {
        playing.removeAll { current in current.track.repeatsAutoreversing && !tracks.contains { Self.sameKey($0, current.track) } }
        for track in tracks where !playing.contains(where: { Self.sameKey($0.track, track) }) {
            playing.append(Playing(track: track, start: time))
        }
    }

    /// Drops the one-shot tracks that have ended.
    public mutating func prune(at time: Double) {
        playing.removeAll { $0.isFinished(at: time) }
    }

    /// The animated values at `time`; ended tracks count as at rest. A live bar leaves the ambient tracks
    /// out (`includingAmbient: false`): the platform runs them (``ambient``); a renderer of still frames (the
    /// CLI's) keeps them in.
    ///
    /// - Complexity: O(*k*) for the *k* tracks playing; with only the glow breathing it allocates nothing.
    public func sample(at time: Double, includingAmbient: Bool = true) -> TabBarAnimationFrame {
        var frame = TabBarAnimationFrame()
        frame.reduceMotion = reduceMotion
        for entry in playing where !entry.isFinished(at: time) && (includingAmbient || !entry.track.repeatsAutoreversing) {
            frame.apply(entry.track, value: entry.track.value(at: time - entry.start))
        }
        return frame
    }

    /// The ambient (endlessly repeating) tracks playing, each with the time it started.
    public var ambient: [Playing] { playing.filter(\.track.repeatsAutoreversing) }

    /// Whether a track of `kind` is still moving at `time`.
    public func isMoving(_ kind: TabBarAnimationKind, at time: Double) -> Bool {
        playing.contains { $0.track.kind == kind && $0.isMoving(at: time) }
    }

    /// How often the display link should fire at `time`: every frame while a one-shot track moves, and `nil`
    /// (paused) otherwise. Ambient tracks ask for no frame: the platform runs them.
    public func frameInterval(at time: Double) -> Double? {
        playing.contains(where: { !$0.track.repeatsAutoreversing && $0.isMoving(at: time) }) ? 0 : nil
    }
}

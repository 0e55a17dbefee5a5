/// What an animation track moves.
public enum TabBarAnimationKind: String, Hashable, Codable, Sendable {
    /// The indicator slides between two tabs (progress 0…1).
    case indicatorSlide
    /// The newly selected icon scales up and bounces back.
    case iconBounce
    /// A tapped item presses down and springs back (scale).
    case press
    /// A tapped item dims and returns (opacity; the reduced-motion press).
    case pressFade
    /// The action button's glyph turns (degrees).
    case actionRotation
    /// One menu item flies out from (or back into) the action button (progress).
    case menuItem
    /// The glow behind a selected centre glyph breathes (opacity).
    case glowBreathing
    /// A badge pulses when its count grows (scale).
    case badgePulse
    /// A change shown as a short cross-fade instead of motion (opacity 0…1).
    case crossFade
    /// A scrolling bar's content glides to a new offset (points): centring the selection, settling after a drag.
    case barScroll
    /// The launch splash fades out (opacity 1…0).
    case splashFade
    /// At launch the content and its bar fade in (opacity 0…1) …
    case entranceFade
    /// … while falling into place from above (vertical offset in points, negative above, to 0).
    case entranceFall
    /// A tab's icon grows to (or shrinks from) the scale it keeps while selected (scale).
    case iconRest
    /// The ring glow breathes out and in (scale).
    case glowScale
    /// The bar comes into view from below (0 out of view … 1 in place): it shows, or its minimised (or full)
    /// form takes over.
    case barEntry
    /// The bar as it was goes out of view below (1 in place … 0 out of view): it hides, or gives way to its
    /// minimised (or full) form.
    case barExit
    /// A top bar grows into its expanded form, the sidebar (0 the bar … 1 the sidebar), or shrinks back.
    case sidebarExpansion
    /// A bottom accessory comes into view or leaves it while its bar shows or hides (0 out of view … 1 in place): one
    /// that lies apart from its bar (at the bottom of the content, under iPad's top bar) rises from below the container
    /// on the bar's spring; with Reduce Motion, where the bar changes at once, any accessory fades in place (one that
    /// rests on a bar at the bottom has this track only then: with motion it goes with the bar).
    case accessoryEntry

    /// Whether a track of this kind that replaces a running one starts from the value that one shows,
    /// so a new event never makes it jump (a press released, a menu closed while it opens).
    public var continuesFromCurrentValue: Bool {
        switch self {
        case .press, .pressFade, .actionRotation, .menuItem, .barScroll, .iconRest, .barEntry, .barExit, .sidebarExpansion, .accessoryEntry: true
        case .indicatorSlide, .iconBounce, .glowBreathing, .badgePulse, .crossFade, .splashFade, .entranceFade, .entranceFall, .glowScale: false
        }
    }
}

/// How a track's value moves in time.
public enum TabBarAnimationCurve: Hashable, Sendable {
    /// A spring from `from` to `to`.
    case spring(TabBarSpringCurve)
    /// A timed curve.
    case timed(TabBarEasing, duration: Double)
    /// Up to `peak` along an ease-out in `rise` seconds, then a spring back to `to`.
    case bounce(peak: Double, rise: Double, spring: TabBarSpringCurve)

    /// How long a move from `from` to `to` takes: a spring's settling time, a timed curve's duration, a
    /// bounce's rise and its spring back from the peak.
    public func duration(from: Double = 0, to: Double = 1) -> Double {
        switch self {
        case .spring(let spring): spring.settlingTime(from: from, to: to)
        case .timed(_, let duration): duration
        case .bounce(let peak, let rise, let spring): rise + spring.settlingTime(from: peak, to: to)
        }
    }
}

/// One animated value.
public struct TabBarAnimationTrack: Hashable, Sendable {
    /// What the track animates.
    public var kind: TabBarAnimationKind
    /// The tab it belongs to, if any.
    public var tab: TabID?
    /// A menu item's index, for ``TabBarAnimationKind/menuItem``.
    public var index: Int?
    /// How the value moves in time.
    public var curve: TabBarAnimationCurve { didSet { activeDuration = curve.duration(from: from, to: to) } }
    /// The starting value.
    public var from: Double { didSet { activeDuration = curve.duration(from: from, to: to) } }
    /// The resting value.
    public var to: Double { didSet { activeDuration = curve.duration(from: from, to: to) } }
    /// Seconds before it starts.
    public var delay: Double
    /// Whether it repeats forever, reversing each time (the breathing glow).
    public var repeatsAutoreversing: Bool
    /// Whether it keeps its end value after it ends, until a new track replaces it (a press held down).
    public var holds: Bool = false

    /// Creates a track.
    public init(_ kind: TabBarAnimationKind, tab: TabID? = nil, index: Int? = nil, curve: TabBarAnimationCurve, from: Double, to: Double, delay: Double = 0, repeats: Bool = false) {
        self.kind = kind
        self.tab = tab
        self.index = index
        self.curve = curve
        self.from = from
        self.to = to
        self.delay = delay
        self.repeatsAutoreversing = repeats
        self.activeDuration = curve.duration(from: from, to: to)
    }

    /// How long one run lasts, delay excluded (springs: their settling time).
    ///
    /// Computed once, when the track is made or its curve or end points change, so sampling a
    /// frame never solves for a spring's settling time.
    ///
    /// - Complexity: O(1).
    public private(set) var activeDuration: Double

    /// When it ends, delay included; a repeating track ends after one period.
    public var endTime: Double { delay + activeDuration * (repeatsAutoreversing ? 2 : 1) }

    /// The value at time `t` after the timeline started.
    ///
    /// - Complexity: O(1).
    public func value(at t: Double) -> Double {
        var local = t - delay
        guard local > 0 else { return from }
        let duration = activeDuration
        if repeatsAutoreversing, duration > 0 {
            let cycle = local.truncatingRemainder(dividingBy: 2 * duration)
            local = cycle <= duration ? cycle : 2 * duration - cycle
        }
        switch curve {
        case .spring(let spring):
            return spring.value(from: from, to: to, time: local)
        case .timed(let easing, let duration):
            guard duration > 0 else { return to }
            return from + (to - from) * easing.value(local / duration)
        case .bounce(let peak, let rise, let spring):
            if local < rise { return from + (peak - from) * TabBarEasing.easeOut.value(local / rise) }
            return spring.value(from: peak, to: to, time: local - rise)
        }
    }
}

/// The animations an event starts, sampled at any time by an injected clock.
public struct TabBarAnimationTimeline: Hashable, Sendable {
    /// The tracks.
    public var tracks: [TabBarAnimationTrack]
    /// Whether the plan honours reduce motion.
    public var reduceMotion: Bool

    /// Creates a timeline.
    public init(tracks: [TabBarAnimationTrack] = [], reduceMotion: Bool = false) {
        self.tracks = tracks
        self.reduceMotion = reduceMotion
    }

    /// Whether nothing animates.
    public var isEmpty: Bool { tracks.isEmpty }

    /// When the last one-shot track ends; repeating tracks count one full period.
    public var duration: Double { tracks.map(\.endTime).max() ?? 0 }

    /// The animated values at time `t` (seconds since the event).
    public func sample(at t: Double) -> TabBarAnimationFrame {
        var frame = TabBarAnimationFrame()
        frame.reduceMotion = reduceMotion
        for track in tracks { frame.apply(track, value: track.value(at: t)) }
        return frame
    }
}

extension TabBarAnimationFrame {
    /// Adds one track's value to the frame: scales and opacities of a tab multiply, the rest are set.
    public mutating func apply(_ track: TabBarAnimationTrack, value v: Double) {
        switch track.kind {
        case .indicatorSlide: indicatorProgress = v
        case .iconBounce, .press:
            if let tab = track.tab { scale[tab, default: 1] *= v }
        case .pressFade:
            if let tab = track.tab { opacity[tab, default: 1] *= v }
        case .actionRotation: actionRotation = v
        case .menuItem:
            if let index = track.index { menuProgress[index] = v }
            menuTab = track.tab
            if track.to < track.from { menuClosing = true }
        case .glowBreathing: glowOpacity = v
        case .badgePulse:
            if let tab = track.tab { badgeScale[tab] = v }
        case .crossFade: crossFade = min(crossFade ?? 1, v)
        case .barScroll: barScrollOffset = v
        case .splashFade: splashOpacity = v
        case .entranceFade: entranceOpacity = v
        case .entranceFall: entranceOffset = v
        case .iconRest:
            if let tab = track.tab { iconScale[tab] = v }
        case .glowScale: glowScale = v
        case .barEntry: barEntry = v
        case .barExit: barExit = v
        case .sidebarExpansion: sidebarExpansion = v
        case .accessoryEntry: accessoryEntry = v
        }
    }
}

/// The animated values of one frame; absent values mean "at rest".
public struct TabBarAnimationFrame: Hashable, Sendable {
    /// Where the indicator is between the previous and the selected tab (0…1; springs may overshoot).
    public var indicatorProgress: Double?
    /// Scale per tab (icon bounce × press).
    public var scale: [TabID: Double] = [:]
    /// Opacity per tab (the reduced-motion press).
    public var opacity: [TabID: Double] = [:]
    /// The action glyph's rotation in degrees.
    public var actionRotation: Double?
    /// Each menu item's progress out of the button (0 in, 1 fanned out).
    public var menuProgress: [Int: Double] = [:]
    /// The tab whose menu ``menuProgress`` moves (an action, or a tab with a long-press menu).
    public var menuTab: TabID?
    /// The glow's opacity.
    public var glowOpacity: Double?
    /// Badge scale per tab.
    public var badgeScale: [TabID: Double] = [:]
    /// The opacity of what changed, when motion is reduced to a cross-fade.
    public var crossFade: Double?
    /// Whether the frame comes from a reduced-motion plan (nothing moves in space).
    public var reduceMotion = false
    /// Where a scrolling bar's content is on its way to a new offset, in points.
    public var barScrollOffset: Double?
    /// The launch splash's opacity while it fades out.
    public var splashOpacity: Double?
    /// The opacity of the content and its bar as they come in at launch.
    public var entranceOpacity: Double?
    /// How far above its place the content and its bar are as they fall in at launch, in points (negative is up).
    public var entranceOffset: Double?
    /// The icon's own scale per tab on its way to or from the selected icon's resting scale.
    public var iconScale: [TabID: Double] = [:]
    /// The ring glow's scale in its breath.
    public var glowScale: Double?
    /// Whether the menu's items are going back in (a closing track), not fanning out.
    public var menuClosing = false
    /// How far the bar has come into view from below (0 out of view, 1 in place) while it shows or takes over.
    public var barEntry: Double?
    /// How much of the bar as it was is still in view (1 in place, 0 gone below) while it hides or gives way.
    public var barExit: Double?
    /// Where a top bar is on its way to the sidebar (0 the bar, 1 the sidebar; ``TabBarLayout/sidebarTransition(from:to:progress:)``).
    public var sidebarExpansion: Double?
    /// How far a bottom accessory is in view on its own track while its bar shows or hides (0 out of view, 1 in place):
    /// under iPad's top bar an offset from below with motion; its opacity with Reduce Motion, under any bar.
    public var accessoryEntry: Double?

    /// A frame at rest.
    public init() {}
}

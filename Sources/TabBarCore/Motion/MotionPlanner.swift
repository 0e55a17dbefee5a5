/// Decides what animates after an event, from the effects and the states before and after it.
///
/// With reduce motion nothing moves in space: changes are instant or a cross-fade of at most
/// 0.15 s, and the breathing glow holds still.
public struct TabBarMotionPlanner: Sendable {
    /// The theme's motion parameters.
    public var motion: TabBarMotionTokens
    /// Whether the theme draws a glow that can breathe.
    public var glowIndicator: Bool
    /// How the glow breathes: a soft disc by its opacity, a ring by its scale.
    public var glowStyle: TabBarGlowStyle
    /// Honour the reduce-motion setting.
    public var reduceMotion: Bool

    /// The longest cross-fade reduce motion allows.
    public static let reducedCrossFade = 0.15
    /// The delay between menu items fanning out.
    public static let menuStagger = 0.05

    /// Creates a planner for a theme.
    public init(theme: TabBarTheme, reduceMotion: Bool) {
        motion = theme.motion
        glowIndicator = theme.indicator.style == .glow
        glowStyle = theme.indicator.resolvedGlowStyle
        self.reduceMotion = reduceMotion
    }

    static let quick = TabBarSpringCurve(response: 0.25, dampingFraction: 0.6)
    static let fan = TabBarSpringCurve(response: 0.4, dampingFraction: 0.75)

    /// The action glyph's rotation while its menu is open, in degrees.
    public static let openMenuRotation = 45.0
    /// How long a press takes to go down when a finger lands.
    public static let pressDownDuration = 0.08

    /// The timeline an event starts. `pressedDown` says the tapped item already went down when the finger
    /// landed (``pressDown(_:)``): the tap then only springs it back.
    public func timeline(
        for event: TabBarEvent?, effects: [TabBarEffect], before: TabBarState, after: TabBarState, configuration: TabBarConfiguration,
        pressedDown: Bool = false
    ) -> TabBarAnimationTimeline {
        var tracks: [TabBarAnimationTrack] = []
        let fade = TabBarAnimationCurve.timed(.easeInOut, duration: Self.reducedCrossFade)
        if case .tabTapped(let id)? = event, configuration.tab(id)?.isEnabled == true, !before.hidden.contains(id) {
            if pressedDown {
                tracks.append(reduceMotion
                    ? TabBarAnimationTrack(.pressFade, tab: id, curve: fade, from: motion.pressOpacity, to: 1)
                    : TabBarAnimationTrack(.press, tab: id, curve: .spring(Self.quick), from: motion.pressScale, to: 1))
            } else {
                tracks.append(reduceMotion
                    ? TabBarAnimationTrack(.pressFade, tab: id, curve: fade, from: motion.pressOpacity, to: 1)
                    : TabBarAnimationTrack(.press, tab: id, curve: .bounce(peak: motion.pressScale, rise: Self.pressDownDuration, spring: Self.quick), from: 1, to: 1))
            }
        }
        for effect in effects {
            switch effect {
            case .selectionChanged(let from, let to, _):
                if reduceMotion {
                    tracks.append(TabBarAnimationTrack(.crossFade, tab: to, curve: fade, from: 0, to: 1))
                } else {
                    let spring = TabBarSpringCurve(response: motion.indicatorResponse, dampingFraction: motion.indicatorDamping)
                    tracks.append(TabBarAnimationTrack(.indicatorSlide, tab: to, curve: .spring(spring), from: 0, to: 1))
                    tracks.append(TabBarAnimationTrack(.iconBounce, tab: to, curve: .bounce(peak: motion.selectedIconScale, rise: 0.1, spring: TabBarSpringCurve(response: 0.35, dampingFraction: 0.5)), from: 1, to: 1))
                    if motion.restScale != 1 {
                        // The icon that stays scaled while selected grows on the indicator's spring; the one left shrinks back.
                        tracks.append(TabBarAnimationTrack(.iconRest, tab: to, curve: .spring(spring), from: 1, to: motion.restScale))
                        if from != to { tracks.append(TabBarAnimationTrack(.iconRest, tab: from, curve: .spring(spring), from: motion.restScale, to: 1)) }
                    }
                }
            case .actionMenuChanged(let id, let open), .tabMenuChanged(let id, let open):
                // A tab's long-press menu fans out of its icon as an action's does out of its button, without turning a glyph.
                let count = configuration.tab(id)?.menu.count ?? 0
                var rotates = false
                if case .actionMenuChanged = effect { rotates = true }
                if reduceMotion {
                    if rotates {
                        tracks.append(TabBarAnimationTrack(.actionRotation, tab: id, curve: .timed(.linear, duration: 0), from: open ? 0 : Self.openMenuRotation, to: open ? Self.openMenuRotation : 0))
                    }
                    for i in 0..<count { tracks.append(TabBarAnimationTrack(.menuItem, tab: id, index: i, curve: fade, from: open ? 0 : 1, to: open ? 1 : 0)) }
                } else {
                    if rotates {
                        tracks.append(TabBarAnimationTrack(.actionRotation, tab: id, curve: .spring(TabBarSpringCurve(response: 0.35, dampingFraction: 0.7)), from: open ? 0 : Self.openMenuRotation, to: open ? Self.openMenuRotation : 0))
                    }
                    if !open, let duration = motion.menuCloseDuration {
                        // A menu with its own closing curve: every item shrinks and fades where it is, together, easing in.
                        for index in 0..<count { tracks.append(TabBarAnimationTrack(.menuItem, tab: id, index: index, curve: .timed(.easeIn, duration: duration), from: 1, to: 0)) }
                        continue
                    }
                    // Opening fans out from the last item to the first; closing folds in the other way.
                    for step in 0..<count {
                        let index = open ? count - 1 - step : step
                        tracks.append(TabBarAnimationTrack(.menuItem, tab: id, index: index, curve: .spring(Self.fan), from: open ? 0 : 1, to: open ? 1 : 0, delay: Double(step) * Self.menuStagger))
                    }
                }
            case .sidebarExpansionChanged(let expanded) where !reduceMotion:
                // The top bar grows into the sidebar (or back) on the bar's own critically damped spring; with
                // reduce motion the change is instant.
                tracks.append(TabBarAnimationTrack(.sidebarExpansion, curve: Self.barVisibilityCurve(motion), from: expanded ? 0 : 1, to: expanded ? 1 : 0))
            default:
                break
            }
        }
        for tab in configuration.tabs {
            guard case .count(let new) = after.badge(tab.id) else { continue }
            let old: Int
            if case .count(let n) = before.badge(tab.id) { old = n } else { old = 0 }
            guard new > old else { continue }
            tracks.append(reduceMotion
                ? TabBarAnimationTrack(.crossFade, tab: tab.id, curve: fade, from: 0, to: 1)
                : TabBarAnimationTrack(.badgePulse, tab: tab.id, curve: .bounce(peak: 1.25, rise: 0.1, spring: TabBarSpringCurve(response: 0.3, dampingFraction: 0.55)), from: 1, to: 1))
        }
        tracks += breathingTracks(selected: after.selected, previous: before.selected, configuration: configuration, state: after)
        return TabBarAnimationTimeline(tracks: tracks, reduceMotion: reduceMotion)
    }

    /// The tab in the middle of the visible ones when there is an odd number of them: the glyph a glow
    /// breathes round (article 002's centre tab).
    public static func centreTab(of state: TabBarState) -> TabID? {
        let visible = state.visibleOrder
        return visible.count % 2 == 1 ? visible[visible.count / 2] : nil
    }

    /// The breathing glow when the selection lands on the centre tab (3 s ease-in-out, autoreversing: its
    /// opacity, and a ring's size besides); static with reduce motion.
    func breathingTracks(selected: TabID, previous: TabID?, configuration: TabBarConfiguration, state: TabBarState) -> [TabBarAnimationTrack] {
        guard glowIndicator, motion.glowPeriod > 0, selected != previous || previous == nil else { return [] }
        guard Self.centreTab(of: state) == selected, !reduceMotion else { return [] }
        let curve = TabBarAnimationCurve.timed(.easeInOut, duration: motion.glowPeriod)
        var tracks = [TabBarAnimationTrack(.glowBreathing, tab: selected, curve: curve, from: 0.45, to: 1, repeats: true)]
        if glowStyle == .ring {
            // The ring also breathes by its size, in step (article 002: out to 1.15 and back).
            tracks.append(TabBarAnimationTrack(.glowScale, tab: selected, curve: curve, from: 1, to: motion.glowScale ?? TabBarMotionTokens.defaultGlowScale, repeats: true))
        }
        return tracks
    }

    /// The animations running at launch: the app's entrance, if it has one (the splash fades out, the content
    /// and its bar fall in), and the breathing glow of a selected centre tab.
    public func launchTimeline(configuration: TabBarConfiguration, state: TabBarState, entrance: TabBarLaunchEntrance? = nil) -> TabBarAnimationTimeline {
        let entering = entrance.map(entranceTracks) ?? []
        return TabBarAnimationTimeline(tracks: entering + ambientTracks(configuration: configuration, state: state), reduceMotion: reduceMotion)
    }

    /// The endless animations a state calls for, whatever event led to it: the breathing glow while the
    /// centre tab is selected; none with reduce motion.
    public func ambientTracks(configuration: TabBarConfiguration, state: TabBarState) -> [TabBarAnimationTrack] {
        breathingTracks(selected: state.selected, previous: nil, configuration: configuration, state: state)
    }

    /// A finger landed on an item: it goes down (or dims, with reduce motion) and stays down until the tap
    /// (``timeline(for:effects:before:after:configuration:pressedDown:)``) or a cancel (``pressReleased(_:)``).
    public func pressDown(_ tab: TabID) -> TabBarAnimationTimeline {
        var track = reduceMotion
            ? TabBarAnimationTrack(.pressFade, tab: tab, curve: .timed(.easeOut, duration: Self.pressDownDuration), from: 1, to: motion.pressOpacity)
            : TabBarAnimationTrack(.press, tab: tab, curve: .timed(.easeOut, duration: Self.pressDownDuration), from: 1, to: motion.pressScale)
        track.holds = true
        return TabBarAnimationTimeline(tracks: [track], reduceMotion: reduceMotion)
    }

    /// A press that did not become a tap (the finger moved away, or the touch was cancelled) comes back up.
    public func pressReleased(_ tab: TabID) -> TabBarAnimationTimeline {
        let fade = TabBarAnimationCurve.timed(.easeInOut, duration: Self.reducedCrossFade)
        let track = reduceMotion
            ? TabBarAnimationTrack(.pressFade, tab: tab, curve: fade, from: motion.pressOpacity, to: 1)
            : TabBarAnimationTrack(.press, tab: tab, curve: .spring(Self.quick), from: motion.pressScale, to: 1)
        return TabBarAnimationTimeline(tracks: [track], reduceMotion: reduceMotion)
    }

    /// The bar changing visibility: what was shown goes out of view below while what is now shown comes in
    /// from below, both on the theme's indicator spring without overshoot (a hidden bar has no part in it);
    /// nothing with reduce motion, where the change is instant. A minimised bar and the full one trade places
    /// the same way.
    ///
    /// `accessory` says where the bar's bottom accessory is (``TabBarLayout/accessoryTransit``). When the bar hides or
    /// shows (not when it minimises), an accessory that rests on the bar goes and comes with it, on the bar's own tracks;
    /// one that lies apart from it (under iPad's top bar) leaves or comes into view on a track of its own
    /// (``TabBarAnimationKind/accessoryEntry``) on the bar's spring, so it goes and comes with the bar. With Reduce
    /// Motion, where the bar changes at once, either accessory fades in place on that track, a cross-fade of
    /// ``reducedCrossFade``: never a cut.
    public func barVisibility(from: TabBarVisibility, to: TabBarVisibility, accessory: TabBarAccessoryTransit = .none) -> TabBarAnimationTimeline {
        guard from != to else { return TabBarAnimationTimeline(reduceMotion: reduceMotion) }
        let curve = Self.barVisibilityCurve(motion)
        var tracks: [TabBarAnimationTrack] = []
        if !reduceMotion {
            if from != .hidden { tracks.append(TabBarAnimationTrack(.barExit, curve: curve, from: 1, to: 0)) }
            if to != .hidden { tracks.append(TabBarAnimationTrack(.barEntry, curve: curve, from: 0, to: 1)) }
        }
        let ownTrack = accessory == .apart || (accessory == .withBar && reduceMotion)
        if ownTrack, (from == .hidden) != (to == .hidden) {
            let shows = to != .hidden
            let accessoryCurve: TabBarAnimationCurve = reduceMotion ? .timed(.easeInOut, duration: Self.reducedCrossFade) : curve
            tracks.append(TabBarAnimationTrack(.accessoryEntry, curve: accessoryCurve, from: shows ? 0 : 1, to: shows ? 1 : 0))
        }
        return TabBarAnimationTimeline(tracks: tracks, reduceMotion: reduceMotion)
    }

    /// The curve the bar moves along when it hides, shows or minimises: the indicator's response, critically
    /// damped (a bar that bounced past its place would show a gap under it).
    public static func barVisibilityCurve(_ motion: TabBarMotionTokens) -> TabBarAnimationCurve {
        .spring(TabBarSpringCurve(response: motion.indicatorResponse, dampingFraction: 1))
    }

    /// A scrolling bar's content gliding from one offset to another on the indicator's spring (instant with reduce motion).
    public func barScroll(from: Double, to: Double) -> TabBarAnimationTimeline {
        let curve: TabBarAnimationCurve = reduceMotion
            ? .timed(.linear, duration: 0) : .spring(TabBarSpringCurve(response: motion.indicatorResponse, dampingFraction: max(motion.indicatorDamping, 0.9)))
        return TabBarAnimationTimeline(tracks: [TabBarAnimationTrack(.barScroll, curve: curve, from: from, to: to)], reduceMotion: reduceMotion)
    }
}

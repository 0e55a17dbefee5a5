import TabBarCore

/// An animation that repeats forever, back and forth, on one group of a display list (the breathing glow):
/// the platform runs it (a Core Animation animation on the group's layer, a repeating SwiftUI animation on the
/// group's view), so the bar asks for no frame while it plays.
///
/// It moves the group's slot from `from` to `to` in ``duration`` along ``easing``, then back, without end; at
/// ``start`` (the clock's seconds) it was at `from`. The slot's own per-frame value stays at rest.
///
/// ```swift
/// if let breath = frame.ambient.first {            // the glow's
///     let still = breath.value(at: now)             // opacity and scale now, for a still picture
///     let phase = breath.phase(at: now)             // seconds into its period: where a platform animation starts
///     print(still, phase)
/// }
/// ```
public struct TabBarDisplayAmbient: Hashable, Sendable {
    /// The slot of the group it animates (``TabBarDisplayGroup/slot``).
    public var slot: Int
    /// The group's stable id, for painters keyed by id.
    public var group: String?
    /// The opacity's two ends, if it breathes by its opacity.
    public var opacity: TabBarDisplayAmbientRange?
    /// The scale's two ends, about ``anchor``, if it breathes by its size.
    public var scale: TabBarDisplayAmbientRange?
    /// The point the scale is about, in the canvas's coordinates.
    public var anchor: TabBarPoint
    /// One way, in seconds (a whole period is twice this).
    public var duration: Double
    /// The timing curve of each way.
    public var easing: TabBarEasing
    /// When it was at `from`, in the clock's seconds.
    public var start: Double

    /// Creates an ambient animation.
    public init(
        slot: Int, group: String?, opacity: TabBarDisplayAmbientRange?, scale: TabBarDisplayAmbientRange?, anchor: TabBarPoint,
        duration: Double, easing: TabBarEasing, start: Double
    ) {
        self.slot = slot
        self.group = group
        self.opacity = opacity
        self.scale = scale
        self.anchor = anchor
        self.duration = duration
        self.easing = easing
        self.start = start
    }

    /// How far into its period (two ``duration``s) it is at `time`, in seconds, 0 ≤ phase < period.
    public func phase(at time: Double) -> Double {
        let period = 2 * duration
        guard period > 0 else { return 0 }
        let elapsed = (time - start).truncatingRemainder(dividingBy: period)
        return elapsed < 0 ? elapsed + period : elapsed
    }

    /// Where the way it is on at `time` has got to, 0 (at `from`) … 1 (at `to`), eased.
    public func progress(at time: Double) -> Double {
        guard duration > 0 else { return 1 }
        let phase = phase(at: time)
        let linear = phase <= duration ? phase / duration : (2 * duration - phase) / duration
        return easing.value(linear)
    }

    /// The group's opacity and transform at `time` (what a still picture of this moment shows).
    public func value(at time: Double) -> TabBarDisplaySlotValue {
        let p = progress(at: time)
        var value = TabBarDisplaySlotValue()
        if let opacity { value.opacity = opacity.value(p) }
        if let scale {
            let s = scale.value(p)
            if abs(s - 1) > 1e-4 { value.transform = TabBarDisplayTransform(scale: s, anchor: anchor) }
        }
        return value
    }
}

/// The two values an ambient animation moves between.
public struct TabBarDisplayAmbientRange: Hashable, Sendable {
    /// Where each period starts and ends.
    public var from: Double
    /// Where it turns back.
    public var to: Double

    /// Creates a range.
    public init(from: Double, to: Double) {
        self.from = from
        self.to = to
    }

    /// The value a fraction `p` of the way from `from` to `to`.
    public func value(_ p: Double) -> Double { from + (to - from) * p }
}

extension TabBarDrawing {
    /// The ambient animations of the repeating tracks playing (each with the time it started), on the groups
    /// they move: the glow's breath (its opacity, and a ring's size) on the glow's slot. A track this drawing
    /// has no group for, or one whose curve is not a timed curve, is left out.
    public func ambientAnimations(_ tracks: [(track: TabBarAnimationTrack, start: Double)]) -> [TabBarDisplayAmbient] {
        guard let indicator = indicatorBinding, let slot = indicator.glowSlot else { return [] }
        var breath: TabBarDisplayAmbient?
        for (track, start) in tracks where track.repeatsAutoreversing {
            guard case .timed(let easing, let duration) = track.curve, track.kind == .glowBreathing || track.kind == .glowScale else { continue }
            let range = TabBarDisplayAmbientRange(from: track.from, to: track.to)
            var animation = breath ?? TabBarDisplayAmbient(
                slot: slot, group: indicator.glowScales ? "glow-ring" : "glow", opacity: nil, scale: nil, anchor: indicator.glowCenter,
                duration: duration, easing: easing, start: start + track.delay)
            if track.kind == .glowBreathing {
                animation.opacity = range
            } else if indicator.glowScales {
                animation.scale = range
            }
            breath = animation
        }
        return breath.map { [$0] } ?? []
    }
}

/// A run of a display list that a painter draws as one picture: still (drawn as the frame says), or a group
/// an ambient animation moves (drawn once, then moved by the platform's repeating animation).
public struct TabBarDisplaySegment: Hashable, Sendable {
    /// The items of the run, each inside copies of the groups round it (their opacity, transform, clip and
    /// effect kept), in painting order.
    public var list: TabBarDisplayList
    /// The animation that moves this run as a whole, if it is an ambient group's.
    public var ambient: TabBarDisplayAmbient?
}

extension TabBarDisplayList {
    /// The list cut round the groups `ambient` animations move, in painting order: each such group becomes a
    /// segment of its own (inside copies of the groups round it), and what lies before and after it the still
    /// segments between. A painter that cannot animate one group of a picture on its own (a SwiftUI `Canvas`)
    /// draws each segment as a picture of its own, stacked, and hands the ambient ones to the platform. Without
    /// ambient animations it is the list itself, whole.
    public func segments(around ambient: [TabBarDisplayAmbient]) -> [TabBarDisplaySegment] {
        guard !ambient.isEmpty else { return [TabBarDisplaySegment(list: self, ambient: nil)] }
        let bySlot = Dictionary(ambient.map { ($0.slot, $0) }, uniquingKeysWith: { first, _ in first })
        var runs: [(ambient: TabBarDisplayAmbient?, items: [TabBarDisplayItem])] = []
        func append(_ item: TabBarDisplayItem, to ambient: TabBarDisplayAmbient?) {
            if ambient == nil, let last = runs.last, last.ambient == nil {
                runs[runs.count - 1].items.append(item)
            } else {
                runs.append((ambient, [item]))
            }
        }
        func contains(_ items: [TabBarDisplayItem]) -> Bool {
            items.contains { item in
                guard case .group(let group) = item else { return false }
                return group.slot.map { bySlot[$0] != nil } == true || contains(group.children)
            }
        }
        /// Splits `items` into runs, each wrapped in `wrap` (the copies of the groups round them).
        func split(_ items: [TabBarDisplayItem], wrap: @escaping (TabBarDisplayItem) -> TabBarDisplayItem) {
            for item in items {
                guard case .group(let group) = item else {
                    append(wrap(item), to: nil)
                    continue
                }
                if let slot = group.slot, let animation = bySlot[slot] {
                    append(wrap(item), to: animation)
                } else if contains(group.children) {
                    // Each run of its children goes in a copy of this group.
                    var last: (ambient: TabBarDisplayAmbient?, children: [TabBarDisplayItem])?
                    var pieces: [(ambient: TabBarDisplayAmbient?, children: [TabBarDisplayItem])] = []
                    let before = runs
                    runs = []
                    split(group.children) { $0 }
                    for run in runs {
                        if let open = last, open.ambient == nil, run.ambient == nil {
                            last = (nil, open.children + run.items)
                        } else {
                            if let open = last { pieces.append(open) }
                            last = (run.ambient, run.items)
                        }
                    }
                    if let open = last { pieces.append(open) }
                    runs = before
                    for piece in pieces {
                        var copy = group
                        copy.children = piece.children
                        append(wrap(.group(copy)), to: piece.ambient)
                    }
                } else {
                    append(wrap(item), to: nil)
                }
            }
        }
        split(items) { $0 }
        return runs.map { TabBarDisplaySegment(list: TabBarDisplayList(size: size, items: $0.items, slots: slots, backdropSource: backdropSource), ambient: $0.ambient) }
    }
}

import TabBarCore
import TabBarDisplay

extension TabBarPresenter {
    /// The app's bottom accessory appeared (with its height), went away (`nil`), or changed height: the core lays
    /// it out above the bar or beside the minimised capsule. Only the bar's layout changes; the tabs are untouched.
    /// Views that draw the bar are told (``revision`` moves) on the next turn of the main actor, so a SwiftUI view
    /// update may call this.
    public func update(bottomAccessory: TabBarBottomAccessory?) {
        guard bottomAccessory != self.bottomAccessory else { return }
        self.bottomAccessory = bottomAccessory
        postpone(.change)
    }

    /// Tells ``onAccessoryChange`` where the accessory is drawn now, when that (or its opacity, or whether it is reachable)
    /// changed, and whether it became reachable or stopped being so while the bar stayed shown (``accessoryCameOrWentAlone``;
    /// `barShown`: the bar drawn, its menu closed). Called while a frame is drawn: the front ends only move a view there,
    /// they change nothing a SwiftUI view observes.
    func reportAccessory(_ accessory: TabBarAccessoryLayout?, opacity: Double, interactive: Bool, swallowsTouches: Bool = false, barShown: Bool) {
        defer { accessoryBarShown = barShown }
        let interactive = accessory != nil && interactive
        let swallowsTouches = accessory != nil && swallowsTouches
        guard accessory != reportedAccessory || opacity != reportedAccessoryOpacity || interactive != reportedAccessoryInteractive
            || swallowsTouches != reportedAccessorySwallowsTouches
        else { return }
        accessoryCameOrWentAlone = interactive != reportedAccessoryInteractive && barShown && accessoryBarShown
        reportedAccessory = accessory
        reportedAccessoryOpacity = opacity
        reportedAccessoryInteractive = interactive
        reportedAccessorySwallowsTouches = swallowsTouches
        onAccessoryChange?(accessory)
    }

    /// The swallow rule, named once for what the bar's frames draw: whether a placed accessory that is not reachable (on
    /// its way out with its bar, or back but not yet arrived) takes a touch on it and does nothing with it, rather than
    /// letting it through to the content behind. It is drawn there, and a tap on what looks like the mini player must not
    /// select a list row under it. Where it swallows is its whole hit frame, the margin that makes an inline accessory 44
    /// points tall included (``accessorySwallowsTouch(at:)``), as a reachable accessory takes a touch there. Reachable,
    /// its view takes the touch; placed nowhere, nothing does. While VoiceOver runs (`voiceOverRunning`), never: the
    /// accessory is then hidden from VoiceOver, whose cursor is on the content behind it, and a double tap on a row there
    /// is a tap at the row's activation point, which must reach the row, not a view VoiceOver said is not there.
    ///
    /// The bar itself, leaving beside it, is not covered: it takes no touch once it hides (``TabBarFrame/takesTouch(at:)``),
    /// and a tap on its sliding capsule reaches the content behind, as it does for a view UIKit animates out (hit-tested
    /// where it goes, not where it is drawn; to verify on device against `UITabBarController.setTabBarHidden(_:animated:)`).
    /// The accessory swallows because it is the app's own control, still drawn where the app put it.
    public static func accessorySwallowsTouches(placed: Bool, interactive: Bool, voiceOverRunning: Bool = false) -> Bool {
        placed && !interactive && !voiceOverRunning
    }

    /// Whether a touch at `point` (the container's coordinates) is swallowed by the accessory in the last drawn frame
    /// (``accessorySwallowsTouches(placed:interactive:voiceOverRunning:)``): it swallows now and the point is in its hit
    /// frame, the drawn view or the margin round it. A front end ends such a touch on its own view round the app's.
    public func accessorySwallowsTouch(at point: TabBarPoint) -> Bool {
        reportedAccessorySwallowsTouches && reportedAccessory?.hitFrame.contains(point) == true
    }

    /// Whether an accessory coming back with its bar has arrived: its tracks ended, or, placed and moving (`motion`, not
    /// fading), it is within half a pixel of its place at the display's scale (`displayScale` pixels a point), which the
    /// eye cannot tell from rest; the spring's own end (within 0.1 % of its travel) comes tens of milliseconds later.
    /// `motion` is `nil` where it is not placed (the bar hidden, its menu open): only the tracks' end counts then.
    public static func accessoryArrived(_ motion: TabBarAccessoryMotion?, tracksEnded: Bool, displayScale: Double) -> Bool {
        if tracksEnded { return true }
        guard let motion, !motion.fades else { return false }
        return abs(motion.offset) < 0.5 / max(displayScale, 1)
    }

    /// Whether the accessory's view takes touches and is read by VoiceOver in a frame: only where it is placed and the
    /// bar is not hidden (on its way out with the bar, or fading, it is a picture leaving: no touch lands on it, VoiceOver
    /// no longer reads it), and, with a bar shown again, only once it has arrived (its tracks ended), not while it is
    /// still below the screen's edge or fading in. A bar that minimises (or a top bar that becomes the sidebar) keeps it
    /// reachable while it moves: it changes place, it does not come or go.
    public static func accessoryInteractive(placed: Bool, barHidden: Bool, arriving: Bool) -> Bool {
        placed && !barHidden && !arriving
    }

    /// Where the accessory is in a frame while its bar hides or shows. With a bar at the bottom (or a sidebar) it goes
    /// down and comes up with the bar (``accessoryLowered(_:barEntry:)``; the bar as it was, on its way out, lowers it
    /// by its own exit, ``accessoryLeaving(_:barExit:)``). Under a top bar it lies apart, at the bottom of the content:
    /// it leaves and comes back on its own track (`accessoryEntry`, 0 out of view … 1 in place, on the bar's spring),
    /// out of view below the container's bottom edge (the nearest, as the bar's is the top). With Reduce Motion, where
    /// the bar changes at once, any accessory fades in place on that track (no spatial motion). At rest it is where the
    /// layout puts it.
    public static func accessoryMotion(_ layout: TabBarLayout, barEntry: Double?, accessoryEntry: Double?, reduceMotion: Bool) -> TabBarAccessoryMotion {
        if let entry = accessoryEntry {
            let inView = min(max(entry, 0), 1)
            if reduceMotion { return TabBarAccessoryMotion(opacity: inView, fades: true) }
            if layout.accessoryLiesApart { return TabBarAccessoryMotion(offset: (1 - inView) * accessoryOutOfView(layout)) }
        }
        return layout.accessoryLiesApart ? TabBarAccessoryMotion() : TabBarAccessoryMotion(offset: accessoryLowered(layout, barEntry: barEntry))
    }

    /// How far down the accessory of a bar at the bottom (or a sidebar) is moved while that bar, as it was drawn, leaves
    /// (`barExit` 1 in view … 0 out of view): as far as the leaving bar is moved, so the app's view goes with the
    /// capsule painted in it. Not at all under a top bar, whose accessory leaves on its own track.
    public static func accessoryLeaving(_ layout: TabBarLayout, barExit: Double) -> Double {
        layout.isAtTop ? 0 : (1 - barExit) * outOfView(layout)
    }

    /// How far an accessory lying apart from its bar (under a top bar) moves down to be out of view: past the
    /// container's bottom edge, with room for its shadow.
    public static func accessoryOutOfView(_ layout: TabBarLayout) -> Double {
        guard let accessory = layout.accessory else { return 0 }
        return max(0, layout.environment.containerSize.height - accessory.frame.minY) + outOfViewMargin
    }
}

/// Where the bottom accessory is in one frame while its bar hides or shows (``TabBarPresenter/accessoryMotion(_:barEntry:accessoryEntry:reduceMotion:)``):
/// how far it is moved down and how opaque it is. Its view (``TabBarFrame/accessory`` is already moved) and its capsule
/// in the painted list follow it alike, in both front ends.
public struct TabBarAccessoryMotion: Hashable, Sendable {
    /// How far down it is moved from where it rests, in points.
    public var offset: Double
    /// Its opacity, 0…1 (below 1 only while it fades with Reduce Motion).
    public var opacity: Double
    /// Whether it fades in place (Reduce Motion) rather than moving.
    public var fades: Bool

    /// A motion; the default is at rest.
    public init(offset: Double = 0, opacity: Double = 1, fades: Bool = false) {
        self.offset = offset
        self.opacity = opacity
        self.fades = fades
    }

    /// How the accessory's capsule is painted: with the bar (at rest, or going with a bar at the bottom), or apart, a
    /// layer of its own moved or faded by ``slotValue`` (under a top bar; fading with Reduce Motion, its backdrop kept:
    /// the backdrop's placement carries the opacity, at which the platform shows its effect).
    enum Painting: Equatable {
        case withBar, apart
    }

    /// The capsule layer's root slot in this frame.
    var slotValue: TabBarDisplaySlotValue {
        TabBarDisplaySlotValue(opacity: opacity, transform: abs(offset) > 1e-3 ? TabBarDisplayTransform(translate: TabBarPoint(x: 0, y: offset)) : nil)
    }
}

extension TabBarFrame {
    /// Sets where the app's accessory view goes in this frame: the layout's accessory moved down with its bar while
    /// the bar changes visibility (minimising, showing), so the view moves with the capsule drawn under it.
    mutating func placeAccessory(_ accessory: TabBarAccessoryLayout?, lowered offset: Double) {
        guard var accessory else {
            self.accessory = nil
            return
        }
        accessory.frame.y += offset
        accessory.hitFrame.y += offset
        self.accessory = accessory
    }
}

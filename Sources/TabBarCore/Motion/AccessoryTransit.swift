/// How a bar's bottom accessory goes and comes back while the bar hides or shows (a route rule, the host, the keyboard),
/// for ``TabBarMotionPlanner/barVisibility(from:to:accessory:)``; ``TabBarLayout/accessoryTransit`` says which a layout has.
public enum TabBarAccessoryTransit: Hashable, Sendable {
    /// No accessory: nothing to plan for it.
    case none
    /// It rests on the bar (above a bottom bar, beside its minimised capsule, or beside a sidebar): it goes down and comes
    /// up with the bar, on the bar's own tracks; with Reduce Motion, where the bar changes at once, it fades in place.
    case withBar
    /// It lies apart from the bar (at the bottom of the content, under iPad's top bar): it leaves below the container and
    /// comes back on a track of its own, on the bar's spring; with Reduce Motion it fades in place.
    case apart
}

import TabBarCore

/// What `NativeTabBarBridge` (a stock `UITabBarController` driven by the core) decides, decided here so it is
/// tested on Linux: which of its navigation changes animate, and, for an app that maps controllers by position,
/// which of the bar's controllers a new tab list keeps. (The bridge itself keeps one controller per tab, in the bar
/// or out of it, so a tab that leaves the bar and comes back keeps its navigation stack.)
///
/// ```swift
/// let kept = TabBarNativeBridgePlan.controllers(before: ["home", "settings"], after: ["home", "inbox", "settings"])   // [0, nil, 1]
/// ```
public enum TabBarNativeBridgePlan {
    /// The view controllers after a reconfiguration, tab by tab in the new order: the index of the tab's
    /// controller before (it keeps its navigation stack), or `nil` for a tab that is new and needs one.
    public static func controllers(before: [TabID], after: [TabID]) -> [Int?] {
        after.map { before.firstIndex(of: $0) }
    }

    /// The tab the core selects after the bar's controllers changed (a new width's tab set, a new configuration) took
    /// the selected tab out of the bar: the one the system bar shows now (`shown`, its `selectedIndex` in `after`:
    /// `UITabBarController` selects another controller by itself and tells its delegate nothing, as it does for every
    /// change made in code), so what the core holds selected is what is on screen. `nil` when the selection is still in
    /// the bar, or was not in it before (a deep link to a tab with no item: the app presents its kept controller).
    public static func selectionFollowingBar(selected: TabID, before: [TabID], after: [TabID], shown: Int) -> TabID? {
        guard before.contains(selected), !after.contains(selected), after.indices.contains(shown) else { return nil }
        return after[shown]
    }

    /// Whether a pop, a push or a replaced stack on `tab` animates: only on the tab on screen, and never with
    /// Reduce Motion on (the change is instant then, as the system's own containers make it).
    public static func animates(_ tab: TabID, selected: TabID, reduceMotion: Bool) -> Bool {
        tab == selected && !reduceMotion
    }
}

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

    /// Whether the bridge tells the app (`onSelectionWithoutItem`) to present the selected tab's kept controller: only
    /// when the selection has no item in the bar (`bar`) and is not the one it last told (`lastTold`, cleared when a
    /// selection is shown in the bar), so a change of the bar's tabs does not ask the app to present a controller it
    /// already presents.
    public static func tellsSelectionWithoutItem(selected: TabID, bar: [TabID], lastTold: TabID?) -> Bool {
        !bar.contains(selected) && selected != lastTold
    }

    /// Whether the app's presentation of `told` (the selection it was last told of, without an item) is over once the
    /// selection is `selected` and the bar's tabs are `bar`: another tab is selected (the app dismisses it), or the told
    /// tab got an item (the bridge dismissed it before the bar took the controller).
    public static func endsPresentation(told: TabID?, selected: TabID, bar: [TabID]) -> Bool {
        guard let told else { return false }
        return selected != told || bar.contains(told)
    }

    /// The tabs that enter the bar when its tabs go from `before` to `after`: their kept controllers may be presented
    /// by the app (a selection without an item, ``tellsSelectionWithoutItem(selected:bar:lastTold:)``), and the bridge
    /// dismisses such a presentation before the tab bar controller takes them as children.
    public static func entering(before: [TabID], after: [TabID]) -> [TabID] {
        after.filter { !before.contains($0) }
    }

    /// The events that bring the core's stack of `tab` (`core`) to what the tab's navigation controller shows once a
    /// move settled (`shown`, the routes above its root): the back button, the back swipe, the app's own
    /// `pushViewController` reach the core as an app's own path does (`TabBarPathSync.appChanged(to:core:on:)`), so a
    /// route rule that hid the bar lets it go with its screen and reselect pops what is on screen. None after a move
    /// the core asked for (it shows the core's stack).
    public static func navigationShows(_ shown: [TabBarRoute], core: [TabBarRoute], on tab: TabID) -> [TabBarEvent] {
        TabBarPathSync.appChanged(to: shown, core: core, on: tab)
    }

    /// The effects the bridge performs for ``navigationShows(_:core:on:)``'s events: all but the stack moves of `tab`,
    /// which its navigation controller has made already.
    public static func followingNavigation(_ effects: [TabBarEffect], on tab: TabID) -> [TabBarEffect] {
        effects.filter { effect in
            switch effect {
            case .pushRoute(_, let id), .popRoute(_, let id), .replaceStack(_, let id), .popToRoot(let id): id != tab
            default: true
            }
        }
    }

    /// Whether the system bar is hidden (iOS 18's `setTabBarHidden(_:animated:)`) while the core's bar shows as
    /// `visibility`: only a hidden one (a route rule of the screen on top, `barHiddenChanged`); a minimised bar is
    /// iOS 26's own minimise behaviour, not a hidden bar.
    public static func hidesSystemBar(_ visibility: TabBarVisibility) -> Bool {
        visibility == .hidden
    }

    /// Whether the system bar is hidden while the core's bar shows as `visibility` and the selected tab's navigation
    /// controller holds controllers with `hidesBottomBarWhenPushed` as `stackFlags` (root first): UIKit's own rule
    /// (``TabBarPushedBarHiding/stackHidesBar(_:)``) joins the core's word.
    public static func hidesSystemBar(_ visibility: TabBarVisibility, stackFlags: [Bool]) -> Bool {
        hidesSystemBar(visibility) || TabBarPushedBarHiding.stackHidesBar(stackFlags)
    }

    /// What the bridge sets the system bar's `isTabBarHidden` to (iOS 18), or `nil` to leave it to UIKit. UIKit applies
    /// `hidesBottomBarWhenPushed` by itself, moving the bar with the screens, only to a navigation controller that is the
    /// tab bar controller's own child: for such a tab (`hosted` false) the bar is left alone while its stack's flags hide
    /// it, and otherwise follows the core. For a tab shown in one of the bridge's hosts the bridge applies UIKit's rule
    /// itself, with the core's word.
    public static func systemBarHidden(_ visibility: TabBarVisibility, stackFlags: [Bool], hosted: Bool) -> Bool? {
        if hosted { return hidesSystemBar(visibility, stackFlags: stackFlags) }
        return TabBarPushedBarHiding.stackHidesBar(stackFlags) ? nil : hidesSystemBar(visibility)
    }

    /// Whether the system bar is hidden once `tab`'s navigation controller shows `shown` (the routes above its root,
    /// as it is about to show them: a push, the back button, the end of a back swipe), the core being `machine`: what
    /// ``hidesSystemBar(_:)`` will say after the core follows the move (``navigationShows(_:core:on:)``), known before
    /// it, so the bar moves alongside the screens rather than after they settled.
    public static func hidesSystemBar(afterShowing shown: [TabBarRoute], on tab: TabID, machine: TabBarMachine, stackFlags: [Bool] = []) -> Bool {
        systemBarHidden(afterShowing: shown, on: tab, machine: machine, stackFlags: stackFlags, hosted: true) ?? false
    }

    /// ``systemBarHidden(_:stackFlags:hosted:)`` once `tab`'s navigation controller shows `shown`, known before the move
    /// settles (``hidesSystemBar(afterShowing:on:machine:stackFlags:)``).
    public static func systemBarHidden(
        afterShowing shown: [TabBarRoute], on tab: TabID, machine: TabBarMachine, stackFlags: [Bool], hosted: Bool
    ) -> Bool? {
        var after = machine
        for event in navigationShows(shown, core: machine.state.stack(tab), on: tab) { _ = after.handle(event) }
        return systemBarHidden(after.visibility, stackFlags: stackFlags, hosted: hosted)
    }

    /// Whether the tabs a section holds are shown in the bridge's hosts (iOS 18): only where a group can appear, in a
    /// `.tabSidebar` controller on a device whose width can be regular (an iPad, a Mac, Vision Pro; never an iPhone,
    /// whose landscape width counts as compact: ``TabBarNativeTab/width(horizontal:vertical:)``). Elsewhere every tab is
    /// the controller's own child, with UIKit's own behaviour (`hidesBottomBarWhenPushed`, the bar's edge appearance).
    public static func hostsSectionTabs(mode: TabBarNativeTabTree.Mode, deviceCanBeRegular: Bool) -> Bool {
        mode == .tabSidebar && deviceCanBeRegular
    }

    /// Whether iOS 18's `UITabBarController` makes the selection the user asked for itself (the bridge answers yes to
    /// `tabBarController(_:shouldSelectTab:)`): only when the core, asked about `asked`, moved its selection from `before`
    /// to exactly that tab, and the object UIKit asked about is the one that stands for it now (`isAskedObject`). A
    /// reselect (the core's chain pops and scrolls, not UIKit's pop), a denial, a redirect and a group heading are
    /// answered no, and the bridge selects what the core holds itself, outside the question.
    public static func systemSelects(asked: TabID, isAskedObject: Bool, before: TabID, after: TabID) -> Bool {
        isAskedObject && after == asked && after != before
    }

    /// iOS 18's `UITabBarController.Sidebar.isHidden` for the container's regular width: a `.sidebar` shows it; a
    /// `.topBar` shows it while the core holds its sidebar expanded (`TabBarState.isSidebarExpanded`, the top bar's
    /// sidebar button); `nil` for a bar that never becomes a sidebar (the controller's mode is `.tabBar`).
    public static func hidesSidebar(regularWidth: TabBarRegularWidthPresentation, expanded: Bool) -> Bool? {
        switch regularWidth {
        case .sidebar: false
        case .topBar: !expanded
        case .floatingBar: nil
        }
    }

    /// The events that bring the core's expansion to the system sidebar the user just showed or hid (`systemHidden`):
    /// under a `.topBar`, `sidebarToggled` when they differ; none otherwise.
    public static func sidebarShown(systemHidden: Bool, regularWidth: TabBarRegularWidthPresentation, expanded: Bool) -> [TabBarEvent] {
        regularWidth == .topBar && systemHidden == expanded ? [.sidebarToggled] : []
    }

    /// Whether a pop, a push or a replaced stack on `tab` animates: only on the tab on screen, and never with
    /// Reduce Motion on (the change is instant then, as the system's own containers make it).
    public static func animates(_ tab: TabID, selected: TabID, reduceMotion: Bool) -> Bool {
        tab == selected && !reduceMotion
    }
}

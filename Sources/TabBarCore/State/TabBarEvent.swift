/// Something that happened, named for what happened; the machine answers with effects.
public enum TabBarEvent: Hashable, Sendable {
    /// The user tapped a tab (an action tab presents or opens its menu).
    case tabTapped(TabID)
    /// The host asked to select a tab in code.
    case selectionRequested(TabID)
    /// The user opened an action's menu (long press, or a tap when it has items).
    case actionMenuOpened(TabID)
    /// The user chose an item of the open menu: an action's expanding menu, or a tab's long-press menu.
    case actionMenuItemChosen(String)
    /// The user dismissed the open menu, an action's or a tab's (tapped outside, Escape).
    case actionMenuDismissed
    /// The user long-pressed a tab (in the bar or a sidebar row): a tab with a menu opens it, an action opens
    /// its expanding menu; a tab without one leaves the long press to the large content viewer.
    case tabLongPressed(TabID)
    /// The user tapped a tab twice in quick succession (``TabBarDoubleTap`` decides what is quick): on the
    /// selected tab it does the reselect policy's double-tap stages, or reselects when it has none; on another
    /// tab it is a tap.
    case tabDoubleTapped(TabID)
    /// The user chose a tab's row in the sidebar (a tab the bar may not show); an action's row presents it.
    case sidebarItemSelected(TabID)
    /// The system's own tab bar (the native style's `TabView` or `UITabBarController`) selected a tab of the core's bar
    /// while the core holds its bar hidden (a screen's rule): the system bar stays on screen, so it is the user's
    /// choice, asked of the selection policy and played with the selection haptic as a tap is (source `systemBar`).
    /// The selected tab again is a reselect (its chain's next stage), as a tap on the shown bar would be.
    case systemBarTabSelected(TabID)
    /// The user collapsed a sidebar section (by its id).
    case sidebarSectionCollapsed(String)
    /// The user expanded a sidebar section (by its id).
    case sidebarSectionExpanded(String)
    /// The user chose one of a sidebar section's actions.
    case sidebarActionChosen(String, section: String)
    /// The user dismissed the search the search tab activated (Cancel in its field): the tab selected before it returns.
    case searchDismissed
    /// The user toggled a top bar's expanded form, the sidebar (its sidebar button, or the sidebar's own).
    case sidebarToggled
    /// The horizontal size class changed: a compact bar shows only ``TabBarConfiguration/compactTabs``.
    case sizeClassChanged(TabBarSizeClass)
    /// The user swiped the content horizontally; mirrored in right-to-left layouts.
    case swiped(TabBarSwipeDirection)
    /// The system back action (hardware back, Escape, an app's back control).
    case backRequested
    /// A screen was pushed on a tab's stack.
    case routePushed(TabBarRoute, on: TabID)
    /// The top screen of a tab's stack was popped.
    case routePopped(TabID)
    /// A tab's stack was popped to its root.
    case poppedToRoot(TabID)
    /// The app was opened with a URL.
    case deepLinkOpened(String)
    /// The software keyboard appeared or went away.
    case keyboardChanged(isShown: Bool)
    /// The selected content scrolled.
    case contentScrolled(TabBarScrollDirection)
    /// The selected content reached its top or its bottom: a bar minimised by scrolling comes back.
    case contentReachedEnd
    /// A tab's content reported its scroll position (an opaque token), kept across eviction.
    case scrollPositionSaved(String, on: TabID)
    /// The system is short of memory.
    case memoryWarning
    /// The host asked for a tab's content ahead of its selection (React Navigation's `preload`): it becomes live
    /// without being selected, within the live-tab cap.
    case preloadRequested(TabID)
    /// Badges changed; one event may carry several tabs and is announced once per tab.
    case badgesChanged([TabBarBadgeUpdate])
    /// The user reordered tabs; listed ids move to the front in that order.
    case tabsReordered([TabID])
    /// The user hid a tab.
    case tabHidden(TabID)
    /// The user showed a hidden tab again.
    case tabShown(TabID)
    /// The host hid or showed the whole bar.
    case barHiddenChanged(Bool)
    /// The layout for the current size classes puts the bar off the bottom edge (`true`: iPad's top bar, the sidebar it
    /// expands into, a permanent sidebar: ``TabBarLayout/placesBarOffBottomEdge(regularWidth:environment:)``) or along
    /// it: the keyboard hides only a bar along the bottom edge.
    case barOffBottomEdgeChanged(Bool)
    /// The layout direction changed (it mirrors swipes and arrow keys).
    case layoutDirectionChanged(TabBarReadingDirection)
    /// A hardware key: arrows move between tabs, Command-1 … 9 select one.
    case keyPressed(TabBarKeyInput)
    /// A saved state was read back; it is validated and repaired before use.
    case stateRestored(TabBarState)

    /// One tab's new badge.
    public static func badgeSet(_ badge: TabBarBadge, on tab: TabID) -> TabBarEvent {
        .badgesChanged([TabBarBadgeUpdate(tab: tab, badge: badge)])
    }
}

/// A badge change for one tab.
public struct TabBarBadgeUpdate: Hashable, Codable, Sendable {
    /// The tab.
    public var tab: TabID
    /// Its new badge.
    public var badge: TabBarBadge

    /// Creates an update.
    public init(tab: TabID, badge: TabBarBadge) {
        self.tab = tab
        self.badge = badge
    }
}

/// The physical direction of a horizontal swipe.
public enum TabBarSwipeDirection: String, Hashable, Codable, Sendable {
    /// The finger moved to the left (shows what is to the right).
    case left
    /// The finger moved to the right (shows what is to the left).
    case right
}

/// The direction content scrolled.
public enum TabBarScrollDirection: String, Hashable, Codable, Sendable {
    /// Towards the end of the content.
    case down
    /// Towards the start of the content.
    case up
}

/// The reading direction of the layout.
public enum TabBarReadingDirection: String, Hashable, Codable, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left: order, swipes and arrow keys mirror.
    case rightToLeft
}

import TabBarCore

/// One thing a container view controller does, translated from a core effect.
///
/// The container performs these in order and decides nothing itself: which child to add,
/// which controller to push and how to animate all come from here.
public enum TabBarContainerAction: Hashable, Sendable {
    /// Create the tab's child: its root, then `stack` pushed without animation, then the scroll position (the
    /// container then reports what it shows, which may be less than the core's stack: see
    /// ``TabBarContainerPlanner/navigationShows(_:on:)``).
    case addChild(TabID, stack: [TabBarRoute], scrollPosition: String?)
    /// Report the child's scroll position to the core, then release the child (its state stays in the core).
    case removeChild(TabID)
    /// Show `to` instead of `from` with `transition`.
    case showChild(TabID, from: TabID, transition: TabSwitchTransition)
    /// Push one view controller for `route` on the tab's navigation controller.
    case push(TabBarRoute, on: TabID, animated: Bool)
    /// Pop the top view controller of the tab's navigation controller.
    case pop(TabID, animated: Bool)
    /// Pop the tab's navigation controller to its root.
    case popToRoot(TabID, animated: Bool)
    /// Replace the view controllers above the tab's root with ones for `routes`, keeping the controllers already
    /// shown for the routes they share with it (a screen the app pushed itself cannot be built again); the container
    /// then reports what it shows (``TabBarContainerPlanner/navigationShows(_:on:)``).
    case setStack([TabBarRoute], on: TabID, animated: Bool)
    /// Scroll the tab's content to its top.
    case scrollToTop(TabID, animated: Bool)
    /// Present the action (a modal); `item` is the chosen menu item.
    case presentAction(TabID, item: String?)
    /// Open or close the action's menu.
    case setActionMenu(TabID, isOpen: Bool)
    /// Perform the chosen item of a tab's long-press menu (the app's closure or delegate).
    case performMenuItem(TabID, item: String)
    /// Refresh the tab's content: a screen's own refresh, or the app's.
    case refresh(TabID)
    /// Perform a sidebar section's action (its id, then the section's).
    case performSidebarAction(String, section: String)
    /// Activate or deactivate the app's search field for the search tab (`onSearchChanged`, `onTabBarSearch`).
    case setSearchActive(TabID, isActive: Bool)
    /// Play a haptic (its generator was prepared when the touch began).
    case playHaptic(TabBarHaptic)
    /// Post an accessibility announcement.
    case announce(String)
    /// Post a screen-changed notification pointing at the tab's content.
    case screenChanged(TabID)
    /// Move the bar to a new visibility. The bar plays the presenter's visibility tracks on its own clock (instant under
    /// Reduce Motion) and the content's insets follow ``TabBarPresenter/contentInsetsSpring``, so the container only lays
    /// out again, with no animation of its own: no curve, and no `animated` flag, is carried.
    case setBarVisibility(TabBarVisibility)
    /// Log a screen view.
    case logScreen(String, tab: TabID)
    /// Tell the delegate a selection was refused.
    case selectionDenied(TabID, reason: String)
    /// Tell the delegate back went past what the bar handles.
    case backUnhandled
    /// Log a diagnostic.
    case log(TabBarDiagnostic)
}

extension TabBarContainerAction {
    /// Whether it happens once however many containers show the store (two iPad windows): an announcement, a
    /// focus move, a haptic, a presentation, a screen view, a message to the app (a menu item, a sidebar action, a
    /// refresh: the app's data is one, and the refresh shows in the window the user asked in). Only the first
    /// container performs these; every container builds, shows and navigates its own children.
    public var happensOncePerStore: Bool {
        switch self {
        case .announce, .screenChanged, .playHaptic, .presentAction, .logScreen, .selectionDenied, .backUnhandled, .log: true
        // Messages to the app (issue 33's menus, refresh and sidebar actions; issue 32's search field).
        case .performMenuItem, .refresh, .performSidebarAction, .setSearchActive: true
        case .addChild, .removeChild, .showChild, .push, .pop, .popToRoot, .setStack, .scrollToTop, .setActionMenu, .setBarVisibility: false
        }
    }
}

/// Something the host must do after an event; the machine never does it itself.
public enum TabBarEffect: Hashable, Sendable {
    /// Show the content of `to` instead of `from`.
    case selectionChanged(from: TabID, to: TabID, source: TabBarSelectionSource)
    /// The selection policy refused a selection; the host may explain why (a paywall).
    case selectionDenied(TabID, reason: String)
    /// Pop the tab's navigation to its root, animated.
    case popToRoot(TabID)
    /// Push `route` on the tab's navigation stack.
    case pushRoute(TabBarRoute, on: TabID)
    /// Pop `route`, the top of the tab's navigation stack.
    case popRoute(TabBarRoute, from: TabID)
    /// Replace the tab's whole navigation stack (a deep link, a restore); empty means its root.
    case replaceStack([TabBarRoute], on: TabID)
    /// Scroll the tab's root content to its top.
    case scrollToTop(TabID)
    /// Present the action (a sheet, a composer); `item` is the chosen menu item.
    case presentAction(TabID, item: String?)
    /// Show or hide an action's expanding menu.
    case actionMenuChanged(TabID, isOpen: Bool)
    /// Show or hide a tab's long-press menu (drawn as the action menu is: fan-out or sheet, as the theme says).
    case tabMenuChanged(TabID, isOpen: Bool)
    /// Perform the chosen item of a tab's long-press menu (switch account, start a quick action).
    case performMenuItem(TabID, item: String)
    /// Refresh the tab's content (the last stage of a reselect chain, or a double tap).
    case refresh(TabID)
    /// Perform a sidebar section's action (its id, then the section's).
    case performSidebarAction(String, section: String)
    /// Collapse or expand a sidebar section (its rows hide or show).
    case sidebarSectionChanged(String, isCollapsed: Bool)
    /// The search tab's field becomes active (the search tab was selected, with ``TabBarSearchActivation/selection``)
    /// or inactive (dismissed, or another tab selected): the host focuses or resigns the app's field.
    case searchChanged(TabID, isActive: Bool)
    /// A top bar expanded into the sidebar or collapsed back into the bar.
    case sidebarExpansionChanged(isExpanded: Bool)
    /// Play a haptic.
    case haptic(TabBarHaptic)
    /// Log a screen view under the tab's analytics name.
    case analytics(screen: String, tab: TabID)
    /// Post an accessibility announcement.
    case announce(String)
    /// Move accessibility focus to the tab's content.
    case focusContent(TabID)
    /// Create the tab's content.
    case mount(TabID)
    /// Release the tab's content (its stack and scroll position are kept).
    case unmount(TabID)
    /// Animate the bar to a new visibility.
    case visibilityChanged(TabBarVisibility)
    /// Back reached the end of what the bar handles; the host may leave the app or screen.
    case backUnhandled
    /// An event was ignored or input was repaired; for logs and tests.
    case diagnostic(TabBarDiagnostic)
}

/// What caused a selection change.
public enum TabBarSelectionSource: String, Hashable, Codable, Sendable {
    /// The user tapped a tab.
    case tap
    /// The app selected it (`selectionRequested`).
    case programmatic
    /// A swipe between tabs.
    case swipe
    /// The back action.
    case back
    /// A deep link.
    case deepLink
    /// A keyboard shortcut.
    case keyboard
    /// The user reordered or hid tabs.
    case customization
    /// The user chose the tab's row in the sidebar.
    case sidebar
    /// The user chose the tab in the system's own tab bar while the core held its bar hidden (the native style).
    case systemBar
    /// A saved state was restored.
    case restore
    /// The app applied a new configuration in which the selected tab can no longer be selected.
    case configuration

    /// Whether the user saw the change happen under a finger (a tap in the bar or on a sidebar row); other
    /// changes are announced.
    public var isDirectTouch: Bool { self == .tap || self == .sidebar || self == .systemBar }
}

/// A haptic the host plays.
public enum TabBarHaptic: String, Hashable, Codable, Sendable, CaseIterable {
    /// The selection-changed tick.
    case selection
    /// A light impact (the action button's by default).
    case lightImpact
    /// A medium impact.
    case mediumImpact
    /// A heavy impact.
    case heavyImpact
    /// A soft impact (a flexible, damped one).
    case softImpact
    /// A rigid impact (a sharp, firm one).
    case rigidImpact
}

/// Why an event was ignored or how input was repaired.
public struct TabBarDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// A stable code (`unknownTab`, `noRoute`, `restoreRepaired`, …).
    public var code: String
    /// A sentence for people.
    public var message: String

    /// Creates a diagnostic.
    public init(_ code: String, _ message: String) {
        self.code = code
        self.message = message
    }

    /// `code: message`.
    public var description: String { "\(code): \(message)" }
}

import TabBarCore

extension TabBarKitStore {
    /// The selection a container shows when it first appears bound to the app's `selection:` state whose value
    /// is then `appInitial`: a selection the store already decided (a restore, a deep link, a selection made in
    /// code) wins, and the app's state must be set to it; otherwise the app's initial value is requested, as
    /// `TabView(selection:)` starts on it. Returns the selected tab afterwards.
    ///
    /// ```swift
    /// let store = try TabBarKitStore(AppTab.self, selected: .home)
    /// store.restore(json: #"{"version": 1, "selected": "inbox", "order": ["home", "search", "activity", "profile", "inbox", "settings"]}"#)
    /// let shown = store.adoptInitialSelection("home")   // "inbox": the restored tab wins over `@State var tab = .home`
    /// ```
    public func adoptInitialSelection(_ appInitial: TabID) -> TabID {
        selectionWasDecided ? state.selected : follow(appSelection: appInitial)
    }

    /// Follows the app's own selection state (a `selection:` binding): requests `tab` when it differs from
    /// the selected one, through the machine and ``shouldSelect``, and returns the tab that is selected
    /// afterwards, which the app's state must be set back to (a denied or redirected request).
    public func follow(appSelection tab: TabID) -> TabID {
        if tab != state.selected { send(.selectionRequested(tab)) }
        return state.selected
    }

    /// The badge changes that bring the store in line with badges the content reported (a tab's
    /// `.tabBarBadge(_:)`); tabs that reported nothing keep their badge (an unmounted tab reports nothing).
    public func badgeUpdates(reported: [TabID: TabBarBadge]) -> [TabBarBadgeUpdate] {
        reported.keys.sorted { $0.rawValue < $1.rawValue }.compactMap { tab in
            guard let badge = reported[tab], state.order.contains(tab), state.badge(tab) != badge else { return nil }
            return TabBarBadgeUpdate(tab: tab, badge: badge)
        }
    }

    /// Applies the badges the content reported (see ``badgeUpdates(reported:)``); returns the effects.
    @discardableResult
    public func applyReportedBadges(_ reported: [TabID: TabBarBadge]) -> [TabBarEffect] {
        let updates = badgeUpdates(reported: reported)
        return updates.isEmpty ? [] : send(.badgesChanged(updates))
    }
}

extension TabBarKitStore {
    /// The bar-hidden event that makes the host's visibility follow what the selected tab's content asks
    /// (`.tabBarHidden(_:)` reported per tab; a tab that reports nothing shows the bar), or `nil` when it
    /// already does.
    public func barHiddenEvent(reported: [TabID: Bool]) -> TabBarEvent? {
        let wanted = reported[state.selected] ?? false
        return wanted == state.visibilityReasons.explicitlyHidden ? nil : .barHiddenChanged(wanted)
    }
}

import TabBarCore

extension TabBarKitStore {
    /// The event that makes the store follow the app's search field: its dismissal (Cancel) after a selection
    /// activated it returns to the tab before the search; a field the user activated by hand, or one already in
    /// step, sends nothing.
    public func searchEvent(fieldIsActive: Bool) -> TabBarEvent? {
        state.searchReturn != nil && !fieldIsActive ? .searchDismissed : nil
    }

    /// Follows the app's search field. Opening it marks search active without sending anything (there is no tab to
    /// return to), and it stays active while the user visits other tabs; closing it sends `TabBarEvent.searchDismissed`
    /// when a selection activated it (which returns to the tab before), else only marks search inactive. Returns the
    /// effects.
    @discardableResult
    public func searchFieldChanged(isActive: Bool) -> [TabBarEffect] {
        searchFieldOpen = isActive
        guard let event = searchEvent(fieldIsActive: isActive) else { return [] }
        return send(event)
    }
}

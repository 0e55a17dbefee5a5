import TabBarCore

extension TabBarKitStore {
    /// Whether the search tab's field is active: the search tab was selected with `TabBarSearchActivation.selection`
    /// and not dismissed, or the user opened the field by hand (``searchFieldChanged(isActive:)``). What SwiftUI's
    /// `searchable(text:isPresented:)` and a `UISearchController`'s `isActive` follow.
    public var isSearchActive: Bool { state.searchReturn != nil || searchFieldOpen }

    /// The event that makes the store follow the app's search field: its dismissal (Cancel) after a selection
    /// activated it returns to the tab before the search; a field the user activated by hand, or one already in
    /// step, sends nothing.
    public func searchEvent(fieldIsActive: Bool) -> TabBarEvent? {
        state.searchReturn != nil && !fieldIsActive ? .searchDismissed : nil
    }

    /// Follows the app's search field. Opening it marks search active without sending anything (there is no tab to
    /// return to); closing it sends `TabBarEvent.searchDismissed` when a selection activated it (which returns to
    /// the tab before), else only marks search inactive. Returns the effects.
    @discardableResult
    public func searchFieldChanged(isActive: Bool) -> [TabBarEffect] {
        searchFieldOpen = isActive
        guard let event = searchEvent(fieldIsActive: isActive) else { return [] }
        return send(event)
    }
}

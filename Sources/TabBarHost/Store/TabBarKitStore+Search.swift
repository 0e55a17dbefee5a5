import TabBarCore

extension TabBarKitStore {
    /// Whether the search tab's field is active (the search tab was selected with
    /// `TabBarSearchActivation.selection` and not dismissed): what SwiftUI's `searchable(text:isPresented:)` and a
    /// `UISearchController`'s `isActive` follow.
    public var isSearchActive: Bool { state.searchReturn != nil }

    /// The event that makes the store follow the app's search field: its dismissal (Cancel) returns to the tab before
    /// the search; a field the user activated by hand, or one already in step, sends nothing.
    public func searchEvent(fieldIsActive: Bool) -> TabBarEvent? {
        isSearchActive && !fieldIsActive ? .searchDismissed : nil
    }
}

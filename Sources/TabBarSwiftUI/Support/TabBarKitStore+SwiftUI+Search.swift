#if canImport(SwiftUI)
import SwiftUI
import TabBarCore
import TabBarHost

extension TabBarKitStore {
    /// The search tab's field, for `searchable(text:isPresented:)` on the search tab's content: it becomes `true` when
    /// the search tab is selected (with `searchActivation: selection`) and stays `true` when the user opens the field
    /// by hand (also while they visit another tab); setting it to `false` (Cancel) returns to the tab selected before a
    /// selection activated it. A body that reads it depends on search activity alone:
    /// `SearchScreen().searchable(text: $query, isPresented: store.searchPresented)`.
    public var searchPresented: Binding<Bool> {
        // Read now, in the body that asks for the binding, so that body is invalidated when search activates again (and
        // only then: the store keeps search activity in storage of its own).
        _ = isSearchActive
        return Binding(
            get: { self.isSearchActive },
            set: { self.searchFieldChanged(isActive: $0) })
    }
}
#endif

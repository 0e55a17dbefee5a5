#if canImport(SwiftUI)
import SwiftUI
import TabBarCore
import TabBarHost

extension TabBarKitStore {
    /// The search tab's field, for `searchable(text:isPresented:)` on the search tab's content: it becomes `true` when
    /// the search tab is selected (with `searchActivation: selection`); setting it to `false` (Cancel) returns to the tab
    /// selected before: `SearchScreen().searchable(text: $query, isPresented: store.searchPresented)`.
    public var searchPresented: Binding<Bool> {
        Binding(
            get: { self.isSearchActive },
            set: { active in
                if let event = self.searchEvent(fieldIsActive: active) { self.send(event) }
            })
    }
}
#endif

#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension View {
    /// No longer needed: the container scrolls every tab's scroll view to the top on reselect and hears its
    /// scrolling itself, SwiftUI's `ScrollView` and `List` included (the same rule picks the scroll view for both
    /// front ends). Kept for 0.2, doing nothing.
    @available(*, deprecated, message: "the container scrolls a tab's scroll view to the top itself; remove this modifier")
    public func tabBarScrollsToTop() -> some View { self }

    /// No longer needed: the container scrolls every tab's scroll view to the top on reselect itself. Kept for
    /// 0.2, doing nothing.
    @available(*, deprecated, message: "the container scrolls a tab's scroll view to the top itself; remove this modifier")
    public func tabBarScrollsToTop<RowID: Hashable>(firstRow: RowID?) -> some View { self }
}
#endif

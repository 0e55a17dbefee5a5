#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

extension TabBarKitController {
    /// Tells the container the app's search field became active or inactive (a `UISearchController`'s
    /// `didDismissSearchController`): a dismissed search returns to the tab selected before the search tab.
    public func searchFieldChanged(isActive: Bool) {
        store.searchFieldChanged(isActive: isActive)
    }
}
#endif

#if canImport(SwiftUI) && canImport(UIKit)
import Foundation
import TabBarCore

extension TabBarConfiguration {
    /// The configuration with titles, labels, hints and menu titles looked up as String Catalog keys
    /// in `bundle`, so the core measures and speaks the translated text.
    public func localized(bundle: Bundle = .main, table: String? = nil) -> TabBarConfiguration {
        func text(_ key: String) -> String { bundle.localizedString(forKey: key, value: key, table: table) }
        var copy = self
        copy.tabs = tabs.map { tab in
            var tab = tab
            tab.title = text(tab.title)
            tab.accessibilityLabel = tab.accessibilityLabel.map(text)
            tab.accessibilityHint = tab.accessibilityHint.map(text)
            tab.menu = tab.menu.map { item in
                var item = item
                item.title = text(item.title)
                item.accessibilityLabel = item.accessibilityLabel.map(text)
                return item
            }
            return tab
        }
        return copy
    }
}
#endif

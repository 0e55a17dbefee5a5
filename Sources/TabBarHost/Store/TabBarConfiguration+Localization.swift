import Foundation
import TabBarCore

extension TabBarConfiguration {
    /// The configuration with titles, spoken labels, hints and menu titles looked up as String Catalog
    /// keys in `bundle`, so the core measures and speaks the translated text. A missing key stays as it is.
    public func localized(bundle: Bundle = .main, table: String? = nil) -> TabBarConfiguration {
        localized { bundle.localizedString(forKey: $0, value: $0, table: table) }
    }

    /// The configuration with every user-visible string passed through `translator`.
    public func localized(_ translator: TabBarTranslator) -> TabBarConfiguration {
        localized { translator($0) }
    }

    /// The configuration with every user-visible string passed through `translate`.
    public func localized(_ translate: (String) -> String) -> TabBarConfiguration {
        var copy = self
        copy.tabs = tabs.map { tab in
            var tab = tab
            tab.title = translate(tab.title)
            tab.accessibilityLabel = tab.accessibilityLabel.map(translate)
            tab.accessibilityHint = tab.accessibilityHint.map(translate)
            tab.badgeNoun = tab.badgeNoun.map(translate)
            tab.badgeNounPlural = tab.badgeNounPlural.map(translate)
            tab.menu = tab.menu.map { item in
                var item = item
                item.title = translate(item.title)
                item.accessibilityLabel = item.accessibilityLabel.map(translate)
                return item
            }
            return tab
        }
        return copy
    }
}

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

    /// The configuration with every user-visible string passed through `translate`: the tabs' titles, spoken
    /// labels, hints, badge nouns and menu items, and the sidebar sections' titles, footers and actions.
    public func localized(_ translate: (String) -> String) -> TabBarConfiguration {
        func item(_ item: TabBarActionMenuItem) -> TabBarActionMenuItem {
            var item = item
            item.title = translate(item.title)
            item.accessibilityLabel = item.accessibilityLabel.map(translate)
            return item
        }
        var copy = self
        copy.tabs = tabs.map { tab in
            var tab = tab
            tab.title = translate(tab.title)
            tab.accessibilityLabel = tab.accessibilityLabel.map(translate)
            tab.accessibilityHint = tab.accessibilityHint.map(translate)
            tab.badgeNoun = tab.badgeNoun.map(translate)
            tab.badgeNounPlural = tab.badgeNounPlural.map(translate)
            tab.menu = tab.menu.map(item)
            return tab
        }
        copy.sections = sections.map { section in
            var section = section
            section.title = section.title.map(translate)
            section.footer = section.footer.map(translate)
            section.actions = section.actions.map(item)
            return section
        }
        return copy
    }
}

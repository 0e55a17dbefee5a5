import Foundation

/// Builds the accessibility model of the bar: elements, announcements and keyboard commands as
/// data that the SwiftUI and UIKit front ends register.
public enum TabBarAccessibility {
    /// The traits of the bar itself (`UIAccessibilityTraits.tabBar`).
    public static let containerTraits = ["tabBar"]

    /// The elements in reading order, which follows the visual order in both directions
    /// (left to right, or right to left); `phrases` gives the templates of what is composed (position,
    /// badge phrase, spoken phrase), English by default. For a sidebar layout, the tabs' rows the sidebar shows,
    /// top to bottom (a collapsed section's are not shown; its header is ``TabBarSidebarOutline``'s).
    ///
    /// - Complexity: O(*n*), where *n* is the number of shown tabs.
    public static func elements(
        configuration: TabBarConfiguration, state: TabBarState, layout: TabBarLayout? = nil,
        dynamicType: TabBarTextSize? = nil, phrases: TabBarPhrases = .english
    ) -> [TabBarAccessibilityElement] {
        var visible = layout?.sidebarTabs ?? state.visibleOrder
        // A detached search tab is read last, at the reading end where it lies, in both directions.
        if let search = layout?.detachedSearch?.id, let index = visible.firstIndex(of: search) { visible.append(visible.remove(at: index)) }
        // A detached prominent tab is read first, at the reading start where it lies, in both directions.
        if let prominent = layout?.detachedProminent?.id, let index = visible.firstIndex(of: prominent) { visible.insert(visible.remove(at: index), at: 0) }
        let large = (dynamicType ?? layout?.environment.dynamicType)?.isAccessibilitySize ?? false
        return visible.enumerated().compactMap { index, id in
            guard let tab = configuration.tab(id) else { return nil }
            let selected = id == state.selected
            var traits = ["button"]
            if selected { traits.append("selected") }
            if !tab.isEnabled { traits.append("notEnabled") }
            let label = tab.accessibilityLabel ?? (tab.title.isEmpty ? tab.icon?.name ?? id.rawValue : tab.title)
            let value = state.badge(id).accessibilityPhrase(noun: tab.badgeNoun, plural: tab.badgeNounPlural, phrases: phrases)
            let position = phrases.position(index + 1, of: visible.count)
            // The menu's items, each a custom action: an action's expanding menu, or the tab's long-press menu.
            let open: TabBarEvent = tab.role == .action ? .actionMenuOpened(id) : .tabLongPressed(id)
            var actions = tab.menu.map { item in
                TabBarAccessibilityCustomAction(name: item.accessibilityLabel ?? item.title, events: [open, .actionMenuItemChosen(item.id)])
            }
            if tab.role.isSelectable && !state.stack(id).isEmpty {
                actions.append(TabBarAccessibilityCustomAction(name: phrases.phrase(TabBarPhrases.Key.backToStart, .text(tab.title.isEmpty ? label : tab.title)), events: [.poppedToRoot(id)]))
            }
            let spoken = spokenPhrase(label: label, value: value, selected: selected, role: tab.role, index: index + 1, count: visible.count, enabled: tab.isEnabled, hint: tab.accessibilityHint,
                phrases: phrases)
            return TabBarAccessibilityElement(
                id: id, label: label, value: value, hint: tab.accessibilityHint, traits: traits, position: position,
                isEnabled: tab.isEnabled, customActions: actions,
                // At accessibility sizes, as the layout says: a sidebar row whose whole title shows has no viewer
                // (its long press opens the tab's menu), a cut one and the bar's items do.
                largeContent: large && layout?.item(id)?.showsLargeContentViewer != false ? TabBarLargeContent(title: tab.title.isEmpty ? label : tab.title, icon: selected ? tab.selectedIcon ?? tab.icon : tab.icon) : nil,
                frame: layout?.sidebarRowFrame(.tab(id)) ?? layout?.item(id)?.frame, spoken: spoken)
        }
    }

    /// What the bar itself says about a selection that has no item in it ("Settings, not in the tab bar"), for
    /// the bar container's accessibility value; `nil` when the selected tab has an item (that item says "Selected").
    ///
    /// A layout draws no indicator then (``TabBarState/selectionIsInBar`` is `false`), and no element carries the
    /// `selected` trait.
    public static func containerValue(configuration: TabBarConfiguration, state: TabBarState, phrases: TabBarPhrases = .english) -> String? {
        guard !state.selectionIsInBar, let tab = configuration.tab(state.selected) else { return nil }
        return phrases.phrase(TabBarPhrases.Key.selectionOutsideBar, .text(tab.spokenLabel))
    }

    /// VoiceOver's order: "Selected", the label, the value, the role and position, "dimmed", the hint, each
    /// word and the joining taken from `phrases`.
    ///
    /// `Selected, Home, TabBarKitItem, 1 of 5` · `Activity, 3 new notifications, TabBarKitItem, 4 of 5` ·
    /// `Create a post, Button, 3 of 5, Opens the composer`.
    public static func spokenPhrase(
        label: String, value: String?, selected: Bool, role: TabItemRole, index: Int, count: Int, enabled: Bool, hint: String?,
        phrases: TabBarPhrases = .english
    ) -> String {
        typealias Key = TabBarPhrases.Key
        var parts: [String] = []
        if selected { parts.append(phrases.phrase(Key.selected)) }
        parts.append(label)
        if let value { parts.append(value) }
        // The role word, unless the label already says it (in the phrases' language: "Rechercher" holds "recherche").
        let searchWord = phrases.phrase(Key.search)
        if role == .search && label.range(of: searchWord, options: [.caseInsensitive, .diacriticInsensitive]) == nil { parts.append(searchWord) }
        parts.append(phrases.phrase(role == .action ? Key.button : Key.tab))
        parts.append(phrases.phrase(Key.index, .number(index), .number(count)))
        if !enabled { parts.append(phrases.phrase(Key.dimmed)) }
        if let hint { parts.append(hint) }
        return phrases.list(parts)
    }
}

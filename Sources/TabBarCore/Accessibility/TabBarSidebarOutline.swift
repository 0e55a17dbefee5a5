/// The sidebar as data: its sections in order, each with its header, the rows of its tabs (in the user's order)
/// and actions, and its footer; what VoiceOver reads, the order the keyboard moves in, and the event each row sends.
///
/// Tabs that no ``TabBarSidebarSection`` lists come first, in a section without a header (`id` `nil`); a
/// collapsed section keeps only its header. Tabs with the placement `hidden` are in no sidebar. The order is
/// the same in both layout directions: a sidebar runs top to bottom.
///
/// ```swift
/// let outline = TabBarSidebarOutline(configuration: machine.configuration, state: machine.state)
/// let next = outline.item(after: .tab("home"))   // the next row the keyboard reaches, across sections
/// ```
public struct TabBarSidebarOutline: Hashable, Sendable {
    /// What a row stands for.
    public enum Item: Hashable, Sendable {
        /// A section's header (by section id).
        case header(section: String)
        /// A tab's row.
        case tab(TabID)
        /// One of a section's actions: the action's id, then the section's.
        case action(String, section: String)
        /// A section's footer (by section id): read, never focused.
        case footer(section: String)
    }

    /// One row, with what assistive technologies say of it and what activating it sends.
    public struct Row: Hashable, Sendable {
        /// What the row stands for.
        public var item: Item
        /// The label (the tab's spoken label, the section's title, the action's label, the footer's text).
        public var label: String
        /// The row's icon, if any.
        public var icon: TabIcon?
        /// The value: a tab's badge phrase, a collapsible header's "Collapsed" or "Expanded".
        public var value: String?
        /// The traits, as UIKit names them (`button`, `selected`, `header`, `notEnabled`, `staticText`).
        public var traits: [String]
        /// Whether a tab's row is the selected tab.
        public var isSelected: Bool
        /// Whether the row takes activation.
        public var isEnabled: Bool
        /// Whether a tab's row also has an item in the bar now.
        public var isInBar: Bool
        /// Whether an action's row destroys something (drawn in the destructive colour).
        public var isDestructive: Bool
        /// The event activating the row sends (`nil` for a footer or a header that cannot collapse).
        public var event: TabBarEvent?
        /// A tab's menu items, as custom actions (the long-press alternative).
        public var customActions: [TabBarAccessibilityCustomAction]
    }

    /// One section as the sidebar shows it.
    public struct Section: Hashable, Sendable {
        /// The section's id; `nil` for the tabs no section lists.
        public var id: String?
        /// The header row, when the section has a title.
        public var header: Row?
        /// Its tabs' rows, then its actions' rows; empty while it is collapsed.
        public var rows: [Row]
        /// The footer row, when the section has a footer (kept while collapsed, as the header is).
        public var footer: Row?
        /// Whether the user can collapse it.
        public var isCollapsible: Bool
        /// Whether it is collapsed.
        public var isCollapsed: Bool
    }

    /// The sections, in order.
    public var sections: [Section]
    /// Every row in reading order (headers, rows, footers): VoiceOver's order.
    public var readingOrder: [Row] { sections.flatMap { ($0.header.map { [$0] } ?? []) + $0.rows + ($0.footer.map { [$0] } ?? []) } }
    /// The rows the keyboard moves through, in order: collapsible headers, tabs and actions of expanded sections.
    public let focusOrder: [Item]

    /// The sidebar of a configuration in a state; `phrases` gives the spoken words (English by default).
    ///
    /// - Complexity: O(*n*), where *n* is the number of tabs.
    public init(configuration: TabBarConfiguration, state: TabBarState, phrases: TabBarPhrases = .english) {
        let tabs = configuration.sidebarTabs(in: state.order)
        let row = { (id: TabID) in configuration.tab(id).map { Self.row(for: $0, state: state, phrases: phrases) } }
        let loose = tabs.loose.compactMap(row)
        let grouped = tabs.sections.map { $0.compactMap(row) }
        var sections: [Section] = []
        if !loose.isEmpty {
            sections.append(Section(id: nil, header: nil, rows: loose, footer: nil, isCollapsible: false, isCollapsed: false))
        }
        for (index, section) in configuration.sections.enumerated() {
            let collapsed = section.isCollapsible && state.isSectionCollapsed(section.id)
            let header = section.title.map { title in
                Row(
                    item: .header(section: section.id), label: title, icon: nil,
                    value: section.isCollapsible ? phrases.phrase(collapsed ? TabBarPhrases.Key.collapsed : TabBarPhrases.Key.expanded) : nil,
                    traits: section.isCollapsible ? ["header", "button"] : ["header"], isSelected: false, isEnabled: section.isCollapsible,
                    isInBar: false, isDestructive: false,
                    event: section.isCollapsible ? (collapsed ? .sidebarSectionExpanded(section.id) : .sidebarSectionCollapsed(section.id)) : nil,
                    customActions: [])
            }
            let actions = section.actions.map { action in
                Row(
                    item: .action(action.id, section: section.id), label: action.accessibilityLabel ?? action.title, icon: action.icon,
                    value: nil, traits: ["button"], isSelected: false, isEnabled: true, isInBar: false, isDestructive: action.isDestructive,
                    event: .sidebarActionChosen(action.id, section: section.id), customActions: [])
            }
            let footer = section.footer.map { text in
                Row(
                    item: .footer(section: section.id), label: text, icon: nil, value: nil, traits: ["staticText"], isSelected: false,
                    isEnabled: false, isInBar: false, isDestructive: false, event: nil, customActions: [])
            }
            sections.append(Section(
                id: section.id, header: header, rows: collapsed ? [] : grouped[index] + actions, footer: footer,
                isCollapsible: section.isCollapsible, isCollapsed: collapsed))
        }
        self.sections = sections
        focusOrder = sections.flatMap { section in
            (section.header.flatMap { $0.event == nil ? nil : [$0.item] } ?? []) + section.rows.filter(\.isEnabled).map(\.item)
        }
    }

    /// A tab's row.
    static func row(for tab: TabBarKitItem, state: TabBarState, phrases: TabBarPhrases) -> Row {
        let selected = tab.id == state.selected
        let label = tab.accessibilityLabel ?? (tab.title.isEmpty ? tab.icon?.name ?? tab.id.rawValue : tab.title)
        var traits = ["button"]
        if selected { traits.append("selected") }
        if !tab.isEnabled { traits.append("notEnabled") }
        let open: TabBarEvent = tab.role == .action ? .actionMenuOpened(tab.id) : .tabLongPressed(tab.id)
        return Row(
            item: .tab(tab.id), label: label, icon: selected ? tab.selectedIcon ?? tab.icon : tab.icon,
            value: state.badge(tab.id).accessibilityPhrase(noun: tab.badgeNoun, plural: tab.badgeNounPlural, phrases: phrases),
            traits: traits, isSelected: selected, isEnabled: tab.isEnabled, isInBar: state.visiblePosition(of: tab.id) != nil,
            isDestructive: false, event: .sidebarItemSelected(tab.id),
            customActions: tab.menu.map { item in
                TabBarAccessibilityCustomAction(name: item.accessibilityLabel ?? item.title, events: [open, .actionMenuItemChosen(item.id)])
            })
    }

    /// The row the keyboard reaches after `item` (the down arrow), across sections; `nil` at the end, or for an
    /// item that takes no focus. With no item focused yet, the first.
    public func item(after item: Item?) -> Item? {
        guard let item else { return focusOrder.first }
        guard let index = focusOrder.firstIndex(of: item), index + 1 < focusOrder.count else { return nil }
        return focusOrder[index + 1]
    }

    /// The row the keyboard reaches before `item` (the up arrow), across sections; `nil` at the start, or for an
    /// item that takes no focus. With no item focused yet, the last.
    public func item(before item: Item?) -> Item? {
        guard let item else { return focusOrder.last }
        guard let index = focusOrder.firstIndex(of: item), index > 0 else { return nil }
        return focusOrder[index - 1]
    }

    /// The row of an item, if the sidebar shows it.
    public func row(_ item: Item) -> Row? { readingOrder.first { $0.item == item } }
}

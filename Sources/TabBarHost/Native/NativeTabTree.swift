import TabBarCore

/// The tabs `NativeTabBarBridge` gives a `UITabBarController` on iOS 18 and later (its `tabs`: `UITab`, `UISearchTab`,
/// `UITabGroup`), decided from the core so the system bar and sidebar show what the core holds.
///
/// | core | UIKit |
/// |---|---|
/// | a tab | `UITab(title:image:identifier:viewControllerProvider:)`, identifier = the tab's id |
/// | `role: search` | `UISearchTab` |
/// | `fixed`, `pinned`, `movable`, `sidebarOnly` | `preferredPlacement` `.fixed`, `.pinned`, `.movable`, `.sidebarOnly` |
/// | `automatic` or `optional`, in the user's bar / out of it | `.default` / `.optional` |
/// | `hidden` | `isHidden` (never in the bar or the sidebar; still selectable in code) |
/// | a section, where the bar adapts to a sidebar at regular width | `UITabGroup` (identifier `TabBarKit.section.<id>`, `sidebarActions`, `allowsReordering`, `displayOrderIdentifiers`; `sidebarAppearance` `.inline` without a header); a section with neither a tab nor an action to show is left out |
/// | `compactTabs` | `compactTabIdentifiers` (the tabs' objects' identifiers: a `UISearchTab`'s is the system's) |
/// | the regular width's presentation | `mode`: `.tabSidebar` for a sidebar or a top bar, else `.tabBar` |
///
/// Sections become groups only where the sidebar shows (``Mode/tabSidebar`` at regular width): a compact bar, or a bar
/// that never becomes a sidebar, is given its tabs at the root, each hidden where the core's bar has no item for it, so
/// the system bar shows the core's bar exactly (a group at the root would be one item in the bar, and
/// `compactTabIdentifiers` lists root tabs only). Tabs no section holds come first, then the sections, as the core's
/// sidebar lists them (and the native SwiftUI style declares them).
///
/// ```swift
/// let tree = TabBarNativeTabTree(configuration: configuration, state: machine.state, adaptsToSidebar: true, regularWidth: true)
/// let inBar = tree.tabs.filter { !$0.isHidden }.map(\.id)
/// ```
public struct TabBarNativeTabTree: Hashable, Sendable {
    /// UIKit's `UITab.Placement`.
    public enum Placement: String, Hashable, Sendable {
        /// `.default`: in the bar at first; the user may move it, take it out and add it again.
        case `default`
        /// `.optional`: out of the bar until the user adds it.
        case optional
        /// `.movable`: always in the bar; the user may move it.
        case movable
        /// `.pinned`: at the bar's trailing end, never customised.
        case pinned
        /// `.fixed`: before the customisable tabs, never customised.
        case fixed
        /// `.sidebarOnly`: never in the bar.
        case sidebarOnly
    }

    /// `UITabBarController.Mode`.
    public enum Mode: String, Hashable, Sendable {
        /// `.tabBar`: a tab bar only.
        case tabBar
        /// `.tabSidebar`: a tab bar that becomes a sidebar at regular width (iPadOS 18's top bar and sidebar).
        case tabSidebar
    }

    /// One `UITab` (a `UISearchTab` for the search role).
    public struct Tab: Hashable, Sendable {
        /// The tab, also its `identifier`.
        public var id: TabID
        /// Its `preferredPlacement`.
        public var placement: Placement
        /// Its `isHidden`.
        public var isHidden: Bool
        /// Whether it is a `UISearchTab`.
        public var isSearch: Bool
    }

    /// One `UITabGroup`: a section of the sidebar.
    public struct Group: Hashable, Sendable {
        /// The section's id.
        public var section: String
        /// The group's `identifier`: ``TabBarNativeTabTree/groupIdentifier(section:)``.
        public var identifier: String
        /// Its `title`: the section's header, or empty.
        public var title: String
        /// Its `children`, in the user's order (also its `displayOrderIdentifiers`).
        public var tabs: [Tab]
        /// Its `sidebarActions`.
        public var actions: [TabBarActionMenuItem]
        /// Its `allowsReordering`: whether the user may move two or more of its tabs.
        public var allowsReordering: Bool
        /// Whether its `sidebarAppearance` is `.inline` (its rows under the previous section's): a section without a
        /// header, as the core's sidebar draws one.
        public var isInline: Bool
    }

    /// A root of the tree: a tab, or a group of tabs.
    public enum Root: Hashable, Sendable {
        /// A tab at the root.
        case tab(Tab)
        /// A sidebar section.
        case group(Group)
    }

    /// The controller's `tabs`: the tabs no section holds, then the sections (as the native SwiftUI style declares
    /// them), or every tab where there are no groups.
    public var roots: [Root]
    /// The controller's `mode`.
    public var mode: Mode
    /// The tabs of the controller's `compactTabIdentifiers`: the configuration's compact tab set, if it has one.
    public var compactTabs: [TabID]?

    /// The tree for the core's `state`: with groups when the bar adapts to a sidebar (`adaptsToSidebar`: the
    /// container's regular width is `.sidebar` or `.topBar`) and the width is regular (``TabBarNativeTab/width(horizontal:vertical:)``).
    public init(configuration: TabBarConfiguration, state: TabBarState, adaptsToSidebar: Bool, regularWidth: Bool) {
        mode = adaptsToSidebar ? .tabSidebar : .tabBar
        compactTabs = configuration.compactTabs
        let grouped = adaptsToSidebar && regularWidth
        let tab = { (id: TabID) -> Tab? in
            guard let item = configuration.tab(id) else { return nil }
            // Where there are no groups the system bar is the core's bar: a tab it has no item for is hidden. In the
            // sidebar's tree only `hidden` tabs are: the others are rows, placed in or out of the bar by placement.
            let hidden = grouped ? !item.placement.isInSidebar : state.visiblePosition(of: id) == nil
            return Tab(id: id, placement: Self.placement(item.placement, inBar: !state.hidden.contains(id)), isHidden: hidden, isSearch: item.role == .search)
        }
        guard grouped else {
            roots = state.order.compactMap(tab).map(Root.tab)
            return
        }
        var sectionOf: [TabID: String] = [:]
        for section in configuration.sections {
            for id in section.tabs where sectionOf[id] == nil { sectionOf[id] = section.id }
        }
        let groups = configuration.sections.compactMap { section -> Group? in
            let tabs = state.order.filter { sectionOf[$0] == section.id }.compactMap(tab)
            // A section with nothing to show would be an empty heading (one with actions only is kept).
            guard tabs.contains(where: { !$0.isHidden }) || !section.actions.isEmpty else { return nil }
            let movable = tabs.filter { configuration.tab($0.id)?.placement.isUserMovable == true }
            return Group(
                section: section.id, identifier: Self.groupIdentifier(section: section.id), title: section.title ?? "", tabs: tabs,
                actions: section.actions, allowsReordering: movable.count > 1, isInline: section.title == nil)
        }
        let inGroups = Set(groups.flatMap { $0.tabs.map(\.id) })
        let loose = state.order.filter { !inGroups.contains($0) }.compactMap(tab).map(Root.tab)
        roots = loose + groups.map(Root.group)
    }

    /// Every tab of the tree, roots and groups' children, in order.
    public var tabs: [Tab] {
        roots.flatMap { root -> [Tab] in
            switch root {
            case .tab(let tab): [tab]
            case .group(let group): group.tabs
            }
        }
    }

    /// The group that holds `id`, if any.
    public func group(of id: TabID) -> Group? {
        for case .group(let group) in roots where group.tabs.contains(where: { $0.id == id }) { return group }
        return nil
    }

    /// A group's `identifier` for a section: `TabBarKit.section.<id>` (a tab's identifier is its id, and all must be
    /// unique in the controller).
    public static func groupIdentifier(section: String) -> String { "TabBarKit.section." + section }

    /// UIKit's placement for a tab placement; `automatic` and `optional` tabs are `.default` while in the user's bar
    /// and `.optional` while out of it (the system starts from them under a new customisation identifier).
    public static func placement(_ placement: TabBarTabPlacement, inBar: Bool) -> Placement {
        switch placement {
        case .fixed: .fixed
        case .pinned: .pinned
        case .movable: .movable
        case .sidebarOnly, .hidden: .sidebarOnly
        default: inBar ? .default : .optional
        }
    }
}

extension TabBarNativeCustomization {
    /// What `NativeTabBarBridge` keeps in the user defaults beside UIKit's own customisation (iOS 18's
    /// `UITabBarController.customizationIdentifier`, under which the system saves the user's edits of the bar and the
    /// sidebar, which no API resets or reads before they are applied): the generation names the identifier in use,
    /// and the fingerprint is the core's state (``fingerprint(state:)``) that the system's saved customisation shows.
    public struct UIKitRecord: Codable, Hashable, Sendable {
        /// The generation of the identifier: a new one starts the system from the tabs' declared placements.
        public var generation: Int
        /// The core's ``TabBarNativeCustomization/fingerprint(state:)`` the system's customisation under it shows.
        public var fingerprint: String

        /// A record.
        public init(generation: Int, fingerprint: String) {
            self.generation = generation
            self.fingerprint = fingerprint
        }
    }

    /// The user defaults key of the bridge's ``UIKitRecord`` for a configuration.
    public static func uikitRecordKey(configuration: TabBarConfiguration) -> String {
        storageKey(configuration: configuration) + ".uikit"
    }

    /// The `customizationIdentifier` for a record: one per configuration's tabs and generation.
    public static func uikitIdentifier(configuration: TabBarConfiguration, record: UIKitRecord) -> String {
        uikitIdentifier(recordKey: uikitRecordKey(configuration: configuration), record: record)
    }

    /// The `customizationIdentifier` for a record kept under `recordKey` (``uikitRecordKey(configuration:)``, which a
    /// host works out once per configuration).
    public static func uikitIdentifier(recordKey: String, record: UIKitRecord) -> String {
        recordKey + "." + String(record.generation)
    }

    /// The record under which the system is given the core's `state`: the stored one while the system's saved
    /// customisation shows that state; otherwise (the core changed by itself: the app's editor, a restored snapshot, a
    /// first launch after the record was lost) the next generation, under which the system has saved nothing and shows
    /// the placements declared from the core (``TabBarNativeTabTree/placement(_:inBar:)``).
    public static func uikitRecord(state: TabBarState, stored: UIKitRecord?) -> UIKitRecord {
        let fingerprint = fingerprint(state: state)
        guard let stored else { return UIKitRecord(generation: 0, fingerprint: fingerprint) }
        return stored.fingerprint == fingerprint ? stored : UIKitRecord(generation: stored.generation + 1, fingerprint: fingerprint)
    }

    /// The record after the user's edit in the system's sidebar was read into the core (now in `state`): the same
    /// generation when the core took it all (the system's saved customisation shows the core), the next when it refused
    /// some of it (so the system drops what it saved and shows the core's declarations).
    public func uikitRecord(afterEdit stored: UIKitRecord, configuration: TabBarConfiguration, state: TabBarState) -> UIKitRecord {
        let fingerprint = Self.fingerprint(state: state)
        let generation = agrees(configuration: configuration, state: state) ? stored.generation : stored.generation + 1
        return UIKitRecord(generation: generation, fingerprint: fingerprint)
    }

    /// The user's customisation as UIKit shows it after an edit: for each tab of `tree` whose place in the bar the user
    /// may change (`.default` or `.optional`), whether the bar has it (`UITab.hasVisiblePlacement`, in `inBar`), and each
    /// group's order (its `displayOrder`, by section, in `sectionOrders`). `nil` for a tree without groups: only the
    /// sidebar's tree has placements the user edits (a compact bar's tabs are hidden or shown by the core, and
    /// `hasVisiblePlacement` would read every one out of the bar).
    public init?(tree: TabBarNativeTabTree, inBar: [TabID: Bool], sectionOrders orders: [String: [TabID]]) {
        guard tree.roots.contains(where: { if case .group = $0 { true } else { false } }) else { return nil }
        self.init()
        for tab in tree.tabs where tab.placement == .default || tab.placement == .optional {
            if let visible = inBar[tab.id] { tabBarVisibility[tab.id] = visible }
        }
        for case .group(let group) in tree.roots {
            guard let order = orders[group.section], !order.isEmpty else { continue }
            let members = Set(group.tabs.map(\.id))
            sectionOrders[group.section] = order.filter(members.contains)
        }
    }
}

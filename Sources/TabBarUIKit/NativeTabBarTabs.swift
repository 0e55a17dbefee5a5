#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

/// iOS 18's tabs for ``NativeTabBarBridge``: the controller's `tabs` (`UITab`, `UISearchTab`, `UITabGroup`) as the
/// core declares them (`TabBarNativeTabTree`), and the tabs' view controllers, which stay the bridge's.
///
/// A `UITab` object is made once per tab and role: at the root, with a view controller; in a group, without one (a
/// `UITabBarController` shows only its root tabs' view controllers, so a group's is a ``TabBarTabHostController`` that
/// shows the selected child's). Where groups can appear (``TabBarNativeBridgePlan/hostsSectionTabs(mode:deviceCanBeRegular:)``),
/// a tab that a section holds is at the root at a compact width and in its group at a regular one: its controller is
/// then always in one of the bridge's hosts (its own at the root, which takes it when it appears; the section's in the
/// group), handed from one to the other, never taken from under UIKit. Every other tab is a root tab whose view
/// controller is the tab's own controller, as in a `UITabBarController` of view controllers, made when UIKit first asks.
/// Tabs and groups are known by object, not by identifier (a `UISearchTab`'s identifier is the system's).
@available(iOS 18.0, visionOS 2.0, *)
@MainActor
final class NativeTabBarTabs {
    /// Makes (or gives back) a tab's view controller: the bridge's.
    let controller: (TabID) -> UIViewController
    /// Called with a section action the user chose in the sidebar.
    let sidebarAction: (_ action: String, _ section: String) -> Void
    /// The tree the controller was last given.
    private(set) var tree: TabBarNativeTabTree?
    /// The tab object last selected by the bridge or approved by it (``approve(_:)``): a `selectedTab` other than it
    /// was the system's own doing.
    private(set) var lastSelected: UITab?
    private var roots: [TabID: UITab] = [:]
    /// Whether each root tab's view controller is the tab's host (asking a `UITab` its `viewController` would make it).
    private var rootIsHosted: [TabID: Bool] = [:]
    private var children: [TabID: UITab] = [:]
    private var groups: [String: UITabGroup] = [:]
    /// The tab each object stands for, and the section each group does.
    private var tabOf: [ObjectIdentifier: TabID] = [:]
    private var sectionOf: [ObjectIdentifier: String] = [:]
    /// Hosts: one per tab a section holds (its root tab's view controller), one per section (its group's).
    private var tabHosts: [TabID: TabBarTabHostController] = [:]
    private var sectionHosts: [String: TabBarTabHostController] = [:]
    /// The tabs the configuration's sections hold (hosted, so they can move into a group's host).
    private var sectioned: Set<TabID> = []

    init(controller: @escaping (TabID) -> UIViewController, sidebarAction: @escaping (_ action: String, _ section: String) -> Void) {
        self.controller = controller
        self.sidebarAction = sidebarAction
    }

    /// The tab an object stands for, a group's heading not included.
    func tabID(of tab: UITab) -> TabID? { tabOf[ObjectIdentifier(tab)] }

    /// Gives `tabBarController` the tree under `identifier` (its customisation identifier), `hosted` the tabs a section
    /// holds where groups can appear, and selects `selected` in it. Sets its `tabs` only when the objects change (a new
    /// width's tree, a new configuration) or the identifier does, else the changed properties; the selection right after,
    /// in the same turn, so no other tab shows meanwhile.
    func declare(
        _ tree: TabBarNativeTabTree, hosted: Set<TabID>, identifier: String, selected: TabID?, on tabBarController: UITabBarController
    ) {
        sectioned = hosted
        // Whatever UIKit selects while its tabs change is not the user's: the core's selection is applied next.
        lastSelected = nil
        let newIdentifier = tabBarController.customizationIdentifier != identifier
        if newIdentifier { tabBarController.customizationIdentifier = identifier }
        let mode: UITabBarController.Mode = tree.mode == .tabSidebar ? .tabSidebar : .tabBar
        if tabBarController.mode != mode { tabBarController.mode = mode }
        self.tree = tree
        // Where the tree has groups, every group loses the tabs that left it before any gains one: a tab moving between
        // sections is never in two groups at once. A tree without groups leaves them as they are (they leave the
        // controller's tabs; their children are other objects than the root tabs, and each keeps its selected child).
        if tree.roots.contains(where: { if case .group = $0 { true } else { false } }) {
            for (section, made) in groups {
                let staying = made.children.filter { child in
                    tabOf[ObjectIdentifier(child)].flatMap { tree.group(of: $0)?.section } == section
                }
                if staying.count != made.children.count { made.children = staying }
            }
        }
        for case .group(let group) in tree.roots {
            let made = uiGroup(group)
            made.children = group.tabs.map { configured(childTab($0), $0) }
        }
        let made = tree.roots.map(root)
        let compact = tree.compactTabs?.compactMap { roots[$0]?.identifier }
        if tabBarController.compactTabIdentifiers != compact { tabBarController.compactTabIdentifiers = compact }
        // A new identifier: the system starts from the declared placements, read when the tabs are set.
        if newIdentifier || made.map(ObjectIdentifier.init) != tabBarController.tabs.map(ObjectIdentifier.init) {
            tabBarController.setTabs(made, animated: false)
        }
        if let selected { select(selected, on: tabBarController) }
    }

    /// Forgets the objects of tabs and sections a new configuration dropped (a tab that comes back later gets new
    /// ones, with its new controller); a kept host showing a controller not in `live` lets it go.
    func forget(keepingTabs tabs: Set<TabID>, sections: Set<String>, live: [UIViewController]) {
        for host in Array(tabHosts.values) + Array(sectionHosts.values) {
            if let shown = host.shown, !live.contains(where: { $0 === shown }) { host.clear() }
        }
        for (id, made) in roots where !tabs.contains(id) {
            roots[id] = nil
            rootIsHosted[id] = nil
            tabOf[ObjectIdentifier(made)] = nil
        }
        for (id, made) in children where !tabs.contains(id) {
            children[id] = nil
            tabOf[ObjectIdentifier(made)] = nil
        }
        for (section, made) in groups where !sections.contains(section) {
            made.children = []
            groups[section] = nil
            sectionOf[ObjectIdentifier(made)] = nil
        }
        tabHosts = tabHosts.filter { tabs.contains($0.key) }
        sectionHosts = sectionHosts.filter { sections.contains($0.key) }
    }

    /// A root of the tree as its `UITab` or `UITabGroup`, its properties as the tree says.
    func root(_ root: TabBarNativeTabTree.Root) -> UITab {
        switch root {
        case .tab(let tab): return configured(rootTab(tab), tab)
        case .group(let group):
            let made = uiGroup(group)
            made.displayOrderIdentifiers = made.children.map(\.identifier)
            made.allowsReordering = group.allowsReordering
            if made.title != group.title { made.title = group.title }
            made.sidebarAppearance = group.isInline ? .inline : .automatic
            made.sidebarActions = group.actions.map { action in
                UIAction(title: action.title, image: action.icon?.uiImage, attributes: action.isDestructive ? .destructive : []) { [weak self] _ in
                    self?.sidebarAction(action.id, group.section)
                }
            }
            return made
        }
    }

    /// The `UITab` a tab has at the root, made once: its view controller is the tab's controller, or for a tab a section
    /// holds, the tab's host.
    func rootTab(_ tab: TabBarNativeTabTree.Tab) -> UITab {
        let hosted = sectioned.contains(tab.id)
        if let made = roots[tab.id], (made is UISearchTab) == tab.isSearch, rootIsHosted[tab.id] == hosted { return made }
        let id = tab.id
        let host = hosted ? tabHost(id) : nil
        host?.pull = { [controller] in controller(id) }
        let provide: (UITab) -> UIViewController = { [controller] _ in
            MainActor.assumeIsolated {
                if let host { return host }
                // A tab that left a section (a new configuration) may still be in a host: UIKit gets it free.
                return TabBarTabHostController.freed(controller(id))
            }
        }
        let made = tab.isSearch ? UISearchTab(viewControllerProvider: provide) : UITab(title: "", image: nil, identifier: id.rawValue, viewControllerProvider: provide)
        roots[id].map { tabOf[ObjectIdentifier($0)] = nil }
        roots[id] = made
        rootIsHosted[id] = hosted
        tabOf[ObjectIdentifier(made)] = id
        return made
    }

    /// The `UITab` a tab has in a group, made once: without a view controller (the group's host shows the tab's).
    func childTab(_ tab: TabBarNativeTabTree.Tab) -> UITab {
        if let made = children[tab.id], (made is UISearchTab) == tab.isSearch { return made }
        let made = tab.isSearch ? UISearchTab(viewControllerProvider: nil) : UITab(title: "", image: nil, identifier: tab.id.rawValue, viewControllerProvider: nil)
        children[tab.id].map { tabOf[ObjectIdentifier($0)] = nil }
        children[tab.id] = made
        tabOf[ObjectIdentifier(made)] = tab.id
        return made
    }

    /// A section's `UITabGroup`, made once, its view controller the section's host.
    func uiGroup(_ group: TabBarNativeTabTree.Group) -> UITabGroup {
        if let made = groups[group.section] { return made }
        let host = sectionHost(group.section)
        let made = UITabGroup(title: group.title, image: nil, identifier: group.identifier, children: []) { _ in
            MainActor.assumeIsolated { host }
        }
        // The group is a heading of the sidebar, never an item of the bar (its tabs are, as their placements say).
        made.preferredPlacement = .sidebarOnly
        groups[group.section] = made
        sectionOf[ObjectIdentifier(made)] = group.section
        return made
    }

    func tabHost(_ id: TabID) -> TabBarTabHostController {
        if let host = tabHosts[id] { return host }
        let host = TabBarTabHostController()
        tabHosts[id] = host
        return host
    }

    func sectionHost(_ section: String) -> TabBarTabHostController {
        if let host = sectionHosts[section] { return host }
        let host = TabBarTabHostController()
        sectionHosts[section] = host
        return host
    }

    /// A tab object with the tree's placement and visibility.
    func configured(_ made: UITab, _ tab: TabBarNativeTabTree.Tab) -> UITab {
        let placement = Self.placement(tab.placement)
        if made.preferredPlacement != placement { made.preferredPlacement = placement }
        if made.isHidden != tab.isHidden { made.isHidden = tab.isHidden }
        made.isHiddenByDefault = tab.isHidden
        // The sidebar's visibility is the configuration's (`hidden` placements), not the user's: the core has no such
        // customisation; the bar's is, through the placements.
        made.allowsHiding = false
        return made
    }

    /// The tab objects the tree has now, at the root and in groups.
    func declaredTabs() -> [(id: TabID, tab: UITab)] {
        guard let tree else { return [] }
        return tree.roots.flatMap { root -> [(id: TabID, tab: UITab)] in
            switch root {
            case .tab(let tab): roots[tab.id].map { [(tab.id, $0)] } ?? []
            case .group(let group): group.tabs.compactMap { tab in children[tab.id].map { (tab.id, $0) } }
            }
        }
    }

    /// The object of `id` in the tree now.
    func declared(_ id: TabID) -> UITab? {
        guard let tree else { return nil }
        return tree.group(of: id) == nil ? roots[id] : children[id]
    }

    /// Selects `id` (any tab of the tree, one hidden from the bar included: iOS 18 selects it in code and shows its view
    /// controller, as SwiftUI's `TabView` does a `.hidden()` tab's), its controller put in the host that shows it;
    /// whether the controller's selection changed.
    @discardableResult
    func select(_ id: TabID, on tabBarController: UITabBarController) -> Bool {
        guard let tab = declared(id) else { return false }
        place(id)
        lastSelected = tab
        guard tabBarController.selectedTab !== tab else { return false }
        tabBarController.selectedTab = tab
        return true
    }

    /// Whether `id` is the tab the bridge last selected or approved, still the controller's selection.
    func hasSelected(_ id: TabID) -> Bool {
        guard let tab = declared(id) else { return false }
        return lastSelected === tab
    }

    /// Whether `id`'s controller is shown in one of the bridge's hosts (a section's tab where groups can appear).
    func isHosted(_ id: TabID) -> Bool { sectioned.contains(id) }

    /// The system is about to select `id`'s object itself (the bridge said yes): its controller goes where it shows.
    func approve(_ id: TabID) {
        guard let tab = declared(id) else { return }
        place(id)
        lastSelected = tab
    }

    /// Puts `id`'s controller in the host that shows it: its section's in a group, its own at the root when a section
    /// holds it; a tab no section holds is shown by UIKit from its root tab.
    func place(_ id: TabID) {
        if let group = tree?.group(of: id) {
            sectionHost(group.section).show(controller(id))
        } else if sectioned.contains(id) {
            tabHost(id).show(controller(id))
        }
    }

    /// Marks the system's own selection as heard (the core is told of it once, and may refuse it).
    func noteSystemSelection(_ tab: UITab) {
        lastSelected = tab
    }

    /// The tab an object of the controller stands for: a tab's, or for a group (a sidebar heading) its selected or
    /// first shown tab.
    func chosen(_ tab: UITab) -> TabID? {
        if let id = tabOf[ObjectIdentifier(tab)] { return id }
        guard let section = sectionOf[ObjectIdentifier(tab)], let group = groups[section] else { return nil }
        if let child = group.selectedChild, let id = tabOf[ObjectIdentifier(child)] { return id }
        return group.displayOrder.lazy.filter { !$0.isHidden }.compactMap { self.tabOf[ObjectIdentifier($0)] }.first
    }

    /// The tab the system selected by itself since the bridge last selected or approved one (iOS 26's search restoring
    /// the tab before it), if any; taken once (the core hears it once, and may refuse it).
    func takeSystemSelection(_ tabBarController: UITabBarController) -> TabID? {
        guard lastSelected != nil, let selected = tabBarController.selectedTab, selected !== lastSelected else { return nil }
        lastSelected = selected
        return chosen(selected)
    }

    /// Items from the configuration: title (the spoken label where the title is empty: a `UITab` has no label of its
    /// own), image, enabled; `each` is told every one (the bridge's iOS 26 search activation). Given when the tree is
    /// declared and when a configuration is applied, not on every event.
    func updateItems(configuration: TabBarConfiguration, each: (UITab) -> Void) {
        for (id, made) in declaredTabs() {
            each(made)
            let tab = configuration.tab(id)
            let title = tab.map { $0.title.isEmpty ? $0.accessibilityLabel ?? "" : $0.title } ?? ""
            // A search tab keeps the system's localised title and symbol unless the configuration names its own.
            if !(made is UISearchTab) || !title.isEmpty, made.title != title { made.title = title }
            if !(made is UISearchTab) || tab?.icon != nil { made.image = tab?.icon?.uiImage }
            if #available(iOS 18.4, visionOS 2.4, *) { made.isEnabled = tab?.isEnabled ?? true }
        }
    }

    /// Badges from the core's state, set where they changed.
    func updateBadges(configuration: TabBarConfiguration, state: TabBarState) {
        let style = configuration.behavior.badgeStyle
        for (id, made) in declaredTabs() {
            let badge = state.badge(id).displayText(style: style)
            if made.badgeValue != badge { made.badgeValue = badge }
        }
    }

    /// The user's customisation as the controller shows it after an edit in its sidebar; `nil` without groups.
    func reading() -> TabBarNativeCustomization? {
        guard let tree else { return nil }
        var inBar: [TabID: Bool] = [:]
        for (id, made) in declaredTabs() { inBar[id] = made.hasVisiblePlacement }
        var orders: [String: [TabID]] = [:]
        for (section, group) in groups { orders[section] = group.displayOrder.compactMap { tabOf[ObjectIdentifier($0)] } }
        return TabBarNativeCustomization(tree: tree, inBar: inBar, sectionOrders: orders)
    }

    static func placement(_ placement: TabBarNativeTabTree.Placement) -> UITab.Placement {
        switch placement {
        case .default: .default
        case .optional: .optional
        case .movable: .movable
        case .pinned: .pinned
        case .fixed: .fixed
        case .sidebarOnly: .sidebarOnly
        }
    }
}
#endif

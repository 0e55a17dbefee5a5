#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

/// iOS 18's tabs for ``NativeTabBarBridge``: the controller's `tabs` (`UITab`, `UISearchTab`, `UITabGroup`) as the
/// core declares them (``TabBarNativeTabTree``), every tab's view controller the bridge's own, a section's selected tab
/// shown in the section's host, and the system's customisation identifier (``TabBarNativeCustomization/UIKitRecord``).
///
/// A `UITab` object is made once per tab and role (at the root, with the tab's view controller; in a group, without
/// one: a `UITabBarController` shows only its root tabs' view controllers, so a group's is a
/// ``TabBarSectionHostController`` that shows the selected child's); a group once per section.
@available(iOS 18.0, visionOS 2.0, *)
@MainActor
final class NativeTabBarTabs {
    /// Makes (or gives back) a tab's view controller: the bridge's.
    let controller: (TabID) -> UIViewController
    /// Called with a section action the user chose in the sidebar.
    let sidebarAction: (_ action: String, _ section: String) -> Void
    /// The tree the controller was last given.
    private(set) var tree: TabBarNativeTabTree?
    private var roots: [TabID: UITab] = [:]
    private var children: [TabID: UITab] = [:]
    private var groups: [String: UITabGroup] = [:]
    private var hosts: [String: TabBarSectionHostController] = [:]

    init(controller: @escaping (TabID) -> UIViewController, sidebarAction: @escaping (_ action: String, _ section: String) -> Void) {
        self.controller = controller
        self.sidebarAction = sidebarAction
    }

    /// Gives `tabBarController` the tree under `identifier` (its customisation identifier), setting its `tabs` only when
    /// the tabs or groups themselves change (a new width's tree, a new configuration), else the changed properties.
    func declare(_ tree: TabBarNativeTabTree, identifier: String, on tabBarController: UITabBarController) {
        let newIdentifier = tabBarController.customizationIdentifier != identifier
        if newIdentifier { tabBarController.customizationIdentifier = identifier }
        let mode: UITabBarController.Mode = tree.mode == .tabSidebar ? .tabSidebar : .tabBar
        if tabBarController.mode != mode { tabBarController.mode = mode }
        if tabBarController.compactTabIdentifiers != tree.compactTabIdentifiers { tabBarController.compactTabIdentifiers = tree.compactTabIdentifiers }
        let made = tree.roots.map(root)
        self.tree = tree
        // A new identifier: the system starts from the declared placements, read when tabs are set.
        if newIdentifier || made.map(ObjectIdentifier.init) != tabBarController.tabs.map(ObjectIdentifier.init) {
            tabBarController.setTabs(made, animated: false)
        }
    }

    /// A root of the tree as its `UITab` or `UITabGroup`, its properties as the tree says.
    func root(_ root: TabBarNativeTabTree.Root) -> UITab {
        switch root {
        case .tab(let tab): return configured(rootTab(tab), tab)
        case .group(let group):
            let made = uiGroup(group)
            made.children = group.tabs.map { configured(childTab($0), $0) }
            made.displayOrderIdentifiers = group.tabs.map(\.id.rawValue)
            made.allowsReordering = group.allowsReordering
            made.title = group.title
            made.sidebarAppearance = group.isInline ? .inline : .automatic
            made.sidebarActions = group.actions.map { action in
                UIAction(
                    title: action.title, image: action.icon?.uiImage,
                    attributes: action.isDestructive ? .destructive : []
                ) { [weak self] _ in self?.sidebarAction(action.id, group.section) }
            }
            return made
        }
    }

    /// The `UITab` a tab has at the root, made once: its view controller is the bridge's.
    func rootTab(_ tab: TabBarNativeTabTree.Tab) -> UITab {
        if let made = roots[tab.id], (made is UISearchTab) == tab.isSearch { return made }
        let id = tab.id
        let provide: (UITab) -> UIViewController = { [controller] _ in MainActor.assumeIsolated { controller(id) } }
        let made = tab.isSearch ? UISearchTab(viewControllerProvider: provide) : UITab(title: "", image: nil, identifier: id.rawValue, viewControllerProvider: provide)
        roots[id] = made
        return made
    }

    /// The `UITab` a tab has in a group, made once: without a view controller (the group's host shows the tab's).
    func childTab(_ tab: TabBarNativeTabTree.Tab) -> UITab {
        if let made = children[tab.id], (made is UISearchTab) == tab.isSearch { return made }
        let made = tab.isSearch ? UISearchTab(viewControllerProvider: nil) : UITab(title: "", image: nil, identifier: tab.id.rawValue, viewControllerProvider: nil)
        children[tab.id] = made
        return made
    }

    /// A section's `UITabGroup`, made once, its view controller the section's host.
    func uiGroup(_ group: TabBarNativeTabTree.Group) -> UITabGroup {
        if let made = groups[group.section] { return made }
        let host = TabBarSectionHostController()
        hosts[group.section] = host
        let made = UITabGroup(title: group.title, image: nil, identifier: group.identifier, children: []) { _ in host }
        // The group is a heading of the sidebar, never an item of the bar (its tabs are, as their placements say).
        made.preferredPlacement = .sidebarOnly
        groups[group.section] = made
        return made
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
        declaredTabs().first { $0.id == id }?.tab
    }

    /// Selects `id` (any tab of the tree, one hidden from the bar included: iOS 18 selects it in code and shows its view
    /// controller, as SwiftUI's `TabView` does a `.hidden()` tab's); a tab of a group is shown by the group's host.
    func select(_ id: TabID, on tabBarController: UITabBarController) {
        guard let tree, let tab = declared(id) else { return }
        // (The group's `selectedChild` follows `selectedTab`: UIKit keeps it.)
        if let group = tree.group(of: id), let host = hosts[group.section] { host.show(controller(id)) }
        if tabBarController.selectedTab !== tab { tabBarController.selectedTab = tab }
    }

    /// The tab a selection in the system chose: a tab's id, or for a group (a heading) its selected or first tab.
    func chosen(_ tab: UITab) -> TabID? {
        guard let section = TabBarNativeTabTree.section(ofIdentifier: tab.identifier) else { return TabID(tab.identifier) }
        for case .group(let group) in tree?.roots ?? [] where group.section == section {
            return groups[section]?.selectedChild.map { TabID($0.identifier) } ?? group.tabs.first { !$0.isHidden }?.id
        }
        return nil
    }

    /// Items from the configuration: title, image, enabled; `each` is told every one (the bridge's iOS 26 search
    /// activation). Given when the tree is declared and when a configuration is applied, not on every event.
    func updateItems(configuration: TabBarConfiguration, each: (UITab) -> Void) {
        for (id, made) in declaredTabs() {
            each(made)
            let tab = configuration.tab(id)
            // A search tab keeps the system's localised title and symbol unless the configuration names its own.
            if !(made is UISearchTab) || tab?.title.isEmpty == false, made.title != tab?.title ?? "" { made.title = tab?.title ?? "" }
            if let image = tab?.icon?.uiImage { made.image = image }
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

    /// The user's customisation as the controller shows it after an edit in its sidebar.
    func reading() -> TabBarNativeCustomization? {
        guard let tree else { return nil }
        var inBar: [TabID: Bool] = [:]
        for (id, made) in declaredTabs() { inBar[id] = made.hasVisiblePlacement }
        var orders: [String: [String]] = [:]
        for (_, group) in groups { orders[group.identifier] = group.displayOrder.map(\.identifier) }
        return TabBarNativeCustomization(tree: tree, inBar: inBar, groupOrders: orders)
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

@available(iOS 18.0, visionOS 2.0, *)
extension NativeTabBarBridge {
    /// Gives the controller its tabs (iOS 18), its sidebar's delegate the bridge.
    func startTabs() {
        tabsDriver = NativeTabBarTabs(
            controller: { [weak self] id in self?.controllerMade(id) ?? UIViewController() },
            sidebarAction: { [weak self] action, section in self?.handle(.nativeSidebarActionChosen(action, section: section)) })
        tabBarController.sidebar.delegate = self
        loadCustomizationRecord()
        syncTabs()
    }

    /// The controller's tabs follow the core: the tree for its state and width, under the customisation identifier of
    /// the core's state (a new one when the core changed by itself, so the system shows the declared placements). Every
    /// tab keeps its view controller whatever moves; the core's selection is selected again in the new tree. Not while
    /// the user edits the system's sidebar: its end reads the edit and syncs.
    func syncTree(_ driver: NativeTabBarTabs) {
        guard !systemIsEditing else { return }
        let tree = TabBarNativeTabTree(
            configuration: machine.configuration, state: machine.state, adaptsToSidebar: adaptsToSidebar,
            regularWidth: machine.horizontalSizeClass == .regular)
        var record = customizationRecord
        if !readingCustomization { record = TabBarNativeCustomization.uikitRecord(state: machine.state, stored: record) }
        let kept = record ?? TabBarNativeCustomization.uikitRecord(state: machine.state, stored: nil)
        if kept != customizationRecord { saveCustomizationRecord(kept) }
        let identifier = TabBarNativeCustomization.uikitIdentifier(configuration: machine.configuration, record: kept)
        guard tree != driver.tree || identifier != tabBarController.customizationIdentifier else { return }
        driver.declare(tree, identifier: identifier, on: tabBarController)
        updateTabItems()
        ids = tree.tabs.filter { !$0.isHidden }.map(\.id)
        appliedSelection = nil
    }

    /// The tabs' titles, images and enabled states from the configuration (iOS 26: the search tab's activation).
    func updateTabItems() {
        guard let driver = tabsDriver as? NativeTabBarTabs else { return }
        driver.updateItems(configuration: machine.configuration) { [weak self] tab in self?.applySearchActivation(to: tab) }
    }

    /// The record of the system's customisation identifier for this configuration, from the user defaults.
    func loadCustomizationRecord() {
        let key = TabBarNativeCustomization.uikitRecordKey(configuration: machine.configuration)
        customizationRecord = UserDefaults.standard.data(forKey: key).flatMap {
            try? JSONDecoder().decode(TabBarNativeCustomization.UIKitRecord.self, from: $0)
        }
    }

    /// Keeps `record` in the user defaults.
    func saveCustomizationRecord(_ record: TabBarNativeCustomization.UIKitRecord) {
        customizationRecord = record
        let key = TabBarNativeCustomization.uikitRecordKey(configuration: machine.configuration)
        if let data = try? JSONEncoder().encode(record) { UserDefaults.standard.set(data, forKey: key) }
    }

    /// Reads the user's edit of the system's sidebar into the core, as the core's editor would send it; a part the
    /// core refuses is undone by a new customisation identifier (the system shows the core's declarations again).
    func readSystemCustomization() {
        guard let driver = tabsDriver as? NativeTabBarTabs, let reading = driver.reading(), let stored = customizationRecord else { return }
        readingCustomization = true
        for event in reading.events(configuration: machine.configuration, state: machine.state) { send(event) }
        readingCustomization = false
        saveCustomizationRecord(reading.uikitRecord(afterEdit: stored, configuration: machine.configuration, state: machine.state))
        syncTabs()
        refresh()
    }

    /// The system asks (a tap in the bar, a row of the sidebar); the core decides, and the bridge selects what it says.
    /// A group (a sidebar heading) stands for its selected or first tab.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
        adoptNavigation()
        guard let driver = tabsDriver as? NativeTabBarTabs, let id = driver.chosen(tab), machine.configuration.tab(id) != nil else { return false }
        handle(.nativeTabSelected(id))
        return false
    }

    /// A tab the system selected itself: the core hears it as a selection request.
    public func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
        guard let driver = tabsDriver as? NativeTabBarTabs, let id = driver.chosen(selectedTab), id != machine.state.selected,
            machine.configuration.tab(id) != nil
        else { return }
        send(.selectionRequested(id))
    }

    /// The user began editing the system's sidebar: the bridge leaves the tabs alone until the edit ends.
    public func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController) {
        systemIsEditing = true
    }

    /// The user's edit ended: the core takes it.
    public func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController) {
        systemIsEditing = false
        readSystemCustomization()
    }

    /// Tabs' visibility changed by the user: read when not already read at the edit's end.
    public func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]) {
        if !systemIsEditing { readSystemCustomization() }
    }

    /// A group's order changed by the user: read when not already read at the edit's end.
    public func tabBarController(_ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup) {
        if !systemIsEditing { readSystemCustomization() }
    }
}

@available(iOS 18.0, visionOS 2.0, *)
extension NativeTabBarBridge: UITabBarController.Sidebar.Delegate {
    /// A tab's long-press menu on its sidebar row (the system shows context menus there): each choice goes to the core
    /// as the core's menu would send it.
    public func tabBarController(
        _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, contextMenuConfigurationFor tab: UITab
    ) -> UIContextMenuConfiguration? {
        let id = TabID(tab.identifier)
        guard let item = machine.configuration.tab(id), item.hasLongPressMenu else { return nil }
        let actions = item.menu.map { entry in
            UIAction(title: entry.title, image: entry.icon?.uiImage, attributes: entry.isDestructive ? .destructive : []) { [weak self] _ in
                self?.handle(.nativeTabMenuItemChosen(id, item: entry.id))
            }
        }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in UIMenu(children: actions) }
    }
}

extension NativeTabBarBridge {
    /// A tab's navigation controller is about to show a screen (a push, the back button, a back swipe that will end):
    /// on iOS 18 the system bar hides or shows alongside it, as the core will say once the move settled (a swipe: when
    /// the finger lifts, and not if it is cancelled). Before iOS 18 `hidesBottomBarWhenPushed` moves it with the screen.
    func navigationWillShow(_ navigation: UINavigationController) {
        guard #available(iOS 18.0, visionOS 2.0, *), let id = controllers.first(where: { $0.value === navigation })?.key, id == machine.state.selected
        else { return }
        let follow = { [weak self, weak navigation] in
            guard let self, let navigation else { return }
            let shown = navigation.viewControllers.dropFirst().map(self.route(of:))
            let hidden = TabBarNativeBridgePlan.hidesSystemBar(afterShowing: Array(shown), on: id, machine: self.machine)
            if self.tabBarController.isTabBarHidden != hidden { self.tabBarController.setTabBarHidden(hidden, animated: !self.input.reduceMotion) }
        }
        if let coordinator = navigation.transitionCoordinator, coordinator.isInteractive {
            coordinator.notifyWhenInteractionChanges { context in
                if !context.isCancelled { follow() }
            }
            return
        }
        follow()
    }
}

/// A sidebar section's view controller (its `UITabGroup`'s): shows the selected tab of the section, a child view
/// controller filling it, as `UITabBarController` shows a root tab's.
@MainActor
final class TabBarSectionHostController: UIViewController {
    /// The tab's view controller on show.
    private(set) var shown: UIViewController?

    /// Shows `child` in place of the one shown (which leaves, unless another container took it meanwhile).
    func show(_ child: UIViewController) {
        guard shown !== child || child.parent !== self else { return }
        if let old = shown, old !== child, old.parent === self {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        // `addChild` takes it from a container that still has it (the root tab it was at a compact width).
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
        shown = child
        setNeedsStatusBarAppearanceUpdate()
        setNeedsUpdateOfHomeIndicatorAutoHidden()
        setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
    }

    override var childForStatusBarStyle: UIViewController? { shown }
    override var childForStatusBarHidden: UIViewController? { shown }
    override var childForHomeIndicatorAutoHidden: UIViewController? { shown }
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { shown }
}
#endif

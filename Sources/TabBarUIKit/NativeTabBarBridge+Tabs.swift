#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

@available(iOS 18.0, visionOS 2.0, *)
extension NativeTabBarBridge {
    /// Gives the controller its tabs (iOS 18), its sidebar's delegate the bridge, and the sidebar the core's expansion.
    func startTabs() {
        tabsDriver = NativeTabBarTabs(
            controller: { [weak self] id in self?.controllerMade(id) ?? UIViewController() },
            sidebarAction: { [weak self] action, section in self?.handle(.nativeSidebarActionChosen(action, section: section)) })
        tabBarController.sidebar.delegate = self
        loadCustomizationRecord()
        syncTabs()
        followSidebarExpansion()
    }

    var tabs: NativeTabBarTabs? { tabsDriver as? NativeTabBarTabs }

    /// The controller's tabs follow the core: the tree for its state and width, under the customisation identifier of
    /// the core's state (from launch on, a new one when the core changed by itself, so the system shows the declared
    /// placements: an app restores its snapshot right after making the bridge, before launch). Every tab keeps its view
    /// controller whatever moves; the core's selection is selected again in the new tree. Not while the user edits the
    /// system's sidebar: its end reads the edit and syncs.
    func syncTree(_ driver: NativeTabBarTabs) {
        guard !systemIsEditing else { return }
        let tree = TabBarNativeTabTree(
            configuration: machine.configuration, state: machine.state, adaptsToSidebar: regularWidth != .floatingBar,
            regularWidth: machine.horizontalSizeClass == .regular)
        if comparesCustomization, !readingCustomization {
            let record = TabBarNativeCustomization.uikitRecord(state: machine.state, stored: customizationRecord)
            if record != customizationRecord { saveCustomizationRecord(record) }
        }
        let record = customizationRecord ?? TabBarNativeCustomization.uikitRecord(state: machine.state, stored: nil)
        let identifier = TabBarNativeCustomization.uikitIdentifier(recordKey: customizationKey, record: record)
        guard tree != driver.tree || identifier != tabBarController.customizationIdentifier else { return }
        let hosted = TabBarNativeBridgePlan.hostsSectionTabs(mode: tree.mode, deviceCanBeRegular: UIDevice.current.userInterfaceIdiom != .phone)
            ? Set(machine.configuration.sections.flatMap(\.tabs)) : []
        driver.declare(
            tree, hosted: hosted, identifier: identifier, selected: answeringSelection == nil ? machine.state.selected : nil, on: tabBarController)
        updateTabItems()
        ids = tree.tabs.filter { !$0.isHidden }.map(\.id)
        treeChanged = true
    }

    /// The tabs' titles, images and enabled states from the configuration (iOS 26: the search tab's activation).
    func updateTabItems() {
        tabs?.updateItems(configuration: machine.configuration) { [weak self] tab in self?.applySearchActivation(to: tab) }
    }

    /// The core's selection selected, unless the system selected another tab by itself since (iOS 26's search restoring
    /// the tab before it on cancel, which may not tell the delegate): the core hears that one first. Badges follow.
    func refreshTabs(_ driver: NativeTabBarTabs) {
        if answeringSelection == nil {
            if let bySystem = driver.takeSystemSelection(tabBarController), bySystem != machine.state.selected {
                send(.selectionRequested(bySystem))
                return
            }
            // While the More list is up (more than five tabs on an iPhone), selecting the same tab again would take the
            // user out of it: only a new selection is applied then.
            if !showsMoreList || !driver.hasSelected(machine.state.selected) {
                // The tab now shown says whether the bar shows (a pushed screen of its stack may hide it).
                if driver.select(machine.state.selected, on: tabBarController) { treeChanged = true }
            }
            if treeChanged {
                treeChanged = false
                showSystemBar(animated: false)
            }
        }
        driver.updateBadges(configuration: machine.configuration, state: machine.state)
    }

    /// Whether the system's More list (or a tab opened from it) is on screen.
    var showsMoreList: Bool {
        moreList.map { tabBarController.selectedViewController === $0 } ?? false
    }

    /// The record of the system's customisation identifier for this configuration, from the user defaults.
    func loadCustomizationRecord() {
        customizationKey = TabBarNativeCustomization.uikitRecordKey(configuration: machine.configuration)
        customizationRecord = UserDefaults.standard.data(forKey: customizationKey).flatMap {
            try? JSONDecoder().decode(TabBarNativeCustomization.UIKitRecord.self, from: $0)
        }
    }

    /// Keeps `record` in the user defaults.
    func saveCustomizationRecord(_ record: TabBarNativeCustomization.UIKitRecord) {
        customizationRecord = record
        if let data = try? JSONEncoder().encode(record) { UserDefaults.standard.set(data, forKey: customizationKey) }
    }

    /// Reads the user's edit of the system's sidebar into the core on the next turn (UIKit is still leaving its edit mode
    /// when it tells), as the core's editor would send it, in one batch; a part the core refuses is undone by a new
    /// customisation identifier (the system shows the core's declarations again).
    func readSystemCustomization() {
        guard !readScheduled else { return }
        readScheduled = true
        Task { @MainActor [weak self] in
            self?.readScheduled = false
            guard let self, !self.systemIsEditing, let reading = self.tabs?.reading(), let stored = self.customizationRecord else { return }
            self.readingCustomization = true
            self.send(reading.events(configuration: self.machine.configuration, state: self.machine.state), shownBy: nil)
            self.readingCustomization = false
            self.saveCustomizationRecord(reading.uikitRecord(afterEdit: stored, configuration: self.machine.configuration, state: self.machine.state))
            self.syncTabs()
            self.refresh()
        }
    }

    /// iOS 18's sidebar shown or hidden as the core holds it (a `.topBar`'s expansion; a `.sidebar` always shows it).
    func followSidebarExpansion() {
        guard let hidden = TabBarNativeBridgePlan.hidesSidebar(regularWidth: regularWidth, expanded: machine.state.isSidebarExpanded),
            tabBarController.sidebar.isHidden != hidden
        else { return }
        // The delegate hears this change too (at once, without an animation): it is the core's, not the user's.
        settingSidebar = true
        tabBarController.sidebar.isHidden = hidden
        settingSidebar = false
    }

    /// The system asks (a tap in the bar, a row of the sidebar); the core decides at once. A change of selection to this
    /// very tab is UIKit's to make (its own highlight and transition; iOS 26's search activation); a reselect, a denial,
    /// a redirect or a group heading is refused and the core's selection applied on the next turn, outside the question.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
        adoptNavigation()
        guard let driver = tabs, let id = driver.chosen(tab), machine.configuration.tab(id) != nil else { return false }
        answeringSelection = id
        // A selection the system made by itself since (iOS 26's search restoring the tab before it) is heard first, so
        // this tap is judged against what the screen shows (nothing is selected in code while UIKit asks).
        if let bySystem = driver.takeSystemSelection(tabBarController), bySystem != machine.state.selected {
            send(.selectionRequested(bySystem))
        }
        let before = machine.state.selected
        handle(.nativeTabSelected(id))
        answeringSelection = nil
        let selected = machine.state.selected
        let approved = TabBarNativeBridgePlan.systemSelects(asked: id, isAskedObject: driver.declared(id) === tab, before: before, after: selected)
        if approved { driver.approve(id) }
        // After UIKit's question: the core's selection where UIKit does not make it, then the bar's word if one came.
        Task { @MainActor [weak self] in
            guard let self else { return }
            if !approved { self.refresh() }
            if self.systemBarPending {
                self.systemBarPending = false
                self.showSystemBar(animated: true)
            }
        }
        return approved
    }

    /// A tab the system selected: one the bridge approved is the core's already; another (the system's own doing) the
    /// core hears as a selection request.
    public func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
        guard let driver = tabs else { return }
        if let id = driver.chosen(selectedTab), id != machine.state.selected, machine.configuration.tab(id) != nil {
            driver.noteSystemSelection(selectedTab)
            send(.selectionRequested(id))
        }
        // The tab now shown says whether the bar shows (a pushed screen of its stack may hide it).
        showSystemBar(animated: false)
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

    /// Tabs' visibility changed by the user: read (once the edit, if any, ended).
    public func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]) {
        readSystemCustomization()
    }

    /// A group's order changed by the user (in the sidebar's edit mode or, from iOS 18.4, outside it): read.
    public func tabBarController(_ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup) {
        readSystemCustomization()
    }
}

@available(iOS 18.0, visionOS 2.0, *)
extension NativeTabBarBridge: UITabBarController.Sidebar.Delegate {
    /// A tab's long-press menu on its sidebar row (the system shows context menus there): each choice goes to the core
    /// as the core's menu would send it. None for a disabled tab.
    public func tabBarController(
        _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, contextMenuConfigurationFor tab: UITab
    ) -> UIContextMenuConfiguration? {
        guard let id = tabs?.tabID(of: tab), let item = machine.configuration.tab(id), item.hasLongPressMenu, item.isEnabled else { return nil }
        let actions = item.menu.map { entry in
            UIAction(title: entry.title, image: entry.icon?.uiImage, attributes: entry.isDestructive ? .destructive : []) { [weak self] _ in
                self?.handle(.nativeTabMenuItemChosen(id, item: entry.id))
            }
        }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in UIMenu(children: actions) }
    }

    /// The user showed or hid the sidebar (its button, a swipe): once it did, a `.topBar`'s core holds it so.
    public func tabBarController(
        _ tabBarController: UITabBarController, sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
        animator: any UITabBarController.Sidebar.Animating
    ) {
        guard !settingSidebar, launched else { return }
        animator.addCompletion { [weak self] in
            guard let self else { return }
            let events = TabBarNativeBridgePlan.sidebarShown(
                systemHidden: self.tabBarController.sidebar.isHidden, regularWidth: self.regularWidth, expanded: self.machine.state.isSidebarExpanded)
            self.send(events, shownBy: nil)
        }
    }
}

extension NativeTabBarBridge {
    /// A tab's navigation controller is about to show a screen (a push, the back button, a back swipe): on iOS 18 the
    /// system bar hides or shows as the core will say once the move settled, alongside the move (a swipe's follows the
    /// finger and goes back if the swipe is cancelled). Before iOS 18 `hidesBottomBarWhenPushed` moves it with the screen.
    func navigationWillShow(_ navigation: UINavigationController) {
        guard #available(iOS 18.0, visionOS 2.0, *), let id = controllers.first(where: { $0.value === navigation })?.key, id == machine.state.selected
        else { return }
        // The stack it goes to: up to the screen it shows (a pop's is below the top until the swipe ends).
        let stack: [UIViewController]
        if let destination = navigation.transitionCoordinator?.viewController(forKey: .to), let index = navigation.viewControllers.firstIndex(of: destination) {
            stack = Array(navigation.viewControllers.prefix(through: index))
        } else {
            stack = navigation.viewControllers
        }
        guard let hidden = TabBarNativeBridgePlan.systemBarHidden(
            afterShowing: stack.dropFirst().map(route(of:)), on: id, machine: machine, stackFlags: stack.map(\.hidesBottomBarWhenPushed),
            hosted: tabs?.isHosted(id) ?? false),
            tabBarController.isTabBarHidden != hidden
        else { return }
        let bar = tabBarController, animated = !input.reduceMotion, before = bar.isTabBarHidden
        guard let coordinator = navigation.transitionCoordinator else {
            bar.setTabBarHidden(hidden, animated: animated)
            return
        }
        if coordinator.isInteractive {
            // A swipe may be cancelled, and (iOS 26) caught again: each time it stops following the finger, the bar is
            // where the move ends up.
            coordinator.notifyWhenInteractionChanges { context in
                guard !context.isInteractive else { return }
                bar.setTabBarHidden(context.isCancelled ? before : hidden, animated: animated)
            }
        } else if animated,
            coordinator.animate(
                alongsideTransition: { _ in bar.setTabBarHidden(hidden, animated: false) },
                // A move caught and sent back (iOS 26's interruptible transitions): the bar goes back too.
                completion: { context in if context.isCancelled { bar.setTabBarHidden(before, animated: false) } })
        {
            return
        } else if hidden {
            // Without motion: the bar leaves as the screen comes (and comes back if the move is sent back).
            bar.setTabBarHidden(true, animated: false)
            coordinator.animate(alongsideTransition: nil) { context in
                if context.isCancelled { bar.setTabBarHidden(before, animated: false) }
            }
        } else {
            // ... and comes back once the screen went.
            coordinator.animate(alongsideTransition: nil) { context in
                if !context.isCancelled { bar.setTabBarHidden(false, animated: false) }
            }
        }
    }

    /// The `hidesBottomBarWhenPushed` of a tab's stack, root first (UIKit's rule: ``TabBarNativeBridgePlan/systemBarHidden(_:stackFlags:hosted:)``).
    func stackFlags(_ id: TabID) -> [Bool] {
        ((controllers[id] as? UINavigationController)?.viewControllers ?? []).map(\.hidesBottomBarWhenPushed)
    }
}
#endif

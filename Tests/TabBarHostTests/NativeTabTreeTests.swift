import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// Issues 32 and 33 in UIKit's native style on iOS 18: the controller's `tabs` as the core declares them (placements,
/// hidden tabs, the search tab, sections as groups where the sidebar shows), the system's customisation read back, and
/// the customisation identifier that keeps the system's saved edits and the core one.
@Suite("Native UIKit tabs (iOS 18 UITab)")
struct NativeTabTreeTests {
    static let atlas = Issue33NativeTests.atlas

    static func tree(_ machine: TabBarMachine, sidebar: Bool = true) -> TabBarNativeTabTree {
        TabBarNativeTabTree(configuration: atlas, state: machine.state, adaptsToSidebar: sidebar, regularWidth: machine.horizontalSizeClass == .regular)
    }

    static func byID(_ tree: TabBarNativeTabTree) -> [TabID: TabBarNativeTabTree.Tab] {
        Dictionary(uniqueKeysWithValues: tree.tabs.map { ($0.id, $0) })
    }

    @Test("at regular width with a sidebar: loose tabs at the root, sections as groups with their actions, each placement UIKit's, only hidden tabs hidden")
    func regularSidebarTree() {
        let tree = Self.tree(Issue33NativeTests.machine(.regular))
        #expect(tree.mode == .tabSidebar)
        #expect(tree.compactTabs == ["home", "browse", "library", "search"])
        let rootIDs = tree.roots.map { root -> String in
            switch root {
            case .tab(let tab): tab.id.rawValue
            case .group(let group): group.identifier
            }
        }
        #expect(rootIDs == ["home", "browse", "radio", "account", "search", "TabBarKit.section.collection", "TabBarKit.section.more"])
        let tabs = Self.byID(tree)
        #expect(tabs["home"]?.placement == .fixed)
        #expect(tabs["browse"]?.placement == .default)
        #expect(tabs["library"]?.placement == .movable)
        #expect(tabs["downloads"]?.placement == .optional, "optional and not added: out of the bar until the user adds it")
        #expect(tabs["settings"]?.placement == .sidebarOnly)
        #expect(tabs["search"]?.placement == .pinned && tabs["search"]?.isSearch == true)
        #expect(tree.tabs.filter(\.isHidden).map(\.id) == ["account"], "the sidebar lists every tab but the hidden ones")
        guard case .group(let collection)? = tree.roots.first(where: { if case .group(let g) = $0 { g.section == "collection" } else { false } }) else {
            Issue.record("no Collection group")
            return
        }
        #expect(collection.title == "Collection")
        #expect(collection.tabs.map(\.id) == ["library", "downloads"])
        #expect(collection.actions.map(\.id) == ["newPlaylist"])
        #expect(collection.allowsReordering, "Library and Downloads can both move")
        #expect(!collection.isInline)
        #expect(tree.group(of: "settings")?.allowsReordering == false, "one tab: nothing to reorder")
        #expect(tree.group(of: "home") == nil)
    }

    @Test("at compact width, or where the bar never becomes a sidebar, no groups: every tab at the root, hidden where the core's bar has no item")
    func flatTrees() {
        let compact = Self.tree(Issue33NativeTests.machine(.compact))
        #expect(compact.roots.allSatisfy { if case .tab = $0 { true } else { false } })
        #expect(compact.tabs.map(\.id) == ["home", "browse", "radio", "library", "downloads", "settings", "account", "search"])
        #expect(compact.tabs.filter { !$0.isHidden }.map(\.id) == Issue33NativeTests.machine(.compact).visibleOrder)
        #expect(compact.tabs.filter(\.isHidden).map(\.id) == ["radio", "downloads", "settings", "account"])
        let plain = Self.tree(Issue33NativeTests.machine(.regular), sidebar: false)
        #expect(plain.mode == .tabBar)
        #expect(plain.roots.count == 8)
        #expect(plain.tabs.filter { !$0.isHidden }.map(\.id) == Issue33NativeTests.machine(.regular).visibleOrder)
    }

    @Test("a tab the user took out of the bar stays a sidebar row, declared optional; one the user added is declared default")
    func userCustomisationAsPlacements() {
        let machine = Issue33NativeTests.machine(.regular, .tabHidden("browse"), .tabShown("downloads"))
        let tabs = Self.byID(Self.tree(machine))
        #expect(tabs["browse"]?.placement == .optional && tabs["browse"]?.isHidden == false)
        #expect(tabs["downloads"]?.placement == .default)
        // Flat, the same state hides Browse (no item in the core's bar) and shows Downloads.
        let flat = Self.byID(Self.tree(machine, sidebar: false))
        #expect(flat["browse"]?.isHidden == true && flat["downloads"]?.isHidden == false)
    }

    @Test("the core's order reaches the groups and the root tabs")
    func orderFollowsTheCore() {
        let machine = Issue33NativeTests.machine(.regular, .tabsReordered(["home", "radio", "browse", "downloads", "library", "settings", "account", "search"]))
        let tree = Self.tree(machine)
        #expect(tree.group(of: "library")?.tabs.map(\.id) == ["downloads", "library"])
        #expect(tree.tabs.prefix(3).map(\.id) == ["home", "radio", "browse"])
    }

    @Test("a section without a header is an inline group: its rows under the previous section's, as the core's sidebar draws them")
    func untitledSectionIsInline() {
        var configuration = Self.atlas
        configuration.sections[1].title = nil
        var machine = TabBarMachine.fixture(configuration)
        _ = machine.handle(.sizeClassChanged(.regular))
        let tree = TabBarNativeTabTree(configuration: configuration, state: machine.state, adaptsToSidebar: true, regularWidth: true)
        #expect(tree.group(of: "settings")?.isInline == true && tree.group(of: "settings")?.title == "")
        #expect(tree.group(of: "library")?.isInline == false)
    }

    @Test("a section with neither tabs nor actions is no group (an empty heading); one with actions only is kept")
    func sectionWithNothingToShow() {
        var configuration = Self.atlas
        configuration.sections.append(TabBarSidebarSection(id: "empty", title: "Empty"))
        configuration.sections.append(TabBarSidebarSection(
            id: "tools", title: "Tools", actions: [TabBarActionMenuItem(id: "import", title: "Import", icon: "square.and.arrow.down")]))
        var machine = TabBarMachine.fixture(configuration)
        _ = machine.handle(.sizeClassChanged(.regular))
        let tree = TabBarNativeTabTree(configuration: configuration, state: machine.state, adaptsToSidebar: true, regularWidth: true)
        let sections = tree.roots.compactMap { root -> String? in if case .group(let group) = root { group.section } else { nil } }
        #expect(sections == ["collection", "more", "tools"])
    }

    @Test("the user's edit as UIKit shows it becomes the core's events; fixed tabs and groups' unchanged orders are left out")
    func readingFromUIKit() {
        let machine = Issue33NativeTests.machine(.regular)
        let tree = Self.tree(machine)
        guard let reading = TabBarNativeCustomization(
            tree: tree,
            inBar: ["home": false, "browse": false, "downloads": true, "library": true, "search": true],
            sectionOrders: ["collection": ["downloads", "library", "home"], "more": [], "unknown": ["x"]])
        else {
            Issue.record("no reading of a sidebar's tree")
            return
        }
        // Home is fixed and Library movable: their places are not the user's to change, so they are not read.
        #expect(reading.tabBarVisibility == ["browse": false, "downloads": true])
        #expect(reading.sectionOrders == ["collection": ["downloads", "library"]])
        var core = machine
        for event in reading.events(configuration: Self.atlas, state: core.state) { _ = core.handle(event) }
        #expect(core.state.hidden.contains("browse") && !core.state.hidden.contains("downloads"))
        #expect(core.state.order.firstIndex(of: "downloads")! < core.state.order.firstIndex(of: "library")!)
        #expect(reading.agrees(configuration: Self.atlas, state: core.state))
        // A compact bar's flat tree has nothing the user edits: `hasVisiblePlacement` would read every tab out of the bar.
        let flat = Self.tree(Issue33NativeTests.machine(.compact))
        #expect(TabBarNativeCustomization(tree: flat, inBar: ["browse": false], sectionOrders: [:]) == nil)
    }

    @Test("the customisation identifier: kept while the system's saved edits show the core, the next generation once the core changed by itself or refused an edit")
    func customisationRecords() {
        let machine = Issue33NativeTests.machine(.regular)
        let first = TabBarNativeCustomization.uikitRecord(state: machine.state, stored: nil)
        #expect(first.generation == 0)
        #expect(TabBarNativeCustomization.uikitRecord(state: machine.state, stored: first) == first)
        // The app's own editor took Browse out: the system's saved customisation no longer shows the core.
        let edited = Issue33NativeTests.machine(.regular, .tabHidden("browse"))
        let next = TabBarNativeCustomization.uikitRecord(state: edited.state, stored: first)
        #expect(next.generation == 1 && next.fingerprint == TabBarNativeCustomization.fingerprint(state: edited.state))
        #expect(TabBarNativeCustomization.uikitIdentifier(configuration: Self.atlas, record: first)
            != TabBarNativeCustomization.uikitIdentifier(configuration: Self.atlas, record: next))
        // The user's edit in the system's sidebar, all taken: same generation (the system shows it), the core's new state.
        var taken = TabBarNativeCustomization()
        taken.tabBarVisibility["browse"] = false
        let afterTaken = taken.uikitRecord(afterEdit: first, configuration: Self.atlas, state: edited.state)
        #expect(afterTaken.generation == 0 && afterTaken.fingerprint == TabBarNativeCustomization.fingerprint(state: edited.state))
        // An edit the core refused (the bar's last tab): the next generation, so the system drops it.
        var refused = TabBarNativeCustomization()
        refused.tabBarVisibility["browse"] = true
        #expect(refused.uikitRecord(afterEdit: first, configuration: Self.atlas, state: edited.state).generation == 1)
    }

    @Test("the identifier names the configuration's tabs: another set of tabs never reads this one's saved edits")
    func identifierPerConfiguration() {
        var other = Self.atlas
        other.tabs.removeLast()
        let record = TabBarNativeCustomization.UIKitRecord(generation: 3, fingerprint: "x")
        #expect(TabBarNativeCustomization.uikitIdentifier(configuration: Self.atlas, record: record)
            != TabBarNativeCustomization.uikitIdentifier(configuration: other, record: record))
        #expect(TabBarNativeCustomization.uikitIdentifier(configuration: Self.atlas, record: record).hasSuffix(".uikit.3"))
    }

    @MainActor
    @Test("the system bar's word for a move is known before the move settles: a rule's screen hides it, popping it shows it, an app's own screen keeps it (unless hosted and flagged)")
    func systemBarBeforeTheMoveSettles() {
        var machine = TabBarMachine.fixture(Issue33NativeThirdReviewTests.hidingRoutes)
        #expect(TabBarNativeBridgePlan.hidesSystemBar(afterShowing: [TabBarRoute("compose")], on: "home", machine: machine))
        #expect(!TabBarNativeBridgePlan.hidesSystemBar(afterShowing: [.pushedByApp("DetailViewController")], on: "home", machine: machine))
        #expect(TabBarNativeBridgePlan.hidesSystemBar(
            afterShowing: [.pushedByApp("DetailViewController")], on: "home", machine: machine, stackFlags: [false, true]))
        _ = machine.handle(.routePushed(TabBarRoute("compose"), on: "home"))
        #expect(machine.visibility == .hidden)
        // The back button, about to show the root again: the bar comes back with the screen, not after it.
        #expect(!TabBarNativeBridgePlan.hidesSystemBar(afterShowing: [], on: "home", machine: machine))
        // The machine itself is not moved by the question.
        #expect(machine.state.stack("home") == [TabBarRoute("compose")])
        #expect(machine.visibility == .hidden)
    }
}

extension NativeTabTreeTests {
    @Test("UIKit selects a tab itself only when the core moved to exactly that tab; a reselect, a denial, a redirect or a heading is the core's to apply")
    func systemSelects() {
        #expect(TabBarNativeBridgePlan.systemSelects(asked: "browse", isAskedObject: true, before: "home", after: "browse"))
        #expect(!TabBarNativeBridgePlan.systemSelects(asked: "home", isAskedObject: true, before: "home", after: "home"), "a reselect: the core's chain, not UIKit's pop")
        #expect(!TabBarNativeBridgePlan.systemSelects(asked: "radio", isAskedObject: true, before: "home", after: "home"), "denied")
        #expect(!TabBarNativeBridgePlan.systemSelects(asked: "radio", isAskedObject: true, before: "home", after: "account"), "redirected")
        #expect(!TabBarNativeBridgePlan.systemSelects(asked: "library", isAskedObject: false, before: "home", after: "library"), "a group heading stands for it")
    }

    @Test("the system sidebar: shown for a sidebar, as the core holds it expanded for a top bar, none for a floating bar; the user's toggle reaches a top bar's core once")
    func sidebarExpansion() {
        #expect(TabBarNativeBridgePlan.hidesSidebar(regularWidth: .sidebar, expanded: false) == false)
        #expect(TabBarNativeBridgePlan.hidesSidebar(regularWidth: .topBar, expanded: false) == true)
        #expect(TabBarNativeBridgePlan.hidesSidebar(regularWidth: .topBar, expanded: true) == false)
        #expect(TabBarNativeBridgePlan.hidesSidebar(regularWidth: .floatingBar, expanded: true) == nil)
        #expect(TabBarNativeBridgePlan.sidebarShown(systemHidden: false, regularWidth: .topBar, expanded: false) == [.sidebarToggled])
        #expect(TabBarNativeBridgePlan.sidebarShown(systemHidden: false, regularWidth: .topBar, expanded: true).isEmpty)
        #expect(TabBarNativeBridgePlan.sidebarShown(systemHidden: true, regularWidth: .topBar, expanded: true) == [.sidebarToggled])
        #expect(TabBarNativeBridgePlan.sidebarShown(systemHidden: false, regularWidth: .sidebar, expanded: false).isEmpty)
        // The core follows: one toggle, and it agrees after.
        var machine = Issue33NativeTests.machine(.regular)
        for event in TabBarNativeBridgePlan.sidebarShown(systemHidden: false, regularWidth: .topBar, expanded: machine.state.isSidebarExpanded) {
            _ = machine.handle(event)
        }
        #expect(machine.state.isSidebarExpanded)
        #expect(TabBarNativeBridgePlan.hidesSidebar(regularWidth: .topBar, expanded: machine.state.isSidebarExpanded) == false)
    }

    @Test("UIKit's hidesBottomBarWhenPushed rule joins the core's word for a tab shown in a host (where UIKit does not apply it): any controller above the root")
    func hostedStacksHideTheBar() {
        #expect(!TabBarNativeBridgePlan.hidesSystemBar(.visible, stackFlags: [true]), "the root's own flag hides nothing")
        #expect(TabBarNativeBridgePlan.hidesSystemBar(.visible, stackFlags: [false, true, false]))
        #expect(TabBarNativeBridgePlan.hidesSystemBar(.hidden, stackFlags: []))
        #expect(!TabBarNativeBridgePlan.hidesSystemBar(.minimized, stackFlags: [false, false]))
    }
}

extension NativeTabTreeTests {
    @Test("a section's tabs are hosted only where a group can appear: a sidebar-adapting controller on a device whose width can be regular")
    func hostsOnlyWhereGroupsAppear() {
        #expect(TabBarNativeBridgePlan.hostsSectionTabs(mode: .tabSidebar, deviceCanBeRegular: true))
        #expect(!TabBarNativeBridgePlan.hostsSectionTabs(mode: .tabSidebar, deviceCanBeRegular: false), "an iPhone: every tab the controller's own")
        #expect(!TabBarNativeBridgePlan.hostsSectionTabs(mode: .tabBar, deviceCanBeRegular: true), "a bar that never becomes a sidebar")
        // The mode comes from the container's regular width.
        let floating = Self.tree(Issue33NativeTests.machine(.regular), sidebar: false)
        #expect(!TabBarNativeBridgePlan.hostsSectionTabs(mode: floating.mode, deviceCanBeRegular: true))
    }
}

extension NativeTabTreeTests {
    @Test("a tab UIKit holds directly keeps UIKit's own hidesBottomBarWhenPushed (the bar left alone while its flags hide it); a hosted tab gets the rule from the bridge")
    func directAndHostedBars() {
        // Directly held: flags hiding → leave it to UIKit; otherwise the core's word.
        #expect(TabBarNativeBridgePlan.systemBarHidden(.visible, stackFlags: [false, true], hosted: false) == nil)
        #expect(TabBarNativeBridgePlan.systemBarHidden(.visible, stackFlags: [false, false], hosted: false) == false)
        #expect(TabBarNativeBridgePlan.systemBarHidden(.hidden, stackFlags: [false], hosted: false) == true)
        // Hosted: the rule and the core together.
        #expect(TabBarNativeBridgePlan.systemBarHidden(.visible, stackFlags: [false, true], hosted: true) == true)
        #expect(TabBarNativeBridgePlan.systemBarHidden(.visible, stackFlags: [true], hosted: true) == false)
    }
}

import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarHost
import TabBarRender
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// Issue 33 through the presenter and the host: what VoiceOver reads in a sidebar and of a selection without a bar
/// item, a tab menu's targets and focus moves, the reselect chain after a scroll to the top, sections localised, and
/// the container's actions for what only the app can do.
@Suite("Issue 33 presenter and host")
@MainActor
struct Issue33PresenterTests {
    static let ipad = (size: TabBarSize(width: 1194, height: 834), safeArea: TabBarInsets(top: 24, bottom: 20))

    /// A presenter over the atlas as an iPad sidebar (the size class reported, so the core is regular too).
    static func sidebar(_ store: TabBarKitStore, clock: ManualClock) -> TabBarPresenter {
        let presenter = makePresenter(store, clock: clock, measurer: TabBarInterTextMeasurer())
        presenter.updateContainer(size: ipad.size, safeArea: ipad.safeArea, displayScale: 2)
        presenter.update(regularWidth: .sidebar)
        presenter.handle(.sizeClasses(horizontal: .regular, vertical: .regular))
        presenter.launch()
        return presenter
    }

    @Test("a sidebar reads its headers, actions and footers among its tabs' rows, top to bottom, with their traits and values")
    func sidebarReading() throws {
        let store = try TabBarKitStore(configuration: TabBarFeatureSamples.atlas)
        let presenter = Self.sidebar(store, clock: ManualClock())
        let frame = presenter.frame()
        #expect(store.machine.horizontalSizeClass == .regular)
        let order = TabBarAccessibilityUpdate.identities(frame)
        #expect(order == [
            .tab("home"), .tab("browse"), .tab("radio"), .tab("search"), .target(.sidebarRow(.header(section: "collection"))),
            .tab("library"), .tab("downloads"), .target(.sidebarRow(.action("newPlaylist", section: "collection"))),
            .target(.sidebarRow(.footer(section: "collection"))), .target(.sidebarRow(.header(section: "more"))),
        ])
        let header = try #require(frame.sidebarTargets.first)
        #expect(header.label == "Collection" && header.traits == ["header", "button"] && header.value == "Expanded")
        #expect(frame.sidebarTargets.last?.value == "Collapsed")
        #expect(frame.sidebarTargets[1].label == "New Playlist" && frame.sidebarTargets[1].traits == ["button"])
        #expect(frame.sidebarTargets[2].label == "Synced with iCloud" && frame.sidebarTargets[2].traits == ["staticText"])
        #expect(frame.containerValue == nil, "the sidebar shows its selected row")
        // Collapsing a section changes the structure: the elements are made again, its tabs gone.
        presenter.handle(.accessibilityActivated(.sidebarRow(.header(section: "collection"))))
        let collapsed = presenter.frame()
        #expect(TabBarAccessibilityUpdate(from: frame, to: collapsed).change == .structure)
        #expect(!TabBarAccessibilityUpdate.identities(collapsed).contains(.tab("library")))
        #expect(collapsed.sidebarTargets.first?.value == "Collapsed")
    }

    @Test("a selection the bar has no item for is the bar's value, and no item is selected")
    func selectionOutsideBar() throws {
        let store = try TabBarKitStore(configuration: TabBarFeatureSamples.atlas)
        let presenter = makePresenter(store, clock: ManualClock(), measurer: TabBarInterTextMeasurer())
        presenter.launch()
        #expect(presenter.frame().containerValue == nil)
        store.send(.selectionRequested("settings"))
        let frame = presenter.frame()
        #expect(frame.containerValue == "Settings, not in the tab bar")
        #expect(frame.layout.indicator == nil && !frame.accessibilityElements.contains { $0.traits.contains("selected") })
    }

    @Test("a held tab's menu: modal, its items and the scrim as targets, VoiceOver moved to the first item and back to the tab on closing")
    func tabMenuAccessibility() throws {
        let clock = ManualClock()
        let store = try TabBarKitStore(configuration: TabBarFeatureSamples.accountMenu)
        let presenter = makePresenter(store, clock: clock, measurer: TabBarInterTextMeasurer())
        presenter.launch()
        let before = presenter.frame()
        let profile = try #require(before.layout.item("profile"))
        presenter.handle(.touchDown(profile.hitFrame.center))
        clock.now += 0.6
        _ = presenter.frame(at: clock.now)   // the clock finds the long press; it is sent after drawing
        presenter.settle()
        #expect(store.state.openMenu == "profile")
        let open = presenter.frame()
        #expect(open.isModal && open.menuTargets.map(\.label) == ["Switch Account", "Sign Out", TabBarAccessibilityTarget.dismissLabel])
        let opening = TabBarAccessibilityUpdate(from: before, to: open)
        #expect(opening.postsLayoutChanged && opening.focus == .target(.actionMenuItem(action: "profile", item: "switch")))
        presenter.handle(.touchUp(profile.hitFrame.center))
        #expect(store.state.openMenu == "profile", "lifting after the hold chooses nothing")
        presenter.handle(.key(TabBarKeyPress(.escape)))
        let closed = presenter.frame()
        #expect(!closed.isModal && TabBarAccessibilityUpdate(from: open, to: closed).focus == .tab("profile"))
    }

    @Test("after the bar scrolled the content to its top, the user's next scroll down is reported, so the next reselect scrolls again")
    func chainAfterScrollToTop() throws {
        let store = try TabBarKitStore(configuration: TabBarFeatureSamples.accountMenu)
        let presenter = makePresenter(store, clock: ManualClock(), measurer: TabBarInterTextMeasurer())
        presenter.launch()
        _ = presenter.frame()
        func scroll(_ offsets: [Double], user: Bool = true) { for offset in offsets { presenter.handle(.contentOffset(offset, tab: "home", userDriven: user)) } }
        scroll([0, 30, 60])
        #expect(store.transition.event == .contentScrolled(.down))
        store.send(.tabTapped("home"))
        #expect(store.transition.effects.contains(.scrollToTop("home")))
        presenter.sync()
        scroll([0], user: false)   // the bar's scroll to the top
        scroll([0, 30, 60])
        #expect(store.transition.event == .contentScrolled(.down), "reported again after the scroll to the top")
        store.send(.tabTapped("home"))
        #expect(store.transition.effects.contains(.scrollToTop("home")) && !store.transition.effects.contains(.refresh("home")))
        presenter.sync()
        store.send(.tabTapped("home"))
        #expect(store.transition.effects.contains(.refresh("home")), "at the top, untouched: the chain's refresh")
    }

    @Test("sections' titles, footers and actions are String Catalog keys, translated with the tabs'")
    func sectionsLocalised() throws {
        let german = ["Collection": "Sammlung", "Synced with iCloud": "Mit iCloud synchronisiert", "New Playlist": "Neue Playlist", "More": "Mehr"]
        let store = try TabBarKitStore(configuration: TabBarFeatureSamples.atlas, translator: TabBarTranslator { german[$0] ?? $0 })
        let sections = store.configuration.sections
        #expect(sections.map(\.title) == ["Sammlung", "Mehr"] && sections[0].footer == "Mit iCloud synchronisiert")
        #expect(sections[0].actions.map(\.title) == ["Neue Playlist"])
        let presenter = Self.sidebar(store, clock: ManualClock())
        #expect(presenter.frame().sidebarTargets.map(\.label) == ["Sammlung", "Neue Playlist", "Mit iCloud synchronisiert", "Mehr"])
    }

    @Test("what only the app can do becomes the container's actions: a tab menu's item, a refresh, a section's action")
    func containerActions() async throws {
        var planner = TabBarContainerPlanner(style: .crossDissolve)
        let machine = TabBarMachine.fixture(TabBarFeatureSamples.atlas)
        #expect(planner.actions(for: [.performMenuItem("radio", item: "clear")], machine: machine) == [.performMenuItem("radio", item: "clear")])
        #expect(planner.actions(for: [.refresh("home")], machine: machine) == [.refresh("home")])
        #expect(planner.actions(for: [.performSidebarAction("newPlaylist", section: "collection")], machine: machine)
            == [.performSidebarAction("newPlaylist", section: "collection")])
        #expect(planner.actions(for: [.sidebarSectionChanged("more", isCollapsed: false), .tabMenuChanged("radio", isOpen: true)], machine: machine)
            == [.setActionMenu("radio", isOpen: true)])
        // A screen's own refresh (SwiftUI's `.onTabBarRefresh`) is the driver's, the last one set, until it goes.
        let store = try TabBarKitStore(configuration: TabBarFeatureSamples.atlas)
        let driver = TabBarContainerDriver(store: store, planner: planner)
        var refreshed: [Int] = []
        driver.setRefreshHandler({ refreshed.append(1) }, screen: 1, in: "home")
        driver.setRefreshHandler({ refreshed.append(2) }, screen: 2, in: "home")
        await driver.refresh("home", otherwise: nil)?.value
        driver.setRefreshHandler(nil, screen: 2, in: "home")
        await driver.refresh("home", otherwise: nil)?.value
        driver.setRefreshHandler(nil, screen: 1, in: "home")
        #expect(refreshed == [2, 1] && driver.refreshHandler(for: "home") == nil)
    }
}

import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarHost
import TabBarRender
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// Issue 32's search tab and top bar through the input layer, the presenter and the container: a touch on the circle
/// or the sidebar button, what VoiceOver reaches, the transition drawn frame by frame, the container's search action,
/// the native style's `.sidebarAdaptable`.
@Suite("Issue 32 search tab and top bar in the host")
@MainActor
struct Issue32AdaptiveHostTests {
    static let ipad = (size: TabBarSize(width: 1194, height: 834), safeArea: TabBarInsets(top: 24, bottom: 20))

    /// A presenter over the atlas (search detached) as an iPad top bar, the size class reported.
    static func topBar(_ store: TabBarKitStore, clock: ManualClock, reduceMotion: Bool = false) -> TabBarPresenter {
        let presenter = makePresenter(store, theme: .floating, clock: clock, measurer: TabBarInterTextMeasurer())
        presenter.updateContainer(size: ipad.size, safeArea: ipad.safeArea, displayScale: 2)
        presenter.update(regularWidth: .topBar)
        presenter.handle(.sizeClasses(horizontal: .regular, vertical: .regular))
        if reduceMotion { presenter.handle(.reduceMotion(true)) }
        presenter.launch()
        return presenter
    }

    @Test("a tap on the sidebar button toggles the sidebar through the input layer; VoiceOver reaches it as a button")
    func toggleByTouch() throws {
        let store = try TabBarKitStore(configuration: TabBarFeatureSamples.atlasTopBar)
        let clock = ManualClock()
        let presenter = Self.topBar(store, clock: clock)
        let frame = presenter.frame()
        let toggle = try #require(frame.layout.sidebarToggle)
        #expect(frame.layout.isAtTop && presenter.contentInsets.top > 0 && presenter.contentInsets.bottom == 0)
        let target = try #require(frame.sidebarTargets.first)
        #expect(target.hit == .sidebarToggle && target.label == TabBarAccessibilityTarget.showSidebarLabel && target.frame == toggle)
        #expect(presenter.takesTouch(at: toggle.center))
        presenter.handle(.touchDown(toggle.center))
        presenter.handle(.touchUp(toggle.center))
        #expect(store.state.isSidebarExpanded)
        presenter.handle(.accessibilityActivated(.sidebarToggle))
        #expect(!store.state.isSidebarExpanded, "activating the button collapses the sidebar again")
    }

    @Test("the transition is drawn from the core's layouts while the clock plays it, then the sidebar at rest; Reduce Motion switches at once")
    func transitionDrawn() throws {
        let store = try TabBarKitStore(configuration: TabBarFeatureSamples.atlasTopBar)
        let clock = ManualClock()
        let presenter = Self.topBar(store, clock: clock)
        let bar = presenter.frame().layout.barFrame
        store.send(.sidebarToggled)
        _ = presenter.frame()  // the change is merged, its track starts now
        clock.now += 0.05
        let moving = presenter.frame()
        #expect(moving.layout.presentation == .sidebar, "touches and VoiceOver go to where it is going")
        presenter.settle()
        let progress = try #require(presenter.player.sample(at: clock.now).sidebarExpansion)
        #expect(progress > 0 && progress < 1, "on its way, not a snap")
        #expect(presenter.frameInterval != nil, "the clock asks for frames while it moves")
        // The drawn background lies between the capsule and the sidebar: its frame is neither.
        let sidebarFrame = moving.layout.barFrame
        let painted = moving.list.items.count
        #expect(painted > 0)
        clock.now += 2
        let rest = presenter.frame()
        #expect(rest.layout.barFrame == sidebarFrame && sidebarFrame != bar)
        #expect(rest.listGeneration != moving.listGeneration, "at rest the sidebar's own list is drawn")
        // Reduce Motion: no track, so no frames are asked for.
        let calm = try TabBarKitStore(configuration: TabBarFeatureSamples.atlasTopBar)
        let still = Self.topBar(calm, clock: clock, reduceMotion: true)
        _ = still.frame()
        calm.send(.sidebarToggled)
        _ = still.frame()
        still.settle()
        #expect(still.player.sample(at: clock.now).sidebarExpansion == nil)
        #expect(still.frame().layout.presentation == .sidebar)
    }

    @Test("a tap on the detached search circle selects the search tab and the container activates the app's field; dismissing returns")
    func searchByTouch() throws {
        let store = try TabBarKitStore(configuration: TabBarFeatureSamples.searchTab)
        let clock = ManualClock()
        let presenter = makePresenter(store, theme: .floating, clock: clock, measurer: TabBarInterTextMeasurer())
        presenter.launch()
        let circle = try #require(presenter.frame().layout.detachedSearch)
        presenter.handle(.touchDown(circle.frame.center))
        presenter.handle(.touchUp(circle.frame.center))
        #expect(store.state.selected == "search" && store.state.searchReturn == "home")
        var planner = TabBarContainerPlanner(style: .crossDissolve)
        #expect(planner.actions(for: [.searchChanged("search", isActive: true)], machine: store.machine) == [.setSearchActive("search", isActive: true)])
        #expect(planner.actions(for: [.sidebarExpansionChanged(isExpanded: true)], machine: store.machine).isEmpty)
        #expect(TabBarHostAction(.searchChanged("search", isActive: true)).needsApp)
        store.send(.searchDismissed)
        #expect(store.state.selected == "home")
    }

    @Test("the native style adapts to the sidebar for a top bar as for a sidebar (SwiftUI's .sidebarAdaptable)")
    func native() {
        let appearance = TabBarAppearance(.light)
        #expect(NativeTabBarStyle(theme: .system, appearance: appearance, regularWidth: .topBar).adaptsToSidebar)
        #expect(NativeTabBarStyle(theme: .system, appearance: appearance, regularWidth: .sidebar).adaptsToSidebar)
        #expect(!NativeTabBarStyle(theme: .system, appearance: appearance, regularWidth: .floatingBar).adaptsToSidebar)
    }
}

import Foundation
import Observation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost
import TabBarRender
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// The device review of issue 32's search tab and iPad top bar: the search field the user opens by hand, the top bar
/// and the keyboard, the content's insets during the sidebar's expansion, the minimised capsule with search selected,
/// and what VoiceOver reads of the sidebar button.
@Suite("Issue 32 device review: search tab and top bar")
@MainActor
struct Issue32ReviewFixTests {
    /// The search sample with `searchActivation` as given.
    static func searchStore(_ activation: TabBarSearchActivation) throws -> TabBarKitStore {
        var configuration = TabBarFeatureSamples.searchTab
        configuration.behavior.searchActivation = activation
        return try TabBarKitStore(configuration: configuration, translator: .identity)
    }

    @Test("a field the user opens by hand stays open (no selection activated it) and closes without moving the selection")
    func fieldOpenedByHand() throws {
        let store = try Self.searchStore(.none)
        store.send(.selectionRequested("search"))
        #expect(store.state.selected == "search" && !store.isSearchActive)
        #expect(store.searchFieldChanged(isActive: true).isEmpty, "opening the field sends nothing")
        #expect(store.isSearchActive, "the field the user tapped is not closed again")
        #expect(store.searchFieldChanged(isActive: false).isEmpty)
        #expect(!store.isSearchActive && store.state.selected == "search", "a cancel with nothing to return to stays put")
        // Launched (or restored) on the search tab with activation by selection: no return target, the field still opens.
        var configuration = TabBarFeatureSamples.searchTab
        configuration.selected = "search"
        let launched = try TabBarKitStore(configuration: configuration, translator: .identity)
        #expect(launched.state.searchReturn == nil)
        launched.searchFieldChanged(isActive: true)
        #expect(launched.isSearchActive)
        launched.send(.selectionRequested("home"))
        #expect(launched.isSearchActive, "a field opened by hand stays open while the user visits another tab")
    }

    @Test("a cancel after a selection activated the field returns to the tab before")
    func cancelReturns() throws {
        let store = try Self.searchStore(.selection)
        store.send(.selectionRequested("inbox"))
        store.send(.selectionRequested("search"))
        #expect(store.isSearchActive && store.state.searchReturn == "inbox")
        #expect(store.searchFieldChanged(isActive: true).isEmpty, "a field already in step sends nothing")
        let effects = store.searchFieldChanged(isActive: false)
        #expect(effects.contains(.searchChanged("search", isActive: false)))
        #expect(store.state.selected == "inbox" && !store.isSearchActive)
    }

    @Test("reading isSearchActive observes both the selection's activation and the field opened by hand")
    func observed() throws {
        let store = try Self.searchStore(.selection)
        let changes = Counter()
        withObservationTracking { _ = store.isSearchActive } onChange: { changes.add() }
        store.send(.selectionRequested("search"))
        #expect(changes.value == 1, "a second selection of the search tab re-runs the body that reads it")
        let byHand = try Self.searchStore(.none)
        byHand.send(.selectionRequested("search"))
        let opened = Counter()
        withObservationTracking { _ = byHand.isSearchActive } onChange: { opened.add() }
        byHand.searchFieldChanged(isActive: true)
        #expect(opened.value == 1)
    }

    @Test("the keyboard never hides a top bar, and a hidden top bar leaves upwards; a bottom bar still goes down")
    func topBarAndKeyboard() throws {
        let store = try TabBarKitStore(configuration: TabBarFeatureSamples.atlasTopBar)
        let presenter = Issue32AdaptiveHostTests.topBar(store, clock: ManualClock())
        let inset = presenter.contentInsets.top
        #expect(inset > 0)
        store.send(.keyboardChanged(isShown: true))
        presenter.handle(.keyboardFrame(TabBarRect(x: 0, y: 500, width: 1194, height: 334)))
        let frame = presenter.frame()
        #expect(!frame.isHidden && !frame.layout.isHidden && !frame.accessibilityElements.isEmpty)
        #expect(presenter.contentInsets.top == inset, "the navigation bar does not jump")
        presenter.settle()
        #expect(store.visibility == .visible && store.machine.isBarOffBottomEdge, "the machine knows the bar is at the top")
        let top = frame.layout
        #expect(TabBarPresenter.outOfView(top) < -top.bounds.maxY, "up past the top edge")
        let bottom = try TabBarKitStore(configuration: TabBarFeatureSamples.searchTab)
        let bar = makePresenter(bottom, theme: .floating, clock: ManualClock(), measurer: TabBarInterTextMeasurer())
        let layout = bar.frame().layout
        #expect(TabBarPresenter.outOfView(layout) > layout.environment.containerSize.height - layout.bounds.minY)
    }

    @Test("the content's insets slide with the sidebar's expansion, and the container is asked to apply them until it ends")
    func insetsSlide() throws {
        let store = try TabBarKitStore(configuration: TabBarFeatureSamples.atlasTopBar)
        let clock = ManualClock()
        let presenter = Issue32AdaptiveHostTests.topBar(store, clock: clock)
        _ = presenter.frame()
        let bar = presenter.contentInsets
        #expect(!presenter.contentInsetsMove(at: clock.now))
        store.send(.sidebarToggled)
        _ = presenter.frame()
        clock.now += 0.05
        _ = presenter.frame()
        presenter.settle()
        let moving = presenter.contentInsets
        #expect(presenter.contentInsetsMove(at: clock.now))
        clock.now += 2
        _ = presenter.frame()
        let sidebar = presenter.contentInsets
        #expect(bar.left == 0 && sidebar.left > 0)
        #expect(moving.left > bar.left && moving.left < sidebar.left, "between the bar's and the sidebar's, not a snap")
        #expect(presenter.contentInsetsMove(at: clock.now), "once more when it ends: the insets at rest")
        #expect(!presenter.contentInsetsMove(at: clock.now))
    }

    @Test("a minimised bar with the detached search tab selected shows the search icon in its capsule, and a tap restores the bar")
    func minimizedSearch() throws {
        var configuration = TabBarFeatureSamples.searchTab
        configuration.behavior.minimize = .onScrollDown
        let store = try TabBarKitStore(configuration: configuration)
        let presenter = makePresenter(store, theme: .floating, clock: ManualClock(), measurer: TabBarInterTextMeasurer())
        presenter.launch()
        store.send(.selectionRequested("search"))
        store.send(.contentScrolled(.down))
        let layout = presenter.frame().layout
        #expect(layout.isMinimized && layout.detachedSearch == nil)
        let capsule = try #require(layout.items.first)
        #expect(layout.items.count == 1 && capsule.id == "search" && capsule.role == .search && capsule.isSelected)
        presenter.handle(.touchDown(capsule.hitFrame.center))
        presenter.handle(.touchUp(capsule.hitFrame.center))
        #expect(store.visibility == .visible && store.state.selected == "search")
    }

    @Test("VoiceOver reads the top bar's sidebar button first, in the store's language")
    func sidebarButtonReadFirst() throws {
        let french = TabBarTranslator { key in
            [TabBarAccessibilityTarget.showSidebarLabel: "Afficher la barre latérale", TabBarAccessibilityTarget.hideSidebarLabel: "Masquer la barre latérale"][key] ?? key
        }
        let store = try TabBarKitStore(configuration: TabBarFeatureSamples.atlasTopBar, translator: french)
        let clock = ManualClock()
        let presenter = Issue32AdaptiveHostTests.topBar(store, clock: clock, reduceMotion: true)
        let frame = presenter.frame()
        #expect(TabBarAccessibilityUpdate.identities(frame).first == .target(.sidebarToggle))
        #expect(frame.sidebarTargets.first?.label == "Afficher la barre latérale")
        store.send(.sidebarToggled)
        _ = presenter.frame()
        let expanded = presenter.frame()
        #expect(TabBarAccessibilityUpdate.identities(expanded).first == .target(.sidebarToggle))
        #expect(expanded.sidebarTargets.first?.label == "Masquer la barre latérale")
    }
}

/// A count an observation's `onChange` (a `@Sendable` closure) adds to.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}

import Foundation
import Observation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// The re-review of issue 32's device-review fixes: the content's insets during the sidebar's expansion whichever view
/// draws the bar, the keyboard and the top bar in the machine, search's own observed state, the accessory's placement
/// kept while it is not drawn, and the accessory controller's balanced appearance calls.
@Suite("Issue 32 re-review: insets, top bar, search, accessory")
@MainActor
struct Issue32ReReviewTests {
    // MARK: 1. Insets follow the sidebar's expansion from the presenter

    /// The insets a presenter reports, in order.
    final class Reported {
        var insets: [TabBarInsets] = []
    }

    /// A launched iPad top bar whose reported insets are collected.
    static func topBarReporting() throws -> (TabBarKitStore, ManualClock, TabBarPresenter, Reported) {
        let store = try TabBarKitStore(configuration: TabBarFeatureSamples.atlasTopBar)
        let clock = ManualClock()
        let presenter = Issue32AdaptiveHostTests.topBar(store, clock: clock)
        let reported = Reported()
        presenter.onContentInsetsChange = { reported.insets.append($0) }
        return (store, clock, presenter, reported)
    }

    @Test("the presenter reports the content's insets on every frame of the sidebar's expansion and once at rest, whoever draws")
    func insetsEveryFrame() throws {
        let (store, clock, presenter, reported) = try Self.topBarReporting()
        _ = presenter.frame()
        presenter.settle()
        #expect(reported.insets.isEmpty, "nothing moves at rest")
        let folded = presenter.contentInsets
        store.send(.sidebarToggled)
        var frames = 0
        // What SwiftUI's TimelineView does: a frame per display refresh, what it found settled on the next turn.
        for _ in 0..<180 {
            _ = presenter.frame()
            presenter.settle()
            frames += 1
            clock.now += 1.0 / 60
        }
        let expanded = presenter.contentInsets
        #expect(folded.left == 0 && expanded.left > 0)
        #expect(reported.insets.count > 10 && reported.insets.count < frames, "one per frame of the track, then none: \(reported.insets.count)")
        let moving = reported.insets.dropLast()
        #expect(zip(moving, moving.dropFirst()).allSatisfy { $0.left <= $1.left }, "the leading inset grows with the sidebar")
        #expect(moving.contains { $0.left > folded.left && $0.left < expanded.left }, "in between, not a snap")
        #expect(reported.insets.last == expanded, "it ends at the resting layout's insets")
        let restingLayout = try #require(presenter.layout)
        #expect(reported.insets.last == restingLayout.additionalSafeArea(visibility: .visible, keyboard: nil))
        // Folding back reports as well, ending at the bar's insets.
        reported.insets = []
        store.send(.sidebarToggled)
        for _ in 0..<180 {
            _ = presenter.frame()
            presenter.settle()
            clock.now += 1.0 / 60
        }
        #expect(reported.insets.count > 10 && reported.insets.last == folded)
    }

    @Test("frames drawn before the container settles report only the latest insets")
    func insetsCoalesce() throws {
        let (store, clock, presenter, reported) = try Self.topBarReporting()
        store.send(.sidebarToggled)
        _ = presenter.frame()
        clock.now += 0.05
        _ = presenter.frame()
        let latest = presenter.contentInsets
        presenter.settle()
        #expect(reported.insets == [latest])
    }

    // MARK: 2. The machine knows a top bar

    @Test("the keyboard does not hide a top bar in the machine, so no container turns its touches off; a bottom bar still hides")
    func keyboardTopBar() throws {
        let store = try TabBarKitStore(configuration: TabBarFeatureSamples.atlasTopBar)
        let presenter = Issue32AdaptiveHostTests.topBar(store, clock: ManualClock())
        presenter.settle()
        #expect(store.machine.isBarOffBottomEdge)
        let effects = store.send(.keyboardChanged(isShown: true))
        #expect(!effects.contains(.visibilityChanged(.hidden)), "\(effects)")
        var planner = TabBarContainerPlanner()
        let actions = planner.actions(for: effects, machine: store.machine)
        #expect(!actions.contains { if case .setBarVisibility = $0 { true } else { false } }, "\(actions)")
        #expect(store.visibility == .visible)
        // The same store on a phone: the bar is at the bottom, the keyboard hides it.
        let bottom = try TabBarKitStore(configuration: TabBarFeatureSamples.atlasTopBar)
        let phoneBar = makePresenter(bottom, clock: ManualClock())
        phoneBar.update(regularWidth: .topBar)
        phoneBar.launch()
        phoneBar.settle()
        #expect(!bottom.machine.isBarOffBottomEdge)
        #expect(bottom.send(.keyboardChanged(isShown: true)).contains(.visibilityChanged(.hidden)))
    }

    @Test("switching size class with the keyboard up: compact hides the bar at the bottom, regular brings the top bar back")
    func sizeClassWithKeyboard() throws {
        let store = try TabBarKitStore(configuration: TabBarFeatureSamples.atlasTopBar)
        let presenter = Issue32AdaptiveHostTests.topBar(store, clock: ManualClock())
        presenter.settle()
        store.send(.keyboardChanged(isShown: true))
        #expect(store.visibility == .visible)
        presenter.handle(.sizeClasses(horizontal: .compact, vertical: .regular))
        #expect(presenter.frame().isHidden, "drawn hidden at once")
        presenter.settle()
        #expect(store.visibility == .hidden && store.transition.effects.contains(.visibilityChanged(.hidden)))
        presenter.handle(.sizeClasses(horizontal: .regular, vertical: .regular))
        presenter.settle()
        #expect(store.visibility == .visible && store.transition.effects.contains(.visibilityChanged(.visible)))
        #expect(!presenter.frame().isHidden)
    }

    // MARK: 5. Search has its own observed state and survives a tab switch

    /// Counts the changes seen by a body that reads only search activity (what `store.searchPresented` reads).
    static func searchObservations(of store: TabBarKitStore) -> Counter {
        let changes = Counter()
        withObservationTracking { _ = store.isSearchActive } onChange: { changes.add() }
        return changes
    }

    @Test("a view reading search activity is not invalidated by unrelated changes of the store")
    func searchObservedAlone() throws {
        let store = try Issue32ReviewFixTests.searchStore(.selection)
        let changes = Self.searchObservations(of: store)
        store.send(.selectionRequested("inbox"))
        store.send(.badgesChanged([TabBarBadgeUpdate(tab: "inbox", badge: .count(9))]))
        #expect(changes.value == 0, "a selection and a badge leave search as it was")
        store.send(.selectionRequested("search"))
        #expect(changes.value == 1)
    }

    @Test("a field opened by hand stays open across a visit to another tab, and closes only by itself or when search is deactivated")
    func fieldSurvivesTabSwitch() throws {
        let store = try Issue32ReviewFixTests.searchStore(.none)
        store.send(.selectionRequested("search"))
        store.searchFieldChanged(isActive: true)
        store.send(.selectionRequested("home"))
        #expect(store.isSearchActive)
        store.send(.selectionRequested("search"))
        #expect(store.isSearchActive, "back on the search tab, the field is still open")
        store.searchFieldChanged(isActive: false)
        #expect(!store.isSearchActive && store.state.selected == "search")
        // Activated by a selection: leaving deactivates it (the machine says so), as before.
        let selecting = try Issue32ReviewFixTests.searchStore(.selection)
        selecting.send(.selectionRequested("search"))
        #expect(selecting.isSearchActive)
        selecting.send(.selectionRequested("home"))
        #expect(!selecting.isSearchActive)
    }

    // MARK: 6. The accessory's placement is kept while it is not drawn

    @Test("the placement stays while the bar is hidden or a menu is open, and is nil only without an accessory")
    func placementKept() {
        var report = TabBarAccessoryPlacementReport()
        #expect(report.placement == nil)
        var changed = report.update(drawn: .expanded, laidOut: .expanded, isPresent: true)
        #expect(changed && report.placement == .expanded)
        changed = report.update(drawn: nil, laidOut: .expanded, isPresent: true)
        #expect(!changed && report.placement == .expanded, "hidden bar: nothing to tell")
        changed = report.update(drawn: .inline, laidOut: .inline, isPresent: true)
        #expect(changed && report.placement == .inline)
        changed = report.update(drawn: nil, laidOut: .inline, isPresent: true)
        #expect(!changed && report.placement == .inline, "menu open")
        changed = report.update(drawn: nil, laidOut: nil, isPresent: false)
        #expect(changed && report.placement == nil, "removed")
        // Added while the bar is hidden: the layout's placement until it is drawn.
        changed = report.update(drawn: nil, laidOut: .expanded, isPresent: true)
        #expect(changed && report.placement == .expanded)
    }

    @Test("with the presenter: hiding the bar draws no accessory, yet the placement reported stays")
    func placementKeptWithPresenter() throws {
        let clock = ManualClock()
        let (store, presenter) = try AccessoryPresenterTests.launched(clock)
        presenter.update(bottomAccessory: TabBarBottomAccessory())
        var report = TabBarAccessoryPlacementReport()
        var told: [TabBarAccessoryPlacement?] = []
        presenter.onAccessoryChange = { layout in
            let laidOut = presenter.layout?.accessory?.placement
            if report.update(drawn: layout?.placement, laidOut: laidOut, isPresent: true) { told.append(report.placement) }
        }
        _ = presenter.frame(at: clock.now)
        store.send(.barHiddenChanged(true))
        presenter.sync()
        for tick in 0...60 { _ = presenter.frame(at: clock.now + Double(tick) / 60) }
        #expect(presenter.reportedAccessory == nil, "not drawn")
        #expect(told == [.expanded] && report.placement == .expanded, "\(told)")
    }

    // MARK: 7. The accessory controller's appearance calls are balanced

    @Test("every interleaving of the container's appearance and the accessory's coming and going forwards balanced pairs")
    func appearanceBalanced() {
        enum Step: CaseIterable { case willAppear, didAppear, willDisappear, didDisappear, attach, detach }
        let steps = Step.allCases
        var sequences: [[Step]] = [[]]
        for _ in 0..<6 { sequences = sequences.flatMap { prefix in steps.map { prefix + [$0] } } }
        #expect(sequences.count == 46_656)
        for sequence in sequences {
            var forwarding = TabBarChildAppearance()
            // A child as UIKit keeps it: a begun transition must end before another begins.
            var open: Bool?
            var phase = TabBarChildAppearance.Phase.disappeared
            for step in sequence {
                let calls: [TabBarChildAppearance.Call]
                switch step {
                case .willAppear: calls = forwarding.container(.appearing)
                case .didAppear: calls = forwarding.container(.appeared)
                case .willDisappear: calls = forwarding.container(.disappearing)
                case .didDisappear: calls = forwarding.container(.disappeared)
                case .attach: calls = forwarding.attached(true)
                case .detach: calls = forwarding.attached(false)
                }
                for call in calls {
                    switch call {
                    case .begin(let appearing):
                        guard open == nil else {
                            Issue.record("\(sequence): a begin before the last one ended")
                            return
                        }
                        guard appearing != (phase == .appeared) else {
                            Issue.record("\(sequence): begins \(appearing ? "appearing" : "disappearing") while \(phase)")
                            return
                        }
                        open = appearing
                        phase = appearing ? .appearing : .disappearing
                    case .end:
                        guard let appearing = open else {
                            Issue.record("\(sequence): an end without a begin")
                            return
                        }
                        open = nil
                        phase = appearing ? .appeared : .disappeared
                    }
                }
                #expect(phase == forwarding.childPhase)
                // Settled container: the child is where the container is while attached, off screen otherwise.
                if forwarding.containerPhase == .appeared || forwarding.containerPhase == .disappeared {
                    let expected = forwarding.isAttached ? forwarding.containerPhase : .disappeared
                    if phase != expected {
                        Issue.record("\(sequence): after \(step) the child is \(phase), not \(expected)")
                        return
                    }
                }
                if !forwarding.isAttached && phase != .disappeared {
                    Issue.record("\(sequence): a removed child is \(phase)")
                    return
                }
            }
        }
    }

    @Test("the usual orders: added mid-appearance ends with the container; removed mid-appearance ends, then disappears")
    func appearanceOrders() {
        var forwarding = TabBarChildAppearance()
        do {
            let calls = forwarding.container(.appearing)
            #expect(calls.isEmpty)
        }
        do {
            let calls = forwarding.attached(true)
            #expect(calls == [.begin(appearing: true)])
        }
        do {
            let calls = forwarding.container(.appeared)
            #expect(calls == [.end])
        }
        do {
            let calls = forwarding.attached(false)
            #expect(calls == [.begin(appearing: false), .end])
        }
        do {
            let calls = forwarding.attached(true)
            #expect(calls == [.begin(appearing: true), .end], "added on screen: appears at once")
        }
        do {
            let calls = forwarding.container(.disappearing)
            #expect(calls == [.begin(appearing: false)])
        }
        do {
            let calls = forwarding.container(.disappeared)
            #expect(calls == [.end])
        }
        var midway = TabBarChildAppearance()
        _ = midway.attached(true)
        do {
            let calls = midway.container(.appearing)
            #expect(calls == [.begin(appearing: true)])
        }
        do {
            let calls = midway.attached(false)
            #expect(calls == [.end, .begin(appearing: false), .end])
        }
        do {
            let calls = midway.container(.appeared)
            #expect(calls.isEmpty, "a removed child does not appear with the container")
        }
        // Added while the container disappears: it was never on screen and stays off.
        var leaving = TabBarChildAppearance()
        _ = leaving.container(.appeared)
        _ = leaving.container(.disappearing)
        do {
            let calls = leaving.attached(true)
            #expect(calls.isEmpty)
        }
        do {
            let calls = leaving.container(.disappeared)
            #expect(calls.isEmpty)
        }
    }
}


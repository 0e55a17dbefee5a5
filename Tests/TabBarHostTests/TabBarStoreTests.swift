import Foundation
import Observation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost

@Suite("G1 Observable store")
@MainActor
struct TabBarStoreTests {
    @Test("changing the selection notifies an observer of the state")
    func observationFires() throws {
        let store = try makeStore()
        let fired = Flag()
        withObservationTracking { _ = store.state.selected } onChange: { fired.set() }
        #expect(!fired.value)
        store.send(.tabTapped("activity"))
        #expect(fired.value)
        #expect(store.state.selected == "activity")
    }

    @Test("each change notifies an observer of the transition once more")
    func transitionObserved() throws {
        let store = try makeStore()
        let fired = Flag()
        withObservationTracking { _ = store.transition.sequence } onChange: { fired.set() }
        store.send(.keyboardChanged(isShown: true))
        #expect(fired.value)
        #expect(store.transition.sequence == 1)
        #expect(store.transition.event == .keyboardChanged(isShown: true))
        #expect(store.transition.after.visibilityReasons.keyboardShown)
        #expect(!store.transition.before.visibilityReasons.keyboardShown)
    }

    @Test("an observer that reads nothing of the store is not notified")
    func unrelatedObservationQuiet() throws {
        let store = try makeStore()
        let other = try makeStore()
        let fired = Flag()
        withObservationTracking { _ = other.state.selected } onChange: { fired.set() }
        store.send(.tabTapped("activity"))
        #expect(!fired.value)
    }

    @Test("the performer receives every effect, in the machine's order")
    func effectsInOrder() throws {
        let log = EffectLog()
        let store = try makeStore(log)
        store.launch()
        let launch = log.effects
        var reference = try TabBarMachine(configuration: store.configuration)
        #expect(launch == reference.launchEffects)
        let returned = store.send(.tabTapped("activity"))
        let expected = reference.handle(.tabTapped("activity"))
        #expect(returned == expected)
        #expect(Array(log.effects.dropFirst(launch.count)) == expected)
        #expect(expected.count > 2, "a tap causes several effects: \(expected)")
    }

    @Test("launch effects are performed once")
    func launchOnce() throws {
        let log = EffectLog()
        let store = try makeStore(log)
        store.launch()
        let count = log.effects.count
        store.launch()
        #expect(count > 0)
        #expect(log.effects.count == count)
    }

    @Test("the action's menu choice reaches the performer as a present-action effect")
    func actionReachesApp() throws {
        let log = EffectLog()
        let store = try makeStore(log)
        store.send(.actionMenuOpened("create"))
        #expect(store.state.openMenu == "create")
        store.send(.actionMenuItemChosen("story"))
        #expect(log.effects.contains(.presentAction("create", item: "story")))
        #expect(store.state.openMenu == nil)
    }

    @Test("typed selection: select(.activity) selects the enum case's tab")
    func typedSelection() throws {
        let store = try makeStore()
        #expect(store.selection(as: AppTab.self) == .home)
        store.select(AppTab.activity)
        #expect(store.selection(as: AppTab.self) == .activity)
        #expect(store.isSelected(AppTab.activity))
        #expect(!store.isSelected(AppTab.home))
    }

    @Test("typed selection of the action tab does not select it")
    func typedSelectionOfAction() throws {
        let log = EffectLog()
        let store = try makeStore(log)
        store.select(AppTab.create)
        #expect(store.selection(as: AppTab.self) == .home)
        #expect(log.effects.contains { if case .diagnostic = $0 { true } else { false } })
    }

    @Test("typed routes: pushing and reading a path round-trips through stored routes")
    func typedRoutes() throws {
        let store = try makeStore()
        store.push(PostRoute.post(42), on: "home")
        store.push(PostRoute.author("ana"), on: "home")
        #expect(store.path(of: "home", as: PostRoute.self) == [.post(42), .author("ana")])
        #expect(store.state.stack("home") == [TabBarRoute("post/42"), TabBarRoute("author/ana")])
    }

    @Test("a NavigationStack path set shorter pops; set longer pushes; set to another path pops to root first")
    func settingPaths() throws {
        let store = try makeStore()
        store.setPath([PostRoute.post(1), .post(2), .post(3)], of: "home")
        #expect(store.path(of: "home", as: PostRoute.self) == [.post(1), .post(2), .post(3)])
        store.setPath([PostRoute.post(1)], of: "home")
        #expect(store.path(of: "home", as: PostRoute.self) == [.post(1)])
        store.setPath([PostRoute.author("b")], of: "home")
        #expect(store.path(of: "home", as: PostRoute.self) == [.author("b")])
        #expect(TabBarStackChange.events(from: [TabBarRoute("a"), TabBarRoute("b")], to: [TabBarRoute("a"), TabBarRoute("c")], on: "home")
            == [.routePopped("home"), .routePushed(TabBarRoute("c"), on: "home")])
        #expect(TabBarStackChange.events(from: [TabBarRoute("a")], to: [TabBarRoute("a")], on: "home").isEmpty)
    }

    @Test("reselecting a tab with a stack pops to root: the stack empties and the effect reaches the app")
    func reselectPops() throws {
        let log = EffectLog()
        let store = try makeStore(log)
        store.push(PostRoute.post(7), on: "home")
        store.send(.tabTapped("home"))
        #expect(store.state.stack("home").isEmpty)
        #expect(log.effects.contains(.popToRoot("home")))
    }

    @Test("deep links move the stack the NavigationStack is bound to")
    func deepLink() throws {
        let store = try makeStore()
        store.select(AppTab.profile)
        store.send(.deepLinkOpened("app://home/post/9"))
        #expect(store.selection(as: AppTab.self) == .home)
        #expect(store.path(of: "home", as: PostRoute.self) == [.post(9)])
    }

    @Test("a snapshot restores selection and stacks into a new store")
    func snapshotRestores() throws {
        let store = try makeStore()
        store.select(AppTab.activity)
        store.push(PostRoute.post(3), on: "activity")
        let saved = store.snapshotJSON()
        let restored = try makeStore()
        restored.restore(json: saved)
        #expect(restored.state.selected == "activity")
        #expect(restored.path(of: "activity", as: PostRoute.self) == [.post(3)])
    }

    @Test("unreadable snapshot data keeps the state and reports a diagnostic")
    func badSnapshot() throws {
        let store = try makeStore()
        let effects = store.restore(json: "{\"selected\": ")
        #expect(store.state.selected == "home")
        #expect(effects.contains { if case .diagnostic(let d) = $0 { d.code == "restoreUnreadable" } else { false } })
    }

    @Test("a bad configuration throws, naming the problem")
    func badConfiguration() {
        #expect(throws: TabBarConfigurationError.self) {
            try TabBarKitStore(configuration: TabBarConfiguration(tabs: [TabBarKitItem(id: "a", title: "A"), TabBarKitItem(id: "a", title: "B")]))
        }
    }
}

/// A flag an observation callback sets (it may run on any thread).
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false
    func set() { lock.withLock { raised = true } }
    var value: Bool { lock.withLock { raised } }
}

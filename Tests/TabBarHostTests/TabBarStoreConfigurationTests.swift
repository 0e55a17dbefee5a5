import Foundation
import Observation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost

@Suite("G1 Store: preload and a new configuration at run time")
@MainActor
struct TabBarStoreConfigurationTests {
    @Test("preload hands the app a mount effect and leaves the selection alone")
    func preload() throws {
        let log = EffectLog()
        let store = try makeStore(log)
        let effects = store.preload(AppTab.activity)
        #expect(effects == [.mount("activity")])
        #expect(log.effects == [.mount("activity")])
        #expect(store.selection(as: AppTab.self) == .home && store.state.lifecycle.isLive("activity"))
        #expect(store.transition.event == .preloadRequested("activity"))
    }

    @Test("a new configuration keeps stacks, badges and live tabs, and the app sees its effects and titles")
    func applyKeepsState() throws {
        let log = EffectLog()
        let store = try makeStore(log)
        store.select(AppTab.activity)
        store.push(PostRoute.post(5), on: "activity")
        store.send(.badgeSet(.count(2), on: "activity"))
        let fired = Flag()
        withObservationTracking { _ = store.configuration.tabs } onChange: { fired.set() }
        log.effects = []

        var signedIn = store.configuration.localized { $0 == "Activity" ? "Activité" : $0 }
        signedIn.tabs.insert(TabBarKitItem(id: "library", title: "Library", icon: "books.vertical", badge: .dot), at: 2)
        let effects = try store.apply(configuration: signedIn)

        #expect(fired.value)
        #expect(store.configuration.tab("activity")?.title == "Activité")
        #expect(store.state.selected == "activity")
        #expect(store.path(of: "activity", as: PostRoute.self) == [.post(5)])
        #expect(store.state.badge("activity") == .count(2) && store.state.badge("library") == .dot)
        #expect(store.state.order == ["home", "search", "library", "create", "activity", "profile"])
        #expect(log.effects == effects)
        #expect(store.transition.event == nil && store.transition.after == store.state)
    }

    @Test("when the selected tab goes away the app is told which tab shows instead")
    func applySelectionGone() throws {
        let log = EffectLog()
        let store = try makeStore(log)
        store.select(AppTab.search)
        store.select(AppTab.profile)
        var signedOut = store.configuration
        signedOut.tabs.removeAll { $0.id == "profile" }
        try store.apply(configuration: signedOut)
        #expect(store.selection(as: AppTab.self) == .search)
        #expect(log.effects.contains(.selectionChanged(from: "profile", to: "search", source: .configuration)))
        #expect(log.effects.contains(.unmount("profile")))
    }

    @Test("an invalid configuration throws and changes nothing, not even the transition")
    func applyInvalid() throws {
        let store = try makeStore()
        store.select(AppTab.activity)
        let sequence = store.transition.sequence
        var invalid = store.configuration
        invalid.selected = "create"
        #expect(throws: TabBarConfigurationError.self) { try store.apply(configuration: invalid) }
        #expect(store.state.selected == "activity" && store.transition.sequence == sequence)
        #expect(store.configuration.selected == "home")
    }
}

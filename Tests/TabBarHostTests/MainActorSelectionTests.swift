import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost

/// The app's own main-actor state, as a SwiftUI paywall keeps it (not `Sendable`).
@MainActor
final class Account {
    var isSubscribed = false
}

/// Issue 19, item 6: the host-facing selection hook is main-actor isolated, so a paywall reads the app's
/// main-actor state directly (no `@Sendable` closure, no `MainActor.assumeIsolated` in app code).
@Suite("A2 A paywall on the main actor")
@MainActor
struct MainActorSelectionTests {
    @Test("a hook reading main-actor state redirects to a paywall, then allows once subscribed")
    func paywall() throws {
        let store = try makeStore()
        let account = Account()
        store.shouldSelect = { request in
            request.to == "profile" && !account.isSubscribed ? .redirect(to: "activity") : .allow
        }
        store.select(AppTab.profile)
        #expect(store.state.selected == "activity")
        account.isSubscribed = true
        store.select(AppTab.profile)
        #expect(store.state.selected == "profile")
    }

    @Test("a denial is reported with its reason and changes nothing; removing the hook allows again")
    func deny() throws {
        let log = EffectLog()
        let store = try makeStore(log)
        store.shouldSelect = { request in request.source == .tap && request.to == "search" ? .deny(reason: "signed out") : .allow }
        store.send(.tabTapped("search"))
        #expect(store.state.selected == "home")
        #expect(log.effects.contains(.selectionDenied("search", reason: "signed out")))
        store.shouldSelect = nil
        store.send(.tabTapped("search"))
        #expect(store.state.selected == "search")
    }
}

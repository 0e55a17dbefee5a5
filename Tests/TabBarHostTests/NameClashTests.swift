import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost

/// This file imports both modules and names every public type of TabBarHost and the core types
/// it works with without a module prefix: an ambiguous name would not compile.
@Suite("G1 Names")
@MainActor
struct NameClashTests {
    @Test("TabBarCore and TabBarHost declare no name twice")
    func unqualifiedNames() throws {
        let store: TabBarKitStore = try TabBarKitStore(configuration: TabBarConfiguration(AppTab.self))
        let transition: TabBarTransition = store.transition
        let action: TabBarHostAction = TabBarHostAction(TabBarEffect.haptic(TabBarHaptic.selection))
        let feedback: TabBarHostFeedback = .selection
        let events: [TabBarEvent] = TabBarStackChange.events(from: [], to: [TabBarRoute("a")], on: TabID("home"))
        let item: TabBarKitItem = AppTab.home.tab
        let state: TabBarState = store.state
        #expect(transition.sequence == 0)
        #expect(action == .feedback(feedback))
        #expect(events == [.routePushed(TabBarRoute("a"), on: "home")])
        #expect(state.selected == item.id)
    }
}

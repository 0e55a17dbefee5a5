import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost

@Suite("G1 Effect to host action")
struct HostActionTests {
    @Test("every effect maps to one host action; only the app can present, log, explain, leave or diagnose", arguments: [
        (TabBarEffect.selectionChanged(from: "a", to: "b", source: .tap), TabBarHostAction.showContent("b")),
        (.popToRoot("a"), .popToRoot("a")),
        (.pushRoute(TabBarRoute("post/42"), on: "a"), .followStack("a")),
        (.popRoute(TabBarRoute("post/42"), from: "a"), .followStack("a")),
        (.replaceStack([TabBarRoute("item/9")], on: "a"), .followStack("a")),
        (.scrollToTop("a"), .scrollToTop("a")),
        (.actionMenuChanged("c", isOpen: true), .setMenu("c", isOpen: true)),
        (.haptic(.selection), .feedback(.selection)),
        (.haptic(.lightImpact), .feedback(.lightImpact)),
        (.announce("Activity, 3 new"), .announce("Activity, 3 new")),
        (.focusContent("a"), .focus("a")),
        (.mount("a"), .mount("a")),
        (.unmount("a"), .unmount("a")),
        (.visibilityChanged(.hidden), .setBarVisibility(.hidden)),
        (.presentAction("c", item: "photo"), .app(.presentAction("c", item: "photo"))),
        (.selectionDenied("pro", reason: "paywall"), .app(.selectionDenied("pro", reason: "paywall"))),
        (.analytics(screen: "Home", tab: "a"), .app(.analytics(screen: "Home", tab: "a"))),
        (.backUnhandled, .app(.backUnhandled)),
        (.diagnostic(TabBarDiagnostic("x", "y")), .app(.diagnostic(TabBarDiagnostic("x", "y")))),
    ])
    func mapping(_ effect: TabBarEffect, _ action: TabBarHostAction) {
        #expect(TabBarHostAction(effect) == action)
        #expect(TabBarHostAction(effect).needsApp == (action == .app(effect)))
    }
}

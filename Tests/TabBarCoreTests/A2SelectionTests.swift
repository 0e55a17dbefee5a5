import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

@Suite("A2 Selection")
struct A2SelectionTests {
    @Test("tapping a tab selects it with a selection haptic, analytics and a focus move")
    func tapSelects() {
        var m = machine()
        let effects = m.handle(.tabTapped("inbox"))
        #expect(m.state.selected == "inbox")
        #expect(effects == [
            .mount("inbox"), .selectionChanged(from: "home", to: "inbox", source: .tap), .haptic(.selection),
            .analytics(screen: "inbox", tab: "inbox"), .focusContent("inbox"),
        ])
    }

    @Test("reselect with a stack pops to root (popThenScroll)")
    func reselectPops() {
        var m = machine()
        _ = m.handle(.routePushed(TabBarRoute("a"), on: "home"))
        let effects = m.handle(.tabTapped("home"))
        #expect(effects.ofType("popToRoot") == [.popToRoot("home")])
        #expect(effects.ofType("scrollToTop").isEmpty)
        #expect(m.state.stack("home").isEmpty)
    }

    @Test("reselect at root scrolls to top (popThenScroll)")
    func reselectScrolls() {
        var m = machine()
        let effects = m.handle(.tabTapped("home"))
        #expect(effects.ofType("scrollToTop") == [.scrollToTop("home")])
        #expect(m.state.selected == "home")
    }

    @Test("reselect policy popToRoot never scrolls", arguments: [true, false])
    func reselectPopToRoot(withStack: Bool) {
        var configuration = studio
        configuration.behavior.reselect = .popToRoot
        var m = machine(configuration)
        if withStack { _ = m.handle(.routePushed(TabBarRoute("a"), on: "home")) }
        let effects = m.handle(.tabTapped("home"))
        #expect(effects.ofType("popToRoot").count == (withStack ? 1 : 0))
        #expect(effects.ofType("scrollToTop").isEmpty)
    }

    @Test("reselect policy scrollToTop keeps the stack")
    func reselectScrollKeepsStack() {
        var m = machine()
        _ = m.send(.tabTapped("inbox"), .routePushed(TabBarRoute("t/1"), on: "inbox"))
        let effects = m.handle(.tabTapped("inbox"))  // inbox overrides the policy
        #expect(effects.ofType("scrollToTop") == [.scrollToTop("inbox")])
        #expect(m.state.stack("inbox") == [TabBarRoute("t/1")])
    }

    @Test("reselect policy none does nothing")
    func reselectNone() {
        var configuration = studio
        configuration.behavior.reselect = .none
        var m = machine(configuration)
        _ = m.handle(.routePushed(TabBarRoute("a"), on: "home"))
        #expect(m.handle(.tabTapped("home")).isEmpty)
        #expect(m.state.stack("home").count == 1)
    }

    @Test("a disabled tab ignores taps: no state change, no effect")
    func disabledIgnored() {
        var m = machine()
        let before = m.state
        #expect(m.handle(.tabTapped("locked")).isEmpty)
        #expect(m.state == before)
    }

    @Test("the selection policy can deny a tab")
    func policyDenies() {
        var m = machine()
        m.selectionPolicy = .locked(["me"], reason: "subscribe first")
        let effects = m.handle(.tabTapped("me"))
        #expect(effects == [.selectionDenied("me", reason: "subscribe first")])
        #expect(m.state.selected == "home")
    }

    @Test("the selection policy can redirect a tab")
    func policyRedirects() {
        var m = machine()
        m.selectionPolicy = TabBarSelectionPolicy { $0.to == "me" ? .redirect(to: "search") : .allow }
        _ = m.handle(.tabTapped("me"))
        #expect(m.state.selected == "search")
    }

    @Test("back pops the selected stack before switching tabs")
    func backPopsFirst() {
        var m = machine()
        _ = m.send(.tabTapped("inbox"), .routePushed(TabBarRoute("t/1"), on: "inbox"))
        #expect(m.handle(.backRequested) == [.popRoute(TabBarRoute("t/1"), from: "inbox")])
        #expect(m.state.selected == "inbox" && m.state.stack("inbox").isEmpty)
    }

    @Test("back behaviour history returns to previously visited tabs, each once")
    func backHistory() {
        var m = machine()
        _ = m.send(.tabTapped("inbox"), .tabTapped("me"), .tabTapped("inbox"))
        _ = m.handle(.backRequested)
        #expect(m.state.selected == "me")
        _ = m.handle(.backRequested)
        #expect(m.state.selected == "home")
        #expect(m.handle(.backRequested) == [.backUnhandled])
    }

    @Test("back behaviour initialTab returns to the first tab, then is unhandled")
    func backInitialTab() {
        var configuration = studio
        configuration.behavior.back = .initialTab
        var m = machine(configuration)
        _ = m.send(.tabTapped("inbox"), .tabTapped("me"))
        let effects = m.handle(.backRequested)
        #expect(m.state.selected == "home")
        #expect(effects.contains(.selectionChanged(from: "me", to: "home", source: .back)))
        #expect(m.handle(.backRequested) == [.backUnhandled])
    }

    @Test("back behaviour order goes to the previous selectable tab in bar order")
    func backOrder() {
        var configuration = studio
        configuration.behavior.back = .order
        var m = machine(configuration)
        _ = m.handle(.tabTapped("me"))
        _ = m.handle(.backRequested)
        #expect(m.state.selected == "inbox")  // skips the disabled "locked"
        _ = m.handle(.backRequested)
        #expect(m.state.selected == "search")  // skips the action
    }

    @Test("back behaviour none is always unhandled at root")
    func backNone() {
        var configuration = studio
        configuration.behavior.back = .none
        var m = machine(configuration)
        _ = m.handle(.tabTapped("me"))
        #expect(m.handle(.backRequested) == [.backUnhandled])
        #expect(m.state.selected == "me")
    }

    @Test("swipe left selects the next selectable tab; right the previous")
    func swipeLTR() {
        var m = machine()
        _ = m.handle(.swiped(.left))
        #expect(m.state.selected == "search")
        _ = m.handle(.swiped(.left))
        #expect(m.state.selected == "inbox")  // skips the action
        _ = m.handle(.swiped(.left))
        #expect(m.state.selected == "me")  // skips the disabled tab
        #expect(m.handle(.swiped(.left)).isEmpty)  // at the end: nothing
        _ = m.handle(.swiped(.right))
        #expect(m.state.selected == "inbox")
    }

    @Test("swipe is mirrored in right-to-left layouts")
    func swipeRTL() {
        var m = machine()
        _ = m.send(.layoutDirectionChanged(.rightToLeft), .swiped(.right))
        #expect(m.state.selected == "search")
        _ = m.handle(.swiped(.left))
        #expect(m.state.selected == "home")
    }

    @Test("a selection without a tap is announced with the tab's position")
    func swipeAnnounced() {
        var m = machine()
        let effects = m.handle(.swiped(.left))
        #expect(effects.contains(.announce("Search, tab 2 of 6")))
    }
}

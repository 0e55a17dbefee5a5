import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

/// Every stack change comes as an effect carrying the tab and the routes, so a host never diffs state.
@Suite("A4 Navigation effects")
struct A4NavigationEffectTests {
    @Test("a reported push answers with pushRoute carrying the route")
    func push() {
        var m = machine()
        #expect(m.handle(.routePushed(TabBarRoute("a"), on: "home")) == [.pushRoute(TabBarRoute("a"), on: "home")])
    }

    @Test("a reported pop answers with popRoute carrying the popped route")
    func pop() {
        var m = machine()
        _ = m.send(.routePushed(TabBarRoute("a"), on: "home"), .routePushed(TabBarRoute("b"), on: "home"))
        #expect(m.handle(.routePopped("home")) == [.popRoute(TabBarRoute("b"), from: "home")])
        #expect(m.state.stack("home") == [TabBarRoute("a")])
    }

    @Test("back that pops the selected stack emits popRoute")
    func backPops() {
        var m = machine()
        _ = m.send(.routePushed(TabBarRoute("a"), on: "home"))
        #expect(m.handle(.backRequested) == [.popRoute(TabBarRoute("a"), from: "home")])
        #expect(m.state.stack("home").isEmpty)
    }

    @Test("a reported pop to root emits popToRoot only when there was something to pop")
    func popToRoot() {
        var m = machine()
        #expect(m.handle(.poppedToRoot("home")).isEmpty)
        _ = m.send(.routePushed(TabBarRoute("a"), on: "home"), .routePushed(TabBarRoute("b"), on: "home"))
        #expect(m.handle(.poppedToRoot("home")) == [.popToRoot("home")])
    }

    @Test("a deep link on the selected tab replaces its stack")
    func deepLinkOnSelected() {
        var m = machine()
        _ = m.send(.tabTapped("inbox"), .routePushed(TabBarRoute("t/1"), on: "inbox"))
        let effects = m.handle(.deepLinkOpened("app://inbox/thread/42"))
        let stack = [TabBarRoute("thread/42", parameters: ["id": "42"])]
        #expect(effects == [.replaceStack(stack, on: "inbox")])
        #expect(m.state.stack("inbox") == stack)
    }

    @Test("a deep link to another tab selects it, then replaces its stack")
    func deepLinkElsewhere() throws {
        var m = machine()
        let effects = m.handle(.deepLinkOpened("app://inbox/thread/7"))
        let selection = try #require(effects.firstIndex(of: .selectionChanged(from: "home", to: "inbox", source: .deepLink)))
        let replace = try #require(effects.firstIndex(of: .replaceStack([TabBarRoute("thread/7", parameters: ["id": "7"])], on: "inbox")))
        #expect(selection < replace)
    }

    @Test("a deep link to a tab's root clears its stack with an empty replacement")
    func deepLinkToRoot() {
        var m = machine()
        _ = m.send(.tabTapped("me"), .routePushed(TabBarRoute("settings"), on: "me"))
        #expect(m.handle(.deepLinkOpened("app://me")) == [.replaceStack([], on: "me")])
        #expect(m.handle(.deepLinkOpened("app://me")).isEmpty)
    }

    @Test("a restore replaces every stack that differs, ordered by tab id")
    func restore() {
        var saved = machine()
        _ = saved.send(.routePushed(TabBarRoute("a"), on: "home"), .tabTapped("inbox"), .routePushed(TabBarRoute("t/1"), on: "inbox"))
        var m = machine()
        _ = m.send(.tabTapped("me"), .routePushed(TabBarRoute("x"), on: "me"))
        let replacements = m.restore(json: saved.snapshotJSON()).ofType("replaceStack")
        #expect(replacements == [
            .replaceStack([TabBarRoute("a")], on: "home"), .replaceStack([TabBarRoute("t/1")], on: "inbox"), .replaceStack([], on: "me"),
        ])
        #expect(m.state.stacks == saved.state.stacks)
    }

    @Test("transcripts show navigation effects with their routes")
    func transcript() {
        #expect(TabBarEffect.pushRoute(TabBarRoute("a/1"), on: "home").description == "pushRoute(home, a/1)")
        #expect(TabBarEffect.popRoute(TabBarRoute("a/1"), from: "home").description == "popRoute(home, a/1)")
        #expect(TabBarEffect.replaceStack([TabBarRoute("a"), TabBarRoute("b")], on: "home").description == #"replaceStack(home, ["a","b"])"#)
    }
}

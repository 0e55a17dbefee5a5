import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarTesting

/// A2 (issue 33, item 5): reselecting walks a chain — pop to the root, then scroll to the top, then refresh —
/// each stage optional per tab; a double tap does its own stages at once. The iOS convention (pop, then scroll)
/// stays the default.
@Suite("A2 The reselect chain")
struct A2ReselectChainTests {
    /// Three plain tabs whose "bar" has the given reselect policy.
    func machine(_ policy: TabBarReselectPolicy) -> TabBarMachine {
        var configuration = parityTabs()
        configuration.tabs[0].reselect = policy
        return .fixture(configuration)
    }

    /// The non-haptic effects of tapping "bar" again.
    func reselect(_ m: inout TabBarMachine, _ event: TabBarEvent = .tabTapped("bar")) -> [TabBarEffect] {
        m.handle(event).filter { $0.type != "haptic" }
    }

    @Test("the default is the iOS convention: pop, then scroll to the top, which repeats; never a refresh")
    func iosConvention() {
        var m = machine(.popThenScroll)
        _ = m.handle(.routePushed(TabBarRoute("album/1"), on: "bar"))
        #expect(reselect(&m) == [.popToRoot("bar")])
        #expect(reselect(&m) == [.scrollToTop("bar")])
        #expect(reselect(&m) == [.scrollToTop("bar")])
        #expect(TabBarBehavior().reselect == .popThenScroll)
    }

    @Test("with a refresh stage: pop, scroll, refresh, refresh; scrolling down sends the next reselect back to the top")
    func chain() {
        var m = machine(.popThenScrollThenRefresh)
        _ = m.handle(.routePushed(TabBarRoute("album/1"), on: "bar"))
        #expect(reselect(&m) == [.popToRoot("bar")])
        #expect(reselect(&m) == [.scrollToTop("bar")])
        #expect(reselect(&m) == [.refresh("bar")])
        #expect(reselect(&m) == [.refresh("bar")])
        _ = m.handle(.contentScrolled(.down))
        #expect(reselect(&m) == [.scrollToTop("bar")])
        #expect(reselect(&m, .keyPressed(.commandDigit(1))) == [.refresh("bar")], "Command-1 on the selected tab reselects it too")
    }

    @Test("each stage is optional", arguments: [
        (TabBarReselectPolicy(stages: [.scrollToTop, .refresh]), true, [TabBarEffect.scrollToTop("bar")]),
        (TabBarReselectPolicy(stages: [.popToRoot, .refresh]), false, [.refresh("bar")]),
        (TabBarReselectPolicy(stages: [.refresh]), true, [.refresh("bar")]),
        (TabBarReselectPolicy(stages: [.popToRoot]), false, []),
        (TabBarReselectPolicy.none, true, []),
    ])
    func optionalStages(policy: TabBarReselectPolicy, withStack: Bool, expected: [TabBarEffect]) {
        var m = machine(policy)
        if withStack { _ = m.handle(.routePushed(TabBarRoute("album/1"), on: "bar")) }
        #expect(reselect(&m) == expected)
        #expect(m.state.stack("bar").isEmpty == !withStack, "a chain without a pop keeps the stack")
    }

    @Test("each stage plays the reselect haptic; a reselect with nothing to do plays none")
    func haptic() {
        var m = machine(.popThenScrollThenRefresh)
        #expect(m.handle(.tabTapped("bar")) == [.scrollToTop("bar"), .haptic(.selection)])
        var idle = machine(.popToRoot)
        #expect(idle.handle(.tabTapped("bar")).isEmpty)
    }

    @Test("content created again does not remember being at the top: the chain scrolls before it refreshes")
    func evicted() {
        var m = machine(.popThenScrollThenRefresh)
        _ = m.send(.tabTapped("bar"), .tabTapped("baz"), .memoryWarning, .tabTapped("bar"))
        #expect(!m.state.scrolledToTop.contains("bar"))
        #expect(reselect(&m) == [.scrollToTop("bar")])
    }

    @Test("where the chain stands survives a snapshot")
    func snapshot() {
        var m = machine(.popThenScrollThenRefresh)
        _ = m.handle(.tabTapped("bar"))
        var restored = machine(.popThenScrollThenRefresh)
        _ = restored.restore(json: m.snapshotJSON())
        #expect(reselect(&restored) == [.refresh("bar")])
    }

    @Test("a double tap on the selected tab does its own stages at once")
    func doubleTap() {
        var m = machine(TabBarReselectPolicy(stages: [.popToRoot, .scrollToTop], doubleTap: [.popToRoot, .scrollToTop, .refresh]))
        _ = m.handle(.routePushed(TabBarRoute("album/1"), on: "bar"))
        #expect(m.handle(.tabDoubleTapped("bar")) == [.popToRoot("bar"), .scrollToTop("bar"), .refresh("bar"), .haptic(.selection)])
        #expect(m.handle(.tabDoubleTapped("bar")) == [.scrollToTop("bar"), .refresh("bar"), .haptic(.selection)], "nothing to pop")
    }

    @Test("without double-tap stages a double tap is a reselect; on another tab it is a tap; on a minimised bar it restores it")
    func doubleTapFallbacks() {
        var m = machine(.popThenScroll)
        _ = m.handle(.routePushed(TabBarRoute("album/1"), on: "bar"))
        #expect(reselect(&m, .tabDoubleTapped("bar")) == [.popToRoot("bar")])
        #expect(m.handle(.tabDoubleTapped("baz")).contains(.selectionChanged(from: "bar", to: "baz", source: .tap)))
        var configuration = parityTabs()
        configuration.behavior.minimizeOnScroll = true
        configuration.behavior.reselect = TabBarReselectPolicy(stages: [.scrollToTop], doubleTap: [.refresh])
        var minimised = TabBarMachine.fixture(configuration)
        _ = minimised.handle(.contentScrolled(.down))
        #expect(minimised.handle(.tabDoubleTapped("bar")) == [.visibilityChanged(.visible)])
    }

    @Test("two taps are a double tap by the host's clock: the same tab within the interval, deterministically")
    func recogniser() {
        let rule = TabBarDoubleTap.standard
        /// What an input layer sends for taps at the given times: the second tap of a double tap becomes `tabDoubleTapped`.
        func events(_ taps: [(TabID, Double)]) -> [TabBarEvent] {
            var last: (TabID, Double)?
            return taps.map { tap in
                defer { last = tap }
                if let (id, time) = last, rule.isDoubleTap(first: id, at: time, second: tap.0, at: tap.1) {
                    last = nil
                    return .tabDoubleTapped(tap.0)
                }
                return .tabTapped(tap.0)
            }
        }
        #expect(events([("bar", 1.0), ("bar", 1.2)]) == [.tabTapped("bar"), .tabDoubleTapped("bar")])
        #expect(events([("bar", 1.0), ("bar", 1.5)]) == [.tabTapped("bar"), .tabTapped("bar")])
        #expect(events([("bar", 1.0), ("baz", 1.1)]) == [.tabTapped("bar"), .tabTapped("baz")])
        #expect(!rule.isDoubleTap(first: "bar", at: 2.0, second: "bar", at: 1.9), "time never runs backwards")
    }

    @Test("policies are written by name when they have one, else as an object; bad stages are located")
    func json() throws {
        let custom = TabBarReselectPolicy(stages: [.refresh, .scrollToTop], doubleTap: [.refresh])
        #expect(custom.stages == [.scrollToTop, .refresh], "stages take chain order")
        var configuration = parityTabs()
        configuration.tabs[0].reselect = custom
        configuration.tabs[1].reselect = .popThenScrollThenRefresh
        let text = configuration.jsonText()
        #expect(text.contains(#""reselect" : "popThenScrollThenRefresh""#))
        #expect(try TabBarConfiguration.decode(json: text) == configuration)
        #expect(TabBarReselectPolicy(name: "scrollToTop+refresh") == TabBarReselectPolicy(stages: [.scrollToTop, .refresh]))
        #expect(TabBarReselectPolicy(name: "refresh+scrollToTop") == nil && custom.name == "scrollToTop+refresh doubleTap=refresh")
        func issues(_ reselect: String) -> [String] {
            ConfigurationTests().issues(#"{"version": 1, "tabs": [{"id": "a", "title": "A", "icon": "x", "reselect": \#(reselect)}]}"#)
        }
        #expect(issues(#"{"stages": ["popToRoot", "bounce"]}"#) == [#"tabs[0].reselect.stages[1]: unknown reselect stage "bounce"; expected one of popToRoot, scrollToTop, refresh"#])
        #expect(issues(#"{"stages": ["refresh", "popToRoot"]}"#) == [#"tabs[0].reselect.stages[1]: "popToRoot" comes after "refresh"; stages follow the chain order popToRoot, scrollToTop, refresh"#])
        #expect(issues(#"{"stages": ["refresh", "refresh"]}"#) == [#"tabs[0].reselect.stages[1]: "refresh" is listed twice"#])
        #expect(issues(#"{"stages": [], "doubletap": "refresh"}"#).first?.hasPrefix("tabs[0].reselect.doubletap: unknown key") == true)
        #expect(issues(#"{"stages": ["refresh"], "doubleTap": "none"}"#).isEmpty)
    }
}

import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost

/// Issue 19, item 4: a deep link keeps the screen's settings, and a typed path that grows after it pushes
/// one screen instead of popping to the root and pushing everything again.
@Suite("A4 Deep links keep their screens")
@MainActor
struct DeepLinkSettingsTests {
    @Test("the first push after a deep link pushes one screen: no pop to root, the linked screen keeps its parameters")
    func pushAfterDeepLink() throws {
        let log = EffectLog()
        let store = try makeStore(log)
        store.send(.deepLinkOpened("app://home/post/9"))
        #expect(store.state.stack("home") == [TabBarRoute("post/9", parameters: ["id": "9"])])
        // The NavigationStack's setter: the typed path read from the store, one screen added.
        let before = store.transition.sequence
        store.setPath(store.path(of: "home", as: PostRoute.self) + [.post(10)], of: "home")
        #expect(store.transition.sequence == before + 1)
        #expect(store.transition.event == .routePushed(PostRoute.post(10).route, on: "home"))
        #expect(!log.effects.contains(.popToRoot("home")))
        #expect(store.state.stack("home") == [TabBarRoute("post/9", parameters: ["id": "9"]), TabBarRoute("post/10")])
    }

    @Test("routes are the same screen when their paths agree, whatever the captured parameters and the rule's bar setting")
    func sameScreen() {
        #expect(TabBarRoute("post/9", parameters: ["id": "9"]).isSameScreen(as: TabBarRoute("post/9")))
        #expect(!TabBarRoute("post/9").isSameScreen(as: TabBarRoute("post/10")))
        #expect(TabBarRoute("post/9", hidesTabBar: true).isSameScreen(as: TabBarRoute("post/9")))
        #expect(TabBarStackChange.events(from: [TabBarRoute("a", parameters: ["x": "1"])], to: [TabBarRoute("a"), TabBarRoute("b")], on: "home")
            == [.routePushed(TabBarRoute("b"), on: "home")])
        #expect(TabBarStackChange.events(from: [TabBarRoute("a")], to: [TabBarRoute("c")], on: "home") == [.poppedToRoot("home"), .routePushed(TabBarRoute("c"), on: "home")])
    }

    @Test("a rule can open a screen that hides the bar, as a pushed route that hides it does")
    func hidingRule() throws {
        let configuration = TabBarConfiguration(
            tabs: [TabBarKitItem(id: "home", title: "Home", icon: "house"), TabBarKitItem(id: "inbox", title: "Inbox", icon: "tray")],
            selected: "home", routes: [TabBarRouteRule("app://inbox/compose", tab: "inbox", hidesTabBar: true)])
        var machine = try TabBarMachine(configuration: configuration)
        _ = machine.handle(.deepLinkOpened("app://inbox/compose"))
        #expect(machine.state.stack("inbox") == [TabBarRoute("compose", hidesTabBar: true)])
        #expect(machine.visibility == .hidden)
    }

    /// Issue 29, finding 10: the MailApp of docs/swiftui.md, whose typed route writes back `TabBarRoute("message/7")`
    /// without the rule's `hidesTabBar`.
    @Test("a deep-linked screen keeps its rule's settings whatever the typed route writes back, and the first push after it pushes one screen")
    func typedRouteWithoutTheRuleSettings() throws {
        let configuration = TabBarConfiguration(
            tabs: [TabBarKitItem(id: "inbox", title: "Inbox", icon: "tray"), TabBarKitItem(id: "me", title: "Me", icon: "person")],
            selected: "inbox", routes: [TabBarRouteRule("mail://inbox/message/:id", tab: "inbox", hidesTabBar: true)])
        let log = EffectLog()
        let store = try TabBarKitStore(configuration: configuration) { log.effects.append($0) }
        store.send(.deepLinkOpened("mail://inbox/message/7"))
        #expect(store.visibility == .hidden)
        // The app's typed path, as NavigationStack reads it and writes it back with one screen more.
        let typed = store.state.stack("inbox").map { TabBarRoute($0.path) } + [TabBarRoute("attachment/1")]
        store.setStack(typed, of: "inbox")
        #expect(!log.effects.contains(.popToRoot("inbox")), "no pop to the root")
        #expect(store.state.stack("inbox") == [TabBarRoute("message/7", parameters: ["id": "7"], hidesTabBar: true), TabBarRoute("attachment/1")])
        // Back on the linked screen the bar hides again; a typed route of the same screen pushed in code hides it too.
        store.setStack(Array(typed.prefix(1)), of: "inbox")
        #expect(store.visibility == .hidden)
        store.setStack([], of: "inbox")
        #expect(store.visibility == .visible)
        store.send(.routePushed(TabBarRoute("message/8"), on: "inbox"))
        #expect(store.visibility == .hidden, "the rule's setting belongs to the screen, however it was pushed")
    }

    @Test("the JSON form takes a tab id or an object with the screen's settings, and reports typos inside it")
    func json() throws {
        let text = """
            {"version": 1, "tabs": [{"id": "home", "title": "Home", "icon": "house"}, {"id": "inbox", "title": "Inbox", "icon": "tray"}],
             "routes": {"app://home/post/:id": "home", "app://inbox/compose": {"tab": "inbox", "hidesTabBar": true}}}
            """
        let configuration = try TabBarConfiguration.decode(json: text)
        #expect(configuration.routes == [TabBarRouteRule("app://home/post/:id", tab: "home"), TabBarRouteRule("app://inbox/compose", tab: "inbox", hidesTabBar: true)])
        // Written back the same way: a plain rule as its tab id, a hiding one as an object.
        #expect(try TabBarConfiguration.decode(json: configuration.jsonText()) == configuration)
        #expect(configuration.jsonText().contains("hidesTabBar"))
        let number = text.replacingOccurrences(of: "\"app://home/post/:id\": \"home\"", with: "\"app://home/post/:id\": 3")
        #expect(throws: TabBarConfigurationError.self) { try TabBarConfiguration.decode(json: number) }
        do {
            _ = try TabBarConfiguration.decode(json: number)
        } catch {
            #expect(error.issues.contains { $0.location.contains("app://home/post/:id") && $0.reason.contains("expected a tab id or an object") })
        }
        let typo = text.replacingOccurrences(of: "\"hidesTabBar\": true", with: "\"hidesTabbar\": true")
        do {
            _ = try TabBarConfiguration.decode(json: typo)
            Issue.record("a typo in a route object was accepted")
        } catch {
            #expect(error.issues.contains { $0.location.contains("routes") && $0.location.contains("hidesTabbar") && $0.reason.contains("unknown key") })
        }
    }
}

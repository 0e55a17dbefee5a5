@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost
import Testing

/// Four tabs; the centre action is not one of them, so a `switch` over them has no dead branch.
enum MailTab: String, TabRepresentable {
    case inbox, search, premium, settings

    var tab: TabBarKitItem { TabBarKitItem(id: TabID(rawValue), title: rawValue.capitalized) }
}

/// What the centre action's menu offers.
enum ComposeChoice: String, TabBarActionMenuRepresentable {
    case message, photo

    var menuItem: TabBarActionMenuItem { TabBarActionMenuItem(id: rawValue, title: rawValue.capitalized) }
}

/// A message screen pushed on the inbox.
struct MessageRoute: TabBarRouteRepresentable {
    var id: Int
    init(id: Int) { self.id = id }
    init?(route: TabBarRoute) {
        guard route.path.hasPrefix("message/"), let id = Int(route.path.dropFirst(8)) else { return nil }
        self.id = id
    }
    var route: TabBarRoute { TabBarRoute("message/\(id)") }
}

@MainActor
func makeMailStore() throws -> TypedTabBarStore<MailTab, ComposeChoice> {
    try TypedTabBarStore(
        MailTab.self, selected: .inbox,
        action: TabBarCenterAction(id: "compose", title: "Compose", icon: "plus", menu: ComposeChoice.self),
        routes: [TabBarTypedRouteRule("app://inbox/message/:id", tab: .inbox, hidesTabBar: true)])
}

@MainActor
@Suite("Typed ids: the app's enums everywhere")
struct TypedStoreTests {
    @Test("the centre action sits in the middle of the bar and is not a case of the tab enum")
    func actionBesideTheTabs() throws {
        let store = try makeMailStore()
        #expect(store.store.state.order == ["inbox", "search", "compose", "premium", "settings"])
        #expect(store.store.configuration.tabs[2].role == .action)
        #expect(store.store.configuration.tabs[2].menu.map(\.id) == ["message", "photo"])
        // Every case is a destination: an exhaustive switch needs no branch for the action.
        let titles = MailTab.allCases.map { tab -> String in
            switch tab {
            case .inbox, .search, .premium, .settings: tab.tab.title
            }
        }
        #expect(titles == ["Inbox", "Search", "Premium", "Settings"])
    }

    @Test("hiding, reordering, deep links and snapshots take and give the app's enum, without the untyped store")
    func everydayOperations() throws {
        let store = try makeMailStore()
        store.setHidden(true, .premium)
        #expect(store.isHidden(.premium))
        #expect(store.visibleTabs == [.inbox, .search, .settings], "the centre action is no case of the enum")
        store.setHidden(false, .premium)
        store.reorder([.settings, .inbox])
        #expect(store.visibleTabs.first == .settings)
        store.open("app://inbox/message/7")
        #expect(store.selection == .inbox)
        #expect(store.path(of: .inbox, as: MessageRoute.self).map(\.id) == [7])
        let saved = store.snapshotJSON()
        let other = try makeMailStore()
        other.restore(json: saved)
        #expect(other.visibleTabs == store.visibleTabs)
        #expect(other.path(of: .inbox, as: MessageRoute.self).map(\.id) == [7])
        #expect(other.restore(json: "{").contains { if case .diagnostic = $0 { true } else { false } }, "bad JSON is a diagnostic, not a crash")
    }

    @Test("selection reads and writes the app's enum")
    func selection() throws {
        let store = try makeMailStore()
        #expect(store.selection == .inbox)
        store.selection = .settings
        #expect(store.selection == .settings)
        #expect(store.isSelected(.settings))
        store.select(.search)
        #expect(store.store.state.selected == "search")
    }

    @Test("typed routes are pushed on and read from a typed tab")
    func typedRoutes() throws {
        let store = try makeMailStore()
        store.push(MessageRoute(id: 7), on: .inbox)
        #expect(store.path(of: .inbox, as: MessageRoute.self) == [MessageRoute(id: 7)])
        #expect(store.path(of: .settings, as: MessageRoute.self).isEmpty)
        store.setPath([MessageRoute(id: 1), MessageRoute(id: 2)], of: .inbox)
        #expect(store.path(of: .inbox, as: MessageRoute.self).map(\.id) == [1, 2])
        store.popToRoot(.inbox)
        #expect(store.path(of: .inbox, as: MessageRoute.self).isEmpty)
    }

    @Test("a typed deep-link rule opens its tab and keeps hidesTabBar")
    func typedRouteRule() throws {
        let store = try makeMailStore()
        store.store.send(.deepLinkOpened("app://inbox/message/42"))
        #expect(store.selection == .inbox)
        #expect(store.store.state.stack("inbox").last?.hidesTabBar == true)
        #expect(TabBarTypedRouteRule("app://x", tab: MailTab.search).tab == .search)
    }

    @Test("badges are set and read on a typed tab")
    func badges() throws {
        let store = try makeMailStore()
        store.setBadge(.count(3), on: .inbox)
        #expect(store.badge(of: .inbox) == .count(3))
        #expect(store.badge(of: .settings) == .none)
    }

    @Test("the action's menu choice arrives as a case of the menu enum")
    func menuChoice() throws {
        let store = try makeMailStore()
        let opened = store.store.send(.tabTapped("compose"))
        #expect(opened.contains(.actionMenuChanged("compose", isOpen: true)))
        let chosen = store.store.send(.actionMenuItemChosen(ComposeChoice.photo.menuItem.id))
        #expect(chosen.compactMap(store.choice(in:)) == [.photo])
        #expect(store.action?.choice("message") == .message)
        #expect(store.action?.choice("nope") == nil)
    }

    @Test("typed shouldSelect redirects to a case of the enum (a paywall)")
    func typedShouldSelect() throws {
        let store = try makeMailStore()
        var subscribed = false
        store.shouldSelect = { _, to in to == .premium && !subscribed ? .redirect(to: .settings) : .allow }
        store.select(.premium)
        #expect(store.selection == .settings)
        subscribed = true
        store.select(.premium)
        #expect(store.selection == .premium)
        store.shouldSelect = nil
        store.select(.inbox)
        #expect(store.selection == .inbox)
    }

    @Test("an enum case with the action role is refused: the action is declared on the store")
    func actionCaseRefused() {
        #expect(throws: TabBarConfigurationError.self) { try TypedTabBarStore(AppTab.self) }
    }

    @Test("a store without an action has only the enum's tabs")
    func noAction() throws {
        let store = try TypedTabBarStore(MailTab.self, selected: .search)
        #expect(store.store.state.order == ["inbox", "search", "premium", "settings"])
        #expect(store.action == nil)
        #expect(store.selection == .search)
    }
}

@MainActor
@Suite("The app's own state: selection binding, reported badges and bar hiding")
struct AppStateFollowingTests {
    @Test("a binding's new value is requested through shouldSelect, and the store's answer is written back")
    func bindingFollowsShouldSelect() throws {
        let store = try makeMailStore()
        store.shouldSelect = { _, to in to == .premium ? .deny(reason: "locked") : .allow }
        #expect(store.store.follow(appSelection: "settings") == "settings")
        #expect(store.store.follow(appSelection: "premium") == "settings")
        #expect(store.store.follow(appSelection: "settings") == "settings")
    }

    @Test("reported badges become badge events; unreported tabs keep theirs")
    func reportedBadges() throws {
        let store = try makeMailStore()
        store.setBadge(.dot, on: .settings)
        let effects = store.store.applyReportedBadges(["inbox": .count(2), "ghost": .count(9)])
        #expect(!effects.isEmpty)
        #expect(store.badge(of: .inbox) == .count(2))
        #expect(store.badge(of: .settings) == .dot)
        #expect(store.store.badgeUpdates(reported: ["inbox": .count(2)]).isEmpty)
    }

    @Test("the selected tab's tabBarHidden report hides the bar; switching away shows it")
    func reportedHidden() throws {
        let store = try makeMailStore()
        let reports: [TabID: Bool] = ["inbox": true]
        let event = try #require(store.store.barHiddenEvent(reported: reports))
        store.store.send(event)
        #expect(store.store.visibility == .hidden)
        #expect(store.store.barHiddenEvent(reported: reports) == nil)
        store.select(.search)
        let shown = try #require(store.store.barHiddenEvent(reported: reports))
        store.store.send(shown)
        #expect(store.store.visibility != .hidden)
    }
}

@Suite("The app's tint becomes the selected colour")
struct TintTests {
    @Test("a tint other than the system's default accent overrides the theme's selected colour")
    func customTint() throws {
        let red = TabBarColor(red: 1, green: 0.2, blue: 0.1)
        let tint = try #require(TabBarTint.override(resolvedAccent: red))
        let theme = TabBarTheme.system.tinted(tint)
        #expect(theme.items.selected.resolve(TabBarAppearance(.light, contrast: .standard)) == red)
        #expect(theme.items.selected.resolve(TabBarAppearance(.dark, contrast: .standard)) == red)
        #expect(theme.items.unselected == TabBarTheme.system.items.unselected)
    }

    @Test("the system's default accent (light or dark) leaves the theme as it is")
    func defaultAccent() throws {
        #expect(TabBarTint.override(resolvedAccent: TabBarColor(hex: "#007AFF")) == nil)
        #expect(TabBarTint.override(resolvedAccent: TabBarColor(hex: "#0A84FF")) == nil)
        // Under Increase Contrast the system blue resolves to its accessible variants.
        #expect(TabBarTint.override(resolvedAccent: TabBarColor(hex: "#0040DD")) == nil)
        #expect(TabBarTint.override(resolvedAccent: TabBarColor(hex: "#409CFF")) == nil)
        // Another OS's system blue (iOS 26's is lighter), resolved by the front end in the same traits.
        let newer = try #require(TabBarColor(hex: "#0088FF"))
        #expect(TabBarTint.override(resolvedAccent: newer, systemBlue: newer) == nil)
        #expect(TabBarTint.override(resolvedAccent: TabBarColor(hex: "#007AFF"), systemBlue: newer) == nil, "the listed blues still count")
        #expect(TabBarTint.override(resolvedAccent: newer) == newer, "without it, an unlisted blue is the app's")
        #expect(TabBarTint.override(resolvedAccent: nil) == nil)
        #expect(TabBarTheme.midnight.tinted(nil) == TabBarTheme.midnight)
    }

    @Test("a bar that paints the tint follows it, with the theme's colour (or the accent) as the fallback")
    func followsTint() throws {
        let light = TabBarAppearance(.light)
        let asking = TabBarTheme.system.followingTint()
        let followed = TabBarTint.theme(asking, resolvedAccent: TabBarColor(hex: "#007AFF"), explicit: nil, followsTint: true)
        #expect(followed.items.selected.resolve(light).followsTint)
        #expect(followed.items.selected.resolve(light).hex == TabBarTheme.system.items.selected.resolve(light).hex)
        #expect(!followed.items.unselected.resolve(light).followsTint)
        let red = try #require(TabBarColor(hex: "#E0301E"))
        let accented = TabBarTint.theme(asking, resolvedAccent: red, explicit: nil, followsTint: true)
        #expect(accented.items.selected.resolve(TabBarAppearance(.dark)) == red.followingTint)
    }

    @Test("the presenter's tint fallback is the theme's selected colour in its appearance, as a plain colour")
    @MainActor func presenterFallback() throws {
        let presenter = makePresenter(try TabBarKitStore(configuration: .example(.social), translator: .identity), theme: TabBarTheme.system.followingTint(), clock: ManualClock())
        #expect(presenter.tintFallback == TabBarColor(hex: "#0062D1"))
        presenter.update(theme: TabBarTheme.system.followingTint(), appearance: TabBarAppearance(.dark, contrast: .increased))
        #expect(presenter.tintFallback == TabBarColor(hex: "#8AC2FF"))
        var translucent = TabBarTheme.system
        translucent.items.selected = .fixed(TabBarColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        presenter.update(theme: translucent.followingTint(), appearance: TabBarAppearance(.light))
        #expect(presenter.tintFallback.alpha == 1, "the painter applies the colour's alpha to the tint once")
    }

    @Test("an explicit tint, or a bar that cannot paint the tint, draws a fixed colour")
    func fixedTint() throws {
        let blue = try #require(TabBarColor(hex: "#007AFF"))
        let explicit = TabBarTint.theme(.system, resolvedAccent: nil, explicit: blue, followsTint: true)
        #expect(explicit.items.selected == .fixed(blue))
        let uiKit = TabBarTint.theme(.midnight, resolvedAccent: TabBarColor(hex: "#0A84FF"), explicit: nil, followsTint: false)
        #expect(uiKit == TabBarTheme.midnight, "UIKit's default tint (system blue) leaves the theme alone")
        var followed = TabBarTheme.system
        followed.items.selected = followed.items.selected.followingTint
        let stripped = TabBarTint.theme(followed, resolvedAccent: nil, explicit: nil, followsTint: false)
        #expect(stripped.items.selected == TabBarTheme.system.items.selected, "a bar that cannot paint the tint draws the fallbacks")
        let pink = try #require(TabBarColor(hex: "#FF2D55"))
        #expect(TabBarTint.theme(followed, resolvedAccent: pink, explicit: nil, followsTint: false).items.selected == .fixed(pink),
                "a theme that asks for the tint takes a non-default accent")
    }

    @Test("an explicit bar tint overrides even when it is the system blue")
    func explicitTint() throws {
        let blue = try #require(TabBarColor(hex: "#007AFF"))
        #expect(TabBarTint.override(resolvedAccent: nil, explicit: blue) == blue)
        #expect(TabBarTint.override(resolvedAccent: TabBarColor(hex: "#FF0000"), explicit: blue) == blue)
    }
}

@MainActor
@Suite("UIKit conventions decided in Host")
struct UIKitConventionLogicTests {
    @Test("a pushed controller with hidesBottomBarWhenPushed hides the bar while it is in the stack")
    func pushedHidesBar() throws {
        let store = try makeMailStore()
        var hiding = TabBarPushedBarHiding()
        #expect(hiding.event(forSelectedStack: [false]) == nil)
        let hideEvent = hiding.event(forSelectedStack: [false, true])
        let hide = try #require(hideEvent)
        store.store.send(hide)
        #expect(store.store.visibility == .hidden)
        #expect(hiding.event(forSelectedStack: [false, true, false]) == nil)
        let showEvent = hiding.event(forSelectedStack: [false])
        let show = try #require(showEvent)
        store.store.send(show)
        #expect(store.store.visibility == .visible)
    }

    @Test("the root's own hidesBottomBarWhenPushed does not hide the bar, as in UIKit")
    func rootFlagIgnored() {
        #expect(!TabBarPushedBarHiding.stackHidesBar([true]))
        #expect(TabBarPushedBarHiding.stackHidesBar([true, false, true]))
    }

    @Test("a child's tabBarItem.badgeValue becomes the tab's badge")
    func badgeValue() {
        #expect(TabBarBadge(badgeValue: nil) == .none)
        #expect(TabBarBadge(badgeValue: "") == .dot)
        #expect(TabBarBadge(badgeValue: "12") == .count(12))
        #expect(TabBarBadge(badgeValue: "New") == .text("New"))
        #expect(TabBarBadge(badgeValue: "-1") == .text("-1"))
    }
}

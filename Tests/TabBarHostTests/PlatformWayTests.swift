import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost

/// A UIKit container's navigation controllers as lists of screens, moved by the driver's actions and, as an app
/// written the `UITabBarController` way moves them, by the app itself; each move is reported back as the UIKit
/// container reports it (`navigationShows`).
@MainActor
final class SimulatedUIKitContainer {
    /// One view controller: the route it was made for (`nil`: the app pushed it and it names no route), and
    /// its `hidesBottomBarWhenPushed`.
    struct Screen: Equatable {
        var route: TabBarRoute?
        var hidesBottomBar = false
    }

    let driver: TabBarContainerDriver
    /// Each live tab's screens above its root.
    var stacks: [TabID: [Screen]] = [:]
    var added: [TabID] = []
    var scrolledToTop: [TabID] = []
    var shown: [TabID] = []
    var reselected: [TabID] = []
    var announcements: [String] = []
    /// The actions performed that happen once per store however many windows show it (a haptic, a screen view, …).
    var once: [String] = []
    /// The app's own work it was asked to do: a menu item, a sidebar action, a refresh.
    var appMessages: [String] = []

    init(_ store: TabBarKitStore, navigatesChildren: Bool = true) {
        driver = TabBarContainerDriver(store: store, planner: TabBarContainerPlanner(style: .crossDissolve, navigatesChildren: navigatesChildren))
        driver.perform = { [unowned self] action in self.perform(action) }
        driver.didReselect = { [unowned self] tab in self.reselected.append(tab) }
    }

    /// What the container reports a navigation controller shows: each screen's route, or a route that says the app
    /// pushed it.
    static func routes(_ screens: [Screen]) -> [TabBarRoute] {
        screens.map { $0.route ?? .pushedByApp("AppPushedViewController") }
    }

    func perform(_ action: TabBarContainerAction) {
        switch action {
        case .addChild(let id, let stack, _):
            #expect(stacks[id] == nil, "\(id) added twice")
            added.append(id)
            stacks[id] = stack.map { Screen(route: $0) }
            report(id)
        case .removeChild(let id): stacks[id] = nil
        case .showChild(let id, _, _): shown.append(id)
        case .push(let route, let id, _): stacks[id]?.append(Screen(route: route))
        case .pop(let id, _): stacks[id]?.removeLast()
        case .popToRoot(let id, _): stacks[id] = []
        case .setStack(let routes, let id, _):
            // Controllers already shown for the routes they share are kept; only restorable routes are built.
            let old = stacks[id] ?? []
            var screens: [Screen] = []
            for (index, route) in routes.enumerated() {
                if index < old.count, Self.routes([old[index]])[0] == route { screens.append(old[index]) } else if route.isRestorable { screens.append(Screen(route: route)) } else { break }
            }
            stacks[id] = screens
            report(id)
        case .scrollToTop(let id, _):
            if let handler = driver.scrollToTopHandler(for: id) { handler() } else { scrolledToTop.append(id) }
        case .announce(let text): announcements.append(text)
        case .performMenuItem, .performSidebarAction, .refresh: appMessages.append(String(describing: action))
        default: break
        }
        if action.happensOncePerStore { once.append(String(describing: action)) }
    }

    /// The app pushes a controller itself (`navigationController?.pushViewController`).
    func appPushes(_ screen: Screen, on id: TabID) {
        stacks[id]?.append(screen)
        report(id)
    }

    /// The user swipes back; the swipe completes or is cancelled.
    func backSwipe(on id: TabID, completes: Bool) {
        if completes { stacks[id]?.removeLast() }
        report(id)
    }

    /// What the UIKit container reports after a navigation controller moved (its delegate's `didShow`, the end of a
    /// transition, a cancelled interactive pop).
    func report(_ id: TabID) {
        guard let screens = stacks[id] else { return }
        driver.navigationShows(Self.routes(screens), on: id)
        if id == driver.store.state.selected { driver.selectedStackHidesBar([false] + screens.map(\.hidesBottomBar)) }
    }
}

/// Issue 29: an app written the `UITabBarController` way or the `TabView` way, driven through the driver, planner
/// and store the containers use.
@Suite("G0b The platform's way, through the one container")
@MainActor
struct PlatformWayTests {
    static let configuration = TabBarConfiguration(
        tabs: [
            TabBarKitItem(id: "home", title: "Home", icon: "house"),
            TabBarKitItem(id: "inbox", title: "Inbox", icon: "tray"),
            TabBarKitItem(id: "me", title: "Me", icon: "person"),
        ],
        selected: "home", behavior: TabBarBehavior(maxLiveTabs: 2),
        routes: [TabBarRouteRule("app://inbox/thread/:id", tab: "inbox"), TabBarRouteRule("app://gated", tab: "me")])

    // MARK: UIKit, pushes made the normal way (finding 6)

    @Test("a screen pushed with pushViewController is followed: reselect pops it to the root instead of scrolling")
    func appPushIsObserved() throws {
        let store = try TabBarKitStore(configuration: Self.configuration)
        let container = SimulatedUIKitContainer(store)
        container.driver.launch()
        container.appPushes(.init(route: nil), on: "home")
        #expect(store.state.stack("home").count == 1, "the core counts the app's screen")
        container.driver.send(.tabTapped("home"))
        #expect(container.stacks["home"] == [], "reselect popped it")
        #expect(container.scrolledToTop.isEmpty)
        container.driver.send(.tabTapped("home"))
        #expect(container.scrolledToTop == ["home"], "at the root, reselect scrolls to top")
        #expect(container.reselected == ["home", "home"])
    }

    @Test("restoration keeps what can be kept: a screen that names its route is saved, one that does not ends the saved stack")
    func appPushRestoration() throws {
        let store = try TabBarKitStore(configuration: Self.configuration)
        let container = SimulatedUIKitContainer(store)
        container.driver.launch()
        container.appPushes(.init(route: TabBarRoute("post/1")), on: "home")  // a TabBarRouteProviding controller
        container.appPushes(.init(route: nil), on: "home")
        container.appPushes(.init(route: TabBarRoute("post/2")), on: "home")
        #expect(store.state.stack("home").count == 3)
        let saved = store.snapshotJSON()
        let relaunched = try TabBarKitStore(configuration: Self.configuration)
        relaunched.restore(json: saved)
        #expect(relaunched.state.stack("home") == [TabBarRoute("post/1")])
    }

    @Test("a child evicted with screens the app pushed comes back with the part its routes can rebuild, and the core follows")
    func evictionKeepsTheRebuildablePart() throws {
        let store = try TabBarKitStore(configuration: Self.configuration)
        let container = SimulatedUIKitContainer(store)
        container.driver.launch()
        container.appPushes(.init(route: TabBarRoute("post/1")), on: "home")
        container.appPushes(.init(route: nil), on: "home")
        container.driver.send(.tabTapped("inbox"))
        container.driver.send(.tabTapped("me"))  // the cap of two evicts home
        #expect(container.stacks["home"] == nil)
        container.driver.send(.tabTapped("home"))
        #expect(container.stacks["home"] == [.init(route: TabBarRoute("post/1"))])
        #expect(store.state.stack("home") == [TabBarRoute("post/1")])
    }

    @Test("the back swipe pops once; a cancelled back swipe over a screen that hides the bar leaves the bar hidden")
    func backSwipeAndHidesBottomBar() throws {
        let store = try TabBarKitStore(configuration: Self.configuration)
        let container = SimulatedUIKitContainer(store)
        container.driver.launch()
        container.appPushes(.init(route: nil, hidesBottomBar: true), on: "home")
        #expect(store.visibility == .hidden)
        container.backSwipe(on: "home", completes: false)
        #expect(store.visibility == .hidden, "cancelled: the bar stays hidden over the screen")
        #expect(store.state.stack("home").count == 1)
        container.backSwipe(on: "home", completes: true)
        #expect(store.visibility == .visible)
        #expect(store.state.stack("home").isEmpty)
        #expect(container.stacks["home"] == [], "the pop the user made is not performed a second time")
    }

    // MARK: Mounting once (finding 9)

    @Test("a deep link before the first appearance mounts its tab once, and launch logs the screen shown")
    func deepLinkBeforeLaunch() throws {
        let store = try TabBarKitStore(configuration: Self.configuration)
        var logged: [TabBarEffect] = []
        store.perform = { if case .analytics = $0 { logged.append($0) } }
        let container = SimulatedUIKitContainer(store)
        container.driver.send(.deepLinkOpened("app://inbox/thread/7"))  // `open(url)` in `scene(_:willConnectTo:)`
        container.driver.launch()                                       // `viewWillAppear`
        #expect(container.added.sorted() == ["home", "inbox"], "each tab added once")
        #expect(container.stacks["inbox"] == [.init(route: TabBarRoute("thread/7", parameters: ["id": "7"]))])
        #expect(logged == [.analytics(screen: "inbox", tab: "inbox")], "one screen view, for the screen shown")
    }

    /// Device review: a second container on one store (a second iPad window, a container made again) came up
    /// blank and took the store's changes away from the first.
    @Test("a second container on a launched store joins it: it creates the live tabs, and both follow every change")
    func secondContainerJoins() throws {
        let store = try TabBarKitStore(configuration: Self.configuration)
        var logged = 0
        store.perform = { if case .analytics = $0 { logged += 1 } }
        let first = SimulatedUIKitContainer(store)
        first.driver.launch()
        first.driver.send(.tabTapped("inbox"))
        let second = SimulatedUIKitContainer(store)
        second.driver.launch()
        #expect(second.added.sorted() == first.added.sorted(), "the live tabs are created for the second container")
        #expect(logged == 2, "joining logs no screen again")
        store.send(.selectionRequested("me"))
        #expect(first.shown.last == "me" && second.shown.last == "me", "both follow")
        #expect(first.announcements == ["Me, tab 3 of 3"] && second.announcements.isEmpty, "what happens once per change happens once, in the first window")
        #expect(TabBarContainerAction.announce("x").happensOncePerStore && !TabBarContainerAction.popToRoot("home", animated: true).happensOncePerStore)
    }

    @Test("of two windows on one store, what happens once happens in the window the user acted in, while it is in front")
    func onceInTheActingWindow() throws {
        let store = try TabBarKitStore(configuration: Self.configuration)
        let first = SimulatedUIKitContainer(store)
        first.driver.launch()
        let second = SimulatedUIKitContainer(store)
        second.driver.launch()
        let launched = first.once
        second.driver.send(.tabTapped("inbox"))
        #expect(second.once == ["playHaptic(TabBarCore.TabBarHaptic.selection)", #"logScreen("inbox", tab: inbox)"#, "screenChanged(inbox)"])
        #expect(first.once == launched, "the tap was in the second window: its haptic, screen view and focus move are there")
        #expect(first.shown.last == "inbox" && second.shown.last == "inbox", "both windows follow")
        // The second window goes to the background: the app's own change is announced in the one in front.
        second.driver.isInForeground = { false }
        let before = second.once
        store.send(.selectionRequested("me"))
        #expect(first.announcements == ["Me, tab 3 of 3"] && second.once == before)
        // Nothing in front (the app is in the background): the window acted in last still performs it, once.
        first.driver.isInForeground = { false }
        store.send(.selectionRequested("home"))
        #expect(first.announcements == ["Me, tab 3 of 3"] && second.announcements == ["Home, tab 1 of 3"])
    }

    @Test("of two windows on one store, a tab's menu item, a sidebar action and a refresh reach the app once, from the window acted in")
    func appMessagesOnce() throws {
        let configuration = TabBarConfiguration(
            tabs: [
                TabBarKitItem(id: "home", title: "Home", icon: "house", reselect: TabBarReselectPolicy(stages: [.refresh])),
                TabBarKitItem(id: "me", title: "Me", icon: "person", menu: [TabBarActionMenuItem(id: "switch", title: "Switch Account")]),
            ],
            selected: "home",
            sections: [TabBarSidebarSection(id: "all", title: "All", tabs: ["home", "me"], actions: [TabBarActionMenuItem(id: "new", title: "New")])])
        let store = try TabBarKitStore(configuration: configuration)
        let first = SimulatedUIKitContainer(store)
        first.driver.launch()
        let second = SimulatedUIKitContainer(store)
        second.driver.launch()
        for event in [TabBarEvent.tabTapped("home"), .tabLongPressed("me"), .actionMenuItemChosen("switch"), .sidebarActionChosen("new", section: "all")] {
            second.driver.send(event)
        }
        #expect(second.appMessages == ["refresh(home)", #"performMenuItem(me, item: "switch")"#, #"performSidebarAction("new", section: "all")"#])
        #expect(first.appMessages.isEmpty, "the other window does not run them again")
    }

    // MARK: Every change's effects (finding 4)

    @Test("two changes in one update: the effects of both are performed, in order")
    func everyChangeIsPerformed() throws {
        let store = try TabBarKitStore(configuration: Self.configuration)
        let container = SimulatedUIKitContainer(store)
        container.driver.launch()
        // An app's own sends, one after another in one turn (as a SwiftUI onChange coalescing them would see one).
        store.send(.selectionRequested("inbox"))
        store.send(.selectionRequested("me"))
        #expect(container.shown == ["inbox", "me"])
        #expect(container.announcements == ["Inbox, tab 2 of 3", "Me, tab 3 of 3"])
    }

    // MARK: SwiftUI: the TabView way (findings 1, 10)

    @Test("the docs' pattern: a selection restored before the container appears wins over the binding's initial value")
    func restoredSelectionWins() throws {
        let saving = try TabBarKitStore(configuration: Self.configuration)
        saving.send(.tabTapped("inbox"))
        let saved = saving.snapshotJSON()
        let store = try TabBarKitStore(configuration: Self.configuration)
        store.restore(json: saved)
        #expect(store.adoptInitialSelection("home") == "inbox", "@State var selection = .home is set to the restored tab")
        #expect(store.state.selected == "inbox")
        let fresh = try TabBarKitStore(configuration: Self.configuration)
        #expect(fresh.adoptInitialSelection("me") == "me", "nothing restored: the binding's initial value is selected, as with TabView")
    }

    @Test("restore asks the selection policy: a signed-out user does not relaunch onto the gated tab")
    func restoreAsksThePolicy() throws {
        let saving = try TabBarKitStore(configuration: Self.configuration)
        saving.send(.tabTapped("me"))
        let saved = saving.snapshotJSON()
        let store = try TabBarKitStore(configuration: Self.configuration)
        var signedIn = false
        store.shouldSelect = { request in request.to == "me" && !signedIn ? .deny(reason: "signed out") : .allow }
        let effects = store.restore(json: saved)
        #expect(store.state.selected == "home")
        #expect(effects.contains(.selectionDenied("me", reason: "signed out")))
        signedIn = true
        store.restore(json: saved)
        #expect(store.state.selected == "me")
        let redirecting = try TabBarKitStore(configuration: Self.configuration)
        redirecting.shouldSelect = { request in request.to == "me" ? .redirect(to: "inbox") : .allow }
        redirecting.restore(json: saved)
        #expect(redirecting.state.selected == "inbox")
    }

    @Test("an app's own NavigationStack(path:): its pushes reach the core, and reselect pops it to the root")
    func appOwnedPath() throws {
        let store = try TabBarKitStore(configuration: Self.configuration)
        let container = SimulatedUIKitContainer(store, navigatesChildren: false)
        container.driver.launch()
        var path: [TabBarRoute] = []
        // The app's path appears empty; then the user pushes twice through NavigationLinks.
        let appeared = TabBarPathSync.appeared(app: path, core: store.state.stack("home"), on: "home")
        #expect(appeared.app == .none && appeared.core.isEmpty)
        for route in [TabBarRoute("post/1"), TabBarRoute("post/2")] {
            let before = path
            path.append(route)
            for event in TabBarPathSync.appChanged(to: path, core: store.state.stack("home"), on: "home") { store.send(event) }
            #expect(store.state.stack("home") == path, "after \(before)")
        }
        container.driver.send(.tabTapped("home"))
        #expect(TabBarPathSync.coreChanged(to: store.state.stack("home"), app: path) == .removeLast(2))
        #expect(container.stacks["home"] == [], "the container moved nothing itself: the app's stack follows its path")
    }

    @Test("a deep link that arrives before an app-owned path appears fills it; an erased path is popped by count")
    func appOwnedPathAndDeepLinks() throws {
        let store = try TabBarKitStore(configuration: Self.configuration)
        store.send(.deepLinkOpened("app://inbox/thread/3"))
        let appeared = TabBarPathSync.appeared(app: [], core: store.state.stack("inbox"), on: "inbox")
        #expect(appeared.app == .replace([TabBarRoute("thread/3", parameters: ["id": "3"])]) && appeared.core.isEmpty)
        // A NavigationPath of three screens is three screens to the core; back pops one.
        let erased = TabBarPathSync.erasedRoutes(count: 3)
        for event in TabBarPathSync.appChanged(to: erased, core: store.state.stack("home"), on: "home") { store.send(event) }
        store.send(.selectionRequested("home"))
        store.send(.backRequested)
        #expect(TabBarPathSync.coreChanged(to: store.state.stack("home"), app: erased) == .removeLast(1))
        #expect(!TabBarRoute.pushedByApp("x").isRestorable)
    }

    @Test(".tabBarHidden reaches the container through the environment: the bar hides while the selected tab's screen asks")
    func hiddenThroughTheEnvironment() throws {
        let store = try TabBarKitStore(configuration: Self.configuration)
        let container = SimulatedUIKitContainer(store, navigatesChildren: false)
        container.driver.launch()
        container.driver.screenAppeared(1, in: "home", hidesBar: false)
        container.driver.screenAppeared(2, in: "home", hidesBar: true)  // a pushed player
        #expect(store.visibility == .hidden)
        container.driver.screenDisappeared(1, in: "home")  // the root, covered by the push
        #expect(store.visibility == .hidden)
        container.driver.screenDisappeared(2, in: "home")  // popped
        container.driver.screenAppeared(1, in: "home", hidesBar: false)
        #expect(store.visibility == .visible)
        // A tab that is not selected is out of the window: its screens disappeared with it.
        container.driver.screenAppeared(3, in: "inbox", hidesBar: true)
        #expect(store.visibility == .visible, "only the selected tab's screens count")
        container.driver.send(.tabTapped("inbox"))
        #expect(store.visibility == .hidden, "selecting it follows its screens")
    }

    @Test("a screen can put its own action in place of scroll to top while it is on screen (Nyx's chat scrolls to its latest message)")
    func scrollToTopHandler() throws {
        let store = try TabBarKitStore(configuration: Self.configuration)
        let container = SimulatedUIKitContainer(store, navigatesChildren: false)
        container.driver.launch()
        var latest = 0
        container.driver.setScrollToTopHandler({ latest += 1 }, screen: 1, in: "home")
        container.driver.send(.tabTapped("home"))
        #expect(latest == 1 && container.scrolledToTop.isEmpty)
        container.driver.setScrollToTopHandler(nil, screen: 1, in: "home")  // the chat disappeared
        container.driver.send(.tabTapped("home"))
        #expect(latest == 1 && container.scrolledToTop == ["home"])
    }

    // MARK: Declarations read from view values (finding 10: a badge at launch)

    /// SwiftUI's wrappers as plain values: `ModifiedContent`, `_ConditionalContent`, `TupleView`, `AnyView`.
    struct Modified<Content, Modifier> {
        var content: Content
        var modifier: Modifier
    }
    enum Conditional<T, F> {
        case trueContent(T)
        case falseContent(F)
    }
    final class ErasedStorage<V> {
        let view: V
        init(_ view: V) { self.view = view }
    }
    struct Erased { var storage: AnyObject }
    struct BadgeDeclaration: Equatable { var badge: TabBarBadge }
    struct AppModel { var messages: [String]; var badge: BadgeDeclaration }
    struct InboxView { var model: AppModel }

    @Test("a tab's badge is read from its root view's value, through modifiers, conditions and type erasure, not from app data")
    func declarationReader() {
        let root = Modified(content: Modified(content: InboxView(model: AppModel(messages: ["a"], badge: BadgeDeclaration(badge: .count(9)))), modifier: BadgeDeclaration(badge: .count(3))), modifier: "navigationTitle")
        #expect(TabBarDeclarationReader.first(BadgeDeclaration.self, in: root) == BadgeDeclaration(badge: .count(3)))
        let outer = Modified(content: Modified(content: "Inbox", modifier: BadgeDeclaration(badge: .count(1))), modifier: BadgeDeclaration(badge: .count(2)))
        #expect(TabBarDeclarationReader.first(BadgeDeclaration.self, in: outer)?.badge == .count(2), "the outermost declaration wins")
        let conditional: Conditional<Modified<String, BadgeDeclaration>, String> = .trueContent(Modified(content: "x", modifier: BadgeDeclaration(badge: .dot)))
        #expect(TabBarDeclarationReader.first(BadgeDeclaration.self, in: conditional)?.badge == .dot)
        let erased = Erased(storage: ErasedStorage(Modified(content: "x", modifier: BadgeDeclaration(badge: .text("new")))))
        #expect(TabBarDeclarationReader.first(BadgeDeclaration.self, in: erased)?.badge == .text("new"))
        #expect(TabBarDeclarationReader.first(BadgeDeclaration.self, in: (Optional("a"), Modified(content: 1, modifier: BadgeDeclaration(badge: .count(4)))))?.badge == .count(4))
        // A value the app stores in its own view (a model holding a badge) is not a declaration on the tab.
        #expect(TabBarDeclarationReader.first(BadgeDeclaration.self, in: InboxView(model: AppModel(messages: [], badge: BadgeDeclaration(badge: .count(5))))) == nil)
        #expect(TabBarDeclarationReader.first(BadgeDeclaration.self, in: [BadgeDeclaration(badge: .count(6))]) == nil, "collections are data")
    }

    // MARK: What children say (finding 7)

    @Test("a child's tabBarItem fills what the configuration leaves out, and what the configuration overrides is reported")
    func childItems() throws {
        let configuration = TabBarConfiguration(
            tabs: [TabBarKitItem(id: "home", title: "Home", icon: "house"), TabBarKitItem(id: "inbox", title: "", accessibilityLabel: "Inbox")],
            selected: "home")
        let readings: [TabID: TabBarChildItem] = [
            "home": TabBarChildItem(title: "Start", icon: .image(TabBarChildItem.imageID(for: "home", selected: false))),
            "inbox": TabBarChildItem(title: "Mail", icon: .image("tabBarItem/inbox"), selectedIcon: .image("tabBarItem/inbox/selected")),
        ]
        let (applied, diagnostics) = TabBarChildItem.apply(readings, to: configuration)
        #expect(applied.tabs[1].title == "Mail" && applied.tabs[1].icon == .image("tabBarItem/inbox") && applied.tabs[1].selectedIcon == .image("tabBarItem/inbox/selected"))
        #expect(applied.tabs[0].title == "Home" && applied.tabs[0].icon == "house", "the configuration says otherwise: it wins")
        #expect(diagnostics.map(\.code) == ["tabBarItemIgnored", "tabBarItemIgnored"])
        #expect(diagnostics[0].message.contains("\"Start\"") && diagnostics[0].message.contains("\"Home\""))
        #expect(TabBarChildItem.imageID(for: "home", selected: true) == "tabBarItem/home/selected")
        _ = try TabBarMachine(configuration: applied)
    }

    // MARK: Which scroll view (finding 2)

    @Test("one rule picks a tab's scroll view: the shallowest visible vertical one that takes scroll to top")
    func scrollTarget() {
        typealias C = TabBarScrollTarget.Candidate
        let carousel = C(depth: 2, scrollsToTop: true, scrollsVertically: false, isVisible: true)
        let list = C(depth: 3, scrollsToTop: true, scrollsVertically: true, isVisible: true)
        let hidden = C(depth: 1, scrollsToTop: true, scrollsVertically: true, isVisible: false)
        let optedOut = C(depth: 1, scrollsToTop: false, scrollsVertically: true, isVisible: true)
        #expect(TabBarScrollTarget.choose([carousel, list]) == 1)
        #expect(TabBarScrollTarget.choose([hidden, optedOut, carousel, list]) == 3)
        #expect(TabBarScrollTarget.choose([carousel]) == 0, "a horizontal one when nothing scrolls vertically")
        #expect(TabBarScrollTarget.choose([list, C(depth: 3, scrollsToTop: true, scrollsVertically: true, isVisible: true)]) == 0, "the first of equals")
        #expect(TabBarScrollTarget.choose([hidden, optedOut]) == nil)
    }
}

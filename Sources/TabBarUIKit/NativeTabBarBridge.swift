#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

/// Drives a stock `UITabBarController` from the core: the system look with our behaviour
/// (selection policy, reselect, back, badges, deep links, lifecycle and analytics).
///
/// The bridge is the tab bar controller's delegate: every tap goes to the core, which decides; the bridge then
/// selects, sets badges and pops as the effects say (instantly with Reduce Motion). On iOS 18 and later it gives the
/// controller `tabs` (`UITab`, `UISearchTab`, `UITabGroup` for sidebar sections: `TabBarNativeTabTree`); on iOS 17
/// its `viewControllers`. With more than five tabs on iPhone the system's More tab opens as usual. The theme is applied
/// through `UITabBarAppearance` once the controller is in a window and again whenever its appearance traits
/// change; ``apply(configuration:)`` keeps the tab list in step with a new configuration.
@MainActor
public final class NativeTabBarBridge: NSObject, UITabBarControllerDelegate {
    /// The controller being driven.
    public let tabBarController: UITabBarController
    /// The core.
    public private(set) var machine: TabBarMachine
    /// Asked before selections: allow, deny with a reason, or redirect.
    public var shouldSelect: ((TabBarSelectionPolicy.Request) -> TabBarSelectionPolicy.Decision)?
    /// Told when the selected tab is tapped again.
    public var didReselect: ((TabID) -> Void)?
    /// Told when an action tab is tapped.
    public var didTapAction: ((TabID, String?) -> Void)?
    /// Called with every screen view (analytics).
    public var onScreenView: ((_ screen: String, _ tab: TabID) -> Void)?
    /// Makes the screen for a route the core pushes on a tab (a deep link, `routePushed`); a tab whose
    /// controller is a `UINavigationController` gets it pushed. `nil` (or a `nil` screen) only switches tabs.
    public var makeRoute: ((TabBarRoute, TabID) -> UIViewController?)?
    /// Whether ``apply(_:)`` paints the theme's opaque bar over iOS 26's Liquid Glass (otherwise the glass is
    /// left alone and only the selected tint and badges are set).
    public var opaqueOverLiquidGlass = false
    /// iOS 17: told when the core selects a tab the system bar has no item for (a deep link to a `hidden` or `sidebarOnly`
    /// tab; on iOS 18 such a tab is one of the controller's `tabs`, selected in place). A `UITabBarController` of view
    /// controllers can show only its items' controllers, so the bar keeps showing the tab it shows
    /// and the app presents the tab's own controller, ``viewController(for:)`` (its stack follows the core's pushes),
    /// itself (the core has announced it, "Settings, not in the tab bar"); it is told once per such selection, not
    /// again when the bar's tabs change. When the tab gets an item (a regular width's tab set, a new configuration),
    /// the bridge dismisses that presentation and shows the tab in the bar. (When the selected tab leaves the bar,
    /// the core selects the tab the system bar then shows instead.)
    public var onSelectionWithoutItem: ((TabID) -> Void)?
    /// iOS 17: told when the presentation ``onSelectionWithoutItem`` asked for is over: another tab was selected (dismiss the
    /// presentation if it is still up), or the tab got an item and the bridge dismissed the presentation itself (told
    /// from the dismissal's completion: UIKit calls no `presentationControllerDidDismiss(_:)` for a dismissal in code).
    public var onPresentationEnded: ((TabID) -> Void)?
    /// Told with the chosen item of a tab's long-press menu, which the bridge shows as an action sheet while the core
    /// has it open. A system bar's items take no long press: an app that gives a tab one (its own gesture) sends
    /// `.tabLongPressed(tab)` with ``send(_:)``.
    public var onMenuItem: ((_ tab: TabID, _ item: String) -> Void)?
    /// Told when a reselect chain's refresh stage (a reselect after the one that scrolled to the top) asks a tab to refresh and its screen has no
    /// pull-to-refresh of its own: a tab whose scroll view has a `UIRefreshControl` refreshes through it (it begins
    /// refreshing and sends `.valueChanged`, as a pull does), as in ``TabBarKitController``. While the app's refresh
    /// of a tab runs (until this returns), no second one starts.
    public var onRefresh: (@MainActor (TabID) async -> Void)?
    /// The app's refreshes in flight.
    let refreshes = TabBarRefreshesInFlight()
    /// The tab last sent to its top and when: a refresh right behind that scroll (one reselect's stages) reveals
    /// its spinner though the scroll's animation has not arrived yet.
    var sentToTop = TabBarSentToTop()

    /// The tabs the system bar has items for, in order (iOS 17: its view controllers').
    var ids: [TabID]
    var input = TabBarInput()
    var launched = false
    weak var shownMenu: UIAlertController?
    private var theme: TabBarTheme
    private let translator: TabBarTranslator
    private let content: (TabID) -> UIViewController
    /// Every tab's view controller once made, in the bar or not: a tab that leaves the bar (a new width's tab set,
    /// the user's customisation) and comes back keeps its controller and its navigation stack.
    var controllers: [TabID: UIViewController] = [:]
    /// The selection last applied to the tab bar controller.
    var appliedSelection: TabID?
    /// The selection last given to ``onSelectionWithoutItem`` (until a selection is shown in the bar).
    private var toldWithoutItem: TabID?
    /// The tab the system bar shows after the selected one left it, for the core to select (``syncTabs()``).
    private var followedSelection: TabID?
    /// The listeners of the tabs' navigation controllers (each keeps the app's delegate and forwards to it).
    private var navigationProxies: [TabID: TabBarNavigationProxy] = [:]
    /// The routes of the screens the bridge pushed for the core, by screen.
    private var pushedRoutes: [ObjectIdentifier: PushedRoute] = [:]
    /// Runs ``adoptNavigation()`` once per turn of the main run loop while there are such listeners: a delegate the app
    /// sets later (a pushed screen's `viewDidLoad`, a coordinator) is wrapped before the loop sleeps, so the next move (the
    /// user's Back) reaches the core; no key-value observing, which would stop RxCocoa's `rx.methodInvoked` on them.
    private var navigationTurns: TabBarRunLoopTurns?
    /// What a regular width's bar becomes: a `.sidebar` or `.topBar` is iOS 18's `UITabBarController.Mode.tabSidebar`.
    let regularWidth: TabBarRegularWidthPresentation
    /// iOS 18 and later: the controller's `tabs` (a ``NativeTabBarTabs``); `nil` before, where its `viewControllers` are set.
    var tabsDriver: AnyObject?
    /// iOS 18: the record of the system's customisation identifier (``TabBarNativeCustomization/UIKitRecord``), and the
    /// user defaults key it is kept under for this configuration.
    var customizationRecord: TabBarNativeCustomization.UIKitRecord?
    var customizationKey = ""
    /// iOS 18: the tab UIKit is asking about (`tabBarController(_:shouldSelectTab:)`) while the core decides: nothing is
    /// selected in code meanwhile.
    var answeringSelection: TabID?
    /// iOS 18: whether the system's customisation identifier follows the core yet: from the turn after the bridge was
    /// made (an app restores its snapshot right after making it).
    var comparesCustomization = false
    /// iOS 18: set while the bridge shows or hides the system sidebar itself.
    var settingSidebar = false
    /// iOS 18: set while a reading of the user's sidebar edit is on its way (one for several of UIKit's calls).
    var readScheduled = false
    /// iOS 18: set when the bar's word came while UIKit asked about a selection: applied right after.
    var systemBarPending = false
    /// iOS 18: set when a new tree may show the selected tab otherwise (in a host now, or no longer): the bar's word is
    /// applied again once the effects of the batch are performed (``refreshTabs(_:)``), not before them.
    var treeChanged = false
    /// iOS 18: set while the user's edit in the system's sidebar is being read into the core.
    var readingCustomization = false
    /// iOS 18: set while the user edits the system's sidebar.
    var systemIsEditing = false

    /// Wraps `tabBarController`, giving it one view controller per tab from `content` (iOS 18: its `tabs`; iOS 17: its
    /// `viewControllers`, one per visible tab); titles and spoken strings are String Catalog keys, localised by
    /// `translator` (the app's main bundle by default). `regularWidth` `.sidebar` or `.topBar` makes the controller's
    /// `mode` `.tabSidebar` on iOS 18 (iPadOS's top bar and sidebar, the sections as `UITabGroup`s), as it makes the
    /// custom bar a sidebar or top bar. The bridge keeps `content` to make the tabs a new configuration adds: capture
    /// your own objects in it weakly.
    public init(
        configuration: TabBarConfiguration, theme: TabBarTheme = .system, translator: TabBarTranslator = .main,
        regularWidth: TabBarRegularWidthPresentation = .floatingBar,
        tabBarController: UITabBarController = UITabBarController(), content: @escaping (TabID) -> UIViewController
    ) throws(TabBarConfigurationError) {
        let configuration = configuration.localized(translator)
        machine = try TabBarMachine(configuration: configuration)
        machine.phrases = translator.phrases
        // The bridge does not follow the content's scrolling: the core holds a content at its top only from one
        // reselect to the next (a chain scrolls once, then refreshes).
        machine.hostReportsScrolling = false
        self.tabBarController = tabBarController
        self.theme = theme
        self.translator = translator
        self.content = content
        self.regularWidth = regularWidth
        ids = machine.visibleOrder
        super.init()
        machine.selectionPolicy = TabBarSelectionPolicy { [weak self] request in
            MainActor.assumeIsolated { self?.shouldSelect?(request) ?? .allow }
        }
        // The starting size classes, before the first tabs are made (an iPad's bar shows all of its tab set); later
        // ones come with the trait changes registered below, and again at launch, once the controller is in a window.
        startingSizeClasses(tabBarController.traitCollection)
        if #available(iOS 18.0, visionOS 2.0, *) {
            startTabs()
        } else {
            tabBarController.viewControllers = ids.map(controllerMade)
            // The core keeps the order (its own customisation model): More's Edit would reorder the controllers the
            // bridge maps by position.
            #if !os(visionOS)
            tabBarController.customizableViewControllers = []
            #endif
        }
        tabBarController.delegate = self
        // A tab chosen from the More list is shown by the More navigation controller, without the tab bar
        // controller's delegate hearing of it (its `didSelect` follows taps in the bar only).
        moreList?.delegate = self
        // The appearance follows the controller's traits: applied when they change (light or dark, contrast, the
        // bar's size on rotation), which they do when it enters a window (before, it knows no appearance).
        tabBarController.registerForTraitChanges(
            [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]
        ) { [weak self] (controller: UITabBarController, _: UITraitCollection) in
            self?.traitsChanged(controller.traitCollection)
        }
        _ = input.handle(.reduceMotion(UIAccessibility.isReduceMotionEnabled), at: CACurrentMediaTime(), context: context)
        NotificationCenter.default.addObserver(
            self, selector: #selector(reduceMotionChanged), name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        refresh()
        applyMinimizePolicy()
        // The launch effects (the first screen view) wait until the code that made the bridge has set its closures.
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.launch()
            self.comparesCustomization = true
            self.syncTabs()
        }
    }

    /// A tab's view controller: the one it had (kept while the tab is out of the bar), else a new one.
    func controllerMade(_ id: TabID) -> UIViewController {
        if let kept = controllers[id] { return kept }
        let controller = makeController(id)
        controllers[id] = controller
        return controller
    }

    /// A tab's view controller from the app's `content`, with its item from the configuration.
    func makeController(_ id: TabID) -> UIViewController {
        let controller = content(id)
        controller.tabBarItem = UITabBarItem(title: nil, image: nil, selectedImage: nil)
        updateItem(of: controller, for: id)
        if let navigation = controller as? UINavigationController {
            // The user's Back (the button, its menu, the swipe) and the app's own pushes reach the core, as in
            // `TabBarKitController`: a proxy delegate that keeps the app's and tells the bridge when a move settled.
            // The navigation controller keeps the proxy: once the bridge is gone it forwards every call and hears none.
            listen(to: navigation, on: id)
            // One observer for the bridge; it runs after the app's own assignment (a delegate proxy that checks it is
            // installed, as RxCocoa's does, finds itself there first).
            if navigationTurns == nil {
                navigationTurns = TabBarRunLoopTurns { [weak self] in
                    guard let self else { return false }
                    self.adoptNavigation()
                    return true
                }
            }
        }
        return controller
    }

    /// Listens to a tab's navigation controller through the proxy it keeps (taken over from another owner, if one had
    /// it), adopting its delegate at once.
    func listen(to navigation: UINavigationController, on id: TabID) {
        navigationProxies[id] = TabBarNavigationProxy.listening(
            to: navigation, owner: self, onSettle: { [weak self] navigation in self?.navigationSettled(navigation) },
            onWillShow: { [weak self] navigation in self?.navigationWillShow(navigation) })
    }

    /// A controller's item as the configuration says: title, images, spoken label and hint, enabled.
    func updateItem(of controller: UIViewController, for id: TabID) {
        let tab = machine.configuration.tab(id)
        let item = controller.tabBarItem ?? UITabBarItem()
        item.title = tab?.title
        item.image = tab?.icon?.uiImage
        item.selectedImage = (tab?.selectedIcon ?? tab?.icon)?.uiImage
        item.accessibilityLabel = tab?.accessibilityLabel
        item.accessibilityHint = tab?.accessibilityHint
        item.isEnabled = tab?.isEnabled ?? true
        controller.tabBarItem = item
    }

    /// Performs the launch effects once: called by itself on the next turn of the main actor, or earlier
    /// by an app that wants them now (after setting ``onScreenView``).
    public func launch() {
        guard !launched else { return }
        launched = true
        // In a window by now (the app made the bridge and showed its controller in the same turn): its size classes.
        sizeClassesChanged(tabBarController.traitCollection)
        applyTheme()
        for effect in machine.launchEffects { perform(effect) }
        showSystemBar(animated: false)
        refresh()
    }

    /// iOS 18 and later: the system bar is hidden while the core's bar is (a route rule of the screen the core shows
    /// on top, `barHiddenChanged`), with `setTabBarHidden(_:animated:)`, so it follows every change of the core's word
    /// (a pop, a new configuration, another tab), not only the flag a screen had when it was pushed.
    func showSystemBar(animated: Bool) {
        adoptNavigation()
        if #available(iOS 18.0, visionOS 2.0, *) {
            // Not inside UIKit's question about a selection (the old tab still on screen), nor during a move of the
            // selected tab's navigation controller (``navigationWillShow(_:)`` moves the bar with it): right after.
            if answeringSelection != nil {
                // Applied once UIKit's question is answered (`tabBarController(_:shouldSelectTab:)`), after the selection.
                systemBarPending = true
                return
            }
            // During the selected tab's own navigation transition (not a presentation over the whole controller, whose
            // coordinator a child also reports): at its end.
            if let coordinator = navigation(machine.state.selected)?.transitionCoordinator, coordinator !== tabBarController.transitionCoordinator {
                coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.applySystemBar(animated: animated) }
                return
            }
            applySystemBar(animated: animated)
        }
    }

    /// iOS 18: the system bar hidden or shown as ``TabBarNativeBridgePlan/systemBarHidden(_:stackFlags:hosted:)`` says for
    /// the selected tab now.
    @available(iOS 18.0, visionOS 2.0, *)
    func applySystemBar(animated: Bool) {
        let selected = machine.state.selected
        guard let hidden = TabBarNativeBridgePlan.systemBarHidden(
            machine.visibility, stackFlags: stackFlags(selected), hosted: (tabsDriver as? NativeTabBarTabs)?.isHosted(selected) ?? false)
        else { return }
        if tabBarController.isTabBarHidden != hidden { tabBarController.setTabBarHidden(hidden, animated: animated && !input.reduceMotion) }
    }

    /// The system's More navigation controller (more than five tabs on an iPhone); none on visionOS.
    var moreList: UINavigationController? {
        #if os(visionOS)
        return nil
        #else
        return tabBarController.moreNavigationController
        #endif
    }

    /// Before iOS 18 (no `setTabBarHidden(_:animated:)`), a route screen whose rule hides the core's bar is pushed with
    /// `hidesBottomBarWhenPushed`, as UIKit hides the bar above such a screen.
    func hidesWhenPushed(_ route: TabBarRoute, on id: TabID) -> Bool {
        if #available(iOS 18.0, visionOS 2.0, *) { return false }
        return machine.routeHidesBar(route, on: id)
    }

    /// Applies a new configuration (a tab gained after sign-in, titles after a language switch): the core keeps
    /// every stack, badge and selection that still exists, and the controller's tabs follow: a tab that stays
    /// keeps its view controller (and its navigation stack), a new one gets one from `content`.
    public func apply(configuration: TabBarConfiguration) throws(TabBarConfigurationError) {
        let effects = try machine.apply(configuration: configuration.localized(translator))
        // A tab the configuration no longer has gives up its controller, and its navigation controller's proxy lets go
        // (a pass-through that hands the delegate back), as the container's `removeChild` does.
        for (id, proxy) in navigationProxies where machine.configuration.tab(id) == nil {
            if let navigation = navigation(id) { proxy.release(navigation, owner: self) }
            navigationProxies[id] = nil
        }
        if navigationProxies.isEmpty { navigationTurns = nil }
        controllers = controllers.filter { machine.configuration.tab($0.key) != nil }
        if #available(iOS 18.0, visionOS 2.0, *), let tabs {
            tabs.forget(
                keepingTabs: Set(machine.configuration.tabs.map(\.id)), sections: Set(machine.configuration.sections.map(\.id)),
                live: Array(controllers.values))
            loadCustomizationRecord()
        }
        syncTabs()
        // A language switch or a new icon reaches every kept tab's item (in the bar or not), its spoken label included.
        for (id, controller) in controllers { updateItem(of: controller, for: id) }
        if #available(iOS 18.0, visionOS 2.0, *) { updateTabItems() }
        for effect in effects { perform(effect) }
        refresh()
        applyTheme()
        followBar()
    }

    /// The controller's tabs follow the core's bar: every tab keeps its view controller (and its stack) while it is
    /// out of the bar and when it comes back; a new one gets one from `content` (after a new configuration, or a new
    /// width that shows another tab set). The selection is then the core's again: its tab's controller; when the
    /// selected tab has just left the bar, the one the system bar shows now, which the core then selects
    /// (``TabBarNativeBridgePlan/selectionFollowingBar(selected:before:after:shown:)``); for a selection the bar never
    /// had an item for, ``onSelectionWithoutItem``.
    func syncTabs() {
        if #available(iOS 18.0, visionOS 2.0, *), let driver = tabsDriver as? NativeTabBarTabs {
            syncTree(driver)
            return
        }
        let after = machine.visibleOrder
        guard after != ids else { return }
        // A kept controller the app presents (a selection without an item) cannot also be the bar's child.
        for id in TabBarNativeBridgePlan.entering(before: ids, after: after) {
            controllers[id]?.presentingViewController?.dismiss(animated: false) { [weak self] in self?.onPresentationEnded?(id) }
        }
        tabBarController.setViewControllers(after.map(controllerMade), animated: false)
        #if !os(visionOS)
        tabBarController.customizableViewControllers = []
        #endif
        followedSelection = TabBarNativeBridgePlan.selectionFollowingBar(
            selected: machine.state.selected, before: ids, after: after, shown: tabBarController.selectedIndex)
        ids = after
        appliedSelection = followedSelection == nil ? nil : machine.state.selected
    }

    /// The controller's traits changed: a new width shows the configuration's tab set for it (the compact set on an
    /// iPhone), and the theme is applied again for the new appearance.
    func traitsChanged(_ traits: UITraitCollection) {
        sizeClassesChanged(traits)
        applyTheme()
        applyMinimizePolicy()
    }

    /// The size classes of `traits` as the input layer's signal; `nil` while the width is unknown (a controller not yet
    /// in a window).
    static func sizeClasses(_ traits: UITraitCollection) -> TabBarSignal? {
        guard traits.horizontalSizeClass != .unspecified else { return nil }
        let vertical: TabBarSizeClass = traits.verticalSizeClass == .compact ? .compact : .regular
        return .sizeClasses(
            horizontal: TabBarNativeTab.width(horizontal: traits.horizontalSizeClass == .regular ? .regular : .compact, vertical: vertical),
            vertical: vertical)
    }

    /// Tells the core the size classes of `traits` (the input layer sends only a change): a regular width only where
    /// the height is regular too (``TabBarNativeTab/width(horizontal:vertical:)``: an iPhone in landscape keeps its
    /// bottom bar's tab set).
    func sizeClassesChanged(_ traits: UITraitCollection) {
        if let signal = Self.sizeClasses(traits) { handle(signal) }
    }

    /// The size classes known when the bridge is made, given to the core before its first tabs exist (no effect
    /// is performed: nothing is on screen, and the launch effects come later).
    func startingSizeClasses(_ traits: UITraitCollection) {
        guard let signal = Self.sizeClasses(traits) else { return }
        for event in input.handle(signal, at: CACurrentMediaTime(), context: context).events { _ = machine.handle(event) }
        ids = machine.visibleOrder
    }

    @objc func reduceMotionChanged() {
        _ = input.handle(.reduceMotion(UIAccessibility.isReduceMotionEnabled), at: CACurrentMediaTime(), context: context)
    }

    var context: TabBarInput.Context {
        // The core's bar hidden (a route rule, `barHiddenChanged`): the system bar's selections are still taken.
        TabBarInput.Context(configuration: machine.configuration, state: machine.state, layout: nil, barHidden: machine.visibility == .hidden)
    }

    /// Whether a navigation change on `tab` animates (the plan: the tab on screen, not under Reduce Motion).
    func animates(_ tab: TabID) -> Bool {
        TabBarNativeBridgePlan.animates(tab, selected: machine.state.selected, reduceMotion: input.reduceMotion)
    }

    /// Sends an event to the core and performs what it returns.
    public func send(_ event: TabBarEvent) { send(event, shownBy: nil) }

    /// Sends an event; for one that tells the core what a tab's navigation controller already shows (`shownBy`), the
    /// stack moves it answers with are not made again.
    func send(_ event: TabBarEvent, shownBy tab: TabID?) { send([event], shownBy: tab) }

    /// Sends the events of one signal (or one reading) to the core, then performs what they return and shows the result
    /// once: a menu opened and chosen in one go (a sidebar row's context menu) never shows as a sheet in between.
    func send(_ events: [TabBarEvent], shownBy tab: TabID?) {
        guard !events.isEmpty else { return }
        launch()
        var effects: [TabBarEffect] = []
        var reselected: [TabID] = []
        for event in events {
            let before = machine.state.selected
            var made = machine.handle(event)
            if let tab { made = TabBarNativeBridgePlan.followingNavigation(made, on: tab) }
            if let tab = TabBarContainerPlanner.reselectedTab(by: event, selectedBefore: before, effects: made) { reselected.append(tab) }
            effects += made
        }
        syncTabs()
        for effect in effects { perform(effect) }
        refresh()
        for tab in reselected { didReselect?(tab) }
        followBar()
    }

    /// The selected tab left the bar (``syncTabs()``): the core selects what the system bar shows now.
    func followBar() {
        guard let shown = followedSelection else { return }
        followedSelection = nil
        // Applied again after it: the core's choice (a policy may refuse it) is what the bar then shows.
        appliedSelection = nil
        send(.selectionRequested(shown))
    }

    /// Hands a signal of the system bar to the input layer and sends the events it makes.
    func handle(_ signal: TabBarSignal) {
        send(input.handle(signal, at: CACurrentMediaTime(), context: context).events, shownBy: nil)
    }

    /// The system asks; the core decides. The bridge selects itself when the core says so. The system's More
    /// tab (more than five tabs on iPhone) opens as usual: it is the system's list of the other tabs.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        adoptNavigation()
        // The More list opens as the system opens it; the core's selection stays what it was.
        if viewController === moreList { return true }
        // iOS 18's tabs are asked through `tabBarController(_:shouldSelectTab:)` (UIKit calls no view controller method then).
        if tabsDriver != nil { return true }
        guard let index = tabBarController.viewControllers?.firstIndex(of: viewController), ids.indices.contains(index) else { return false }
        if tabBarController.selectedViewController === moreList, ids[index] == machine.state.selected {
            // Back from the More list to the selected tab: shown again, not reselected (no pop to root).
            tabBarController.selectedIndex = index
            return false
        }
        handle(.nativeTabSelected(ids[index]))
        return false
    }

    /// A tab the system selected itself: the core hears it as a selection request (its policy may still send
    /// the bar elsewhere).
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        guard tabsDriver == nil, let selected = tabBarController.selectedViewController,
            let index = tabBarController.viewControllers?.firstIndex(of: selected), ids.indices.contains(index),
            ids[index] != machine.state.selected
        else { return }
        send(.selectionRequested(ids[index]))
    }

    func perform(_ effect: TabBarEffect) {
        switch effect {
        case .popToRoot(let id): navigation(id)?.popToRootViewController(animated: animates(id))
        case .popRoute(_, let id): navigation(id)?.popViewController(animated: animates(id))
        case .scrollToTop(let id):
            guard let scrollView = navigation(id)?.topViewController?.view.firstScrollView ?? controller(id)?.view.firstScrollView else { return }
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top), animated: !input.reduceMotion)
            sentToTop.sent(id, at: CACurrentMediaTime())
        case .presentAction(let id, let item): didTapAction?(id, item)
        case .pushRoute(let route, let id):
            // A tab not shown yet this session (iOS 18 makes a tab's controller when UIKit first asks) gets it now.
            _ = controllerMade(id)
            guard let screen = makeRoute?(route, id) else { return }
            // A route whose rule hides the core's bar hides the system bar too: `setTabBarHidden` on iOS 18 (the core's
            // `visibilityChanged`), `hidesBottomBarWhenPushed` before.
            if hidesWhenPushed(route, on: id) { screen.hidesBottomBarWhenPushed = true }
            pushedRoutes[ObjectIdentifier(screen)] = PushedRoute(screen: screen, route: route)
            navigation(id)?.pushViewController(screen, animated: animates(id))
        case .replaceStack(let routes, let id):
            _ = controllerMade(id)
            guard let navigation = navigation(id), let root = navigation.viewControllers.first else { return }
            let screens = routes.compactMap { route in
                makeRoute?(route, id).map { screen in
                    if hidesWhenPushed(route, on: id) { screen.hidesBottomBarWhenPushed = true }
                    pushedRoutes[ObjectIdentifier(screen)] = PushedRoute(screen: screen, route: route)
                    return screen
                }
            }
            navigation.setViewControllers([root] + screens, animated: animates(id))
        case .analytics(let screen, let id): onScreenView?(screen, id)
        case .performMenuItem(let id, let item): onMenuItem?(id, item)
        case .refresh(let id): refresh(id)
        case .visibilityChanged: showSystemBar(animated: true)
        case .sidebarExpansionChanged:
            if #available(iOS 18.0, visionOS 2.0, *) { followSidebarExpansion() }
        case .announce(let text): UIAccessibility.post(notification: .announcement, argument: text)
        default: break
        }
    }

    /// A tab's refresh: its scroll view's refresh control when it has one, else the app's ``onRefresh``.
    func refresh(_ id: TabID) {
        let screen = navigation(id)?.topViewController ?? controller(id)
        // A refresh right behind this reselect's scroll stage finds the content on its way to the top.
        let justSentToTop = sentToTop.take(id, at: CACurrentMediaTime())
        if let scrollView = screen?.viewIfLoaded?.firstScrollView, scrollView.refreshAsPulled(assumingTop: justSentToTop, animated: !input.reduceMotion) {
            return
        }
        guard let onRefresh else { return }
        refreshes.start(id) { await onRefresh(id) }
    }

    /// Selection, badges and the action's menu from the core's state. The selection is applied when the core's
    /// changed, not on every refresh: while the More list is on screen `selectedIndex` is `NSNotFound`, and
    /// setting it again would take the user out of More.
    func refresh() {
        adoptNavigation()
        showMenuIfOpen()
        if #available(iOS 18.0, visionOS 2.0, *), let tabs {
            // Every tab is one of the controller's tabs: the core's selection is selected, an item in the bar or not.
            refreshTabs(tabs)
            return
        }
        if machine.state.selected != appliedSelection {
            appliedSelection = machine.state.selected
            if let told = toldWithoutItem, TabBarNativeBridgePlan.endsPresentation(told: told, selected: machine.state.selected, bar: ids) {
                toldWithoutItem = nil
                // A tab that entered the bar was dismissed by the bridge, which tells from the dismissal's completion.
                if !ids.contains(told) { onPresentationEnded?(told) }
            }
            if let index = ids.firstIndex(of: machine.state.selected) {
                toldWithoutItem = nil
                if tabBarController.selectedIndex != index { tabBarController.selectedIndex = index }
            } else if TabBarNativeBridgePlan.tellsSelectionWithoutItem(selected: machine.state.selected, bar: ids, lastTold: toldWithoutItem) {
                toldWithoutItem = machine.state.selected
                onSelectionWithoutItem?(machine.state.selected)
            }
        }
        let style = machine.configuration.behavior.badgeStyle
        for (index, id) in ids.enumerated() {
            tabBarController.viewControllers?[index].tabBarItem.badgeValue = machine.state.badge(id).displayText(style: style)
        }
    }

    /// A tab's view controller, in the bar or kept out of it (its stack follows the core there too).
    func controller(_ id: TabID) -> UIViewController? { controllers[id] }

    /// Puts the proxies back as the tabs' navigation delegates where the app has since set its own (a root screen's
    /// `viewDidLoad`, a coordinator started later), keeping the app's as the one they forward to, as
    /// `TabBarKitController` does on every layout pass: without them the user's Back would not reach the core, and on
    /// iOS 18 the system bar (which follows the core's visibility) could stay hidden after it.
    ///
    /// A navigation controller whose nearest tab container is this tab bar controller again after another owner (a
    /// `TabBarKitController`) took its proxy over is listened to again; one that is not is left to that owner
    /// (`TabBarDelegateRelay.pass(owner:holds:)` decides).
    func adoptNavigation() {
        for (id, proxy) in navigationProxies {
            guard let navigation = navigation(id) else { continue }
            // Read only for a proxy another owner has (a turn's pass is an identity compare per tab otherwise).
            let holds = !proxy.relay.isOwned(by: self) && containerAbove(navigation) === tabBarController
            switch proxy.relay.pass(owner: self, holds: holds) {
            case .attach: listen(to: navigation, on: id)
            case .adopt: proxy.adopt(navigation)
            case .leave: break
            }
        }
    }

    /// The nearest tab container above `navigation` (this tab bar controller, another one, or a `TabBarKitController`),
    /// walking its parents (through iOS 18's hosts; a tab shown from the More list is, by third-party accounts of UIKit,
    /// moved onto the More navigation controller and its own left without a parent, held by nobody): one parent at a time, so the
    /// bridge and a container never both hold one navigation controller. `viewControllers` is not the model once `tabs`
    /// is set (UITabBarController.h), and a navigation controller another container took keeps its place there.
    func containerAbove(_ navigation: UINavigationController) -> UIViewController? {
        var ancestor = navigation.parent
        while let current = ancestor, !(current is UITabBarController || current is TabBarKitController) { ancestor = current.parent }
        return ancestor
    }

    /// The view controller the bridge keeps for a tab, made from `content` on first use: the one to present for a
    /// selection the bar has no item for (``onSelectionWithoutItem``), whose navigation stack the core's pushes and
    /// pops reach; `nil` for an id the configuration does not have.
    public func viewController(for id: TabID) -> UIViewController? {
        machine.configuration.tab(id) == nil ? nil : controllerMade(id)
    }

    func navigation(_ id: TabID) -> UINavigationController? { controller(id) as? UINavigationController }

    /// A tab's navigation controller settled after a move, whoever made it: the core's stack follows what it shows.
    func navigationSettled(_ navigation: UINavigationController) {
        guard let id = controllers.first(where: { $0.value === navigation })?.key else { return }
        pushedRoutes = pushedRoutes.filter { $0.value.screen != nil }
        let shown = navigation.viewControllers.dropFirst().map(route(of:))
        send(TabBarNativeBridgePlan.navigationShows(shown, core: machine.state.stack(id), on: id), shownBy: id)
    }

    /// The route a screen shows: the one the bridge pushed it for, the one it names (``TabBarRouteProviding``), or one
    /// standing for a screen the app pushed itself.
    func route(of screen: UIViewController) -> TabBarRoute {
        if let pushed = pushedRoutes[ObjectIdentifier(screen)], pushed.screen === screen { return pushed.route }
        if let named = (screen as? any TabBarRouteProviding)?.tabBarRoute { return named }
        return .pushedByApp(String(describing: type(of: screen)))
    }

    /// A system bar cannot draw the core's fanned-out menu: while the core has it open, it is an action sheet
    /// whose choices (or its cancel) go to the input layer.
    func showMenuIfOpen() {
        guard let menu = TabBarNativeActionMenu(configuration: machine.configuration, state: machine.state) else {
            shownMenu?.dismiss(animated: true)
            return
        }
        guard shownMenu == nil, tabBarController.presentedViewController == nil else { return }
        let sheet = UIAlertController(title: menu.title, message: nil, preferredStyle: .actionSheet)
        for choice in menu.choices {
            // A destructive item is drawn as one (red), as the core's menu draws it.
            sheet.addAction(UIAlertAction(title: choice.title, style: choice.isDestructive ? .destructive : .default) { [weak self] _ in
                self?.handle(.nativeMenuItemChosen(choice.id))
            })
        }
        sheet.addAction(UIAlertAction(title: translator(TabBarAccessibilityTarget.dismissLabel), style: .cancel) { [weak self] _ in self?.handle(.nativeMenuDismissed) })
        if let popover = sheet.popoverPresentationController {
            popover.sourceView = tabBarController.tabBar
            popover.sourceRect = tabBarController.tabBar.bounds
        }
        shownMenu = sheet
        tabBarController.present(sheet, animated: true)
    }

    /// The theme through `UITabBarAppearance`, as the native style reads it: background, item, badge and
    /// indicator colours for the controller's appearance (over Liquid Glass, as ``opaqueOverLiquidGlass`` says).
    /// Kept: it is applied again whenever the controller's appearance traits change.
    public func apply(_ theme: TabBarTheme) {
        self.theme = theme
        applyTheme()
    }

    /// The kept theme, resolved with the controller's traits, on its bar (one item large indicator); again
    /// whenever the bar is laid out at a new size.
    func applyTheme() {
        let bar = tabBarController.tabBar
        TabBarSizeObserver.attach(to: bar) { [weak self] _ in self?.applyTheme() }
        guard bar.bounds.width > 0, bar.bounds.height > 0 else { return }
        let traits = tabBarController.traitCollection
        let look = TabBarAppearance(
            traits.userInterfaceStyle == .dark ? .dark : .light, contrast: traits.accessibilityContrast == .high ? .increased : .standard)
        let style = NativeTabBarStyle(theme: theme, appearance: look, opaqueOverLiquidGlass: opaqueOverLiquidGlass)
        let item = TabBarNativeIndicator.itemSize(
            barWidth: Double(bar.bounds.width), barHeight: Double(bar.bounds.height - bar.safeAreaInsets.bottom), itemCount: bar.items?.count ?? ids.count)
        let appearance = UITabBarAppearance(style: style, itemSize: item)
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
    }
}
/// A screen the bridge pushed for the core, held weakly, and its route.
struct PushedRoute {
    weak var screen: UIViewController?
    let route: TabBarRoute
}

extension NativeTabBarBridge: UINavigationControllerDelegate {
    /// A tab shown from the More list: the core hears it as a selection request (the list itself is no tab).
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard tabsDriver == nil, navigationController === moreList,
            let selected = tabBarController.selectedViewController, selected !== moreList,
            let index = tabBarController.viewControllers?.firstIndex(where: { $0 === selected }),
            ids.indices.contains(index), ids[index] != machine.state.selected
        else { return }
        appliedSelection = ids[index]
        send(.selectionRequested(ids[index]))
    }
}
#endif

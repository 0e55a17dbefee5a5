#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

/// A container view controller that hosts tabs as `UITabBarController` does, driven by the core; SwiftUI's
/// ``TabBarKitController``-based container is the same controller with each tab in a hosting controller.
///
/// Each tab is a real child view controller: a `UINavigationController` whose stack the core follows, however it
/// moves (your `pushViewController`, the back swipe, `hidesBottomBarWhenPushed`), and only the selected one is
/// in the window, so its scroll views, status bar, presentations and key commands are the only ones active.
/// Children are created lazily, released when the core evicts them, and rebuilt with their stack and scroll
/// position. A root factory may return a navigation controller of its own: it is used as it is.
///
/// ```swift
/// let tabs = try TabBarKitController(configuration: configuration,
///     root: { tab in RootViewController(tab: tab) },
///     route: { route, tab in DetailViewController(route: route) })
/// ```
@MainActor
open class TabBarKitController: UIViewController {
    /// Makes the root view controller of a tab (or its navigation controller).
    public typealias RootFactory = @MainActor (TabID) -> UIViewController
    /// Makes the view controller for a route pushed on a tab.
    public typealias RouteFactory = @MainActor (TabBarRoute, TabID) -> UIViewController

    /// Where a tab's child comes from.
    enum ChildSource {
        /// A navigation controller over the app's root, whose pushes the container builds from routes (UIKit).
        case navigation(root: RootFactory, route: RouteFactory)
        /// A view controller that navigates by itself, following the core's stack (a SwiftUI hosting controller).
        case hosted(@MainActor (TabID) -> UIViewController)
    }

    /// The core: selection, stacks, lifecycle, visibility (read-only: change it with ``send(_:)``).
    public var machine: TabBarMachine { store.machine }
    /// Asked before selections, told after them.
    public weak var delegate: (any TabBarKitControllerDelegate)?
    /// The delegate of every tab navigation controller whose own `delegate` the app has not set (each navigation
    /// controller's `delegate` works as on any navigation controller; the container listens beside it).
    public weak var navigationDelegate: (any UINavigationControllerDelegate)? {
        didSet {
            for case let navigation as TabBarNavigationController in tabChildren.values
            where navigation.proxy.forwardee == nil || navigation.proxy.forwardee === oldValue {
                navigation.delegate = navigationDelegate
            }
        }
    }
    /// Called with every screen view (analytics). The first one, at launch, comes when the container first
    /// appears, so an app can set this after creating it.
    public var onScreenView: ((_ screen: String, _ tab: TabID) -> Void)?
    /// Called with every effect the core returns, before it is performed (logging, analytics).
    public var onEffect: ((TabBarEffect) -> Void)?
    /// Called with a diagnostic the container itself finds (a child's `tabBarItem` the configuration overrides).
    public var onDiagnostic: ((TabBarDiagnostic) -> Void)?
    /// Called when back goes past what the bar handles (leave the screen, say).
    public var onBackUnhandled: (() -> Void)?
    /// Called with the chosen item of a tab's long-press menu (an account to switch to, a quick action).
    public var onMenuItem: ((_ tab: TabID, _ item: String) -> Void)?
    /// Called when a reselect chain's refresh stage (or a double tap) asks a tab to refresh and nothing on its screen
    /// refreshes itself (see `refresh(_:)`); no second refresh of the tab starts until it returns.
    public var onRefresh: (@MainActor (TabID) async -> Void)?
    /// Called with a sidebar section's chosen action (its id, then the section's).
    public var onSidebarAction: ((_ action: String, _ section: String) -> Void)?
    /// Called when the search tab's field should become active (the search tab was selected, with
    /// `searchActivation: selection`) or inactive: focus or resign the app's search field; call `searchFieldChanged(isActive:)` when the user cancels it.
    public var onSearchActiveChanged: ((_ tab: TabID, _ isActive: Bool) -> Void)?
    /// The bar.
    public let tabBarView = TabBarKitView()
    /// How content changes between tabs; instant under Reduce Motion whatever this says.
    public var transitionStyle: TabBarContentTransitionStyle {
        get { driver.style }
        set { driver.style = newValue }
    }
    /// The theme; its motion tokens drive transitions.
    public var theme: TabBarTheme {
        didSet {
            driver.motion = theme.motion
            updateLook()
        }
    }
    /// Whether the selected items take the bar's inherited `tintColor` (the window's) when it is not the
    /// system's default blue, as `UITabBar` does (not while it is dimmed under an alert); `false` keeps the
    /// theme's colour. See `TabBarTint`.
    public var followsTintColor = true {
        didSet { updateLook() }
    }

    /// What lies under the bar (`.busy` under photos, video and maps): a glass theme whose labels would read under
    /// 4.5:1 there takes its fallback (the core's readability guard decides).
    public var barBackdrop: TabBarBackdropContent = .plain {
        didSet { if barBackdrop != oldValue { updateLook() } }
    }

    package let store: TabBarKitStore
    package let presenter: TabBarPresenter
    package let driver: TabBarContainerDriver
    let source: ChildSource
    /// Whether the first appearance launches (UIKit); SwiftUI's container launches once it has met the app's
    /// selection state (``launch()``).
    var launchesOnAppear = true
    /// Whether the container is on screen (between `viewDidAppear` and `viewWillDisappear`).
    var isOnScreen = false
    /// The child told it will appear in `viewWillAppear`, to be told it did in `viewDidAppear`.
    weak var forwardedAppearance: UIViewController?
    /// Each live tab's child: its navigation controller (UIKit) or its hosting controller (SwiftUI).
    var tabChildren: [TabID: UIViewController] = [:]
    /// Proxies listening to navigation controllers the app made itself (a root factory that returned one); each
    /// navigation controller keeps its own, a pass-through once the container lets go or is gone.
    var adoptedProxies: [TabID: TabBarNavigationProxy] = [:]
    /// Runs ``adoptNavigationDelegates()`` once per turn of the main run loop while there are such proxies, so a
    /// delegate the app sets later is wrapped before the loop sleeps (no key-value observing of the navigation controllers).
    var navigationTurns: TabBarRunLoopTurns?
    /// The route each pushed view controller was made for.
    var routes = TabBarControllerRoutes()
    /// Roots made before their tab's first selection, to read their `tabBarItem` as `UITabBarController` does.
    var preparedRoots: [TabID: UIViewController] = [:]
    /// The configuration the app gave, before children's `tabBarItem`s filled what it leaves out.
    var declaredConfiguration: TabBarConfiguration
    var childItems: [TabID: TabBarChildItem] = [:]
    /// Diagnostics found before the app could hear them, reported at launch.
    var pendingDiagnostics: [TabBarDiagnostic] = []
    var pendingScrollPositions: [TabID: String] = [:]
    let contentView = UIView()
    /// The bar's view in the hierarchy: ``tabBarView``, or a SwiftUI bar's hosting view (see `installBar`).
    var barView: UIView?
    /// The SwiftUI bar's hosting controller, told of appearance as the tabs are.
    var barController: UIViewController?
    /// Told when the store's selection changed (SwiftUI's container writes the app's `selection:` then, as
    /// `TabView` does, not when the transition ends).
    package var onSelectionChange: ((TabID) -> Void)?
    var transitionAnimator: UIViewPropertyAnimator?
    /// The search tab whose field the app is to activate once its switch has finished and the view is on screen.
    var pendingSearchActivation: TabID?
    /// The last scroll to the top the container sent, so a refresh right behind it reveals the refresh control as
    /// content at its top does (``TabBarSentToTop``).
    var sentToTop = TabBarSentToTop()
    var scrollObservation: NSKeyValueObservation?
    var contentPan: UIPanGestureRecognizer?
    var panStart = CGPoint.zero
    var panClaims: TabBarContentClaims = []
    var panRivals: [WeakGesture] = []
    var itemObservations: [TabID: [NSKeyValueObservation]] = [:]
    /// The items each tab's observations watch, held weakly and compared by identity (an identifier of a freed item
    /// could be a new item's at the same address).
    var itemIdentities: [TabID: [WeakItem]] = [:]
    /// The app's bottom accessory view, its controller and its placement (see `TabBarKitController+Accessory`).
    var accessoryView: UIView?
    /// The container's own view round the app's accessory view: placed, faded, clipped, made unreachable while it comes
    /// and goes, so the app's view keeps its own alpha, layer and interaction settings.
    let accessoryHost = TabBarAccessoryHostView()
    var accessoryController: UIViewController?
    var accessoryPlacement: TabBarAccessoryPlacement?
    /// The placement reported to the app, kept while the accessory is not drawn.
    var accessoryPlacementReport = TabBarAccessoryPlacementReport()
    /// Whether the accessory is as tall as its content (``setBottomAccessory(fitting:controller:)``).
    var accessoryFitsContent = false
    /// The text-size observation of a fitting accessory, made once.
    var accessoryTraitRegistration: (any UITraitChangeRegistration)?
    /// The width of the expanded accessory last placed.
    var accessoryExpandedWidth: Double?
    /// Told when the expanded accessory gets a new width (SwiftUI's accessory measures its height again); called while
    /// a frame is drawn.
    package var onBottomAccessoryWidthChange: ((Double) -> Void)?
    /// The accessory controller's appearance, forwarded balanced with the container's.
    var accessoryAppearance = TabBarChildAppearance()
    /// Told when the bottom accessory goes from expanded to inline and back (and to `nil` when it goes).
    public var onBottomAccessoryPlacementChange: ((TabBarAccessoryPlacement?) -> Void)?

    /// Creates a container; throws every problem in the configuration. Nothing is performed yet: the
    /// launch effects (the first tabs' children, the first screen view) come when the container first
    /// appears, after the app has set its delegate and analytics. Titles and spoken strings are String Catalog
    /// keys, localised by `translator` (the app's main bundle by default). A tab whose configuration leaves out
    /// its title or icon takes them from its root's `tabBarItem`, as `UITabBarController` does; that root is then
    /// made now (its view still loads on first selection).
    public init(
        configuration: TabBarConfiguration, theme: TabBarTheme = .system, transition: TabBarContentTransitionStyle = .crossDissolve,
        translator: TabBarTranslator = .main, root: @escaping RootFactory, route: @escaping RouteFactory
    ) throws(TabBarConfigurationError) {
        let prepared = Self.prepareRoots(of: configuration, root: root)
        store = try TabBarKitStore(configuration: prepared.configuration, translator: translator)
        source = .navigation(root: root, route: route)
        declaredConfiguration = configuration
        preparedRoots = prepared.roots
        childItems = prepared.readings
        presenter = TabBarPresenter(store: store, theme: theme, measurer: TabBarSystemTextMeasurer()) { CACurrentMediaTime() }
        self.theme = theme
        driver = Self.makeDriver(store: store, theme: theme, transition: transition, navigatesChildren: true)
        pendingDiagnostics = prepared.diagnostics
        super.init(nibName: nil, bundle: nil)
        connect()
    }

    /// The container of an existing store (SwiftUI's, whose tabs are hosting controllers that navigate by themselves).
    package init(store: TabBarKitStore, theme: TabBarTheme, transition: TabBarContentTransitionStyle, hosting: @escaping @MainActor (TabID) -> UIViewController) {
        self.store = store
        source = .hosted(hosting)
        declaredConfiguration = store.configuration
        presenter = TabBarPresenter(store: store, theme: theme, measurer: TabBarSystemTextMeasurer()) { CACurrentMediaTime() }
        self.theme = theme
        driver = Self.makeDriver(store: store, theme: theme, transition: transition, navigatesChildren: false)
        launchesOnAppear = false
        super.init(nibName: nil, bundle: nil)
        connect()
    }

    static func makeDriver(store: TabBarKitStore, theme: TabBarTheme, transition: TabBarContentTransitionStyle, navigatesChildren: Bool) -> TabBarContainerDriver {
        TabBarContainerDriver(
            store: store,
            planner: TabBarContainerPlanner(
                style: transition, motion: theme.motion, isReduceMotionEnabled: UIAccessibility.isReduceMotionEnabled,
                navigatesChildren: navigatesChildren))
    }

    /// Makes the roots whose tab leaves out its title or icon, and fills them in from their `tabBarItem`s.
    static func prepareRoots(of configuration: TabBarConfiguration, root: RootFactory) -> (
        configuration: TabBarConfiguration, roots: [TabID: UIViewController], readings: [TabID: TabBarChildItem], diagnostics: [TabBarDiagnostic]
    ) {
        var roots: [TabID: UIViewController] = [:]
        var readings: [TabID: TabBarChildItem] = [:]
        for id in TabBarChildItem.tabsToRead(in: configuration) {
            let made = root(id)
            roots[id] = made
            readings[id] = itemReading(of: made, for: id)
        }
        let applied = TabBarChildItem.apply(readings, to: configuration)
        return (applied.configuration, roots, readings, applied.diagnostics)
    }

    /// Connects the store, the driver and the bar to this controller (both initialisers end here).
    private func connect() {
        // The delegate decides selections of a store the container made (an app's own store has its `shouldSelect`).
        if case .navigation = source {
            store.shouldSelect = { [weak self] request in
                guard let self, let delegate = self.delegate else { return .allow }
                return delegate.tabBarController(self, shouldSelect: request)
            }
        }
        driver.perform = { [weak self] action in self?.perform(action) }
        // The bar's events come from this window: a sheet or VoiceOver's focus they cause appears here.
        presenter.send = { [weak driver] event in driver?.send(event) }
        driver.isInForeground = { [weak self] in self?.viewIfLoaded?.window?.windowScene?.activationState == .foregroundActive }
        driver.didReselect = { [weak self] tab in
            guard let self else { return }
            self.delegate?.tabBarController(self, didReselect: tab)
        }
        driver.didChange = { [weak self] transition in
            guard let self else { return }
            for effect in transition.effects { self.onEffect?(effect) }
            if transition.before.selected != transition.after.selected { self.onSelectionChange?(transition.after.selected) }
            // A SwiftUI bar's open menu is modal for VoiceOver over the UIKit content beside it.
            if self.barView !== self.tabBarView { self.barView?.accessibilityViewIsModal = self.store.state.openMenu != nil }
            // A screen pushed or popped inside a tab may bring its own scroll view: watch the one shown now.
            if transition.after.stack(self.selectedTab) != transition.before.stack(self.selectedTab) {
                DispatchQueue.main.async { [weak self] in self?.observeScrolling() }
                DispatchQueue.main.asyncAfter(deadline: .now() + TabBarScrollTarget.settleDelay) { [weak self] in self?.observeScrolling() }
            }
            // The bar's animations: each change merged into its one running timeline, in order.
            self.presenter.record(transition)
            self.viewIfLoaded?.setNeedsLayout()
        }
        // A top bar expanding into the sidebar (or folding) moves the content's insets on every frame, whichever view
        // draws the bar (this container's, or a SwiftUI bar that has no display link of its own here).
        presenter.onContentInsetsChange = { [weak self] insets in self?.applyContentInsets(insets.uiEdgeInsets) }
        tabBarView.presenter = presenter
        tabBarView.onTintChange = { [weak self] in self?.updateLook() }
    }

    /// Hands a diagnostic the container found to the app (``onDiagnostic``, and ``onEffect`` as a diagnostic effect).
    func report(_ diagnostic: TabBarDiagnostic) {
        onDiagnostic?(diagnostic)
        onEffect?(.diagnostic(diagnostic))
    }

    /// Not available: the container is made in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }

    /// The selected tab.
    public var selectedTab: TabID { machine.state.selected }

    /// The navigation controller of a tab, while its content is live (`nil` for a SwiftUI tab, which navigates
    /// with its own `NavigationStack`).
    public func navigationController(for tab: TabID) -> UINavigationController? { tabChildren[tab] as? UINavigationController }

    /// The child of a tab, while its content is live.
    public func child(for tab: TabID) -> UIViewController? { tabChildren[tab] }

    /// The root view: UIKit's, except that a touch in the bottom accessory's hit frame (at least 44 points tall) goes
    /// to the accessory's view.
    open override func loadView() {
        let root = TabBarContainerView()
        root.controller = self
        view = root
    }

    /// Adds the content view and the bar, and starts watching the system (keyboard, traits, pans).
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        contentView.frame = view.bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(contentView)
        // The bar given before the view loaded (SwiftUI's), or the UIKit bar.
        installBar(barView ?? tabBarView, controller: barController)
        observeSystem()
        updateContentPans()
        updateLook()
    }

    /// Puts a bar view over the content, covering the container (it takes touches only where the core finds the
    /// bar): the UIKit bar by default, a SwiftUI bar's hosting view for SwiftUI's container.
    package func installBar(_ bar: UIView, controller: UIViewController? = nil) {
        if barView !== bar { barView?.removeFromSuperview() }
        barView = bar
        barController = controller
        guard isViewLoaded else { return }
        bar.frame = view.bounds
        bar.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(bar)
    }

    /// Puts the selected child on screen when it exists and is not there yet (at launch, and whenever the view
    /// loads or appears after it was made), appearing if the container already is.
    func attachSelectedIfNeeded() {
        guard isViewLoaded, let selected = tabChildren[selectedTab], selected.viewIfLoaded?.superview == nil else { return }
        let appearing = isOnScreen
        if appearing { selected.beginAppearanceTransition(true, animated: false) }
        attach(selected)
        if appearing { selected.endAppearanceTransition() }
        observeScrolling()
    }

    /// The host is ready: performs the launch effects once (the delegate and analytics are set by now), and puts
    /// the selected child on screen (appearing, if the container already is).
    func launchIfNeeded() {
        for diagnostic in pendingDiagnostics { report(diagnostic) }
        pendingDiagnostics = []
        // A store another container launched (a second window, a container made again) is joined as it is.
        let joining = store.isLaunched && !driver.planner.isLive(selectedTab)
        presenter.launch()
        if joining { driver.joinRunningStore() }
        attachSelectedIfNeeded()
    }

    /// Launches now (SwiftUI's container, once the app's selection state met the store's).
    package func launch() { launchIfNeeded() }

    /// Sends an event to the core; its effects are performed in order, after any being performed (a child
    /// reporting a pop, say).
    public func send(_ event: TabBarEvent) { driver.send(event) }

    /// Pushes a route on a tab's stack (the selected tab's by default).
    public func push(_ route: TabBarRoute, on tab: TabID? = nil) { send(.routePushed(route, on: tab ?? selectedTab)) }

    /// Selects a tab in code (the delegate may still veto it).
    public func select(_ tab: TabID) { send(.selectionRequested(tab)) }

    /// Opens a deep link: selects its tab and shows its stack (before the first appearance too: the tab is
    /// created once).
    public func open(_ url: URL) { presenter.handle(.urlOpened(url.absoluteString)) }

    /// Builds a tab's content ahead of its first selection (the core decides whether there is room).
    public func preload(_ tab: TabID) { send(.preloadRequested(tab)) }

    /// Applies a new configuration at run time (a tab gained after sign-in, titles after a language
    /// switch), keeping every stack, badge, live tab and customisation that still exists; throws every
    /// problem of the new one and changes nothing then.
    public func apply(configuration: TabBarConfiguration) throws(TabBarConfigurationError) {
        let applied = TabBarChildItem.apply(childItems, to: configuration)
        // Declared while the store applies it (a tab it mounts reads its child's item into the new configuration), and
        // given back if the store refuses it: a refused one must not become what children's items merge into.
        let previous = declaredConfiguration
        declaredConfiguration = configuration
        do {
            try store.apply(configuration: applied.configuration)
        } catch {
            declaredConfiguration = previous
            throw error
        }
        for diagnostic in applied.diagnostics { report(diagnostic) }
        updateContentPans()
        updateLook()
    }

    /// Hides or shows the whole bar.
    public func setBarHidden(_ hidden: Bool) { send(.barHiddenChanged(hidden)) }

    /// The state to save (a scene's user activity, say); restore it with ``restore(_:)``.
    public func snapshot() -> String {
        saveScrollPositions()
        return machine.snapshotJSON()
    }

    /// Restores a saved snapshot (the delegate's `shouldSelect` decides the restored selection); unreadable data
    /// keeps the current state (the diagnostic reaches ``onEffect``).
    public func restore(_ snapshot: String) {
        store.restore(json: snapshot)
    }

    /// The theme and appearance of the bar, from the container's traits.
    func updateLook() {
        let traits = traitCollection
        let appearance = TabBarAppearance(
            traits.userInterfaceStyle == .dark ? .dark : .light, contrast: traits.accessibilityContrast == .high ? .increased : .standard,
            transparency: UIAccessibility.isReduceTransparencyEnabled ? .reduced : .standard, backdrop: barBackdrop)
        let look: TabBarTheme
        if case .hosted = source {
            // SwiftUI's container resolved its tint already (`.tint`, `.tabBarTint`): its bar paints what it says.
            look = theme
        } else {
            // A dimmed tint (an alert is up) is not the app's choice of colour: the theme's stays.
            let tint = followsTintColor && tabBarView.tintAdjustmentMode != .dimmed ? TabBarColor(tabBarView.tintColor, traits: traits) : nil
            look = TabBarTint.theme(theme, resolvedAccent: tint, explicit: nil, followsTint: false, systemBlue: TabBarColor(.systemBlue, traits: traits))
        }
        presenter.update(theme: look, appearance: appearance)
        barView?.setNeedsLayout()
    }

    /// Lays the bar out for the container as it is now and gives the children the safe-area insets it asks for.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        presenter.updateContainer(
            size: TabBarSize(width: Double(view.bounds.width), height: Double(view.bounds.height)), safeArea: TabBarInsets(view.safeAreaInsets),
            displayScale: Double(traitCollection.displayScale))
        // VoiceOver's order before the bar lays out: the bar posts its focus move into an open menu there, and the
        // root's explicit elements must be the bar alone by then (again after the accessory is placed).
        orderAccessibility()
        barView?.layoutIfNeeded()
        // On the bar's spring while it comes or goes (the presenter decides; at once otherwise).
        applyContentInsets(presenter.contentInsets.uiEdgeInsets, spring: presenter.contentInsetsSpring)
        adoptNavigationDelegates()
        restorePendingScrollPosition(of: selectedTab)
        if scrollObservation == nil { observeScrolling() }
        layoutAccessory()
    }

    /// Puts the proxies back as the delegates of the app's own navigation controllers where the app has since set its
    /// own, keeping the app's as the one they forward to: once per turn of the main run loop (``navigationTurns``), and
    /// on every layout pass. A navigation controller that is this container's child again after another owner (a
    /// container, the bridge) took its proxy over is listened to again; one that is another controller's child now is
    /// left to that owner (`TabBarDelegateRelay.pass(owner:holds:)` decides).
    func adoptNavigationDelegates() {
        for (tab, proxy) in adoptedProxies {
            guard let navigation = tabChildren[tab] as? UINavigationController else { continue }
            switch proxy.relay.pass(owner: self, holds: navigation.parent === self) {
            case .attach: listen(to: navigation, on: tab)
            case .adopt: proxy.adopt(navigation)
            case .leave: break
            }
        }
    }

    /// Gives every live child the safe-area insets the bar asks for: at once, or, while the bar hides or shows (`spring`,
    /// from the presenter), the child on screen in one UIKit spring animation with
    /// the bar's own spring, laid out once inside it so its content moves with the bar rather than jumping in the first
    /// frame. Layout already pending in it (rows a scroll brings in, a tab's first layout) is done first, outside the
    /// animation, so only what the insets change moves; a push or pop it starts keeps its own animation. Children out of the window take the insets
    /// without animation and are laid out when they show; inside an animation already (a rotation's), none of its own.
    func applyContentInsets(_ insets: UIEdgeInsets, spring: TabBarSpringCurve? = nil) {
        let changing = tabChildren.values.filter { $0.additionalSafeAreaInsets != insets }
        guard !changing.isEmpty else { return }
        let animated = spring == nil || UIView.inheritedAnimationDuration > 0 ? [] : changing.filter { $0.viewIfLoaded?.window != nil }
        for child in changing where !animated.contains(where: { $0 === child }) { child.additionalSafeAreaInsets = insets }
        guard let spring, !animated.isEmpty else { return }
        // Outside any animation here (checked above), so this layout animates nothing of ours; not inside
        // `performWithoutAnimation`, which would also cut a push or pop the navigation controller starts in it.
        for child in animated { child.viewIfLoaded?.layoutIfNeeded() }
        UIView.animate(springDuration: spring.duration, bounce: CGFloat(spring.bounce), options: [.allowUserInteraction, .beginFromCurrentState]) {
            for child in animated {
                child.additionalSafeAreaInsets = insets
                child.viewIfLoaded?.layoutIfNeeded()
            }
        }
    }

    /// Lays the bar out again alongside a size change (rotation, split view).
    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.view.setNeedsLayout()
            self?.view.layoutIfNeeded()
        })
    }

    /// Reports the memory warning to the core, which trims the live tabs.
    open override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        presenter.handle(.memoryWarning)
    }

    // MARK: Status bar and home indicator follow the selected child.

    /// The selected tab's child.
    open override var childForStatusBarStyle: UIViewController? { tabChildren[selectedTab] }
    /// The selected tab's child.
    open override var childForStatusBarHidden: UIViewController? { tabChildren[selectedTab] }
    /// The selected tab's child.
    open override var childForHomeIndicatorAutoHidden: UIViewController? { tabChildren[selectedTab] }
    /// The selected tab's child.
    open override var childForScreenEdgesDeferringSystemGestures: UIViewController? { tabChildren[selectedTab] }
    /// The selected tab's child.
    open override var childViewControllerForPointerLock: UIViewController? { tabChildren[selectedTab] }
    /// The selected tab's child decides, as in `UITabBarController` (which asks its selected child).
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        tabChildren[selectedTab]?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }
}

/// The route each pushed view controller was made for, held weakly (a controller gone is forgotten).
struct TabBarControllerRoutes {
    private struct Entry {
        weak var controller: UIViewController?
        var route: TabBarRoute
    }
    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Remembers that `controller` shows `route`.
    mutating func remember(_ controller: UIViewController, as route: TabBarRoute) {
        entries = entries.filter { $0.value.controller != nil }
        entries[ObjectIdentifier(controller)] = Entry(controller: controller, route: route)
    }

    /// The route a controller shows: the one it was made for, the one it names (``TabBarRouteProviding``), or one
    /// that says the app pushed it.
    @MainActor
    func route(of controller: UIViewController) -> TabBarRoute {
        if let entry = entries[ObjectIdentifier(controller)], entry.controller === controller { return entry.route }
        if let named = (controller as? any TabBarRouteProviding)?.tabBarRoute { return named }
        return .pushedByApp(String(describing: type(of: controller)))
    }
}

/// A gesture recognizer held weakly.
struct WeakGesture {
    weak var recognizer: UIGestureRecognizer?
}

/// A tab bar item a tab's observations watch, held weakly.
struct WeakItem {
    weak var item: UITabBarItem?

    /// Whether `watched` are exactly `items`, in order, none of them freed.
    static func same(_ watched: [WeakItem]?, as items: [UITabBarItem]) -> Bool {
        guard let watched, watched.count == items.count else { return false }
        return zip(watched, items).allSatisfy { $0.item === $1 }
    }
}

#endif

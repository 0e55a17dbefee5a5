#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

/// A container view controller that behaves like `UITabBarController`, driven by the core.
///
/// Each tab gets a `UINavigationController` whose stack follows the core's; your factories turn
/// tabs into root view controllers and routes into pushed ones. Children are created lazily,
/// released when the core evicts them, and rebuilt with the same stack and scroll position.
///
/// ```swift
/// let tabs = try TabBarKitController(configuration: configuration,
///     root: { tab in RootViewController(tab: tab) },
///     route: { route, tab in DetailViewController(route: route) })
/// ```
@MainActor
open class TabBarKitController: UIViewController {
    /// Makes the root view controller of a tab.
    public typealias RootFactory = @MainActor (TabID) -> UIViewController
    /// Makes the view controller for a route pushed on a tab.
    public typealias RouteFactory = @MainActor (TabBarRoute, TabID) -> UIViewController

    /// The core: selection, stacks, lifecycle, visibility (read-only: change it with ``send(_:)``).
    public var machine: TabBarMachine { store.machine }
    /// Asked before selections, told after them.
    public weak var delegate: (any TabBarKitControllerDelegate)?
    /// The container is every tab's navigation controller's delegate (it reports the user's pops to the
    /// core); it forwards each call to this one after its own work, so set custom transitions here.
    public weak var navigationDelegate: (any UINavigationControllerDelegate)?
    /// Called with every screen view (analytics). The first one, at launch, comes when the container first
    /// appears, so an app can set this after creating it.
    public var onScreenView: ((_ screen: String, _ tab: TabID) -> Void)?
    /// Called with every effect the core returns, before it is performed (logging, analytics).
    public var onEffect: ((TabBarEffect) -> Void)?
    /// Called when back goes past what the bar handles (leave the screen, say).
    public var onBackUnhandled: (() -> Void)?
    /// The bar.
    public let tabBarView = TabBarKitView()
    /// How content changes between tabs; instant under Reduce Motion whatever this says.
    public var transitionStyle: TabBarContentTransitionStyle {
        get { planner.style }
        set { planner.style = newValue }
    }
    /// The theme; its motion tokens drive transitions.
    public var theme: TabBarTheme {
        didSet {
            planner.motion = theme.motion
            updateLook()
        }
    }
    /// Whether the selected items take the bar's inherited `tintColor` (the window's) when it is not the
    /// system's default blue, as `UITabBar` does (not while it is dimmed under an alert); `false` keeps the
    /// theme's colour. See `TabBarTint`.
    public var followsTintColor = true {
        didSet { updateLook() }
    }

    let store: TabBarKitStore
    let presenter: TabBarPresenter
    var planner: TabBarContainerPlanner
    var navigationControllers: [TabID: UINavigationController] = [:]
    var pendingScrollPositions: [TabID: String] = [:]
    let makeRoot: RootFactory
    let makeRoute: RouteFactory
    let contentView = UIView()
    var transitionAnimator: UIViewPropertyAnimator?
    var isPerforming = false
    var queuedEvents: [TabBarEvent] = []
    var scrollObservation: NSKeyValueObservation?
    var panStart = CGPoint.zero
    var pushedBarHiding = TabBarPushedBarHiding()
    var badgeObservations: [TabID: [NSKeyValueObservation]] = [:]

    /// Creates a container; throws every problem in the configuration. Nothing is performed yet: the
    /// launch effects (the first tabs' children, the first screen view) come when the container first
    /// appears, after the app has set its delegate and analytics. Titles and spoken strings are String Catalog
    /// keys, localised by `translator` (the app's main bundle by default).
    public init(
        configuration: TabBarConfiguration, theme: TabBarTheme = .system, transition: TabBarContentTransitionStyle = .crossDissolve,
        translator: TabBarTranslator = .main, root: @escaping RootFactory, route: @escaping RouteFactory
    ) throws(TabBarConfigurationError) {
        store = try TabBarKitStore(configuration: configuration, translator: translator)
        presenter = TabBarPresenter(store: store, theme: theme, measurer: TabBarSystemTextMeasurer()) { CACurrentMediaTime() }
        self.theme = theme
        planner = TabBarContainerPlanner(style: transition, motion: theme.motion, isReduceMotionEnabled: UIAccessibility.isReduceMotionEnabled)
        makeRoot = root
        makeRoute = route
        super.init(nibName: nil, bundle: nil)
        store.shouldSelect = { [weak self] request in
            guard let self, let delegate = self.delegate else { return .allow }
            return delegate.tabBarController(self, shouldSelect: request)
        }
        presenter.send = { [weak self] event in self?.send(event) }
        tabBarView.presenter = presenter
        tabBarView.onTintChange = { [weak self] in self?.updateLook() }
    }

    /// Not available: the container is made in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }

    /// The selected tab.
    public var selectedTab: TabID { machine.state.selected }

    /// The navigation controller of a tab, while its content is live.
    public func navigationController(for tab: TabID) -> UINavigationController? { navigationControllers[tab] }

    /// Adds the content view and the bar, and starts watching the system (keyboard, traits, pans).
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        contentView.frame = view.bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(contentView)
        tabBarView.frame = view.bounds
        tabBarView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tabBarView)
        observeSystem()
        observeContentPans()
        updateLook()
    }

    /// The host is ready: performs the launch effects once (the delegate and analytics are set by now).
    func launchIfNeeded() {
        let before = machine.state
        let effects = presenter.launch()
        guard !effects.isEmpty else { return }
        perform(effects, after: nil, before: before)
        if let selected = navigationControllers[selectedTab], selected.viewIfLoaded?.superview == nil { attach(selected) }
    }

    /// Sends an event to the core and performs what it returns. Events sent while effects are
    /// being performed (a child reporting a pop, say) run afterwards, in order.
    public func send(_ event: TabBarEvent) {
        queuedEvents.append(event)
        guard !isPerforming else { return }
        isPerforming = true
        defer { isPerforming = false }
        while !queuedEvents.isEmpty {
            let next = queuedEvents.removeFirst()
            let before = machine.state
            let effects = store.send(next)
            perform(effects, after: next, before: before)
            if let tab = TabBarContainerPlanner.reselectedTab(by: next, selectedBefore: before.selected, effects: effects) {
                delegate?.tabBarController(self, didReselect: tab)
            }
        }
    }

    /// Pushes a route on a tab's stack (the selected tab's by default).
    public func push(_ route: TabBarRoute, on tab: TabID? = nil) { send(.routePushed(route, on: tab ?? selectedTab)) }

    /// Selects a tab in code (the delegate may still veto it).
    public func select(_ tab: TabID) { send(.selectionRequested(tab)) }

    /// Opens a deep link: selects its tab and shows its stack.
    public func open(_ url: URL) { presenter.handle(.urlOpened(url.absoluteString)) }

    /// Builds a tab's content ahead of its first selection (the core decides whether there is room).
    public func preload(_ tab: TabID) { send(.preloadRequested(tab)) }

    /// Applies a new configuration at run time (a tab gained after sign-in, titles after a language
    /// switch), keeping every stack, badge, live tab and customisation that still exists; throws every
    /// problem of the new one and changes nothing then.
    public func apply(configuration: TabBarConfiguration) throws(TabBarConfigurationError) {
        let before = machine.state
        let effects = try store.apply(configuration: configuration)
        perform(effects, after: nil, before: before)
        updateLook()
    }

    /// Hides or shows the whole bar.
    public func setBarHidden(_ hidden: Bool) { send(.barHiddenChanged(hidden)) }

    /// The state to save (a scene's user activity, say); restore it with ``restore(_:)``.
    public func snapshot() -> String {
        saveScrollPositions()
        return machine.snapshotJSON()
    }

    /// Restores a saved snapshot; unreadable data keeps the current state (the diagnostic is logged).
    public func restore(_ snapshot: String) {
        let before = machine.state
        let effects = store.restore(json: snapshot)
        perform(effects, after: nil, before: before)
    }

    func perform(_ effects: [TabBarEffect], after event: TabBarEvent?, before: TabBarState) {
        for effect in effects { onEffect?(effect) }
        planner.isReduceMotionEnabled = presenter.input.reduceMotion
        for action in planner.actions(for: effects, machine: machine) { perform(action) }
        // The bar's animations: merged into its one running timeline.
        presenter.record(store.transition)
        viewIfLoaded?.setNeedsLayout()
    }

    /// The theme and appearance of the bar, from the container's traits.
    func updateLook() {
        let traits = traitCollection
        let appearance = TabBarAppearance(
            traits.userInterfaceStyle == .dark ? .dark : .light, contrast: traits.accessibilityContrast == .high ? .increased : .standard)
        // A dimmed tint (an alert is up) is not the app's choice of colour: the theme's stays.
        let tint = followsTintColor && tabBarView.tintAdjustmentMode != .dimmed ? TabBarColor(tabBarView.tintColor, traits: traits) : nil
        presenter.update(
            theme: TabBarTint.theme(theme, resolvedAccent: tint, explicit: nil, followsTint: false, systemBlue: TabBarColor(.systemBlue, traits: traits)),
            appearance: appearance)
        tabBarView.setNeedsLayout()
    }

    /// Lays the bar out and gives the children the safe-area insets it asks for.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tabBarView.layoutIfNeeded()
        let insets = presenter.contentInsets.uiEdgeInsets
        for child in navigationControllers.values where child.additionalSafeAreaInsets != insets {
            child.additionalSafeAreaInsets = insets
        }
        restorePendingScrollPosition(of: selectedTab)
        if scrollObservation == nil { observeScrolling() }
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

    /// The selected tab's navigation controller.
    open override var childForStatusBarStyle: UIViewController? { navigationControllers[selectedTab] }
    /// The selected tab's navigation controller.
    open override var childForStatusBarHidden: UIViewController? { navigationControllers[selectedTab] }
    /// The selected tab's navigation controller.
    open override var childForHomeIndicatorAutoHidden: UIViewController? { navigationControllers[selectedTab] }
    /// The selected tab's navigation controller.
    open override var childViewControllerForPointerLock: UIViewController? { navigationControllers[selectedTab] }
}

#endif

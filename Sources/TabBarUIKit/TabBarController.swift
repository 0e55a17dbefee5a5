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
/// let tabs = try TabBarController(configuration: configuration,
///     root: { tab in RootViewController(tab: tab) },
///     route: { route, tab in DetailViewController(route: route) })
/// ```
@MainActor
open class TabBarController: UIViewController {
    /// Makes the root view controller of a tab.
    public typealias RootFactory = @MainActor (TabID) -> UIViewController
    /// Makes the view controller for a route pushed on a tab.
    public typealias RouteFactory = @MainActor (Route, TabID) -> UIViewController

    /// The core: selection, stacks, lifecycle, visibility.
    public internal(set) var machine: TabBarMachine
    /// Asked before selections, told after them.
    public weak var delegate: (any TabBarControllerDelegate)?
    /// Called with every screen view (analytics).
    public var onScreenView: ((_ screen: String, _ tab: TabID) -> Void)?
    /// Called with every effect the core returns, before it is performed (logging, analytics).
    public var onEffect: ((TabBarEffect) -> Void)?
    /// Called when back goes past what the bar handles (leave the screen, say).
    public var onBackUnhandled: (() -> Void)?
    /// The bar.
    public let tabBarView = TabBarView()
    /// How content changes between tabs; instant under Reduce Motion whatever this says.
    public var transitionStyle: ContentTransitionStyle {
        get { planner.style }
        set { planner.style = newValue }
    }
    /// The theme; its motion tokens drive transitions.
    public var theme: TabBarTheme {
        didSet {
            tabBarView.theme = theme
            planner.motion = theme.motion
        }
    }

    var planner: ContainerPlanner
    var navigationControllers: [TabID: UINavigationController] = [:]
    var pendingScrollPositions: [TabID: String] = [:]
    let makeRoot: RootFactory
    let makeRoute: RouteFactory
    let contentView = UIView()
    var transitionAnimator: UIViewPropertyAnimator?
    var isPerforming = false
    var queuedEvents: [TabBarEvent] = []
    var scrollObservation: NSKeyValueObservation?
    var lastScrollDirection: ScrollDirection?

    /// Creates a container; throws every problem in the configuration.
    public init(
        configuration: TabBarConfiguration, theme: TabBarTheme = .system, transition: ContentTransitionStyle = .crossDissolve,
        root: @escaping RootFactory, route: @escaping RouteFactory
    ) throws(ConfigurationError) {
        machine = try TabBarMachine(configuration: configuration)
        self.theme = theme
        planner = ContainerPlanner(style: transition, motion: theme.motion, isReduceMotionEnabled: UIAccessibility.isReduceMotionEnabled)
        makeRoot = root
        makeRoute = route
        super.init(nibName: nil, bundle: nil)
        tabBarView.theme = theme
        machine.selectionPolicy = SelectionPolicy { [weak self] request in
            MainActor.assumeIsolated {
                guard let self, let delegate = self.delegate else { return .allow }
                return delegate.tabBarController(self, shouldSelect: request)
            }
        }
        // The launch tabs' children exist from the start, so events and restores sent before the
        // view loads find them; the view attaches the selected one when it loads.
        perform(machine.launchEffects, after: nil, before: machine.state)
    }

    /// Not available: the container is made in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }

    /// The selected tab.
    public var selectedTab: TabID { machine.state.selected }

    /// The navigation controller of a tab, while its content is live.
    public func navigationController(for tab: TabID) -> UINavigationController? { navigationControllers[tab] }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        contentView.frame = view.bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(contentView)
        tabBarView.frame = view.bounds
        tabBarView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tabBarView.onEvent = { [weak self] event in self?.send(event) }
        view.addSubview(tabBarView)
        observeSystem()
        machine.handleLayoutDirection(view.traitCollection.layoutDirection)
        if let selected = navigationControllers[selectedTab] { attach(selected) }
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
            let effects = machine.handle(next)
            perform(effects, after: next, before: before)
            if let tab = ContainerPlanner.reselectedTab(by: next, selectedBefore: before.selected, effects: effects) {
                delegate?.tabBarController(self, didReselect: tab)
            }
        }
    }

    /// Pushes a route on a tab's stack (the selected tab's by default).
    public func push(_ route: Route, on tab: TabID? = nil) { send(.routePushed(route, on: tab ?? selectedTab)) }

    /// Selects a tab in code (the delegate may still veto it).
    public func select(_ tab: TabID) { send(.selectionRequested(tab)) }

    /// Opens a deep link: selects its tab and shows its stack.
    public func open(_ url: URL) { send(.deepLinkOpened(url.absoluteString)) }

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
        let effects = machine.restore(json: snapshot)
        perform(effects, after: nil, before: before)
    }

    func perform(_ effects: [TabBarEffect], after event: TabBarEvent?, before: TabBarState) {
        for effect in effects { onEffect?(effect) }
        planner.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
        for action in planner.actions(for: effects, machine: machine) { perform(action) }
        let timeline = MotionPlanner(theme: theme, reduceMotion: UIAccessibility.isReduceMotionEnabled)
            .timeline(for: event, effects: effects, before: before, after: machine.state, configuration: machine.configuration)
        tabBarView.update(configuration: machine.configuration, state: machine.state, timeline: timeline, previousSelection: before.selected)
        viewIfLoaded?.setNeedsLayout()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tabBarView.layoutIfNeeded()
        guard let layout = tabBarView.layout else { return }
        let insets = layout.additionalSafeArea(visibility: machine.visibility).uiEdgeInsets
        for child in navigationControllers.values where child.additionalSafeAreaInsets != insets {
            child.additionalSafeAreaInsets = insets
        }
        restorePendingScrollPosition(of: selectedTab)
        if scrollObservation == nil { observeScrolling() }
    }

    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.view.setNeedsLayout()
            self?.view.layoutIfNeeded()
        })
    }

    open override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        send(.memoryWarning)
    }

    // MARK: Status bar and home indicator follow the selected child.

    open override var childForStatusBarStyle: UIViewController? { navigationControllers[selectedTab] }
    open override var childForStatusBarHidden: UIViewController? { navigationControllers[selectedTab] }
    open override var childForHomeIndicatorAutoHidden: UIViewController? { navigationControllers[selectedTab] }
    open override var childViewControllerForPointerLock: UIViewController? { navigationControllers[selectedTab] }
}

extension TabBarMachine {
    /// Tells the core the layout direction UIKit reports.
    mutating func handleLayoutDirection(_ direction: UITraitEnvironmentLayoutDirection) {
        _ = handle(.layoutDirectionChanged(direction == .rightToLeft ? .rightToLeft : .leftToRight))
    }
}
#endif

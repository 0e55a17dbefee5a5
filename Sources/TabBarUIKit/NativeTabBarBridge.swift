#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

/// Drives a stock `UITabBarController` from the core: the system look with our behaviour
/// (selection policy, reselect, back, badges, deep links, lifecycle and analytics).
///
/// The bridge is the tab bar controller's delegate: every tap goes to the core, which decides;
/// the bridge then sets `selectedIndex`, `badgeValue` and pops as the effects say. The theme is
/// applied through `UITabBarAppearance`.
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

    let ids: [TabID]
    var input = TabBarInput()
    var launched = false
    weak var shownMenu: UIAlertController?

    /// Wraps `tabBarController`, giving it one view controller per visible tab from `content`; titles and
    /// spoken strings are String Catalog keys, localised by `translator` (the app's main bundle by default).
    public init(
        configuration: TabBarConfiguration, theme: TabBarTheme = .system, translator: TabBarTranslator = .main,
        tabBarController: UITabBarController = UITabBarController(), content: (TabID) -> UIViewController
    ) throws(TabBarConfigurationError) {
        let configuration = configuration.localized(translator)
        machine = try TabBarMachine(configuration: configuration)
        machine.phrases = translator.phrases
        self.tabBarController = tabBarController
        ids = machine.visibleOrder
        super.init()
        machine.selectionPolicy = TabBarSelectionPolicy { [weak self] request in
            MainActor.assumeIsolated { self?.shouldSelect?(request) ?? .allow }
        }
        tabBarController.viewControllers = ids.map { id in
            let controller = content(id)
            let tab = configuration.tab(id)
            controller.tabBarItem = UITabBarItem(
                title: tab?.title, image: tab?.icon?.uiImage, selectedImage: (tab?.selectedIcon ?? tab?.icon)?.uiImage)
            controller.tabBarItem.accessibilityLabel = tab?.accessibilityLabel
            controller.tabBarItem.accessibilityHint = tab?.accessibilityHint
            return controller
        }
        tabBarController.delegate = self
        apply(theme)
        refresh()
        // The launch effects (the first screen view) wait until the code that made the bridge has set its closures.
        Task { @MainActor [weak self] in self?.launch() }
    }

    /// Performs the launch effects once: called by itself on the next turn of the main actor, or earlier
    /// by an app that wants them now (after setting ``onScreenView``).
    public func launch() {
        guard !launched else { return }
        launched = true
        for effect in machine.launchEffects { perform(effect) }
        refresh()
    }

    /// Sends an event to the core and performs what it returns.
    public func send(_ event: TabBarEvent) {
        launch()
        let before = machine.state.selected
        let effects = machine.handle(event)
        for effect in effects { perform(effect) }
        refresh()
        if let tab = TabBarContainerPlanner.reselectedTab(by: event, selectedBefore: before, effects: effects) { didReselect?(tab) }
    }

    /// Hands a signal of the system bar to the input layer and sends the events it makes.
    func handle(_ signal: TabBarSignal) {
        let context = TabBarInput.Context(configuration: machine.configuration, state: machine.state, layout: nil)
        for event in input.handle(signal, at: CACurrentMediaTime(), context: context).events { send(event) }
    }

    /// The system asks; the core decides. The bridge selects itself when the core says so.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        guard let index = tabBarController.viewControllers?.firstIndex(of: viewController), ids.indices.contains(index) else { return false }
        handle(.nativeTabSelected(ids[index]))
        return false
    }

    func perform(_ effect: TabBarEffect) {
        switch effect {
        case .popToRoot(let id): navigation(id)?.popToRootViewController(animated: true)
        case .popRoute(_, let id): navigation(id)?.popViewController(animated: true)
        case .scrollToTop(let id):
            guard let scrollView = navigation(id)?.topViewController?.view.firstScrollView ?? controller(id)?.view.firstScrollView else { return }
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top), animated: true)
        case .presentAction(let id, let item): didTapAction?(id, item)
        case .pushRoute(let route, let id):
            guard let screen = makeRoute?(route, id) else { return }
            navigation(id)?.pushViewController(screen, animated: true)
        case .replaceStack(let routes, let id):
            guard let navigation = navigation(id), let root = navigation.viewControllers.first else { return }
            let screens = routes.compactMap { makeRoute?($0, id) }
            navigation.setViewControllers([root] + screens, animated: tabBarController.selectedIndex == ids.firstIndex(of: id))
        case .analytics(let screen, let id): onScreenView?(screen, id)
        case .announce(let text): UIAccessibility.post(notification: .announcement, argument: text)
        default: break
        }
    }

    /// Selection, badges and the action's menu from the core's state.
    func refresh() {
        showMenuIfOpen()
        if let index = ids.firstIndex(of: machine.state.selected), tabBarController.selectedIndex != index {
            tabBarController.selectedIndex = index
        }
        let style = machine.configuration.behavior.badgeStyle
        for (index, id) in ids.enumerated() {
            tabBarController.viewControllers?[index].tabBarItem.badgeValue = machine.state.badge(id).displayText(style: style)
        }
    }

    func controller(_ id: TabID) -> UIViewController? {
        ids.firstIndex(of: id).flatMap { tabBarController.viewControllers?[$0] }
    }

    func navigation(_ id: TabID) -> UINavigationController? { controller(id) as? UINavigationController }

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
            sheet.addAction(UIAlertAction(title: choice.title, style: .default) { [weak self] _ in self?.handle(.nativeMenuItemChosen(choice.id)) })
        }
        sheet.addAction(UIAlertAction(title: TabBarAccessibilityTarget.dismissLabel, style: .cancel) { [weak self] _ in self?.handle(.nativeMenuDismissed) })
        if let popover = sheet.popoverPresentationController {
            popover.sourceView = tabBarController.tabBar
            popover.sourceRect = tabBarController.tabBar.bounds
        }
        shownMenu = sheet
        tabBarController.present(sheet, animated: true)
    }

    /// The theme through `UITabBarAppearance`, as the native style reads it: background, item, badge and
    /// indicator colours for the controller's appearance (over Liquid Glass, as ``opaqueOverLiquidGlass`` says).
    public func apply(_ theme: TabBarTheme) {
        let traits = tabBarController.traitCollection
        let look = TabBarAppearance(
            traits.userInterfaceStyle == .dark ? .dark : .light, contrast: traits.accessibilityContrast == .high ? .increased : .standard)
        let style = NativeTabBarStyle(theme: theme, appearance: look, opaqueOverLiquidGlass: opaqueOverLiquidGlass)
        let appearance = UITabBarAppearance(style: style)
        tabBarController.tabBar.standardAppearance = appearance
        tabBarController.tabBar.scrollEdgeAppearance = appearance
    }
}
#endif

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
    public var shouldSelect: ((SelectionPolicy.Request) -> SelectionPolicy.Decision)?
    /// Told when the selected tab is tapped again.
    public var didReselect: ((TabID) -> Void)?
    /// Told when an action tab is tapped.
    public var didTapAction: ((TabID, String?) -> Void)?
    /// Called with every screen view (analytics).
    public var onScreenView: ((_ screen: String, _ tab: TabID) -> Void)?

    let ids: [TabID]

    /// Wraps `tabBarController`, giving it one view controller per visible tab from `content`.
    public init(
        configuration: TabBarConfiguration, theme: TabBarTheme = .system,
        tabBarController: UITabBarController = UITabBarController(), content: (TabID) -> UIViewController
    ) throws(ConfigurationError) {
        machine = try TabBarMachine(configuration: configuration)
        self.tabBarController = tabBarController
        ids = machine.visibleOrder
        super.init()
        machine.selectionPolicy = SelectionPolicy { [weak self] request in
            MainActor.assumeIsolated { self?.shouldSelect?(request) ?? .allow }
        }
        tabBarController.viewControllers = ids.map { id in
            let controller = content(id)
            let tab = configuration.tab(id)
            controller.tabBarItem = UITabBarItem(
                title: tab?.title, image: tab?.icon.flatMap { UIImage(systemName: $0) },
                selectedImage: (tab?.selectedIcon ?? tab?.icon).flatMap { UIImage(systemName: $0) })
            controller.tabBarItem.accessibilityLabel = tab?.accessibilityLabel
            controller.tabBarItem.accessibilityHint = tab?.accessibilityHint
            return controller
        }
        tabBarController.delegate = self
        apply(theme)
        refresh()
        for effect in machine.launchEffects { perform(effect) }
    }

    /// Sends an event to the core and performs what it returns.
    public func send(_ event: TabBarEvent) {
        let before = machine.state.selected
        let effects = machine.handle(event)
        for effect in effects { perform(effect) }
        refresh()
        if let tab = ContainerPlanner.reselectedTab(by: event, selectedBefore: before, effects: effects) { didReselect?(tab) }
    }

    /// The system asks; the core decides. The bridge selects itself when the core says so.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        guard let index = tabBarController.viewControllers?.firstIndex(of: viewController), ids.indices.contains(index) else { return false }
        send(.tabTapped(ids[index]))
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
        case .analytics(let screen, let id): onScreenView?(screen, id)
        case .announce(let text): UIAccessibility.post(notification: .announcement, argument: text)
        default: break
        }
    }

    /// Selection and badges from the core's state.
    func refresh() {
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

    /// The theme through `UITabBarAppearance`: background, item colours, badge colours.
    func apply(_ theme: TabBarTheme) {
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = theme.background.color.uiColor
        for item in [appearance.stackedLayoutAppearance, appearance.inlineLayoutAppearance, appearance.compactInlineLayoutAppearance] {
            item.normal.iconColor = theme.items.unselected.uiColor
            item.normal.titleTextAttributes = [.foregroundColor: theme.items.unselected.uiColor]
            item.selected.iconColor = theme.items.selected.uiColor
            item.selected.titleTextAttributes = [.foregroundColor: theme.items.selected.uiColor]
            item.disabled.iconColor = theme.items.disabled.uiColor
            item.normal.badgeBackgroundColor = theme.badge.fill.uiColor
            item.normal.badgeTextAttributes = [.foregroundColor: theme.badge.text.uiColor]
        }
        tabBarController.tabBar.standardAppearance = appearance
        tabBarController.tabBar.scrollEdgeAppearance = appearance
    }
}
#endif

import TabBarCore
import TabBarUIKit
import UIKit

/// The tabs: each case describes its item. The centre action is declared on the container, not here.
enum MailboxTab: String, TabRepresentable {
    case inbox, archive, settings
    var tab: TabBarKitItem { TabBarKitItem(id: TabID(rawValue), title: rawValue.capitalized, icon: rawValue == "inbox" ? "tray" : "gear") }
}

/// A tab's first screen. It sets its own badge as in a `UITabBarController`, and reaches its container
/// through `tabBarContainer` (UIKit's `tabBarController` only finds a `UITabBarController`).
final class MailboxViewController: UIViewController {
    init(tab: MailboxTab) {
        super.init(nibName: nil, bundle: nil)
        title = tab.tab.title
        if tab == .inbox { tabBarItem.badgeValue = "2" }
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Open 42", primaryAction: UIAction { [weak self] _ in
            (self?.tabBarContainer as? TypedTabBarController<MailboxTab, TabBarNoActionMenu>)?.push(TabBarRoute("message/42"), on: .inbox)
        })
    }
}

/// A screen pushed on a tab's stack; like in a `UITabBarController`, it hides the bar while it is on top.
final class MessageViewController: UIViewController {
    init(route: TabBarRoute) {
        super.init(nibName: nil, bundle: nil)
        title = route.path
        hidesBottomBarWhenPushed = true
    }
    required init?(coder: NSCoder) { nil }
}

/// Answers the container: every method is required, so a misspelt one cannot be skipped silently.
final class MailCoordinator: TabBarKitControllerDelegate {
    var isSubscribed = false

    func tabBarController(_ controller: TabBarKitController, shouldSelect request: TabBarSelectionPolicy.Request) -> TabBarSelectionPolicy.Decision {
        request.to == MailboxTab.archive.tabID && !isSubscribed ? .deny(reason: "The archive needs a subscription") : .allow
    }
    func tabBarController(_ controller: TabBarKitController, didSelect tab: TabID) {}
    func tabBarController(_ controller: TabBarKitController, didReselect tab: TabID) {}
    func tabBarController(_ controller: TabBarKitController, didTapAction tab: TabID, item: String?) {
        controller.present(UINavigationController(rootViewController: MessageViewController(route: TabBarRoute("compose"))), animated: true)
    }
    func tabBarController(_ controller: TabBarKitController, didDenySelectionOf tab: TabID, reason: String) {}
}

/// The window's root: three tabs and a centre action.
@MainActor
func makeRootViewController(coordinator: MailCoordinator) throws -> UIViewController {
    let tabs = try TypedTabBarController(
        MailboxTab.self, selected: .inbox,
        action: TabBarCenterAction(id: "compose", title: "New", icon: "square.and.pencil", accessibilityLabel: "New message"),
        theme: .midnight,
        root: { tab in MailboxViewController(tab: tab) },
        route: { route, _ in MessageViewController(route: route) })
    tabs.delegate = coordinator
    return tabs
}

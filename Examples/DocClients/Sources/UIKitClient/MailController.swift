import TabBarCore
import TabBarUIKit
import UIKit

/// A tab's first screen.
final class MailboxViewController: UIViewController {
    init(tab: TabID) {
        super.init(nibName: nil, bundle: nil)
        title = tab.rawValue.capitalized
    }
    required init?(coder: NSCoder) { nil }
}

/// A screen pushed on a tab's stack.
final class MessageViewController: UIViewController {
    init(route: Route) {
        super.init(nibName: nil, bundle: nil)
        title = route.path
    }
    required init?(coder: NSCoder) { nil }
}

/// Answers the container: every method is required, so a misspelt one cannot be skipped silently.
final class MailCoordinator: TabBarControllerDelegate {
    func tabBarController(_ controller: TabBarController, shouldSelect request: SelectionPolicy.Request) -> SelectionPolicy.Decision {
        .allow
    }
    func tabBarController(_ controller: TabBarController, didSelect tab: TabID) {}
    func tabBarController(_ controller: TabBarController, didReselect tab: TabID) {}
    func tabBarController(_ controller: TabBarController, didTapAction tab: TabID, item: String?) {
        controller.present(UINavigationController(rootViewController: MessageViewController(route: Route("compose"))), animated: true)
    }
    func tabBarController(_ controller: TabBarController, didDenySelectionOf tab: TabID, reason: String) {}
}

/// The window's root: three tabs and a centre action.
@MainActor
func makeRootViewController(coordinator: MailCoordinator) throws -> UIViewController {
    let configuration = TabBarConfiguration(
        tabs: [
            TabItem(id: "inbox", title: "Inbox", icon: "tray", selectedIcon: "tray.fill", badge: .count(2), badgeNoun: "unread message"),
            TabItem(id: "compose", title: "New", icon: "square.and.pencil", role: .action, accessibilityLabel: "New message"),
            TabItem(id: "settings", title: "Settings", icon: "gear"),
        ],
        selected: "inbox")
    let tabs = try TabBarController(
        configuration: configuration, theme: .midnight,
        root: { tab in MailboxViewController(tab: tab) },
        route: { route, _ in MessageViewController(route: route) })
    tabs.delegate = coordinator
    return tabs
}

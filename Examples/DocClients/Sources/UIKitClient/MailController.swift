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

/// Presents the composer when the centre action is tapped.
final class MailCoordinator: TabBarControllerDelegate {
    func tabBarController(_ controller: TabBarController, didTapAction tab: TabID, item: String?) {
        controller.present(UINavigationController(rootViewController: MessageViewController(route: Route("compose"))), animated: true)
    }
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

#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

extension TabBarController {
    /// `hidesBottomBarWhenPushed` of the selected stack, as the core's host visibility (``TabBarPushedBarHiding``).
    func followPushedBarHiding() {
        let flags = navigationControllers[selectedTab]?.viewControllers.map(\.hidesBottomBarWhenPushed) ?? []
        if let event = pushedBarHiding.event(forSelectedStack: flags) { send(event) }
    }

    /// A tab root's `tabBarItem.badgeValue`, as UIKit apps set it, fed to the store as the tab's badge.
    func observeBadge(of root: UIViewController, on id: TabID) {
        guard let item = root.tabBarItem else { return }
        if item.badgeValue != nil { send(.badgeSet(TabBarBadge(badgeValue: item.badgeValue), on: id)) }
        badgeObservations[id] = item.observe(\.badgeValue, options: [.new]) { [weak self] item, _ in
            MainActor.assumeIsolated {
                guard let self else { return }
                let badge = TabBarBadge(badgeValue: item.badgeValue)
                if self.machine.state.badge(id) != badge { self.send(.badgeSet(badge, on: id)) }
            }
        }
    }
}
#endif

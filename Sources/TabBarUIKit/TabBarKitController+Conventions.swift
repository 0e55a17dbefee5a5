#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

extension TabBarKitController {
    /// `hidesBottomBarWhenPushed` of the selected stack, as the core's host visibility (``TabBarPushedBarHiding``).
    func followPushedBarHiding() {
        let flags = navigationControllers[selectedTab]?.viewControllers.map(\.hidesBottomBarWhenPushed) ?? []
        if let event = pushedBarHiding.event(forSelectedStack: flags) { send(event) }
    }

    /// The `tabBarItem.badgeValue` of a tab's root and of its navigation controller (a child's
    /// `navigationController?.tabBarItem`), as UIKit apps set them, fed to the store as the tab's badge: the
    /// last one set wins.
    func observeBadges(of controllers: [UIViewController], on id: TabID) {
        badgeObservations[id] = controllers.compactMap { controller in
            guard let item = controller.tabBarItem else { return nil }
            if item.badgeValue != nil { send(.badgeSet(TabBarBadge(badgeValue: item.badgeValue), on: id)) }
            return item.observe(\.badgeValue, options: [.new]) { [weak self] item, _ in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    let badge = TabBarBadge(badgeValue: item.badgeValue)
                    if self.machine.state.badge(id) != badge { self.send(.badgeSet(badge, on: id)) }
                }
            }
        }
    }
}
#endif

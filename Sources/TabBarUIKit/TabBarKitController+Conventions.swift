#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

extension TabBarKitController {
    /// Watches what UIKit apps set on a tab's controllers, as `UITabBarController` reads it: the `tabBarItem` of
    /// the root and of its navigation controller (a child's `navigationController?.tabBarItem`): its
    /// `badgeValue` becomes the tab's badge (the last one set wins), and its title and images fill what the
    /// configuration leaves out (what the configuration overrides is reported, never silently dropped).
    func observeItems(of navigation: UINavigationController, root: UIViewController, on id: TabID) {
        let controllers = navigation === root ? [navigation] : [root, navigation]
        var observations: [NSKeyValueObservation] = []
        for controller in controllers {
            let item = controller.tabBarItem
            guard let item else { continue }
            if item.badgeValue != nil { send(.badgeSet(TabBarBadge(badgeValue: item.badgeValue), on: id)) }
            observations.append(item.observe(\.badgeValue, options: [.new]) { [weak self] item, _ in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    let badge = TabBarBadge(badgeValue: item.badgeValue)
                    if self.machine.state.badge(id) != badge { self.send(.badgeSet(badge, on: id)) }
                }
            })
            // Whichever item changed, both are read again together (the navigation controller's values win), with the
            // tab's root as it is now (a root the app replaced is watched from here on).
            observations.append(item.observe(\.title, options: [.new]) { [weak self] _, _ in
                MainActor.assumeIsolated { self?.refreshItemObservation(of: id) }
            })
            observations.append(item.observe(\.image, options: [.new]) { [weak self] _, _ in
                MainActor.assumeIsolated { self?.refreshItemObservation(of: id) }
            })
            observations.append(item.observe(\.selectedImage, options: [.new]) { [weak self] _, _ in
                MainActor.assumeIsolated { self?.refreshItemObservation(of: id) }
            })
        }
        itemObservations[id] = observations
        itemIdentities[id] = controllers.compactMap(\.tabBarItem).map { WeakItem(item: $0) }
        itemChanged(of: navigation, root: root, on: id)
    }

    /// Watches the items again when a controller was given a new one (`tabBarItem = UITabBarItem(…)` in its
    /// `viewDidLoad`, after the container first read it), and reads them again.
    func refreshItemObservation(of id: TabID) {
        guard let navigation = navigationController(for: id) else { return }
        let root = Self.itemRoot(of: navigation)
        let controllers = navigation === root ? [navigation] : [root, navigation]
        if WeakItem.same(itemIdentities[id], as: controllers.compactMap(\.tabBarItem)) {
            itemChanged(of: navigation, root: root, on: id)
        } else {
            observeItems(of: navigation, root: root, on: id)
        }
    }

    /// The controller whose `tabBarItem` is a tab's root's: its navigation controller's root view controller (the
    /// navigation controller itself while it has none). For an app's own navigation controller (what the root factory
    /// returned) this is the root it was made with, read from the start, not only once the tab was first visited ("The root
    /// view controller is at index `0`", developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers).
    static func itemRoot(of navigation: UINavigationController) -> UIViewController {
        navigation.viewControllers.first ?? navigation
    }

    /// What the root factory's `made` says about its tab before its first selection: when it is the app's own
    /// navigation controller, its item and its root's read together (`itemRoot(of:)`), as once the tab is shown.
    static func itemReading(of made: UIViewController, for id: TabID) -> TabBarChildItem {
        guard let navigation = made as? UINavigationController else { return TabBarChildItem(reading: made, for: id) }
        return TabBarChildItem(reading: navigation, root: itemRoot(of: navigation), for: id)
    }

    /// A child's `tabBarItem` title or images changed (or were first read): the root's and the navigation controller's
    /// items are read together (``TabBarChildItem/init(reading:root:for:)``), whichever changed; the configuration takes
    /// what it leaves out; what it overrides is reported once per change. A new image alone leaves the reading as it was
    /// (its id is the same): reading it registered it, and the bar draws it at its new revision.
    func itemChanged(of navigation: UINavigationController, root: UIViewController, on id: TabID) {
        let reading = TabBarChildItem(reading: navigation, root: root, for: id)
        guard childItems[id] != reading else { return }
        let before = TabBarChildItem.apply(childItems, to: declaredConfiguration).configuration
        childItems[id] = reading
        for diagnostic in TabBarChildItem.apply([id: reading], to: declaredConfiguration).diagnostics { report(diagnostic) }
        let merged = TabBarChildItem.apply(childItems, to: declaredConfiguration).configuration
        guard merged != before else { return }
        do {
            try store.apply(configuration: merged)
        } catch {
            report(TabBarDiagnostic("tabBarItemRefused", "\"\(id)\": the child's tabBarItem makes the configuration invalid: \(error)"))
        }
    }
}

extension TabBarChildItem {
    /// What a view controller's `tabBarItem` says, its images registered for the bar to draw (as templates unless
    /// their rendering mode keeps their colours, as `UITabBar` draws them). A new image under the same id reaches the
    /// bar through the registry's revision (the reading itself, and so the configuration, may not change).
    @MainActor
    public init(reading controller: UIViewController, for tab: TabID) {
        let item = controller.tabBarItem
        self.init(
            title: item?.title, image: item?.image, selectedImage: item?.selectedImage, for: tab, registry: TabBarImageRegistry.shared,
            isTemplate: { $0.renderingMode != .alwaysOriginal })
    }

    /// What a tab whose child is `navigation` (around `root`) shows: both controllers' `tabBarItem`s read together, the
    /// navigation controller's values winning where set (``TabBarChildItem/Values/merged(root:navigation:)``: a
    /// `UITabBarController` shows its child's own item), each image registered once from that reading.
    @MainActor
    public init(reading navigation: UINavigationController, root: UIViewController, for tab: TabID) {
        func values(_ controller: UIViewController) -> Values<UIImage>? {
            controller.tabBarItem.map { Values(title: $0.title, image: $0.image, selectedImage: $0.selectedImage) }
        }
        self.init(
            root: navigation === root ? nil : values(root), navigation: values(navigation), for: tab, registry: TabBarImageRegistry.shared,
            isTemplate: { $0.renderingMode != .alwaysOriginal })
    }
}
#endif

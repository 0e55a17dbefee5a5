import TabBarCore
import TabBarHost
import TabBarUIKit
import UIKit

// The doc comments' UIKit examples, each verbatim in the context it needs, compiled for iOS by Scripts/ios-check.sh
// (Tests/TabBarCoreTests/DocCommentSnippetTests.swift checks that every such example appears here as it is written).

/// Sources/TabBarHost/Container/TabBarRouteProviding.swift
final class MessageViewController: UIViewController, TabBarRouteProviding {
    let id: Int
    init(id: Int) { self.id = id; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
    var tabBarRoute: TabBarRoute? { TabBarRoute("message/\(id)") }
}

extension MessageViewController {
    /// The screen of a stored route.
    convenience init(route: TabBarRoute) { self.init(id: Int(route.path.split(separator: "/").last ?? "") ?? 0) }
}

/// A tab's first screen.
final class MailboxViewController: UIViewController {
    init(tab: MailTab) {
        super.init(nibName: nil, bundle: nil)
        title = tab.tab.title
    }
    required init?(coder: NSCoder) { nil }
}

/// A root of a tab named by its id.
final class RootViewController: UIViewController {
    init(tab: TabID) {
        super.init(nibName: nil, bundle: nil)
        title = tab.rawValue
    }
    required init?(coder: NSCoder) { nil }
}

/// A pushed screen.
final class DetailViewController: UIViewController {
    init(route: TabBarRoute) {
        super.init(nibName: nil, bundle: nil)
        title = route.path
    }
    required init?(coder: NSCoder) { nil }
}

/// Sources/TabBarHost/Apple/DisplayImage+UIKit.swift
@MainActor
func registerAvatar(_ avatar: UIImage) {
    TabBarImageRegistry.shared.register(avatar, id: "avatar")   // TabBarKitItem(…, icon: .image("avatar"))
}

/// Sources/TabBarUIKit/TabBarKitController+Typed.swift
@MainActor
func makeTypedTabs() throws -> UIViewController {
    let tabs = try TypedTabBarController(MailTab.self, selected: .inbox,
        action: TabBarCenterAction(id: "compose", title: "New", icon: "square.and.pencil"),
        root: { tab in MailboxViewController(tab: tab) },
        route: { route, tab in MessageViewController(route: route) })
    tabs.setBadge(.count(3), on: .inbox)
    return tabs
}

/// Sources/TabBarUIKit/TabBarKitController.swift
@MainActor
func makeTabs(configuration: TabBarConfiguration) throws -> TabBarKitController {
    let tabs = try TabBarKitController(configuration: configuration,
        root: { tab in RootViewController(tab: tab) },
        route: { route, tab in DetailViewController(route: route) })
    return tabs
}

/// Sources/TabBarUIKit/TabBarCustomizationViewController.swift
@MainActor
func showEditor(_ tabs: TabBarKitController) {
    let editor = TabBarCustomizationViewController(controller: tabs)
    tabs.present(UINavigationController(rootViewController: editor), animated: true)
}

import TabBarCore
import TabBarHost
import TabBarUIKit
import UIKit

// An app written the `UITabBarController` way (issue 29): each child names its own `tabBarItem`, pushes with
// `navigationController?.pushViewController`, hides the bar with `hidesBottomBarWhenPushed`, and a coordinator is
// its navigation controller's delegate. The configuration only lists the tabs' ids; nothing else changes.
// Its behaviour is driven on Linux by Tests/TabBarHostTests/PlatformWayTests.swift through the same driver.

/// A list whose rows push details itself.
final class LibraryViewController: UITableViewController {
    init() {
        super.init(style: .insetGrouped)
        title = "Library"
        tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "books.vertical"), selectedImage: UIImage(systemName: "books.vertical.fill"))
    }
    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "Book \(indexPath.row + 1)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        // The normal way: the container follows it (reselect pops it, the stack is saved through its route).
        navigationController?.pushViewController(BookViewController(number: indexPath.row + 1), animated: true)
    }
}

/// A detail the app pushes itself; it names its route, so it is saved and rebuilt, and it hides the bar.
final class BookViewController: UIViewController, TabBarRouteProviding {
    let number: Int
    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
        title = "Book \(number)"
        hidesBottomBarWhenPushed = true
    }
    required init?(coder: NSCoder) { nil }

    var tabBarRoute: TabBarRoute? { TabBarRoute("book/\(number)") }
}

/// A second tab whose root is a navigation controller of the app's own, with a coordinator as its delegate.
final class ReadingCoordinator: NSObject, UINavigationControllerDelegate {
    private(set) var shown: [String] = []
    let navigation: UINavigationController

    override init() {
        let root = UIViewController()
        root.title = "Reading"
        navigation = UINavigationController(rootViewController: root)
        navigation.tabBarItem = UITabBarItem(title: "Reading", image: UIImage(systemName: "book"), tag: 1)
        super.init()
        navigation.delegate = self
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        shown.append(viewController.title ?? "")
    }

    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
        .portrait
    }
}

/// The window's root: the ids only; titles and icons come from each child's `tabBarItem`.
@MainActor
func makePlatformWayRoot(reading: ReadingCoordinator) throws -> UIViewController {
    let configuration = TabBarConfiguration(
        tabs: [TabBarKitItem(id: "library", title: ""), TabBarKitItem(id: "reading", title: "")], selected: "library")
    return try TabBarKitController(
        configuration: configuration,
        root: { tab in tab == "reading" ? reading.navigation : LibraryViewController() },
        route: { route, _ in BookViewController(number: Int(route.path.split(separator: "/").last ?? "") ?? 0) })
}

import TabBarCore
import TabBarTools
import TabBarUIKit
import UIKit

/// Reflect's eleven tabs in UIKit: the built-in configuration, a scrolling bar with edge fades
/// (a sidebar on iPad), at most five live tabs, each a list that pushes detail screens.
@main
final class ReflectAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        do {
            let tabs = try TabBarKitController(
                configuration: TabBarBuiltInExample.reflect.configuration, theme: .floating, transition: .slide,
                root: { tab in ReflectListViewController(tab: tab) },
                route: { route, _ in ReflectDetailViewController(route: route) })
            tabs.tabBarView.regularWidthPresentation = .sidebar
            window.rootViewController = tabs
        } catch {
            window.rootViewController = UIViewController()
            print("invalid configuration: \(error)")
        }
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// A tab's list of entries; choosing one pushes its route through the core.
final class ReflectListViewController: UITableViewController {
    let tabID: TabID

    init(tab: TabID) {
        tabID = tab
        super.init(style: .insetGrouped)
        title = tab.rawValue.capitalized
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "entry") ?? UITableViewCell(style: .default, reuseIdentifier: "entry")
        var content = cell.defaultContentConfiguration()
        content.text = "\(title ?? "") entry \(indexPath.row + 1)"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        (navigationController?.parent as? TabBarKitController)?.push(TabBarRoute("entry/\(indexPath.row + 1)"), on: tabID)
    }
}

/// A pushed entry.
final class ReflectDetailViewController: UIViewController {
    init(route: TabBarRoute) {
        super.init(nibName: nil, bundle: nil)
        title = route.path
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
    }
}

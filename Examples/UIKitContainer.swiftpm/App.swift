import TabBarCore
import TabBarUIKit
import UIKit

/// A storyboard-free UIKit app: one window whose root is the container.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate, TabBarControllerDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        do {
            let tabs = try makeTabBarController()
            tabs.delegate = self
            tabs.onScreenView = { screen, tab in print("analytics: screen \(screen) (\(tab))") }
            window.rootViewController = tabs
        } catch {
            window.rootViewController = UIViewController()
            print("invalid configuration: \(error)")
        }
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        (window?.rootViewController as? TabBarController)?.open(url)
        return true
    }

    func tabBarController(_ controller: TabBarController, shouldSelect request: SelectionPolicy.Request) -> SelectionPolicy.Decision { .allow }

    func tabBarController(_ controller: TabBarController, didSelect tab: TabID) {}

    func tabBarController(_ controller: TabBarController, didDenySelectionOf tab: TabID, reason: String) {
        print("selection of \(tab) denied: \(reason)")
    }

    func tabBarController(_ controller: TabBarController, didTapAction tab: TabID, item: String?) {
        let composer = UINavigationController(rootViewController: ComposeViewController())
        controller.present(composer, animated: true)
    }

    func tabBarController(_ controller: TabBarController, didReselect tab: TabID) {
        print("reselected \(tab)")
    }
}

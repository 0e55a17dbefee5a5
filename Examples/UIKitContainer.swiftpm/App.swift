import TabBarCore
import TabBarUIKit
import UIKit

/// A storyboard-free UIKit app. The application delegate hands every scene to ``SceneDelegate``, which makes
/// the window from its `UIWindowScene` with the container as its root.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting session: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}

/// One window per scene, its root the tab bar container; URLs the scene receives (at launch or later) are deep links.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate, TabBarKitControllerDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        do {
            let tabs = try makeTabBarController()
            tabs.delegate = self
            tabs.onScreenView = { screen, tab in print("analytics: screen \(screen) (\(tab))") }
            window.rootViewController = tabs
            for context in connectionOptions.urlContexts { tabs.open(context.url) }
        } catch {
            window.rootViewController = UIViewController()
            print("invalid configuration: \(error)")
        }
        window.makeKeyAndVisible()
        self.window = window
    }

    func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
        guard let tabs = window?.rootViewController as? TabBarKitController else { return }
        for context in contexts { tabs.open(context.url) }
    }

    func tabBarController(_ controller: TabBarKitController, shouldSelect request: TabBarSelectionPolicy.Request) -> TabBarSelectionPolicy.Decision { .allow }

    func tabBarController(_ controller: TabBarKitController, didSelect tab: TabID) {}

    func tabBarController(_ controller: TabBarKitController, didDenySelectionOf tab: TabID, reason: String) {
        print("selection of \(tab) denied: \(reason)")
    }

    func tabBarController(_ controller: TabBarKitController, didTapAction tab: TabID, item: String?) {
        let composer = UINavigationController(rootViewController: ComposeViewController())
        controller.present(composer, animated: true)
    }

    func tabBarController(_ controller: TabBarKitController, didReselect tab: TabID) {
        print("reselected \(tab)")
    }
}

// docs/uikit.md, "Beyond five tabs": the block verbatim (DocSnippetTests finds it here), compiled for iOS by Scripts/ios-check.sh.
import TabBarCore
import TabBarUIKit
import UIKit

/// The music app in UIKit: the core's sidebar on iPad, Radio's long-press menu, the sidebar section's action, and a
/// refresh for a tab whose scroll view has no refresh control of its own.
@MainActor
func makeMusicController(configuration: TabBarConfiguration, library: MusicLibrary) throws -> TabBarKitController {
    let tabs = try TabBarKitController(
        configuration: configuration,
        root: { tab in MusicScreen(title: tab.rawValue.capitalized) },
        route: { route, _ in MusicScreen(title: route.path) })
    tabs.tabBarView.regularWidthPresentation = .sidebar
    tabs.onMenuItem = { tab, item in
        if tab == "radio", item == "clear" { library.clearHistory() }
    }
    tabs.onSidebarAction = { action, _ in
        if action == "newPlaylist" { library.newPlaylist() }
    }
    // Async: no second refresh of the tab starts until this returns.
    tabs.onRefresh = { tab in await library.reload(tab) }
    return tabs
}

/// An "Edit Tabs" button's action: the customisation screen, on the core's model (each placement respected).
@MainActor
func editTabs(of tabs: TabBarKitController) {
    tabs.present(UINavigationController(rootViewController: TabBarCustomizationViewController(controller: tabs)), animated: true)
}

/// What the container's closures call.
@MainActor
final class MusicLibrary {
    func clearHistory() {}
    func newPlaylist() {}
    func reload(_ tab: TabID) async {}
}

/// A screen with a title.
final class MusicScreen: UIViewController {
    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }
    required init?(coder: NSCoder) { nil }
}

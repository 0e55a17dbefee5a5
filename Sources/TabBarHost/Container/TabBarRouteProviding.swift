import TabBarCore

/// A view controller (or hosted screen) that says which route it shows, so that a screen an app pushes itself
/// (`navigationController?.pushViewController(…)`) is saved with the tab's stack and rebuilt after eviction or a
/// relaunch. A controller that does not conform is still followed (reselect pops it, back pops it), but not saved.
///
/// ```swift
/// final class MessageViewController: UIViewController, TabBarRouteProviding {
///     let id: Int
///     init(id: Int) { self.id = id; super.init(nibName: nil, bundle: nil) }
///     required init?(coder: NSCoder) { nil }
///     var tabBarRoute: TabBarRoute? { TabBarRoute("message/\(id)") }
/// }
/// ```
@MainActor
public protocol TabBarRouteProviding: AnyObject {
    /// The route this screen shows, which the container's route factory can build again; `nil` when it has none.
    var tabBarRoute: TabBarRoute? { get }
}

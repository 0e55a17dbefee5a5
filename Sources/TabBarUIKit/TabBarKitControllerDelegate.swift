#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import UIKit

/// What a ``TabBarKitController`` asks and tells its owner. Every method is required: a signature that
/// nearly matches is a compile error, never a veto that is silently skipped.
///
/// | `UITabBarControllerDelegate` | `TabBarKitControllerDelegate` |
/// |---|---|
/// | `tabBarController(_:shouldSelect:)` | `tabBarController(_:shouldSelect:)` (allow, deny with a reason, or redirect) |
/// | `tabBarController(_:didSelect:)` | `tabBarController(_:didSelect:)` |
/// | (none) | `tabBarController(_:didReselect:)`, `tabBarController(_:didTapAction:item:)` |
@MainActor
public protocol TabBarKitControllerDelegate: AnyObject {
    /// Whether a selection may happen: allow it, deny it with a reason, or redirect it (the core's selection policy).
    func tabBarController(_ controller: TabBarKitController, shouldSelect request: TabBarSelectionPolicy.Request) -> TabBarSelectionPolicy.Decision
    /// A tab was selected and its content is showing.
    func tabBarController(_ controller: TabBarKitController, didSelect tab: TabID)
    /// The selected tab was tapped again (the core has already popped or scrolled as configured).
    func tabBarController(_ controller: TabBarKitController, didReselect tab: TabID)
    /// The action tab (or an item of its menu) was chosen: present its modal.
    func tabBarController(_ controller: TabBarKitController, didTapAction tab: TabID, item: String?)
    /// A selection was refused by `shouldSelect`; explain why if you like (a paywall).
    func tabBarController(_ controller: TabBarKitController, didDenySelectionOf tab: TabID, reason: String)
}

extension UIViewController {
    /// The ``TabBarKitController`` this view controller is shown in (through its navigation controller and
    /// any parent), or `nil`: UIKit's `tabBarController` only finds a `UITabBarController`.
    public var tabBarContainer: TabBarKitController? {
        var current = parent
        while let controller = current {
            if let container = controller as? TabBarKitController { return container }
            current = controller.parent
        }
        return nil
    }
}
#endif

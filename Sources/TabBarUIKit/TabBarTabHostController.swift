#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A view controller of ``NativeTabBarBridge``'s that shows one tab's controller as its child, filling it: a sidebar
/// section's (its `UITabGroup`'s view controller, showing the selected tab of the section) or a tab's that a section
/// holds (its root `UITab`'s at a compact width). The tab's controller moves between such hosts, never out from under
/// UIKit. What the child says about the status bar, the home indicator, the screen edges, orientations, pointer lock
/// and its scroll view for the bars' edge appearance is the host's.
@MainActor
final class TabBarTabHostController: UIViewController {
    /// The tab's controller on show.
    private(set) var shown: UIViewController?
    /// A tab's own host: its tab's controller, taken when the host appears (made then, the first time: UIKit asks for a
    /// root tab's view controller only when it shows it).
    var pull: (() -> UIViewController)?

    override func viewWillAppear(_ animated: Bool) {
        // Never from a host on screen (the section's, while the width changes): the bridge places the selected tab itself.
        if let pull, shown == nil || shown?.parent !== self {
            let child = pull()
            if child.parent.map({ !($0 is TabBarTabHostController) || $0.viewIfLoaded?.window == nil }) ?? true { show(child) }
        }
        super.viewWillAppear(animated)
    }

    /// Shows `child` in place of the one shown, taking it from the host that had it (its containment ended there first).
    func show(_ child: UIViewController) {
        guard shown !== child || child.parent !== self else { return }
        if let old = shown, old.parent === self { Self.release(old) }
        if let other = child.parent as? TabBarTabHostController, other !== self {
            other.clear()
        } else if let parent = child.parent, parent !== self {
            // A tab that entered a section (a new configuration), still the tab bar controller's child after its old root
            // tab left the controller's tabs: its containment there ends first.
            Self.release(child)
        }
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
        shown = child
        #if !os(visionOS)
        setNeedsStatusBarAppearanceUpdate()
        #endif
        setNeedsUpdateOfHomeIndicatorAutoHidden()
        setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        setNeedsUpdateOfPrefersPointerLocked()
        setNeedsUpdateOfSupportedInterfaceOrientations()
    }

    /// Lets the shown controller go (its containment ended).
    func clear() {
        if let shown, shown.parent === self { Self.release(shown) }
        shown = nil
    }

    /// `controller`, taken out of the host that has it (if any), for UIKit to hold it directly.
    static func freed(_ controller: UIViewController) -> UIViewController {
        (controller.parent as? TabBarTabHostController)?.clear()
        return controller
    }

    /// Ends a child's containment: told, out of the view, removed.
    static func release(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.viewIfLoaded?.removeFromSuperview()
        child.removeFromParent()
    }

    override var childForStatusBarStyle: UIViewController? { shown }
    override var childForStatusBarHidden: UIViewController? { shown }
    override var childForHomeIndicatorAutoHidden: UIViewController? { shown }
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { shown }
    override var childViewControllerForPointerLock: UIViewController? { shown }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { shown?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        shown?.preferredInterfaceOrientationForPresentation ?? super.preferredInterfaceOrientationForPresentation
    }

    override func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        shown?.contentScrollView(for: edge) ?? super.contentScrollView(for: edge)
    }
}
#endif

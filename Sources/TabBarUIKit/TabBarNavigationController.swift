#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

/// The navigation controller a ``TabBarKitController`` makes for a tab whose root is not one already: a plain
/// `UINavigationController` whose moves the container follows, however they are made (`pushViewController`,
/// `popViewController`, the back button and its menu, the back swipe and its cancellation, `setViewControllers`).
///
/// Its `delegate` is the app's, as on any navigation controller: a coordinator that sets itself as the delegate
/// gets every call (orientation ones included); the container listens through a proxy that forwards each one.
@MainActor
final class TabBarNavigationController: UINavigationController {
    let proxy: TabBarNavigationProxy

    init(rootViewController: UIViewController, onSettle: @escaping @MainActor (UINavigationController) -> Void) {
        proxy = TabBarNavigationProxy(onSettle: onSettle)
        super.init(nibName: nil, bundle: nil)
        super.delegate = proxy
        setViewControllers([rootViewController], animated: false)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// The app's delegate, as on any navigation controller (a wrapper that reads it and forwards to it, as RxCocoa's
    /// does, sees what it set); the container's proxy stays the delegate UIKit holds and forwards every call to it.
    override weak var delegate: (any UINavigationControllerDelegate)? {
        get { proxy.forwardee }
        set {
            proxy.forwardee = newValue
            // UIKit reads which optional methods a delegate answers when it is set: set the proxy again.
            super.delegate = nil
            super.delegate = proxy
        }
    }

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        super.pushViewController(viewController, animated: animated)
        proxy.moved(self)
    }

    override func popViewController(animated: Bool) -> UIViewController? {
        let popped = super.popViewController(animated: animated)
        proxy.moved(self)
        return popped
    }

    override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        let popped = super.popToViewController(viewController, animated: animated)
        proxy.moved(self)
        return popped
    }

    override func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let popped = super.popToRootViewController(animated: animated)
        proxy.moved(self)
        return popped
    }

    override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        super.setViewControllers(viewControllers, animated: animated)
        proxy.moved(self)
    }
}

/// Hears one navigation controller move and tells the container once the move is over (a transition's end,
/// including a cancelled interactive pop), forwarding every delegate call to the app's own delegate.
///
/// An app's own `UINavigationController` (a root factory that returns one) gets a proxy as its delegate, which
/// keeps the delegate it had; if the app sets another one later, the container wraps that one at its next look.
@MainActor
final class TabBarNavigationProxy: NSObject, UINavigationControllerDelegate {
    /// Called when the navigation controller settled after a move.
    let onSettle: @MainActor (UINavigationController) -> Void
    /// The app's delegate, which every call is forwarded to.
    weak var forwardee: (any UINavigationControllerDelegate)?
    /// Called when the navigation controller is about to show a screen (the bar follows the stack it goes to).
    var onWillShow: ((UINavigationController) -> Void)?
    /// Set while a call is being forwarded: an app delegate that itself forwards to the delegate it replaced (a proxy
    /// of its own, which captured this one) would otherwise send the call back here, and round again, without end.
    /// A call coming back is still heard (a move the app's delegate makes inside one is a move), just not sent on.
    var isForwarding = false
    /// Set while the app's delegate is asked which optional methods it answers, for the same reason.
    var isAsking = false

    init(onSettle: @escaping @MainActor (UINavigationController) -> Void) {
        self.onSettle = onSettle
    }

    /// Listens to an app's own navigation controller, keeping the delegate it has (again, if the app replaced it).
    func adopt(_ navigation: UINavigationController) {
        guard navigation.delegate !== self else { return }
        forwardee = navigation.delegate
        navigation.delegate = self
    }

    /// A move began or happened: report it when it is over — at once without a transition, else at the
    /// transition's end, which also comes when an interactive pop is cancelled.
    func moved(_ navigation: UINavigationController) {
        if let coordinator = navigation.transitionCoordinator {
            coordinator.animate(alongsideTransition: nil) { [weak self, weak navigation] _ in
                guard let self, let navigation else { return }
                self.onSettle(navigation)
            }
        } else {
            onSettle(navigation)
        }
    }

    /// Forwards one call to the app's delegate, once: a call coming back while it is forwarded is not sent on again.
    func forward<Answer>(_ call: (any UINavigationControllerDelegate) -> Answer) -> Answer? {
        guard !isForwarding, let forwardee else { return nil }
        isForwarding = true
        defer { isForwarding = false }
        return call(forwardee)
    }

    // MARK: UINavigationControllerDelegate, each call forwarded

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        // The back swipe and the back button reach here, whether or not they call the public pop methods.
        onWillShow?(navigationController)
        moved(navigationController)
        forward { $0.navigationController?(navigationController, willShow: viewController, animated: animated) }
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        onSettle(navigationController)
        forward { $0.navigationController?(navigationController, didShow: viewController, animated: animated) }
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        forward { $0.navigationController?(navigationController, animationControllerFor: operation, from: fromVC, to: toVC) } ?? nil
    }

    func navigationController(
        _ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        forward { $0.navigationController?(navigationController, interactionControllerFor: animationController) } ?? nil
    }

    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
        let answer: UIInterfaceOrientationMask?? = forward { $0.navigationControllerSupportedInterfaceOrientations?(navigationController) }
        return (answer ?? nil) ?? .all
    }

    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation {
        let answer: UIInterfaceOrientation?? = forward { $0.navigationControllerPreferredInterfaceOrientationForPresentation?(navigationController) }
        return (answer ?? nil) ?? .unknown
    }

    /// The orientation methods are answered only when the app's delegate answers them: a navigation controller
    /// whose delegate has none keeps UIKit's own rule (which an answer of ours would replace).
    nonisolated override func responds(to selector: Selector!) -> Bool {
        let orientation = [
            #selector((any UINavigationControllerDelegate).navigationControllerSupportedInterfaceOrientations(_:)),
            #selector((any UINavigationControllerDelegate).navigationControllerPreferredInterfaceOrientationForPresentation(_:)),
        ]
        guard orientation.contains(selector) else { return super.responds(to: selector) }
        // UIKit asks on the main thread, when the delegate is set.
        return MainActor.assumeIsolated {
            guard !isAsking else { return false }
            isAsking = true
            defer { isAsking = false }
            return (forwardee as? NSObject)?.responds(to: selector) ?? false
        }
    }
}
#endif

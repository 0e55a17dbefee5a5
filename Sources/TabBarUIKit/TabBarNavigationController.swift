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
/// keeps the delegate it had; if the app sets another one later, the container wraps that one before the main run loop
/// next sleeps (``TabBarRunLoopTurns``: no key-value observing, which would change the navigation controller's class
/// and stop RxCocoa's `rx.methodInvoked` on it). The navigation controller keeps its proxy (an associated object, as RxCocoa keeps its own),
/// since it holds its delegate weakly: once the container lets go or is gone, the proxy is a pass-through that hears
/// nothing and forwards every call, so neither the navigation controller nor a proxy in front of ours forwards to
/// nothing; a later container listens through the same proxy.
/// Which delegate each call goes to — with other proxies that chain with this one (RxCocoa's) in either order, a call
/// that comes back through them, a nested move — is ``TabBarDelegateRelay``'s rule (TabBarHost, tested on Linux).
@MainActor
final class TabBarNavigationProxy: NSObject, UINavigationControllerDelegate {
    /// Called when the navigation controller settled after a move.
    var onSettle: @MainActor (UINavigationController) -> Void
    /// Called when the navigation controller is about to show a screen (the bar follows the stack it goes to).
    var onWillShow: (@MainActor (UINavigationController) -> Void)?
    /// Where each call goes on to: the app's delegate, and the delegates the proxy took over before it.
    let relay = TabBarDelegateRelay()

    init(onSettle: @escaping @MainActor (UINavigationController) -> Void) {
        self.onSettle = onSettle
    }

    /// The app's delegate, which every call is forwarded to.
    var forwardee: (any UINavigationControllerDelegate)? {
        get { relay.forwardee as? any UINavigationControllerDelegate }
        set { relay.setForwardee(newValue) }
    }

    /// The key the proxy listening to an app's own navigation controller is kept under on it.
    private static let associationKey = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

    /// The proxy `owner` listens to an app's own navigation controller through: the one the navigation controller
    /// keeps (an earlier container's, now `owner`'s), else a new one it keeps from now on; adopted at once.
    static func listening(
        to navigation: UINavigationController, owner: AnyObject, onSettle: @escaping @MainActor (UINavigationController) -> Void,
        onWillShow: @escaping @MainActor (UINavigationController) -> Void
    ) -> TabBarNavigationProxy {
        let kept = objc_getAssociatedObject(navigation, associationKey) as? TabBarNavigationProxy
        let proxy = kept ?? TabBarNavigationProxy(onSettle: onSettle)
        if kept == nil { objc_setAssociatedObject(navigation, associationKey, proxy, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
        proxy.onSettle = onSettle
        proxy.onWillShow = onWillShow
        proxy.relay.attach(owner: owner)
        proxy.adopt(navigation)
        return proxy
    }

    /// Listens to an app's own navigation controller, keeping the delegate it has (again, if the app replaced it);
    /// behind a proxy that already forwards to this one, it stays where it is. A delegate taken over that names the
    /// delegate it forwards to (RxCocoa's `_forwardToDelegate`) has that one kept behind it.
    func adopt(_ navigation: UINavigationController) {
        let takesOver = relay.adopt(current: navigation.delegate, proxy: self, forwardsTo: Self.forwardTarget(of:)) { current in
            _ = (current as? NSObject)?.responds(to: #selector((any TabBarNavigationProxyProbe).tabBarKitNavigationProxyProbe))
        }
        if takesOver { navigation.delegate = self }
    }

    /// `owner` lets go of an app's own navigation controller (its tab's child is released): the proxy becomes a
    /// pass-through (the navigation controller keeps it), and gives the navigation controller back the delegate calls
    /// went on to while this proxy is still its delegate. Nothing changes when another container listens through it now.
    func release(_ navigation: UINavigationController, owner: AnyObject) {
        guard relay.detach(owner: owner) else { return }
        if relay.handsBack(current: navigation.delegate, proxy: self) { navigation.delegate = forwardee }
    }

    /// The navigation delegate a forwarding proxy says it forwards to: RxCocoa's `_RXDelegateProxy` declares the
    /// read-only property `_forwardToDelegate`. Read only where the object's own class implements the getter, looked up
    /// in the runtime without sending the object or its class a message: key-value coding looks accessors up on the
    /// class, not through message forwarding, so a forwarder that answers `responds(to:)` for its target's getter would
    /// make it raise; an `NSProxy` (a multicast forwarder) forwards even its class questions, or lacks them, so it is
    /// never read.
    static func forwardTarget(of delegate: AnyObject) -> AnyObject? {
        let key = "_forwardToDelegate"
        guard let object = delegate as? any NSObjectProtocol, !object.isProxy() else { return nil }
        guard class_getInstanceMethod(object_getClass(object), NSSelectorFromString(key)) != nil, let object = object as? NSObject else { return nil }
        return (object.value(forKey: key) as? any UINavigationControllerDelegate).map { $0 as AnyObject }
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

    /// Forwards one call to the delegate the relay names (`nil` when none answers): heard by `hear` when it is new, not
    /// when it comes back through another proxy; a delegate in front of this proxy is not sent it again.
    func forward<Answer>(
        _ call: TabBarDelegateCall, in navigation: UINavigationController, hear: () -> Void = {},
        _ send: (any UINavigationControllerDelegate) -> Answer?
    ) -> Answer? {
        // UIKit's own delegate: this proxy for the container's navigation controllers (their `delegate` is the app's).
        let front: AnyObject? = navigation is TabBarNavigationController ? self : navigation.delegate
        return relay.relay(call, front: front, hear: hear) { ($0 as? any UINavigationControllerDelegate).flatMap(send) }
    }

    // MARK: UINavigationControllerDelegate, each call forwarded

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        let call = TabBarDelegateCall("willShow", [navigationController, viewController], values: [animated ? 1 : 0])
        forward(call, in: navigationController, hear: {
            // The back swipe and the back button reach here, whether or not they call the public pop methods.
            onWillShow?(navigationController)
            moved(navigationController)
        }) { $0.navigationController?(navigationController, willShow: viewController, animated: animated) }
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        let call = TabBarDelegateCall("didShow", [navigationController, viewController], values: [animated ? 1 : 0])
        forward(call, in: navigationController, hear: { onSettle(navigationController) }) {
            $0.navigationController?(navigationController, didShow: viewController, animated: animated)
        }
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let call = TabBarDelegateCall("animationControllerFor", [navigationController, fromVC, toVC], values: [operation.rawValue])
        return forward(call, in: navigationController) { $0.navigationController?(navigationController, animationControllerFor: operation, from: fromVC, to: toVC) }
    }

    func navigationController(
        _ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        let call = TabBarDelegateCall("interactionControllerFor", [navigationController, animationController])
        return forward(call, in: navigationController) { $0.navigationController?(navigationController, interactionControllerFor: animationController) }
    }

    /// The app's delegate's answer; when no delegate answers (the call came back round a chain of proxies with none
    /// left behind them), UIKit's own without a delegate: the top view controller's.
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
        let call = TabBarDelegateCall("supportedInterfaceOrientations", [navigationController])
        return forward(call, in: navigationController) { $0.navigationControllerSupportedInterfaceOrientations?(navigationController) }
            ?? navigationController.topViewController?.supportedInterfaceOrientations ?? .all
    }

    /// The app's delegate's answer; when no delegate answers, UIKit's own without a delegate: the top view controller's.
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation {
        let call = TabBarDelegateCall("preferredInterfaceOrientationForPresentation", [navigationController])
        return forward(call, in: navigationController) { $0.navigationControllerPreferredInterfaceOrientationForPresentation?(navigationController) }
            ?? navigationController.topViewController?.preferredInterfaceOrientationForPresentation ?? .unknown
    }

    /// The two methods the proxy listens through (`willShow`, `didShow`) are always answered, also once it is a
    /// pass-through (which forwards them or does nothing), so the answers UIKit read and keeps stay right when a
    /// container listens again; the transition methods (`animationControllerFor`, `interactionControllerFor`) and the
    /// orientation methods only when a delegate the relay forwards to answers them (a navigation controller whose
    /// delegate has none keeps UIKit's default transitions, its back swipe, and its own orientation rule, which an answer
    /// of ours would replace);
    /// the question coming back through a proxy goes on to the delegate behind (no recursion with a delegate that asks
    /// back). The probe `adopt` sends is noted and answered `false`.
    nonisolated override func responds(to selector: Selector!) -> Bool {
        // UIKit and other proxies ask on the main thread (when the delegate is set, or forwarding).
        if selector == #selector((any TabBarNavigationProxyProbe).tabBarKitNavigationProxyProbe) {
            MainActor.assumeIsolated { relay.probeArrived() }
            return false
        }
        let listened = [
            #selector((any UINavigationControllerDelegate).navigationController(_:willShow:animated:)),
            #selector((any UINavigationControllerDelegate).navigationController(_:didShow:animated:)),
        ]
        // Answered as the app's delegate answers: a navigation delegate that implements the transition methods, even
        // returning nil, is reported to lose UIKit's back swipe; the orientation methods have UIKit's own rule.
        let answeredAsTheDelegate = [
            #selector((any UINavigationControllerDelegate).navigationController(_:animationControllerFor:from:to:)),
            #selector((any UINavigationControllerDelegate).navigationController(_:interactionControllerFor:)),
            #selector((any UINavigationControllerDelegate).navigationControllerSupportedInterfaceOrientations(_:)),
            #selector((any UINavigationControllerDelegate).navigationControllerPreferredInterfaceOrientationForPresentation(_:)),
        ]
        guard let selector, listened.contains(selector) || answeredAsTheDelegate.contains(selector) else { return super.responds(to: selector) }
        return MainActor.assumeIsolated {
            relay.responds(to: NSStringFromSelector(selector), listened: listened.contains(selector)) { ($0 as? NSObject)?.responds(to: selector) }
        }
    }
}

/// Calls its owner's pass over the proxies (`turn`) once per turn of the main run loop, just before the loop sleeps:
/// a delegate the app set meanwhile is wrapped before the next event. A run-loop observer
/// (`CFRunLoopObserverCreateWithHandler`, `.beforeWaiting`, repeating, in the common modes, so scrolling runs it too)
/// changes nothing on the navigation controllers, unlike key-value observing of `delegate`, whose subclassing makes
/// RxCocoa refuse `rx.methodInvoked` / `rx.sentMessage` on them. It stops when `turn` answers `false` (its owner is
/// gone) or when it is freed with its owner.
final class TabBarRunLoopTurns {
    private let observer: CFRunLoopObserver

    @MainActor init(_ turn: @escaping @MainActor () -> Bool) {
        observer = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, true, 0) { observer, _ in
            // Added to the main run loop only, which runs on the main thread.
            let goesOn = MainActor.assumeIsolated { turn() }
            if !goesOn, let observer { CFRunLoopObserverInvalidate(observer) }
        }
        CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
    }

    deinit { CFRunLoopObserverInvalidate(observer) }
}

/// The method `TabBarNavigationProxy.adopt(_:)` asks a delegate about: no object implements it, so only a proxy that
/// forwards `responds(to:)` to ours brings the question back.
@objc private protocol TabBarNavigationProxyProbe {
    func tabBarKitNavigationProxyProbe()
}
#endif

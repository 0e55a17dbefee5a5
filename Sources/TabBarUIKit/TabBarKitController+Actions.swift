#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

extension TabBarKitController {
    /// Performs one container action: a translation table from action to UIKit call.
    func perform(_ action: TabBarContainerAction) {
        switch action {
        case .addChild(let id, let stack, let scrollPosition): addChild(id, stack: stack, scrollPosition: scrollPosition)
        case .removeChild(let id): removeChild(id)
        case .showChild(let id, let from, let transition): show(id, from: from, transition: transition)
        case .push(let route, let id, let animated):
            navigationControllers[id]?.pushViewController(makeRoute(route, id), animated: animated)
        case .pop(let id, let animated): navigationControllers[id]?.popViewController(animated: animated)
        case .popToRoot(let id, let animated): navigationControllers[id]?.popToRootViewController(animated: animated)
        case .setStack(let routes, let id, let animated):
            guard let navigation = navigationControllers[id], let root = navigation.viewControllers.first else { return }
            navigation.setViewControllers([root] + routes.map { makeRoute($0, id) }, animated: animated)
        case .scrollToTop(let id, let animated):
            guard let scrollView = navigationControllers[id]?.topViewController?.view.firstScrollView else { return }
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top), animated: animated)
        case .presentAction(let id, let item): delegate?.tabBarController(self, didTapAction: id, item: item)
        case .setActionMenu: break  // the bar draws the menu from the state
        case .playHaptic(.selection): tabBarView.selectionFeedback.selectionChanged()
        case .playHaptic(let impact): tabBarView.impactGenerator(impact.impactStyle).impactOccurred()
        case .announce(let text): UIAccessibility.post(notification: .announcement, argument: text)
        case .screenChanged(let id):
            // After the time it takes to speak what this change announced (the host's), so the focus move does not cut it off.
            DispatchQueue.main.asyncAfter(deadline: .now() + presenter.focusDelay(before: id)) { [weak self] in
                guard let self, self.selectedTab == id else { return }  // another switch came first: its own focus move follows
                UIAccessibility.post(notification: .screenChanged, argument: self.navigationControllers[id]?.topViewController?.viewIfLoaded)
            }
        case .setBarVisibility(let visibility, let animated): setBarVisibility(visibility, animated: animated)
        case .logScreen(let screen, let id): onScreenView?(screen, id)
        case .selectionDenied(let id, let reason): delegate?.tabBarController(self, didDenySelectionOf: id, reason: reason)
        case .backUnhandled: onBackUnhandled?()
        case .log: break  // diagnostics reach `onEffect`
        }
    }

    /// Creates a tab's navigation controller with its root, its stack and (once laid out) its scroll position.
    func addChild(_ id: TabID, stack: [TabBarRoute], scrollPosition: String?) {
        let root = makeRoot(id)
        let navigation = UINavigationController(rootViewController: root)
        navigation.setViewControllers([root] + stack.map { makeRoute($0, id) }, animated: false)
        navigation.delegate = self
        addChild(navigation)
        navigation.didMove(toParent: self)
        navigationControllers[id] = navigation
        pendingScrollPositions[id] = scrollPosition
        observeBadges(of: [root, navigation], on: id)
    }

    /// Reports a tab's scroll position to the core, then releases its controllers.
    func removeChild(_ id: TabID) {
        guard let navigation = navigationControllers[id] else { return }
        finishTransition()
        saveScrollPosition(of: id)
        let isShowing = navigation.viewIfLoaded?.superview != nil && viewIfLoaded?.window != nil
        if isShowing { navigation.beginAppearanceTransition(false, animated: false) }
        navigation.willMove(toParent: nil)
        navigation.viewIfLoaded?.removeFromSuperview()
        if isShowing { navigation.endAppearanceTransition() }
        navigation.removeFromParent()
        navigationControllers[id] = nil
        pendingScrollPositions[id] = nil
        badgeObservations[id] = nil
    }

    /// Puts a child's view on screen under the bar.
    func attach(_ navigation: UINavigationController) {
        navigation.view.frame = contentView.bounds
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(navigation.view)
    }

    /// Switches content with the planned transition, forwarding appearance to both children.
    func show(_ id: TabID, from: TabID, transition: TabSwitchTransition) {
        guard let incoming = navigationControllers[id] else { return }
        guard isViewLoaded else {
            // Nothing is on screen yet: the view attaches the selected child when it loads.
            delegate?.tabBarController(self, didSelect: id)
            return
        }
        finishTransition()
        let outgoing = navigationControllers[from]
        let animated = transition != .instant
        // Children appear and disappear only while the container itself is on screen.
        let forwards = viewIfLoaded?.window != nil
        if forwards {
            outgoing?.beginAppearanceTransition(false, animated: animated)
            incoming.beginAppearanceTransition(true, animated: animated)
        }
        attach(incoming)
        let finish = { [weak self] in
            outgoing?.view.transform = .identity
            outgoing?.view.removeFromSuperview()
            incoming.view.transform = .identity
            incoming.view.alpha = 1
            if forwards {
                outgoing?.endAppearanceTransition()
                incoming.endAppearanceTransition()
            }
            self?.transitionAnimator = nil
            guard let self else { return }
            self.observeScrolling()
            self.followPushedBarHiding()
            self.delegate?.tabBarController(self, didSelect: id)
        }
        switch transition {
        case .instant:
            finish()
        case .crossDissolve(let curve):
            incoming.view.alpha = 0
            let animator = curve.propertyAnimator { incoming.view.alpha = 1 }
            animator.addCompletion { _ in finish() }
            transitionAnimator = animator
            animator.startAnimation()
        case .slide(let edge, let curve):
            let width = contentView.bounds.width
            let offset = edge == .right ? width : -width
            incoming.view.transform = CGAffineTransform(translationX: offset, y: 0)
            let animator = curve.propertyAnimator {
                incoming.view.transform = .identity
                outgoing?.view.transform = CGAffineTransform(translationX: -offset, y: 0)
            }
            animator.addCompletion { _ in finish() }
            transitionAnimator = animator
            animator.startAnimation()
        }
        setNeedsStatusBarAppearanceUpdate()
        setNeedsUpdateOfHomeIndicatorAutoHidden()
    }

    /// Jumps a running tab transition to its end (its completion forwards appearance).
    func finishTransition() {
        guard let animator = transitionAnimator else { return }
        animator.stopAnimation(false)
        animator.finishAnimation(at: .end)
    }

    /// Hides, minimises or shows the bar: the bar itself plays the core's visibility tracks on its clock (the
    /// bar as it was slides out below while the new one comes in; instant under Reduce Motion), never by fading
    /// its view (a `UIVisualEffectView` and its ancestors stay at alpha 1); children's safe areas follow in layout.
    func setBarVisibility(_ visibility: TabBarVisibility, animated: Bool) {
        tabBarView.isUserInteractionEnabled = visibility != .hidden
        tabBarView.setNeedsLayout()
        let changes = { [weak self] in
            guard let self else { return }
            self.viewIfLoaded?.setNeedsLayout()
            self.viewIfLoaded?.layoutIfNeeded()
        }
        guard animated else { return changes() }
        planner.barVisibilityCurve.propertyAnimator(animations: changes).startAnimation()
    }

    // MARK: Scroll positions, through the core's opaque token.

    /// Hands a tab's scroll position to the input layer (which reports it with the others).
    func noteScrollPosition(of id: TabID) {
        guard let scrollView = navigationControllers[id]?.topViewController?.viewIfLoaded?.firstScrollView else { return }
        presenter.handle(.contentScrollPosition(NSCoder.string(for: scrollView.contentOffset), tab: id))
    }

    /// Reports a tab's scroll position to the core now (its content is about to go).
    func saveScrollPosition(of id: TabID) {
        noteScrollPosition(of: id)
        presenter.reportScrollPositions()
    }

    /// Reports every live tab's scroll position to the core now (before a snapshot).
    func saveScrollPositions() {
        for id in navigationControllers.keys.sorted() { noteScrollPosition(of: id) }
        presenter.reportScrollPositions()
    }

    func restorePendingScrollPosition(of id: TabID) {
        guard let token = pendingScrollPositions[id],
            let scrollView = navigationControllers[id]?.topViewController?.view.firstScrollView,
            scrollView.window != nil
        else { return }
        pendingScrollPositions[id] = nil
        scrollView.layoutIfNeeded()
        scrollView.setContentOffset(NSCoder.cgPoint(for: token), animated: false)
    }
}

extension TabBarKitController: UINavigationControllerDelegate {
    /// A pop the user made (swipe back, back button, its menu) is reported to the core once; then the
    /// app's ``navigationDelegate`` is told.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        if let id = navigationControllers.first(where: { $0.value === navigationController })?.key {
            if id == selectedTab { observeScrolling() }
            for event in planner.userPopped(to: navigationController.viewControllers.count - 1, on: id) { send(event) }
        }
        navigationDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
    }

    /// Hides the bar while a pushed controller with `hidesBottomBarWhenPushed` is in the selected stack;
    /// then forwarded to the app's ``navigationDelegate``.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        if navigationController === navigationControllers[selectedTab] { followPushedBarHiding() }
        navigationDelegate?.navigationController?(navigationController, willShow: viewController, animated: animated)
    }

    /// The app's ``navigationDelegate`` supplies custom push and pop animations.
    public func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        navigationDelegate?.navigationController?(navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    }

    /// The app's ``navigationDelegate`` supplies interactive transitions.
    public func navigationController(
        _ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        navigationDelegate?.navigationController?(navigationController, interactionControllerFor: animationController)
    }
}

extension TabBarHaptic {
    /// UIKit's impact style of the same meaning (the selection tick has a generator of its own).
    var impactStyle: UIImpactFeedbackGenerator.FeedbackStyle {
        switch self {
        case .selection, .lightImpact: .light
        case .mediumImpact: .medium
        case .heavyImpact: .heavy
        case .softImpact: .soft
        case .rigidImpact: .rigid
        }
    }
}

extension UIView {
    /// The view itself if it scrolls, else the first scroll view among its descendants.
    var firstScrollView: UIScrollView? {
        if let scrollView = self as? UIScrollView { return scrollView }
        for subview in subviews {
            if let found = subview.firstScrollView { return found }
        }
        return nil
    }
}
#endif

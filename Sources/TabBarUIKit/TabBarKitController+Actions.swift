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
            guard let navigation = navigationController(for: id) else { return }
            navigation.pushViewController(makeScreen(route, on: id), animated: animated)
        case .pop(let id, let animated): navigationController(for: id)?.popViewController(animated: animated)
        case .popToRoot(let id, let animated): navigationController(for: id)?.popToRootViewController(animated: animated)
        case .setStack(let routes, let id, let animated): setStack(routes, on: id, animated: animated)
        case .scrollToTop(let id, let animated):
            if let handler = driver.scrollToTopHandler(for: id) { return handler() }
            guard let scrollView = scrollView(of: id) else { return }
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top), animated: animated)
            sentToTop.sent(id, at: CACurrentMediaTime())
        case .presentAction(let id, let item): delegate?.tabBarController(self, didTapAction: id, item: item)
        case .setActionMenu: break  // the bar draws the menu from the state
        case .performMenuItem(let id, let item): onMenuItem?(id, item)
        case .refresh(let id): refresh(id)
        case .performSidebarAction(let action, let section): onSidebarAction?(action, section)
        case .setSearchActive(let id, true):
            // Activated once the switch to the search tab has finished and the view is loaded (a cold deep link).
            pendingSearchActivation = id
            deliverSearchActivation()
        case .setSearchActive(let id, false):
            pendingSearchActivation = nil
            onSearchActiveChanged?(id, false)
        case .playHaptic(.selection): tabBarView.selectionFeedback.selectionChanged()
        case .playHaptic(let impact): tabBarView.impactGenerator(impact.impactStyle).impactOccurred()
        case .announce(let text): UIAccessibility.post(notification: .announcement, argument: text)
        case .screenChanged(let id):
            // After the time it takes to speak what this change announced (the host's), so the focus move does not cut it off.
            DispatchQueue.main.asyncAfter(deadline: .now() + presenter.focusDelay(before: id)) { [weak self] in
                guard let self, self.selectedTab == id else { return }  // another switch came first: its own focus move follows
                UIAccessibility.post(notification: .screenChanged, argument: self.shownScreen(of: id)?.viewIfLoaded)
            }
        case .setBarVisibility(let visibility): setBarVisibility(visibility)
        case .logScreen(let screen, let id): onScreenView?(screen, id)
        case .selectionDenied(let id, let reason): delegate?.tabBarController(self, didDenySelectionOf: id, reason: reason)
        case .backUnhandled: onBackUnhandled?()
        case .log: break  // diagnostics reach `onEffect`
        }
    }

    /// Creates a tab's child: for UIKit, its navigation controller (the root's own, when the root factory returned
    /// one) with as much of its stack as routes can build, then reports what it shows; for SwiftUI, its hosting
    /// controller. The scroll position comes once it is laid out.
    func addChild(_ id: TabID, stack: [TabBarRoute], scrollPosition: String?) {
        guard tabChildren[id] == nil else { return }
        let child: UIViewController
        switch source {
        case .hosted(let make):
            child = make(id)
        case .navigation(let makeRoot, _):
            let root = preparedRoots.removeValue(forKey: id) ?? makeRoot(id)
            let navigation: UINavigationController
            if let own = root as? UINavigationController {
                // The app's own navigation controller: used as it is, listened to through a proxy that keeps its delegate.
                listen(to: own, on: id)
                // A delegate the app sets later (a root screen's `viewDidLoad`, a coordinator started later) is wrapped
                // before the main run loop next sleeps, as `NativeTabBarBridge` does, not at the next layout pass; after
                // the app's assignment, so a proxy that checks it is installed (RxCocoa's) finds itself. One observer
                // for the container, which changes nothing on the navigation controller (RxCocoa's interception works).
                if navigationTurns == nil {
                    navigationTurns = TabBarRunLoopTurns { [weak self] in
                        guard let self else { return false }
                        self.adoptNavigationDelegates()
                        return true
                    }
                }
                navigation = own
            } else {
                let made = TabBarNavigationController(rootViewController: root) { [weak self] navigation in self?.navigationSettled(navigation) }
                made.proxy.onWillShow = { [weak self] navigation in self?.navigationWillShow(navigation) }
                if let navigationDelegate { made.delegate = navigationDelegate }
                navigation = made
            }
            let screens = stack.map { makeScreen($0, on: id) }
            if !screens.isEmpty { navigation.setViewControllers(Array(navigation.viewControllers.prefix(1)) + screens, animated: false) }
            // The tab's root as `UITabBarController` reads it: for the app's own navigation controller, its root view
            // controller (not the navigation controller `makeRoot` returned), from the first reading on.
            observeItems(of: navigation, root: Self.itemRoot(of: navigation), on: id)
            child = navigation
        }
        child.additionalSafeAreaInsets = presenter.contentInsets.uiEdgeInsets
        addChild(child)
        child.didMove(toParent: self)
        tabChildren[id] = child
        pendingScrollPositions[id] = scrollPosition
        if let navigation = child as? UINavigationController { navigationSettled(navigation) }
    }

    /// Listens to the app's own navigation controller of a tab through the proxy it keeps (taken over from another
    /// owner, if one had it), adopting its delegate at once.
    func listen(to own: UINavigationController, on id: TabID) {
        adoptedProxies[id] = TabBarNavigationProxy.listening(
            to: own, owner: self, onSettle: { [weak self] navigation in self?.navigationSettled(navigation) },
            onWillShow: { [weak self] navigation in self?.navigationWillShow(navigation) })
    }

    /// Makes the view controller for a route on a tab, remembering which route it shows.
    func makeScreen(_ route: TabBarRoute, on id: TabID) -> UIViewController {
        guard case .navigation(_, let makeRoute) = source else { return UIViewController() }
        let screen = makeRoute(route, id)
        routes.remember(screen, as: route)
        return screen
    }

    /// Replaces the screens above a tab's root with ones for `target`, keeping the controllers already shown for
    /// the routes they share (a screen the app pushed itself cannot be made again: the stack ends before it).
    func setStack(_ target: [TabBarRoute], on id: TabID, animated: Bool) {
        guard let navigation = navigationController(for: id), let root = navigation.viewControllers.first else { return }
        let shown = Array(navigation.viewControllers.dropFirst())
        var screens: [UIViewController] = []
        for (index, route) in target.enumerated() {
            if index < shown.count, routes.route(of: shown[index]) == route {
                screens.append(shown[index])
            } else if route.isRestorable {
                screens.append(makeScreen(route, on: id))
            } else {
                break
            }
        }
        navigation.setViewControllers([root] + screens, animated: animated)
    }

    /// A tab's navigation controller settled after a move, whoever made it: the core hears what it shows, and the
    /// bar follows `hidesBottomBarWhenPushed` of the selected stack.
    func navigationSettled(_ navigation: UINavigationController) {
        // A navigation controller reports while it is being built, before it is a tab's child: nothing to tell yet.
        guard let id = tabChildren.first(where: { $0.value === navigation })?.key else { return }
        driver.navigationShows(navigation.viewControllers.dropFirst().map { routes.route(of: $0) }, on: id)
        // A root the app replaced (`setViewControllers`) has its item watched and read from now on.
        refreshItemObservation(of: id)
        if id == selectedTab {
            driver.selectedStackHidesBar(navigation.viewControllers.map(\.hidesBottomBarWhenPushed))
            observeScrolling()
        }
    }

    /// A navigation controller is about to show a screen: the bar follows `hidesBottomBarWhenPushed` of the stack it
    /// goes to now, alongside the push or pop, as `UITabBarController`'s does (a cancelled back swipe is read again
    /// when it ends).
    func navigationWillShow(_ navigation: UINavigationController) {
        guard navigation === tabChildren[selectedTab] else { return }
        if let coordinator = navigation.transitionCoordinator, coordinator.isInteractive {
            // The back swipe follows the finger and may be cancelled: the stack is read when the finger lifts, so
            // the bar moves with the rest of a finished pop (a cancelled one leaves it as it was).
            coordinator.notifyWhenInteractionChanges { [weak self, weak navigation] context in
                guard !context.isCancelled, let self, let navigation, navigation === self.tabChildren[self.selectedTab] else { return }
                self.driver.selectedStackHidesBar(navigation.viewControllers.map(\.hidesBottomBarWhenPushed))
            }
            return
        }
        driver.selectedStackHidesBar(navigation.viewControllers.map(\.hidesBottomBarWhenPushed))
    }

    /// The screen a tab shows: the top of its navigation controller, or its hosting controller.
    func shownScreen(of id: TabID) -> UIViewController? {
        guard let child = tabChildren[id] else { return nil }
        return (child as? UINavigationController)?.topViewController ?? child
    }

    /// Reports a tab's scroll position to the core, then releases its child (its stack stays in the core).
    func removeChild(_ id: TabID) {
        guard let child = tabChildren[id] else { return }
        finishTransition()
        saveScrollPosition(of: id)
        let isShowing = child.viewIfLoaded?.superview != nil && viewIfLoaded?.window != nil
        if isShowing { child.beginAppearanceTransition(false, animated: false) }
        child.willMove(toParent: nil)
        child.viewIfLoaded?.removeFromSuperview()
        if isShowing { child.endAppearanceTransition() }
        child.removeFromParent()
        tabChildren[id] = nil
        if let navigation = child as? UINavigationController { adoptedProxies[id]?.release(navigation, owner: self) }
        adoptedProxies[id] = nil
        if adoptedProxies.isEmpty { navigationTurns = nil }
        pendingScrollPositions[id] = nil
        itemObservations[id] = nil
        itemIdentities[id] = nil
    }

    /// Puts a child's view on screen under the bar.
    func attach(_ child: UIViewController) {
        child.view.frame = contentView.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(child.view)
    }

    /// Switches content with the planned transition, forwarding appearance to both children; the child left is
    /// out of the window once the transition ends, as in `UITabBarController`.
    /// Tells the app to activate the search tab's field when the switch to it has finished, on a loaded view in a
    /// window; a later selection of another tab drops it.
    func deliverSearchActivation() {
        guard let id = pendingSearchActivation, isViewLoaded, view.window != nil, transitionAnimator == nil else { return }
        pendingSearchActivation = nil
        if selectedTab == id { onSearchActiveChanged?(id, true) }
    }

    func show(_ id: TabID, from: TabID, transition: TabSwitchTransition) {
        guard let incoming = tabChildren[id] else { return }
        guard isViewLoaded else {
            // Nothing is on screen yet: the view attaches the selected child when it loads.
            delegate?.tabBarController(self, didSelect: id)
            return
        }
        finishTransition()
        let outgoing = tabChildren[from]
        let animated = transition != .instant
        // Children appear and disappear only while the container itself is on screen.
        let forwards = viewIfLoaded?.window != nil
        if forwards {
            outgoing?.beginAppearanceTransition(false, animated: animated)
            incoming.beginAppearanceTransition(true, animated: animated)
        }
        attach(incoming)
        // Where each side starts and ends is the host's decision (one choreography for both front ends).
        let width = Double(contentView.bounds.width)
        let enters = TabBarContentPlacement.incoming(for: transition, width: width)
        let leaves = TabBarContentPlacement.outgoing(for: transition, width: width)
        let finish = { [weak self] in
            outgoing?.view.transform = .identity
            outgoing?.view.alpha = 1
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
            if let navigation = incoming as? UINavigationController { self.navigationSettled(navigation) }
            self.refreshItemObservation(of: id)
            // A newer switch finished this one early: it reports its own tab.
            if self.selectedTab == id { self.delegate?.tabBarController(self, didSelect: id) }
            self.deliverSearchActivation()
        }
        incoming.view.place(enters)
        switch transition {
        case .instant:
            finish()
        case .crossDissolve(let curve), .slide(_, let curve):
            let animator = curve.propertyAnimator {
                incoming.view.place(.resting)
                outgoing?.view.place(leaves)
            }
            animator.addCompletion { _ in finish() }
            transitionAnimator = animator
            animator.startAnimation()
        }
        setNeedsStatusBarAppearanceUpdate()
        setNeedsUpdateOfHomeIndicatorAutoHidden()
        setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        if #available(iOS 16.0, *) { setNeedsUpdateOfSupportedInterfaceOrientations() }
    }

    /// Jumps a running tab transition to its end (its completion forwards appearance).
    func finishTransition() {
        guard let animator = transitionAnimator else { return }
        animator.stopAnimation(false)
        animator.finishAnimation(at: .end)
    }

    /// Hides, minimises or shows the bar: the bar itself plays the core's visibility tracks on its clock (the
    /// bar as it was slides out below while the new one comes in; instant under Reduce Motion), never by fading
    /// its view (a `UIVisualEffectView` and its ancestors stay at alpha 1). The container only asks for a layout pass,
    /// with no animation of its own: run inside one (this was a property animator on a curve of its own), the whole pass
    /// would animate, rows a scroll brings in and a child's first layout included, and `applyContentInsets` would find
    /// itself inside an animation and never use the presenter's `contentInsetsSpring`. The pass runs in the next update
    /// cycle (`setNeedsLayout()` "makes a note of the request and returns immediately"), after the driver has given the
    /// presenter the new state and not inside the scroll view's offset change that may have caused it: the children's
    /// safe areas follow there, on the presenter's spring (`applyContentInsets`).
    func setBarVisibility(_ visibility: TabBarVisibility) {
        tabBarView.isUserInteractionEnabled = visibility != .hidden
        tabBarView.setNeedsLayout()
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: Scroll positions, through the core's opaque token.

    /// Hands a tab's scroll position to the input layer (which reports it with the others).
    func noteScrollPosition(of id: TabID) {
        guard let scrollView = scrollView(of: id) else { return }
        presenter.handle(.contentScrollPosition(NSCoder.string(for: scrollView.contentOffset), tab: id))
    }

    /// Reports a tab's scroll position to the core now (its content is about to go).
    func saveScrollPosition(of id: TabID) {
        noteScrollPosition(of: id)
        presenter.reportScrollPositions()
    }

    /// Reports every live tab's scroll position to the core now (before a snapshot).
    func saveScrollPositions() {
        for id in tabChildren.keys.sorted() { noteScrollPosition(of: id) }
        presenter.reportScrollPositions()
    }

    func restorePendingScrollPosition(of id: TabID) {
        guard let token = pendingScrollPositions[id],
            let scrollView = scrollView(of: id),
            scrollView.window != nil
        else { return }
        pendingScrollPositions[id] = nil
        scrollView.layoutIfNeeded()
        scrollView.setContentOffset(NSCoder.cgPoint(for: token), animated: false)
    }
}

extension TabBarHaptic {
    /// UIKit's impact style of the same meaning (the selection tick has a generator of its own).
    package var impactStyle: UIImpactFeedbackGenerator.FeedbackStyle {
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
    /// Where a content placement puts this view: its opacity and horizontal offset.
    func place(_ placement: TabBarContentPlacement) {
        alpha = CGFloat(placement.opacity)
        transform = placement.offset == 0 ? .identity : CGAffineTransform(translationX: CGFloat(placement.offset), y: 0)
    }

    /// The scroll views under this view, breadth first, as the host's rule reads them (`TabBarScrollTarget`).
    func scrollCandidates() -> [(UIScrollView, TabBarScrollTarget.Candidate)] {
        var found: [(UIScrollView, TabBarScrollTarget.Candidate)] = []
        var level: [UIView] = [self]
        var depth = 0
        while !level.isEmpty, found.count < TabBarScrollTarget.maximumCandidates, depth < TabBarScrollTarget.maximumDepth {
            var next: [UIView] = []
            for view in level {
                if let scrollView = view as? UIScrollView {
                    let insets = scrollView.adjustedContentInset
                    let vertical = scrollView.alwaysBounceVertical || scrollView.contentSize.height + insets.top + insets.bottom > scrollView.bounds.height + 0.5
                    let visible = scrollView.window != nil && !scrollView.isHidden && Double(scrollView.alpha) > TabBarScrollTarget.visibleOpacity
                    found.append((scrollView, TabBarScrollTarget.Candidate(depth: depth, scrollsToTop: scrollView.scrollsToTop, scrollsVertically: vertical, isVisible: visible)))
                }
                next += view.subviews
            }
            level = next
            depth += 1
        }
        return found
    }
}

extension UIView {
    /// The scroll view of this screen as the host's one rule picks it (`TabBarScrollTarget`).
    var firstScrollView: UIScrollView? {
        let candidates = scrollCandidates()
        return TabBarScrollTarget.choose(candidates.map(\.1)).map { candidates[$0].0 }
    }
}

extension TabBarKitController {
    /// The scroll view of a tab's shown screen, as the host's one rule picks it (scroll to top, scroll reports, the
    /// saved position).
    func scrollView(of id: TabID) -> UIScrollView? {
        shownScreen(of: id)?.viewIfLoaded?.firstScrollView
    }
}
#endif

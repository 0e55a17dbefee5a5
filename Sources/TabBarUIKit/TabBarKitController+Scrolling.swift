#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

extension TabBarKitController: UIGestureRecognizerDelegate {
    /// Watches the selected tab's scroll view (the host's rule picks it) and hands every offset to the input
    /// layer, which reports the user's scroll direction once it passes a threshold (the core decides whether the
    /// bar minimises) and the scroll position at most once a second. UIKit's and SwiftUI's tabs alike.
    func observeScrolling() {
        scrollObservation = nil
        let id = selectedTab
        guard let scrollView = scrollView(of: id) else { return }
        scrollObservation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] scrollView, change in
            guard let offset = change.newValue else { return }
            MainActor.assumeIsolated {
                guard let self else { return }
                // The screen it belonged to left (a push inside a SwiftUI tab): watch the one shown now.
                guard scrollView.window != nil else { return DispatchQueue.main.async { [weak self] in self?.observeScrolling() } }
                let user = TabBarInput.isUserScroll(tracking: scrollView.isTracking, decelerating: scrollView.isDecelerating)
                let inset = scrollView.adjustedContentInset
                let end = TabBarInput.scrollEnd(
                    contentHeight: Double(scrollView.contentSize.height + inset.top + inset.bottom), viewportHeight: Double(scrollView.bounds.height))
                self.presenter.handle(.contentOffset(Double(offset.y + inset.top), tab: id, userDriven: user, end: end))
                self.presenter.handle(.contentScrollPosition(NSCoder.string(for: offset), tab: id))
            }
        }
    }

    /// A pan over the content, only while the configuration switches tabs on a swipe (off by default, as on the
    /// platform): watched beside every other gesture, with what else wanted the touch reported to the input
    /// layer, which decides whether it was a swipe between tabs.
    func updateContentPans() {
        let wanted = machine.configuration.behavior.swipeToSwitch
        if wanted, contentPan == nil {
            let pan = UIPanGestureRecognizer(target: self, action: #selector(contentPanned(_:)))
            pan.cancelsTouchesInView = false
            pan.delaysTouchesBegan = false
            pan.delaysTouchesEnded = false
            pan.delegate = self
            contentView.addGestureRecognizer(pan)
            contentPan = pan
        } else if !wanted, let pan = contentPan {
            contentView.removeGestureRecognizer(pan)
            contentPan = nil
        }
    }

    @objc func contentPanned(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: view)
        switch pan.state {
        case .began:
            let location = pan.location(in: view)
            panStart = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
            panClaims = claims(at: pan.location(in: contentView))
        case .ended:
            var claims = panClaims
            if panRivals.contains(where: { rival in rival.recognizer.map { [.began, .changed, .ended].contains($0.state) } ?? false }) {
                claims.insert(.otherGesture)
            }
            panRivals = []
            presenter.handle(.contentPan(
                start: TabBarPoint(panStart), translation: TabBarPoint(translation), velocity: TabBarPoint(pan.velocity(in: view)), claims: claims))
        case .cancelled, .failed:
            panRivals = []
        default:
            break
        }
    }

    /// What the views under a touch say about it: a control, or a view that scrolls horizontally.
    func claims(at point: CGPoint) -> TabBarContentClaims {
        var claims: TabBarContentClaims = []
        var view = contentView.hitTest(point, with: nil)
        while let current = view, current !== contentView {
            if current is UIControl { claims.insert(.control) }
            if let scrollView = current as? UIScrollView, scrollView.scrollsHorizontally { claims.insert(.horizontalScroller) }
            view = current.superview
        }
        return claims
    }

    /// The content pan never stops another gesture (a scroll view, the back swipe, a row's swipe actions); the
    /// others it meets are remembered, and one that recognised claims the pan.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard gestureRecognizer === contentPan else { return true }
        // A vertical scroll view's own pan recognises every drag: it is not a rival of a horizontal swipe.
        if let scrollView = otherGestureRecognizer.view as? UIScrollView, otherGestureRecognizer === scrollView.panGestureRecognizer,
            !scrollView.scrollsHorizontally
        {
            return true
        }
        if !panRivals.contains(where: { $0.recognizer === otherGestureRecognizer }) { panRivals.append(WeakGesture(recognizer: otherGestureRecognizer)) }
        return true
    }
}

extension UIScrollView {
    /// Whether it scrolls sideways: its content is wider than it, it pages, or it bounces horizontally regardless.
    var scrollsHorizontally: Bool {
        let insets = adjustedContentInset
        return alwaysBounceHorizontal || isPagingEnabled && contentSize.width > bounds.width
            || contentSize.width + insets.left + insets.right > bounds.width + 0.5
    }
}
#endif

#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

extension TabBarKitController: UIGestureRecognizerDelegate {
    /// Watches the selected tab's scroll view and hands every offset to the input layer, which reports the
    /// user's scroll direction when it changes (the core decides whether the bar minimises) and the scroll
    /// position at most once a second.
    func observeScrolling() {
        scrollObservation = nil
        let id = selectedTab
        guard let scrollView = navigationControllers[id]?.topViewController?.viewIfLoaded?.firstScrollView else { return }
        scrollObservation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] scrollView, change in
            guard let offset = change.newValue else { return }
            MainActor.assumeIsolated {
                guard let self else { return }
                self.presenter.handle(.contentOffset(Double(offset.y), tab: id, userDriven: scrollView.isTracking || scrollView.isDecelerating))
                self.presenter.handle(.contentScrollPosition(NSCoder.string(for: offset), tab: id))
            }
        }
    }

    /// A pan over the content, watched alongside everything else (scroll views, the back swipe): the input
    /// layer decides whether it was a swipe between tabs.
    func observeContentPans() {
        let pan = UIPanGestureRecognizer(target: self, action: #selector(contentPanned(_:)))
        pan.cancelsTouchesInView = false
        pan.delaysTouchesBegan = false
        pan.delegate = self
        contentView.addGestureRecognizer(pan)
    }

    @objc func contentPanned(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: view)
        switch pan.state {
        case .began:
            let location = pan.location(in: view)
            panStart = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
        case .ended:
            presenter.handle(.contentPan(start: TabBarPoint(panStart), translation: TabBarPoint(translation), velocity: TabBarPoint(pan.velocity(in: view))))
        default:
            break
        }
    }

    /// The content pan never stops another gesture (a scroll view, the navigation's back swipe).
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}
#endif

#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

extension TabBarController {
    /// Watches the selected tab's scroll view and reports the user's scroll direction to the core
    /// when it changes; the core decides whether the bar minimises.
    func observeScrolling() {
        scrollObservation = nil
        lastScrollDirection = nil
        guard let scrollView = navigationControllers[selectedTab]?.topViewController?.viewIfLoaded?.firstScrollView else { return }
        scrollObservation = scrollView.observe(\.contentOffset, options: [.old, .new]) { [weak self] scrollView, change in
            guard let old = change.oldValue, let new = change.newValue else { return }
            MainActor.assumeIsolated {
                guard scrollView.isTracking || scrollView.isDecelerating,
                    let direction = ScrollDirection(fromOffset: Double(old.y), toOffset: Double(new.y))
                else { return }
                self?.userScrolled(direction)
            }
        }
    }

    func userScrolled(_ direction: ScrollDirection) {
        guard direction != lastScrollDirection else { return }
        lastScrollDirection = direction
        send(.contentScrolled(direction))
    }
}
#endif

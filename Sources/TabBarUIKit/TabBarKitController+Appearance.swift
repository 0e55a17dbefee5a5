#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

extension TabBarKitController {
    // MARK: Appearance is forwarded by hand, so a transition can run both children's.

    /// `false`: the container forwards appearance to its children itself, so a transition runs both children's.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Performs the launch effects once (the app has set its delegate by now) and forwards appearance to the selected child.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // The host is ready: the app has set the delegate and the analytics closure by now.
        if launchesOnAppear { launchIfNeeded() } else { attachSelectedIfNeeded() }
        forwardedAppearance = tabChildren[selectedTab]
        forwardedAppearance?.beginAppearanceTransition(true, animated: animated)
        barController?.beginAppearanceTransition(true, animated: animated)
        forwardAccessory(accessoryAppearance.container(.appearing), animated: animated)
    }

    /// Forwards the end of appearance to the selected child (all of it, for a child put on screen since).
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        isOnScreen = true
        if let selected = tabChildren[selectedTab] {
            if selected !== forwardedAppearance, selected.viewIfLoaded?.superview != nil { selected.beginAppearanceTransition(true, animated: false) }
            if selected === forwardedAppearance || selected.viewIfLoaded?.superview != nil { selected.endAppearanceTransition() }
        }
        forwardedAppearance = nil
        barController?.endAppearanceTransition()
        forwardAccessory(accessoryAppearance.container(.appeared), animated: animated)
        deliverSearchActivation()  // a search tab selected before the view was on screen
    }

    /// Forwards disappearance to the selected child.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        isOnScreen = false
        tabChildren[selectedTab]?.beginAppearanceTransition(false, animated: animated)
        barController?.beginAppearanceTransition(false, animated: animated)
        forwardAccessory(accessoryAppearance.container(.disappearing), animated: animated)
    }

    /// Forwards the end of disappearance to the selected child.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        tabChildren[selectedTab]?.endAppearanceTransition()
        barController?.endAppearanceTransition()
        forwardAccessory(accessoryAppearance.container(.disappeared), animated: animated)
    }

    /// Forwards the accessory's appearance calls, balanced by ``TabBarChildAppearance`` however the accessory's coming
    /// and going interleaves with the container's own appearance, to its controller (`nil`: a plain view, only tracked).
    func forwardAccessory(_ calls: [TabBarChildAppearance.Call], to controller: UIViewController? = nil, animated: Bool = false) {
        guard let controller = controller ?? accessoryController else { return }
        for call in calls {
            switch call {
            case .begin(let appearing): controller.beginAppearanceTransition(appearing, animated: animated)
            case .end: controller.endAppearanceTransition()
            }
        }
    }
}
#endif

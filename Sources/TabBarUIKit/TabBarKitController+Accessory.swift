#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

extension TabBarKitController {
    /// The app's bottom accessory (a mini player), one view: the core lays it out above the bar, or inline beside
    /// the minimised capsule, and gives the tabs' content room for it; `nil` removes it. Setting it changes only the
    /// bar's layout and the children's safe area: no tab's view controller is made, removed or reloaded.
    /// A view controller's view is contained with ``setBottomAccessory(_:height:controller:)``.
    public var bottomAccessoryView: UIView? {
        get { accessoryView }
        set { setBottomAccessory(newValue) }
    }

    /// Where the accessory is now (expanded or inline), for content that shows less inline; `nil` without one.
    public var bottomAccessoryPlacement: TabBarAccessoryPlacement? { accessoryPlacement }

    /// Shows a view as the bottom accessory, `height` points tall when expanded; a view controller's view is
    /// contained as a child (`addChild`, `didMove(toParent:)`). `nil` removes the accessory and its controller.
    public func setBottomAccessory(_ view: UIView?, height: Double = TabBarBottomAccessory.defaultHeight, controller: UIViewController? = nil) {
        if let old = accessoryView, old !== view {
            accessoryController?.willMove(toParent: nil)
            old.removeFromSuperview()
            accessoryController?.removeFromParent()
            accessoryController = nil
        }
        accessoryView = view
        if let controller, controller !== accessoryController {
            addChild(controller)
            accessoryController = controller
        }
        presenter.onAccessoryChange = { [weak self] layout in self?.placeAccessory(layout) }
        presenter.update(bottomAccessory: view == nil ? nil : TabBarBottomAccessory(height: height))
        viewIfLoaded?.setNeedsLayout()
        barView?.setNeedsLayout()
    }

    /// Puts the accessory view in the hierarchy above the bar (it takes its own touches) and where the last frame
    /// drew it; called on every layout pass.
    func layoutAccessory() {
        guard isViewLoaded, let accessory = accessoryView else { return }
        if accessory.superview !== view {
            view.addSubview(accessory)
            accessoryController?.didMove(toParent: self)
        } else if view.subviews.last !== accessory {
            view.bringSubviewToFront(accessory)
        }
        placeAccessory(presenter.layout?.accessory)
    }

    /// Moves the app's view to the accessory's frame in this frame of the bar (it rises and sinks with the bar),
    /// and tells the app when its placement changes.
    func placeAccessory(_ layout: TabBarAccessoryLayout?) {
        guard let accessory = accessoryView else { return }
        accessory.isHidden = layout == nil
        if let layout { accessory.frame = layout.frame.cgRect }
        accessory.layer.cornerRadius = CGFloat(layout?.cornerRadius ?? 0)
        accessory.layer.cornerCurve = .continuous
        accessory.clipsToBounds = true
        let placement = layout?.placement
        guard placement != accessoryPlacement else { return }
        accessoryPlacement = placement
        onBottomAccessoryPlacementChange?(placement)
    }
}
#endif

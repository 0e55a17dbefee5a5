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

    /// Where the accessory is now (expanded or inline), for content that shows less inline; `nil` without one. While the
    /// bar is hidden or its menu is open the accessory is not drawn and keeps the placement it had.
    public var bottomAccessoryPlacement: TabBarAccessoryPlacement? { accessoryPlacement }

    /// Shows a view as the bottom accessory as tall as its content needs at the current text size: its Auto Layout
    /// height at the expanded accessory's width (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`),
    /// measured again when the text size (`UITraitPreferredContentSizeCategory`) or that width changes; the core bounds it
    /// (48 to 144 points). A view controller's view is contained as a child; `nil` removes the accessory.
    public func setBottomAccessory(fitting view: UIView?, controller: UIViewController? = nil) {
        accessoryFitsContent = view != nil
        guard let view else { return setBottomAccessory(nil) }
        if accessoryTraitRegistration == nil {
            accessoryTraitRegistration = registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
                (controller: TabBarKitController, _: UITraitCollection) in controller.remeasureAccessory()
            }
        }
        // No width yet (before the first layout): the default height until the layout reports the accessory's width.
        setBottomAccessory(view, height: fittingAccessoryHeight(view) ?? TabBarBottomAccessory.defaultHeight, controller: controller)
        accessoryFitsContent = true
    }

    /// The height a fitting accessory's content needs at the expanded accessory's width (the presenter's
    /// `accessoryMeasuringWidth(lastExpanded:)`), as the core bounds it; `nil` while no width is known (0 before the
    /// container's first layout): the accessory keeps its height until the layout gives it a width, then is measured.
    /// Its traits are brought up to date first (`updateTraitsIfNeeded()`, iOS 17): a text-size change reaches the
    /// container before its subviews.
    func fittingAccessoryHeight(_ accessory: UIView) -> Double? {
        guard let width = presenter.accessoryMeasuringWidth(lastExpanded: accessoryExpandedWidth) else { return nil }
        accessory.updateTraitsIfNeeded()
        let size = accessory.systemLayoutSizeFitting(
            CGSize(width: CGFloat(width), height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return TabBarBottomAccessory(fitting: Double(size.height), displayScale: Double(traitCollection.displayScale)).height
    }

    /// Measures a fitting accessory again (the text size or its width changed) and lays it out at its new height.
    func remeasureAccessory() {
        guard accessoryFitsContent, let accessory = accessoryView, let height = fittingAccessoryHeight(accessory) else { return }
        presenter.update(bottomAccessory: TabBarBottomAccessory(height: height))
        viewIfLoaded?.setNeedsLayout()
        barView?.setNeedsLayout()
    }

    /// Shows a view as the bottom accessory, `height` points tall when expanded; a view controller's view is
    /// contained as a child (`addChild`, `didMove(toParent:)`). `nil` removes the accessory and its controller.
    public func setBottomAccessory(_ view: UIView?, height: Double = TabBarBottomAccessory.defaultHeight, controller: UIViewController? = nil) {
        accessoryFitsContent = false
        if let old = accessoryView, old !== view {
            let oldController = accessoryController
            oldController?.willMove(toParent: nil)
            // A controller leaving while the container is on screen (or on its way) disappears, its calls balanced.
            // The disappearance begins before the view leaves and ends after it (UIKit's order for a removed child).
            var calls = accessoryAppearance.attached(false)
            let last = calls.last == .end && calls.contains(.begin(appearing: false)) ? calls.removeLast() : nil
            if let oldController { forwardAccessory(calls, to: oldController) }
            old.removeFromSuperview()
            if view == nil { accessoryHost.removeFromSuperview() }
            if let oldController, let last { forwardAccessory([last], to: oldController) }
            oldController?.removeFromParent()
            accessoryController = nil
        }
        defer { orderAccessibility() }
        accessoryView = view
        if let controller, controller !== accessoryController {
            addChild(controller)
            accessoryController = controller
        }
        presenter.onAccessoryChange = { [weak self] layout in
            guard let self else { return }
            // The keyboard took the accessory away (or gave it back) and the bar stayed: no view posted for it. A
            // removal (`setBottomAccessory(nil)`) has posted already, through the placement report.
            if !placeAccessory(layout), accessoryView != nil, presenter.accessoryCameOrWentAlone {
                UIAccessibility.post(notification: .layoutChanged, argument: nil)
            }
        }
        presenter.update(bottomAccessory: view == nil ? nil : TabBarBottomAccessory(height: height))
        if view == nil, accessoryPlacementReport.update(drawn: nil, laidOut: nil, isPresent: false) { reportPlacement(nil) }
        viewIfLoaded?.setNeedsLayout()
        barView?.setNeedsLayout()
    }

    /// Puts the accessory view in the hierarchy above the bar (it takes its own touches), inside the container's host
    /// view, and where the last drawn frame put it (nowhere over a hidden bar or an open menu); called on every layout
    /// pass. VoiceOver's order is applied with or without an accessory.
    func layoutAccessory() {
        guard isViewLoaded else { return }
        guard let accessory = accessoryView else { return orderAccessibility() }
        if accessory.superview !== accessoryHost || accessoryHost.superview !== view {
            // Added while the container is on screen (or on its way): the controller appears now, balanced; else with
            // the container.
            var calls = accessoryAppearance.attached(true)
            let last = calls.last == .end && calls.contains(.begin(appearing: true)) ? calls.removeLast() : nil
            forwardAccessory(calls)
            accessoryHost.hold(accessory)
            if accessoryHost.superview !== view { view.addSubview(accessoryHost) }
            if let last { forwardAccessory([last]) }
            accessoryController?.didMove(toParent: self)
        } else if view.subviews.last !== accessoryHost {
            view.bringSubviewToFront(accessoryHost)
        }
        orderAccessibility()
        placeAccessory(presenter.reportedAccessory)
        // The app's view and its content are laid out at the host's size here, in the container's layout pass (inside a
        // rotation's animation block too), without animation: never from a frame the bar draws, where a forced layout
        // would climb to the container and run its layout inside the frame.
        UIView.performWithoutAnimation { accessoryHost.layoutIfNeeded() }
    }

    /// VoiceOver's order over the container, as the presenter decides it (`accessibilityOrder`), with or without an
    /// accessory: the content, the accessory, then a bottom bar; a top bar or a sidebar first; only the bar while its
    /// menu is open (modal: the root's explicit elements would otherwise override the bar's `accessibilityViewIsModal`).
    /// The default order (the subviews') only before the bar is in the view.
    func orderAccessibility() {
        guard isViewLoaded else { return }
        guard let bar = barView, bar.superview === view else {
            if view.accessibilityElements != nil { view.accessibilityElements = nil }
            return
        }
        let accessory = accessoryView != nil && accessoryHost.superview === view ? accessoryHost : nil
        let content = view.subviews.filter { $0 !== accessoryHost && $0 !== bar }
        let order: [UIView] = presenter.accessibilityOrder.flatMap { part -> [UIView] in
            switch part {
            case .content: content
            case .accessory: accessory.map { [$0] } ?? []
            case .bar: [bar]
            }
        }
        let current = view.accessibilityElements as? [UIView]
        guard current.map({ !$0.elementsEqual(order, by: ===) }) ?? true else { return }
        view.accessibilityElements = order
    }

    /// Moves the app's view (in the container's host view) to the accessory's frame in this frame of the bar (it rises
    /// and sinks with the bar, leaving with a bottom bar that hides; under a top bar it leaves and comes back below; with
    /// Reduce Motion it fades), and tells the app when its placement changes. Returns whether VoiceOver was told its
    /// layout changed.
    @discardableResult
    func placeAccessory(_ layout: TabBarAccessoryLayout?) -> Bool {
        guard accessoryView != nil else { return false }
        let host = accessoryHost
        // Not drawn (the bar hidden, a menu open) or back: no layout-changed notification here (the bar's view posts one
        // with its focus when its elements change; a second, without one, could undo VoiceOver's move into the menu).
        // `reportPlacement` posts when the accessory comes, goes or moves; the presenter's callback when it arrives with
        // a bar shown again, or the keyboard alone takes it away or gives it back (`accessoryCameOrWentAlone`).
        // Only from frames, like its capsule, whose layers are set without actions: inside an animation block (a
        // rotation's `animate(alongsideTransition:)`) UIKit would animate the frame (and the fade, the corners) too, and
        // view and capsule would drift apart. The app's view, and its content, are laid out at the new size without animation
        // in the container's layout pass (`layoutAccessory`), not here inside a frame.
        UIView.performWithoutAnimation {
            if host.isHidden != (layout == nil) { host.isHidden = layout == nil }
            if let layout, host.frame != layout.frame.cgRect {
                host.frame = layout.frame.cgRect
            }
            // Faded in place while its bar hides or shows with Reduce Motion (the presenter's frame says how far): the
            // host, never the app's view, whose own alpha stays the app's.
            let alpha = CGFloat(presenter.reportedAccessoryOpacity)
            if host.alpha != alpha { host.alpha = alpha }
            let radius = CGFloat(layout?.cornerRadius ?? 0)
            if host.layer.cornerRadius != radius { host.layer.cornerRadius = radius }
        }
        // Reachable only where it rests: on its way out, or back until it has arrived, no touch reaches the app's view and
        // VoiceOver does not read it; a tap on it there is swallowed by the host, not passed to the content behind (the
        // presenter's frame decides both).
        let reachable = presenter.reportedAccessoryInteractive
        let swallows = presenter.reportedAccessorySwallowsTouches
        if host.swallowsTouches != swallows { host.swallowsTouches = swallows }
        if host.isUserInteractionEnabled != (reachable || swallows) { host.isUserInteractionEnabled = reachable || swallows }
        if host.accessibilityElementsHidden == reachable { host.accessibilityElementsHidden = !reachable }
        // The resting layout's width (not a frame of the sidebar's transition, which changes it on every frame).
        if let resting = presenter.layout?.accessory, resting.placement == .expanded, resting.frame.width != accessoryExpandedWidth {
            accessoryExpandedWidth = resting.frame.width
            onBottomAccessoryWidthChange?(resting.frame.width)
            // Told while a frame is drawn: measured after it.
            if accessoryFitsContent { DispatchQueue.main.async { [weak self] in self?.remeasureAccessory() } }
        }
        // Not drawn (the bar hidden, a menu open) keeps the placement the app was told: `nil` only once it is removed.
        guard accessoryPlacementReport.update(drawn: layout?.placement, laidOut: presenter.layout?.accessory?.placement, isPresent: true)
        else { return false }
        return reportPlacement(accessoryPlacementReport.placement)
    }

    /// Tells the app (and VoiceOver) the accessory's placement when it changed (`nil` once the accessory is removed);
    /// returns whether it did.
    @discardableResult
    func reportPlacement(_ placement: TabBarAccessoryPlacement?) -> Bool {
        guard placement != accessoryPlacement else { return false }
        accessoryPlacement = placement
        onBottomAccessoryPlacementChange?(placement)
        // VoiceOver's elements moved: the accessory came, went or changed place.
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        return true
    }
}

/// The container's root view: a touch in the bottom accessory's hit frame (at least 44 points tall, laid out by the
/// core: `TabBarAccessoryLayout.hitFrame`) goes to the app's accessory view even where that view is shorter, in the
/// SwiftUI container too (its accessory is hosted here). Elsewhere, hit testing is UIKit's own.
final class TabBarContainerView: UIView {
    weak var controller: TabBarKitController?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let controller, let accessory = controller.accessoryView, case let host = controller.accessoryHost, host.superview === self,
            !host.isHidden, host.isUserInteractionEnabled, !host.frame.contains(point),
            let hit = controller.presenter.reportedAccessory?.hitFrame,
            hit.contains(TabBarPoint(point))
        else { return super.hitTest(point, with: event) }
        // In the hit frame but outside the view: the nearest point inside the view is where the touch lands. Drawn but
        // unreachable (the presenter's `accessorySwallowsTouch(at:)`, the whole hit frame), the host takes it and it ends
        // there, as on the view itself.
        let frame = host.frame
        let inside = CGPoint(x: min(max(point.x, frame.minX), frame.maxX - 0.5), y: min(max(point.y, frame.minY), frame.maxY - 0.5))
        let target: UIView = controller.presenter.accessorySwallowsTouch(at: TabBarPoint(point)) ? host : accessory
        return target.hitTest(convert(inside, to: target), with: event) ?? super.hitTest(point, with: event)
    }
}
/// The container's view round the app's bottom accessory view: the container places, fades, clips and makes it unreachable
/// (the presenter's frame says where and how), and the app's view fills it, keeping its own `alpha`, layer and
/// interaction settings. A fade of this view still reaches a blur inside the app's view (a `UIVisualEffectView`'s
/// superviews must stay at alpha 1), for the short Reduce Motion fade only. While the accessory is drawn but unreachable
/// (`swallowsTouches`, the presenter's `accessorySwallowsTouches`) this view, not the app's, is hit: the tap ends here.
final class TabBarAccessoryHostView: UIView {
    /// Whether a touch on this view stops here (the accessory leaving or arriving) rather than reaching the app's view.
    var swallowsTouches = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        clipsToBounds = true
        layer.cornerCurve = .continuous
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Hit testing as UIKit's (which skips a hidden view, one that takes no touches, or one all but transparent), but while
    /// it swallows touches this view is the one hit, not the app's view inside it.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return swallowsTouches && hit != nil ? self : hit
    }

    /// Holds the app's view, filling this view as it is placed.
    func hold(_ view: UIView) {
        guard view.superview !== self else { return }
        addSubview(view)
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
}
#endif

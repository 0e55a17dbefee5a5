#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarDisplay
import TabBarHost
import UIKit

/// The bar in UIKit: the presenter's display list painted as a retained layer tree (`DisplayLayerTree`)
/// over the backdrops' visual-effect views, sampled by one display link that pauses when nothing moves.
///
/// The view covers its container and takes touches only where the core finds something: the bar, the
/// raised action button above the notch, or an open menu and its scrim. Every touch, accessibility
/// activation and large-content-viewer choice goes to the presenter's input layer; it decides nothing.
@MainActor
public final class TabBarKitView: UIView {
    /// What a regular-width (iPad) bar becomes: a floating bar or a sidebar.
    public var regularWidthPresentation: TabBarRegularWidthPresentation = .floatingBar {
        didSet {
            presenter?.update(regularWidth: regularWidthPresentation)
            setNeedsLayout()
        }
    }
    /// The layout currently drawn.
    public var layout: TabBarLayout? { shown?.layout }

    /// The presenter the bar draws from (its container gives it one).
    var presenter: TabBarPresenter? {
        didSet {
            presenter?.onChange = { [weak self] in self?.wake() }
            presenter?.update(regularWidth: regularWidthPresentation)
            setNeedsLayout()
        }
    }
    /// Called when the tint the bar inherits (its window's `tintColor`) changes.
    var onTintChange: (() -> Void)?
    let tree = DisplayLayerTree()
    var effectViews: [UIVisualEffectView] = []
    var shown: TabBarFrame?
    var accessibilityGeneration: Int?
    var largeContentItems: [TabBarLargeContentItem] = []
    var displayLink: CADisplayLink?
    let selectionFeedback = UISelectionFeedbackGenerator()
    let impactFeedback = UIImpactFeedbackGenerator(style: .light)
    var impactGenerators: [UIImpactFeedbackGenerator.FeedbackStyle: UIImpactFeedbackGenerator] = [:]

    /// The impact generator of a style (made once, kept for the next).
    func impactGenerator(_ style: UIImpactFeedbackGenerator.FeedbackStyle) -> UIImpactFeedbackGenerator {
        if style == .light { return impactFeedback }
        if let made = impactGenerators[style] { return made }
        let made = UIImpactFeedbackGenerator(style: style)
        impactGenerators[style] = made
        return made
    }

    /// Creates an empty bar; ``TabBarKitController`` gives it its presenter.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        layer.addSublayer(tree.root)
        isAccessibilityElement = false
        accessibilityTraits = UIAccessibilityTraits(coreTraits: TabBarAccessibility.containerTraits)
        isMultipleTouchEnabled = false
        addInteraction(UILargeContentViewerInteraction(delegate: self))
    }

    /// Not available: the bar is made in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }

    /// The inherited tint changed: the container recomputes the look (see ``TabBarKitController/followsTintColor``).
    public override func tintColorDidChange() {
        super.tintColorDidChange()
        onTintChange?()
    }

    /// The container changed (size, safe area, scale): lay the bar out again (the presenter's cache decides
    /// whether anything changed) and draw the frame.
    public override func layoutSubviews() {
        super.layoutSubviews()
        guard let presenter else { return }
        presenter.updateContainer(size: TabBarSize(width: Double(bounds.width), height: Double(bounds.height)), safeArea: TabBarInsets(safeAreaInsets), displayScale: Double(traitCollection.displayScale))
        show(presenter.frame(at: CACurrentMediaTime()))
    }

    /// Paints a frame: the layer tree (patched or only its animated layers), the backdrops, accessibility.
    func show(_ frame: TabBarFrame) {
        // The layer tree holds the picture: keeping the list too would make the next frame copy its slots.
        var kept = frame
        kept.list = TabBarDisplayList(size: frame.list.size)
        shown = kept
        tree.show(frame.list, generation: frame.listGeneration, bounds: bounds, scale: traitCollection.displayScale)
        placeBackdrops(tree.backdrops)
        if frame.accessibilityGeneration != accessibilityGeneration {
            accessibilityGeneration = frame.accessibilityGeneration
            updateAccessibility(frame)
        }
    }

    /// One `UIVisualEffectView` per backdrop, under the tree, masked to the backdrop's shape (kept at alpha 1).
    func placeBackdrops(_ backdrops: [TabBarDisplayBackdrop]) {
        while effectViews.count > backdrops.count { effectViews.removeLast().removeFromSuperview() }
        while effectViews.count < backdrops.count {
            let view = UIVisualEffectView(effect: nil)
            view.isUserInteractionEnabled = false
            insertSubview(view, at: effectViews.count)
            effectViews.append(view)
        }
        for (view, backdrop) in zip(effectViews, backdrops) {
            let style: UIBlurEffect.Style
            switch backdrop.style {
            case .material: style = .systemMaterial
            case .glass: style = .systemUltraThinMaterial
            }
            if (view.effect as? UIBlurEffect) == nil || view.tag != style.rawValue {
                view.effect = UIBlurEffect(style: style)
                view.tag = style.rawValue
            }
            view.frame = bounds
            let mask = (view.layer.mask as? CAShapeLayer) ?? CAShapeLayer()
            mask.frame = bounds
            mask.path = backdrop.shape.cgPath
            view.layer.mask = mask
        }
    }

    /// Touches land only on what the core finds: the bar, the raised button, an open menu or its scrim.
    public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        shown?.takesTouch(at: TabBarPoint(point)) ?? false
    }

    /// Draws the next frame when the presenter changed outside one (state, environment, a new animation).
    func wake() {
        setNeedsLayout()
        displayLink?.isPaused = presenter?.frameInterval == nil
    }
}
#endif

#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarDisplay
import TabBarHost
import UIKit

/// The bar in UIKit: the presenter's display list painted as a retained layer tree (`DisplayLayerTree`)
/// over the backdrops' visual-effect views, sampled by one display link that pauses when nothing moves; the
/// breathing glow is a Core Animation animation the render server runs (the link stays paused for it).
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
    /// For each effect view whose backdrop shows part way (a fading accessory's capsule) in a window, the paused animator
    /// that holds its effect part way; `nil` while it shows whole (or off-window). Stopped when let go (`TabBarEffectFader`).
    var effectFaders: [TabBarEffectFader?] = []
    /// Holds the layer tree, above every effect view.
    let pictureView = UIView()
    var shown: TabBarFrame?
    var accessibilityItems: [TabBarAccessibilityUpdate.Identity: TabBarAccessibilityElement] = [:]
    var largeContentItems: [TabBarLargeContentItem] = []
    var displayLink: CADisplayLink?
    /// The registered images' revisions the tree draws at, given again when the app registers another image under an id.
    var imageRevisions = TabBarImageRegistry.shared.revisions
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
        // The picture in a view of its own above the backdrops' effect views: a plain sublayer's place among the
        // subviews' layers is not documented, and a blur over the bar's own icons would blur them.
        pictureView.frame = bounds
        pictureView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pictureView.isUserInteractionEnabled = false
        pictureView.layer.addSublayer(tree.root)
        addSubview(pictureView)
        isAccessibilityElement = false
        accessibilityTraits = UIAccessibilityTraits(coreTraits: TabBarAccessibility.containerTraits)
        isMultipleTouchEnabled = false
        addInteraction(UILargeContentViewerInteraction(delegate: self))
        NotificationCenter.default.addObserver(
            self, selector: #selector(returnedToForeground), name: UIApplication.willEnterForegroundNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(registeredImagesChanged), name: .tabBarRegisteredImagesDidChange, object: TabBarImageRegistry.shared)
    }

    /// The app registered another image under an id (or removed one), on any thread: the next frame, on the main actor,
    /// draws the runs that show it again (their revisions moved on).
    @objc nonisolated func registeredImagesChanged() {
        Task { @MainActor [weak self] in
            guard let self else { return }
            imageRevisions = TabBarImageRegistry.shared.revisions
            setNeedsLayout()
        }
    }

    /// Back from the background: the next frame puts back an ambient animation the system took off its layer.
    @objc func returnedToForeground() { setNeedsLayout() }

    /// Not available: the bar is made in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }

    /// The inherited tint changed: the container recomputes the look (see ``TabBarKitController/followsTintColor``).
    public override func tintColorDidChange() {
        super.tintColorDidChange()
        onTintChange?()
    }

    /// The bar takes the keyboard focus (a hardware keyboard's Tab key, Full Keyboard Access): the arrow keys
    /// are the bar's while it has it. Not on visionOS, where focus follows the eyes.
    public override var canBecomeFocused: Bool {
        #if os(visionOS)
        false
        #else
        shown?.isHidden == false
        #endif
    }

    /// The container changed (size, safe area, scale): lay the bar out again (the presenter's cache decides
    /// whether anything changed) and draw the frame.
    public override func layoutSubviews() {
        super.layoutSubviews()
        guard let presenter else { return }
        presenter.updateContainer(size: TabBarSize(width: Double(bounds.width), height: Double(bounds.height)), safeArea: TabBarInsets(safeAreaInsets), displayScale: Double(traitCollection.displayScale))
        show(presenter.frame(at: CACurrentMediaTime()))
    }

    /// The appearance changed (Dark Mode, Increase Contrast, Bold Text): the drawn layers resolve their colours
    /// and images again with the view's traits.
    func traitsChanged() {
        tree.invalidateContents()
        setNeedsLayout()
    }

    /// Paints a frame: the layer tree (patched or only its animated layers), its ambient animations, the
    /// backdrops, accessibility.
    func show(_ frame: TabBarFrame) {
        let placements = frame.list.backdropPlacements
        tree.show(frame.list, generation: frame.listGeneration, bounds: bounds, scale: traitCollection.displayScale, traits: traitCollection, images: imageRevisions)
        tree.run(frame.ambient, now: CACurrentMediaTime())
        placeBackdrops(placements)
        let update = TabBarAccessibilityUpdate(from: shown, to: frame)
        // The layer tree holds the picture: keeping the list too would make the next frame copy its slots.
        var kept = frame
        kept.list = TabBarDisplayList(size: frame.list.size)
        shown = kept
        updateAccessibility(frame, update)
    }

    /// One `UIVisualEffectView` per backdrop, under the tree, masked to the backdrop's shape, moved with the
    /// groups round it (a bar sliding out of view) by its transform, never faded by its alpha (a visual-effect view and
    /// its ancestors stay at alpha 1): a backdrop the list shows part way (a fading accessory's capsule) has its effect
    /// held part way (`fadeEffect`). Nothing here animates implicitly (the mask follows the bar frame by frame, an effect
    /// is set whole without animation), but the faders, made and scrubbed after the transaction that disables actions:
    /// a property animator's animation reaches the layers as actions, which that transaction would suppress.
    func placeBackdrops(_ placements: [TabBarDisplayBackdropPlacement]) {
        while effectViews.count > placements.count {
            stopFader(at: effectViews.count - 1)
            effectFaders.removeLast()
            effectViews.removeLast().removeFromSuperview()
        }
        while effectViews.count < placements.count {
            let view = UIVisualEffectView(effect: nil)
            view.isUserInteractionEnabled = false
            insertSubview(view, belowSubview: pictureView)
            effectViews.append(view)
            effectFaders.append(nil)
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (index, (view, placement)) in zip(effectViews, placements).enumerated() {
            let tag = placement.backdrop.effectTag
            if view.tag != tag { stopFader(at: index) }
            if effectFaders[index] == nil, view.effect == nil || view.tag != tag {
                UIView.performWithoutAnimation { view.effect = placement.backdrop.visualEffect }
                view.tag = tag
            }
            view.transform = .identity
            if view.frame != bounds { view.frame = bounds }
            let mask = (view.layer.mask as? BackdropMask) ?? BackdropMask()
            mask.contentsScale = traitCollection.displayScale
            if mask.frame != bounds { mask.frame = bounds }
            if mask.shape != placement.backdrop.shape {
                mask.shape = placement.backdrop.shape
                mask.path = placement.backdrop.shape.cgPath
            }
            view.layer.mask = mask
            view.transform = placement.matrix.map { Self.viewTransform($0, bounds: bounds) } ?? .identity
        }
        CATransaction.commit()
        // With actions enabled (a nested transaction, in case an outer one disables them): the fader's animation must
        // reach the effect view's layers for `fractionComplete` to hold it part way.
        CATransaction.begin()
        CATransaction.setDisableActions(false)
        for (index, placement) in placements.enumerated() { fadeEffect(index, backdrop: placement.backdrop, to: placement.opacity) }
        CATransaction.commit()
    }

    /// Holds an effect view's effect at `opacity` of its strength: a paused property animator that takes the effect
    /// away, at `1 - opacity` of the way (UIKit interpolates a visual effect's change; the view's alpha stays 1); at 1 the
    /// animator is stopped and the whole effect set again. Only in a window (an animation there is rendered; off-window
    /// the effect is set whole, or `nil` at opacity 0, and the next frame in a window holds it part way again).
    func fadeEffect(_ index: Int, backdrop: TabBarDisplayBackdrop, to opacity: Double) {
        let view = effectViews[index]
        guard opacity < 1, window != nil else {
            stopFader(at: index)
            let effect = opacity > 0 ? backdrop.visualEffect : nil
            if (view.effect == nil) != (effect == nil) { UIView.performWithoutAnimation { view.effect = effect } }
            return
        }
        let fader = effectFaders[index] ?? TabBarEffectFader(view)
        effectFaders[index] = fader
        fader.hold(at: 1 - max(0, opacity))
    }

    /// Stops the fader of an effect view, if any, and takes its effect away: what a stopped animation leaves is the values
    /// last rendered (`UIViewAnimating.h`), so the effect is set afresh (whole, by the next frame that finds it `nil`).
    func stopFader(at index: Int) {
        guard effectFaders.indices.contains(index), let fader = effectFaders[index] else { return }
        fader.stop()
        effectFaders[index] = nil
        UIView.performWithoutAnimation { effectViews[index].effect = nil }
    }

    /// A canvas matrix (origin at the top left) as the transform of a view that covers the canvas (UIKit applies
    /// a view's transform about its centre): move the centre to the origin, apply the matrix, move it back.
    static func viewTransform(_ matrix: TabBarDisplayMatrix, bounds: CGRect) -> CGAffineTransform {
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        return CGAffineTransform(translationX: centre.x, y: centre.y)
            .concatenating(matrix.cgAffineTransform)
            .concatenating(CGAffineTransform(translationX: -centre.x, y: -centre.y))
    }

    /// Touches land only on what the core finds: the bar, the raised button, an open menu or its scrim; a
    /// hidden bar takes none.
    public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        shown?.takesTouch(at: TabBarPoint(point)) ?? false
    }

    /// Draws the next frame when the presenter changed outside one (state, environment, a new animation).
    func wake() {
        setNeedsLayout()
        displayLink?.isPaused = presenter?.frameInterval == nil
    }
}

/// A paused property animator holding a visual-effect view's effect part way (its animation takes the effect away;
/// `fractionComplete` is how far). Stopped when it is let go, whoever lets it go (the bar's view deallocated mid-fade
/// included): UIKit raises if a paused or stopped animator is released.
@MainActor
final class TabBarEffectFader {
    private let animator: UIViewPropertyAnimator

    /// A fader for `view`, not started (the first ``hold(at:)`` starts it, paused).
    init(_ view: UIVisualEffectView) {
        animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.effect = nil }
        animator.pausesOnCompletion = true
    }

    /// Holds the effect `fraction` of the way to none (setting `fractionComplete` moves the animator to the active state).
    func hold(at fraction: Double) {
        animator.fractionComplete = CGFloat(min(max(fraction, 0), 1))
    }

    /// Stops the animation where it is, leaving the animator inactive (safe to release).
    func stop() {
        if animator.state == .active { animator.stopAnimation(true) }
    }

    deinit {
        let animator = self.animator
        // Released on the main thread with the bar's view (UIKit deallocates its views there).
        MainActor.assumeIsolated {
            if animator.state == .active { animator.stopAnimation(true) }
        }
    }
}

/// A backdrop's mask, remembering the shape its path was made from (a new path only when the shape changes).
final class BackdropMask: CAShapeLayer {
    var shape: TabBarDisplayShape?
}

extension TabBarDisplayMaterial {
    /// UIKit's blur style of the same thickness, following the appearance (the `system…` styles).
    var blurStyle: UIBlurEffect.Style {
        switch self {
        case .ultraThin: .systemUltraThinMaterial
        case .thin: .systemThinMaterial
        case .regular: .systemMaterial
        case .thick: .systemThickMaterial
        case .chrome: .systemChromeMaterial
        }
    }
}
#endif

#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

/// The bar, drawn at the frames the core's ``TabBarLayout`` computes.
///
/// The view covers its container (the layout places the bar inside it) and takes touches only
/// where the layout finds something: the bar, the raised action button above the notch, or an
/// open menu and its scrim. Motion samples the core's ``AnimationTimeline``.
@MainActor
public final class TabBarView: UIView {
    /// Receives what the user did (taps, long presses, accessibility actions) as core events.
    public var onEvent: ((TabBarEvent) -> Void)?
    /// The theme the bar is drawn in.
    public var theme: TabBarTheme = .system { didSet { setNeedsLayout() } }
    /// What the bar becomes in a regular-width (iPad) layout: a floating bar or a sidebar.
    public var regularWidthPresentation: RegularWidthPresentation = .floatingBar { didSet { setNeedsLayout() } }
    /// The layout currently drawn.
    public private(set) var layout: TabBarLayout?

    var configuration: TabBarConfiguration?
    var state: TabBarState?
    var keyboardVisible = false { didSet { setNeedsLayout() } }
    let measurer = SystemTextMeasurer()
    let selectionFeedback = UISelectionFeedbackGenerator()
    let impactFeedback = UIImpactFeedbackGenerator(style: .light)

    let scrimLayer = CALayer()
    let backgroundLayer = CAShapeLayer()
    let hairlineView = UIView()
    let indicatorView = UIView()
    var itemViews: [TabID: TabBarItemViews] = [:]
    var menuViews: [String: ActionMenuItemViews] = [:]
    var fadeLayers: [CAGradientLayer] = []
    var largeContentItems: [TabBarLargeContentItem] = []

    var timeline: AnimationTimeline?
    var timelineStart: CFTimeInterval = 0
    var displayLink: CADisplayLink?
    var previousSelection: TabID?
    var animationFrame: AnimationFrame?

    /// Creates an empty bar; ``TabBarController`` gives it a configuration and state.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        // The scrim dims the screen under the bar, the raised button and an open menu.
        layer.addSublayer(scrimLayer)
        layer.addSublayer(backgroundLayer)
        addSubview(hairlineView)
        addSubview(indicatorView)
        isAccessibilityElement = false
        accessibilityTraits = UIAccessibilityTraits(coreTraits: TabBarAccessibility.containerTraits)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped(_:))))
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(longPressed(_:))))
        addInteraction(UILargeContentViewerInteraction(delegate: self))
    }

    /// Not available: the bar is made in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }

    /// Shows a new state; `timeline` (from the core's ``MotionPlanner``) animates the change.
    public func update(configuration: TabBarConfiguration, state: TabBarState, timeline: AnimationTimeline?, previousSelection: TabID?) {
        self.configuration = configuration
        self.state = state
        self.previousSelection = previousSelection
        if let timeline, !timeline.isEmpty { run(timeline) }
        setNeedsLayout()
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        guard let configuration, let state else { return }
        let environment = LayoutEnvironment(view: self, keyboardVisible: keyboardVisible)
        let layout = TabBarLayout(
            configuration: configuration, state: state, environment: environment, theme: theme,
            measurer: measurer, regularWidth: regularWidthPresentation)
        self.layout = layout
        apply(layout, configuration: configuration, state: state)
        updateAccessibility(layout, configuration: configuration, state: state)
    }

    /// Touches land only on what the layout finds: the bar, the raised button, an open menu or its scrim.
    public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard let layout, !isHidden, alpha > 0 else { return false }
        if layout.hit(Point(point)) != nil { return true }
        return backgroundPath(layout).contains(point)
    }

    /// Generators are prepared when a finger lands, so the haptic plays without delay on release.
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        selectionFeedback.prepare()
        impactFeedback.prepare()
        super.touchesBegan(touches, with: event)
    }

    @objc func tapped(_ recognizer: UITapGestureRecognizer) {
        guard let layout else { return }
        switch layout.hit(Point(recognizer.location(in: self))) {
        case .tab(let id)?: onEvent?(.tabTapped(id))
        case .actionMenuItem(_, let item)?: onEvent?(.actionMenuItemChosen(item))
        case .scrim?: onEvent?(.actionMenuDismissed)
        case nil: break
        }
    }

    @objc func longPressed(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began, let layout,
            case .tab(let id)? = layout.hit(Point(recognizer.location(in: self))),
            layout.item(id)?.role == .action
        else { return }
        onEvent?(.actionMenuOpened(id))
    }
}
#endif

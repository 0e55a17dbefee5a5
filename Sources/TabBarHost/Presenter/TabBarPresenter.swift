import Foundation
import Observation
import TabBarCore
import TabBarDisplay

/// What both front ends draw from and send through: one per bar.
///
/// It keeps the input layer (platform signals → events, sent to the store), the clock (every change of
/// the store merges its animations into one running timeline), and caches (the layout, the measured
/// text, the prepared display list, the accessibility elements) so a frame only samples the clock and
/// fills the list's slots. SwiftUI samples it from a `TimelineView`, UIKit from one `CADisplayLink`;
/// both pause when ``frameInterval`` is `nil`.
///
/// ```swift
/// let presenter = TabBarPresenter(store: store, theme: .midnight, measurer: InterTextMeasurer(), clock: { now })
/// presenter.updateContainer(size: Size(width: 402, height: 874), safeArea: Insets(top: 62, bottom: 34), displayScale: 3)
/// presenter.launch()
/// presenter.handle(.touchDown(Point(x: 201, y: 815)))
/// let frame = presenter.frame(at: now)          // frame.list is what the painter paints
/// ```
@MainActor
public final class TabBarPresenter: Observable {
    /// The store events go to and state comes from.
    public let store: TabBarKitStore
    /// Where events go: the store by default; a container with its own queue (UIKit's) sets its own.
    public var send: (TabBarEvent) -> Void
    /// Called when something on screen changed outside a frame (state, environment, a new animation): a
    /// UIKit bar resumes its display link. SwiftUI observes ``revision`` instead.
    public var onChange: (() -> Void)?
    /// The measurer layouts use, remembering every width.
    public let measurer: TabBarCachingTextMeasurer

    /// The theme.
    public private(set) var theme: TabBarTheme
    /// Light or dark, standard or increased contrast.
    public private(set) var appearance: TabBarAppearance
    /// The colour the app's tint falls back to where it set none: the theme's selected colour (its fallback
    /// when it follows the tint, see ``TabBarTint``) in the current appearance, opaque (a painter applies the
    /// colour's own alpha to the tint).
    public var tintFallback: TabBarColor {
        theme.items.selected.resolve(appearance).withoutTint.withAlpha(1)
    }
    /// What a regular-width bar becomes.
    public private(set) var regularWidth: TabBarRegularWidthPresentation = .floatingBar
    /// The input layer.
    public private(set) var input = TabBarInput()
    /// The clock.
    public private(set) var player = TabBarTimelinePlayer()

    private let registrar = ObservationRegistrar()
    private let clock: @MainActor () -> Double
    private var storedRevision = 0
    private var storedFrameInterval: Double?
    private var containerSize = TabBarSize(width: 0, height: 0)
    private var safeArea = TabBarInsets()
    private var displayScale = 3.0
    private var layoutCache: TabBarLayoutCache
    private var drawing: TabBarDrawing?
    private var drawingKey: DrawingKey?
    private var listGeneration = 0
    private var elements: (generation: Int, elements: [TabBarAccessibilityElement])?
    private var slideFrom: TabID?
    private var pressedTap: TabID?
    private var recorded: Int
    private var launched = false
    private var lastLayout: TabBarLayout?
    private var settleScheduled = false

    /// What a prepared display list was made from.
    struct DrawingKey: Equatable {
        let layoutGeneration: Int
        let appearance: TabBarAppearance
        let previousSelection: TabID?
        let includesMenu: Bool
    }

    /// A presenter for a store, measuring with `measurer` (the system font on Apple platforms) and
    /// reading time from `clock` (seconds; SwiftUI's timeline dates and UIKit's media time alike).
    public init(
        store: TabBarKitStore, theme: TabBarTheme = .system, appearance: TabBarAppearance = TabBarAppearance(), measurer: any TabBarTextMeasuring,
        clock: @escaping @MainActor () -> Double
    ) {
        self.store = store
        self.theme = theme
        self.appearance = appearance
        self.measurer = measurer as? TabBarCachingTextMeasurer ?? TabBarCachingTextMeasurer(measurer)
        self.clock = clock
        layoutCache = TabBarLayoutCache(measurer: self.measurer)
        recorded = store.transition.sequence
        send = { [unowned store] event in store.send(event) }
    }

    // MARK: Observation

    /// Counts changes a view must redraw for even while no animation runs.
    public var revision: Int {
        registrar.access(self, keyPath: \.revision)
        return storedRevision
    }

    /// How often the bar needs a frame: 0 for every display frame, a longer interval while only ambient
    /// tracks (the glow) run, `nil` when nothing moves (the display link pauses).
    public var frameInterval: Double? {
        registrar.access(self, keyPath: \.frameInterval)
        return storedFrameInterval
    }

    private func changed() {
        registrar.withMutation(of: self, keyPath: \.revision) { storedRevision += 1 }
        refreshFrameInterval()
        onChange?()
    }

    /// Recomputes ``frameInterval`` from the clock and a finger awaiting a long press.
    public func refreshFrameInterval() {
        settleScheduled = false
        let now = clock()
        player.prune(at: now)
        let interval = input.awaitsLongPress ? 0 : player.frameInterval(at: now)
        guard interval != storedFrameInterval else { return }
        registrar.withMutation(of: self, keyPath: \.frameInterval) { storedFrameInterval = interval }
    }

    // MARK: Inputs

    /// The container the bar is laid out in (its full size, safe area included) and its pixel scale.
    public func updateContainer(size: TabBarSize, safeArea: TabBarInsets, displayScale: Double) {
        containerSize = size
        self.safeArea = safeArea
        self.displayScale = displayScale
    }

    /// The container from what SwiftUI reports: the size inside the safe area and the insets around it.
    public func updateContainer(safeRegionSize size: TabBarSize, safeArea: TabBarInsets, displayScale: Double) {
        updateContainer(
            size: TabBarSize(width: size.width + safeArea.left + safeArea.right, height: size.height + safeArea.top + safeArea.bottom),
            safeArea: safeArea, displayScale: displayScale)
    }

    /// The look: a theme and an appearance. Nothing happens when neither changed.
    public func update(theme: TabBarTheme, appearance: TabBarAppearance) {
        guard theme != self.theme || appearance != self.appearance else { return }
        self.theme = theme
        self.appearance = appearance
    }

    /// What a regular-width bar becomes.
    public func update(regularWidth: TabBarRegularWidthPresentation) {
        self.regularWidth = regularWidth
    }

    /// The layout environment from the container and what the input layer heard.
    public var environment: TabBarLayoutEnvironment {
        TabBarLayoutEnvironment(
            containerSize: containerSize, safeArea: safeArea, displayScale: displayScale,
            horizontalSizeClass: input.horizontalSizeClass, verticalSizeClass: input.verticalSizeClass,
            layoutDirection: input.layoutDirection ?? .leftToRight, dynamicType: input.dynamicType,
            keyboardVisible: input.keyboardVisible)
    }

    var inputContext: TabBarInput.Context {
        TabBarInput.Context(configuration: store.configuration, state: store.state, layout: lastLayout)
    }

    /// Hands a platform signal to the input layer, then performs what it says: press feedback on the clock,
    /// the bar's scroll, Reduce Motion, and the events, sent in order. Returns it (whether a key was used).
    @discardableResult
    public func handle(_ signal: TabBarSignal) -> TabBarInputResult {
        let now = clock()
        if lastLayout == nil, case .touchDown = signal { _ = frame(at: now) }
        let result = input.handle(signal, at: now, context: inputContext)
        perform(result, at: now)
        return result
    }

    private func perform(_ result: TabBarInputResult, at now: Double) {
        let planner = TabBarMotionPlanner(theme: theme, reduceMotion: input.reduceMotion)
        switch result.press {
        case .down(let id)?: player.merge(planner.pressDown(id), at: now)
        case .tapped(let id)?: pressedTap = id  // the tap's own timeline springs it back
        case .released(let id)?: player.merge(planner.pressReleased(id), at: now)
        case nil: break
        }
        if case .released(let from, let to)? = result.barScroll, from != to {
            player.merge(planner.barScroll(from: from, to: to), at: now)
        }
        if result.reduceMotionChanged {
            player.reduceMotion = input.reduceMotion
            player.setAmbient(planner.ambientTracks(configuration: store.configuration, state: store.state), at: now)
        }
        for event in result.events {
            send(event)
            sync()
        }
        if result.press != nil || result.barScroll != nil || result.reduceMotionChanged || result.environmentChanged || !result.events.isEmpty {
            changed()
        }
    }

    /// Sends the scroll positions the input layer holds back (it reports them at most once a second):
    /// before a snapshot, or before a tab's content goes away.
    public func reportScrollPositions() {
        let now = clock()
        perform(TabBarInputResult(input.flush(context: inputContext, at: now)), at: now)
    }

    // MARK: The store's changes

    /// Performs the launch effects once, now that the host is ready (its delegate and analytics are set),
    /// and starts the launch animations (the breathing glow). Returns the effects (empty after the first call).
    @discardableResult
    public func launch() -> [TabBarEffect] {
        guard !launched else { return [] }
        launched = true
        let before = store.transition.sequence
        store.launch()
        let effects = store.transition.sequence != before ? store.transition.effects : []
        sync()
        let now = clock()
        let planner = TabBarMotionPlanner(theme: theme, reduceMotion: input.reduceMotion)
        player.reduceMotion = input.reduceMotion
        player.setAmbient(planner.ambientTracks(configuration: store.configuration, state: store.state), at: now)
        changed()
        return effects
    }

    /// Merges the animations of the store's latest change, if not merged yet (an app's own `send`).
    public func sync() {
        let transition = store.transition
        if transition.sequence > recorded { record(transition) }
    }

    /// Merges one change's animations into the running timeline: its tracks replace the same tracks, the
    /// rest keep running, the ambient ones follow the new state; a new selection in a scrolling bar glides
    /// into the centre from where the bar is.
    public func record(_ transition: TabBarTransition) {
        guard transition.sequence > recorded else { return }
        recorded = transition.sequence
        let now = clock()
        let configuration = store.configuration
        let planner = TabBarMotionPlanner(theme: theme, reduceMotion: input.reduceMotion)
        var pressedDown = false
        if case .tabTapped(let id)? = transition.event, id == pressedTap { pressedDown = true }
        pressedTap = nil
        let timeline = planner.timeline(
            for: transition.event, effects: transition.effects, before: transition.before, after: transition.after,
            configuration: configuration, pressedDown: pressedDown)
        player.reduceMotion = input.reduceMotion
        player.merge(timeline, at: now)
        player.setAmbient(planner.ambientTracks(configuration: configuration, state: transition.after), at: now)
        if transition.before.selected != transition.after.selected {
            slideFrom = transition.before.selected
            if let shown = lastLayout, shown.scroll.isScrollable {
                input.resetBarOffset()
                let centred = layoutCache.layout(for: layoutInputs(state: transition.after, scrollOffset: nil))
                if shown.scroll.offset != centred.scroll.offset, centred.scroll.isScrollable {
                    player.merge(planner.barScroll(from: shown.scroll.offset, to: centred.scroll.offset), at: now)
                }
            }
        }
        changed()
    }

    // MARK: Frames

    func layoutInputs(state: TabBarState, scrollOffset: Double?) -> TabBarLayoutCache.Inputs {
        TabBarLayoutCache.Inputs(
            configuration: store.configuration, state: state, environment: environment, theme: theme,
            regularWidth: regularWidth, scrollOffset: scrollOffset)
    }

    /// The bar at `time`: the clock sampled, the layout and the display list taken from the caches
    /// (made again only when their inputs changed), the slots filled.
    public func frame(at time: Double) -> TabBarFrame {
        sync()
        let tick = input.tick(at: time, context: inputContext)
        if !tick.events.isEmpty || tick.press != nil { perform(tick, at: time) }
        let sample = player.sample(at: time)
        let layout = layoutCache.layout(for: layoutInputs(state: store.state, scrollOffset: sample.barScrollOffset ?? input.barOffset))
        lastLayout = layout
        let key = DrawingKey(
            layoutGeneration: layoutCache.generation, appearance: appearance,
            previousSelection: player.isMoving(.indicatorSlide, at: time) ? slideFrom : nil,
            includesMenu: TabBarDrawing.needsMenu(layout: layout, frame: sample))
        if drawing == nil || key != drawingKey {
            drawing = TabBarDrawing(
                configuration: store.configuration, layout: layout, theme: theme, appearance: appearance,
                previousSelection: key.previousSelection, includesMenu: key.includesMenu)
            drawingKey = key
            listGeneration += 1
        }
        drawing?.apply(sample)
        if elements?.generation != layoutCache.generation {
            elements = (layoutCache.generation, TabBarAccessibility.elements(
                configuration: store.configuration, state: store.state, layout: layout, phrases: store.machine.phrases))
        }
        if storedFrameInterval != nil, !settleScheduled, player.frameInterval(at: time) != storedFrameInterval, !input.awaitsLongPress {
            // Pausing changes what views observe: not while one is being drawn.
            settleScheduled = true
            Task { @MainActor [weak self] in self?.refreshFrameInterval() }
        }
        let hidden = store.visibility == .hidden || layout.isHidden
        return TabBarFrame(
            layout: layout, list: hidden ? TabBarDisplayList(size: containerSize) : drawing?.list ?? TabBarDisplayList(size: containerSize),
            listGeneration: hidden ? -listGeneration : listGeneration,
            accessibilityElements: hidden ? [] : elements?.elements ?? [], accessibilityGeneration: hidden ? -1 : elements?.generation ?? 0,
            menuTargets: hidden ? [] : TabBarAccessibilityTarget.menu(
                layout, configuration: store.configuration, translator: store.translator), isHidden: hidden)
    }

    /// The frame now.
    public func frame() -> TabBarFrame { frame(at: clock()) }

    /// What a container adds to its children's safe area for the bar as last drawn (keyboard-aware).
    public var contentInsets: TabBarInsets {
        lastLayout?.additionalSafeArea(visibility: store.visibility, keyboard: input.keyboardFrame) ?? TabBarInsets()
    }

    /// The layout last drawn.
    public var layout: TabBarLayout? { lastLayout }

    /// How many layouts were made so far (a test's way to see nothing is laid out per frame).
    public var layoutCount: Int { layoutCache.generation }

    /// How many display lists were prepared so far.
    public var preparedListCount: Int { listGeneration }
}

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
/// both pause when ``frameInterval`` is `nil`, which it is whenever no one-shot animation moves: the
/// ambient ones (the breathing glow) are the frame's ``TabBarFrame/ambient`` animations, which the platform
/// runs, and a hidden bar asks for nothing.
///
/// ```swift
/// let presenter = TabBarPresenter(store: store, theme: .midnight, measurer: TabBarInterTextMeasurer(), clock: { now })
/// presenter.updateContainer(size: TabBarSize(width: 402, height: 874), safeArea: TabBarInsets(top: 62, bottom: 34), displayScale: 3)
/// presenter.launch()
/// presenter.handle(.touchDown(TabBarPoint(x: 201, y: 815)))
/// let frame = presenter.frame(at: now)          // frame.list is what the painter paints
/// ```
@MainActor
public final class TabBarPresenter: Observable {
    /// The store events go to and state comes from.
    public let store: TabBarKitStore
    /// Where events go: the store by default; a container with its own queue (UIKit's) sets its own.
    public var send: (TabBarEvent) -> Void
    /// Where the events of an input the system already gave feedback for go (``TabBarInputResult/systemFeedbackEvents``:
    /// a native context menu's choice), so its host plays no haptic for them; `nil` sends them with ``send``.
    public var sendWithoutHaptics: ((TabBarEvent) -> Void)?
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
    /// The app's bottom accessory while it shows one (``update(bottomAccessory:)``).
    public internal(set) var bottomAccessory: TabBarBottomAccessory?
    /// Told when a drawn frame puts the accessory somewhere else (or nowhere): the front ends move the app's view.
    public var onAccessoryChange: ((TabBarAccessoryLayout?) -> Void)?
    /// Told the content's insets (``contentInsets``) for each frame drawn while a top bar expands into its sidebar (or
    /// folds back), and once more at rest when that ends, on the next turn of the main actor (at once for a host that
    /// calls ``settle()`` after drawing): whichever view draws the bar (UIKit's display link, SwiftUI's `TimelineView`),
    /// the container applies them, so the content slides with the sidebar.
    public var onContentInsetsChange: ((TabBarInsets) -> Void)?
    /// Where the last drawn frame put the accessory's view (`nil`: nowhere, as over a hidden bar or an open menu):
    /// what ``onAccessoryChange`` was last told, and where a front end's layout pass puts the view.
    public internal(set) var reportedAccessory: TabBarAccessoryLayout?
    /// The opacity the last drawn frame gave the accessory's view (``TabBarFrame/accessoryOpacity``): 1 but while it fades
    /// with Reduce Motion as its bar hides or shows. ``onAccessoryChange`` is told when it changes too.
    public internal(set) var reportedAccessoryOpacity = 1.0
    /// Whether the accessory's view takes touches and is read by VoiceOver in the last drawn frame
    /// (``TabBarFrame/accessoryInteractive``): not while it leaves with its bar, nor until it has arrived when the bar is
    /// shown again. ``onAccessoryChange`` is told when it changes too.
    public internal(set) var reportedAccessoryInteractive = false
    /// Whether the accessory's view, placed but unreachable in the last drawn frame, takes a touch on it without passing it
    /// on (``TabBarFrame/accessorySwallowsTouches``). ``onAccessoryChange`` is told when it changes too.
    public internal(set) var reportedAccessorySwallowsTouches = false
    /// Whether the accessory last reported became reachable, or stopped being so, by itself, the bar staying as it was
    /// (shown, its menu closed): it arrived with a bar shown again (the bar's elements came back frames earlier), or the
    /// keyboard took it away beside a sidebar or under a top bar, or gave it back. A front end tells VoiceOver its layout
    /// changed then, once; when the bar hides or shows, or its menu opens or closes, the bar's view tells it (the
    /// accessory leaves VoiceOver in that same frame).
    public internal(set) var accessoryCameOrWentAlone = false
    /// Whether the bar was shown (not hidden, its menu closed) in the frame that last reported the accessory.
    var accessoryBarShown = true
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
    /// The bar's scroll offset the last frame was laid out with (so the insets' layout is the frame's when nothing else changed).
    private var lastScrollOffset: Double?
    /// Whether the layout last drawn is hidden (the keyboard), kept apart so a frame does not copy the layout to ask.
    private var lastLayoutHidden = false
    private var settleScheduled = false
    /// Whether the content's insets moved with a top bar's expansion at the last ``contentInsetsMove(at:)``.
    private var insetsWereMoving = false
    /// Whether the content's insets moved with a top bar's expansion in the last frame drawn.
    private var insetsMovedInFrame = false
    /// The insets a drawn frame found, waiting for ``settle()`` to report them (``onContentInsetsChange``).
    private var pendingInsets: TabBarInsets?
    /// The visibility last drawn, and the bar as it was drawn before it changed, going out of view.
    private var shownVisibility: TabBarVisibility
    private var leaving: LeavingBar?
    private var leavingGeneration = 0
    /// A bar that was still leaving when the bar as drawn began to leave too (minimised, then hidden before the full bar
    /// was out of view), with its own exit track: it goes on leaving under the newer one until that track ends.
    private var earlierLeaving: (bar: LeavingBar, exit: TabBarTimelinePlayer.Playing)?
    private var earlierGeneration = 0
    /// The bar as it was drawn when it hid while its accessory leaves on its own track (`accessoryEntry`: under a top
    /// bar, or fading with Reduce Motion): where the accessory's view and capsule are until the track ends (the layout
    /// while the keyboard is up has no accessory).
    private var outgoingAccessory: LeavingBar?
    /// Whether the accessory is on its way back with a bar shown again (from hidden), not yet arrived.
    private var accessoryArriving = false
    private var outgoingGeneration = 0
    /// The list painted while the bar changes visibility: the leaving bar under the current one (and a top bar's
    /// accessory, apart), with the index of each layer in it.
    private var stack: (key: StackKey, stack: TabBarDisplayStack, layers: StackLayers)?
    private var shown: (key: StackKey?, generation: Int)?
    private var menuTargets: (generation: Int, targets: [TabBarAccessibilityTarget])?
    private var sidebarTargets: (generation: Int, targets: [TabBarAccessibilityTarget], containerValue: String?)?
    private var ambientCache: (key: AmbientKey, animations: [TabBarDisplayAmbient])?
    private var deferred: [Deferred] = []

    /// The bar as it was drawn before its visibility changed, going out of view (a reference: a frame only asks
    /// whether there is one).
    final class LeavingBar {
        let drawing: TabBarDrawing
        let layout: TabBarLayout
        /// The visibility it was drawn for (a bar shown again in that form turns round where it is).
        let visibility: TabBarVisibility

        init(drawing: TabBarDrawing, layout: TabBarLayout, visibility: TabBarVisibility) {
            self.drawing = drawing
            self.layout = layout
            self.visibility = visibility
        }
    }

    /// What a painted list is made of: the prepared drawing, the leaving bar, whether the current one shows, and how an
    /// accessory on its own track is painted apart (its capsule comes or goes by itself, whole or without its backdrop,
    /// taken from the bar as drawn when it hid while it leaves).
    struct StackKey: Equatable {
        let listGeneration: Int
        let leavingGeneration: Int?
        let showsCurrent: Bool
        var accessory: TabBarAccessoryMotion.Painting = .withBar
        var outgoingGeneration: Int? = nil
        var earlierGeneration: Int? = nil
    }

    /// Where each layer of a stacked list is (`nil`: not in it).
    struct StackLayers {
        var earlier: Int?
        var leaving: Int?
        var accessory: Int?
        var bar: Int?
    }

    /// What a prepared display list was made from.
    struct DrawingKey: Equatable {
        let layoutGeneration: Int
        let appearance: TabBarAppearance
        let previousSelection: TabID?
        let includesMenu: Bool
        let menuTab: TabID?
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
        shownVisibility = store.visibility
        send = { [unowned store] event in store.send(event) }
    }

    // MARK: Observation

    /// Counts changes a view must redraw for even while no animation runs.
    public var revision: Int {
        registrar.access(self, keyPath: \.revision)
        return storedRevision
    }

    /// How often the bar needs a frame: 0 for every display frame while a one-shot animation moves (or a finger
    /// waits for a long press), `nil` otherwise (the display link pauses): at rest, with the glow breathing (the
    /// platform runs it), and whenever the bar is hidden and neither it nor its accessory is on its way in or out.
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
        let interval = wantedFrameInterval(at: now)
        guard interval != storedFrameInterval else { return }
        registrar.withMutation(of: self, keyPath: \.frameInterval) { storedFrameInterval = interval }
    }

    /// What ``frameInterval`` should be at `time`.
    func wantedFrameInterval(at time: Double) -> Double? {
        if input.awaitsLongPress { return 0 }
        // An accessory coming or going on its own track (a top bar's; any faded with Reduce Motion, where the bar itself
        // does not move) counts too, and a bar still leaving under a newer one (its exit plays outside the clock).
        let earlierMoves = earlierLeaving?.exit.isMoving(at: time) == true
        let moving = player.isMoving(.barExit, at: time) || player.isMoving(.barEntry, at: time) || player.isMoving(.accessoryEntry, at: time)
        if !moving && !earlierMoves && (lastLayoutHidden || barVisibility == .hidden) { return nil }
        return earlierMoves ? 0 : player.frameInterval(at: time)
    }

    // MARK: Inputs

    /// The container the bar is laid out in (its full size, safe area included) and its pixel scale.
    public func updateContainer(size: TabBarSize, safeArea: TabBarInsets, displayScale: Double) {
        guard size != containerSize || safeArea != self.safeArea || displayScale != self.displayScale else { return }
        if size != containerSize { cutLeaving() }
        containerSize = size
        self.safeArea = safeArea
        self.displayScale = displayScale
        // The bar is laid out again in the new container (a safe area alone moves it: a status bar hidden on iPad,
        // an ancestor's additional insets), so views that draw it redraw.
        changed()
    }

    /// Ends what leaves as it was drawn for the old container (a bar sliding out, an accessory going below or fading on its
    /// own track) when the container's size changes under it (rotation, Stage Manager, Split View, a top bar that becomes a
    /// bottom bar): it is cut to where it was going, gone, rather than painted on at the old geometry (a mini player as
    /// wide as the landscape screen crossing a portrait one). What comes in is laid out at the new size every frame and
    /// goes on.
    func cutLeaving() {
        leaving = nil
        earlierLeaving = nil
        outgoingAccessory = nil
        player.stop { $0.kind == .barExit || ($0.kind == .accessoryEntry && $0.to == 0) }
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
        tellBarEdge()
    }

    /// Whether the layout for the current size classes puts the bar off the bottom edge (iPad's top bar, folded or
    /// expanded into its sidebar, or a permanent sidebar): what the machine must know so the keyboard does not hide it.
    public var isBarOffBottomEdge: Bool { TabBarLayout.placesBarOffBottomEdge(regularWidth: regularWidth, environment: environment) }

    /// Tells the machine the bar's edge when it changed (``TabBarEvent/barOffBottomEdgeChanged(_:)``), so its visibility, and
    /// the `setBarVisibility` a container performs, leave a top bar or a sidebar shown with the keyboard up. Sent on the next turn of
    /// the main actor: the inputs change during view updates (SwiftUI's body gives the regular-width presentation),
    /// where no observed state may change; until then the bar as drawn already follows ``isBarOffBottomEdge``.
    func tellBarEdge() {
        guard isBarOffBottomEdge != store.machine.isBarOffBottomEdge, !deferred.contains(where: { if case .barEdge = $0 { true } else { false } }) else { return }
        postpone(.barEdge)
    }

    /// The layout environment from the container and what the input layer heard.
    public var environment: TabBarLayoutEnvironment {
        TabBarLayoutEnvironment(
            containerSize: containerSize, safeArea: safeArea, displayScale: displayScale,
            horizontalSizeClass: input.horizontalSizeClass, verticalSizeClass: input.verticalSizeClass,
            layoutDirection: input.layoutDirection ?? .leftToRight, dynamicType: input.dynamicType,
            keyboardVisible: input.keyboardVisible, boldText: input.boldText
        ).with(bottomAccessory: bottomAccessory)
    }

    var inputContext: TabBarInput.Context {
        TabBarInput.Context(configuration: store.configuration, state: store.state, layout: lastLayout, barHidden: barVisibility == .hidden)
    }

    /// The key commands to register now, by the input layer's rule (UIKit's `keyCommands`).
    public func registeredKeys(barFocused: Bool) -> TabBarKeyRegistration {
        TabBarInput.registeredKeys(store.machine.keyCommands, context: inputContext, barFocused: barFocused, translator: store.translator)
    }

    /// How long to wait before moving accessibility focus into `tab`'s content, so that what the store's latest
    /// change announced before it is heard whole (``TabBarAccessibilityTiming``).
    public func focusDelay(before tab: TabID) -> Double {
        TabBarAccessibilityTiming.focusDelay(before: tab, in: store.transition.effects)
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
        let firstQuiet = result.events.count - result.systemFeedbackEvents
        for (index, event) in result.events.enumerated() {
            if index >= firstQuiet, let quiet = sendWithoutHaptics { quiet(event) } else { send(event) }
            sync()
        }
        if result.press != nil || result.barScroll != nil || result.reduceMotionChanged || result.environmentChanged || !result.events.isEmpty {
            changed()
        }
        if result.environmentChanged { tellBarEdge() }
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
        if isBarOffBottomEdge != store.machine.isBarOffBottomEdge { send(.barOffBottomEdgeChanged(isBarOffBottomEdge)) }
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
        guard merge(transition) else { return }
        changed()
    }

    /// Merges a change's animations without telling anyone (what ``record(_:)`` does before it notifies);
    /// `false` when it was merged already.
    func merge(_ transition: TabBarTransition) -> Bool {
        guard transition.sequence > recorded else { return false }
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
        followVisibility(planner, at: now)
        // Content the bar scrolled to its top: the user's next scroll down is news again for the reselect chain.
        for case .scrollToTop(let tab) in transition.effects { input.contentScrolledToTop(tab) }
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
        return true
    }

    /// The bar changed visibility: the bar as drawn goes out of view below while the new one comes in (the
    /// planner's tracks), each from where it is on screen: the bar as drawn leaves from how much of it is in view (on its
    /// way in, or all of it), and a bar that comes back while it leaves (shown again, minimised back) turns round where
    /// it is. Older bar tracks are stopped first: they describe other bars, and the clock would otherwise continue the
    /// new tracks from their values (the bar and its accessory jumped when toggled twice). A bar still leaving that does
    /// not come back goes on leaving on its own exit, under the new one (minimised, then hidden at once).
    func followVisibility(_ planner: TabBarMotionPlanner, at now: Double) {
        let visibility = barVisibility
        guard visibility != shownVisibility else { return }
        defer { shownVisibility = visibility }
        let sample = player.sample(at: now, includingAmbient: false)
        // How much of each bar on screen is in view: the bar as drawn (coming in, or all of it; none while hidden), and the
        // bar as it was, still leaving.
        let current = min(max(shownVisibility == .hidden ? 0 : sample.barEntry ?? 1, 0), 1)
        let previousExit = leaving == nil ? nil : player.playing.first { $0.track.kind == .barExit && !$0.isFinished(at: now) }
        let previous = previousExit.map { min(max($0.track.value(at: now - $0.start), 0), 1) }
        // Where the accessory is: going, as it was drawn (the layout with the keyboard up has none); coming, as it will
        // be. Under a top bar it comes and goes on a track of its own; on a bar at the bottom with the bar, or fading
        // with Reduce Motion, where the bar changes at once.
        let next = layoutCache.layout(for: layoutInputs(state: store.state, scrollOffset: lastScrollOffset))
        let drawn = lastLayout.flatMap { $0.isHidden ? nil : $0 }
        let accessory = visibility == .hidden ? (drawn ?? next).accessoryTransit : next.accessoryTransit
        var timeline = planner.barVisibility(from: shownVisibility, to: visibility, accessory: accessory)
        outgoingAccessory = nil
        // Coming back from hidden, the accessory is reachable only once it has arrived (``accessoryInteractive(placed:barHidden:arriving:)``).
        accessoryArriving = shownVisibility == .hidden
        player.stop { $0.kind == .barExit || $0.kind == .barEntry }
        guard !timeline.isEmpty else {
            leaving = nil
            earlierLeaving = nil
            return
        }
        // The bar that comes in is the one leaving (shown again, or back to the form that was leaving): it turns round.
        let turnsRound = previous != nil && (shownVisibility == .hidden || leaving?.visibility == visibility)
        for index in timeline.tracks.indices {
            switch timeline.tracks[index].kind {
            case .barExit: timeline.tracks[index].from = current
            case .barEntry: timeline.tracks[index].from = turnsRound ? previous ?? 0 : 0
            default: break
            }
        }
        var resting = drawing
        resting?.apply(nil)
        let older = leaving
        if shownVisibility != .hidden, timeline.tracks.contains(where: { $0.kind == .barExit }), let resting, let drawn {
            leaving = LeavingBar(drawing: resting, layout: drawn, visibility: shownVisibility)
            leavingGeneration += 1
            if let older, let previousExit, !turnsRound {
                earlierLeaving = (older, previousExit)
                earlierGeneration += 1
            }
        } else {
            leaving = nil
        }
        if visibility == .hidden, timeline.tracks.contains(where: { $0.kind == .accessoryEntry }), let resting, let drawn, drawn.accessory != nil {
            outgoingAccessory = LeavingBar(drawing: resting, layout: drawn, visibility: shownVisibility)
            outgoingGeneration += 1
        }
        player.merge(timeline, at: now)
    }

    // MARK: Frames

    func layoutInputs(state: TabBarState, scrollOffset: Double?) -> TabBarLayoutCache.Inputs {
        TabBarLayoutCache.Inputs(
            configuration: store.configuration, state: state, environment: environment, theme: theme,
            regularWidth: regularWidth, scrollOffset: scrollOffset, sidebarFocus: input.sidebarFocus)
    }

    /// The bar at `time`: the clock sampled (its one-shot tracks: the ambient ones are the frame's
    /// ``TabBarFrame/ambient``), the layout and the display list taken from the caches (made again only when
    /// their inputs changed), the slots filled; while the bar changes visibility, the bar as it was slides out
    /// under the one coming in.
    ///
    /// Drawing a frame changes nothing anyone observes (a SwiftUI body or `TimelineView` asks for it): a change of
    /// the store not merged yet is merged and announced on the next turn of the main actor, and a long press the
    /// clock found is sent then too, never during a view update.
    public func frame(at time: Double) -> TabBarFrame {
        if merge(store.transition) { postpone(.change) }
        if input.touch != nil {
            let tick = input.tick(at: time, context: inputContext)
            if !tick.events.isEmpty || tick.press != nil { postpone(.tick(tick, time)) }
        }
        let sample = player.sample(at: time, includingAmbient: false)
        let scrollOffset = sample.barScrollOffset ?? input.barOffset
        let layout = layoutCache.layout(for: layoutInputs(state: store.state, scrollOffset: scrollOffset))
        // The Command-digits' order and titles follow the detached circles (`registeredKeys`, read from the last
        // layout): a SwiftUI body that registered them before this layout (after a size-class change) hears of it on
        // the next turn.
        if layout.detachedProminent?.id != lastLayout?.detachedProminent?.id || layout.detachedSearch?.id != lastLayout?.detachedSearch?.id {
            postpone(.change)
        }
        lastLayout = layout
        lastScrollOffset = scrollOffset
        lastLayoutHidden = layout.isHidden
        let key = DrawingKey(
            layoutGeneration: layoutCache.generation, appearance: appearance,
            previousSelection: player.isMoving(.indicatorSlide, at: time) ? slideFrom : nil,
            includesMenu: TabBarDrawing.needsMenu(layout: layout, frame: sample), menuTab: TabBarDrawing.menuTab(layout: layout, frame: sample))
        // A top bar on its way to the sidebar (or back) is drawn as the core lays the transition out, frame by frame.
        let expanding = sidebarTransition(sample: sample, scrollOffset: scrollOffset)
        if drawing == nil || key != drawingKey || expanding != nil {
            drawing = TabBarDrawing(
                configuration: store.configuration, layout: expanding ?? layout, theme: theme, appearance: appearance,
                previousSelection: key.previousSelection, includesMenu: key.includesMenu, menuTab: key.menuTab)
            drawingKey = expanding == nil ? key : nil
            listGeneration += 1
        }
        drawing?.apply(sample)
        if elements?.generation != layoutCache.generation {
            elements = (layoutCache.generation, TabBarAccessibility.elements(
                configuration: store.configuration, state: store.state, layout: layout, phrases: store.machine.phrases))
        }
        if menuTargets?.generation != layoutCache.generation {
            menuTargets = (layoutCache.generation, TabBarAccessibilityTarget.menu(layout, configuration: store.configuration, translator: store.translator))
        }
        if sidebarTargets?.generation != layoutCache.generation {
            let phrases = store.machine.phrases
            sidebarTargets = (
                layoutCache.generation,
                TabBarAccessibilityTarget.sidebar(
                    layout, configuration: store.configuration, state: store.state, phrases: phrases, translator: store.translator),
                // A sidebar shows the selected row itself; a bar without an item for the selection says so.
                layout.presentation == .sidebar ? nil : TabBarAccessibility.containerValue(configuration: store.configuration, state: store.state, phrases: phrases))
        }
        if storedFrameInterval != nil, !settleScheduled, wantedFrameInterval(at: time) != storedFrameInterval {
            // Pausing changes what views observe: not while one is being drawn.
            settleScheduled = true
            Task { @MainActor [weak self] in self?.refreshFrameInterval() }
        }
        let hidden = barVisibility == .hidden || layout.isHidden
        // The accessory coming or going on its own track (`nil`: at rest, or with the bar): a top bar's, or any that fades
        // with Reduce Motion; while it goes, the one drawn when the bar hid.
        if sample.accessoryEntry == nil { outgoingAccessory = nil }
        let accessorySource = outgoingAccessory?.layout ?? layout
        let transit = sample.accessoryEntry.map { _ in
            Self.accessoryMotion(accessorySource, barEntry: sample.barEntry, accessoryEntry: sample.accessoryEntry, reduceMotion: sample.reduceMotion)
        }
        // A bar still leaving under the newer one, on its own exit (gone once that has ended).
        let earlierExit = earlierLeaving.flatMap { $0.exit.isFinished(at: time) ? nil : $0.exit.track.value(at: time - $0.exit.start) }
        let (list, generation, ambientOffset) = paintedList(sample: sample, showsCurrent: !hidden, accessory: transit, earlierExit: earlierExit)
        let ambient = hidden || input.reduceMotion ? [] : ambientAnimations(offset: ambientOffset)
        var frame = TabBarFrame(
            layout: layout, list: list, listGeneration: generation,
            accessibilityElements: hidden ? [] : elements?.elements ?? [], accessibilityGeneration: hidden ? -1 : elements?.generation ?? 0,
            menuTargets: hidden ? [] : menuTargets?.targets ?? [], isHidden: hidden, ambient: ambient,
            isModal: !hidden && layout.actionMenu != nil, sidebarTargets: hidden ? [] : sidebarTargets?.targets ?? [],
            containerValue: hidden ? nil : sidebarTargets?.containerValue)
        // No accessory view over a hidden bar's content, nor over an open menu (its capsule lies under the scrim); while
        // a top bar becomes the sidebar (or back), where the transition has it this frame; while a top bar hides or
        // shows, on its own way out or in (below the container, or fading with Reduce Motion); while a bar at the
        // bottom hides, with the bar as it was drawn, where its capsule is painted in the leaving bar. A bar that hides
        // from an open menu leaves with its scrim and menu painted over the capsule: the view, above everything the bar
        // paints, stays out (its capsule leaves dimmed under the scrim).
        let barShown = !hidden && layout.actionMenu == nil
        var place: TabBarAccessoryLayout?
        var motion = TabBarAccessoryMotion()
        if let transit {
            let source = hidden ? outgoingAccessory?.layout ?? layout : expanding ?? layout
            place = source.actionMenu == nil ? source.accessory : nil
            motion = transit
        } else if !hidden {
            place = layout.actionMenu == nil ? (expanding ?? layout).accessory : nil
            motion = Self.accessoryMotion(layout, barEntry: sample.barEntry, accessoryEntry: nil, reduceMotion: sample.reduceMotion)
        } else if let leaving, let exit = sample.barExit, leaving.layout.accessoryTransit == .withBar, leaving.layout.actionMenu == nil {
            place = leaving.layout.accessory
            motion = TabBarAccessoryMotion(offset: Self.accessoryLeaving(leaving.layout, barExit: exit))
        }
        frame.placeAccessory(place, lowered: motion.offset)
        frame.accessoryOpacity = frame.accessory == nil ? 1 : motion.opacity
        // Back with a bar shown again, it is reachable once it has arrived: its tracks ended, or it is within half a pixel
        // of its place (``accessoryArrived(_:tracksEnded:displayScale:)``); on its way out, never.
        if accessoryArriving, Self.accessoryArrived(
            hidden || frame.accessory == nil ? nil : motion, tracksEnded: sample.barEntry == nil && sample.accessoryEntry == nil,
            displayScale: displayScale) {
            accessoryArriving = false
        }
        frame.accessoryInteractive = Self.accessoryInteractive(placed: frame.accessory != nil, barHidden: hidden, arriving: accessoryArriving)
        frame.accessorySwallowsTouches = Self.accessorySwallowsTouches(
            placed: frame.accessory != nil, interactive: frame.accessoryInteractive, voiceOverRunning: input.voiceOverRunning)
        reportAccessory(
            frame.accessory, opacity: frame.accessoryOpacity, interactive: frame.accessoryInteractive, swallowsTouches: frame.accessorySwallowsTouches,
            barShown: barShown)
        // A top bar on its way to the sidebar (or back) moves the content's insets: reported for this frame, and once
        // more when the track ends (the insets at rest).
        let insetsMove = player.isMoving(.sidebarExpansion, at: time)
        if insetsMove || insetsMovedInFrame {
            if pendingInsets == nil { postpone(.insets) }
            pendingInsets = contentInsets(at: time, transition: expanding)
        }
        insetsMovedInFrame = insetsMove
        return frame
    }

    /// What a frame found but leaves for after drawing.
    enum Deferred {
        case change
        case tick(TabBarInputResult, Double)
        /// The machine is to hear the bar's edge (``tellBarEdge()``).
        case barEdge
        /// The container is to hear the content's insets a frame found (``onContentInsetsChange``).
        case insets
    }

    func postpone(_ work: Deferred) {
        let first = deferred.isEmpty
        deferred.append(work)
        guard first else { return }
        Task { @MainActor [weak self] in self?.settle() }
    }

    /// Does what the last frames found but could not do while being drawn (announcing a change merged while
    /// drawing, sending the long press the clock found): on the next turn of the main actor by itself, or at once
    /// by a host that drew outside a view update (UIKit's display link).
    public func settle() {
        let work = deferred
        deferred = []
        for item in work {
            switch item {
            case .change: changed()
            case .tick(let result, let time): perform(result, at: time)
            case .insets:
                guard let insets = pendingInsets else { continue }
                pendingInsets = nil
                onContentInsetsChange?(insets)
            case .barEdge:
                guard isBarOffBottomEdge != store.machine.isBarOffBottomEdge else { continue }
                send(.barOffBottomEdgeChanged(isBarOffBottomEdge))
                sync()
                changed()
            }
        }
    }

    /// The list to paint, its generation (it changes only when the structure does), and where the current
    /// drawing's slots start in it: the drawing itself at rest; while the bar changes visibility, the leaving
    /// bar and the current one (if it shows) stacked, each moved down by how far it is out of view (a top bar up, its
    /// accessory's capsule left where it rests: ``splittingAccessory(_:layout:apart:)``; a bottom bar's goes with it).
    /// While an accessory comes or goes on its own track (`transit`: under a top bar, or fading with Reduce Motion), its
    /// capsule is a layer of its own moved (or faded) as the view is, the one drawn when the bar hid while it goes.
    func paintedList(
        sample: TabBarAnimationFrame, showsCurrent: Bool, accessory transit: TabBarAccessoryMotion? = nil, earlierExit: Double? = nil
    ) -> (TabBarDisplayList, Int, Int) {
        if sample.barExit == nil, leaving != nil { leaving = nil }
        if earlierExit == nil, earlierLeaving != nil { earlierLeaving = nil }
        let entering = sample.barEntry != nil && showsCurrent
        let outgoing = transit == nil ? nil : outgoingAccessory
        let key: StackKey? = leaving == nil && earlierLeaving == nil && !entering && transit == nil ? nil : StackKey(
            listGeneration: listGeneration, leavingGeneration: leaving == nil ? nil : leavingGeneration, showsCurrent: showsCurrent,
            accessory: transit == nil ? .withBar : .apart, outgoingGeneration: outgoing == nil ? nil : outgoingGeneration,
            earlierGeneration: earlierLeaving == nil ? nil : earlierGeneration)
        let empty = TabBarDisplayList(size: containerSize)
        guard let key else {
            let structure = showsCurrent ? StackKey(listGeneration: listGeneration, leavingGeneration: nil, showsCurrent: true) : nil
            return (showsCurrent ? drawing?.list ?? empty : empty, generation(for: structure), 0)
        }
        if stack?.key != key {
            var layers: [(id: String, list: TabBarDisplayList)] = []
            var indices = StackLayers()
            // A top bar's accessory lies at the bottom of the content: its capsule is not moved with the bar (the
            // current one is painted as a layer of its own, never lowered; the leaving one not at all). A bottom bar's
            // leaves in the leaving bar, where the presenter places its view.
            if let earlier = earlierLeaving {
                indices.earlier = layers.count
                layers.append(("bar-out-earlier", Self.splittingAccessory(earlier.bar.drawing.list, layout: earlier.bar.layout).bar))
            }
            if let leaving {
                indices.leaving = layers.count
                layers.append(("bar-out", Self.splittingAccessory(leaving.drawing.list, layout: leaving.layout).bar))
            }
            if showsCurrent || transit != nil, let drawing, let layout = lastLayout {
                // On its own track the capsule is a layer of its own under any bar; while it goes, the one drawn when the
                // bar hid.
                let split = Self.splittingAccessory(drawing.list, layout: layout, apart: transit != nil)
                let capsule = outgoing.flatMap { Self.splittingAccessory($0.drawing.list, layout: $0.layout, apart: true).accessory } ?? split.accessory
                if let accessory = capsule {
                    indices.accessory = layers.count
                    // Faded (Reduce Motion), the capsule keeps its backdrop: its placement's opacity is the fade's, and the
                    // platform shows the blur (or glass) at that strength, never by the view's alpha.
                    layers.append(("accessory-out-of-bar", accessory))
                }
                if showsCurrent {
                    indices.bar = layers.count
                    layers.append(("bar", split.bar))
                }
            }
            stack = (key, TabBarDisplayStack(layers: layers, size: containerSize), indices)
        }
        guard var current = stack else { return (empty, generation(for: key), 0) }
        stack = nil  // the only reference while its slots are filled: no copy
        if let layer = current.layers.earlier, let earlier = earlierLeaving {
            let offset = (1 - (earlierExit ?? 0)) * Self.outOfView(earlier.bar.layout)
            current.stack.update(layer: layer, slots: earlier.bar.drawing.list.slots, root: Self.lowered(by: offset))
        }
        if let layer = current.layers.leaving, let leaving {
            let offset = (1 - (sample.barExit ?? 0)) * Self.outOfView(leaving.layout)
            current.stack.update(layer: layer, slots: leaving.drawing.list.slots, root: Self.lowered(by: offset))
        }
        if let layer = current.layers.accessory {
            current.stack.update(layer: layer, slots: [], root: transit?.slotValue ?? TabBarDisplaySlotValue())
        }
        var ambientOffset = 0
        if let layer = current.layers.bar, let drawing, let layout = lastLayout {
            let offset = (1 - (sample.barEntry ?? 1)) * Self.outOfView(layout)  // only while the bar changes visibility
            current.stack.update(layer: layer, slots: drawing.list.slots, root: Self.lowered(by: offset))
            ambientOffset = current.stack.offsets[layer]
        }
        stack = current
        return (current.stack.list, generation(for: key), ambientOffset)
    }

    /// A bar's display list without its accessory's capsule (the top-level group `accessory`), and that capsule as a
    /// list of its own, when the bar is at the top (iPad's top bar: the accessory lies at the bottom of the content) or
    /// the accessory is `apart` for a while (on its own track: fading with Reduce Motion); any other bar's list whole.
    /// The capsule has no slots: the bar's keep their numbers.
    static func splittingAccessory(_ list: TabBarDisplayList, layout: TabBarLayout, apart: Bool = false) -> (bar: TabBarDisplayList, accessory: TabBarDisplayList?) {
        guard layout.isAtTop || apart, layout.accessory != nil else { return (list, nil) }
        let isAccessory = { (item: TabBarDisplayItem) -> Bool in
            if case .group(let group) = item { return group.id == "accessory" }
            return false
        }
        let capsule = list.items.filter(isAccessory)
        guard !capsule.isEmpty else { return (list, nil) }
        var bar = list
        bar.items.removeAll(where: isAccessory)
        return (bar, TabBarDisplayList(size: list.size, items: capsule, backdropSource: list.backdropSource))
    }

    /// The ambient animations of the drawing painted, its slots starting at `offset` in the list: made again
    /// only when the drawing, the ambient tracks or the offset change.
    func ambientAnimations(offset: Int) -> [TabBarDisplayAmbient] {
        let repeating = player.playing.lazy.filter(\.track.repeatsAutoreversing)
        if let cached = ambientCache, cached.key.listGeneration == listGeneration, cached.key.offset == offset,
            cached.key.playing.elementsEqual(repeating)
        {
            return cached.animations
        }
        let playing = Array(repeating)
        let key = AmbientKey(listGeneration: listGeneration, playing: playing, offset: offset)
        var animations = drawing?.ambientAnimations(playing.map { (track: $0.track, start: $0.start) }) ?? []
        for index in animations.indices { animations[index].slot += offset }
        ambientCache = (key, animations)
        return animations
    }

    /// What a frame's ambient animations were made from.
    struct AmbientKey: Equatable {
        let listGeneration: Int
        let playing: [TabBarTimelinePlayer.Playing]
        let offset: Int
    }

    /// A generation for a painted structure: the same structure keeps its number, another gets a new one.
    func generation(for key: StackKey?) -> Int {
        if let shown, shown.key == key { return shown.generation }
        let next = (shown?.generation ?? 0) + 1
        shown = (key, next)
        return next
    }

    /// How far a bar moves to be out of view, with room for its shadow: down from its top (the raised button's) past
    /// the container's bottom, or, for a bar at the top (iPad's top bar), up (negative) from its bottom past the top.
    public static func outOfView(_ layout: TabBarLayout) -> Double {
        if layout.isAtTop { return -(max(0, layout.bounds.maxY) + outOfViewMargin) }
        return max(0, layout.environment.containerSize.height - min(layout.bounds.minY, layout.accessory?.frame.minY ?? .infinity)) + outOfViewMargin
    }

    /// How far the accessory moves down with its bar while the bar changes visibility (`barEntry` 0 … 1, `nil` at rest):
    /// as far as a bottom bar (or a sidebar) that goes out of view; not at all under a top bar, whose accessory lies at
    /// the bottom of the content, away from the bar going up (it stays where it rests).
    public static func accessoryLowered(_ layout: TabBarLayout, barEntry: Double?) -> Double {
        layout.isAtTop ? 0 : (1 - (barEntry ?? 1)) * outOfView(layout)
    }

    /// The bar's visibility as drawn: the store's, with the bar's edge as the presenter's inputs say now (the machine
    /// hears a change on the next turn: ``tellBarEdge()``); the keyboard never hides a bar at the top.
    var barVisibility: TabBarVisibility { store.machine.visibility(barOffBottomEdge: isBarOffBottomEdge) }

    /// The room left below the container for a bar's shadow as it goes out of view, in points.
    static let outOfViewMargin = 32.0

    static func lowered(by offset: Double) -> TabBarDisplaySlotValue {
        TabBarDisplaySlotValue(transform: abs(offset) > 1e-3 ? TabBarDisplayTransform(translate: TabBarPoint(x: 0, y: offset)) : nil)
    }

    /// The frame now.
    public func frame() -> TabBarFrame { frame(at: clock()) }

    /// What a container adds to its children's safe area for the bar as last drawn (keyboard-aware).
    ///
    /// It is the layout of the container as it is now (its size, safe area, text size, the iPad sidebar), not the
    /// one last drawn: a container lays its children out before its bar draws its next frame (SwiftUI's bar draws
    /// later in the same pass), and content must not sit under a bar laid out for the old size.
    public var contentInsets: TabBarInsets {
        let time = clock()
        // While a top bar expands into the sidebar (or back), the content's insets slide with it, frame by frame.
        let moving = player.isMoving(.sidebarExpansion, at: time)
            ? sidebarTransition(sample: player.sample(at: time, includingAmbient: false), scrollOffset: lastScrollOffset) : nil
        return contentInsets(at: time, transition: moving)
    }

    /// How a container applies a change of ``contentInsets`` now: on the spring the bar hides and shows on
    /// (`TabBarMotionPlanner.barVisibilityCurve(_:)`, critically damped: UIKit's `animate(springDuration:bounce:…)`
    /// with its `duration` and `bounce`) while the bar, or its accessory,
    /// comes, goes, minimises or expands with motion, so the content's edge moves with them rather than jumping in the
    /// first frame (the container lays out what was pending first, so rows a scroll brings in are not animated); `nil`
    /// (at once) at rest, with Reduce Motion (the bar changes at once; its accessory's short fade is no motion to follow),
    /// and while a top bar expands into its sidebar (the insets follow that frame by frame: ``onContentInsetsChange``).
    /// Once per change, not per frame: the content is laid out once and the platform moves it.
    public var contentInsetsSpring: TabBarSpringCurve? {
        let time = clock()
        guard !input.reduceMotion, !player.isMoving(.sidebarExpansion, at: time) else { return nil }
        // A scroll-driven minimise or expand too: with an accessory its inset changes by some 80 pt, and set at once the
        // content pinned to the safe area would drop into the room the mini player still fills while it slides inline.
        let barMoves = player.isMoving(.barExit, at: time) || player.isMoving(.barEntry, at: time)
        let moving = barMoves || player.isMoving(.accessoryEntry, at: time)
        guard moving, case .spring(let spring) = TabBarMotionPlanner.barVisibilityCurve(theme.motion) else { return nil }
        return spring
    }

    /// The content's insets with the layout of a top bar's expansion at `time` (`transition`), else the layout at rest.
    func contentInsets(at time: Double, transition: TabBarLayout?) -> TabBarInsets {
        let layout = transition ?? layoutCache.layout(for: layoutInputs(state: store.state, scrollOffset: lastScrollOffset))
        return layout.additionalSafeArea(visibility: barVisibility, keyboard: input.keyboardFrame)
    }

    /// Whether a container must apply ``contentInsets`` again after the frame at `time`: while a top bar's expansion
    /// into the sidebar (or back) plays, and once more when it ends (the insets at rest).
    public func contentInsetsMove(at time: Double) -> Bool {
        let moving = player.isMoving(.sidebarExpansion, at: time)
        defer { insetsWereMoving = moving }
        return moving || insetsWereMoving
    }

    /// The layout last drawn.
    public var layout: TabBarLayout? { lastLayout }

    /// How many layouts were made so far (a test's way to see nothing is laid out per frame).
    public var layoutCount: Int { layoutCache.generation }

    /// How many display lists were prepared so far.
    public var preparedListCount: Int { listGeneration }
}

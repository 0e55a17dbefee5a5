import Observation
import TabBarCore

/// The observable home of a `TabBarMachine` for SwiftUI and UIKit apps.
///
/// The store turns events into state changes and hands every effect, in order, to the
/// performer the app supplies (haptics, analytics, presenting the action, …). Views read
/// `state` and `transition` and are invalidated when they change (`Observation`).
///
/// ```swift
/// let store = try TabBarKitStore(AppTab.self, selected: .home) { effect in
///     if case .presentAction = effect { showComposer = true }
/// }
/// store.select(AppTab.activity)
/// ```
@MainActor
public final class TabBarKitStore: Observable {
    /// Performs one effect on behalf of the app.
    public typealias Performer = @MainActor (TabBarEffect) -> Void

    private let registrar = ObservationRegistrar()
    private var storedMachine: TabBarMachine
    private var storedTransition: TabBarTransition
    private var launched = false
    /// The tabs the effects so far told the host to create (and not to release since): launch creates only the rest.
    private var mountedByEffects: Set<TabID> = []
    /// Whether an effect so far logged a screen view: launch logs the first screen only when none did.
    private var loggedScreen = false
    /// Whether the selection was decided since the store was made (a restore, a deep link, a selection), so that
    /// it wins over the initial value of an app's `selection:` binding.
    private var selectionDecided = false
    /// Whether the app's search field is open though no selection activated it (the user tapped it; the search tab
    /// was selected without `searchActivation: selection`, restored, or launched on): see ``isSearchActive``.
    private var storedSearchFieldOpen = false

    /// The containers hosting the store (usually one; a second iPad window has its own), each told of every
    /// change, in order, after the app's performer, so a change an app makes with ``send(_:)`` is performed too
    /// and none is lost when several land in one update.
    private var hosts: [WeakHost] = []

    /// A container hosting the store, held weakly.
    struct WeakHost {
        weak var driver: TabBarContainerDriver?
    }

    /// Changes not yet delivered to the hosts, in order (a host performing one may send another).
    private var deliveries: [TabBarTransition] = []
    private var delivering = false

    /// Starts telling `driver` of every change.
    func addHost(_ driver: TabBarContainerDriver) {
        hosts.removeAll { $0.driver == nil }
        hosts.append(WeakHost(driver: driver))
    }

    /// The host the user acted in last (a tap, a key, a swipe in its window).
    private weak var actingHost: TabBarContainerDriver?

    /// `driver`'s window is where the user acts now: what happens once per change happens there.
    func hostActs(_ driver: TabBarContainerDriver) {
        actingHost = driver
    }

    /// Whether `driver` is the host that performs what happens once per change however many windows show the
    /// store (a sheet, a haptic, VoiceOver's focus, a screen view): the one the user acted in last while its
    /// window is in the foreground, else the first in the foreground, else the first still there.
    func isPrimaryHost(_ driver: TabBarContainerDriver) -> Bool {
        let live = hosts.compactMap(\.driver)
        if let acting = actingHost, live.contains(where: { $0 === acting }), acting.isInForeground() { return acting === driver }
        return (live.first { $0.isInForeground() } ?? actingHost ?? live.first) === driver
    }

    /// Hands each change to every host, in order: one a host sends while performing waits for the others.
    private func deliver(_ transition: TabBarTransition) {
        deliveries.append(transition)
        guard !delivering else { return }
        delivering = true
        defer { delivering = false }
        while !deliveries.isEmpty {
            let next = deliveries.removeFirst()
            hosts.removeAll { $0.driver == nil }
            for host in hosts { host.driver?.storeChanged(next) }
        }
    }

    /// The app's performer; it receives every effect, in the order the machine returned them.
    public var perform: Performer

    /// Translates the user-visible strings of every configuration the store takes (String Catalog keys).
    public let translator: TabBarTranslator

    /// Creates a store for a configuration, its strings localised by `translator` (the app's main bundle by
    /// default); throws every configuration problem.
    public init(
        configuration: TabBarConfiguration, translator: TabBarTranslator = .main, perform: @escaping Performer = { _ in }
    ) throws(TabBarConfigurationError) {
        var machine = try TabBarMachine(configuration: configuration.localized(translator))
        machine.phrases = translator.phrases
        self.translator = translator
        storedMachine = machine
        storedTransition = TabBarTransition(sequence: 0, event: nil, effects: [], before: machine.state, after: machine.state)
        self.perform = perform
    }

    /// Creates a store with one tab per case of an enum, its strings localised by `translator`.
    public convenience init<T: TabRepresentable>(
        _ type: T.Type, selected: T? = nil, behavior: TabBarBehavior = TabBarBehavior(), routes: [TabBarRouteRule] = [],
        translator: TabBarTranslator = .main, perform: @escaping Performer = { _ in }
    ) throws(TabBarConfigurationError) {
        try self.init(
            configuration: TabBarConfiguration(type, selected: selected, behavior: behavior, routes: routes), translator: translator,
            perform: perform)
    }

    /// The machine (read-only: change it with `send(_:)`).
    public var machine: TabBarMachine {
        registrar.access(self, keyPath: \.machine)
        return storedMachine
    }

    /// The last change: the event, its effects and the states before and after it.
    public var transition: TabBarTransition {
        registrar.access(self, keyPath: \.transition)
        return storedTransition
    }

    /// The current state.
    public var state: TabBarState { machine.state }

    /// The validated configuration (``apply(configuration:)`` changes it).
    public var configuration: TabBarConfiguration { machine.configuration }

    /// The bar's visibility as the core resolves it (keyboard, routes, scrolling, the host).
    public var visibility: TabBarVisibility { machine.visibility }

    /// The host's say over selections (a paywall, a sign-in gate), as a `Sendable` core policy. On the main
    /// actor, ``shouldSelect`` is simpler: it may read the app's main-actor state.
    public var selectionPolicy: TabBarSelectionPolicy {
        get { machine.selectionPolicy }
        set { change { $0.selectionPolicy = newValue } }
    }

    /// Whether the host reports the content's scrolling (`TabBarMachine.hostReportsScrolling`); the native style's
    /// `TabView` reports none, so a reselect never skips its scroll stage there.
    public var hostReportsScrolling: Bool {
        get { machine.hostReportsScrolling }
        set { change { $0.hostReportsScrolling = newValue } }
    }

    /// Decides each selection on the main actor, where the app's state lives: allow it, deny it with a
    /// reason, or redirect it (a paywall). `nil` allows everything. It replaces ``selectionPolicy``.
    ///
    /// ```swift
    /// store.shouldSelect = { request in
    ///     request.to == "premium" && !account.isSubscribed ? .redirect(to: "paywall") : .allow
    /// }
    /// ```
    public var shouldSelect: (@MainActor (TabBarSelectionPolicy.Request) -> TabBarSelectionPolicy.Decision)? {
        didSet {
            guard let decide = shouldSelect else {
                selectionPolicy = .allowAll
                return
            }
            // The machine asks synchronously from `send(_:)`, which runs on the main actor. (A copy of
            // `machine` driven off the main actor needs a `selectionPolicy` of its own.)
            selectionPolicy = TabBarSelectionPolicy { request in MainActor.assumeIsolated { decide(request) } }
        }
    }

    /// Performs the launch effects (mount the live tabs, log the first screen) once. A tab that an earlier change
    /// already mounted (a deep link opened before the first appearance) is not mounted again, and the first screen
    /// is logged only when no change logged one.
    public func launch() {
        guard !launched else { return }
        launched = true
        let effects = storedMachine.launchEffects.filter { effect in
            switch effect {
            case .mount(let id): !mountedByEffects.contains(id)
            case .analytics: !loggedScreen
            default: true
            }
        }
        record(event: nil, effects: effects, before: storedMachine.state)
    }

    /// Whether ``launch()`` has run.
    public var isLaunched: Bool { launched }

    /// Whether the selection was decided since the store was made: restored, opened by a deep link, or changed.
    public var selectionWasDecided: Bool { selectionDecided }

    /// Handles an event: updates the state, then performs its effects in order; returns them.
    @discardableResult
    public func send(_ event: TabBarEvent) -> [TabBarEffect] {
        let before = storedMachine.state
        var effects: [TabBarEffect] = []
        change { effects = $0.handle(event) }
        record(event: event, effects: effects, before: before)
        return effects
    }

    /// Handles events one after another.
    @discardableResult
    public func send(_ events: [TabBarEvent]) -> [TabBarEffect] {
        events.flatMap { send($0) }
    }

    /// Restores a snapshot (`snapshotJSON()`); bad data keeps the state and is reported as a diagnostic effect.
    @discardableResult
    public func restore(json text: String) -> [TabBarEffect] {
        let before = storedMachine.state
        var effects: [TabBarEffect] = []
        change { effects = $0.restore(json: text) }
        if effects.contains(where: { if case .diagnostic(let d) = $0 { d.code == "restoreUnreadable" } else { false } }) == false {
            selectionDecided = true
        }
        record(event: nil, effects: effects, before: before)
        return effects
    }

    /// Creates a tab's content without selecting it (React Navigation's `preload`), within the live-tab cap;
    /// the performer receives its `mount` effect. Pinned and selected tabs are never evicted for it.
    @discardableResult
    public func preload(_ tab: TabID) -> [TabBarEffect] {
        send(.preloadRequested(tab))
    }

    /// Applies a new configuration (a signed-in user gains a tab, titles after a language switch), keeping every
    /// stack, badge, live tab and customisation that still exists; throws every problem of the new one, changing nothing.
    ///
    /// The performer receives what the host must do: `mount` and `unmount`, a `selectionChanged` when the
    /// selected tab is gone, and a `configurationRepaired` diagnostic for each repair.
    ///
    /// ```swift
    /// // The configuration the app declares (its titles are String Catalog keys); the store's translator localises it.
    /// try store.apply(configuration: declaredConfiguration)
    /// ```
    @discardableResult
    public func apply(configuration new: TabBarConfiguration) throws(TabBarConfigurationError) -> [TabBarEffect] {
        var next = storedMachine
        let effects = try next.apply(configuration: new.localized(translator))
        let before = storedMachine.state
        change { $0 = next }
        record(event: nil, effects: effects, before: before)
        return effects
    }

    /// The state as snapshot JSON, for saving.
    public func snapshotJSON() -> String { storedMachine.snapshotJSON() }

    /// Whether the app's search field is open without a selection having activated it; a change of selection, or the
    /// machine deactivating search, closes it.
    var searchFieldOpen: Bool {
        get {
            registrar.access(self, keyPath: \.searchFieldOpen)
            return storedSearchFieldOpen
        }
        set {
            guard newValue != storedSearchFieldOpen else { return }
            registrar.withMutation(of: self, keyPath: \.searchFieldOpen) { storedSearchFieldOpen = newValue }
        }
    }

    private func change(_ body: (inout TabBarMachine) -> Void) {
        registrar.withMutation(of: self, keyPath: \.machine) { body(&storedMachine) }
    }

    private func record(event: TabBarEvent?, effects: [TabBarEffect], before: TabBarState) {
        let next = TabBarTransition(
            sequence: storedTransition.sequence + 1, event: event, effects: effects, before: before, after: storedMachine.state)
        registrar.withMutation(of: self, keyPath: \.transition) { storedTransition = next }
        for effect in effects {
            switch effect {
            case .mount(let id): mountedByEffects.insert(id)
            case .unmount(let id): mountedByEffects.remove(id)
            case .analytics: loggedScreen = true
            case .selectionChanged:
                selectionDecided = true
                searchFieldOpen = false
            case .searchChanged(_, isActive: false): searchFieldOpen = false
            default: break
            }
            perform(effect)
        }
        deliver(next)
    }
}

/// One change of a store: what happened, what the host must do, and the states around it
/// (the motion planner animates between them).
public struct TabBarTransition: Hashable, Sendable {
    /// Counts changes; a view reacts to each new value once.
    public var sequence: Int
    /// The event, or `nil` for launch, restoration and a new configuration.
    public var event: TabBarEvent?
    /// The effects, in order.
    public var effects: [TabBarEffect]
    /// The state before the change.
    public var before: TabBarState
    /// The state after it.
    public var after: TabBarState
}

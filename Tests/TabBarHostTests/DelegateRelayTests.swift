import Testing
import TabBarHost

/// Issue 33's leftovers, item 2: the UIKit navigation proxy's forwarding rules (`TabBarDelegateRelay`), played on
/// Linux with stand-ins for a navigation controller, the app's delegate, an RxCocoa-style proxy (it keeps the delegate
/// it finds, forwards every call and `responds(to:)` to it, and takes the delegate again whenever it finds another)
/// and a hand-written forwarder (it keeps the delegate it replaced and forwards calls, not `responds(to:)`). The
/// stand-in for our proxy calls the relay exactly as `TabBarNavigationProxy` does.
@Suite("Navigation delegate relay: proxies chain without loss, nested calls reach the app")
@MainActor
struct DelegateRelayTests {
    /// A screen, compared by identity as view controllers are.
    final class Screen {}

    /// What a delegate of the stand-in navigation controller answers.
    @MainActor protocol Delegate: AnyObject {
        func willShow(_ navigation: Navigation, _ screen: Screen)
        func orientations(_ navigation: Navigation) -> Int?
        func responds(to method: String) -> Bool
    }

    /// A navigation controller: one delegate, told of every screen it shows when the delegate answered `willShow` as it
    /// was set (UIKit reads which optional methods a delegate answers then, and keeps the answers until a delegate is set
    /// again); its orientations are the delegate's, or (without one) its top screen's.
    @MainActor final class Navigation {
        weak var delegate: (any Delegate)? {
            didSet { sendsWillShow = delegate?.responds(to: "willShow") ?? false }
        }
        /// The answer to `responds(to: "willShow")` read when the delegate was last set.
        private(set) var sendsWillShow = false
        /// The proxy it keeps alive (UIKit: an associated object), whatever its delegate is.
        var kept: Ours?
        var top = Screen()
        static let topOrientations = 2

        func show(_ screen: Screen) {
            top = screen
            if sendsWillShow { delegate?.willShow(self, screen) }
        }

        /// Sets the delegate it has again, as RxCocoa's `reset()` does (nil, then itself): the answers are read again.
        func reset() {
            let front = delegate
            delegate = nil
            delegate = front
        }

        var orientations: Int {
            guard let delegate, delegate.responds(to: "orientations") else { return Self.topOrientations }
            return delegate.orientations(self) ?? Self.topOrientations
        }
    }

    /// The app's own delegate: counts what it is told; may push a screen from within `willShow` (a nested move).
    @MainActor final class App: Delegate {
        var shown: [ObjectIdentifier] = []
        var orientationAnswer: Int?
        var pushesOnce: Screen?

        func willShow(_ navigation: Navigation, _ screen: Screen) {
            shown.append(ObjectIdentifier(screen))
            if let next = pushesOnce {
                pushesOnce = nil
                navigation.show(next)
            }
        }

        func orientations(_ navigation: Navigation) -> Int? { orientationAnswer }
        /// Methods it does not implement (besides orientations without an answer).
        var lacks: Set<String> = []
        func responds(to method: String) -> Bool { !lacks.contains(method) && (method != "orientations" || orientationAnswer != nil) }
    }

    /// A container: the owner a proxy listens for.
    final class Owner {}

    /// A delegate that says which delegate it forwards to (RxCocoa's `_forwardToDelegate`).
    @MainActor protocol NamesForwardTarget: Delegate {
        var forwardTarget: (any Delegate)? { get }
    }

    /// Calls nested this deep mean a loop: the stand-ins stop and the test fails rather than overflow the stack.
    @MainActor static var depth = 0
    @MainActor static func entering() -> Bool {
        depth += 1
        if depth > 20 { Issue.record("a call loops round the chain") }
        return depth <= 20
    }

    /// An RxCocoa-style proxy: installing it (again, on every binding: RxCocoa's `proxy(for:)`) keeps the delegate it
    /// finds unless that is itself, and forwards every call and every `responds(to:)` to it; it names that delegate.
    @MainActor final class RxStyle: NamesForwardTarget {
        weak var forward: (any Delegate)?
        var shown = 0
        var forwardTarget: (any Delegate)? { forward }

        func install(on navigation: Navigation) {
            guard navigation.delegate !== self else { return }
            forward = navigation.delegate
            navigation.delegate = self
        }

        func willShow(_ navigation: Navigation, _ screen: Screen) {
            defer { DelegateRelayTests.depth -= 1 }
            guard DelegateRelayTests.entering() else { return }
            shown += 1
            forward?.willShow(navigation, screen)
        }

        func orientations(_ navigation: Navigation) -> Int? { forward?.orientations(navigation) }
        func responds(to method: String) -> Bool { forward?.responds(to: method) ?? false }
    }

    /// A hand-written forwarder: keeps the delegate it replaced and forwards calls to it, but answers `responds(to:)`
    /// for itself (it implements every method).
    @MainActor final class Forwarder: Delegate {
        weak var previous: (any Delegate)?
        var shown = 0

        func install(on navigation: Navigation) {
            previous = navigation.delegate
            navigation.delegate = self
        }

        func willShow(_ navigation: Navigation, _ screen: Screen) {
            shown += 1
            previous?.willShow(navigation, screen)
        }

        func orientations(_ navigation: Navigation) -> Int? { previous?.orientations(navigation) }
        func responds(to method: String) -> Bool { true }
    }

    /// Our proxy, calling the relay as `TabBarNavigationProxy` does.
    @MainActor final class Ours: Delegate {
        let relay = TabBarDelegateRelay()
        var heard: [ObjectIdentifier] = []
        static let probe = "probe"

        func adopt(_ navigation: Navigation) {
            let takesOver = relay.adopt(
                current: navigation.delegate, proxy: self, forwardsTo: { ($0 as? any NamesForwardTarget)?.forwardTarget },
                probe: { _ = ($0 as? any Delegate)?.responds(to: Self.probe) })
            if takesOver { navigation.delegate = self }
        }

        /// The proxy `owner` listens through, as `TabBarNavigationProxy.listening(to:owner:…)` finds or makes it: the one
        /// the navigation controller keeps, else a new one it keeps; adopted at once.
        static func listening(to navigation: Navigation, owner: AnyObject) -> Ours {
            let proxy = navigation.kept ?? Ours()
            navigation.kept = proxy
            proxy.relay.attach(owner: owner)
            proxy.adopt(navigation)
            return proxy
        }

        /// Lets go of the navigation controller, as `TabBarNavigationProxy.release(_:owner:)` does; whether it let go.
        @discardableResult
        func release(_ navigation: Navigation, owner: AnyObject) -> Bool {
            guard relay.detach(owner: owner) else { return false }
            if relay.handsBack(current: navigation.delegate, proxy: self) { navigation.delegate = relay.forwardee as? any Delegate }
            return true
        }

        func willShow(_ navigation: Navigation, _ screen: Screen) {
            defer { DelegateRelayTests.depth -= 1 }
            guard DelegateRelayTests.entering() else { return }
            relay.relay(TabBarDelegateCall("willShow", [navigation, screen]), front: navigation.delegate, hear: { heard.append(ObjectIdentifier(screen)) }) {
                ($0 as? any Delegate)?.willShow(navigation, screen)
            }
        }

        func orientations(_ navigation: Navigation) -> Int? {
            relay.relay(TabBarDelegateCall("orientations", [navigation]), front: navigation.delegate) { ($0 as? any Delegate)?.orientations(navigation) }
                ?? Navigation.topOrientations  // answered alone: what the navigation controller answers without a delegate
        }

        func responds(to method: String) -> Bool {
            if method == Self.probe {
                relay.probeArrived()
                return false
            }
            return relay.responds(to: method, listened: method == "willShow") { ($0 as? any Delegate)?.responds(to: method) }
        }
    }

    /// Shows a new screen and expects each party to have been told once, the app's delegate included.
    func expectOnce(_ navigation: Navigation, app: App, ours: Ours, others: [() -> Int] = [], _ note: Comment) {
        let screen = Screen()
        let before = (app.shown.count, ours.heard.count, others.map { $0() })
        navigation.show(screen)
        #expect(app.shown.count == before.0 + 1 && app.shown.last == ObjectIdentifier(screen), "the app's delegate once: \(note)")
        #expect(ours.heard.count == before.1 + 1, "our proxy hears it once: \(note)")
        for (other, count) in zip(others, before.2) { #expect(other() == count + 1, "the other proxy once: \(note)") }
    }

    @Test("ours first, then an RxCocoa-style proxy, then our adopt again and again (and Rx binding again): the app's delegate gets each call once")
    func oursThenRx() {
        let navigation = Navigation(), app = App(), ours = Ours(), rx = RxStyle()
        navigation.delegate = app
        ours.adopt(navigation)
        expectOnce(navigation, app: app, ours: ours, "ours alone")
        rx.install(on: navigation)
        expectOnce(navigation, app: app, ours: ours, others: [{ rx.shown }], "Rx in front of ours")
        for round in 1...3 {
            ours.adopt(navigation)
            rx.install(on: navigation)
            expectOnce(navigation, app: app, ours: ours, others: [{ rx.shown }], "after adopt \(round)")
        }
        #expect(navigation.delegate === rx, "ours stays behind the proxy that forwards to it: no ping-pong")
        #expect(rx.forward === ours && ours.relay.forwardee === app)
    }

    @Test("an RxCocoa-style proxy first, then ours, then our adopt again and again: the app's delegate gets each call once")
    func rxThenOurs() {
        let navigation = Navigation(), app = App(), ours = Ours(), rx = RxStyle()
        navigation.delegate = app
        rx.install(on: navigation)
        ours.adopt(navigation)
        expectOnce(navigation, app: app, ours: ours, others: [{ rx.shown }], "ours in front of Rx")
        for round in 1...3 {
            ours.adopt(navigation)
            expectOnce(navigation, app: app, ours: ours, others: [{ rx.shown }], "after adopt \(round)")
        }
        #expect(navigation.delegate === ours && ours.relay.forwardee === rx && rx.forward === app)
    }

    @Test("a proxy that takes the delegate back from ours (Rx binding again after ours took over) is neither called twice nor looped through, and the delegate it dropped still hears each call once")
    func rxTakesBack() {
        let navigation = Navigation(), app = App(), ours = Ours(), rx = RxStyle()
        navigation.delegate = app
        rx.install(on: navigation)
        ours.adopt(navigation)
        rx.install(on: navigation)  // RxCocoa's `proxy(for:)` on the next binding: it now forwards to ours
        #expect(rx.forward === ours, "the other proxy dropped the app's delegate")
        for round in 0...2 {
            if round > 0 { ours.adopt(navigation) }
            expectOnce(navigation, app: app, ours: ours, others: [{ rx.shown }], "round \(round): each once, no loop")
        }
        #expect(navigation.delegate === rx, "ours stays behind it")
        #expect(ours.relay.forwardee === app, "the app's delegate, which the other proxy named when ours took it over, is ours to reach")
    }

    /// What happens to a navigation controller the app bound RxCocoa to before handing it over.
    enum Step: String, CustomStringConvertible, CaseIterable, Sendable {
        /// The app touches `nav.rx` again (RxCocoa's `proxy(for:)`: it takes the delegate back if another holds it).
        case rxBinds
        /// The container looks at its navigation controllers again (`TabBarNavigationProxy.adopt`).
        case oursLooks
        var description: String { rawValue }
    }

    /// Every sequence of up to four steps.
    nonisolated static let stepSequences: [[Step]] = (1...4).flatMap { length in
        (0..<(1 << length)).map { bits in (0..<length).map { bits & (1 << $0) == 0 ? Step.rxBinds : .oursLooks } }
    }

    @Test("the app binds an RxCocoa-style proxy before handing its navigation controller over (its coordinator behind that proxy), then binds again and the container looks again, in every order: the coordinator gets each call exactly once, no loop",
          arguments: stepSequences)
    func rxBoundBeforeHandOver(steps: [Step]) {
        let navigation = Navigation(), app = App(), ours = Ours(), rx = RxStyle()
        navigation.delegate = app
        rx.install(on: navigation)
        ours.adopt(navigation)
        #expect(ours.relay.forwardee === rx, "the proxy taken over first, its coordinator behind it")
        expectOnce(navigation, app: app, ours: ours, others: [{ rx.shown }], "handed over")
        var tookBack = false
        for (index, step) in steps.enumerated() {
            switch step {
            case .rxBinds:
                tookBack = tookBack || navigation.delegate !== rx
                rx.install(on: navigation)
            case .oursLooks:
                ours.adopt(navigation)
            }
            expectOnce(navigation, app: app, ours: ours, others: [{ rx.shown }], "after \(steps.prefix(index + 1))")
        }
        if tookBack, navigation.delegate === rx, steps.last == .oursLooks {
            #expect(rx.forward === ours && ours.relay.forwardee === app, "the next look leaves the coordinator alone behind ours")
        }
    }

    @Test("a proxy that names ours as its forward target is never put behind itself: each call once, no loop")
    func namedTargetIsOurs() {
        /// Forwards calls to ours and names it, but answers `responds(to:)` itself (so the probe does not reach ours).
        @MainActor final class Named: NamesForwardTarget {
            weak var target: (any Delegate)?
            var shown = 0
            var forwardTarget: (any Delegate)? { target }
            func willShow(_ navigation: Navigation, _ screen: Screen) {
                defer { DelegateRelayTests.depth -= 1 }
                guard DelegateRelayTests.entering() else { return }
                shown += 1
                target?.willShow(navigation, screen)
            }
            func orientations(_ navigation: Navigation) -> Int? { nil }
            func responds(to method: String) -> Bool { true }
        }
        let navigation = Navigation(), app = App(), ours = Ours(), named = Named()
        navigation.delegate = app
        ours.adopt(navigation)
        named.target = ours
        navigation.delegate = named
        ours.adopt(navigation)
        #expect(navigation.delegate === ours && ours.relay.forwardee === named)
        expectOnce(navigation, app: app, ours: ours, others: [{ named.shown }], "the named proxy in front of the app's delegate")
    }

    @Test("the container letting go of an adopted navigation controller gives it back the delegate calls went on to (the app's, or the proxy in front of it); a proxy in front of ours keeps its place",
          arguments: [false, true])
    func releaseHandsBack(rxBoundFirst: Bool) {
        let navigation = Navigation(), app = App(), rx = RxStyle(), owner = Owner()
        navigation.delegate = app
        if rxBoundFirst { rx.install(on: navigation) }
        let ours = Ours.listening(to: navigation, owner: owner)
        ours.release(navigation, owner: owner)
        #expect(navigation.delegate === (rxBoundFirst ? rx as any Delegate : app))
        let shown = app.shown.count
        navigation.show(Screen())
        #expect(app.shown.count == shown + 1, "the app's delegate still hears its navigation controller")
        #expect(rx.shown == (rxBoundFirst ? 1 : 0))
        #expect(ours.heard.isEmpty, "nothing is heard once the container let go")
        // A proxy in front of ours (bound after ours took over) stays the delegate.
        let other = Navigation(), front = RxStyle()
        other.delegate = app
        let behind = Ours.listening(to: other, owner: owner)
        front.install(on: other)
        #expect(!behind.relay.handsBack(current: other.delegate, proxy: behind))
        behind.release(other, owner: owner)
        #expect(other.delegate === front)
    }

    /// How a container stops listening to a navigation controller it adopted.
    enum Leaving: String, CustomStringConvertible, CaseIterable, Sendable {
        /// The tab's child is released (`removeChild`): the proxy is detached and hands the delegate back.
        case released
        /// The container is freed without letting go (sign-out replacing the root): its owner is gone.
        case containerFreed
        var description: String { rawValue }
    }

    @Test("a proxy whose container let go or is gone is a pass-through, kept by the navigation controller: each call reaches the app's delegate (and a proxy in front) exactly once, none is heard, and responds(to:) answers as the app's delegate does",
          arguments: Leaving.allCases, [false, true])
    func passThrough(leaving: Leaving, rxInFront: Bool) {
        let navigation = Navigation(), app = App()
        app.lacks = ["willShow"]  // a coordinator that implements only some of the methods
        navigation.delegate = app
        var owner: Owner? = Owner()
        let ours = Ours.listening(to: navigation, owner: owner!)
        let rx = RxStyle()
        if rxInFront { rx.install(on: navigation) }  // bound after hand-over: it forwards to ours
        #expect(ours.responds(to: "willShow"), "a method the proxy listens through is answered while it listens")
        switch leaving {
        case .released: ours.release(navigation, owner: owner!)
        case .containerFreed: owner = nil
        }
        #expect(!ours.relay.isListening)
        #expect(navigation.kept === ours, "the navigation controller keeps its proxy")
        #expect(ours.responds(to: "willShow"), "a method it listens through stays answered (forwarded to nobody)")
        app.orientationAnswer = nil
        #expect(!ours.responds(to: "orientations"))
        app.orientationAnswer = 6
        #expect(ours.responds(to: "orientations") && navigation.orientations == 6)
        app.lacks = []
        navigation.reset()  // the app's delegate now has willShow: the navigation controller reads the answers again
        for round in 1...3 {
            let shown = app.shown.count, rxShown = rx.shown
            navigation.show(Screen())
            #expect(app.shown.count == shown + 1, "round \(round): the app's delegate once")
            if rxInFront { #expect(rx.shown == rxShown + 1, "round \(round): the proxy in front once") }
            #expect(ours.heard.isEmpty, "round \(round): nothing heard")
        }
        if rxInFront { #expect(navigation.delegate === rx && rx.forward === ours, "the proxy in front forwards to ours, alive") }
    }

    @Test("a navigation controller that reads its delegate's answers again while our proxy is detached (an RxCocoa-style proxy in front resets) still sends willShow once a container adopts it again: the answers never change with the owner",
          arguments: Leaving.allCases, [false, true])
    func reAdoptAfterResetWhileDetached(leaving: Leaving, rxInFront: Bool) {
        let navigation = Navigation(), app = App()
        app.lacks = ["willShow"]  // a coordinator with only some of the methods
        navigation.delegate = app
        var first: Owner? = Owner()
        let ours = Ours.listening(to: navigation, owner: first!)
        let rx = RxStyle()
        if rxInFront { rx.install(on: navigation) }  // `nav.rx.willShow` bound after the hand-over
        navigation.show(Screen())
        #expect(ours.heard.count == 1, "the first container hears the push")
        switch leaving {
        case .released: ours.release(navigation, owner: first!)
        case .containerFreed: first = nil
        }
        #expect(!ours.relay.isListening)
        // While no container listens, the delegate in front is set again (RxCocoa's reset on a subscription's end), or
        // the detached proxy is the delegate (the container was freed, or a stale pass put it back) and is set again:
        // the answers are read from a pass-through.
        if !rxInFront && navigation.delegate !== ours { navigation.delegate = ours }
        navigation.reset()
        #expect(navigation.sendsWillShow, "a pass-through still answers willShow")
        let second = Owner()
        #expect(Ours.listening(to: navigation, owner: second) === ours)
        let heard = ours.heard.count
        navigation.show(Screen())
        #expect(ours.heard.count == heard + 1, "the container adopting again hears the push")
        if rxInFront { #expect(rx.shown == 2, "the proxy in front still gets each push") }
        _ = first
    }

    @Test("an owner's pass over its proxies: adopt while it owns one; take it back when it still holds the navigation controller another owner took (or let go of); leave it otherwise")
    func ownerPass() {
        let navigation = Navigation(), app = App(), first = Owner(), second = Owner()
        navigation.delegate = app
        let ours = Ours.listening(to: navigation, owner: first)
        #expect(ours.relay.isOwned(by: first) && !ours.relay.isOwned(by: second))
        #expect(ours.relay.pass(owner: first, holds: true) == .adopt)
        #expect(ours.relay.pass(owner: first, holds: false) == .adopt)
        _ = Ours.listening(to: navigation, owner: second)  // a second owner adopts it while the first is alive
        #expect(ours.relay.pass(owner: second, holds: true) == .adopt)
        #expect(ours.relay.pass(owner: first, holds: false) == .leave, "the other owner's child now: left alone")
        #expect(ours.relay.pass(owner: first, holds: true) == .attach, "the first owner's child again: taken back")
        ours.relay.attach(owner: first)
        #expect(ours.relay.pass(owner: second, holds: false) == .leave)
        #expect(!ours.release(navigation, owner: second), "the second owner's late release changes nothing")
        #expect(ours.relay.isListening && ours.relay.isOwned(by: first))
        ours.release(navigation, owner: first)
        #expect(ours.relay.pass(owner: first, holds: false) == .leave, "let go and not held: a detached proxy is not made the delegate again")
        #expect(ours.relay.pass(owner: first, holds: true) == .attach)
    }

    @Test("a later container listens through the proxy the navigation controller keeps (never a second one chained behind it); the earlier one letting go afterwards changes nothing",
          arguments: [false, true])
    func laterOwner(firstLetGo: Bool) {
        let navigation = Navigation(), app = App(), first = Owner(), second = Owner()
        navigation.delegate = app
        let ours = Ours.listening(to: navigation, owner: first)
        if firstLetGo { ours.release(navigation, owner: first) }
        #expect(Ours.listening(to: navigation, owner: second) === ours)
        #expect(navigation.delegate === ours && ours.relay.forwardee === app)
        expectOnce(navigation, app: app, ours: ours, "the second container listens")
        ours.release(navigation, owner: first)  // the first container's late release (its child removed after the move)
        #expect(ours.relay.isListening && navigation.delegate === ours)
        expectOnce(navigation, app: app, ours: ours, "still the second container's")
        ours.release(navigation, owner: second)
        #expect(!ours.relay.isListening && navigation.delegate === app)
    }

    @Test("ours first, then a hand-written forwarder (it forwards calls but answers responds(to:) itself), then our adopt: each gets each call once")
    func oursThenForwarder() {
        let navigation = Navigation(), app = App(), ours = Ours(), forwarder = Forwarder()
        navigation.delegate = app
        ours.adopt(navigation)
        forwarder.install(on: navigation)
        expectOnce(navigation, app: app, ours: ours, others: [{ forwarder.shown }], "the forwarder in front of ours")
        ours.adopt(navigation)  // the probe does not reach ours through it: ours takes the delegate and forwards to it
        #expect(navigation.delegate === ours)
        for round in 1...3 {
            expectOnce(navigation, app: app, ours: ours, others: [{ forwarder.shown }], "round \(round): the call comes back through it to the app's")
            ours.adopt(navigation)
        }
    }

    /// Issue 33's fourth device review, item 1: the set-up that made `forwardTarget(of:)` raise — RxCocoa bound, then a
    /// hand-written forwarder wraps the delegate, then the hand-over. The front end now names no target for an object
    /// whose class does not implement the getter (the forwarder only answers `responds(to:)` for it): the relay keeps
    /// the forwarder alone, and each call still reaches the RxCocoa-style proxy and the app's delegate once through it.
    @Test("a hand-written forwarder in front of an RxCocoa-style proxy, taken over: kept alone (it names no target), each call once down the chain")
    func forwarderInFrontOfRx() {
        let navigation = Navigation(), app = App(), ours = Ours(), rx = RxStyle(), forwarder = Forwarder()
        navigation.delegate = app
        rx.install(on: navigation)
        forwarder.install(on: navigation)
        ours.adopt(navigation)
        #expect(navigation.delegate === ours && ours.relay.forwardee === forwarder)
        for round in 1...3 {
            expectOnce(navigation, app: app, ours: ours, others: [{ forwarder.shown }, { rx.shown }], "round \(round)")
            ours.adopt(navigation)
        }
    }

    @Test("a push from within the app's willShow (a nested move) reaches the app's delegate and our proxy too", arguments: [false, true])
    func nestedMove(behindRx: Bool) {
        let navigation = Navigation(), app = App(), ours = Ours(), rx = RxStyle()
        navigation.delegate = app
        ours.adopt(navigation)
        if behindRx {
            rx.install(on: navigation)
            ours.adopt(navigation)
        }
        let outer = Screen(), inner = Screen()
        app.pushesOnce = inner
        navigation.show(outer)
        #expect(app.shown == [ObjectIdentifier(outer), ObjectIdentifier(inner)], "the app hears the nested move")
        #expect(ours.heard == [ObjectIdentifier(outer), ObjectIdentifier(inner)], "and so does the container")
        if behindRx { #expect(rx.shown == 2) }
    }

    @Test("an orientation query the app's delegate answers gets its answer; one that comes back round a chain with nobody behind is answered as without a delegate (the top screen's), never a made-up value")
    func orientations() {
        let navigation = Navigation(), app = App(), ours = Ours(), rx = RxStyle()
        app.orientationAnswer = 8
        navigation.delegate = app
        ours.adopt(navigation)
        rx.install(on: navigation)
        ours.adopt(navigation)
        #expect(navigation.orientations == 8, "the app's answer, through both proxies")
        // The other proxy takes the delegate back from ours with nothing behind it: the query comes back to ours,
        // which has nobody left to ask.
        let lone = Navigation(), ours2 = Ours(), rx2 = RxStyle()
        lone.delegate = nil
        rx2.install(on: lone)
        ours2.adopt(lone)
        rx2.install(on: lone)
        #expect(ours2.relay.relay(TabBarDelegateCall("orientations", [lone]), front: lone.delegate) { ($0 as? any Delegate)?.orientations(lone) } == nil)
        #expect(lone.orientations == Navigation.topOrientations)
    }

    @Test("responds(to:) asked round a chain ends: a question coming back goes on to the delegate behind, then answers no")
    func respondsEnds() {
        let navigation = Navigation(), app = App(), ours = Ours(), forwarder = Forwarder()
        navigation.delegate = app
        ours.adopt(navigation)
        forwarder.install(on: navigation)
        ours.adopt(navigation)
        app.orientationAnswer = nil
        #expect(ours.responds(to: "orientations"), "the forwarder in front answers for itself")
        let rx = RxStyle()
        let other = Navigation(), ours2 = Ours()
        other.delegate = app
        ours2.adopt(other)
        rx.install(on: other)
        // Rx asks ours, ours asks the app: no recursion, the app's answer.
        #expect(!rx.responds(to: "orientations"))
        app.orientationAnswer = 4
        #expect(rx.responds(to: "orientations"))
    }

    @Test("the app replacing its delegate with one that forwards nowhere: calls go to the new one only; setting it through the owner drops the old ones")
    func replaced() {
        let navigation = Navigation(), first = App(), second = App(), ours = Ours()
        navigation.delegate = first
        ours.adopt(navigation)
        navigation.delegate = second
        ours.adopt(navigation)
        navigation.show(Screen())
        #expect(first.shown.isEmpty && second.shown.count == 1)
        ours.relay.setForwardee(first)
        #expect(ours.relay.forwardee === first)
        navigation.show(Screen())
        #expect(first.shown.count == 1 && second.shown.count == 1)
        ours.relay.setForwardee(nil)
        #expect(ours.relay.forwardee == nil)
    }

    @Test("the same call is recognised by its method and arguments: another screen, another method or another flag is a call of its own")
    func callIdentity() {
        let navigation = Navigation(), a = Screen(), b = Screen()
        #expect(TabBarDelegateCall("willShow", [navigation, a], values: [1]) == TabBarDelegateCall("willShow", [navigation, a], values: [1]))
        #expect(TabBarDelegateCall("willShow", [navigation, a]) != TabBarDelegateCall("willShow", [navigation, b]))
        #expect(TabBarDelegateCall("willShow", [navigation, a]) != TabBarDelegateCall("didShow", [navigation, a]))
        #expect(TabBarDelegateCall("willShow", [navigation, a], values: [1]) != TabBarDelegateCall("willShow", [navigation, a], values: [0]))
    }
}

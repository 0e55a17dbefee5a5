import TabBarCore

/// One call a delegate proxy receives, as its forwarding rules see it: the method, and its arguments by identity.
///
/// Two calls are the same when the method and every argument are: a call that comes back to the proxy while it is
/// being forwarded (another proxy in the chain sends it on to ours) is the same call; a call a delegate causes while
/// it handles one (a push from within `willShow`) has other arguments, so it is a call of its own.
public struct TabBarDelegateCall: Hashable, Sendable {
    /// The method's name.
    public var method: String
    /// The object arguments, by identity (`nil` for an absent one).
    public var objects: [ObjectIdentifier?]
    /// The other arguments (an `animated` flag, an operation's raw value).
    public var values: [Int]

    /// A call of `method` with `objects` (compared by identity) and other `values`.
    public init(_ method: String, _ objects: [AnyObject?] = [], values: [Int] = []) {
        self.method = method
        self.objects = objects.map { $0.map(ObjectIdentifier.init) }
        self.values = values
    }
}

/// The forwarding rules of a delegate proxy — an object that sits as a platform object's delegate (a tab's
/// `UINavigationController`), listens, and forwards every call to the app's own delegate — decided without UIKit.
///
/// Other proxies do the same (RxCocoa's delegate proxies keep the delegate they found and forward to it), so several
/// may chain, in either order of installation, and one may take the delegate back from another. The relay keeps both
/// chains whole, each call reaching each delegate once:
///
/// - **Adopting** (``adopt(current:proxy:forwardsTo:probe:)``): a current delegate that forwards back to this proxy (it
///   asks this proxy which methods it answers, as forwarding proxies do) stands in front of it already: the relay stays
///   behind it rather than take the delegate back (which would make that proxy take it again, dropping what it held).
///   Another delegate is taken over and put first among the delegates the relay forwards to, the ones it took over
///   before kept behind it. When the delegate taken over says which delegate it forwards to (RxCocoa's proxies do:
///   `_forwardToDelegate`), that one goes right behind it: while the proxy taken over forwards to it, only the proxy is
///   sent each call (and passes it on once); once that proxy takes the delegate back and forwards to this one instead
///   — dropping what it held — the call reaches it from here, and the next look leaves it alone in the list.
/// - **Leaving** (``handsBack(current:proxy:)``): a proxy that lets go of the platform object gives it back the
///   delegate calls went on to, while it is still the object's delegate (platform objects hold delegates weakly).
/// - **Letting go for good** (``detach(owner:)``): the proxy outlives its owner (the platform object keeps it, as
///   RxCocoa ties its proxies to the object), so a delegate it still is, or a proxy in front that forwards to it, never
///   forwards to nothing. A proxy whose owner let go, or is gone, is a pass-through: it hears nothing and every call
///   reaches the delegates behind it exactly once. Its ``responds(to:listened:answers:)`` answers never change with it:
///   the methods it listens through stay answered (forwarded, or nothing done and no answer: the platform's standard
///   behaviour), so an answer a platform object read and kept while it was detached is still right once an owner
///   listens again. A later owner attaches to the same proxy (``attach(owner:)``) rather than chain a second one behind
///   it; an owner that still holds the platform object takes the proxy back when another owner took it
///   (``pass(owner:holds:)``).
/// - **Forwarding** (``relay(_:front:hear:send:)``): a new call goes to the first delegate; the same call coming back
///   while it is forwarded (a proxy that captured this one sends it on) goes to the next one, so the app's delegate
///   behind gets it once; with none left it is answered alone (the platform's answer without a delegate). A different
///   call made meanwhile — a push from within `willShow` — is new, and reaches the app's delegate too. The delegate in
///   front of the proxy (`front`) is never forwarded to: it has had the call.
///
/// ```swift
/// final class Screen {}
/// final class AppDelegate { func willShow(_ screen: Screen) { print("the app's delegate") } }
/// final class Proxy {}
/// let relay = TabBarDelegateRelay(), proxy = Proxy(), app = AppDelegate(), screen = Screen()
/// _ = relay.adopt(current: app, proxy: proxy) { _ in }  // true: make the proxy the delegate; calls go on to `app`
/// relay.relay(TabBarDelegateCall("willShow", [screen]), front: proxy, hear: { print("the container") }) { delegate in
///     (delegate as? AppDelegate)?.willShow(screen)
/// }
/// ```
@MainActor
public final class TabBarDelegateRelay {
    /// The most delegates kept to forward to (the newest first); older ones are dropped.
    public static let maximumForwardees = 8

    private struct Weak {
        weak var object: AnyObject?
    }

    /// The delegates calls go on to, the newest first.
    private var forwardees: [Weak] = []
    /// The calls being forwarded, innermost last, each with the position of the delegate it went to (`nil`: none).
    private var inFlight: [(call: TabBarDelegateCall, index: Int?)] = []
    private var probing = false
    private var probeReached = false
    /// The owner the proxy listens for (`nil`: none named, it listens until detached), held weakly.
    private var owner: Weak?
    private var detached = false

    /// Forwards to no delegate yet.
    public init() {}

    /// The delegate a new call goes to: the app's, or the proxy the relay took the delegate over from.
    public var forwardee: AnyObject? { forwardees.lazy.compactMap(\.object).first }

    /// Whether calls are heard: not after the owner let go (``detach(owner:)``) or, when one was named
    /// (``attach(owner:)``), once it is gone — a container freed without letting go of its navigation controllers.
    public var isListening: Bool { !detached && (owner.map { $0.object != nil } ?? true) }

    /// `owner` (a container) listens through the proxy from now on, in place of any owner before it.
    public func attach(owner: AnyObject) {
        self.owner = Weak(object: owner)
        detached = false
    }

    /// Whether `owner` is the one the proxy listens for now (attached, not detached since).
    public func isOwned(by owner: AnyObject) -> Bool {
        !detached && self.owner?.object === owner
    }

    /// What `owner`'s pass over its proxies (on every turn of the run loop, and every layout pass) does with this one:
    /// ``TabBarDelegateRelayPass/adopt`` while it listens for `owner`; ``TabBarDelegateRelayPass/attach`` when another
    /// owner took it over (or let go of it, or is gone) but `owner` still `holds` the platform object (a container whose
    /// child the navigation controller is again); ``TabBarDelegateRelayPass/leave`` otherwise — the object is another
    /// owner's now, which adopts it itself, and a detached proxy is not made the delegate again.
    public func pass(owner: AnyObject, holds: Bool) -> TabBarDelegateRelayPass {
        if isOwned(by: owner) { return .adopt }
        return holds ? .attach : .leave
    }

    /// `owner` lets go of the proxy (its tab's child is released): from now on the proxy is a pass-through that hears
    /// nothing and forwards every call. An owner that is no longer the one attached (another took the proxy over)
    /// changes nothing. Returns whether the proxy let go (the owner may then hand its delegate back,
    /// ``handsBack(current:proxy:)``).
    @discardableResult
    public func detach(owner: AnyObject) -> Bool {
        if let current = self.owner?.object, current !== owner { return false }
        detached = true
        return true
    }

    /// The app set its delegate through the proxy's owner (a navigation controller that keeps the proxy as the one
    /// UIKit holds and hands the app's on): calls go to it, and to no delegate the relay held before.
    public func setForwardee(_ delegate: AnyObject?) {
        forwardees = delegate.map { [Weak(object: $0)] } ?? []
    }

    /// Looks at an object's `current` delegate; returns whether the owner must now make `proxy` its delegate.
    ///
    /// `probe` asks `current` whether it answers a method only `proxy` knows of (UIKit: `responds(to:)`); a proxy that
    /// forwards back to this one passes the question on, and the owner reports it with ``probeArrived()``. Such a
    /// delegate stands in front of the proxy already: nothing changes (and it leaves the delegates forwarded to). No
    /// delegate at all, or another one, is taken over: the newest delegate calls go to first, and the delegate
    /// `forwardsTo` says it forwards to (`nil`: none, or it does not say) right behind it.
    public func adopt(
        current: AnyObject?, proxy: AnyObject, forwardsTo: (AnyObject) -> AnyObject? = { _ in nil }, probe: (AnyObject) -> Void
    ) -> Bool {
        guard current !== proxy else { return false }
        guard let current else {
            forwardees = []
            return true
        }
        probing = true
        probeReached = false
        probe(current)
        probing = false
        forwardees.removeAll { $0.object == nil || $0.object === current }
        if probeReached { return false }
        var taken = [Weak(object: current)]
        // A proxy taken over drops the delegate it forwards to if it ever takes the delegate back (it then forwards to
        // this proxy): keep that delegate right behind it, where a call coming past the proxy in front goes.
        if let behind = forwardsTo(current), behind !== proxy, behind !== current {
            forwardees.removeAll { $0.object === behind }
            taken.append(Weak(object: behind))
        }
        forwardees.insert(contentsOf: taken, at: 0)
        if forwardees.count > Self.maximumForwardees { forwardees.removeLast(forwardees.count - Self.maximumForwardees) }
        return true
    }

    /// The proxy lets go of the platform object (its owner drops it): whether the owner must set the object's delegate
    /// to ``forwardee`` first — when the proxy is still its `current` delegate, which the object holds weakly, so the
    /// proxy's going would leave it none and the app's delegate would hear nothing more. A delegate in front of the
    /// proxy stays.
    public func handsBack(current: AnyObject?, proxy: AnyObject) -> Bool {
        current === proxy
    }

    /// The proxy was asked the question ``adopt(current:proxy:forwardsTo:probe:)`` is probing with: the delegate probed leads
    /// back to it.
    public func probeArrived() {
        if probing { probeReached = true }
    }

    /// Relays one call: a new one is heard (`hear`, while the proxy listens) and sent to the first delegate; the same call coming back while it
    /// is forwarded is sent to the delegate after the one it went to, and not heard again. `front` is the delegate the
    /// platform object holds when it is not the proxy (it has had the call); `send` calls a delegate and gives its
    /// answer (`nil` when it does not implement the method). Returns the answer, or `nil` when no delegate answered: the
    /// proxy then answers as the platform does without a delegate.
    @discardableResult
    public func relay<Answer>(
        _ call: TabBarDelegateCall, front: AnyObject?, hear: () -> Void = {}, send: (AnyObject) -> Answer?
    ) -> Answer? {
        let returning = inFlight.last { $0.call == call }
        if returning == nil && isListening { hear() }
        let start = returning.map { ($0.index ?? forwardees.count) + 1 } ?? 0
        let index = forwardees.indices.dropFirst(start).first { forwardees[$0].object.map { $0 !== front } ?? false }
        inFlight.append((call, index))
        defer { inFlight.removeLast() }
        guard let index, let target = forwardees[index].object else { return nil }
        return send(target)
    }

    /// Whether the proxy answers the delegate method `method` (UIKit: `responds(to:)`): one it listens to (`listened`)
    /// always, whether it listens or is a pass-through — the answer a platform object reads when its delegate is set,
    /// and keeps, must not change with the owner; any other as the delegate a call would go to answers (`answers`). The
    /// question coming back through another proxy goes on to the delegate behind; with none left, no.
    public func responds(to method: String, listened: Bool, answers: (AnyObject) -> Bool?) -> Bool {
        if listened { return true }
        return relay(TabBarDelegateCall("responds:" + method), front: nil, send: answers) ?? false
    }
}

/// What an owner's pass over the proxies it made does with one (``TabBarDelegateRelay/pass(owner:holds:)``).
public enum TabBarDelegateRelayPass: Sendable, Equatable {
    /// The proxy listens for this owner: adopt the platform object's delegate again if the app replaced it.
    case adopt
    /// The owner holds the platform object but another owner took the proxy: attach again (the owner's callbacks
    /// back), then adopt.
    case attach
    /// Another owner's now, or let go: nothing.
    case leave
}

/// The playground's sessions, bounded so memory cannot grow without limit.
///
/// At most `capacity` sessions are kept; creating one more evicts the least recently used.
/// A session unused for `idleTimeout` seconds is dropped. Ids are 128 random bits in hex.
///
/// A change to a session runs outside the store (on the heavy lane for a large session, see
/// ``PlaygroundWork``), so the store answers for other sessions meanwhile; changes to one session
/// still happen one at a time, in the order they came.
public actor SessionStore {
    private struct Entry {
        var session: PlaygroundSession
        var lastUsed: Double
        var tick: UInt64
        /// Whether a change is being made to the session (outside the store).
        var busy = false
        /// Changes waiting for the one being made, oldest first.
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    /// The most sessions kept at once.
    public let capacity: Int
    /// Seconds after which an unused session is dropped.
    public let idleTimeout: Double
    private let now: @Sendable () -> Double
    private var entries: [String: Entry] = [:]
    private var tick: UInt64 = 0
    private var lastSweep: Double

    /// Creates a store; `now` gives seconds on a monotonic clock (tests pass their own).
    public init(capacity: Int = 1_000, idleTimeout: Double = 30 * 60, now: @escaping @Sendable () -> Double = SessionStore.monotonicSeconds) {
        self.capacity = max(1, capacity)
        self.idleTimeout = idleTimeout
        self.now = now
        self.lastSweep = now()
    }

    /// Seconds since an arbitrary start, from the continuous clock.
    public static func monotonicSeconds() -> Double {
        let elapsed = ContinuousClock.now - Self.start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    private static let start = ContinuousClock.now

    /// How many sessions are kept.
    public var count: Int { entries.count }

    /// Stores a new session under a fresh random id, evicting the least recently used one when full.
    public func insert(_ session: PlaygroundSession) -> String {
        sweepIfDue()
        while entries.count >= capacity, let oldest = entries.min(by: { $0.value.tick < $1.value.tick })?.key {
            drop(oldest)
        }
        var id = Self.randomID()
        while entries[id] != nil { id = Self.randomID() }
        tick += 1
        entries[id] = Entry(session: session, lastUsed: now(), tick: tick)
        return id
    }

    /// A copy of a session, marking it used; while a change is being made to it, the copy from before the change.
    public func session(_ id: String) throws(PlaygroundFailure) -> PlaygroundSession {
        sweepIfDue()
        guard var entry = live(id) else { throw .unknownSession(id) }
        tick += 1
        entry.lastUsed = now()
        entry.tick = tick
        entries[id] = entry
        return entry.session
    }

    /// Changes a session and returns what `body` returned with the changed session.
    ///
    /// `body` runs outside the store, on the heavy lane when `heavy` (by default: when the session is
    /// large), after the changes to the same session that came before it. A failing `body` changes nothing.
    public func update<T: Sendable>(
        _ id: String, heavy: Bool? = nil, _ body: @escaping @Sendable (inout PlaygroundSession) throws(PlaygroundFailure) -> T
    ) async throws(PlaygroundFailure) -> (result: T, session: PlaygroundSession) {
        let session = try await checkOut(id)
        do throws(PlaygroundFailure) {
            let (result, changed) = try await PlaygroundWork.run(heavy: heavy ?? session.isHeavy) { () throws(PlaygroundFailure) in
                var copy = session
                let result = try body(&copy)
                return (result, copy)
            }
            checkIn(id, changed)
            return (result, changed)
        } catch {
            checkIn(id, nil)
            throw error
        }
    }

    /// The session to change, once no other change is being made to it; marks it busy.
    private func checkOut(_ id: String) async throws(PlaygroundFailure) -> PlaygroundSession {
        while true {
            sweepIfDue()
            guard var entry = live(id) else { throw .unknownSession(id) }
            if !entry.busy {
                entry.busy = true
                entries[id] = entry
                return entry.session
            }
            await withCheckedContinuation { entries[id]?.waiting.append($0) }
        }
    }

    /// Stores the changed session (nil: unchanged), marks it used and lets the next change in. A session
    /// dropped meanwhile (evicted, removed) stays dropped.
    private func checkIn(_ id: String, _ changed: PlaygroundSession?) {
        guard var entry = entries[id] else { return }
        if let changed { entry.session = changed }
        tick += 1
        entry.busy = false
        entry.lastUsed = now()
        entry.tick = tick
        let next = entry.waiting.isEmpty ? nil : entry.waiting.removeFirst()
        entries[id] = entry
        next?.resume()
    }

    /// The entry for `id` unless it has idled out (then it is dropped).
    private func live(_ id: String) -> Entry? {
        guard let entry = entries[id] else { return nil }
        guard entry.busy || now() - entry.lastUsed <= idleTimeout else {
            drop(id)
            return nil
        }
        return entry
    }

    /// Forgets a session; changes waiting for it find it gone.
    private func drop(_ id: String) {
        guard let entry = entries.removeValue(forKey: id) else { return }
        for waiter in entry.waiting { waiter.resume() }
    }

    /// Removes a session; false when there was none.
    @discardableResult
    public func remove(_ id: String) -> Bool {
        guard entries[id] != nil else { return false }
        drop(id)
        return true
    }

    /// Drops idle sessions at most once a second, so a busy server does not scan on every request.
    private func sweepIfDue() {
        let time = now()
        guard time - lastSweep >= 1 else { return }
        lastSweep = time
        for (id, entry) in entries where !entry.busy && time - entry.lastUsed > idleTimeout { drop(id) }
    }

    /// 32 hexadecimal digits from the system's secure random generator.
    static func randomID() -> String {
        var generator = SystemRandomNumberGenerator()
        let a = generator.next() as UInt64, b = generator.next() as UInt64
        return hex(a) + hex(b)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

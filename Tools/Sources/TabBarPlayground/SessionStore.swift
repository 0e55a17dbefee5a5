/// The playground's sessions, bounded so memory cannot grow without limit.
///
/// At most `capacity` sessions are kept; creating one more evicts the least recently used.
/// A session unused for `idleTimeout` seconds is dropped. Ids are 128 random bits in hex.
public actor SessionStore {
    private struct Entry {
        var session: PlaygroundSession
        var lastUsed: Double
        var tick: UInt64
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
            entries[oldest] = nil
        }
        var id = Self.randomID()
        while entries[id] != nil { id = Self.randomID() }
        tick += 1
        entries[id] = Entry(session: session, lastUsed: now(), tick: tick)
        return id
    }

    /// A copy of a session, marking it used.
    public func session(_ id: String) throws(PlaygroundFailure) -> PlaygroundSession {
        try update(id) { _ throws(PlaygroundFailure) in }.session
    }

    /// Changes a session in place and returns what `body` returned with the changed session.
    public func update<T: Sendable>(
        _ id: String, _ body: @Sendable (inout PlaygroundSession) throws(PlaygroundFailure) -> T
    ) throws(PlaygroundFailure) -> (result: T, session: PlaygroundSession) {
        sweepIfDue()
        let time = now()
        guard var entry = entries[id], time - entry.lastUsed <= idleTimeout else {
            entries[id] = nil
            throw .unknownSession(id)
        }
        let result = try body(&entry.session)
        tick += 1
        entry.lastUsed = time
        entry.tick = tick
        entries[id] = entry
        return (result, entry.session)
    }

    /// Removes a session; false when there was none.
    @discardableResult
    public func remove(_ id: String) -> Bool {
        entries.removeValue(forKey: id) != nil
    }

    /// Drops idle sessions at most once a second, so a busy server does not scan on every request.
    private func sweepIfDue() {
        let time = now()
        guard time - lastSweep >= 1 else { return }
        lastSweep = time
        entries = entries.filter { time - $0.value.lastUsed <= idleTimeout }
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

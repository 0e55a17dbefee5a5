#if DEBUG
import Foundation

/// Counts the core's per-tab work in debug builds, so tests can check how it grows with the number
/// of tabs without timing anything: every `TabID` comparison (a scan of the tabs or of the order
/// compares once per element; a hashed lookup about once) and every item the layout builds.
///
/// Counting is on only inside ``measure(_:)``, for the calling task; release builds have none of it.
final class WorkCounter: @unchecked Sendable {
    /// What was counted.
    struct Counts: Equatable, Sendable {
        /// `TabID` equality checks.
        var idComparisons = 0
        /// Items the layout built (``LayoutEngine/item(at:)`` calls).
        var itemsBuilt = 0
    }

    private let lock = NSLock()
    private var counts = Counts()

    static let current = TaskLocal<WorkCounter?>(wrappedValue: nil)

    /// Runs `body` with counting on and returns what it counted.
    static func measure(_ body: () throws -> Void) rethrows -> Counts {
        let counter = WorkCounter()
        try current.withValue(counter) { try body() }
        return counter.lock.withLock { counter.counts }
    }

    static func count(_ keyPath: WritableKeyPath<Counts, Int>) {
        guard let counter = current.get() else { return }
        counter.lock.withLock { counter.counts[keyPath: keyPath] += 1 }
    }
}

extension TabID {
    /// Equal when the texts are equal; counted in debug builds, for the complexity tests.
    public static func == (lhs: TabID, rhs: TabID) -> Bool {
        WorkCounter.count(\.idComparisons)
        return lhs.rawValue == rhs.rawValue
    }
}
#endif

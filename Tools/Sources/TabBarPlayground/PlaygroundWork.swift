import Foundation

/// Where the playground's CPU-heavy work runs, so that a few large requests cannot hold up small ones.
///
/// Requests are answered by tasks on Swift's cooperative thread pool, one thread per core. Work that
/// grows with its input (laying out, drawing and linting a configuration of hundreds of tabs, decoding
/// a large document, importing tokens) runs instead on a lane of its own, with at most one core fewer
/// threads than the machine has (one on two cores), first come first served; the task that waits for
/// it gives its thread back meanwhile. Small work runs where it is, at once: the catalogue, the page and
/// a session of a few tabs are answered in milliseconds however many large requests are queued.
enum PlaygroundWork {
    /// A session's work is heavy above this many tabs (about 0.3 ms of layout, drawing and lint each).
    static let heavyTabCount = 32
    /// A request body above this many bytes is heavy to decode.
    static let heavyBodyBytes = PlaygroundLimits.maximumRequestBytes

    /// The heavy lane: one core fewer threads than the machine has, at least one.
    private static let lane: OperationQueue = {
        let queue = OperationQueue()
        queue.name = "tabbar-playground heavy work"
        queue.maxConcurrentOperationCount = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)
        return queue
    }()

    /// Runs `body` on the heavy lane when `heavy`, else right here; returns what it returned.
    static func run<T: Sendable>(heavy: Bool, _ body: @escaping @Sendable () -> T) async -> T {
        guard heavy else { return body() }
        return await withCheckedContinuation { continuation in
            lane.addOperation { continuation.resume(returning: body()) }
        }
    }

    /// Runs throwing work as ``run(heavy:_:)`` does, rethrowing its failure.
    static func run<T: Sendable>(heavy: Bool, _ body: @escaping @Sendable () throws(PlaygroundFailure) -> T) async throws(PlaygroundFailure) -> T {
        let result = await run(heavy: heavy) { () -> Result<T, PlaygroundFailure> in
            do throws(PlaygroundFailure) { return .success(try body()) } catch { return .failure(error) }
        }
        return try result.get()
    }
}

extension PlaygroundSession {
    /// Whether drawing, laying out and linting this session is heavy work (see ``PlaygroundWork``).
    var isHeavy: Bool { configuration.tabs.count > PlaygroundWork.heavyTabCount }
}

import Dispatch
import Foundation

extension OutputWriter {
    /// The staged files and folders of every open transaction, so an interrupt can remove them.
    ///
    /// A path is registered before it is created, and the interrupt handlers are installed with the
    /// first one, so no signal can leave a staged file behind. While outputs are moved into place
    /// (``deferringInterrupts(_:)``) the handler waits: the moves finish (or are undone) first, so an
    /// output is always either what was there before or the whole new one.
    final class Registry: @unchecked Sendable {  // every access holds `lock`
        static let shared = Registry()
        /// Recursive: the moves register and forget paths while they hold it.
        private let lock = NSRecursiveLock()
        private var paths: Set<String> = []
        private var watching = false

        /// Records a path about to be staged; the first one starts watching for interrupts (a command that
        /// never writes, such as a server, keeps the default signal handling).
        func add(_ path: String) {
            let start = lock.withLock {
                paths.insert(path)
                defer { watching = true }
                return !watching
            }
            if start { OutputWriter.removeStagedOutputOnInterrupt() }
        }

        /// Forgets a path (it was moved into place or removed).
        func remove(_ path: String) { lock.withLock { _ = paths.remove(path) } }

        /// Runs `body` with interrupts deferred: a signal that lands meanwhile is handled when it returns.
        func deferringInterrupts<T>(_ body: () throws -> T) rethrows -> T {
            lock.lock()
            defer { lock.unlock() }
            return try body()
        }

        /// Removes everything still staged and exits; the lock stays held, so the interrupted
        /// command cannot finish (or print) first.
        func removeAllAndExit(_ status: Int32) -> Never {
            lock.lock()
            for path in paths {
                // Moved aside first, so files the interrupted command is still writing cannot land in it.
                let aside = path + ".removing"
                let doomed = rename(path, aside) == 0 ? aside : path
                try? FileManager.default.removeItem(atPath: doomed)
            }
            Foundation.exit(status)
        }
    }

    /// On Ctrl-C (SIGINT), SIGTERM or SIGHUP, removes what open transactions staged, then exits 128 + the signal.
    static func removeStagedOutputOnInterrupt() {
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { Registry.shared.removeAllAndExit(128 + number) }
            source.resume()
            InterruptSources.shared.keep(source)
        }
    }

    /// Keeps the signal sources alive for the life of the process.
    private final class InterruptSources: @unchecked Sendable {  // every access holds `lock`
        static let shared = InterruptSources()
        private let lock = NSLock()
        private var sources: [any DispatchSourceSignal] = []

        func keep(_ source: any DispatchSourceSignal) { lock.withLock { sources.append(source) } }
    }
}

// Process-level tests read /proc and use Linux socket flags: they run on Linux (CI's platform).
#if canImport(Glibc)
import Foundation
import Glibc

/// A built `tabbar` or `tabbar-playground` started as a real process on a free loopback port.
///
/// Every process gets a marker in its environment (kept across `exec`), so a test can find any
/// process it left behind, whatever it is called by then.
final class ServerProcess {
    let process = Process()
    let marker = "TABBAR_TEST_MARKER=\(UUID().uuidString)"
    private(set) var port = 0
    private let output = Pipe()

    /// The folder with the built executables (beside the test bundle), or `TABBAR_TEST_BINARIES` when set
    /// (to run these tests against another build, such as the one before a fix).
    static let binaries: URL = {
        if let folder = ProcessInfo.processInfo.environment["TABBAR_TEST_BINARIES"], !folder.isEmpty {
            return URL(fileURLWithPath: folder)
        }
        let bundleDir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for dir in [bundleDir, bundleDir.deletingLastPathComponent(), Bundle.main.bundleURL.deletingLastPathComponent()]
        where FileManager.default.isExecutableFile(atPath: dir.appendingPathComponent("tabbar-playground").path) {
            return dir
        }
        return bundleDir
    }()

    /// Starts `executable arguments… --port 0` and waits (up to 30 s) for the URL it prints.
    init(_ executable: String = "tabbar-playground", _ arguments: [String] = []) throws {
        process.executableURL = Self.binaries.appendingPathComponent(executable)
        process.arguments = arguments + ["--port", "0"]
        var environment = ProcessInfo.processInfo.environment
        let parts = marker.split(separator: "=", maxSplits: 1).map(String.init)
        environment[parts[0]] = parts[1]
        process.environment = environment
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let reader = output.fileHandleForReading
        var seen = ""
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            seen += String(decoding: chunk, as: UTF8.self)
            if let match = seen.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\//), let port = Int(match.1) {
                self.port = port
                return
            }
        }
        process.terminate()
        throw ServerTestError("the server printed no URL: \(seen)")
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// Sends a signal and waits up to `timeout` seconds for the process to end; its status, or nil if it did not end.
    func stop(with signal: Int32, timeout: Double) -> Int32? {
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        guard !process.isRunning else { return nil }
        return process.terminationStatus
    }

    /// The ids of live processes carrying this server's marker (the server and anything it started).
    func markedProcesses() -> [Int32] {
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return ids.compactMap(Int32.init).filter { pid in
            guard let environ = FileManager.default.contents(atPath: "/proc/\(pid)/environ"),
                let status = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                !status.contains(") Z ")  // a zombie has ended; it only waits to be reaped
            else { return false }
            return environ.split(separator: 0).contains { String(decoding: $0, as: UTF8.self) == marker }
        }
    }

    /// Seconds of CPU the process has used so far (user and system time, from /proc/PID/stat).
    func cpuSeconds() -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return 0 }
        // After the command name: state is field 3, utime field 14 and stime field 15 (1-based).
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Seconds of CPU the process uses while `seconds` of wall time pass.
    func cpuSeconds(over seconds: Double) -> Double {
        let before = cpuSeconds()
        usleep(UInt32(seconds * 1_000_000))
        return cpuSeconds() - before
    }

    /// The number of sockets the server process has open (its listener included).
    func openSockets() -> Int {
        let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/fd")) ?? []
        return fds.filter { fd in
            ((try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(process.processIdentifier)/fd/\(fd)")) ?? "").hasPrefix("socket:")
        }.count
    }
}

/// A failure in a process-level test's own plumbing.
struct ServerTestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
#endif

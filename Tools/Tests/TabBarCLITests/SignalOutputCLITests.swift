#if canImport(Glibc)
import Foundation
import Glibc
import Testing

/// SIGTERM and SIGINT sent to the real `tabbar` at many points of a run that replaces existing outputs
/// (issue 28: a signal during the final moves could make an output vanish, its old content left only
/// in a hidden staging file, or leave staging files behind).
@Suite("tabbar interrupted at any moment: each output is the old or the new one whole, and nothing is left beside them")
struct SignalOutputCLITests {
    /// Whether a path is one of tabbar's staging files or folders (or inside one).
    static func isStaging(_ path: String) -> Bool { path.contains(".tabbar-") || path.contains(".removing") }

    /// The outputs of one run: the transcript, a snapshot and the frames folder, by relative path.
    static func outputs(_ folder: URL) -> [String: Data] {
        Dictionary(uniqueKeysWithValues: CLI.tree(folder).filter { (!$0.hasSuffix(".txt") || $0 == "out.txt") && !isStaging($0) }.compactMap { path in
            FileManager.default.contents(atPath: folder.appendingPathComponent(path).path).map { (path, $0) }
        })
    }

    /// How a run ended: its exit status, or the signal that killed it.
    enum Ending: Hashable, CustomStringConvertible {
        case exited(Int32)
        case killed(Int32)
        var description: String {
            switch self {
            case .exited(let status): "exited \(status)"
            case .killed(let signal): "killed by signal \(signal)"
            }
        }
    }

    /// Runs `simulate` with `script` in `folder`; with `signal`, sends it `delay` seconds after the start.
    ///
    /// Started as a shell starts a command: no signal blocked, default actions (the test runner's own
    /// threads block SIGINT and SIGTERM, and a child started with Foundation's Process inherits that).
    static func run(_ script: String, in folder: URL, signal: Int32? = nil, after delay: Double = 0) throws -> Ending {
        let command = "cd '\(folder.path)' && exec '\(CLI.executable.path)' simulate --example social '\(script)' --frames frames -o out.txt >/dev/null 2>&1"
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let words: [String] = ["/bin/sh", "-c", command]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", nil, &attributes, argv, environ) == 0 else { throw CocoaError(.executableLoad) }
        if let signal {
            usleep(UInt32(delay * 1_000_000))
            kill(pid, signal)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .killed(status & 0x7f)
    }

    @Test("SIGTERM or SIGINT after varying delays while frames, a snapshot and a transcript replace older ones")
    func interruptedAnywhere() throws {
        let folder = try CLI.temporaryFolder()
        // The old outputs come from a short script, the new from a longer one: every file differs.
        try Data("tap search\nsave snap.json\n".utf8).write(to: folder.appendingPathComponent("old.txt"))
        try Data("tap activity\nbadge activity count 3\nsave snap.json\n".utf8).write(to: folder.appendingPathComponent("new.txt"))
        #expect(try Self.run("new.txt", in: folder) == .exited(0))
        let new = Self.outputs(folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("frames"))
        let start = Date()
        #expect(try Self.run("old.txt", in: folder) == .exited(0))
        let old = Self.outputs(folder)
        #expect(old.keys.contains("frames/index.html") && new.keys.contains("frames/index.html") && old != new)
        let oldRun = Date().timeIntervalSince(start)

        // Keep the old outputs aside, to put them back exactly before each trial.
        let pristine = try CLI.temporaryFolder()
        for name in ["frames", "snap.json", "out.txt"] {
            try FileManager.default.copyItem(at: folder.appendingPathComponent(name), to: pristine.appendingPathComponent(name))
        }
        func restoreOld() throws {
            for name in CLI.tree(folder) where Self.isStaging(name) { try? FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
            for name in ["frames", "snap.json", "out.txt"] {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
                try FileManager.default.copyItem(at: pristine.appendingPathComponent(name), to: folder.appendingPathComponent(name))
            }
        }

        // Time runs that replace the old outputs, then signal runs at delays spread over one (and a little past):
        // the median of five, so that neither a run slowed by a busy machine nor a lucky quick one sets it.
        var times = [oldRun]
        for _ in 0..<4 {
            try restoreOld()
            let timed = Date()
            #expect(try Self.run("new.txt", in: folder) == .exited(0))
            times.append(Date().timeIntervalSince(timed))
        }
        let span = times.sorted()[2] * 1.2
        var endings: [Ending: Int] = [:]
        var failures: [Int] = []
        // 30 keeps the suite quick; TABBAR_TEST_SIGNAL_TRIALS asks for more (the race windows are a few milliseconds wide).
        let trials = ProcessInfo.processInfo.environment["TABBAR_TEST_SIGNAL_TRIALS"].flatMap { Int($0) } ?? 30
        for trial in 0..<trials {
            try restoreOld()
            #expect(Self.outputs(folder) == old)
            let signal = trial.isMultiple(of: 2) ? SIGTERM : SIGINT
            let status = try Self.run("new.txt", in: folder, signal: signal, after: span * Double(trial) / Double(trials))
            endings[status, default: 0] += 1
            let now = Self.outputs(folder)
            // Finished, stopped by tabbar's handler (128 + the signal), or killed before it was installed (nothing staged yet).
            #expect([.exited(0), .exited(128 + signal), .killed(signal)].contains(status), "trial \(trial): \(status)")
            // Each output on its own is the old or the new one whole (they are moved one after the other).
            for name in Set(old.keys).union(new.keys) where !name.hasPrefix("frames/") {
                #expect(now[name] == old[name] || now[name] == new[name], "trial \(trial): \(name) is neither the old nor the new one")
            }
            let frames = now.filter { $0.key.hasPrefix("frames/") }
            #expect(frames == old.filter { $0.key.hasPrefix("frames/") } || frames == new.filter { $0.key.hasPrefix("frames/") },
                    "trial \(trial): the frames folder is neither the old nor the new one")
            // The moves wait for each other: the outputs are all old or all new, never a mix.
            #expect(now == old || now == new, "trial \(trial): the outputs are a mix of old and new")
            if status == .exited(0) { #expect(now == new, "trial \(trial): a run that finished left all the new outputs") }
            let leftovers = CLI.tree(folder).filter(Self.isStaging)
            #expect(leftovers.isEmpty, "trial \(trial) (\(signal == SIGTERM ? "SIGTERM" : "SIGINT") at \(String(format: "%.3f", span * Double(trial) / Double(trials))) s): left \(leftovers)")
            if !((now == old || now == new) && leftovers.isEmpty && (status != .exited(0) || now == new)) { failures.append(trial) }
        }
        print("interrupted runs: \(endings.sorted { $0.key.description < $1.key.description }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")) over \(String(format: "%.2f", span)) s; "
            + "\(failures.count) of \(trials) left a mix of outputs or staging files \(failures)")
        #expect(endings.keys.count > 1, "the signals landed both before and after the end of some runs")
    }
}
#endif

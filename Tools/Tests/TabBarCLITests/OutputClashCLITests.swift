#if canImport(Glibc)
import Foundation
import Glibc
import Testing

/// Outputs that would overwrite an input or each other, against the real `tabbar` (issue 28: the input
/// file as the output was accepted and overwritten; two outputs naming one path both "succeeded").
@Suite("tabbar refuses an output that is an input or another output's file, however the path is written")
struct OutputClashCLITests {
    /// A scratch folder with a configuration, a script and a theme file, and a link to each.
    static func scratch() throws -> URL {
        let folder = try CLI.temporaryFolder()
        let fm = FileManager.default
        try fm.copyItem(at: CLI.repositoryRoot.appendingPathComponent("Examples/configs/social.json"), to: folder.appendingPathComponent("social.json"))
        try Data("tap activity\nsave snap.json\n".utf8).write(to: folder.appendingPathComponent("tour.txt"))
        let theme = try CLI.run(["tokens", "import", "Examples/tokens/ocean.tokens.json", "--json", folder.appendingPathComponent("theme.json").path])
        #expect(theme.status == 0, "\(theme.stderr)")
        for name in ["social.json", "tour.txt", "theme.json"] {
            try fm.createSymbolicLink(atPath: folder.appendingPathComponent("link-" + name).path, withDestinationPath: name)
        }
        return folder
    }

    /// The folder's files and their contents.
    static func snapshot(_ folder: URL) -> [String: Data] {
        Dictionary(uniqueKeysWithValues: CLI.tree(folder).map { ($0, FileManager.default.contents(atPath: folder.appendingPathComponent($0).path) ?? Data()) })
    }

    @Test("the input as the output is refused, written as given, with ./, through a link, or absolute; the input is unchanged", arguments: [
        ["render", "social.json", "-o", "social.json"],
        ["render", "social.json", "-o", "./social.json"],
        ["render", "social.json", "-o", "link-social.json"],
        ["render", "link-social.json", "-o", "social.json"],
        ["render", "social.json", "--theme-file", "theme.json", "-o", "theme.json"],
        ["render", "social.json", "--format", "json", "-o", "sub/../social.json"],
        ["simulate", "social.json", "tour.txt", "-o", "tour.txt"],
        ["simulate", "social.json", "tour.txt", "-o", "./link-tour.txt"],
        ["simulate", "--example", "social", "tour.txt", "--state", "social.json", "-o", "social.json"],
        ["tokens", "import", "theme-tokens.json", "--json", "theme-tokens.json"],
        ["tokens", "import", "theme-tokens.json", "--swift", "./theme-tokens.json"],
    ])
    func inputAsOutput(arguments: [String]) throws {
        let folder = try Self.scratch()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: false)
        try FileManager.default.copyItem(at: CLI.repositoryRoot.appendingPathComponent("Examples/tokens/ocean.tokens.json"), to: folder.appendingPathComponent("theme-tokens.json"))
        let before = Self.snapshot(folder)
        let result = try CLI.run(arguments, in: folder)
        #expect(result.status == 2, "\(arguments.joined(separator: " ")): status \(result.status)")
        #expect(result.stderr.contains("writing it would replace what is read; give another output path"), "\(result.stderr)")
        #expect(Self.snapshot(folder) == before, "nothing changed")
    }

    @Test("two outputs naming one file are refused, as given or through ./ or a link; nothing is written", arguments: [
        (["tokens", "import", "ocean.tokens.json", "--swift", "x", "--json", "x"], "x: names the same file as x"),
        (["tokens", "import", "ocean.tokens.json", "--swift", "x", "--json", "./x"], "./x: names the same file as x"),
        (["simulate", "--example", "social", "tour.txt", "-o", "snap.json"], "snap.json (-o): names the same file as snap.json (save on line 2)"),
        (["simulate", "--example", "social", "tour.txt", "-o", "link-snap"], "link-snap (-o): names the same file as snap.json (save on line 2)"),
        (["simulate", "--example", "social", "save-frames.txt", "--frames", "frames"], "frames (save on line 2): names the same file as frames (--frames)"),
        (["simulate", "--example", "social", "save-dash.txt"], "- (the transcript): standard output already gets - (save on line 2)"),
    ])
    func duplicateOutputs(arguments: [String], message: String) throws {
        let folder = try Self.scratch()
        try FileManager.default.copyItem(at: CLI.repositoryRoot.appendingPathComponent("Examples/tokens/ocean.tokens.json"), to: folder.appendingPathComponent("ocean.tokens.json"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link-snap").path, withDestinationPath: "snap.json")
        try Data("tap activity\nsave frames\n".utf8).write(to: folder.appendingPathComponent("save-frames.txt"))
        try Data("tap activity\nsave -\n".utf8).write(to: folder.appendingPathComponent("save-dash.txt"))
        let before = Self.snapshot(folder)
        let result = try CLI.run(arguments, in: folder)
        #expect(result.status == 2, "\(arguments.joined(separator: " ")): status \(result.status)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(Self.snapshot(folder) == before, "nothing written")
    }
}

/// Input files that are not regular files, or cannot be read, against the real `tabbar`.
@Suite("tabbar input files: a folder, a FIFO, a device, a socket or an unreadable file gets its own reason")
struct SpecialInputCLITests {
    @Test("each kind of input that is not a readable file is named for what it is, exit 2")
    func kinds() throws {
        let folder = try CLI.temporaryFolder()
        let fifo = folder.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let cases: [(String, String)] = [
            (folder.path, "is a folder, not a file"),
            (fifo, "is a FIFO (named pipe), not a file; to read a stream, give - and send it to standard input"),
            ("/dev/null", "is a device, not a file; to read a stream, give - and send it to standard input"),
            (folder.appendingPathComponent("nothing.json").path, "no such file"),
            (folder.appendingPathComponent("nothing/x.json").path, "no such file"),
        ]
        for (path, reason) in cases {
            let result = try CLI.run(["render", path])
            #expect(result.status == 2, "\(path)")
            #expect(result.stderr == "error: \(path): \(reason)\n", "\(result.stderr)")
        }
        let tokens = try CLI.run(["tokens", "check", fifo])
        #expect(tokens.status == 2 && tokens.stderr.contains("is a FIFO"), "the same reasons for token files: \(tokens.stderr)")
    }

    @Test("a file the user may not read: permission denied (run as nobody when the tests run as root)")
    func unreadable() throws {
        let folder = try CLI.temporaryFolder()
        let file = folder.appendingPathComponent("secret.json")
        try FileManager.default.copyItem(at: CLI.repositoryRoot.appendingPathComponent("Examples/configs/social.json"), to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        let result: CLIResult
        if getuid() == 0 {
            // Root reads any file: drop to nobody for this run.
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return }
            let probe = try Self.runAsNobody(["/bin/true"])
            guard probe.status == 0 else { return }
            result = try Self.runAsNobody([CLI.executable.path, "render", file.path])
        } else {
            result = try CLI.run(["render", file.path])
        }
        #expect(result.status == 2)
        #expect(result.stderr == "error: \(file.path): permission denied\n", "\(result.stderr)")
    }

    /// Runs a command as the user nobody through setpriv.
    static func runAsNobody(_ command: [String]) throws -> CLIResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups"] + command
        let err = Pipe(), out = Pipe()
        process.standardError = err
        process.standardOutput = out
        try process.run()
        let errors = err.fileHandleForReading.readDataToEndOfFile(), output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIResult(status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self), stderr: String(decoding: errors, as: UTF8.self))
    }
}

/// Several `tabbar` runs writing one output at once (issue 28: some failed with "cannot move the output into place").
@Suite("parallel tabbar runs writing one output all succeed, and the output is one of them whole")
struct ParallelOutputCLITests {
    @Test("24 renders at once to one file, five times over: every one exits 0, the file is a whole SVG, nothing is left beside it")
    func parallelRenders() throws {
        let folder = try CLI.temporaryFolder()
        let out = folder.appendingPathComponent("bar.svg").path
        let expected = try CLI.run(["render", "--example", "social"]).stdout
        var failed = 0
        for round in 0..<5 {
            let statuses = Statuses()
            let group = DispatchGroup()
            // A thread per run, so all 24 processes really run at once (not as many as there are cores).
            for index in 0..<24 {
                group.enter()
                Thread {
                    statuses.record(index, try? CLI.run(["render", "--example", "social", "-o", out]))
                    group.leave()
                }.start()
            }
            group.wait()
            for (index, result) in statuses.all.sorted(by: { $0.key < $1.key }) where result?.status != 0 {
                failed += 1
                Issue.record("round \(round), run \(index): \(result?.stderr ?? "did not run")")
            }
            #expect(FileManager.default.contents(atPath: out).map { String(decoding: $0, as: UTF8.self) } == expected)
            #expect(CLI.tree(folder) == ["bar.svg"])
        }
        print("parallel renders to one file: \(failed) of 120 failed")
    }
}

/// Results of parallel runs by index.
final class Statuses: @unchecked Sendable {  // every access holds `lock`
    private let lock = NSLock()
    private var results: [Int: CLIResult?] = [:]
    func record(_ index: Int, _ result: CLIResult?) { lock.withLock { results[index] = result } }
    var all: [Int: CLIResult?] { lock.withLock { results } }
}
#endif

import Foundation

/// Runs the built `tabbar` executable and captures what it prints.
struct CLIResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum CLI {
    /// The `tabbar` binary beside the test bundle in the build folder, or in `TABBAR_TEST_BINARIES` when set
    /// (to run these tests against another build, such as the one before a fix).
    static let executable: URL = {
        if let folder = ProcessInfo.processInfo.environment["TABBAR_TEST_BINARIES"], !folder.isEmpty {
            return URL(fileURLWithPath: folder).appendingPathComponent("tabbar")
        }
        let bundleDir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for dir in [bundleDir, bundleDir.deletingLastPathComponent(), Bundle.main.bundleURL.deletingLastPathComponent()] {
            let candidate = dir.appendingPathComponent("tabbar")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return bundleDir.appendingPathComponent("tabbar")
    }()

    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `tabbar arguments…` in `folder` (the repository root by default) and waits for it to end.
    static func run(_ arguments: [String], stdin: String? = nil, stdinData: Data? = nil, path: String? = nil, in folder: URL? = nil) throws -> CLIResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let path {
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = path
            process.environment = environment
        }
        process.currentDirectoryURL = folder ?? repositoryRoot
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let bytes = stdinData ?? stdin.map({ Data($0.utf8) }) { input.fileHandleForWriting.write(bytes) }
        try input.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIResult(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Whether a result is the tool's own ending (0, 1 or 2), not a crash or a signal.
    static func endedCleanly(_ result: CLIResult) -> Bool { (0...2).contains(result.status) && !result.stderr.contains("Program crashed") }

    /// Every entry under `folder`, hidden ones included, as paths relative to it, sorted.
    static func tree(_ folder: URL) -> [String] {
        let root = folder.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        return walker.compactMap { $0 as? String }.sorted()
    }

    /// A new empty temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tabbar-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `text` to a new temporary file and returns its path.
    static func temporaryFile(_ text: String, suffix: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tabbar-test-\(UUID().uuidString)\(suffix)")
        try Data(text.utf8).write(to: url)
        return url.path
    }
}

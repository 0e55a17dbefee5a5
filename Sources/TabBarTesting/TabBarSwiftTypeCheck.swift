import Foundation

/// Type-checks Swift source against the modules built beside the running test process, with the toolchain's
/// `swiftc` (exported Swift, documentation snippets, generated themes), so generated code is held to compiling.
///
/// `TabBarSwiftTypeCheck()?.check(source: text, arguments: ["-swift-version", "6"])` gives the compiler's exit status
/// and its errors; `nil` from the initialiser means the check cannot run here.
public struct TabBarSwiftTypeCheck: Sendable {
    /// The folder of the built modules (`.build/debug/Modules`, beside the test bundle).
    public let modules: URL
    /// The compiler.
    public let swiftc: URL

    /// A checker for the modules beside this process, or `nil` where `module` was not built there or no `swiftc` is
    /// installed (the caller records that as an issue: a check that cannot run is not a pass).
    public init?(requiring module: String = "TabBarCore") {
        let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Modules")
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("\(module).swiftmodule").path),
            let swiftc = ["/usr/bin/swiftc", "/opt/swift/usr/bin/swiftc"].first(where: FileManager.default.isExecutableFile(atPath:))
        else { return nil }
        self.modules = modules
        self.swiftc = URL(fileURLWithPath: swiftc)
    }

    /// Type-checks `files` in one compiler run with extra `arguments` (`-swift-version 6`, `-parse-as-library`):
    /// the compiler's exit status and what it wrote to standard error.
    public func check(_ files: [URL], arguments: [String] = []) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = swiftc
        process.arguments = ["-typecheck"] + arguments + ["-I", modules.path] + files.map(\.path)
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Read before waiting: a compiler with more to say than a pipe holds would otherwise never exit.
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, message)
    }

    /// Type-checks `source` alone, from a temporary file removed afterwards.
    public func check(source: String, arguments: [String] = []) throws -> (status: Int32, errors: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabbar-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Source.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        return try check([file], arguments: arguments)
    }
}

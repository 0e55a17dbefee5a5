import Foundation
import Testing

/// Issue 29, item 6: every Swift block of a doc comment in `Sources/` compiles, so a rename can never leave a stale
/// example again. `Scripts/doc-comment-snippets.py` extracts them (a block that is a fragment is fenced as
/// ```swift-fragment): the ones that need only the Linux modules are type-checked here against the built
/// modules, with the shared givens of `Fixtures/DocCommentPrelude/Common.swift`; the ones that need SwiftUI or
/// UIKit are written to `Examples/DocClients/Sources/DocCommentSnippets`, which `Scripts/ios-check.sh` compiles.
@Suite("Doc comments' code compiles")
struct DocCommentSnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the extraction script; returns its status and output.
    static func script(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("Scripts/doc-comment-snippets.py").path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test("the doc comments' Linux blocks type-check against the built modules")
    func linuxBlocks() throws {
        let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Modules")
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("TabBarHost.swiftmodule").path),
            let swiftc = ["/usr/bin/swiftc", "/opt/swift/usr/bin/swiftc"].first(where: FileManager.default.isExecutableFile(atPath:))
        else {
            Issue.record("no built modules or swiftc to type-check against")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doc-comments-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try Self.script(["write-linux", folder.path])
        try #require(written.status == 0, "\(written.output)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count > 30, "the blocks were found")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-typecheck", "-swift-version", "6", "-parse-as-library", "-I", modules.path] + files.map { folder.appendingPathComponent($0).path }
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // Each error names the generated file, whose first line names the doc comment it came from.
        #expect(process.terminationStatus == 0, "doc-comment blocks do not compile:\n\(message)")
    }

    @Test("the Apple blocks compiled for iOS are the doc comments' blocks as they are now")
    func appleBlocksAreCurrent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doc-comments-apple-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try Self.script(["write-apple", folder.path])
        try #require(written.status == 0, "\(written.output)")
        let committed = Self.root.appendingPathComponent("Examples/DocClients/Sources/DocCommentSnippets")
        let expected = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let actual = ((try? FileManager.default.contentsOfDirectory(atPath: committed.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(expected == actual, "run Scripts/doc-comment-snippets.py write-apple Examples/DocClients/Sources/DocCommentSnippets")
        for name in expected where actual.contains(name) {
            let want = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let have = try String(contentsOf: committed.appendingPathComponent(name), encoding: .utf8)
            #expect(want == have, "\(name) is stale: run Scripts/doc-comment-snippets.py write-apple Examples/DocClients/Sources/DocCommentSnippets")
        }
    }
}

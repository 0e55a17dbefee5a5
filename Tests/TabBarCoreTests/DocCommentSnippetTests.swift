import Foundation
import TabBarTesting
import Testing

/// Issue 29, item 6: every Swift block of a doc comment in `Sources/` compiles, so a rename can never leave a stale
/// example again. `Scripts/doc-comment-snippets.py` extracts them (a block that is a fragment is fenced as
/// ```swift-fragment): the ones that need only the Linux modules are type-checked here against the built
/// modules, with the shared givens of `Fixtures/DocCommentPrelude/Common.swift`; the ones that need SwiftUI or
/// UIKit must appear as they are written in a file under `Examples/` (`Examples/DocClients/Sources/DocCommentClient`
/// holds them in the context they need), which `Scripts/ios-check.sh` compiles.
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
        guard let checker = TabBarSwiftTypeCheck(requiring: "TabBarHost") else {
            Issue.record("no built modules or swiftc to type-check against")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doc-comments-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try Self.script(["write-linux", folder.path])
        try #require(written.status == 0, "\(written.output)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count > 30, "the blocks were found")
        let result = try checker.check(files.map { folder.appendingPathComponent($0) }, arguments: ["-swift-version", "6", "-parse-as-library"])
        // Each error names the generated file, whose first line names the doc comment it came from.
        #expect(result.status == 0, "doc-comment blocks do not compile:\n\(result.errors)")
    }

    /// The lines of a text without their indentation and trailing spaces, blank lines dropped.
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test("each doc-comment block that needs SwiftUI or UIKit appears as it is written in a file under Examples/, which ios-check compiles")
    func appleBlocksInExamples() throws {
        let listed = try Self.script(["list-apple"])
        try #require(listed.status == 0, "\(listed.output)")
        let blocks = listed.output.components(separatedBy: "\u{1}").filter { !$0.isEmpty }
        #expect(blocks.count >= 8, "the Apple blocks were found")
        let examples = DocSnippetTests.exampleSources().map(Self.lines)
        for block in blocks {
            let header = block.prefix { $0 != "\n" }
            let code = Self.lines(String(block.dropFirst(header.count)))
            let found = examples.contains { file in
                guard code.count <= file.count else { return false }
                return (0...(file.count - code.count)).contains { Array(file[$0..<($0 + code.count)]) == code }
            }
            #expect(found, "\(header) needs SwiftUI or UIKit but appears in no file under Examples/ (Examples/DocClients/Sources/DocCommentClient holds them)")
        }
    }
}

import Foundation
import TabBarTesting
import Testing

/// Every ```swift block in the README, `docs/*.md` and the DocC catalogs' articles compiles, so none can rot.
///
/// A block that imports SwiftUI or UIKit cannot compile on Linux: it must instead appear verbatim in a
/// file under `Examples/`, which `Scripts/ios-check.sh` compiles for iOS. A block that is deliberately a
/// fragment (a signature, an excerpt) is fenced as ```swift-fragment instead; keep that rare.
@Suite("Documentation snippets compile")
struct DocSnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Snippet: CustomTestStringConvertible, Sendable {
        var file: String
        var line: Int
        var code: String
        var testDescription: String { "\(file):\(line)" }
        /// Whether it needs an Apple UI framework (and so is checked against `Examples/` instead).
        var needsAppleUI: Bool {
            code.split(separator: "\n").contains { line in
                let words = line.split(separator: " ")
                return words.first == "import" && words.dropFirst().contains { $0 == "SwiftUI" || $0 == "UIKit" }
            }
        }
    }

    /// The Markdown files whose snippets are checked, relative to the package root.
    static func documents() -> [String] {
        let manager = FileManager.default
        var files = ["README.md"]
        let docs = (try? manager.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        files += docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
        if let walker = manager.enumerator(atPath: root.appendingPathComponent("Sources").path) {
            let articles = walker.compactMap { $0 as? String }.filter { $0.contains(".docc/") && $0.hasSuffix(".md") }
            files += articles.sorted().map { "Sources/\($0)" }
        }
        return files
    }

    /// The ```swift blocks of a Markdown text, with the line each starts on.
    static func snippets(in text: String, file: String) -> [Snippet] {
        var found: [Snippet] = []
        var current: (line: Int, lines: [String])?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var block = current {
                if trimmed == "```" {
                    found.append(Snippet(file: file, line: block.line, code: block.lines.joined(separator: "\n")))
                    current = nil
                } else {
                    block.lines.append(String(line))
                    current = block
                }
            } else if trimmed == "```swift" {
                current = (index + 1, [])
            }
        }
        return found
    }

    static let all: [Snippet] = documents().flatMap { file in
        (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)).map { snippets(in: $0, file: file) } ?? []
    }

    /// The text of every Swift file under `Examples/`, whitespace at line ends ignored.
    static func exampleSources() -> [String] {
        let folder = root.appendingPathComponent("Examples")
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") && !$0.contains("/.build/") }.compactMap {
            (try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)).map(normalised)
        }
    }

    static func normalised(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.reversed().drop(while: \.isWhitespace).reversed()) }.joined(separator: "\n")
    }

    @Test("the README has Swift snippets to check")
    func found() {
        #expect(Self.all.contains { $0.file == "README.md" && !$0.needsAppleUI })
    }

    @Test(
        "the first block of the SwiftUI and UIKit guides is the whole source of a fresh client that ios-check compiles",
        arguments: [
            ("docs/swiftui.md", "Examples/DocClients/Sources/SwiftUIClient/MailApp.swift"),
            ("docs/uikit.md", "Examples/DocClients/Sources/UIKitClient/MailController.swift"),
        ])
    func firstBlockIsAClient(_ guide: String, _ client: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(guide), encoding: .utf8)
        let source = try String(contentsOf: Self.root.appendingPathComponent(client), encoding: .utf8)
        let first = try #require(Self.snippets(in: text, file: guide).first)
        #expect(Self.normalised(first.code + "\n") == Self.normalised(source), "\(guide)'s first block differs from \(client)")
        // A fresh client: nothing but the library and Apple's frameworks.
        let imports = source.split(separator: "\n").filter { $0.hasPrefix("import ") }.map { String($0.dropFirst("import ".count)) }
        #expect(Set(imports).isSubset(of: ["SwiftUI", "UIKit", "TabBarCore", "TabBarHost", "TabBarSwiftUI", "TabBarUIKit"]), "\(imports)")
    }

    @Test("each Swift snippet compiles (or, for SwiftUI and UIKit, appears verbatim under Examples/)", arguments: all)
    func compiles(_ snippet: Snippet) throws {
        if snippet.needsAppleUI {
            let code = Self.normalised(snippet.code)
            #expect(Self.exampleSources().contains { $0.contains(code) }, "\(snippet.file):\(snippet.line) imports SwiftUI or UIKit but appears in no file under Examples/")
            return
        }
        guard let checker = TabBarSwiftTypeCheck() else {
            Issue.record("no built modules or swiftc to type-check against")
            return
        }
        let result = try checker.check(source: snippet.code, arguments: ["-swift-version", "6"])
        #expect(result.status == 0, "\(snippet.file):\(snippet.line) does not compile:\n\(result.errors)")
    }
}

import Foundation
import Testing

/// The SwiftUI and UIKit adapters translate; they decide nothing the core decides. These tests read
/// their sources (which compile empty on Linux) and fail on the marks of a decision: a number that is
/// not a unit (0, 1, ½, 2 for halving a side into a capsule radius, 180 for degrees) outside an
/// availability check, a frame built by hand, an animation duration, curve or spring of their own, or
/// a selection rule.
@Suite("The SwiftUI and UIKit adapters decide nothing")
struct AdapterPurityTests {
    /// An adapter module's folder and the guard every file of it is wrapped in.
    struct Adapter: CustomStringConvertible, Sendable {
        let folder: String
        let guardLine: String
        var description: String { folder }

        /// Each Swift file of the adapter (found recursively), without comments and string literals.
        var sources: [(name: String, code: String)] {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../Sources/\(folder)").standardizedFileURL
            let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            return files.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name in
                guard let text = try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8) else { return nil }
                return (name, AdapterPurityTests.stripped(text))
            }
        }
    }

    static let adapters = [
        Adapter(folder: "TabBarUIKit", guardLine: "#if canImport(UIKit) && !os(watchOS)"),
        Adapter(folder: "TabBarSwiftUI", guardLine: "#if canImport(SwiftUI)"),
    ]

    /// The code without comments and string literals.
    static func stripped(_ text: String) -> String {
        let noComments = text.replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
        return noComments.replacingOccurrences(of: #""(?:\\.|[^"\\])*""#, with: "\"\"", options: .regularExpression)
    }

    /// The code without the lines that name OS versions (`#available`, `@available`, `_version:`).
    static func withoutAvailability(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("available(") && !$0.contains("_version:") }
            .joined(separator: "\n")
    }

    @Test("the adapter's sources are found and wrapped whole in their platform guard", arguments: adapters)
    func found(_ adapter: Adapter) {
        let sources = adapter.sources
        #expect(sources.count >= 8)
        for (name, code) in sources {
            #expect(code.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix(adapter.guardLine), "\(name)")
        }
    }

    @Test("every number in the adapter is a unit, not a measurement or a duration", arguments: adapters)
    func numbers(_ adapter: Adapter) throws {
        let allowed: Set<String> = ["0", "1", "0.5", "2", "180"]
        let pattern = try NSRegularExpression(pattern: #"(?<![A-Za-z_0-9.])\d+(?:\.\d+)?"#)
        for (name, source) in adapter.sources {
            let code = Self.withoutAvailability(source)
            let range = NSRange(code.startIndex..., in: code)
            let numbers = pattern.matches(in: code, range: range).compactMap { Range($0.range, in: code).map { String(code[$0]) } }
            let found = numbers.filter { !allowed.contains($0) }
            #expect(found.isEmpty, "\(name) has numbers \(found)")
        }
    }

    @Test("no frames, durations, curves, springs or selection rules of the adapter's own", arguments: adapters)
    func decisions(_ adapter: Adapter) throws {
        let forbidden = [
            "CGRect(x:", "CGRect(origin:", "withDuration", "TabBarSpringCurve(", ".timed(.", "dampingFraction",
            "isSelectable", "decide(", "adjacentSelectable", "CABasicAnimation", "CASpringAnimation",
            ".spring(response:", ".spring(duration:", "interpolatingSpring(", ".bouncy", ".snappy", ".easeInOut", ".easeIn(", ".easeOut(", ".linear(", ".padding(", ".offset(x:",
        ]
        // The one rectangle an adapter builds is a core `TabBarRect`, field for field; the one offset is a host
        // `TabBarContentPlacement`'s, as it is.
        let conversion = try NSRegularExpression(pattern: #"CGRect\(x: (\w+\.)?x, y: (\w+\.)?y, width: (\w+\.)?width, height: (\w+\.)?height\)"#)
        let placement = try NSRegularExpression(pattern: #"\.offset\(x: placement\.layoutOffset\)"#)
        for (name, source) in adapter.sources {
            var code = conversion.stringByReplacingMatches(in: source, range: NSRange(source.startIndex..., in: source), withTemplate: "")
            code = placement.stringByReplacingMatches(in: code, range: NSRange(code.startIndex..., in: code), withTemplate: "")
            let found = forbidden.filter { code.contains($0) }
            #expect(found.isEmpty, "\(name) uses \(found)")
        }
    }
}

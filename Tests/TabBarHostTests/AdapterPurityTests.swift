import Foundation
import Testing

/// The UIKit adapter translates; it decides nothing the core decides. These tests read its
/// source (which compiles empty on Linux) and fail on the marks of a decision: a number that is
/// not a unit (0, 1, ½, 2 for halving a side into a capsule radius, 180 for degrees), a frame
/// built by hand, an animation duration or spring of its own, or a selection rule.
@Suite("The UIKit adapter decides nothing")
struct AdapterPurityTests {
    static let sources: [(name: String, code: String)] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/TabBarUIKit").standardizedFileURL
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name in
            guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else { return nil }
            return (name, stripped(text))
        }
    }()

    /// The code without comments and string literals.
    static func stripped(_ text: String) -> String {
        let noComments = text.replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
        return noComments.replacingOccurrences(of: #""(?:\\.|[^"\\])*""#, with: "\"\"", options: .regularExpression)
    }

    @Test("the adapter's sources are found")
    func found() {
        #expect(Self.sources.count >= 8)
        #expect(Self.sources.allSatisfy { $0.code.contains("#if canImport(UIKit) && !os(watchOS)") })
    }

    @Test("every number in the adapter is a unit, not a measurement or a duration")
    func numbers() throws {
        let allowed: Set<String> = ["0", "1", "0.5", "2", "180"]
        let pattern = try NSRegularExpression(pattern: #"(?<![A-Za-z_0-9.])\d+(?:\.\d+)?"#)
        for (name, code) in Self.sources {
            let range = NSRange(code.startIndex..., in: code)
            let numbers = pattern.matches(in: code, range: range).compactMap { Range($0.range, in: code).map { String(code[$0]) } }
            let found = numbers.filter { !allowed.contains($0) }
            #expect(found.isEmpty, "\(name) has numbers \(found)")
        }
    }

    @Test("no frames, durations, springs or selection rules of the adapter's own")
    func decisions() {
        let forbidden = [
            "CGRect(x:", "CGRect(origin:", "withDuration", "SpringCurve(", ".timed(.", "dampingFraction",
            "isSelectable", "decide(", "adjacentSelectable", "CABasicAnimation", "CASpringAnimation",
        ]
        // The one rectangle the adapter builds is the core's, field for field.
        let conversion = "CGRect(x: x, y: y, width: width, height: height)"
        for (name, code) in Self.sources {
            let found = forbidden.filter { code.replacingOccurrences(of: conversion, with: "").contains($0) }
            #expect(found.isEmpty, "\(name) uses \(found)")
        }
    }
}

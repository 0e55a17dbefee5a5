import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarRender
import TabBarTesting

/// Golden layout fixtures: one data file per example × device × orientation, holding the
/// left-to-right layout. Each is checked in LTR, and in RTL as its mirror image, with a tolerance.
/// Set `TABBAR_RECORD_FIXTURES=1` to write missing fixtures (then look at them before committing).
@Suite("B Layout fixtures, LTR and RTL")
struct LayoutFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/layout")
    static let tolerance = 0.34  // one pixel at @3x

    struct Case: CustomTestStringConvertible, Sendable {
        var example: TabBarBuiltInExample
        var device: TabBarDevicePreset
        var orientation: TabBarOrientation
        var name: String { "\(example.rawValue)-\(device.name)-\(orientation.rawValue)" }
        var testDescription: String { name }

        func layout(_ direction: TabBarReadingDirection) -> TabBarLayout {
            let configuration = TabBarConfiguration.example(example)
            var machine = TabBarMachine.fixture(configuration)
            if example == .reflect { _ = machine.handle(.selectionRequested("goals")) }
            return TabBarLayout(
                configuration: configuration, state: machine.state,
                environment: device.environment(orientation, direction: direction), theme: .system, measurer: TabBarInterTextMeasurer())
        }
    }

    static let cases: [Case] = [TabBarBuiltInExample.social, .reflect].flatMap { example in
        TabBarDevicePreset.all.flatMap { device in TabBarOrientation.allCases.map { Case(example: example, device: device, orientation: $0) } }
    }

    @Test("the layout matches its golden fixture in both directions", arguments: cases)
    func fixture(_ testCase: Case) throws {
        try Self.check(Self.folder.appendingPathComponent(testCase.name + ".json"), ltr: testCase.layout(.leftToRight).json) {
            testCase.layout(.rightToLeft).json
        }
    }

    /// Compares a left-to-right layout with its golden fixture, and the right-to-left one mirrored back; records
    /// the fixture when it is missing and `TABBAR_RECORD_FIXTURES=1`.
    static func check(_ url: URL, ltr: TabBarJSONValue, rtl: () -> TabBarJSONValue) throws {
        guard let golden = try golden(at: url, recording: ltr) else { return }
        let width = try #require(Self.number(golden["container"]?["width"]))
        Self.expectClose(ltr, golden, path: "ltr")
        Self.expectClose(Self.mirrored(rtl(), width: width), golden, path: "rtl(mirrored)")
    }

    /// Compares `json` with the golden fixture at `url` (within the tolerance).
    static func expectFixture(_ json: TabBarJSONValue, at url: URL, path: String) throws {
        guard let golden = try golden(at: url, recording: json) else { return }
        expectClose(json, golden, path: path)
    }

    /// The golden fixture at `url`, parsed; a missing one is a failure, and is recorded from `json` with
    /// `TABBAR_RECORD_FIXTURES=1` (look at it before committing).
    static func golden(at url: URL, recording json: TabBarJSONValue) throws -> TabBarJSONValue? {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            if ProcessInfo.processInfo.environment["TABBAR_RECORD_FIXTURES"] == "1" {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data((json.serialized() + "\n").utf8).write(to: url)
            }
            Issue.record("no fixture at \(url.path); run with TABBAR_RECORD_FIXTURES=1 to record it")
            return nil
        }
        return try TabBarJSONParser.parse(text)
    }

    /// Compares two JSON documents, numbers within the tolerance; items compare by id.
    static func expectClose(_ actual: TabBarJSONValue, _ expected: TabBarJSONValue, path: String) {
        switch (actual, expected) {
        case (.number(let a), .number(let b)):
            #expect(abs(a - b) <= tolerance, "\(path): \(a) is not \(b)")
        case (.array(let a), .array(let b)):
            #expect(a.count == b.count, "\(path): \(a.count) elements, expected \(b.count)")
            let byID = a.allSatisfy { $0["id"] != nil }
            for (i, e) in b.enumerated() {
                let match = byID ? a.first { $0["id"] == e["id"] } : (i < a.count ? a[i] : nil)
                guard let match else {
                    Issue.record("\(path)[\(i)]: missing")
                    continue
                }
                expectClose(match, e, path: "\(path)[\(e["id"].flatMap { if case .string(let s) = $0 { s } else { nil } } ?? String(i))]")
            }
        case (.object(let a), .object(let b)):
            #expect(a.map(\.key) == b.map(\.key), "\(path): keys differ")
            for member in b where member.key != "direction" {
                guard let value = a.first(where: { $0.key == member.key })?.value else { continue }
                expectClose(value, member.value, path: "\(path).\(member.key)")
            }
        default:
            #expect(actual == expected, "\(path): \(actual.serialized(pretty: false)) is not \(expected.serialized(pretty: false))")
        }
    }

    /// A right-to-left layout mirrored back: every frame's x reflected and the scroll offset measured from
    /// the other end; leading and trailing fades keep their meaning, so they compare as they are.
    static func mirrored(_ layout: TabBarJSONValue, width: Double) -> TabBarJSONValue {
        let viewport = number(layout["content"]?["width"]) ?? width
        return mirror(layout, width: width, viewport: viewport)
    }

    static func mirror(_ value: TabBarJSONValue, width: Double, viewport: Double) -> TabBarJSONValue {
        switch value {
        case .object(let members):
            if let x = number(value["x"]), let w = number(value["width"]), value["y"] != nil {
                return .object(members.map { $0.key == "x" ? ("x", .number(width - x - w)) : $0 })
            }
            if let offset = number(value["offset"]), let content = number(value["contentWidth"]) {
                let maxOffset = max(0, content - viewport)
                return .object(members.map { $0.key == "offset" ? ("offset", .number(maxOffset - offset)) : $0 })
            }
            return .object(members.map { ($0.key, mirror($0.value, width: width, viewport: viewport)) })
        case .array(let elements):
            return .array(elements.map { mirror($0, width: width, viewport: viewport) })
        default:
            return value
        }
    }

    static func number(_ value: TabBarJSONValue?) -> Double? {
        if case .number(let n)? = value { return n }
        return nil
    }
}

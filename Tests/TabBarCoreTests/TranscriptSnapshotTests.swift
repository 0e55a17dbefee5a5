import Foundation
import SnapshotTesting
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

/// Transcripts are deterministic: each example's tour is snapshot-tested as JSON and as text.
@Suite("Transcript snapshots")
struct TranscriptSnapshotTests {
    static let tours: [TabBarBuiltInExample: String] = [
        .social: """
            push home post/42
            tap home
            tap home
            tap create
            tap activity
            badge activity count 120
            deeplink app://activity/item/9
            deeplink app://nowhere
            keyboard show
            keyboard hide
            push home settings/privacy
            tap home
            back
            back
            save
            restore
            """,
        .reflect: "tap goals\npush goals g/1\ntap metrics\ntap timers\ntap goals\nswipe left\nmemory-warning\nreorder timers,goals\nhide reflect",
        .nyx: "tap insights\nback\nback\nswipe left\ntap chat\nscroll down\ndeeplink nyx://insights/monday",
        .ouds: "badge messages count 3\nbadge emails count 0\nbadge account dot\ntap account\nback\nback",
    ]

    @Test("each example's tour transcript", arguments: TabBarBuiltInExample.allCases)
    func tour(example: TabBarBuiltInExample) throws {
        let configuration = TabBarConfiguration.example(example)
        var simulator = try TabBarSimulator(configuration: configuration)
        let transcript = simulator.run(try TabBarSimulationScript.parse(Self.tours[example] ?? "", configuration: configuration))
        assertSnapshot(of: transcript.json.serialized(), as: .lines, named: "\(example.rawValue)-json")
        assertSnapshot(of: transcript.text, as: .lines, named: "\(example.rawValue)-text")
    }

    /// The React Navigation parity scripts in `Examples/scripts/parity` (issue 20 and issue 19, item 7).
    /// `Tools/Tests/TabBarCLITests` runs each through `tabbar simulate` and compares its output with these snapshots.
    static let parityScripts = ["configure", "first-tab", "hide-selected", "order-customised", "order-not-customised", "preload", "restore-fallback"]

    /// The configuration a parity script runs on, from the command in its header (`#   tabbar simulate CONFIG SCRIPT`).
    static func parityConfiguration(ofScript text: String) -> String? {
        let command = text.split(separator: "\n").first { $0.hasPrefix("#   tabbar simulate ") }
        return command?.split(separator: " ").dropFirst(3).first.map(String.init)
    }

    /// Runs a parity script as `tabbar simulate` does from the repository root: `configure FILE` and `restore FILE`
    /// read their files relative to it.
    static func runParity(_ name: String) throws -> TabBarTranscript {
        func read(_ path: String) throws -> String {
            try String(contentsOf: ExamplesTests.packageRoot.appendingPathComponent(path), encoding: .utf8)
        }
        let text = try read("Examples/scripts/parity/\(name).txt")
        let configuration = try TabBarConfiguration.decode(json: read(try #require(parityConfiguration(ofScript: text))))
        let script = try TabBarSimulationScript.parse(text, configuration: configuration) { path in
            try TabBarConfiguration.decode(json: read(path))
        }
        var simulator = try TabBarSimulator(configuration: configuration)
        for step in script.steps {
            if case .restoreFile(let path) = step.command { simulator.snapshotFiles[path] = try read(path) }
        }
        return simulator.run(script)
    }

    @Test("each React Navigation parity script's transcript", arguments: parityScripts)
    func parity(name: String) throws {
        let transcript = try Self.runParity(name)
        #expect(transcript.steps.count > 2)
        assertSnapshot(of: transcript.json.serialized(), as: .lines, named: "\(name)-json")
        assertSnapshot(of: transcript.text, as: .lines, named: "\(name)-text")
    }

    @Test("every script in Examples/scripts/parity has a snapshot")
    func everyParityScript() throws {
        let folder = ExamplesTests.packageRoot.appendingPathComponent("Examples/scripts/parity")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }
        #expect(names.map { String($0.dropLast(4)) }.sorted() == Self.parityScripts)
    }
}

import SnapshotTesting
import Testing
import TabBarCore
import TabBarTools
import TabBarTesting

/// Transcripts are deterministic: each example's tour is snapshot-tested as JSON and as text.
@Suite("Transcript snapshots")
struct TranscriptSnapshotTests {
    static let tours: [BuiltInExample: String] = [
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

    @Test("each example's tour transcript", arguments: BuiltInExample.allCases)
    func tour(example: BuiltInExample) throws {
        let configuration = TabBarConfiguration.example(example)
        var simulator = try Simulator(configuration: configuration)
        let transcript = simulator.run(try SimulationScript.parse(Self.tours[example] ?? "", configuration: configuration))
        assertSnapshot(of: transcript.json.serialized(), as: .lines, named: "\(example.rawValue)-json")
        assertSnapshot(of: transcript.text, as: .lines, named: "\(example.rawValue)-text")
    }
}

import Foundation
import SnapshotTesting
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

/// Issue 32's scripts in `Examples/scripts/issue32` (minimise behaviours), run as `tabbar simulate` runs them,
/// snapshot-tested as JSON and as text.
@Suite("Issue 32 transcripts")
struct Issue32TranscriptTests {
    static let folder = "Examples/scripts/issue32"
    static let scripts = ["minimize-on-scroll-down", "minimize-on-scroll-up"]

    static func run(_ name: String) throws -> TabBarTranscript {
        let text = try Issue33TranscriptTests.read("\(folder)/\(name).txt")
        let path = try #require(TranscriptSnapshotTests.parityConfiguration(ofScript: text))
        let configuration = try TabBarConfiguration.decode(json: Issue33TranscriptTests.read(path))
        var simulator = try TabBarSimulator(configuration: configuration)
        return simulator.run(try TabBarSimulationScript.parse(text, configuration: configuration))
    }

    @Test("each script's transcript", arguments: scripts)
    func script(name: String) throws {
        let transcript = try Self.run(name)
        #expect(transcript.steps.count > 8)
        assertSnapshot(of: transcript.json.serialized(), as: .lines, named: "\(name)-json")
        assertSnapshot(of: transcript.text, as: .lines, named: "\(name)-text")
    }

    @Test("every script in the folder has a snapshot")
    func folderContents() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: ExamplesTests.packageRoot.appendingPathComponent(Self.folder).path)
        // The prominent tab's script is snapshot by its own suite (Issue32ProminentTests).
        #expect(names.filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted() == (Self.scripts + ["prominent"]).sorted())
    }

    @Test("scroll end reads as the event it sends; a bad scroll word is named")
    func commands() throws {
        let script = try TabBarSimulationScript.parse("scroll end", configuration: studio)
        #expect(script.steps.map(\.command) == [.event(.contentReachedEnd)])
        #expect(TabBarEvent.contentReachedEnd.description == "scroll end")
        #expect(throws: TabBarScriptError.self) { try TabBarSimulationScript.parse("scroll sideways", configuration: studio) }
        do {
            _ = try TabBarSimulationScript.parse("scroll sideways", configuration: studio)
        } catch {
            #expect(error.description == #"line 1: "sideways" is not one of down, up"#)
        }
    }
}

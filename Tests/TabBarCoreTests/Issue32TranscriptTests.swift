import Foundation
import SnapshotTesting
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

/// Issue 32's scripts in `Examples/scripts/issue32` (search tab, top bar, minimise behaviours), run as `tabbar simulate`
/// runs them (the configuration is named in each script's header), snapshot-tested as JSON and as text.
@Suite("Issue 32 transcripts")
struct Issue32TranscriptTests {
    static let folder = "Examples/scripts/issue32"
    static let scripts = ["search", "top-bar", "minimize-on-scroll-down", "minimize-on-scroll-up", "prominent-detached"]

    static func run(_ name: String) throws -> TabBarTranscript {
        try Issue33TranscriptTests.run(name, in: folder)
    }

    @Test("each script's transcript", arguments: scripts)
    func script(name: String) throws {
        let transcript = try Self.run(name)
        #expect(transcript.steps.count > 4)
        assertSnapshot(of: transcript.json.serialized(), as: .lines, named: "\(name)-json")
        assertSnapshot(of: transcript.text, as: .lines, named: "\(name)-text")
    }

    @Test("the search script returns to the tab before the search, and the top bar's state shows while it is expanded")
    func meaning() throws {
        let search = try Self.run("search")
        let dismissed = try #require(search.steps.first { $0.event == "search dismiss" })
        #expect(dismissed.selected == "inbox")
        #expect(search.text.contains("search: active, returns to inbox"))
        let top = try Self.run("top-bar")
        #expect(top.text.contains("top bar: expanded into the sidebar"))
        #expect(top.steps.last?.text.contains("top bar: expanded") == false)
    }

    @Test("the new commands read as the events they send; a bad line is named", arguments: [
        ("search dismiss", TabBarEvent.searchDismissed), ("sidebar toggle", .sidebarToggled),
    ])
    func newCommands(line: String, event: TabBarEvent) throws {
        let script = try TabBarSimulationScript.parse(line, configuration: atlas)
        #expect(script.steps.map(\.command) == [.event(event)])
        #expect(event.description == line)
        #expect(throws: TabBarScriptError.self) { try TabBarSimulationScript.parse("search cancel", configuration: atlas) }
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

import Foundation
import SnapshotTesting
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

/// Issue 32's search-tab and top-bar scripts in `Examples/scripts/issue32`, run as `tabbar simulate` runs them (the
/// configuration is named in each script's header), snapshot-tested as JSON and as text.
@Suite("Issue 32 transcripts: search tab and top bar")
struct Issue32TranscriptTests {
    static let scripts = ["search", "top-bar"]

    static func run(_ name: String) throws -> TabBarTranscript {
        try Issue33TranscriptTests.run(name, in: "Examples/scripts/issue32")
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
    func commands(line: String, event: TabBarEvent) throws {
        let script = try TabBarSimulationScript.parse(line, configuration: atlas)
        #expect(script.steps.map(\.command) == [.event(event)])
        #expect(event.description == line)
        #expect(throws: TabBarScriptError.self) { try TabBarSimulationScript.parse("search cancel", configuration: atlas) }
    }
}

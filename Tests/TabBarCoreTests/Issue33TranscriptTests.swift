import Foundation
import SnapshotTesting
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

/// Issue 33's scripts in `Examples/scripts/issue33`, run as `tabbar simulate` runs them (the command is in each
/// script's header), snapshot-tested as JSON and as text, as the React Navigation parity scripts are.
@Suite("Issue 33 transcripts")
struct Issue33TranscriptTests {
    static let folder = "Examples/scripts/issue33"
    static let scripts = ["full-history", "placements", "pop-to-top-on-blur", "reselect", "sidebar", "tab-menus"]

    static func read(_ path: String) throws -> String {
        try String(contentsOf: ExamplesTests.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// Runs a script (of `folder`, this suite's by default) with the configuration its header names.
    static func run(_ name: String, in folder: String = folder) throws -> TabBarTranscript {
        let text = try read("\(folder)/\(name).txt")
        let configuration = try TabBarConfiguration.decode(json: read(try #require(TranscriptSnapshotTests.parityConfiguration(ofScript: text))))
        var simulator = try TabBarSimulator(configuration: configuration)
        return simulator.run(try TabBarSimulationScript.parse(text, configuration: configuration))
    }

    @Test("each script's transcript", arguments: scripts)
    func script(name: String) throws {
        let transcript = try Self.run(name)
        #expect(transcript.steps.count > 4)
        assertSnapshot(of: transcript.json.serialized(), as: .lines, named: "\(name)-json")
        assertSnapshot(of: transcript.text, as: .lines, named: "\(name)-text")
    }

    @Test("every script in the folder has a snapshot, and the atlas configuration is the tests' fixture")
    func folderContents() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: ExamplesTests.packageRoot.appendingPathComponent(Self.folder).path)
        #expect(names.filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted() == Self.scripts)
        #expect(try TabBarConfiguration.decode(json: Self.read("\(Self.folder)/atlas.json")) == atlas)
    }

    @Test("the new commands read as the events they send, and a bad line is named", arguments: [
        ("longpress radio", TabBarEvent.tabLongPressed("radio")), ("doubletap home", .tabDoubleTapped("home")),
        ("sidebar select settings", .sidebarItemSelected("settings")), ("sidebar collapse more", .sidebarSectionCollapsed("more")),
        ("sidebar expand collection", .sidebarSectionExpanded("collection")),
        ("sidebar action collection newPlaylist", .sidebarActionChosen("newPlaylist", section: "collection")),
        ("sizeclass regular", .sizeClassChanged(.regular)),
    ])
    func commands(line: String, event: TabBarEvent) throws {
        let script = try TabBarSimulationScript.parse(line, configuration: atlas)
        #expect(script.steps.map(\.command) == [.event(event)])
        #expect(event.description == line, "the event's description is the line that sends it")
    }

    @Test("bad sidebar and size-class lines are errors naming the line and the reason", arguments: [
        ("sidebar collapse nowhere", #"line 1: unknown sidebar section "nowhere"; sections are collection, more"#),
        ("sidebar action collection nope", #"line 1: the sidebar section "collection" has no action "nope"; its actions are newPlaylist"#),
        ("sidebar select ghost", #"line 1: unknown tab "ghost"; tabs are home, browse, radio, library, downloads, settings, account, search"#),
        ("sidebar fold more", "line 1: sidebar expects: sidebar select ID | sidebar toggle | sidebar collapse SECTION | sidebar expand SECTION | sidebar action SECTION ACTION"),
        ("sizeclass wide", #"line 1: "wide" is not one of compact, regular"#),
        ("longpress", "line 1: longpress expects: longpress ID"),
    ])
    func badLines(line: String, message: String) {
        #expect(throws: TabBarScriptError.self) { try TabBarSimulationScript.parse(line, configuration: atlas) }
        do {
            _ = try TabBarSimulationScript.parse(line, configuration: atlas)
        } catch {
            #expect(error.description == message)
        }
    }
}

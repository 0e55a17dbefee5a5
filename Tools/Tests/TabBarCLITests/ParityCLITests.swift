import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore

/// `tabbar simulate` on the React Navigation parity scripts (issue 20, issue 19 item 7): the transcripts are the
/// snapshots `TranscriptSnapshotTests` keeps in `Tests/TabBarCoreTests/__Snapshots__`, byte for byte.
@Suite("tabbar simulate: navigation that agrees with React Navigation")
struct ParityCLITests {
    static let folder = "Examples/scripts/parity"

    static var scripts: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: CLI.repositoryRoot.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: CLI.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The arguments of the command a script's header gives (`#   tabbar simulate CONFIG SCRIPT`).
    func command(of name: String) throws -> [String] {
        let text = try read("\(Self.folder)/\(name).txt")
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("#   tabbar simulate ") })
        return line.split(separator: " ").dropFirst(2).map(String.init)
    }

    @Test("each script runs with the command in its header and prints the snapshot transcript", arguments: scripts)
    func transcript(name: String) throws {
        #expect(Self.scripts.count == 7)
        let arguments = try command(of: name)
        let snapshots = "Tests/TabBarCoreTests/__Snapshots__/TranscriptSnapshotTests/parity-name.\(name)"
        let text = try CLI.run(arguments)
        #expect(text.status == 0 && text.stderr.isEmpty, "\(text.stderr)")
        #expect(text.stdout == (try read("\(snapshots)-text.txt")))
        let json = try CLI.run(arguments + ["--format", "json"])
        #expect(json.stdout == (try read("\(snapshots)-json.txt")) + "\n")
    }

    /// Saves a snapshot on three.json after bar → baz → qux with `save FILE`, and returns the file's path.
    func saveAtQux() throws -> String {
        let snapshot = try CLI.temporaryFolder().appendingPathComponent("state.json").path
        let save = try CLI.run(["simulate", "\(Self.folder)/three.json", "-"], stdin: "tap baz\ntap qux\nsave \(snapshot)\n")
        #expect(save.status == 0, "\(save.stderr)")
        return snapshot
    }

    @Test("issue 20's report, as written: save on v1, drop the selected tab, restore with --state; back never comes round")
    func restoreFallbackAcrossRuns() throws {
        let snapshot = try saveAtQux()
        let restored = try CLI.run(["simulate", "\(Self.folder)/two.json", "--state", snapshot, "-"], stdin: "back\nback\nback\n")
        #expect(restored.status == 0, "\(restored.stderr)")
        for line in [
            #"! restoreRepaired: selection "qux" cannot be selected; fell back to "baz""#,
            "line 1: back\n  effects: selectionChanged(baz→bar, back)",
            "line 2: back\n  effects: backUnhandled",
            "line 3: back\n  effects: backUnhandled",
        ] {
            #expect(restored.stdout.contains(line), "\(line)\n\(restored.stdout)")
        }
    }

    @Test("the snapshot save FILE writes is the checked-in one the restore script reads")
    func savedSnapshotIsCurrent() throws {
        let snapshot = try saveAtQux()
        #expect(try String(contentsOfFile: snapshot, encoding: .utf8) == (try read("\(Self.folder)/saved-at-qux.json")))
    }

    @Test("an old snapshot (no orderCustomized) restores its order as the user's unless it is the configuration's")
    func oldSnapshot() throws {
        let old = try CLI.temporaryFile(#"{"version": 1, "selected": "baz", "order": ["baz", "bar", "qux"]}"#, suffix: ".json")
        let result = try CLI.run(["simulate", "\(Self.folder)/reordered.json", "--state", old, "--format", "json", "-"], stdin: "")
        #expect(result.status == 0, "\(result.stderr)")
        guard case .array(let steps)? = try TabBarJSONParser.parse(result.stdout)["steps"], steps.count == 2 else {
            Issue.record("no --state step")
            return
        }
        #expect(steps[1]["order"] == .array(["baz", "bar", "shop", "qux"].map(TabBarJSONValue.string)))
        #expect(steps[1]["orderCustomized"] == .bool(true))
    }

    @Test("configure FILE that cannot be read or is invalid is bad input naming the script line: exit 2")
    func badConfigure() throws {
        let missing = try CLI.run(["simulate", "--example", "social", "-"], stdin: "tap home\nconfigure /nonexistent/c.json\n")
        #expect(missing.status == 2 && missing.stderr.contains("line 2: /nonexistent/c.json: no such file"), "\(missing.stderr)")
        let invalid = try CLI.temporaryFile(#"{"version": 1, "tabs": []}"#, suffix: ".json")
        let bad = try CLI.run(["simulate", "--example", "social", "-"], stdin: "configure \(invalid)\n")
        #expect(bad.status == 2 && bad.stderr.contains("line 1: \(invalid): tabs: a bar needs at least one tab"), "\(bad.stderr)")
        #expect(bad.stdout.isEmpty)
    }

    @Test("after configure FILE, lines are checked against the new configuration's tabs")
    func configureChangesTabs() throws {
        let result = try CLI.run(["simulate", "\(Self.folder)/three.json", "-"], stdin: "configure \(Self.folder)/signed-in.json\ntap library\ntap qux\n")
        #expect(result.status == 2 && result.stderr.contains(#"line 3: unknown tab "qux"; tabs are bar, library, baz"#), "\(result.stderr)")
    }

    @Test("preload ID on an unknown tab names its line")
    func preloadUnknown() throws {
        let result = try CLI.run(["simulate", "\(Self.folder)/preload.json", "-"], stdin: "preload nowhere\n")
        #expect(result.status == 2 && result.stderr.contains(#"line 1: unknown tab "nowhere""#), "\(result.stderr)")
    }
}

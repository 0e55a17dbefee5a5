import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools

@Suite("tabbar simulate --state, save FILE and restore FILE")
struct StateCLITests {
    /// The JSON transcript's steps.
    func steps(_ result: CLIResult) throws -> [TabBarJSONValue] {
        guard case .array(let steps)? = try TabBarJSONParser.parse(result.stdout)["steps"] else { return [] }
        return steps
    }

    @Test("save FILE writes a snapshot that --state restores before the script")
    func saveThenState() throws {
        let folder = try CLI.temporaryFolder()
        let snapshot = folder.appendingPathComponent("state.json").path
        let save = try CLI.run(["simulate", "--example", "social", "-"], stdin: "push home post/1\ntap activity\nsave \(snapshot)\n")
        #expect(save.status == 0 && save.stderr.contains("wrote a snapshot to \(snapshot)"), "\(save.stderr)")
        let restored = try CLI.run(["simulate", "--example", "social", "--state", snapshot, "--format", "json", "-"], stdin: "back\n")
        #expect(restored.status == 0, "\(restored.stderr)")
        let all = try steps(restored)
        #expect(all.count == 3)
        #expect(all[1]["event"] == .string("--state \(snapshot)"))
        #expect(all[1]["selected"] == .string("activity") && all[1]["diagnostics"] == .array([]))
        #expect(all[1]["stacks"]?["home"] == .array([.string("post/1")]))
        #expect(all[2]["selected"] == .string("home"))
    }

    @Test("a corrupted snapshot file is repaired with diagnostics; what is valid survives")
    func corrupted() throws {
        let snapshot = try CLI.temporaryFile(#"{"version": 1, "selected": "nobody", "order": ["profile", 7], "stacks": {"home": ["a", "b"]}, "badges": {"activity": {"count": -1}, "profile": {"dot": true}}}"#, suffix: ".json")
        let result = try CLI.run(["simulate", "--example", "social", "--state", snapshot, "-"], stdin: "")
        #expect(result.status == 0, "\(result.stderr)")
        for line in [
            "! restoreRepaired: snapshot order[1]: expected a string; dropped",
            "! restoreRepaired: snapshot badges.activity: a badge count cannot be negative (got -1); dropped",
            #"! restoreRepaired: selection "nobody" cannot be selected; fell back to "home""#,
            "stacks: home=[a, b]", "badges: profile=•",
        ] {
            #expect(result.stdout.contains(line), "\(line)\n\(result.stdout)")
        }
    }

    @Test("a truncated or meaningless snapshot keeps the launch state and says why", arguments: [
        #"{"version": 1, "selected": "act"#, "", "null", #"{"version": 2, "selected": "home", "order": []}"#,
    ])
    func unreadable(text: String) throws {
        let snapshot = try CLI.temporaryFile(text, suffix: ".json")
        let result = try CLI.run(["simulate", "--example", "social", "--state", snapshot, "--format", "json", "-"], stdin: "")
        #expect(result.status == 0, "\(result.stderr)")
        let all = try steps(result)
        guard all.count == 2, case .array(let diagnostics)? = all[1]["diagnostics"] else {
            Issue.record("no --state step")
            return
        }
        #expect(diagnostics.count == 1 && diagnostics[0]["code"] == .string("restoreUnreadable"))
        #expect(all[1]["selected"] == all[0]["selected"])
    }

    @Test("a snapshot file that cannot be read is bad input: exit 2, with where it was asked for")
    func missingFile() throws {
        let state = try CLI.run(["simulate", "--example", "social", "--state", "/nonexistent/state.json", "-"], stdin: "")
        #expect(state.status == 2 && state.stderr.contains("--state: /nonexistent/state.json: no such file"), "\(state.stderr)")
        let script = try CLI.temporaryFile("tap home\nrestore /nonexistent/s.json\n", suffix: ".txt")
        let restore = try CLI.run(["simulate", "--example", "social", script])
        #expect(restore.status == 2 && restore.stderr.contains("line 2: /nonexistent/s.json: no such file"), "\(restore.stderr)")
        let binary = FileManager.default.temporaryDirectory.appendingPathComponent("tabbar-test-\(UUID().uuidString).json")
        try Data([0x7B, 0xC3, 0x28]).write(to: binary)
        let invalid = try CLI.run(["simulate", "--example", "social", "--state", binary.path, "-"], stdin: "")
        #expect(invalid.status == 2 && invalid.stderr.contains("not UTF-8 text (invalid byte 0xC3 at byte offset 1)"), "\(invalid.stderr)")
    }

    @Test("restore FILE in a script reads a file saved earlier in the same run, without touching disk first")
    func saveAndRestoreInOneScript() throws {
        let folder = try CLI.temporaryFolder()
        let snapshot = folder.appendingPathComponent("s.json").path
        let script = "tap profile\nsave \(snapshot)\ntap home\nrestore \(snapshot)\n"
        let result = try CLI.run(["simulate", "--example", "social", "-"], stdin: script)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("line 4: restore \(snapshot)\n  effects: selectionChanged(home→profile, restore)"), "\(result.stdout)")
        let saved = try String(contentsOfFile: snapshot, encoding: .utf8)
        #expect(saved.contains(#""selected":"profile""#))
    }

    @Test("save FILE writes nothing when another output of the run fails")
    func saveIsAtomic() throws {
        let folder = try CLI.temporaryFolder()
        let snapshot = folder.appendingPathComponent("s.json").path
        let result = try CLI.run(["simulate", "--example", "social", "-", "-o", folder.path], stdin: "save \(snapshot)\n")
        #expect(result.status == 2 && result.stderr.contains("is a folder"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}

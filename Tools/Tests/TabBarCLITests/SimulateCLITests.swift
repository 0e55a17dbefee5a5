import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

@Suite("tabbar simulate, end to end")
struct SimulateCLITests {
    @Test("tabbar demo runs the demo script on the social example")
    func demo() throws {
        let result = try CLI.run(["demo"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("line 3: tap home\n  effects: popToRoot(home), haptic(selection)"))
        #expect(result.stdout.contains("line 4: tap home\n  effects: scrollToTop(home), haptic(selection)"))
        #expect(result.stderr.isEmpty)
    }

    @Test("every example simulates from --example and from its file, with identical output", arguments: TabBarBuiltInExample.allCases)
    func examples(example: TabBarBuiltInExample) throws {
        let ids = TabBarConfiguration.example(example).tabs.map(\.id.rawValue)
        let script = try CLI.temporaryFile("tap \(ids.last!)\nswipe right\nback\nmemory-warning\nsave\nrestore\n", suffix: ".txt")
        let builtIn = try CLI.run(["simulate", "--example", example.rawValue, script, "--format", "json"])
        let file = try CLI.run(["simulate", "Examples/configs/\(example.rawValue).json", script, "--format", "json"])
        #expect(builtIn.status == 0 && file.status == 0)
        #expect(builtIn.stdout == file.stdout)
        let document = try TabBarJSONParser.parse(builtIn.stdout)
        #expect(document["version"] == .number(1))
        guard case .array(let steps)? = document["steps"] else {
            Issue.record("no steps array")
            return
        }
        #expect(steps.count == 7)
        for key in ["line", "event", "selected", "stacks", "live", "visible", "effects", "badges", "diagnostics"] {
            #expect(steps.allSatisfy { $0[key] != nil }, "every step has \(key)")
        }
    }

    @Test("the CLI prints exactly the transcript the library produces")
    func matchesLibrary() throws {
        let scriptText = "push home detail/42\ntap home\ntap home\naction create\nbadge activity count 120\n"
        let script = try CLI.temporaryFile(scriptText, suffix: ".txt")
        let result = try CLI.run(["simulate", "--example", "social", script, "--format", "json"])
        let configuration = TabBarConfiguration.example(.social)
        var simulator = try TabBarSimulator(configuration: configuration)
        let transcript = simulator.run(try TabBarSimulationScript.parse(scriptText, configuration: configuration))
        #expect(result.stdout == transcript.json.serialized() + "\n")
    }

    @Test("a script can come from standard input and output can go to a file")
    func stdinAndOutput() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tabbar-out-\(UUID().uuidString).txt").path
        let result = try CLI.run(["simulate", "--example", "ouds", "-", "-o", out], stdin: "badge messages count 120\n")
        #expect(result.status == 0 && result.stdout.isEmpty)
        let written = try String(contentsOfFile: out, encoding: .utf8)
        #expect(written.contains("badges: emails=5 messages=+99"))
    }

    @Test("right-to-left mirrors swipes (in a bar that switches on a swipe: off by default, as OUDS's)")
    func rtl() throws {
        let script = try CLI.temporaryFile("swipe right\n", suffix: ".txt")
        let config = try CLI.temporaryFile(TabBarBuiltInExample.ouds.json.replacingOccurrences(of: "\"behavior\": {", with: "\"behavior\": {\n    \"swipeToSwitch\": true,"), suffix: ".json")
        let result = try CLI.run(["simulate", config, script, "--rtl"])
        #expect(result.stdout.contains("selectionChanged(emails→messages, swipe)"))
        let off = try CLI.run(["simulate", "--example", "ouds", script, "--rtl"])
        #expect(off.status == 0 && !off.stdout.contains("swipe)"), "the example does not switch on a swipe")
    }
}

@Suite("tabbar bad input: a clear message, exit status 2, nothing written")
struct BadInputCLITests {
    func expectFailure(_ arguments: [String], stdin: String? = nil, message: String) throws {
        let result = try CLI.run(arguments, stdin: stdin)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(message), "stderr was: \(result.stderr)")
    }

    let script = "tap home\n"

    @Test("duplicate ids name the JSON path")
    func duplicateIDs() throws {
        let config = try CLI.temporaryFile(#"""
            {"version": 1, "tabs": [
              {"id": "home", "title": "Home", "icon": "house"}, {"id": "a", "title": "A", "icon": "x"},
              {"id": "b", "title": "B", "icon": "y"}, {"id": "home", "title": "Again", "icon": "z"}]}
            """#, suffix: ".json")
        try expectFailure(["simulate", config, try CLI.temporaryFile(script, suffix: ".txt")], message: #"tabs[3].id: duplicate id "home""#)
    }

    @Test("malformed JSON names the line and column")
    func malformed() throws {
        let config = try CLI.temporaryFile("{\n  \"version\": 1,\n  \"tabs\": [,]\n}", suffix: ".json")
        try expectFailure(["simulate", config, try CLI.temporaryFile(script, suffix: ".txt")], message: "line 3, column 12: expected a value but found ','")
    }

    @Test("an unknown event names its line")
    func unknownEvent() throws {
        let bad = try CLI.temporaryFile("tap home\n# comment\n\nfly home\n", suffix: ".txt")
        try expectFailure(["simulate", "--example", "social", bad], message: #"line 4: unknown event "fly""#)
    }

    @Test("a negative badge names its line")
    func negativeBadge() throws {
        let bad = try CLI.temporaryFile("tap home\nbadge activity count -3\n", suffix: ".txt")
        try expectFailure(["simulate", "--example", "social", bad], message: "line 2: a badge count cannot be negative (got -3)")
    }

    @Test("an unknown tab in a script names its line", arguments: TabBarBuiltInExample.allCases)
    func unknownTab(example: TabBarBuiltInExample) throws {
        let bad = try CLI.temporaryFile("tap nowhere\n", suffix: ".txt")
        try expectFailure(["simulate", "--example", example.rawValue, bad], message: #"line 1: unknown tab "nowhere""#)
    }

    @Test("an unknown example, a missing file and a missing script are reported")
    func missing() throws {
        try expectFailure(["simulate", "--example", "instagram", "x.txt"], message: #"unknown example "instagram""#)
        try expectFailure(["simulate", "/nonexistent/config.json", "x.txt"], message: "/nonexistent/config.json: no such file")
        try expectFailure(["simulate", "--example", "social", "/nonexistent/script.txt"], message: "/nonexistent/script.txt: no such file")
        try expectFailure(["simulate", "--example", "social", "Examples"], message: "Examples: is a folder, not a file")
    }

    @Test("nothing is written to -o when the input is bad")
    func noOutputOnError() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tabbar-never-\(UUID().uuidString).json").path
        let bad = try CLI.temporaryFile("badge activity count -1\n", suffix: ".txt")
        try expectFailure(["simulate", "--example", "social", bad, "-o", out], message: "line 1:")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}

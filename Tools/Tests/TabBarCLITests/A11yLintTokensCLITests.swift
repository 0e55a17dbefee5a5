import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools

@Suite("tabbar lint, a11y, tokens and animated simulate, end to end")
struct A11yLintTokensCLITests {
    @Test("lint exits 0 for every built-in example in every theme", arguments: TabBarBuiltInExample.allCases)
    func lintClean(example: TabBarBuiltInExample) throws {
        for theme in ["system", "midnight", "floating", "wireframe"] {
            let result = try CLI.run(["lint", "--example", example.rawValue, "--theme", theme])
            #expect(result.status == 0, "\(example) \(theme): \(result.stdout)")
            #expect(result.stdout.contains("0 error(s)"))
        }
    }

    @Test("lint exits 1 with errors, and its JSON is versioned with every field")
    func lintErrors() throws {
        let config = try CLI.temporaryFile(#"{"version": 1, "tabs": [{"id": "a", "title": "", "icon": "gearshape"}, {"id": "b", "title": "B", "icon": "house"}]}"#, suffix: ".json")
        let text = try CLI.run(["lint", config])
        #expect(text.status == 1 && text.stdout.contains("error TB003 iconOnlyWithoutLabel [tab a]"))
        let json = try CLI.run(["lint", config, "--format", "json"])
        #expect(json.status == 1)
        let document = try TabBarJSONParser.parse(json.stdout)
        #expect(document["version"] == .number(1))
        guard case .array(let diagnostics)? = document["diagnostics"], let first = diagnostics.first else {
            Issue.record("no diagnostics")
            return
        }
        for key in ["rule", "severity", "tab", "token", "message", "fix"] { #expect(first[key] != nil) }
    }

    @Test("lint exits 2 for unusable input")
    func lintBadInput() throws {
        let config = try CLI.temporaryFile("{", suffix: ".json")
        let result = try CLI.run(["lint", config])
        #expect(result.status == 2 && result.stderr.contains("line 1, column 2"))
    }

    @Test("a11y prints the elements in reading order as VoiceOver reads them")
    func a11y() throws {
        let text = try CLI.run(["a11y", "--example", "social"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("1. Selected, Home, Tab, 1 of 5\n"))
        #expect(text.stdout.contains("4. Activity, 3 new notifications, Tab, 4 of 5\n"))
        let json = try TabBarJSONParser.parse(try CLI.run(["a11y", "--example", "ouds", "--rtl", "--format", "json"]).stdout)
        #expect(json["version"] == .number(1))
        guard case .array(let elements)? = json["elements"] else { return }
        #expect(elements.count == 3)
        for key in ["id", "label", "value", "hint", "traits", "position", "spoken"] { #expect(elements[0][key] != nil) }
        #expect(elements[1]["value"] == .string("more than 99 unread messages"))
        #expect(elements[0]["traits"] == .array([.string("button"), .string("selected")]))
    }

    @Test("tokens export then import gives back the theme, as JSON that render accepts")
    func tokensRoundTrip() throws {
        let folder = try CLI.temporaryFolder()
        let tokens = folder.appendingPathComponent("wireframe.tokens.json").path
        #expect(try CLI.run(["tokens", "export", "wireframe", "-o", tokens]).status == 0)
        let theme = folder.appendingPathComponent("wireframe.json").path
        let swift = folder.appendingPathComponent("Wireframe.swift").path
        let imported = try CLI.run(["tokens", "import", tokens, "--json", theme, "--swift", swift])
        #expect(imported.status == 0, "\(imported.stderr)")
        // A built-in theme's name gets the Theme suffix in Swift, so the app's property does not shadow TabBarKit's.
        #expect(try String(contentsOfFile: swift, encoding: .utf8).contains("public static let wireframeTheme = TabBarTheme("))
        let fromFile = try CLI.run(["render", "--example", "social", "--theme-file", theme])
        let builtIn = try CLI.run(["render", "--example", "social", "--theme", "wireframe"])
        #expect(fromFile.stdout == builtIn.stdout)
    }

    @Test("tokens import reports bad tokens with their path and exits 2; contrast errors exit 1")
    func tokensErrors() throws {
        let bad = try CLI.temporaryFile(#"{"tabbar": {"item": {"selected": {"$type": "color", "$value": "{nope.blue}"}}}}"#, suffix: ".json")
        let result = try CLI.run(["tokens", "import", bad])
        #expect(result.status == 2)
        #expect(result.stderr.contains("tabbar.item.selected.$value: unknown reference {nope.blue}"))
        #expect(result.stderr.contains("tabbar.badge.fill: required token is missing"))
        let sample = try String(contentsOf: CLI.repositoryRoot.appendingPathComponent("Examples/tokens/ocean.tokens.json"), encoding: .utf8)
        let lowContrast = try CLI.temporaryFile(sample.replacingOccurrences(of: "\"{palette.slate}\"", with: "\"#C0C8D0\""), suffix: ".json")
        let linted = try CLI.run(["tokens", "import", lowContrast])
        #expect(linted.status == 1 && linted.stderr.contains("TB005") && linted.stderr.contains("[token items.unselected in light"))
    }

    @Test("simulate --frames writes each step's frames and a player; the transcript lists the animations")
    func frames() throws {
        let folder = try CLI.temporaryFolder()
        let script = try CLI.temporaryFile("tap activity\nbadge activity count 9\n", suffix: ".txt")
        let result = try CLI.run(["simulate", "--example", "social", script, "--frames", folder.path, "--fps", "60", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let transcript = try TabBarJSONParser.parse(result.stdout)
        guard case .array(let steps)? = transcript["steps"], case .array(let animations)? = steps[1]["animations"] else {
            Issue.record("no animations in the transcript")
            return
        }
        #expect(animations.map { $0["kind"] } == [.string("press"), .string("indicatorSlide"), .string("iconBounce")])
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let stepOne = files.filter { $0.hasPrefix("step-0001-") }
        #expect(stepOne.count > 30)
        #expect(files.contains("index.html") && files.contains { $0.hasPrefix("step-0002-") })
        #expect(parsesAsXML(try Data(contentsOf: folder.appendingPathComponent("step-0001-0000.svg"))))
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("line 1: tap activity"))
    }

    @Test("with --reduce-motion the frames show only short cross-fades")
    func reducedFrames() throws {
        let folder = try CLI.temporaryFolder()
        let script = try CLI.temporaryFile("tap activity\n", suffix: ".txt")
        let result = try CLI.run(["simulate", "--example", "social", script, "--frames", folder.path, "--fps", "120", "--reduce-motion"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("animations: pressFade(activity) 0.15s, crossFade(activity) 0.15s"))
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("step-0001-") }
        #expect(frames.count == 19)  // 0.15 s at 120 fps, both ends included
    }

    @Test("--fps accepts only 60 or 120")
    func fps() throws {
        let script = try CLI.temporaryFile("tap home\n", suffix: ".txt")
        let result = try CLI.run(["simulate", "--example", "social", script, "--frames", "/tmp/x", "--fps", "30"])
        #expect(result.status == 2 && result.stderr.contains("--fps must be 60 or 120"))
    }
}

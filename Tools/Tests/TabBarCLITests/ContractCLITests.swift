import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools

@Suite("tabbar exit statuses, suggestions and help: one contract for every command")
struct ContractCLITests {
    // `gallery` is left out until its own help gains the paragraph (GalleryCommand.swift belongs to the gallery work).
    static let commands = [[], ["render"], ["simulate"], ["lint"], ["a11y"], ["tokens"], ["tokens", "import"], ["tokens", "export"], ["demo"], ["examples"]]

    @Test("an option-parsing error exits 2, not 64", arguments: [
        ["render", "--no-such-option"], ["lint", "--example"], ["simulate", "--fps", "sixty"], ["tokens", "import"], ["render", "--format"],
    ])
    func usageErrorsExitTwo(arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Error:") || result.stderr.contains("error:"))
    }

    @Test("a mistyped command fails with a suggestion and exit 2 instead of running the gallery")
    func mistypedCommand() throws {
        let folder = try CLI.temporaryFolder()
        let result = try CLI.run(["rendr", "--example", "social"])
        #expect(result.status == 2)
        #expect(result.stderr.contains(#"unknown command "rendr" (did you mean "render"?)"#), "\(result.stderr)")
        #expect(!result.stderr.contains("gallery [--out"))
        let nested = try CLI.run(["tokens", "imprt", "x.json"])
        #expect(nested.status == 2 && nested.stderr.contains(#"did you mean "import"?"#), "\(nested.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: CLI.repositoryRoot.appendingPathComponent("tabbar-gallery/rendr").path))
    }

    @Test("did you mean: examples, themes, devices and selectable tab ids", arguments: [
        (["render", "--example", "socail"], #"unknown example "socail" (did you mean "social"?); examples are social, reflect, nyx, ouds"#),
        (["render", "--example", "social", "--theme", "midnigth"], #"unknown theme "midnigth" (did you mean "midnight"?)"#),
        (["render", "--example", "social", "--device", "iphone-16"], #"unknown device "iphone-16" (did you mean "iphone-16-pro"?)"#),
        (["render", "--example", "social", "--selected", "activty"], #"--selected "activty" is not a tab (did you mean "activity"?)"#),
        (["render", "--example", "social", "--selected", "nobody"], #"--selected "nobody" is not a tab; tabs that can be selected are home, search, activity, profile"#),
        (["tokens", "export", "wirefram"], #"unknown theme "wirefram" (did you mean "wireframe"?)"#),
    ])
    func suggestions(arguments: [String], message: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2 && result.stdout.isEmpty)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test("--version prints the tool and format versions and exits 0")
    func version() throws {
        let result = try CLI.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("tabbar "))
        #expect(result.stdout.contains("transcript \(TabBarTranscript.version)") && result.stdout.contains("snapshot \(TabBarState.snapshotVersion)"))
    }

    @Test("every command's help has an example and the exit statuses", arguments: commands)
    func help(command: [String]) throws {
        let result = try CLI.run(command + ["--help"])
        #expect(result.status == 0)
        let help = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")  // undo the wrapping
        #expect(help.contains("Example: tabbar "), "\(command)")
        #expect(help.contains("Exit status: 0 success; 1 lint errors or an external tool failed; 2 bad input or usage"), "\(command)")
        #expect(!(help.contains("Usage:") && help.contains("USAGE:")), "\(command) prints two usage lines")
    }

    @Test("lint and a11y offer only options that change their result")
    func honestOptions() throws {
        let lint = try CLI.run(["lint", "--help"]).stdout
        #expect(!lint.contains("--scheme <") && !lint.contains("--contrast <") && lint.contains("--device <"))
        let a11y = try CLI.run(["a11y", "--help"]).stdout
        #expect(!a11y.contains("--scheme <") && !a11y.contains("--contrast <") && a11y.contains("--rtl"))
        #expect(try CLI.run(["lint", "--example", "social", "--scheme", "dark"]).status == 2)
    }

    @Test("render and tokens import say what they wrote")
    func reportsWrites() throws {
        let folder = try CLI.temporaryFolder()
        let svg = folder.appendingPathComponent("bar.svg").path
        let render = try CLI.run(["render", "--example", "social", "-o", svg])
        #expect(render.status == 0 && render.stderr.contains("wrote an SVG to \(svg)"))
        let json = folder.appendingPathComponent("ocean.json").path, swift = folder.appendingPathComponent("Ocean.swift").path
        let tokens = try CLI.run(["tokens", "import", "Examples/tokens/ocean.tokens.json", "--json", json, "--swift", swift])
        #expect(tokens.status == 0, "\(tokens.stderr)")
        #expect(tokens.stderr.contains("wrote Swift to \(swift)") && tokens.stderr.contains("wrote theme JSON to \(json)"))
    }

    @Test("invalid UTF-8 on standard input is refused like the same file on disk, with its byte offset")
    func invalidUTF8() throws {
        let bytes = Data("tap home\n".utf8) + Data([0x66, 0xFF, 0x0A])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tabbar-test-\(UUID().uuidString).txt")
        try bytes.write(to: file)
        let fromFile = try CLI.run(["simulate", "--example", "social", file.path])
        let fromStdin = try CLI.run(["simulate", "--example", "social", "-"], stdinData: bytes)
        for result in [fromFile, fromStdin] {
            #expect(result.status == 2 && result.stdout.isEmpty)
            #expect(result.stderr.contains("not UTF-8 text (invalid byte 0xFF at byte offset 10)"), "\(result.stderr)")
        }
    }

    @Test("messages escape NUL, newlines and other control characters instead of echoing them")
    func escapedMessages() throws {
        let result = try CLI.run(["render", "--example", "so\tci\nal\u{202E}"])
        #expect(result.status == 2)
        #expect(result.stderr.contains(#"unknown example "so\tci\nal\u{202E}""#), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        let script = try CLI.temporaryFile("tap ho\u{0}me\u{1B}[31m\n", suffix: ".txt")
        let scripted = try CLI.run(["simulate", "--example", "social", script])
        #expect(scripted.status == 2 && scripted.stderr.contains(#"unknown tab "ho\0me\u{1B}[31m""#), "\(scripted.stderr)")
        #expect(!scripted.stderr.contains("\u{0}") && !scripted.stderr.contains("\u{1B}"))
    }

    @Test("key with a bad argument lists the command keys too")
    func keyChoices() throws {
        let script = try CLI.temporaryFile("key cmd-12\n", suffix: ".txt")
        let result = try CLI.run(["simulate", "--example", "social", script])
        #expect(result.status == 2 && result.stderr.contains(#""cmd-12" is not one of left, right, cmd-1 … cmd-9, ctrl-cmd-s"#), "\(result.stderr)")
    }
}

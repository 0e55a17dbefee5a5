import Foundation
import PropertyBased
import Testing

/// Output paths of every shape, against the real `tabbar` in a scratch folder: short names, `-`, `.`,
/// a trailing `/`, Unicode (issue 28: one-character names crashed with SIGILL in Foundation's path code).
@Suite("tabbar output paths: any name is written or refused with a message, never a crash")
struct OutputPathCLITests {
    static let script = "tap activity\nsave s\n"
    static let svgStart = "<svg "

    @Test("render -o with a one-character name writes the file there", arguments: ["x", "é", "字", "1", "ab"])
    func oneCharacterName(name: String) throws {
        let folder = try CLI.temporaryFolder()
        let result = try CLI.run(["render", "--example", "social", "-o", name], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(CLI.tree(folder) == [name])
        let written = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        #expect(written.hasPrefix(Self.svgStart))
    }

    @Test("simulate --frames f, save s in the script and -o t: one-character names for all three")
    func simulateShortNames() throws {
        let folder = try CLI.temporaryFolder()
        try Data(Self.script.utf8).write(to: folder.appendingPathComponent("sc"))
        let result = try CLI.run(["simulate", "--example", "social", "sc", "--frames", "f", "-o", "t"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let tree = CLI.tree(folder)
        #expect(tree.contains("f/index.html") && tree.contains("s") && tree.contains("t"), "\(tree)")
        #expect(!tree.contains { $0.contains(".tabbar-") }, "no staging left: \(tree)")
        #expect(try String(contentsOf: folder.appendingPathComponent("s"), encoding: .utf8).contains("\"version\""))
    }

    @Test("-o - writes to standard output: render SVG and JSON, simulate, tokens export; nothing is written to disk")
    func dashIsStandardOutput() throws {
        let folder = try CLI.temporaryFolder()
        try Data(Self.script.replacingOccurrences(of: "save s\n", with: "").utf8).write(to: folder.appendingPathComponent("sc"))
        let svg = try CLI.run(["render", "--example", "social", "-o", "-"], in: folder)
        #expect(svg.status == 0 && svg.stdout.hasPrefix(Self.svgStart), "\(svg.stderr)")
        #expect(!svg.stderr.contains("wrote"), "nothing is reported as written to a file")
        let json = try CLI.run(["render", "--example", "social", "--format", "json", "-o", "-"], in: folder)
        #expect(json.status == 0 && json.stdout.hasPrefix("{"))
        let transcript = try CLI.run(["simulate", "--example", "social", "sc", "-o", "-"], in: folder)
        let plain = try CLI.run(["simulate", "--example", "social", "sc"], in: folder)
        #expect(transcript.status == 0 && transcript.stdout == plain.stdout && transcript.stdout.contains("activity"))
        let tokens = try CLI.run(["tokens", "export", "midnight", "-o", "-"], in: folder)
        #expect(tokens.status == 0 && tokens.stdout.contains("\"$type\""))
        #expect(!tokens.stderr.contains("to -"), "standard output is not named as a file: \(tokens.stderr)")
        let template = try CLI.run(["tokens", "map-template", "-o", "-"], in: folder)
        #expect(template.status == 0 && template.stdout.contains("$value") && !template.stderr.contains("to -"))
        // tokens import reads - as standard input and writes - as standard output.
        let imported = try CLI.run(["tokens", "import", "-", "--json", "-"], stdin: tokens.stdout, in: folder)
        #expect(imported.status == 0 && imported.stdout.hasPrefix("{"), "\(imported.stderr)")
        #expect(imported.stderr.contains("wrote theme JSON to standard output"), "\(imported.stderr)")
        #expect(CLI.tree(folder) == ["sc"])
    }

    @Test("a folder-like or empty output path is refused with a message and exit 2, and nothing is written", arguments: [
        (".", ".: is a folder; give a file name"),
        ("..", "..: is a folder; give a file name"),
        ("/", "/: is a folder; give a file name"),
        ("newdir/", "newdir/: ends with \"/\", so it names a folder; give a file name"),
        ("a/b/", "a/b/: ends with \"/\", so it names a folder; give a file name"),
        ("", "an output path is empty"),
    ])
    func refusedShapes(path: String, message: String) throws {
        let folder = try CLI.temporaryFolder()
        let result = try CLI.run(["render", "--example", "social", "-o", path], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(CLI.tree(folder).isEmpty, "nothing written for \(path)")
    }

    @Test("--frames accepts a trailing / and refuses . and -")
    func framesFolderNames() throws {
        let folder = try CLI.temporaryFolder()
        try Data(Self.script.utf8).write(to: folder.appendingPathComponent("sc"))
        let slash = try CLI.run(["simulate", "--example", "social", "sc", "--frames", "fr/"], in: folder)
        #expect(slash.status == 0 && slash.stderr.contains("frames to fr/; open fr/index.html"), "\(slash.stderr)")
        for (name, message) in [(".", "give a new folder's name, not ."), ("-", "standard output cannot hold a folder")] {
            let refused = try CLI.run(["simulate", "--example", "social", "sc", "--frames", name], in: folder)
            #expect(refused.status == 2 && refused.stderr.contains(message), "\(refused.stderr)")
        }
    }

    /// Pieces output paths are made of: the names that crashed, dots, dashes, spaces, Unicode, a bidi mark.
    static let pieces = ["x", "é", "-", ".", "..", "ab", "d", "f", "l", " ", "a b", "日本", "\u{200F}", ".h", "x.png", "y.json", "z.SVG", "-o"]

    @Test("property: for any path made of those pieces, render -o ends cleanly: a written SVG, PNG or JSON where it says, or exit 2 with a message and nothing changed")
    func anyOutputPath() async throws {
        let folder = try CLI.temporaryFolder()
        // A folder, a file and a link to the folder to write into or over.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("d"), withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: folder.appendingPathComponent("f"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("l").path, withDestinationPath: "d")
        let noPNG = "/nonexistent"  // rsvg-convert not found: a .png path is a tool failure (exit 1), not a crash
        await propertyCheck(count: 60, input: Gen.element(of: Self.pieces).array(of: 1...3), Gen.bool) { parts, trailingSlash in
            let path = parts.compactMap { $0 }.joined(separator: "/") + (trailingSlash ? "/" : "")
            let before = CLI.tree(folder)
            // `--output=PATH`: a value that starts with "-" (`-/x`) is otherwise read as an option by the argument parser.
            guard let result = try? CLI.run(["render", "--example", "social", "--output=\(path)"], path: noPNG, in: folder) else {
                Issue.record("could not run tabbar")
                return
            }
            #expect(CLI.endedCleanly(result), "-o \(path.debugDescription): status \(result.status) \(result.stderr.prefix(300))")
            let after = CLI.tree(folder)
            #expect(!after.contains { $0.contains(".tabbar-") }, "-o \(path.debugDescription) left staging files: \(after)")
            if result.status == 0 {
                if path == "-" { #expect(result.stdout.hasPrefix(Self.svgStart)) }
            } else {
                #expect(result.stderr.hasPrefix("error: "), "-o \(path.debugDescription): \(result.stderr.prefix(200))")
                #expect(after == before, "-o \(path.debugDescription) failed but changed the folder")
            }
            // Start each case from the same folder.
            for entry in Set(after).subtracting(before) { try? FileManager.default.removeItem(at: folder.appendingPathComponent(entry)) }
        }
    }
}

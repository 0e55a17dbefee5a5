import Foundation
import Testing

@Suite("tabbar writes all or nothing: on any failure nothing new remains and the status is 2")
struct AtomicOutputCLITests {
    /// Every entry of a folder, hidden staging files included.
    func entries(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    let script = "tap activity\nbadge activity count 9\n"

    @Test("simulate --frames with an -o that cannot be written leaves no frames and no staging files")
    func framesThenBadOutput() throws {
        let folder = try CLI.temporaryFolder()
        let frames = folder.appendingPathComponent("frames").path
        let result = try CLI.run(["simulate", "--example", "social", try CLI.temporaryFile(script, suffix: ".txt"),
                                  "--frames", frames, "-o", folder.appendingPathComponent("missing/out.txt").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("missing/out.txt: the folder \(folder.path)/missing does not exist"), "\(result.stderr)")
        #expect(try entries(folder).isEmpty)
    }

    @Test("a frames folder whose index.html is a folder is refused before anything is written")
    func indexIsAFolder() throws {
        let frames = try CLI.temporaryFolder()
        try FileManager.default.createDirectory(at: frames.appendingPathComponent("index.html"), withIntermediateDirectories: false)
        let result = try CLI.run(["simulate", "--example", "social", try CLI.temporaryFile(script, suffix: ".txt"), "--frames", frames.path])
        #expect(result.status == 2 && result.stdout.isEmpty)
        #expect(result.stderr.contains("index.html\": is a folder"), "\(result.stderr)")
        #expect(try entries(frames) == ["index.html"])
        #expect(try entries(frames.deletingLastPathComponent()).filter { $0.contains(frames.lastPathComponent + ".tabbar-") }.isEmpty)
    }

    @Test("a frames folder holding someone else's files is never replaced")
    func foreignFolder() throws {
        let frames = try CLI.temporaryFolder()
        try Data("mine".utf8).write(to: frames.appendingPathComponent("notes.txt"))
        let result = try CLI.run(["simulate", "--example", "social", try CLI.temporaryFile(script, suffix: ".txt"), "--frames", frames.path])
        #expect(result.status == 2 && result.stderr.contains("holds \"notes.txt\", which tabbar did not write"), "\(result.stderr)")
        #expect(try entries(frames) == ["notes.txt"])
    }

    @Test("running simulate --frames again replaces the earlier frames whole")
    func framesReplaced() throws {
        let frames = try CLI.temporaryFolder().appendingPathComponent("frames")
        let long = try CLI.run(["simulate", "--example", "social", try CLI.temporaryFile(script, suffix: ".txt"), "--frames", frames.path])
        #expect(long.status == 0, "\(long.stderr)")
        let before = try entries(frames).count
        let short = try CLI.run(["simulate", "--example", "social", try CLI.temporaryFile("tap activity\n", suffix: ".txt"), "--frames", frames.path, "--reduce-motion"])
        #expect(short.status == 0, "\(short.stderr)")
        let after = try entries(frames)
        #expect(after.count < before && after.allSatisfy { $0 == "index.html" || $0.hasPrefix("step-") })
        #expect(try entries(frames.deletingLastPathComponent()) == ["frames"])
    }

    @Test("tokens import --swift A --json missing/B writes neither")
    func tokensBothOrNeither() throws {
        let folder = try CLI.temporaryFolder()
        let swift = folder.appendingPathComponent("Ocean.swift").path
        let result = try CLI.run(["tokens", "import", "Examples/tokens/ocean.tokens.json", "--swift", swift, "--json", folder.appendingPathComponent("missing/ocean.json").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("the folder \(folder.path)/missing does not exist"), "\(result.stderr)")
        #expect(try entries(folder).isEmpty)
    }

    @Test("render --format png to a bad path exits 2, whether or not rsvg-convert is installed", arguments: [nil, "/nonexistent"])
    func pngBadPath(path: String?) throws {
        let result = try CLI.run(["render", "--example", "social", "--format", "png", "-o", "/nonexistent-folder/bar.png"], path: path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("/nonexistent-folder/bar.png: the folder /nonexistent-folder does not exist"), "\(result.stderr)")
    }

    @Test("writing to a folder, a missing folder or a read-only target gives a clear message and changes nothing")
    func badTargets() throws {
        let folder = try CLI.temporaryFolder()
        let readOnlyFile = folder.appendingPathComponent("locked.svg")
        try Data("old".utf8).write(to: readOnlyFile)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: readOnlyFile.path)
        let readOnlyFolder = folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: readOnlyFolder, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: readOnlyFolder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: readOnlyFolder.path) }
        let cases: [(String, String)] = [
            (folder.path, "\(folder.path): is a folder; give a file name"),
            (folder.appendingPathComponent("nope/bar.svg").path, "the folder \(folder.path)/nope does not exist"),
            (readOnlyFile.path, "\(readOnlyFile.path): the file is read-only"),
            (readOnlyFolder.appendingPathComponent("bar.svg").path, "the folder \(readOnlyFolder.path) is read-only"),
        ]
        for (target, message) in cases {
            let result = try CLI.run(["render", "--example", "social", "-o", target])
            #expect(result.status == 2 && result.stdout.isEmpty, "\(target)")
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(!result.stderr.contains("NSCocoaErrorDomain"))
        }
        #expect(try String(contentsOf: readOnlyFile, encoding: .utf8) == "old")
        #expect(try entries(folder) == ["locked", "locked.svg"])
        #expect(try entries(readOnlyFolder).isEmpty)
    }

    @Test("render -o replaces an existing file whole and leaves no staging file")
    func replacesFile() throws {
        let folder = try CLI.temporaryFolder()
        let out = folder.appendingPathComponent("bar.svg")
        try Data("old".utf8).write(to: out)
        let result = try CLI.run(["render", "--example", "social", "-o", out.path])
        #expect(result.status == 0)
        #expect(try String(contentsOf: out, encoding: .utf8).hasPrefix("<svg "))
        #expect(try entries(folder) == ["bar.svg"])
    }
}

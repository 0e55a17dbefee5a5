import ArgumentParser
import Foundation
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools

struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Run an event script against a bar and print the transcript.",
        discussion: ExitStatus.help(
            "Give CONFIG SCRIPT, or --example NAME SCRIPT. See docs/simulate.md for the script language. "
                + "--state FILE restores a saved snapshot before the script runs; in a script, `save FILE` writes one and "
                + "`restore FILE` reads one (a damaged snapshot is repaired with diagnostics in the transcript). "
                + "Every file (-o, --frames, save FILE) is written only when the whole run succeeds, each staged beside its target "
                + "and moved into place. A symbolic link is followed (its target is written); a character device or FIFO is written "
                + "into; two outputs naming one file, or an output naming an input, are refused. See docs/simulate.md.",
            example: "tabbar simulate --example social Examples/scripts/tour.txt --frames scratch/frames"))

    @Option(name: .long, help: "A built-in example instead of a configuration file: \(TabBarBuiltInExample.names.joined(separator: ", ")).")
    var example: String?

    @Argument(help: "CONFIG SCRIPT, or only SCRIPT with --example ('-' reads standard input).")
    var paths: [String] = []

    @Option(name: .long, help: "text or json.")
    var format: OutputFormat = .text

    @OptionGroup var look: RenderOptions

    @Option(name: .long, help: "Write each step's animation frames as SVG, with an index.html that plays them, into this folder.")
    var frames: String?

    @Option(name: .long, help: "Frames per second for --frames: 60 or 120.")
    var fps: Int = 60

    @Flag(name: .long, help: "Plan motion as with Reduce Motion on: no spatial animation, cross-fades of at most 0.15 s.")
    var reduceMotion = false

    @Flag(name: .long, help: "List each step's animations in the transcript (implied by --frames and --reduce-motion).")
    var animations = false

    @Option(name: [.short, .long], help: "Write the transcript to a file instead of standard output (- is standard output).")
    var output: String?

    @Option(name: .long, help: "Restore a saved snapshot (as `save FILE` writes) before the script runs.")
    var state: String?

    func run() throws {
        try reportingFailures {
            let source: ConfigurationSource
            let scriptPath: String
            if let builtIn = try ConfigurationSource.resolve(example: example) {
                guard paths.count == 1 else { throw InputFailure(description: "with --example, give exactly one SCRIPT path") }
                source = builtIn
                scriptPath = paths[0]
            } else {
                guard paths.count == 2 else { throw InputFailure(description: "give CONFIG and SCRIPT, or --example NAME and SCRIPT") }
                source = .file(paths[0])
                scriptPath = paths[1]
            }
            let configuration = try source.load()
            guard fps == 60 || fps == 120 else { throw InputFailure(description: "--fps must be 60 or 120") }
            let theme = try look.resolveTheme()
            let appearance = try look.appearance(), environment = try look.environment()
            var script = try parseScript(configuration, scriptText: try readText(scriptPath), scriptName: scriptPath)
            if let state { script.steps.insert(.init(line: 0, text: "--state \(state)", command: .restoreFile(state)), at: 0) }
            var simulator = try makeSimulator(configuration, rtl: look.rtl, motion: frames != nil || reduceMotion || animations ? TabBarMotionPlanner(theme: theme, reduceMotion: reduceMotion) : nil)
            simulator.snapshotFiles = try Self.readSnapshots(script, scriptName: scriptPath)
            let transcript = simulator.run(script)
            let text = format == .json ? transcript.json.serialized() + "\n" : transcript.text
            var written: [String] = []
            try OutputWriter.transaction(reading: Self.inputs(paths: paths, script: script, themeFile: look.themeFile)) { writer in
                if let frames {
                    let folder = try writer.folder(frames, role: "--frames", replacing: FrameWriter.isFrameFile)
                    let count = try FrameWriter(configuration: configuration, theme: theme, appearance: appearance, environment: environment, fps: fps)
                        .write(transcript, into: folder, named: frames)
                    let shown = frames.hasSuffix("/") ? frames : frames + "/"
                    written.append("wrote \(count) frames to \(shown); open \(shown)index.html")
                }
                for step in Self.savedFiles(script) {
                    guard case .saveFile(let path) = step.command else { continue }
                    try writer.file(path, text: (simulator.snapshotFiles[path] ?? "") + "\n", role: "save on line \(step.line)")
                    if path != OutputPath.standardOutput { written.append("wrote a snapshot to \(path)") }
                }
                // The transcript goes through the writer too (standard output when there is no -o), so no
                // other output can name its file, and it is printed only once every file is in place.
                try writer.file(output ?? OutputPath.standardOutput, text: text, role: output == nil ? "the transcript" : "-o")
                if let output, output != OutputPath.standardOutput { written.append("wrote the transcript to \(output)") }
            }
            for line in written { FileHandle.standardError.write(Data((line + "\n").utf8)) }
        }
    }

    /// The steps that `save FILE`, each file once (its last save), in script order.
    static func savedFiles(_ script: TabBarSimulationScript) -> [TabBarSimulationScript.Step] {
        var seen: Set<String> = []
        return script.steps.reversed().filter { step in
            guard case .saveFile(let path) = step.command else { return false }
            return seen.insert(path).inserted
        }.reversed()
    }

    /// Every file the run reads: the configuration and script (`-` is standard input), `--state`, the files
    /// `restore FILE` and `configure FILE` read, and `--theme-file`; none of them may be an output.
    static func inputs(paths: [String], script: TabBarSimulationScript, themeFile: String?) -> [String] {
        paths + [themeFile].compactMap { $0 } + script.steps.compactMap { step in
            switch step.command {
            case .restoreFile(let path), .configure(let path, _): path
            default: nil
            }
        }
    }

    /// Reads every snapshot a `restore FILE` (or `--state`) needs before anything runs, unless the script saves it first.
    static func readSnapshots(_ script: TabBarSimulationScript, scriptName: String) throws -> [String: String] {
        var files: [String: String] = [:]
        var savedSoFar: Set<String> = []
        for step in script.steps {
            switch step.command {
            case .saveFile(let path): savedSoFar.insert(path)
            case .restoreFile(let path) where !savedSoFar.contains(path) && files[path] == nil:
                do {
                    files[path] = try readText(path)
                } catch let failure as InputFailure {
                    let place = step.line == 0 ? "--state" : "\(scriptName): line \(step.line)"
                    throw InputFailure(lines: failure.lines.map { "\(place): \($0)" })
                }
            default: break
            }
        }
        return files
    }
}

/// Parses a script against a configuration, naming the script in errors.
func parseScript(_ configuration: TabBarConfiguration, scriptText: String, scriptName: String) throws -> TabBarSimulationScript {
    do {
        // `configure FILE` reads its file while the script is parsed, so a bad one is reported with its line.
        return try TabBarSimulationScript.parse(scriptText, configuration: configuration) { path in
            do {
                return try ConfigurationSource.file(path).load()
            } catch let failure as InputFailure {
                throw ScriptFileFailure(description: failure.lines.joined(separator: "; "))
            }
        }
    } catch {
        throw InputFailure(description: "\(scriptName): \(error)")
    }
}

/// Why a file a script names could not be used, on one line.
private struct ScriptFileFailure: Error, CustomStringConvertible {
    var description: String
}

/// A simulator in the launch state.
func makeSimulator(_ configuration: TabBarConfiguration, rtl: Bool = false, motion: TabBarMotionPlanner? = nil) throws -> TabBarSimulator {
    do {
        var simulator = try TabBarSimulator(configuration: configuration, layoutDirection: rtl ? .rightToLeft : .leftToRight)
        simulator.motion = motion
        return simulator
    } catch {
        throw InputFailure(description: error.description)
    }
}

/// Parses and runs a script, naming the script in errors.
func simulate(_ configuration: TabBarConfiguration, scriptText: String, scriptName: String, rtl: Bool, motion: TabBarMotionPlanner? = nil) throws -> TabBarTranscript {
    let script = try parseScript(configuration, scriptText: scriptText, scriptName: scriptName)
    var simulator = try makeSimulator(configuration, rtl: rtl, motion: motion)
    return simulator.run(script)
}

import ArgumentParser
import Foundation
import TabBarCore
import TabBarTools

struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Run an event script against a bar and print the transcript.",
        discussion: "Usage: tabbar simulate CONFIG SCRIPT, or tabbar simulate --example NAME SCRIPT. "
            + "See docs/simulate.md for the script language.")

    @Option(name: .long, help: "A built-in example instead of a configuration file: \(BuiltInExample.names.joined(separator: ", ")).")
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

    @Option(name: [.short, .long], help: "Write the transcript to a file instead of standard output.")
    var output: String?

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
            let planner = frames != nil || reduceMotion || animations ? MotionPlanner(theme: theme, reduceMotion: reduceMotion) : nil
            let transcript = try simulate(configuration, scriptText: try readText(scriptPath), scriptName: scriptPath, rtl: look.rtl, motion: planner)
            if let frames {
                let written = try FrameWriter(configuration: configuration, theme: theme, appearance: try look.appearance(), environment: try look.environment(), fps: fps)
                    .write(transcript, to: frames)
                FileHandle.standardError.write(Data("wrote \(written) frames to \(frames)/; open \(frames)/index.html\n".utf8))
            }
            try emit(format == .json ? transcript.json.serialized() + "\n" : transcript.text, to: output)
        }
    }
}

/// Parses and runs a script, naming the script in errors.
func simulate(_ configuration: TabBarConfiguration, scriptText: String, scriptName: String, rtl: Bool, motion: MotionPlanner? = nil) throws -> Transcript {
    let script: SimulationScript
    do {
        script = try SimulationScript.parse(scriptText, configuration: configuration)
    } catch {
        throw InputFailure(description: "\(scriptName): \(error)")
    }
    do {
        var simulator = try Simulator(configuration: configuration, layoutDirection: rtl ? .rightToLeft : .leftToRight)
        simulator.motion = motion
        return simulator.run(script)
    } catch {
        throw InputFailure(description: error.description)
    }
}

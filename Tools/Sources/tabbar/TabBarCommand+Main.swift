import ArgumentParser
import Foundation
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools

extension TabBarCommand {
    /// The tool's version and the versions of the formats it reads and writes.
    static let version = "tabbar 0.2.0 (configuration 1, transcript \(TabBarTranscript.version), snapshot \(TabBarState.snapshotVersion), layout JSON 1)"

    /// Parses and runs a command under one exit-status contract (see ``ExitStatus``).
    ///
    /// swift-argument-parser exits 64 for usage errors; here they exit 2 like any other bad input,
    /// and a word that is not a command fails with a suggestion instead of reaching `gallery`.
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let problem = unknownSubcommand(arguments, in: Self.self) {
            printError([problem])
            Foundation.exit(ExitStatus.badInput)
        }
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            FileHandle.standardError.write(Data((Escaping.visibleKeepingLines(fullMessage(for: error)) + "\n").utf8))
            Foundation.exit(ExitStatus.badInput)
        }
    }

    /// A message when the first word after a command with subcommands names none of them.
    ///
    /// Only plain words are checked: options (`--out x`) still reach the default subcommand.
    static func unknownSubcommand(_ arguments: [String], in command: any ParsableCommand.Type) -> String? {
        let subcommands = command.configuration.subcommands
        guard !subcommands.isEmpty, let word = arguments.first, !word.hasPrefix("-") else { return nil }
        var names: [String] = []
        for subcommand in subcommands {
            let own = [subcommand._commandName] + subcommand.configuration.aliases
            if own.contains(word) { return unknownSubcommand(Array(arguments.dropFirst()), in: subcommand) }
            names.append(subcommand._commandName)
        }
        if word == "help" { return nil }
        let path = command == Self.self ? "tabbar" : "tabbar \(command._commandName)"
        return Suggestion.unknown("command", word, among: names, plural: "commands") + " (see \(path) --help)"
    }
}

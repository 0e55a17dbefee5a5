import ArgumentParser
import Foundation
import TabBarCore
import TabBarTools
import TabBarRender

struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Import W3C design tokens as a theme, or export a built-in theme as tokens.",
        discussion: ExitStatus.help(example: "tabbar tokens import Examples/tokens/ocean.tokens.json --json scratch/ocean.json"),
        subcommands: [Import.self, Export.self])

    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Read a DTCG token file, check and lint the theme, and write it as Swift or theme JSON.",
            discussion: ExitStatus.help(
                "See docs/tokens.md. Both --swift and --json are written, or neither. Lint errors (exit 1) still write the theme.",
                example: "tabbar tokens import Examples/tokens/ocean.tokens.json --swift scratch/Ocean.swift --json scratch/ocean.json"))

        @Argument(help: "A DTCG JSON file.")
        var file: String

        @Option(name: .long, help: "The theme's name (default: the tabbar.name token, or the file's name).")
        var name: String?

        @Option(name: .long, help: "Write the theme as Swift source (a static let on TabBarTheme).")
        var swift: String?

        @Option(name: .long, help: "Write the theme as JSON that `render --theme-file` reads.")
        var json: String?

        func run() throws {
            var lintErrors = false
            try reportingFailures {
                let text = try readText(file)
                let theme: TabBarTheme
                do {
                    let document = try JSONParser.parse(text)
                    let fallbackName = URL(fileURLWithPath: file).deletingPathExtension().deletingPathExtension().lastPathComponent
                    let tokens = try DesignTokens(document)
                    theme = try TabBarTheme(tokens: tokens, name: name ?? (tokens.paths.contains("tabbar.name") ? nil : fallbackName))
                } catch let error as JSONSyntaxError {
                    throw InputFailure(description: "\(file): \(error)")
                } catch let error as ConfigurationError {
                    throw InputFailure(lines: error.issues.map { "\(file): \($0)" })
                }
                let example = (try? BuiltInExample.social.configuration) ?? TabBarConfiguration(tabs: [])
                let findings = Linting.linter().lint(example, theme: theme).filter { ["TB005", "TB006", "TB007", "TB012"].contains($0.rule) }
                for finding in findings { FileHandle.standardError.write(Data("\(finding)\n".utf8)) }
                lintErrors = findings.contains { $0.severity == .error }
                try OutputWriter.transaction { writer in
                    if let swift { try writer.file(swift, text: theme.swiftSource()) }
                    if let json { try writer.file(json, text: theme.jsonText() + "\n") }
                }
                if swift == nil && json == nil { print(theme.jsonText()) }
                var report = "imported theme \"\(theme.name)\": \(findings.count) lint finding(s)"
                if let swift { report += "; wrote Swift to \(swift)" }
                if let json { report += "; wrote theme JSON to \(json)" }
                FileHandle.standardError.write(Data((Escaping.visible(report) + "\n").utf8))
            }
            if lintErrors { throw ExitCode(ExitStatus.findings) }
        }
    }

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a built-in theme as DTCG JSON.",
            discussion: ExitStatus.help(example: "tabbar tokens export midnight -o scratch/midnight.tokens.json"))

        @Argument(help: "A built-in theme: \(TabBarTheme.builtIn.map(\.name).joined(separator: ", ")).")
        var name: String

        @Option(name: [.short, .long], help: "Write to a file instead of standard output.")
        var output: String?

        func run() throws {
            try reportingFailures {
                let theme = try ThemeOptions.builtIn(name)
                try emit(theme.designTokens.serialized() + "\n", to: output)
                if let output { FileHandle.standardError.write(Data("wrote the \(theme.name) tokens to \(output)\n".utf8)) }
            }
        }
    }
}

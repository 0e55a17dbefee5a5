import ArgumentParser
import Foundation
import TabBarCore
import TabBarTools
import TabBarRender

struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Import W3C design tokens as a theme, or export a built-in theme as tokens.",
        subcommands: [Import.self, Export.self])

    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Read a DTCG token file, check and lint the theme, and write it as Swift or theme JSON.",
            discussion: "Exit status: 0 usable (lint warnings allowed), 1 lint errors, 2 unusable tokens. See docs/tokens.md.")

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
                    throw InputFailure(description: error.issues.map { "\(file): \($0)" }.joined(separator: "\n"))
                }
                let example = (try? BuiltInExample.social.configuration) ?? TabBarConfiguration(tabs: [])
                let findings = Linting.linter().lint(example, theme: theme).filter { ["TB005", "TB006", "TB007", "TB012"].contains($0.rule) }
                for finding in findings { FileHandle.standardError.write(Data("\(finding)\n".utf8)) }
                lintErrors = findings.contains { $0.severity == .error }
                if let swift { try emit(theme.swiftSource(), to: swift) }
                if let json { try emit(theme.jsonText() + "\n", to: json) }
                if swift == nil && json == nil { print(theme.jsonText()) }
                FileHandle.standardError.write(Data("imported theme \"\(theme.name)\": \(findings.count) lint finding(s)\n".utf8))
            }
            if lintErrors { throw ExitCode(1) }
        }
    }

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Write a built-in theme as DTCG JSON.")

        @Argument(help: "A built-in theme: \(TabBarTheme.builtIn.map(\.name).joined(separator: ", ")).")
        var name: String

        @Option(name: [.short, .long], help: "Write to a file instead of standard output.")
        var output: String?

        func run() throws {
            try reportingFailures {
                guard let theme = TabBarTheme.named(name) else {
                    throw InputFailure(description: "unknown theme \"\(name)\"; themes are " + TabBarTheme.builtIn.map(\.name).joined(separator: ", "))
                }
                try emit(theme.designTokens.serialized() + "\n", to: output)
            }
        }
    }
}

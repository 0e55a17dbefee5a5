import ArgumentParser
import Foundation
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarRender

struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Import design tokens as a theme, check DTCG files, write a starter alias map, or export a built-in theme as tokens.",
        discussion: ExitStatus.help(example: "tabbar tokens import Examples/tokens/ocean.tokens.json --json scratch/ocean.json"),
        subcommands: [Import.self, Check.self, MapTemplate.self, Export.self])

    /// The files and tokens of an import, kept until the process exits: freeing a large file's hundreds of
    /// thousands of values one by one takes longer than the process takes to give back its memory.
    nonisolated(unsafe) static var keptUntilExit: [Any] = []

    /// Reads and parses token files, each named in messages by its path.
    static func sources(_ files: [String], appearance: String? = nil) throws -> [TabBarDesignTokens.Source] {
        try files.map { file in
            let text = try readText(file)
            do {
                return TabBarDesignTokens.Source(name: file, document: try TabBarJSONParser.parse(text), appearance: appearance)
            } catch {
                throw InputFailure(description: "\(file): \(error)")
            }
        }
    }

    /// Contrast findings that differ only in appearance, as one line each listing the appearances.
    static func merged(_ findings: [TabBarLintDiagnostic]) -> [String] {
        var order: [String] = []
        var groups: [String: (finding: TabBarLintDiagnostic, modes: [String])] = [:]
        for finding in findings {
            var key = finding.description
            var mode = ""
            if let token = finding.token, let dot = token.lastIndex(of: ".") {
                mode = String(token[token.index(after: dot)...])
                key = "\(finding.rule) \(token[..<dot])"
            }
            if groups[key] == nil {
                order.append(key)
                groups[key] = (finding, [])
            }
            if !mode.isEmpty { groups[key]?.modes.append(mode) }
        }
        return order.compactMap { key in
            guard let (finding, modes) = groups[key] else { return nil }
            guard modes.count > 1, let token = finding.token, let dot = token.lastIndex(of: ".") else { return finding.description }
            return "\(finding.severity.rawValue) \(finding.rule) \(finding.name) [token \(token[..<dot]) in \(modes.joined(separator: ", "))]: \(finding.message) Fix: \(finding.fix)"
        }
    }

    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Read token files (merged in order), check and lint the theme, and write it as Swift or theme JSON.",
            discussion: ExitStatus.help(
                "DTCG 2025.10, Style Dictionary (value/type) and Tokens Studio files are read as they are; a later file wins. "
                    + "The tabbar group's tokens and what they reference are checked strictly; the rest for format only, "
                    + "summarised in one warning (--strict: errors). See docs/tokens.md. Both --swift and --json are written, "
                    + "or neither. Lint errors (exit 1) still write the theme.",
                example: "tabbar tokens import Examples/tokens/ocean.tokens.json --swift scratch/Ocean.swift --json scratch/ocean.json"))

        @Argument(help: "Token files, merged in order (a later file's token wins).")
        var files: [String]

        @Flag(name: .long, help: "Treat warnings about tokens the bar does not read as errors.")
        var strict = false

        @Option(name: .long, help: "A file of dark-appearance tokens (the same paths as the light files; repeatable).")
        var dark: [String] = []

        @Option(name: .long, help: "A file of light increased-contrast tokens (repeatable).")
        var lightIncreasedContrast: [String] = []

        @Option(name: .long, help: "A file of dark increased-contrast tokens (repeatable).")
        var darkIncreasedContrast: [String] = []

        @Option(name: .long, help: "The theme's name (default: the tabbar.name token, or the file's name).")
        var name: String?

        @Option(name: .long, help: "Write the theme as Swift source (a static let on TabBarTheme).")
        var swift: String?

        @Option(name: .long, help: "Write the theme as JSON that `render --theme-file` reads.")
        var json: String?

        func run() throws {
            var lintErrors = false
            try reportingFailures {
                guard let last = files.last else { throw InputFailure(description: "give at least one token file") }
                let theme: TabBarTheme
                do {
                    let sources = try TokensCommand.sources(files) + TokensCommand.sources(dark, appearance: "dark")
                        + TokensCommand.sources(lightIncreasedContrast, appearance: "lightIncreasedContrast")
                        + TokensCommand.sources(darkIncreasedContrast, appearance: "darkIncreasedContrast")
                    let tokens = try TabBarDesignTokens(files: sources)
                    TokensCommand.keptUntilExit = [sources, tokens]
                    if strict, !tokens.warnings.isEmpty {
                        throw InputFailure(lines: (tokens.problems + tokens.warnings).map(\.description))
                    }
                    if tokens.hasThemeGroup, let summary = tokens.warningSummary {
                        FileHandle.standardError.write(Data((Escaping.visible("warning: \(summary)") + "\n").utf8))
                    }
                    let fallbackName = URL(fileURLWithPath: last).deletingPathExtension().deletingPathExtension().lastPathComponent
                    let imported = try TabBarTheme.imported(from: tokens, name: name ?? (tokens.namesTheme ? nil : fallbackName))
                    for note in imported.notes { FileHandle.standardError.write(Data((Escaping.visible("note: \(note)") + "\n").utf8)) }
                    theme = imported.theme
                } catch let error as TabBarConfigurationError {
                    throw InputFailure(lines: error.issues.map(\.description))
                }
                let example = (try? TabBarBuiltInExample.social.configuration) ?? TabBarConfiguration(tabs: [])
                let findings = Linting.linter().lint(example, theme: theme).filter { ["TB005", "TB006", "TB007", "TB012"].contains($0.rule) }
                for line in TokensCommand.merged(findings) { FileHandle.standardError.write(Data("\(line)\n".utf8)) }
                lintErrors = findings.contains { $0.severity == .error }
                try OutputWriter.transaction(reading: files + dark + lightIncreasedContrast + darkIncreasedContrast) { writer in
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

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check token files against the DTCG 2025.10 format, without building a theme.",
            discussion: ExitStatus.help(
                "The files are merged in order (references may cross files) and every token is checked: structure, names, "
                    + "$type, values, composite values, references ({curly} and $ref JSON Pointers), $extends and $root. "
                    + "Exit 0 when valid, 2 with every problem located when not.",
                example: "tabbar tokens check tokens/base.tokens.json tokens/dark.tokens.json"))

        @Argument(help: "DTCG token files, merged in order.")
        var files: [String]

        func run() throws {
            try reportingFailures {
                let tokens: TabBarDesignTokens
                let sources = try TokensCommand.sources(files)
                do {
                    tokens = try TabBarDesignTokens(files: sources, validation: .format)
                } catch let error as TabBarConfigurationError {
                    throw InputFailure(lines: error.issues.map(\.description))
                }
                var lines = tokens.problems.map(\.description)
                // Each file is read and parsed once: its format is detected on the document already parsed.
                let legacy = sources.filter { TabBarDesignTokens.detectFormat($0.document) == .styleDictionary }.map(\.name)
                if !legacy.isEmpty {
                    lines = ["\(legacy.joined(separator: " ")): Style Dictionary's older value/type format, not DTCG 2025.10; `tabbar tokens import` reads it as it is, and Style Dictionary 4 converts it (convertToDTCG)"]
                }
                if !lines.isEmpty { throw InputFailure(lines: lines) }
                print("\(files.joined(separator: " ")): valid DTCG 2025.10, \(tokens.paths.count) tokens")
            }
        }
    }

    struct MapTemplate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "map-template",
            abstract: "Write a starter alias map: every role the bar reads, with its type and default, to point at your design system's tokens.",
            discussion: ExitStatus.help(
                "Replace each $value with a reference to one of your tokens (\"{color.icon.accent.primary}\") and import your files with the map last.",
                example: "tabbar tokens map-template -o tabbar.tokens.json"))

        @Option(name: [.short, .long], help: "Write to a file instead of standard output.")
        var output: String?

        func run() throws {
            try reportingFailures {
                try emit(TabBarTheme.tokenMapTemplate.serialized() + "\n", to: output)
                if let output { FileHandle.standardError.write(Data("wrote the alias map template to \(output)\n".utf8)) }
            }
        }
    }

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a built-in theme as DTCG 2025.10 JSON.",
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

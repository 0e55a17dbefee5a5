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

    /// Reads and parses token files, each named in messages by its path: a byte-order mark is skipped, a repeated
    /// member name keeps its last value, JSON5 and YAML are refused with a hint saying how to convert them.
    static func sources(_ files: [String], appearance: String? = nil) throws -> [TabBarDesignTokens.Source] {
        var sources: [TabBarDesignTokens.Source] = []
        for file in files {
            let text = try readText(file)
            do {
                sources.append(try TabBarDesignTokens.Source(name: file, text: text, appearance: appearance))
            } catch {
                throw InputFailure(lines: error.issues.map(\.description))
            }
        }
        return sources
    }

    /// Reads a file a resolver or a Tokens Studio project names, relative to the file naming it.
    static func load(_ path: String, relativeTo file: String) throws -> TabBarDesignTokens.Source {
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path).standardizedFileURL
        // Named as the user would type it: relative to the working folder when it is inside it.
        let cwd = FileManager.default.currentDirectoryPath + "/"
        let name = url.path.hasPrefix(cwd) ? String(url.path.dropFirst(cwd.count)) : url.path
        let text: String
        do {
            text = try readText(url.path)
        } catch let failure as InputFailure {
            throw LoadFailure(description: failure.lines.joined(separator: "; "))
        }
        do {
            return try TabBarDesignTokens.Source(name: name, text: text)
        } catch {
            throw LoadFailure(description: error.issues.map(\.description).joined(separator: "; "))
        }
    }

    /// Why a file a resolver or project names could not be read.
    struct LoadFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads the files and the theme as `import` and `check` both do; a file that cannot be read at all is an input failure.
    static func read(_ input: TokenInputOptions, name: String?) throws -> TabBarTokenImport {
        guard !input.files.isEmpty else { throw InputFailure(description: "give at least one token file") }
        var selection = TabBarTokenSelection()
        do {
            for set in input.set { try selection.addSet(set) }
            for theme in input.studioTheme { try selection.addTheme(theme) }
            for pair in input.input { try selection.addInput(pair) }
        } catch {
            throw InputFailure(lines: error.issues.map(\.description))
        }
        let sources = try TokensCommand.sources(input.files) + TokensCommand.sources(input.dark, appearance: "dark")
            + TokensCommand.sources(input.lightIncreasedContrast, appearance: "lightIncreasedContrast")
            + TokensCommand.sources(input.darkIncreasedContrast, appearance: "darkIncreasedContrast")
        do {
            let fallbackName = URL(fileURLWithPath: input.files.last ?? "").deletingPathExtension().deletingPathExtension().lastPathComponent
            // The name: --name, else the tabbar.name token, else the last file's name.
            let result = try TabBarTokenImport(files: sources, selection: selection, name: name, fallbackName: fallbackName, load: TokensCommand.load)
            TokensCommand.keptUntilExit = [sources, result]
            return result
        } catch {
            throw InputFailure(lines: error.issues.map(\.description))
        }
    }

    /// Prints a line on standard error, made visible.
    static func note(_ line: String) {
        FileHandle.standardError.write(Data((Escaping.visible(line) + "\n").utf8))
    }

    /// The warnings and notes of an import, on standard error: the summary of what the bar cannot use, ignored
    /// metadata, and what was converted, chosen, merged or fallen back to.
    static func report(_ result: TabBarTokenImport) {
        if result.tokens.hasThemeGroup, let summary = result.tokens.warningSummary { note("warning: \(summary)") }
        if let metadata = result.tokens.metadataWarning { note("warning: \(metadata)") }
        for item in result.notes { note("note: \(item)") }
    }

    /// The contrast lint of an imported theme on the social example: its findings, merged across appearances.
    static func lint(_ theme: TabBarTheme) -> [TabBarLintDiagnostic] {
        let example = (try? TabBarBuiltInExample.social.configuration) ?? TabBarConfiguration(tabs: [])
        return Linting.linter().lint(example, theme: theme).filter { ["TB005", "TB006", "TB007", "TB012"].contains($0.rule) }
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
                "DTCG 2025.10 (and its resolver documents), Style Dictionary (value/type), Tokens Studio exports (one file or a Git-sync "
                    + "folder) and Adobe Spectrum's per-token sets are read as they are; a later file wins. Exports with sets, themes or "
                    + "contexts are read as --set, --studio-theme and --input choose, each appearance its own (dark:NAME). "
                    + "The tabbar group's tokens and what they reference are checked strictly; the rest for format only, "
                    + "summarised in one warning (--strict: errors). See docs/tokens.md. Both --swift and --json are written, "
                    + "or neither. Lint errors (exit 1) still write the theme.",
                example: "tabbar tokens import Examples/tokens/ocean.tokens.json --swift scratch/Ocean.swift --json scratch/ocean.json"))

        @OptionGroup var input: TokenInputOptions

        @Option(name: .long, help: "The theme's name (default: the tabbar.name token, or the file's name).")
        var name: String?

        @Option(name: .long, help: "Write the theme as Swift source (a static let on TabBarTheme; - is standard output).")
        var swift: String?

        @Option(name: .long, help: "Write the theme as JSON that `render --theme-file` reads (- is standard output).")
        var json: String?

        func run() throws {
            var lintErrors = false
            try reportingFailures {
                let result = try TokensCommand.read(input, name: name)
                let tokens = result.tokens
                if input.strict, !tokens.warnings.isEmpty || tokens.metadataWarning != nil {
                    throw InputFailure(lines: (tokens.problems + tokens.warnings + (tokens.metadataWarning.map { [$0] } ?? [])).map(\.description))
                }
                guard tokens.hasThemeGroup else { throw InputFailure(lines: result.refusal.map(\.description)) }
                TokensCommand.report(result)
                guard let theme = result.theme else { throw InputFailure(lines: result.problems.map(\.description)) }
                let findings = TokensCommand.lint(theme)
                for line in TokensCommand.merged(findings) { FileHandle.standardError.write(Data("\(line)\n".utf8)) }
                lintErrors = findings.contains { $0.severity == .error }
                try OutputWriter.transaction(reading: input.files + input.dark + input.lightIncreasedContrast + input.darkIncreasedContrast) { writer in
                    if let swift { try writer.file(swift, text: theme.swiftSource()) }
                    if let json { try writer.file(json, text: theme.jsonText() + "\n") }
                }
                if swift == nil && json == nil { print(theme.jsonText()) }
                var report = "imported theme \"\(theme.name)\": \(findings.count) lint finding(s)"
                if let swift { report += swift == OutputPath.standardOutput ? "; wrote Swift to standard output" : "; wrote Swift to \(swift)" }
                if let json { report += json == OutputPath.standardOutput ? "; wrote theme JSON to standard output" : "; wrote theme JSON to \(json)" }
                TokensCommand.note(report)
            }
            if lintErrors { throw ExitCode(ExitStatus.findings) }
        }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Say whether token files will import, and what the bar would read from them.",
            discussion: ExitStatus.help(
                "Reads the files exactly as `tabbar tokens import` does (the same options) and prints each file's format, the roles the "
                    + "bar reads with their values per appearance and where each is written, then whether the theme imports. Files "
                    + "without a tabbar group are read and reported (they import once an alias map names the bar's roles). Exit 0 "
                    + "when they read (and the theme imports without lint errors), 1 with lint errors, 2 when they cannot be used. "
                    + "--dtcg checks every token against DTCG 2025.10 exactly instead.",
                example: "tabbar tokens check tokens/base.tokens.json tabbar.tokens.json --dark tokens/dark.tokens.json"))

        @OptionGroup var input: TokenInputOptions

        @Flag(name: .long, help: "Check every token against the DTCG 2025.10 format exactly (no hex strings, no legacy format, no exports), without a theme.")
        var dtcg = false

        func run() throws {
            var lintErrors = false
            try reportingFailures {
                if dtcg {
                    try checkDTCG()
                    return
                }
                let result = try TokensCommand.read(input, name: nil)
                let tokens = result.tokens
                for (i, file) in tokens.files.enumerated() {
                    let detail = i < tokens.fileDetails.count && !tokens.fileDetails[i].isEmpty ? " (\(tokens.fileDetails[i]))" : ""
                    print(Escaping.visible("\(file.name.isEmpty ? "(input)" : file.name): \(file.format.rawValue)\(detail)"))
                }
                print("tokens: \(tokens.paths.count), of which the bar reads \(tokens.readCount)")
                TokensCommand.report(result)
                if input.strict, !tokens.warnings.isEmpty || tokens.metadataWarning != nil {
                    throw InputFailure(lines: (tokens.problems + tokens.warnings + (tokens.metadataWarning.map { [$0] } ?? [])).map(\.description))
                }
                guard tokens.hasThemeGroup else {
                    if !tokens.problems.isEmpty { throw InputFailure(lines: tokens.problems.map(\.description)) }
                    print("result: the files read; nothing says which tokens the bar uses: write an alias map (tabbar tokens map-template) and check again with it last")
                    return
                }
                guard let theme = result.theme else {
                    print("result: does not import")
                    throw InputFailure(lines: result.problems.map(\.description))
                }
                print("the bar reads (light | dark | light increased contrast | dark increased contrast; one value when they are the same):")
                for reading in result.readings {
                    let values = reading.values.joined(separator: " | ")
                    print(Escaping.visible("  \(reading.role): \(values)" + (reading.source.isEmpty ? "" : "  ← \(reading.source)")))
                }
                let findings = TokensCommand.lint(theme)
                for line in TokensCommand.merged(findings) { FileHandle.standardError.write(Data("\(line)\n".utf8)) }
                lintErrors = findings.contains { $0.severity == .error }
                print(Escaping.visible("result: imports as theme \"\(theme.name)\"; \(findings.count) lint finding(s)\(lintErrors ? ", with errors" : "")"))
            }
            if lintErrors { throw ExitCode(ExitStatus.findings) }
        }

        /// The strict DTCG 2025.10 format check: every token, every problem.
        func checkDTCG() throws {
            let files = input.files
            let tokens: TabBarDesignTokens
            let sources = try TokensCommand.sources(files)
            do {
                tokens = try TabBarDesignTokens(files: sources, validation: .format)
            } catch {
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

    struct MapTemplate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "map-template",
            abstract: "Write a starter alias map: every role the bar reads, with its type and default, to point at your design system's tokens.",
            discussion: ExitStatus.help(
                "Replace each $value with a reference to one of your tokens (\"{color.icon.accent.primary}\") and import your files with the map last.",
                example: "tabbar tokens map-template -o tabbar.tokens.json"))

        @Option(name: [.short, .long], help: "Write to a file instead of standard output (- is standard output).")
        var output: String?

        func run() throws {
            try reportingFailures {
                try emit(TabBarTheme.tokenMapTemplate.serialized() + "\n", to: output)
                if let output, output != OutputPath.standardOutput { FileHandle.standardError.write(Data("wrote the alias map template to \(output)\n".utf8)) }
            }
        }
    }

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a built-in theme as DTCG 2025.10 JSON.",
            discussion: ExitStatus.help(example: "tabbar tokens export midnight -o scratch/midnight.tokens.json"))

        @Argument(help: "A built-in theme: \(TabBarTheme.builtIn.map(\.name).joined(separator: ", ")).")
        var name: String

        @Option(name: [.short, .long], help: "Write to a file instead of standard output (- is standard output).")
        var output: String?

        func run() throws {
            try reportingFailures {
                let theme = try ThemeOptions.builtIn(name)
                try emit(theme.designTokens.serialized() + "\n", to: output)
                if let output, output != OutputPath.standardOutput { FileHandle.standardError.write(Data("wrote the \(theme.name) tokens to \(output)\n".utf8)) }
            }
        }
    }
}

/// The token files of `tokens import` and `tokens check`, and the choices among the variants they offer.
struct TokenInputOptions: ParsableArguments {
    @Argument(help: "Token files, merged in order (a later file's token wins; - reads standard input).")
    var files: [String] = []

    @Option(name: .long, help: "A file of dark-appearance tokens (the same paths as the light files; repeatable).")
    var dark: [String] = []

    @Option(name: .long, help: "A file of light increased-contrast tokens (repeatable).")
    var lightIncreasedContrast: [String] = []

    @Option(name: .long, help: "A file of dark increased-contrast tokens (repeatable).")
    var darkIncreasedContrast: [String] = []

    @Option(name: .long, help: ArgumentHelp("A token set to read: a Tokens Studio set, or a member of Adobe Spectrum's per-token sets (repeatable; dark:NAME for the dark appearance).", valueName: "[APPEARANCE:]NAME"))
    var set: [String] = []

    @Option(name: .long, help: ArgumentHelp("A Tokens Studio theme from $themes (NAME or GROUP/NAME; repeatable, one per group; dark:NAME for the dark appearance). Not the bar's --theme.", valueName: "[APPEARANCE:]THEME"))
    var studioTheme: [String] = []

    @Option(name: .long, help: ArgumentHelp("A DTCG resolver input: a modifier's context (theme=light; repeatable; dark:theme=dark for the dark appearance).", valueName: "[APPEARANCE:]MODIFIER=CONTEXT"))
    var input: [String] = []

    @Flag(name: .long, help: "Treat warnings about tokens the bar does not read (and ignored metadata) as errors.")
    var strict = false
}

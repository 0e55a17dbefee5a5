import FuzzDriver
import FuzzSupport
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools

/// Design token files as design systems ship them: the input is split at ASCII record separators (0x1E) into up
/// to five files, named `file1.json`…, which are read as the CLI reads them (a byte-order mark skipped, a repeated
/// member name keeping its last value, JSON5 and YAML refused with a hint; DTCG and its resolver documents, Style
/// Dictionary's value/type with `.value` references, Tokens Studio exports, Adobe Spectrum's per-token sets, CSS
/// Color 4 strings), merged, then imported. The first file byte after a separator can mark it as the dark
/// appearance ('D'). A first line `SEL` followed by words chooses variants as the options do: `s:NAME` (`--set`),
/// `t:NAME` (`--studio-theme`), `i:MODIFIER=CONTEXT` (`--input`), each with an optional `dark:` after the colon.
/// A resolver's file references reach the other files by name.
///
/// Import gives a theme within ``TabBarThemeLimits`` whose layout, lint, export, generated Swift and the check's
/// readings never trap, or fails with located one-line messages; the strict DTCG reading never traps, and an export
/// always reads back as a valid theme.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokens(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    guard var text = Fuzz.text(data, count) else { return 0 }
    var selection = TabBarTokenSelection()
    if text.hasPrefix("SEL"), let end = text.firstIndex(of: "\n") {
        for word in text[text.index(text.startIndex, offsetBy: 3)..<end].split(separator: " ") {
            let value = String(word.dropFirst(2))
            do {
                switch word.prefix(2) {
                case "s:": try selection.addSet(value)
                case "t:": try selection.addTheme(value)
                case "i:": try selection.addInput(value)
                default: break
                }
            } catch {
                Fuzz.checkMessages(error)
            }
        }
        text = String(text[text.index(after: end)...])
    }
    var sources: [TabBarDesignTokens.Source] = []
    for (i, part) in text.split(separator: "\u{1E}", maxSplits: 4, omittingEmptySubsequences: false).enumerated() {
        var body = Substring(part)
        var appearance: String?
        if i > 0, body.first == "D" {
            appearance = "dark"
            body = body.dropFirst()
        }
        do {
            sources.append(try TabBarDesignTokens.Source(name: "file\(i + 1).json", text: String(body), appearance: appearance))
        } catch {
            Fuzz.checkMessages(error)
        }
    }
    guard !sources.isEmpty else { return 0 }
    let files = sources
    let load: (String, String) throws -> TabBarDesignTokens.Source = { path, _ in
        guard let found = files.first(where: { $0.name == path }) else { throw TabBarConfigurationError([TabBarInputIssue(path, "no such file")]) }
        return found
    }
    do {
        let strict = try TabBarDesignTokens(files: sources.map { TabBarDesignTokens.Source(name: $0.name, document: $0.document) }, validation: .format)
        _ = strict.problems
    } catch {
        Fuzz.checkMessages(error)
    }
    let result: TabBarTokenImport
    do {
        result = try TabBarTokenImport(files: sources, selection: selection, fallbackName: "fuzz", load: load)
    } catch {
        Fuzz.checkMessages(error)
        return 0
    }
    _ = result.tokens.warningSummary
    for note in result.notes + result.refusal { precondition(!note.description.contains("\n"), "a note spans lines: \(note)") }
    if !result.problems.isEmpty { Fuzz.checkMessages(TabBarConfigurationError(result.problems)) }
    guard let theme = result.theme else { return 0 }
    _ = result.readings
    precondition(theme.problems().isEmpty, "an imported theme is out of range: \(theme.problems())")
    Fuzz.exercise(Fuzz.configuration, theme: theme)
    _ = theme.swiftSource()
    let exported = theme.designTokens.serialized()
    precondition((try? TabBarDesignTokens(TabBarJSONParser.parse(exported)).problems.isEmpty) == true, "an export does not read back")
    return 0
}

/// The entry point SwiftPM links as `main`: hands over to libFuzzer's driver.
@_cdecl("FuzzTokens_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    tabbar_fuzz_main(argc, argv)
}

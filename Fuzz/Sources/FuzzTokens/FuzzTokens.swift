import FuzzDriver
import FuzzSupport
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools

/// Design token files: the input is split at ASCII record separators (0x1E) into up to four files, which
/// are read as they are (DTCG, Style Dictionary's value/type, Tokens Studio sets; hex and CSS colour
/// strings), merged, then imported — the first file byte after a separator can mark it as the dark
/// appearance ('D'). Import gives a theme within ``TabBarThemeLimits`` whose layout, lint, export and generated
/// Swift never trap, or fails with located one-line messages; `tokens check`'s strict reading never traps,
/// and an export always reads back as a valid theme.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokens(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    guard let text = Fuzz.text(data, count) else { return 0 }
    var sources: [TabBarDesignTokens.Source] = []
    for (i, part) in text.split(separator: "\u{1E}", maxSplits: 3, omittingEmptySubsequences: false).enumerated() {
        var body = Substring(part)
        var appearance: String?
        if i > 0, body.first == "D" {
            appearance = "dark"
            body = body.dropFirst()
        }
        guard let document = try? TabBarJSONParser.parse(String(body)) else { continue }
        sources.append(TabBarDesignTokens.Source(name: "file\(i + 1).json", document: document, appearance: appearance))
    }
    guard !sources.isEmpty else { return 0 }
    do {
        let strict = try TabBarDesignTokens(files: sources.map { TabBarDesignTokens.Source(name: $0.name, document: $0.document) }, validation: .format)
        _ = strict.problems
    } catch {
        Fuzz.checkMessages(error)
    }
    let theme: TabBarTheme
    do {
        let tokens = try TabBarDesignTokens(files: sources)
        _ = tokens.warningSummary
        theme = try TabBarTheme(tokens: tokens)
    } catch {
        Fuzz.checkMessages(error)
        return 0
    }
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

import FuzzDriver
import FuzzSupport
import TabBarCore
import TabBarTools

/// DTCG token files: import gives a theme within ``ThemeLimits`` whose layout, lint and generated
/// Swift never trap, or fails with located one-line messages.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokens(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    guard let text = Fuzz.text(data, count), let document = try? JSONParser.parse(text) else { return 0 }
    do {
        let tokens = try DesignTokens(document)
        let theme = try TabBarTheme(tokens: tokens)
        precondition(theme.problems().isEmpty, "an imported theme is out of range: \(theme.problems())")
        Fuzz.exercise(Fuzz.configuration, theme: theme)
        _ = theme.swiftSource()
        _ = theme.designTokens.serialized()
    } catch {
        Fuzz.checkMessages(error)
    }
    return 0
}

/// The entry point SwiftPM links as `main`: hands over to libFuzzer's driver.
@_cdecl("FuzzTokens_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    tabbar_fuzz_main(argc, argv)
}

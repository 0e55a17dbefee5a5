import FuzzDriver
import FuzzSupport
@_spi(TabBarKitInternal) import TabBarCore

/// Theme JSON (`render --theme-file`): a theme that decodes is within ``TabBarThemeLimits`` and lays
/// out and lints without trapping; anything else fails with located one-line messages.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTheme(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    guard let text = Fuzz.text(data, count) else { return 0 }
    do {
        let theme = try TabBarTheme.decode(json: text)
        Fuzz.exercise(Fuzz.configuration, theme: theme)
        _ = theme.jsonText()
    } catch {
        Fuzz.checkMessages(error)
    }
    return 0
}

/// The entry point SwiftPM links as `main`: hands over to libFuzzer's driver.
@_cdecl("FuzzTheme_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    tabbar_fuzz_main(argc, argv)
}

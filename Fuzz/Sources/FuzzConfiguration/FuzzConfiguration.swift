import FuzzDriver
import FuzzSupport
@_spi(TabBarKitInternal) import TabBarCore

/// Configuration JSON: decoding either succeeds with a valid configuration that lays out and
/// lints without trapping and survives a round trip, or fails with located one-line messages.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    guard let text = Fuzz.text(data, count) else { return 0 }
    do {
        let configuration = try TabBarConfiguration.decode(json: text)
        Fuzz.exercise(configuration, theme: .system)
        precondition((try? TabBarConfiguration.decode(json: configuration.jsonText())) == configuration, "the round trip changed the configuration")
    } catch {
        Fuzz.checkMessages(error)
    }
    return 0
}

/// The entry point SwiftPM links as `main`: hands over to libFuzzer's driver.
@_cdecl("FuzzConfiguration_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    tabbar_fuzz_main(argc, argv)
}

import FuzzDriver
import FuzzSupport
@_spi(TabBarKitInternal) import TabBarCore

/// Snapshot restore: any text is either repaired into a state the machine accepts, or refused
/// with the current state kept; the machine keeps working after either.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRestore(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    guard let text = Fuzz.text(data, count), var machine = try? TabBarMachine(configuration: Fuzz.configuration) else { return 0 }
    _ = machine.restore(json: text)
    let selected = machine.state.selected
    precondition(Fuzz.configuration.tab(selected) != nil, "restored a selection that is not a tab: \(selected)")
    _ = machine.handle(.tabTapped("home"))
    _ = machine.handle(.backRequested)
    let again = machine.snapshotJSON()
    var copy = machine
    _ = copy.restore(json: again)
    precondition(copy.state == machine.state, "a saved state does not restore to itself")
    return 0
}

/// The entry point SwiftPM links as `main`: hands over to libFuzzer's driver.
@_cdecl("FuzzRestore_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    tabbar_fuzz_main(argc, argv)
}

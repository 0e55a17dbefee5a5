import FuzzDriver
import FuzzSupport
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools

/// Event scripts: parsing fails with a line number, or the script runs to the end in the
/// simulator (with motion planning) without trapping.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScript(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    guard let text = Fuzz.text(data, count) else { return 0 }
    do {
        let script = try TabBarSimulationScript.parse(text, configuration: Fuzz.configuration)
        guard var simulator = try? TabBarSimulator(configuration: Fuzz.configuration) else { return 0 }
        simulator.motion = TabBarMotionPlanner(theme: .system, reduceMotion: false)
        let transcript = simulator.run(script)
        precondition(transcript.steps.count == script.steps.count + 1, "a step went missing")
    } catch {
        precondition(error.line >= 1 && !error.description.contains("\n"), "a script error without a line: \(error)")
    }
    return 0
}

/// The entry point SwiftPM links as `main`: hands over to libFuzzer's driver.
@_cdecl("FuzzScript_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    tabbar_fuzz_main(argc, argv)
}

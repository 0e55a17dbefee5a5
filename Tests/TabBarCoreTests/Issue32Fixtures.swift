import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarRender
import TabBarTesting
import TabBarTools

/// Issue 32's golden layout fixtures (`Fixtures/issue32`), compared with a tolerance; set `TABBAR_RECORD_FIXTURES=1`
/// to write missing ones (then look at them before committing).
enum Issue32Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/issue32")

    static func expectFixture(_ json: TabBarJSONValue, named name: String, direction: TabBarReadingDirection) throws {
        let url = folder.appendingPathComponent("\(name)-\(direction == .rightToLeft ? "rtl" : "ltr").json")
        try LayoutFixtureTests.expectFixture(json, at: url, path: name)
    }

    /// A machine for `configuration` in a size class, after `events`.
    static func machine(_ configuration: TabBarConfiguration, sizeClass: TabBarSizeClass = .compact, _ events: [TabBarEvent] = []) -> TabBarMachine {
        var machine = TabBarMachine.fixture(configuration)
        _ = machine.handle(.sizeClassChanged(sizeClass))
        for event in events { _ = machine.handle(event) }
        return machine
    }
}

import Testing
import TabBarTesting

/// The type-checker the export, snippet and theme tests rely on must fail what does not compile, or they prove nothing.
@Suite("TabBarTesting's type-checker")
struct SwiftTypeCheckTests {
    @Test("a source that uses TabBarCore rightly passes; one that does not compile fails with the compiler's error")
    func passesAndFails() throws {
        let checker = try #require(TabBarSwiftTypeCheck(), "the test process is built beside TabBarCore and swiftc is installed")
        let good = try checker.check(source: "import TabBarCore\nlet home: TabID = \"home\"\n", arguments: ["-swift-version", "6"])
        #expect(good.status == 0, "\(good.errors)")
        let bad = try checker.check(source: "import TabBarCore\nlet home: TabID = 42\n", arguments: ["-swift-version", "6"])
        #expect(bad.status != 0 && bad.errors.contains("error:"), "\(bad.errors)")
    }

    @Test("a module that was not built gives no checker")
    func missingModule() {
        #expect(TabBarSwiftTypeCheck(requiring: "NoSuchModule") == nil)
    }
}

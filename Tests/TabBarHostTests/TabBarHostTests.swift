import Testing
@testable import TabBarHost

@Suite("TabBarHost")
struct TabBarHostTests {
    @Test("the host module builds on Linux")
    func builds() {
        #expect(String(describing: TabBarHost.self) == "TabBarHost")
    }
}

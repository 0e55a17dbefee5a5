import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

/// Issue 9: scripts written on any platform.
@Suite("Hardening: script line endings")
struct ScriptLineEndingTests {
    static let configuration = TabBarConfiguration.example(.social)

    @Test("LF, CRLF, CR, NEL, U+2028 and U+2029 each end a line", arguments: ["\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"])
    func lineEndings(separator: String) throws {
        let ids = Self.configuration.tabs.filter { $0.role.isSelectable }.map(\.id.rawValue)
        let text = ["select \(ids[1])", "# a comment", "", "select \(ids[0])  # back"].joined(separator: separator) + separator
        let script = try TabBarSimulationScript.parse(text, configuration: Self.configuration)
        #expect(script.steps.map(\.line) == [1, 4])
        #expect(script.steps.map(\.text) == ["select \(ids[1])", "select \(ids[0])"])
    }

    @Test("an error after CRLF lines names the right line")
    func errorLine() {
        #expect(throws: TabBarScriptError.self) { try TabBarSimulationScript.parse("back\r\nback\r\ntapp x\r\n", configuration: Self.configuration) }
        do {
            _ = try TabBarSimulationScript.parse("back\r\nback\r\ntapp x\r\n", configuration: Self.configuration)
        } catch {
            #expect(error.line == 3)
        }
    }
}

extension ScriptLineEndingTests {
    @Test("control characters quoted from a script line are escaped in its message")
    func escapedMessage() {
        do {
            _ = try TabBarSimulationScript.parse("tap a\u{0}b\u{0B}c", configuration: Self.configuration)
            Issue.record("an unknown tab was accepted")
        } catch {
            #expect(error.description.contains(#"unknown tab "a\0b""#) && !error.description.unicodeScalars.contains { $0.value < 0x20 })
        }
    }
}

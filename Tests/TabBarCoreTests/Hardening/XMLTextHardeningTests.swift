import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarRender
import TabBarTesting

/// Text XML cannot hold (NUL and other C0 controls, U+FFFE, U+FFFF): refused in configurations at its
/// JSON path, and dropped by the SVG writer, so a preview or `tabbar render` always draws.
@Suite("Hardening: text that XML cannot hold")
struct XMLTextHardeningTests {
    func issues(_ tab: String) -> [String] {
        let json = #"{"version": 1, "tabs": [\#(tab), {"id": "b", "title": "B", "icon": "y"}]}"#
        do {
            _ = try TabBarConfiguration.decode(json: json)
            return []
        } catch {
            return error.issues.map(\.description)
        }
    }

    @Test("a control character in a title, badge text, menu title or accessibility text is refused at its JSON path", arguments: [
        (#"{"id": "a", "title": "Ho\u0000me", "icon": "x"}"#, "tabs[0].title: contains U+0000"),
        (#"{"id": "a", "title": "A", "icon": "x", "badge": {"text": "n\u001f"}}"#, "tabs[0].badge.text: contains U+001F"),
        (#"{"id": "a", "title": "A", "icon": "x", "accessibilityLabel": "x\u000b"}"#, "tabs[0].accessibilityLabel: contains U+000B"),
        (#"{"id": "a", "title": "A", "icon": "x", "accessibilityHint": "\uffff"}"#, "tabs[0].accessibilityHint: contains U+FFFF"),
        (#"{"id": "a", "title": "A", "icon": "plus", "role": "action", "menu": [{"id": "m", "title": "M\ufffe"}]}"#, "tabs[0].menu[0].title: contains U+FFFE"),
    ])
    func refused(tab: String, expected: String) {
        let found = issues(tab)
        #expect(found.count == 1 && found[0].hasPrefix(expected), "\(found)")
    }

    @Test("tab, line feed, carriage return and other Unicode text stay allowed")
    func allowed() {
        #expect(issues(#"{"id": "a", "title": "A\tB", "icon": "x", "accessibilityLabel": "line\none\r\n", "badge": {"text": "é✓"}}"#) == [])
    }

    @Test("a badge text event with a control character is refused, and the badge is unchanged")
    func badgeEvent() throws {
        var machine = try TabBarMachine(configuration: .example(.social))
        let before = machine.state.badges
        let effects = machine.handle(.badgesChanged([TabBarBadgeUpdate(tab: "home", badge: .text("\u{0}1"))]))
        #expect(machine.state.badges == before)
        #expect(effects.contains { if case .diagnostic = $0 { true } else { false } }, "\(effects)")
    }

    @Test("the SVG writer drops characters XML cannot hold, so the document still parses")
    func writerDrops() {
        var configuration = TabBarConfiguration.example(.social)
        var state = TabBarMachine.fixture(configuration).state
        // Set in code, past validation: the writer must still make a well-formed document.
        configuration.tabs[0].title = "Ho\u{0}m\u{1B}e\u{FFFE}\u{FFFF}"
        state.badges[configuration.tabs[1].id] = .text("<\u{7}&>")
        let layout = TabBarLayout(configuration: configuration, state: state, environment: TabBarDevicePreset.iPhone16Pro.environment(),
                                  theme: .system, measurer: TabBarInterTextMeasurer())
        let svg = TabBarSVGWriter().write(TabBarRenderer(configuration: configuration, layout: layout, theme: .system, appearance: TabBarAppearance(.light)).screenDisplayList())
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        #expect(svg.contains(">Home<"), "the label keeps its other characters")
        #expect(svg.contains("&lt;&amp;&gt;"), "the badge is escaped and loses only the bell")
        #expect(!svg.unicodeScalars.contains { ($0.value < 0x20 && ![0x9, 0xA, 0xD].contains($0.value)) || $0.value == 0xFFFE || $0.value == 0xFFFF })
    }
}

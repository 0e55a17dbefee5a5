import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

/// Issue 9: the JSON reader's crash, hang and message classes, one test each.
@Suite("Hardening: JSON input")
struct JSONHardeningTests {
    func issues(_ json: String) -> [String] {
        do {
            _ = try TabBarConfiguration.decode(json: json)
            return []
        } catch {
            return error.issues.map(\.description)
        }
    }

    @Test("an object with 100,000 members is read, and a duplicate at its end is found with its line")
    func manyMembers() throws {
        let members = (0..<100_000).map { "\"k\($0)\": \($0)" }
        let object = try TabBarJSONParser.parse("{" + members.joined(separator: ",\n") + "}")
        guard case .object(let read) = object else { Issue.record("not an object"); return }
        #expect(read.count == 100_000)
        do {
            _ = try TabBarJSONParser.parse("{" + members.joined(separator: ",\n") + ",\n\"k7\": 1}")
            Issue.record("the duplicate was accepted")
        } catch {
            #expect(error.description == #"line 100001, column 1: duplicate member name "k7""#)
        }
    }

    @Test("a document over the size limit is refused before parsing, and the message gives the limit")
    func sizeLimit() {
        let text = "[" + String(repeating: "0,", count: TabBarConfigurationLimits.maximumDocumentBytes / 2) + "0]"
        let found = issues(text)
        #expect(found.count == 1)
        #expect(found.first?.contains("at most \(TabBarConfigurationLimits.maximumDocumentBytes) are read") == true)
    }

    @Test("invalid UTF-8 is refused with the byte offset of the first bad sequence")
    func invalidUTF8() throws {
        let bytes: [UInt8] = Array(#"{"tabs": ["#.utf8) + [0xC3, 0x28] + Array("]}".utf8)
        #expect(throws: TabBarConfigurationError([TabBarInputIssue("byte 10", "not UTF-8 text (invalid byte 0xC3 at byte offset 10)")])) {
            try TabBarUTF8Input.text(bytes)
        }
        #expect(throws: TabBarConfigurationError.self) { try TabBarUTF8Input.text([0xF0, 0x9F, 0x98]) }
        #expect(try TabBarUTF8Input.text(Array("héllo".utf8)) == "héllo")
    }

    @Test("a root of the wrong type is reported at the document root")
    func rootType() {
        #expect(issues("[]") == ["(document root): expected an object"])
        #expect(issues("42") == ["(document root): expected an object"])
    }

    @Test("an empty key at the root is reported with a quoted path")
    func emptyKey() {
        #expect(issues(#"{"": 1}"#).first?.hasPrefix(#"[""]: unknown key"#) == true)
        #expect(issues(#"{"version": 1, "tabs": [{"id": "a", "title": "A", "a.b": 1}]}"#).first?.hasPrefix(#"tabs[0]["a.b"]: unknown key"#) == true)
    }

    @Test("NUL, newlines and line separators in input are escaped in messages")
    func escapedMessages() {
        let found = issues("{\"a\\u0000b\\nc\\u2028\": 1}")
        #expect(found.count == 1)
        let message = found[0]
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x2028 })
        #expect(message.contains(#"\u0000"#) || message.contains(#"\0"#))
        let syntax = issues("{\"tabs\": [\u{0}]}")
        #expect(syntax.count == 1 && syntax[0].contains(#"\0"#) && !syntax[0].unicodeScalars.contains { $0.value == 0 })
    }

    @Test("titles are limited in Unicode scalars, so stacked combining marks are refused before counting characters")
    func combiningMarks() {
        let title = "a" + String(repeating: "\u{301}", count: 100_000)
        let found = issues(#"{"version": 1, "tabs": [{"id": "a", "title": "\#(title)"}]}"#)
        #expect(found == ["tabs[0].title: title is 100001 Unicode scalars; at most \(TabBarConfigurationLimits.maximumTextScalars) are allowed"])
        let badge = issues(#"{"version": 1, "tabs": [{"id": "a", "title": "A", "badge": {"text": "\#(title)"}}]}"#)
        #expect(badge.first?.hasPrefix("tabs[0].badge.text: badge text is 100001 Unicode scalars") == true)
    }

    @Test("numbers beyond Double are refused with their place")
    func hugeNumbers() {
        #expect(issues(#"{"tabs": 1e400}"#) == ["line 1, column 10: number out of range"])
    }
}

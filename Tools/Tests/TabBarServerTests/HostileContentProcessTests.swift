#if canImport(Glibc)
import Foundation
import Glibc
import Testing

/// Hostile content through the real `tabbar-playground` over real sockets: invisible characters in an
/// exported Swift file, badge counts out of range.
@Suite("tabbar-playground over real sockets: invisible characters and out-of-range numbers")
struct HostileContentProcessTests {
    /// `POST /api/v1/sessions` with a configuration (JSON text); the answer.
    static func createSession(_ configuration: String, server: ServerProcess) throws -> HTTPReply? {
        let escaped = configuration.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let body = #"{"configuration": "\#(escaped)"}"#
        let client = try RawConnection(port: server.port)
        client.send(HTTPEdgeProcessTests.request("POST /api/v1/sessions HTTP/1.1", port: server.port,
                                                 ["Content-Type: application/json", "Content-Length: \(body.utf8.count)"], body: body))
        return client.response(timeout: 10)
    }

    @Test("exported Swift escapes bidirectional marks, overrides, isolates and zero-width characters in every string")
    func exportEscapesInvisibles() throws {
        let server = try ServerProcess()
        let marks = ["\u{200E}", "\u{200F}", "\u{061C}", "\u{202E}", "\u{2067}", "\u{200B}", "\u{200D}", "\u{2060}", "\u{FEFF}"]
        let tabs = marks.enumerated().map { index, mark in
            #"{"id": "t\#(index)", "title": "A\#(mark)B", "icon": "house", "accessibilityHint": "x\#(mark)y"}"#
        }
        let reply = try Self.createSession(#"{"version": 1, "tabs": [\#(tabs.joined(separator: ", "))]}"#, server: server)
        #expect(reply?.status == 201, "\(reply?.text.prefix(300) ?? "no answer")")
        guard let id = reply?.text.firstMatch(of: /"session":"([0-9a-f]+)"/)?.1 else { return }
        for flavor in ["core", "swiftui", "uikit"] {
            let client = try RawConnection(port: server.port)
            client.send(HTTPEdgeProcessTests.request("GET /api/v1/sessions/\(id)/export?format=swift&flavor=\(flavor) HTTP/1.1", port: server.port))
            guard let answer = client.response(timeout: 10), answer.status == 200,
                let document = try JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any],
                let source = document["text"] as? String
            else {
                Issue.record("no \(flavor) export")
                continue
            }
            for mark in marks {
                let scalar = mark.unicodeScalars.first!
                let escape = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                #expect(source.contains("\"A\(escape)B\""), "\(flavor): the title literal escapes U+\(escape)")
                #expect(!source.unicodeScalars.contains(scalar), "\(flavor): no raw U+\(escape) in the exported source")
            }
        }
    }

    @Test("a badge count of 1e20 in a configuration is a 422 naming the badge and saying it is out of range")
    func badgeOutOfRange() throws {
        let server = try ServerProcess()
        let reply = try Self.createSession(#"{"version": 1, "tabs": [{"id": "a", "title": "A", "badge": {"count": 1e20}}, {"id": "b", "title": "B"}]}"#, server: server)
        #expect(reply?.status == 422)
        #expect(reply?.text.contains(#""location":"configuration: tabs[0].badge.count","reason":"a badge count above 1000000 is out of range (got 1e+20)""#) == true,
                "\(reply?.text ?? "no answer")")
    }
}
#endif

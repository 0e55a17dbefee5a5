#if canImport(Glibc)
import Foundation
import Glibc
import Testing

/// Local-server security against the real binary over real sockets: only the bound names and port
/// are served, and another origin cannot change a session.
@Suite("tabbar-playground over real sockets: local access", .serialized)
struct LocalAccessProcessTests {
    /// Sends one request with these header lines and reads the answer.
    static func exchange(_ port: Int, _ lines: [String], body: String = "") throws -> HTTPReply? {
        let client = try RawConnection(port: port)
        client.send((lines + ["Connection: close"]).joined(separator: "\r\n") + "\r\n\r\n" + body)
        return client.response()
    }

    @Test("Host: a foreign name, another port, an empty or a missing Host are refused; the bound names are served")
    func hosts() throws {
        let server = try ServerProcess()
        let port = server.port
        for (host, status, code) in [
            ("Host: evil.example", 403, "forbiddenHost"), ("Host: evil.example:\(port)", 403, "forbiddenHost"),
            ("Host: 127.0.0.1:\(port + 1)", 403, "forbiddenHost"), ("Host:", 400, "missingHost"), (nil, 400, "missingHost"),
        ] as [(String?, Int, String)] {
            let reply = try Self.exchange(port, ["GET /api/v1 HTTP/1.1"] + (host.map { [$0] } ?? []))
            #expect(reply?.status == status, "\(host ?? "no Host")")
            #expect(reply?.errorCode == code, "\(host ?? "no Host")")
        }
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LocalHost:\(port)"] {
            #expect(try Self.exchange(port, ["GET / HTTP/1.1", "Host: \(host)"])?.status == 200, "\(host)")
        }
    }

    @Test("another origin cannot change a session: foreign Origin, cross-site fetch and text/plain POSTs are refused and the state is unchanged")
    func crossOrigin() throws {
        let server = try ServerProcess()
        let port = server.port
        let host = "Host: 127.0.0.1:\(port)"
        let created = try Self.exchange(port, ["POST /api/v1/sessions HTTP/1.1", host, "Content-Type: application/json", "Content-Length: 21"],
                                        body: #"{"example": "social"}"#)
        #expect(created?.status == 201)
        let id = try #require(created?.text.firstMatch(of: /"session":"([0-9a-f]{32})"/).map { String($0.1) })
        let tap = #"{"command": "tap activity"}"#
        for (headers, status, code) in [
            (["Origin: http://evil.example", "Content-Type: application/json"], 403, "crossOrigin"),
            (["Origin: http://127.0.0.1:\(port + 1)", "Content-Type: application/json"], 403, "crossOrigin"),
            (["Origin: null", "Content-Type: application/json"], 403, "crossOrigin"),
            (["Sec-Fetch-Site: cross-site", "Sec-Fetch-Mode: no-cors", "Content-Type: application/json"], 403, "crossOrigin"),
            (["Origin: http://evil.example", "Content-Type: text/plain"], 403, "crossOrigin"),
            (["Content-Type: text/plain"], 415, "unsupportedMediaType"),
        ] {
            let reply = try Self.exchange(port, ["POST /api/v1/sessions/\(id)/events HTTP/1.1", host] + headers + ["Content-Length: \(tap.utf8.count)"], body: tap)
            #expect(reply?.status == status, "\(headers)")
            #expect(reply?.errorCode == code, "\(headers)")
            #expect(reply?.headers["referrer-policy"] == "no-referrer")
        }
        let view = try Self.exchange(port, ["GET /api/v1/sessions/\(id) HTTP/1.1", host])
        #expect(view?.text.contains(#""selected":"home""#) == true, "the session still has home selected")
        let own = try Self.exchange(port, ["POST /api/v1/sessions/\(id)/events HTTP/1.1", host, "Origin: http://127.0.0.1:\(port)",
                                           "Sec-Fetch-Site: same-origin", "Content-Type: application/json", "Content-Length: \(tap.utf8.count)"], body: tap)
        #expect(own?.status == 200, "the page's own request is served")
    }

    @Test("--allow-host adds a name the page may be reached under; others stay refused")
    func allowHost() throws {
        let server = try ServerProcess("tabbar-playground", ["--allow-host", "tabbar.test"])
        #expect(try Self.exchange(server.port, ["GET /api/v1 HTTP/1.1", "Host: tabbar.test:\(server.port)"])?.status == 200)
        #expect(try Self.exchange(server.port, ["GET /api/v1 HTTP/1.1", "Host: other.test:\(server.port)"])?.status == 403)
    }
}
#endif

#if canImport(Glibc)
import Foundation
import Glibc
import Testing

/// The playground's HTTP edges against the real `tabbar-playground` binary over real sockets:
/// early answers close, read deadlines, the connection cap, HTTP/1.0, malformed requests, HEAD.
@Suite("tabbar-playground over real sockets: HTTP edges", .serialized)
struct HTTPEdgeProcessTests {
    /// A request with this server's Host.
    static func request(_ line: String, port: Int, _ headers: [String] = [], body: String = "") -> String {
        ([line, "Host: 127.0.0.1:\(port)"] + headers).joined(separator: "\r\n") + "\r\n\r\n" + body
    }

    /// Sends `count` bytes of `x` on another thread, as a client streaming a large body would.
    static func stream(_ count: Int, to connection: RawConnection) -> Thread {
        let fd = connection.fd
        let thread = Thread {
            let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 65_536)
            var sent = 0
            while sent < count {
                let n = chunk.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if n <= 0 { return }  // the server closed: the client stops
                sent += n
            }
        }
        thread.start()
        return thread
    }

    @Test("a 20 MB body with Connection: close is answered 413 and the connection closes at once, not after a minute")
    func tooLargeThenClose() throws {
        let server = try ServerProcess()
        let client = try RawConnection(port: server.port)
        client.send(Self.request("POST /api/v1/sessions HTTP/1.1", port: server.port,
                                 ["Content-Type: application/json", "Connection: close", "Content-Length: 20000000"]))
        _ = Self.stream(20_000_000, to: client)
        let received = client.receive(timeout: 10)
        let reply = HTTPReply(parsing: received.bytes)
        #expect(reply?.status == 413)
        #expect(reply?.errorCode == "bodyTooLarge")
        #expect(reply?.headers["connection"] == "close")
        #expect(received.closed && received.seconds < 5, "closed after \(received.seconds) s")
    }

    @Test("with keep-alive, a large declared body is answered 413 and the connection closed rather than read to its end")
    func tooLargeKeepAlive() throws {
        let server = try ServerProcess()
        let client = try RawConnection(port: server.port)
        client.send(Self.request("POST /api/v1/sessions HTTP/1.1", port: server.port, ["Content-Type: application/json", "Content-Length: 2000000000"]))
        _ = Self.stream(20_000_000, to: client)
        let received = client.receive(timeout: 10)
        let reply = HTTPReply(parsing: received.bytes)
        #expect(reply?.status == 413)
        #expect(reply?.headers["connection"] == "close")
        #expect(received.closed && received.seconds < 5, "closed after \(received.seconds) s")
    }

    @Test("a body shorter than its Content-Length is answered 408 with the JSON error after the read timeout, then closed")
    func shortBody() throws {
        let server = try ServerProcess("tabbar-playground", ["--read-timeout", "1"])
        let client = try RawConnection(port: server.port)
        client.send(Self.request("POST /api/v1/sessions HTTP/1.1", port: server.port,
                                 ["Content-Type: application/json", "Content-Length: 100"], body: #"{"example": "social", "#))
        let received = client.receive(timeout: 10)
        let reply = HTTPReply(parsing: received.bytes)
        #expect(reply?.status == 408)
        #expect(reply?.errorCode == "requestTimeout")
        #expect(received.closed && received.seconds >= 0.8 && received.seconds < 4, "answered and closed after \(received.seconds) s")
    }

    @Test("a request head trickled a byte at a time is cut off at the read timeout, trickling or not")
    func slowHead() throws {
        let server = try ServerProcess("tabbar-playground", ["--read-timeout", "1"])
        let client = try RawConnection(port: server.port)
        let start = Date()
        var closed = false
        for byte in "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa".utf8 {
            guard client.send([byte]) else { break }
            if client.receive(timeout: 0.2).closed {
                closed = true
                break
            }
        }
        let seconds = Date().timeIntervalSince(start)
        #expect(closed && seconds < 4, "closed after \(seconds) s")
    }

    @Test("slowloris: of 200 connections sending half a head, the server holds at most its cap, and closes them all after the read timeout")
    func slowloris() throws {
        let cap = 20
        let server = try ServerProcess("tabbar-playground", ["--read-timeout", "1", "--max-connections", String(cap)])
        let baseline = server.openSockets()
        var connections: [RawConnection] = []
        for _ in 0..<200 {
            let connection = try RawConnection(port: server.port)
            connection.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Slow: a")
            connections.append(connection)
        }
        var most = 0
        let start = Date()
        var open = Set(connections.indices)
        while !open.isEmpty && Date().timeIntervalSince(start) < 40 {
            most = max(most, server.openSockets() - baseline)
            for index in open where connections[index].receive(timeout: 0.001).closed { open.remove(index) }
            usleep(50_000)
        }
        #expect(most <= cap, "the server held \(most) connections at once; its cap is \(cap)")
        #expect(most >= cap / 2, "the flood did reach the server (it held \(most) at most)")
        #expect(open.isEmpty, "\(open.count) connections still open after \(Date().timeIntervalSince(start)) s")
        let fresh = try RawConnection(port: server.port)
        fresh.send(Self.request("GET /api/v1 HTTP/1.1", port: server.port))
        #expect(fresh.response()?.status == 200, "a real client is served after the flood")
    }

    @Test("over the connection cap a client waits unaccepted, and is served as soon as a slot frees")
    func connectionCap() throws {
        let server = try ServerProcess("tabbar-playground", ["--read-timeout", "30", "--max-connections", "2"])
        var holders = [try RawConnection(port: server.port), try RawConnection(port: server.port)]
        usleep(300_000)
        let waiting = try RawConnection(port: server.port)
        waiting.send(Self.request("GET /api/v1 HTTP/1.1", port: server.port))
        #expect(waiting.receive(timeout: 1).bytes.isEmpty, "no answer while both slots are held")
        holders.removeAll()  // the clients close; their slots free up
        let reply = waiting.response(timeout: 5)
        #expect(reply?.status == 200)
    }

    @Test("HTTP/1.0 without keep-alive is answered and closed; with keep-alive the connection serves a second request")
    func http10() throws {
        let server = try ServerProcess()
        let plain = try RawConnection(port: server.port)
        plain.send(Self.request("GET /api/v1 HTTP/1.0", port: server.port))
        let received = plain.receive(timeout: 5)
        #expect(HTTPReply(parsing: received.bytes)?.status == 200)
        #expect(received.closed && received.seconds < 3, "closed after \(received.seconds) s")

        let kept = try RawConnection(port: server.port)
        for _ in 0..<2 {
            kept.send(Self.request("GET /api/v1 HTTP/1.0", port: server.port, ["Connection: keep-alive"]))
            let reply = kept.response()
            #expect(reply?.status == 200)
            #expect(reply?.headers["connection"]?.lowercased() == "keep-alive")
        }
    }

    @Test("a malformed chunk size is a 400 malformedRequest with the JSON error, not 413")
    func malformedChunk() throws {
        let server = try ServerProcess()
        let client = try RawConnection(port: server.port)
        client.send(Self.request("POST /api/v1/sessions HTTP/1.1", port: server.port,
                                 ["Content-Type: application/json", "Transfer-Encoding: chunked"], body: "zz\r\n{}\r\n0\r\n\r\n"))
        let received = client.receive(timeout: 5)
        let reply = HTTPReply(parsing: received.bytes)
        #expect(reply?.status == 400)
        #expect(reply?.errorCode == "malformedRequest")
        #expect(reply?.text.contains("chunk size") == true, "\(reply?.text ?? "")")
        #expect(received.closed)
    }

    @Test("requests the parser cannot read get the API's JSON error, 431 for huge headers, and the connection closes", arguments: [
        ("GET / HTTP/1.1\r\nBad Header Line\r\n\r\n", 400, "malformedRequest"),
        ("GET / HTTP/9.9\r\nHost: x\r\n\r\n", 400, "malformedRequest"),
        ("GET / HTTP/1.1\r\nX-Big: " + String(repeating: "a", count: 100_000) + "\r\n\r\n", 431, "headersTooLarge"),
    ])
    func unparseable(raw: String, status: Int, code: String) throws {
        let server = try ServerProcess()
        let client = try RawConnection(port: server.port)
        client.send(raw)
        let received = client.receive(timeout: 5)
        let reply = HTTPReply(parsing: received.bytes)
        #expect(reply?.status == status)
        #expect(reply?.errorCode == code)
        #expect(reply?.headers["content-type"]?.hasPrefix("application/json") == true)
        #expect(reply?.headers["x-content-type-options"] == "nosniff")
        #expect(received.closed)
    }

    @Test("HEAD over the wire: the GET's headers and length and not one body byte (the next answer follows at once)")
    func head() throws {
        let server = try ServerProcess()
        let client = try RawConnection(port: server.port)
        client.send(Self.request("HEAD / HTTP/1.1", port: server.port) + Self.request("GET /api/v1 HTTP/1.1", port: server.port))
        let received = client.receive(timeout: 5) { bytes in
            String(decoding: bytes, as: UTF8.self).components(separatedBy: "HTTP/1.1 200").count == 3
        }
        let first = HTTPReply(parsing: received.bytes)
        #expect(first?.status == 200)
        #expect((first?.headers["content-length"]).flatMap { Int($0) } ?? 0 > 1000, "the page's length")
        let text = received.text
        let second = text.range(of: "HTTP/1.1 200", range: text.index(after: text.startIndex)..<text.endIndex)
        let firstHeadEnd = text.range(of: "\r\n\r\n")
        #expect(second != nil && second?.lowerBound == firstHeadEnd?.upperBound, "the GET's answer starts right after HEAD's head")
    }
}
#endif

#if canImport(Glibc)
import Foundation
import Glibc
import Testing

/// Connections the server closes on its own timer, against the real `tabbar-playground` over real
/// sockets: after the close the process must be idle (issue 28: a timer re-armed at a deadline already
/// past spun an event-loop thread at 100 % for ever) and must still answer the next client.
@Suite("tabbar-playground over real sockets: connections closed by a deadline leave the server idle and answering")
struct ConnectionDeadlineProcessTests {
    /// One way a connection ends on the server's timer, and what its client sends first.
    struct Ending: CustomTestStringConvertible, Sendable {
        var name: String
        /// The bytes the client sends (it then reads the answer and keeps its end open).
        var request: @Sendable (Int) -> String
        var testDescription: String { name }
    }

    static let endings: [Ending] = [
        Ending(name: "keep-alive idle past --read-timeout") { port in
            HTTPEdgeProcessTests.request("GET /api/v1 HTTP/1.1", port: port)
        },
        Ending(name: "408: a body that never arrives, then the linger") { port in
            HTTPEdgeProcessTests.request("POST /api/v1/sessions HTTP/1.1", port: port, ["Content-Type: application/json", "Content-Length: 100"], body: "{")
        },
        Ending(name: "413: an early answer, then the linger") { port in
            HTTPEdgeProcessTests.request("POST /api/v1/sessions HTTP/1.1", port: port, ["Content-Type: application/json", "Content-Length: 20000000"], body: "{")
        },
        Ending(name: "400: a request the parser cannot read, then the linger") { _ in
            "GET / HTTP/1.1\r\nBad Header Line\r\n\r\n"
        },
        Ending(name: "403: a foreign Host, then idle past --read-timeout") { port in
            "GET /api/v1 HTTP/1.1\r\nHost: attacker.example:\(port)\r\n\r\n"
        },
        Ending(name: "Connection: close, then the linger") { port in
            HTTPEdgeProcessTests.request("GET /api/v1 HTTP/1.1", port: port, ["Connection: close"])
        },
    ]

    @Test("after the server closes connections on its own timer, its CPU use is near idle and the next request is answered",
          arguments: endings)
    func idleAfterTimedClose(ending: Ending) throws {
        let server = try ServerProcess("tabbar-playground", ["--read-timeout", "0.5"])
        let baseline = server.openSockets()
        // Two connections: the server has an event-loop thread per core (two here); one spinning
        // thread slows the server, two silence it.
        var clients: [RawConnection] = []
        for _ in 0..<2 {
            let client = try RawConnection(port: server.port)
            client.send(ending.request(server.port))
            clients.append(client)
        }
        // Each client reads its answer and keeps its end open; the server ends the connection on its
        // timer: the read timeout (0.5 s), or the 2 s linger after a last answer (output closed first).
        for client in clients {
            let closed = client.receive(timeout: 8).closed
            #expect(closed, "the server closed its side of the connection")
        }
        let start = Date()
        while server.openSockets() > baseline && Date().timeIntervalSince(start) < 8 { usleep(50_000) }
        let left = server.openSockets() - baseline
        #expect(left == 0, "the server's timers closed both connections")
        usleep(200_000)
        let cpu = server.cpuSeconds(over: 1.5)
        #expect(cpu < 0.3, "the server used \(cpu) s of CPU in 1.5 s after closing the connections; an idle server uses almost none")
        let next = try RawConnection(port: server.port)
        next.send(HTTPEdgeProcessTests.request("GET /api/v1 HTTP/1.1", port: server.port))
        let reply = next.response(timeout: 3)
        #expect(reply?.status == 200, "a new client is answered after the timed closes")
        print("\(ending.name): \(cpu) s of CPU in 1.5 s after the close; next request \(reply.map { "answered \($0.status)" } ?? "not answered")")
    }

    @Test("clients that pipeline requests and never read lose their slots after the write timeout; a normal client is then served")
    func pipelinersDoNotHoldSlots() throws {
        let cap = 2
        let server = try ServerProcess("tabbar-playground", ["--read-timeout", "1", "--max-connections", String(cap)])
        var hogs: [RawConnection] = []
        for _ in 0..<cap {
            let hog = try RawConnection(port: server.port)
            var small: Int32 = 4096
            setsockopt(hog.fd, SOL_SOCKET, SO_RCVBUF, &small, socklen_t(MemoryLayout<Int32>.size))
            // 400 requests for the page's script (15 KB each), sent at once and never read: 6 MB of answers, more
            // than the largest send buffer the kernel gives a socket (4 MB) and NIO's 64 KB of pending writes.
            let burst = Array(String(repeating: HTTPEdgeProcessTests.request("GET /app.js HTTP/1.1", port: server.port), count: 400).utf8)
            _ = burst.withUnsafeBytes { Glibc.send(hog.fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
            hogs.append(hog)
        }
        usleep(300_000)
        let start = Date()
        let client = try RawConnection(port: server.port)
        client.send(HTTPEdgeProcessTests.request("GET /api/v1 HTTP/1.1", port: server.port))
        let reply = client.response(timeout: 8)
        let seconds = Date().timeIntervalSince(start)
        #expect(reply?.status == 200, "the normal client was served (after \(seconds) s)")
        #expect(seconds < 6, "served after \(seconds) s; the write timeout is 1 s")
        print("pipelining clients that never read: a normal client was \(reply == nil ? "not served in 8 s" : "served after \(seconds) s")")
        withExtendedLifetime(hogs) {}
    }
}

/// `Expect` and `Transfer-Encoding` over real sockets.
@Suite("tabbar-playground over real sockets: Expect and Transfer-Encoding")
struct RequestHeadProcessTests {
    static let sessionHead = ["Content-Type: application/json"]

    @Test("Expect: 100-continue is answered with 100 Continue before the body, then the request's own answer")
    func continueThenAnswer() throws {
        let server = try ServerProcess("tabbar-playground", ["--read-timeout", "5"])
        let client = try RawConnection(port: server.port)
        let body = #"{"example": "social"}"#
        client.send(HTTPEdgeProcessTests.request("POST /api/v1/sessions HTTP/1.1", port: server.port,
                                                 Self.sessionHead + ["Content-Length: \(body.utf8.count)", "Expect: 100-continue"]))
        let interim = client.receive(timeout: 2) { String(decoding: $0, as: UTF8.self).contains("\r\n\r\n") }
        let text = interim.text
        #expect(text == "HTTP/1.1 100 Continue\r\n\r\n", "got \(text.debugDescription) after \(interim.seconds) s")
        client.send(body)
        let reply = client.response(timeout: 5)
        #expect(reply?.status == 201)
        print("Expect: 100-continue: \(interim.text.isEmpty ? "nothing in 2 s" : "\(interim.text.prefix(25).debugDescription) after \(interim.seconds) s"), then \(reply?.status ?? 0)")
    }

    @Test("Expect: 100-continue with a body larger than any route reads gets the final 413 at once, no 100")
    func continueRefusedWhenTooLarge() throws {
        let server = try ServerProcess("tabbar-playground", ["--read-timeout", "5"])
        let client = try RawConnection(port: server.port)
        client.send(HTTPEdgeProcessTests.request("POST /api/v1/sessions HTTP/1.1", port: server.port,
                                                 Self.sessionHead + ["Content-Length: 50000000", "Expect: 100-continue"]))
        let received = client.receive(timeout: 3) { HTTPReply(parsing: $0)?.isComplete ?? false }
        let text = received.text, seconds = received.seconds
        #expect(text.hasPrefix("HTTP/1.1 413"), "\(text.prefix(40).debugDescription)")
        #expect(seconds < 2.5)
    }

    @Test("an expectation other than 100-continue is refused with 417")
    func unknownExpectation() throws {
        let server = try ServerProcess()
        let client = try RawConnection(port: server.port)
        client.send(HTTPEdgeProcessTests.request("GET /api/v1 HTTP/1.1", port: server.port, ["Expect: teapot"]))
        let reply = client.response(timeout: 3)
        #expect(reply?.status == 417)
        #expect(reply?.errorCode == "expectationFailed")
    }

    @Test("a Transfer-Encoding other than chunked alone is refused (501; a repeated chunked is malformed, 400) and the connection closes",
          arguments: [("gzip, chunked", 501), ("gzip", 501), ("identity", 501), ("chunked, chunked", 400)])
    func transferCodings(coding: String, status: Int) throws {
        let server = try ServerProcess()
        let client = try RawConnection(port: server.port)
        client.send(HTTPEdgeProcessTests.request("POST /api/v1/sessions HTTP/1.1", port: server.port,
                                                 Self.sessionHead + ["Transfer-Encoding: \(coding)"], body: "15\r\n{\"example\": \"social\"}\r\n0\r\n\r\n"))
        let received = client.receive(timeout: 5)
        let reply = HTTPReply(parsing: received.bytes), closed = received.closed
        #expect(reply?.status == status, "Transfer-Encoding: \(coding) was answered \(reply?.status ?? 0)")
        #expect(reply?.errorCode == (status == 501 ? "unsupportedTransferEncoding" : "malformedRequest"))
        print("Transfer-Encoding: \(coding): answered \(reply?.status ?? 0) \(reply?.errorCode ?? "")")
        #expect(closed)
    }

    @Test("Transfer-Encoding: chunked alone is read as before")
    func chunked() throws {
        let server = try ServerProcess()
        let client = try RawConnection(port: server.port)
        client.send(HTTPEdgeProcessTests.request("POST /api/v1/sessions HTTP/1.1", port: server.port,
                                                 Self.sessionHead + ["Transfer-Encoding: chunked"], body: "15\r\n{\"example\": \"social\"}\r\n0\r\n\r\n"))
        #expect(client.response(timeout: 5)?.status == 201)
    }
}
#endif

#if canImport(Glibc)
import Foundation
import Glibc
import Testing

/// `tabbar serve` becomes the playground server (exec), so a signal to it is a signal to the server:
/// it stops promptly even with connections open, frees its port and leaves no process behind.
@Suite("tabbar serve: signals", .serialized)
struct ServeSignalTests {
    @Test("SIGTERM or SIGINT to tabbar serve, with a half-sent request and an idle connection open, ends it: port free, no process left",
          arguments: [SIGTERM, SIGINT])
    func stops(signal: Int32) throws {
        let server = try ServerProcess("tabbar", ["serve"])
        let pid = server.process.processIdentifier
        let name = try String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(name.hasPrefix("tabbar-playgrou"), "tabbar serve replaced itself with the server (same process): \(name)")

        let idle = try RawConnection(port: server.port)
        idle.send("GET /api/v1 HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
        #expect(idle.response()?.status == 200)
        let halfSent = try RawConnection(port: server.port)
        halfSent.send("POST /api/v1/sessions HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"example\": \"social\", ")
        usleep(200_000)

        let status = server.stop(with: signal, timeout: 5)
        #expect(status == 0, "the server stops within 5 s and exits 0 (status \(String(describing: status)))")
        #expect(server.markedProcesses().isEmpty, "no process started by tabbar serve remains")
        #expect(throws: ServerTestError.self, "nothing listens on the port any more") { try RawConnection(port: server.port) }
        #expect(Self.canListen(on: server.port), "the port can be bound again")
        #expect(idle.receive(timeout: 2).closed, "open connections were closed")
    }

    /// Whether a new listener can bind `port` on loopback (address reuse on, as servers do).
    static func canListen(on port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        return RawConnection.withLoopback(port: port, { bind(fd, $0, $1) }) == 0 && listen(fd, 1) == 0
    }
}
#endif

// Process-level tests read /proc and use Linux socket flags: they run on Linux (CI's platform).
#if canImport(Glibc)
import Foundation
import Glibc

/// A plain TCP connection to 127.0.0.1, byte for byte: what a browser, curl or an attacker would send.
final class RawConnection {
    let fd: Int32

    /// Connects to `port` on loopback.
    init(port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServerTestError("socket: \(String(cString: strerror(errno)))") }
        guard Self.withLoopback(port: port, { connect(fd, $0, $1) }) == 0 else {
            close(fd)
            throw ServerTestError("connect to \(port): \(String(cString: strerror(errno)))")
        }
    }

    deinit { close(fd) }

    /// Calls `body` (connect, bind) with 127.0.0.1:`port` as a socket address and its length.
    static func withLoopback(port: Int, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32) -> Int32 {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
    }

    /// Sends all of `bytes`; false when the peer has closed or reset the connection.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return false }
            sent += n
        }
        return true
    }

    /// Sends text as UTF-8.
    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// What `receive` saw.
    struct Received {
        /// The bytes read.
        var bytes: [UInt8] = []
        /// Whether the peer closed (or reset) the connection.
        var closed = false
        /// Seconds until the read ended.
        var seconds = 0.0
        /// The bytes as text.
        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    /// Reads until the peer closes, `until` says enough, or `timeout` seconds pass.
    func receive(timeout: Double, until done: ([UInt8]) -> Bool = { _ in false }) -> Received {
        var received = Received()
        let start = Date()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let left = timeout - Date().timeIntervalSince(start)
            if left <= 0 { break }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(max(1, left * 1000)))
            if ready <= 0 { continue }
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 {
                received.closed = true
                break
            }
            received.bytes += buffer[..<n]
            if done(received.bytes) { break }
        }
        received.seconds = Date().timeIntervalSince(start)
        return received
    }

    /// Reads one whole response (head and a `Content-Length` body), or what came before `timeout`.
    func response(timeout: Double = 10) -> HTTPReply? {
        let received = receive(timeout: timeout) { HTTPReply(parsing: $0)?.isComplete ?? false }
        return HTTPReply(parsing: received.bytes)
    }
}

/// A response read off the wire: status, headers (lowercased names) and body.
struct HTTPReply {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]
    var isComplete: Bool
    var text: String { String(decoding: body, as: UTF8.self) }

    /// Parses the first response in `bytes`; nil until its head is complete.
    init?(parsing bytes: [UInt8]) {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else { return nil }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusWords = lines[0].split(separator: " ")
        guard statusWords.count >= 2, let status = Int(statusWords[1]) else { return nil }
        self.status = status
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        self.headers = headers
        let bodyStart = end + 4
        let length = headers["content-length"].flatMap { Int($0) } ?? 0
        body = Array(bytes[bodyStart..<min(bytes.count, bodyStart + length)])
        isComplete = bytes.count >= bodyStart + length
    }

    /// The JSON error's code, when the body is one.
    var errorCode: String? {
        text.firstMatch(of: /"code":"([A-Za-z]+)"/).map { String($0.1) }
    }
}
#endif

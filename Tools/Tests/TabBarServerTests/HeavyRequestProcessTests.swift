#if canImport(Glibc)
import Foundation
import Glibc
import Testing

/// Large requests against small ones, on the real `tabbar-playground` over real sockets: a few
/// sessions of a thousand tabs must not hold up the catalogue or a session of five tabs.
@Suite("tabbar-playground over real sockets: heavy requests do not hold up cheap ones")
struct HeavyRequestProcessTests {
    /// A session of 1000 tabs on an iPad sidebar at the largest text size: about 0.4 s of layout, drawing and lint.
    static func heavySession(port: Int) -> String {
        let tabs = (0..<1000).map { #"{"id": "t\#($0)", "title": "Tab number \#($0)", "icon": "house", "badge": {"count": 5}}"# }
        let configuration = #"{"version": 1, "tabs": [\#(tabs.joined(separator: ", "))]}"#
        let escaped = configuration.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let body = #"{"configuration": "\#(escaped)", "options": {"device": "ipad-pro-11", "regularWidth": "sidebar", "dynamicType": "AX5"}}"#
        return HTTPEdgeProcessTests.request("POST /api/v1/sessions HTTP/1.1", port: port,
                                            ["Content-Type: application/json", "Content-Length: \(body.utf8.count)"], body: body)
    }

    /// When each request was answered, in seconds since the test began.
    final class Finishes: @unchecked Sendable {  // every access holds `lock`
        private let lock = NSLock()
        private var times: [String: Double] = [:]
        func record(_ name: String, _ seconds: Double) { lock.withLock { times[name] = seconds } }
        var all: [String: Double] { lock.withLock { times } }
    }

    @Test("while six sessions of 1000 tabs are being made, the catalogue and a 5-tab session are answered before the first of them")
    func cheapBeforeHeavy() throws {
        let server = try ServerProcess()
        let port = server.port
        let start = Date()
        let finishes = Finishes()
        let sent = DispatchGroup(), done = DispatchGroup()
        for index in 0..<6 {
            sent.enter()
            done.enter()
            Thread {
                defer { done.leave() }
                guard let client = try? RawConnection(port: port) else { return sent.leave() }
                client.send(Self.heavySession(port: port))
                sent.leave()
                // A generous deadline: six heavy sessions on a loaded two-core machine take minutes in a debug build;
                // the test is about order (cheap first), not how fast the heavy ones are.
                if client.response(timeout: 240)?.status == 201 { finishes.record("heavy \(index)", Date().timeIntervalSince(start)) }
            }.start()
        }
        sent.wait()
        usleep(50_000)
        let cheap: [(String, String)] = [
            ("catalogue", HTTPEdgeProcessTests.request("GET /api/v1 HTTP/1.1", port: port)),
            ("5-tab session", HTTPEdgeProcessTests.request("POST /api/v1/sessions HTTP/1.1", port: port,
                                                           ["Content-Type: application/json", "Content-Length: 21"], body: #"{"example": "social"}"#)),
        ]
        var latencies: [String] = []
        for (name, request) in cheap {
            let asked = Date()
            let client = try RawConnection(port: port)
            client.send(request)
            let status = client.response(timeout: 60)?.status
            #expect(status == 200 || status == 201, "\(name) answered \(status ?? 0)")
            finishes.record(name, Date().timeIntervalSince(start))
            latencies.append("\(name) \(String(format: "%.3f", Date().timeIntervalSince(asked))) s")
        }
        done.wait()
        let times = finishes.all
        let heavy = times.filter { $0.key.hasPrefix("heavy") }.values.sorted()
        #expect(heavy.count == 6, "every heavy request was answered")
        let firstHeavy = heavy.first ?? 0, lastCheap = max(times["catalogue"] ?? .infinity, times["5-tab session"] ?? .infinity)
        #expect(lastCheap < firstHeavy, "the cheap requests were answered at \(lastCheap) s, the first heavy one at \(firstHeavy) s")
        print("with 6 heavy requests in flight: \(latencies.joined(separator: ", ")); heavy answered from \(String(format: "%.2f", firstHeavy)) to \(String(format: "%.2f", heavy.last ?? 0)) s")
    }
}
#endif

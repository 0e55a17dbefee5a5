import NIOCore
import Testing
@testable import TabBarPlayground

/// The connection rules as a value, with a clock the test moves: read deadlines, keep-alive,
/// closing after an early answer, parse errors and shutdown.
@Suite("connection lifecycle")
struct ConnectionLifecycleTests {
    let start = NIODeadline.uptimeNanoseconds(1_000_000_000)
    func at(_ seconds: Double) -> NIODeadline { start + .nanoseconds(Int64(seconds * 1e9)) }
    func opened() -> ConnectionLifecycle { ConnectionLifecycle(now: start, readTimeout: .seconds(10), lingerTime: .seconds(2)) }

    @Test("a connection that sends no request head within the read timeout is closed")
    func headDeadline() {
        var connection = opened()
        #expect(connection.deadline == at(10))
        #expect(connection.deadlinePassed(now: at(9.9)) == .wait)
        #expect(connection.deadlinePassed(now: at(10)) == .close)
    }

    @Test("a body that does not arrive within the read timeout of its head fails the request, then the answer closes")
    func bodyDeadline() {
        var connection = opened()
        #expect(connection.requestHead(keepAlive: true, now: at(3)) == .forward)
        #expect(connection.deadline == at(13))
        #expect(connection.requestBody() == .forward)
        #expect(connection.deadlinePassed(now: at(13)) == .failRequest)
        #expect(connection.requestBody() == .drop, "what still arrives after the timeout is discarded")
        #expect(connection.responseHead() == true, "the 408 says Connection: close")
        #expect(connection.responseEnd(now: at(13.1)) == true)
        #expect(connection.phase == .closing)
        #expect(connection.deadline == at(15.1), "the linger ends the connection")
    }

    @Test("a timed-out request whose answer never comes is closed after the linger")
    func noAnswerAfterTimeout() {
        var connection = opened()
        _ = connection.requestHead(keepAlive: true, now: at(0))
        #expect(connection.deadlinePassed(now: at(10)) == .failRequest)
        #expect(connection.deadlinePassed(now: at(12)) == .close)
    }

    @Test("keep-alive: after the answer the next head has a fresh read timeout")
    func keepAlive() {
        var connection = opened()
        _ = connection.requestHead(keepAlive: true, now: at(1))
        #expect(connection.requestEnd() == .forward)
        #expect(connection.deadline == nil, "no deadline while the server prepares the answer")
        #expect(connection.responseHead() == false)
        #expect(connection.responseEnd(now: at(30)) == false)
        #expect(connection.phase == .awaitingHead)
        #expect(connection.deadline == at(40))
    }

    @Test("a request that does not allow keep-alive (HTTP/1.0, Connection: close) is the last one")
    func notKeepAlive() {
        var connection = opened()
        _ = connection.requestHead(keepAlive: false, now: at(0))
        _ = connection.requestEnd()
        #expect(connection.responseHead() == true)
        #expect(connection.responseEnd(now: at(1)) == true)
        #expect(connection.phase == .closing)
    }

    @Test("an answer before the body has all arrived (413) closes the connection instead of reading the rest")
    func earlyAnswer() {
        var connection = opened()
        _ = connection.requestHead(keepAlive: true, now: at(0))
        _ = connection.requestBody()
        #expect(connection.responseHead() == true, "an early answer says Connection: close")
        #expect(connection.responseEnd(now: at(0.5)) == true)
        #expect(connection.requestBody() == .drop)
        #expect(connection.requestEnd() == .drop)
        #expect(connection.requestHead(keepAlive: true, now: at(0.6)) == .drop, "a pipelined request after it is not served")
        #expect(connection.deadlinePassed(now: at(2.5)) == .close)
    }

    @Test("a pipelined request being read does not make the earlier answer early")
    func pipelined() {
        var connection = opened()
        _ = connection.requestHead(keepAlive: true, now: at(0))
        _ = connection.requestEnd()
        _ = connection.requestHead(keepAlive: true, now: at(0.1))
        #expect(connection.responseHead() == false)
        #expect(connection.responseEnd(now: at(0.2)) == false)
        #expect(connection.phase == .readingBody)
        #expect(connection.deadline == at(10.1))
    }

    @Test("a parse error with nothing in flight is answered here; during a body it goes to the route; else it ends the connection")
    func parseErrors() {
        var idle = opened()
        #expect(idle.parseError() == .answer)
        idle.answeredItself(now: at(1))
        #expect(idle.phase == .closing && idle.deadline == at(3))

        var reading = opened()
        _ = reading.requestHead(keepAlive: true, now: at(0))
        #expect(reading.parseError() == .forward)
        #expect(reading.responseHead() == true, "the route's 400 is the last answer")

        var responding = opened()
        _ = responding.requestHead(keepAlive: true, now: at(0))
        _ = responding.requestEnd()
        #expect(responding.parseError() == .drop)
        #expect(responding.responseHead() == true)
    }

    @Test("on shutdown an idle or half-sent connection closes now; one being answered closes after its answer")
    func quiesce() {
        var idle = opened()
        #expect(idle.quiesce() == true)
        var reading = opened()
        _ = reading.requestHead(keepAlive: true, now: at(0))
        #expect(reading.quiesce() == true)
        var responding = opened()
        _ = responding.requestHead(keepAlive: true, now: at(0))
        _ = responding.requestEnd()
        #expect(responding.quiesce() == false)
        #expect(responding.responseHead() == true)
        #expect(responding.responseEnd(now: at(1)) == true)
    }
}

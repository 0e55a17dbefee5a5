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

    @Test("a deadline that closed the connection is gone: no timer can be re-armed at a time already past (issue 28's spin)")
    func closedHasNoDeadline() {
        var idle = opened()
        #expect(idle.deadlinePassed(now: at(10)) == .close)
        #expect(idle.phase == .closed && idle.deadline == nil)
        #expect(idle.deadlinePassed(now: at(10.001)) == .wait, "a stray timer does nothing")

        var lingering = opened()
        _ = lingering.requestHead(keepAlive: false, now: at(0))
        _ = lingering.requestEnd()
        _ = lingering.responseHead()
        #expect(lingering.responseEnd(now: at(1)) == true)
        #expect(lingering.deadlinePassed(now: at(3)) == .close)
        #expect(lingering.deadline == nil)

        var unanswered = opened()
        _ = unanswered.requestHead(keepAlive: true, now: at(0))
        #expect(unanswered.deadlinePassed(now: at(10)) == .failRequest)
        #expect(unanswered.deadlinePassed(now: at(12)) == .close)
        #expect(unanswered.deadline == nil)
    }

    @Test("a connection the peer closed has no deadline and reads nothing more")
    func peerClosed() {
        var connection = opened()
        _ = connection.requestHead(keepAlive: true, now: at(0))
        connection.closed()
        #expect(connection.deadline == nil)
        #expect(connection.requestBody() == .drop)
        #expect(connection.requestHead(keepAlive: true, now: at(1)) == .drop)
        #expect(connection.quiesce() == false)
    }

    @Test("output that stays blocked for the write timeout closes the connection; output that moves again does not")
    func writeStall() {
        var connection = ConnectionLifecycle(now: start, readTimeout: .seconds(10), lingerTime: .seconds(2), writeTimeout: .seconds(3))
        _ = connection.requestHead(keepAlive: true, now: at(0))
        _ = connection.requestEnd()
        #expect(connection.deadline == nil, "no deadline while the answer is prepared")
        connection.outputBlocked(now: at(1))
        #expect(connection.deadline == at(4))
        connection.outputBlocked(now: at(2))
        #expect(connection.deadline == at(4), "blocked again while blocked keeps the first deadline")
        connection.outputFlowing()
        #expect(connection.deadline == nil)
        connection.outputBlocked(now: at(5))
        #expect(connection.deadlinePassed(now: at(7.9)) == .wait)
        #expect(connection.deadlinePassed(now: at(8)) == .close)
        #expect(connection.phase == .closed && connection.deadline == nil)
    }

    @Test("the write deadline defaults to the read timeout; whichever deadline comes first is due")
    func writeStallAndReadDeadline() {
        var connection = opened()
        #expect(connection.writeTimeout == .seconds(10))
        connection.outputBlocked(now: at(2))
        #expect(connection.deadline == at(10), "the head's read deadline comes first")
        _ = connection.requestHead(keepAlive: true, now: at(5))
        #expect(connection.deadline == at(12), "now the blocked output's")
        #expect(connection.deadlinePassed(now: at(12)) == .close)
    }

    @Test("100 Continue: due once for the request whose body is awaited, never ahead of an earlier answer, not after a final answer")
    func continueDue() {
        var alone = opened()
        _ = alone.requestHead(keepAlive: true, expectsContinue: true, now: at(0))
        #expect(alone.continueDue() == true)
        #expect(alone.continueDue() == false, "once")

        var behind = opened()
        _ = behind.requestHead(keepAlive: true, now: at(0))
        _ = behind.requestEnd()
        _ = behind.requestHead(keepAlive: true, expectsContinue: true, now: at(0.1))
        #expect(behind.continueDue() == false, "the first request's answer has not gone out")
        _ = behind.responseHead()
        _ = behind.responseEnd(now: at(0.2))
        #expect(behind.continueDue() == true, "its turn after the earlier answer")

        var answered = opened()
        _ = answered.requestHead(keepAlive: true, expectsContinue: true, now: at(0))
        _ = answered.responseHead()
        #expect(answered.continueDue() == false, "a final answer (413, 403) came first")

        var sent = opened()
        _ = sent.requestHead(keepAlive: true, expectsContinue: true, now: at(0))
        _ = sent.requestEnd()
        #expect(sent.continueDue() == false, "the body arrived without waiting")
    }

    @Test("a head refused on sight is answered here when nothing is in flight; behind an answer it ends the connection")
    func refusedHead() {
        var idle = opened()
        #expect(idle.refuseRequest() == .answer)
        var busy = opened()
        _ = busy.requestHead(keepAlive: true, now: at(0))
        _ = busy.requestEnd()
        #expect(busy.refuseRequest() == .drop)
        #expect(busy.responseHead() == true, "the answer in progress says Connection: close")
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

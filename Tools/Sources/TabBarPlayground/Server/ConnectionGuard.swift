import NIOCore
import NIOHTTP1
@_spi(TabBarKitInternal) import TabBarCore

/// The body of a request did not arrive within the read timeout; the route that reads it answers 408.
struct RequestReadTimeout: Error, Hashable, Sendable {
    /// The timeout, in seconds.
    var seconds: Double
}

/// A channel handler between NIO's HTTP/1 parser and Hummingbird that keeps connections bounded:
/// read deadlines for heads and bodies, a write deadline while the client reads nothing, keep-alive
/// as HTTP/1.0 and 1.1 define it, closing after an answer that came before its request was read
/// whole (413, 408, …), `100 Continue` for clients that wait for it, a JSON answer to requests the
/// parser cannot read or the server refuses on sight (a transfer coding other than chunked: 501;
/// an expectation other than 100-continue: 417), and a prompt close when the server shuts down.
///
/// The rules are `ConnectionLifecycle`'s; this class only moves parts, timers and closes.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let policy: ConnectionPolicy
    private var lifecycle: ConnectionLifecycle?
    private var timer: Scheduled<Void>?
    private var timerDeadline: NIODeadline?
    /// The version of each request not yet answered, oldest first (HTTP/1.0 keep-alive answers say so).
    private var versions: [HTTPVersion] = []

    init(policy: ConnectionPolicy) {
        self.policy = policy
    }

    // MARK: Lifecycle of the channel

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { start(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        start(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        lifecycle?.closed()
        cancelTimer()
        context.fireChannelInactive()
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable {
            lifecycle?.outputFlowing()
        } else {
            lifecycle?.outputBlocked(now: .now())
        }
        updateTimer(context)
        context.fireChannelWritabilityChanged()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelTimer()
    }

    private func start(_ context: ChannelHandlerContext) {
        guard lifecycle == nil else { return }
        lifecycle = ConnectionLifecycle(
            now: .now(), readTimeout: Self.amount(policy.readTimeout), lingerTime: Self.amount(policy.lingerTime),
            writeTimeout: Self.amount(policy.writeTimeout ?? policy.readTimeout))
        updateTimer(context)
    }

    static func amount(_ seconds: Double) -> TimeAmount {
        .nanoseconds(Int64((max(0, seconds) * 1e9).rounded()))
    }

    // MARK: Inbound

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard var lifecycle else { return context.fireChannelRead(data) }
        let part = unwrapInboundIn(data)
        let decision: ConnectionLifecycle.Inbound
        switch part {
        case .head(let head):
            if let refusal = RequestHeadRules.refusal(of: head) {
                decision = lifecycle.refuseRequest()
                self.lifecycle = lifecycle
                if decision == .answer { answer(refusal, context: context) }
                return updateTimer(context)
            }
            decision = lifecycle.requestHead(keepAlive: head.isKeepAlive, expectsContinue: RequestHeadRules.expectsContinue(head), now: .now())
            if decision == .forward { versions.append(head.version) }
            if lifecycle.continueDue() { writeContinue(version: head.version, context: context) }
        case .body:
            decision = lifecycle.requestBody()
        case .end:
            decision = lifecycle.requestEnd()
        }
        self.lifecycle = lifecycle
        if decision == .forward { context.fireChannelRead(data) }
        updateTimer(context)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        // While closing, nothing upstream reads any more: ask for more here, so the discarding goes on
        // and a client still sending its body is not blocked before it can read the answer.
        if lifecycle?.phase == .closing { context.read() }
        context.fireChannelReadComplete()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard var lifecycle, let parseError = error as? HTTPParserError else { return context.fireErrorCaught(error) }
        let decision = lifecycle.parseError()
        self.lifecycle = lifecycle
        switch decision {
        case .forward: context.fireErrorCaught(error)
        case .drop: break
        case .answer: answer(PlaygroundFailure.unreadableRequest(parseError), context: context)
        }
        updateTimer(context)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is ChannelShouldQuiesceEvent, var lifecycle {
            let closeNow = lifecycle.quiesce()
            self.lifecycle = lifecycle
            if closeNow { context.close(promise: nil) }
        }
        context.fireUserInboundEventTriggered(event)
    }

    // MARK: Outbound

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard var lifecycle else { return context.write(data, promise: promise) }
        switch unwrapOutboundIn(data) {
        case .head(var head):
            if lifecycle.responseHead() {
                head.headers.replaceOrAdd(name: "Connection", value: "close")
            } else if versions.first == .http1_0 {
                head.headers.replaceOrAdd(name: "Connection", value: "keep-alive")
            }
            self.lifecycle = lifecycle
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .body:
            context.write(data, promise: promise)
        case .end:
            if !versions.isEmpty { versions.removeFirst() }
            let closes = lifecycle.responseEnd(now: .now())
            self.lifecycle = lifecycle
            if closes {
                writeLast(data, promise: promise, context: context)
            } else {
                context.write(data, promise: promise)
                // The next request may be one whose client waits for `100 Continue`: its turn has come.
                if lifecycle.continueDue() {
                    self.lifecycle = lifecycle
                    writeContinue(version: versions.first ?? .http1_1, context: context)
                }
            }
            updateTimer(context)
        }
    }

    /// Writes the last part of the last answer, then closes the output; the input is read and
    /// discarded until the peer closes or the linger deadline closes the channel.
    private func writeLast(_ data: NIOAny, promise: EventLoopPromise<Void>?, context: ChannelHandlerContext) {
        let written = context.eventLoop.makePromise(of: Void.self)
        written.futureResult.assumeIsolated().whenComplete { result in
            if case .success = result { context.close(mode: .output, promise: nil) } else { context.close(promise: nil) }
        }
        if let promise { written.futureResult.cascade(to: promise) }
        context.writeAndFlush(data, promise: written)
        context.read()
    }

    /// Writes `100 Continue`, so a client that waits for it before sending its body sends it.
    private func writeContinue(version: HTTPVersion, context: ChannelHandlerContext) {
        context.writeAndFlush(wrapOutboundOut(.head(HTTPResponseHead(version: version, status: .continue))), promise: nil)
    }

    /// Answers a request no route will see (the parser could not read it) with the API's JSON error.
    private func answer(_ failure: PlaygroundFailure, context: ChannelHandlerContext) {
        let body = ByteBuffer(string: failure.json.serialized(pretty: false))
        var headers = HTTPHeaders([
            ("Content-Type", "application/json; charset=utf-8"), ("Content-Length", String(body.readableBytes)), ("Connection", "close"),
        ])
        for (name, value) in SecurityHeaders.fields { headers.add(name: name, value: value) }
        let head = HTTPResponseHead(version: .http1_1, status: HTTPResponseStatus(statusCode: failure.status), headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        lifecycle?.answeredItself(now: .now())
        writeLast(wrapOutboundOut(.end(nil)), promise: nil, context: context)
    }

    // MARK: Deadlines

    /// Keeps one scheduled task at the lifecycle's deadline.
    private func updateTimer(_ context: ChannelHandlerContext) {
        let deadline = lifecycle?.deadline
        guard deadline != timerDeadline else { return }
        cancelTimer()
        timerDeadline = deadline
        guard let deadline else { return }
        timer = context.eventLoop.assumeIsolated().scheduleTask(deadline: deadline) { [self] in
            timer = nil
            timerDeadline = nil
            deadlinePassed(context)
        }
    }

    private func cancelTimer() {
        timer?.cancel()
        timer = nil
        timerDeadline = nil
    }

    private func deadlinePassed(_ context: ChannelHandlerContext) {
        guard var lifecycle else { return }
        let expiry = lifecycle.deadlinePassed(now: .now())
        self.lifecycle = lifecycle
        switch expiry {
        case .wait: break
        case .close: context.close(promise: nil)
        case .failRequest: context.fireErrorCaught(RequestReadTimeout(seconds: policy.readTimeout))
        }
        updateTimer(context)
    }
}

import NIOCore

/// One HTTP/1 connection's rules as a value: read deadlines, keep-alive, and closing after an
/// answer that came before its request was read whole. `ConnectionGuard` feeds it what passes
/// through the pipeline and performs what it returns; it touches no channel itself.
struct ConnectionLifecycle {
    /// Where the connection is.
    enum Phase: Equatable {
        /// Waiting for a request head: a new connection, or every request so far is answered.
        case awaitingHead
        /// A request's head arrived and its body is still coming.
        case readingBody
        /// Every request is read; an answer is being prepared or written.
        case responding
        /// The last answer is out: what still arrives is discarded until the peer closes or the linger ends.
        case closing
    }

    /// What to do with a request part or error that arrived.
    enum Inbound: Equatable {
        /// Pass it on to the server.
        case forward
        /// Discard it.
        case drop
        /// Answer it here with this failure (nothing is in flight for the server to answer), then close.
        case answer
    }

    /// What a deadline that passed asks for.
    enum Expiry: Equatable {
        /// Nothing: the deadline moved or none was due.
        case wait
        /// Close the connection now.
        case close
        /// Tell the server the body did not come in time (it answers 408), then close after that answer.
        case failRequest
    }

    let readTimeout: TimeAmount
    let lingerTime: TimeAmount
    private(set) var phase = Phase.awaitingHead
    /// When the connection must have moved on (or is closed); nil while an answer is being prepared.
    private(set) var deadline: NIODeadline?
    /// Requests whose head arrived and whose answer has not ended, oldest first: whether each allows keep-alive.
    private var unanswered: [Bool] = []
    /// Whether the connection closes after the answer being written.
    private(set) var closesAfterAnswer = false
    /// Whether the body deadline passed and the server was told.
    private var timedOut = false

    /// A connection that has just opened at `now`.
    init(now: NIODeadline, readTimeout: TimeAmount, lingerTime: TimeAmount) {
        self.readTimeout = readTimeout
        self.lingerTime = lingerTime
        deadline = now + readTimeout
    }

    /// A request head; `keepAlive` is HTTP's rule (HTTP/1.1 unless `Connection: close`, HTTP/1.0 only with `keep-alive`).
    mutating func requestHead(keepAlive: Bool, now: NIODeadline) -> Inbound {
        guard phase != .closing, !timedOut else { return .drop }
        unanswered.append(keepAlive)
        phase = .readingBody
        deadline = now + readTimeout
        return .forward
    }

    /// A piece of a request body.
    func requestBody() -> Inbound {
        phase == .closing || timedOut ? .drop : .forward
    }

    /// The end of a request.
    mutating func requestEnd() -> Inbound {
        guard phase == .readingBody, !timedOut else { return .drop }
        phase = .responding
        deadline = nil
        return .forward
    }

    /// A request the parser could not read (a bad request line, header or chunk size).
    mutating func parseError() -> Inbound {
        switch phase {
        case .closing:
            return .drop
        case .readingBody where !timedOut:
            // The server may be reading this body: it answers 400 itself; the connection ends after that.
            closesAfterAnswer = true
            return .forward
        case .awaitingHead where unanswered.isEmpty:
            return .answer
        default:
            // An answer is in progress for an earlier request: it is the last one.
            closesAfterAnswer = true
            return .drop
        }
    }

    /// This handler's own answer (to a parse error) was written: nothing more is read.
    mutating func answeredItself(now: NIODeadline) {
        phase = .closing
        deadline = now + lingerTime
    }

    /// An answer's head is being written; returns whether it must say `Connection: close`.
    ///
    /// It must when its request did not allow keep-alive, or when it answers a request whose body
    /// has not all arrived (an early error such as 413): reading the rest could take long, so the
    /// connection ends after the answer instead.
    mutating func responseHead() -> Bool {
        let keepAlive = unanswered.first ?? false
        let early = phase == .readingBody && unanswered.count == 1
        if !keepAlive || early { closesAfterAnswer = true }
        return closesAfterAnswer
    }

    /// An answer ended; returns whether the connection now closes (output first, input after the linger).
    mutating func responseEnd(now: NIODeadline) -> Bool {
        if !unanswered.isEmpty { unanswered.removeFirst() }
        if closesAfterAnswer {
            phase = .closing
            deadline = now + lingerTime
            return true
        }
        if unanswered.isEmpty && phase == .responding {
            phase = .awaitingHead
            deadline = now + readTimeout
        }
        return false
    }

    /// The clock reached `now`.
    mutating func deadlinePassed(now: NIODeadline) -> Expiry {
        guard let deadline, now >= deadline else { return .wait }
        switch phase {
        case .awaitingHead, .closing:
            return .close
        case .readingBody where !timedOut:
            timedOut = true
            closesAfterAnswer = true
            self.deadline = now + lingerTime
            return .failRequest
        case .readingBody, .responding:
            // Told already and still no answer after the linger: give up on it.
            return .close
        }
    }

    /// The server is shutting down; returns whether to close now (nothing would be answered anyway).
    mutating func quiesce() -> Bool {
        switch phase {
        case .awaitingHead, .readingBody:
            return true
        case .responding:
            closesAfterAnswer = true
            return false
        case .closing:
            return false
        }
    }
}

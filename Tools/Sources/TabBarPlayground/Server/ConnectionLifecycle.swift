import NIOCore

/// One HTTP/1 connection's rules as a value: read deadlines, keep-alive, a write deadline while
/// output is blocked, closing after an answer that came before its request was read whole, and
/// `100 Continue`. `ConnectionGuard` feeds it what passes through the pipeline and performs what
/// it returns; it touches no channel itself.
///
/// Every deadline it hands out is one still to come: once a deadline has closed the connection the
/// phase is `closed` and no deadline is left, so a timer can never be re-armed at a time already past.
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
        /// The connection is closed (by a deadline or by the peer): nothing is due any more.
        case closed
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

    /// A request whose head arrived and whose answer has not ended.
    private struct Pending {
        /// Whether it allows keep-alive.
        var keepAlive: Bool
        /// Whether its client waits for `100 Continue` before sending the body, and none was sent yet.
        var awaitsContinue: Bool
    }

    let readTimeout: TimeAmount
    let lingerTime: TimeAmount
    let writeTimeout: TimeAmount
    private(set) var phase = Phase.awaitingHead
    /// When the phase must have moved on (or the connection is closed); nil while an answer is being prepared.
    private var phaseDeadline: NIODeadline?
    /// When output that cannot be written (the peer does not read) must be flowing again; nil while it flows.
    private var stallDeadline: NIODeadline?
    /// Requests whose head arrived and whose answer has not ended, oldest first.
    private var unanswered: [Pending] = []
    /// Whether the connection closes after the answer being written.
    private(set) var closesAfterAnswer = false
    /// Whether the body deadline passed and the server was told.
    private var timedOut = false

    /// A connection that has just opened at `now`; `writeTimeout` defaults to the read timeout.
    init(now: NIODeadline, readTimeout: TimeAmount, lingerTime: TimeAmount, writeTimeout: TimeAmount? = nil) {
        self.readTimeout = readTimeout
        self.lingerTime = lingerTime
        self.writeTimeout = writeTimeout ?? readTimeout
        phaseDeadline = now + readTimeout
    }

    /// The next deadline: the phase's, or the stalled output's when that comes first; nil when none is due.
    var deadline: NIODeadline? {
        switch (phaseDeadline, stallDeadline) {
        case (let a?, let b?): min(a, b)
        case (let a?, nil): a
        case (nil, let b?): b
        case (nil, nil): nil
        }
    }

    /// A request head; `keepAlive` is HTTP's rule (HTTP/1.1 unless `Connection: close`, HTTP/1.0 only with `keep-alive`);
    /// `expectsContinue` when an HTTP/1.1 client sent `Expect: 100-continue` for a body the server would read.
    mutating func requestHead(keepAlive: Bool, expectsContinue: Bool = false, now: NIODeadline) -> Inbound {
        guard phase != .closing, phase != .closed, !timedOut else { return .drop }
        unanswered.append(Pending(keepAlive: keepAlive, awaitsContinue: expectsContinue))
        phase = .readingBody
        phaseDeadline = now + readTimeout
        return .forward
    }

    /// A piece of a request body.
    func requestBody() -> Inbound {
        phase == .closing || phase == .closed || timedOut ? .drop : .forward
    }

    /// The end of a request.
    mutating func requestEnd() -> Inbound {
        guard phase == .readingBody, !timedOut else { return .drop }
        phase = .responding
        phaseDeadline = nil
        if let last = unanswered.indices.last { unanswered[last].awaitsContinue = false }
        return .forward
    }

    /// Whether `100 Continue` is to be written now: the request whose body is awaited is the only one
    /// unanswered (an interim answer must not overtake an earlier request's answer) and its client waits for it.
    /// Returns true once per request.
    mutating func continueDue() -> Bool {
        guard phase == .readingBody, !closesAfterAnswer, !timedOut, unanswered.count == 1, unanswered[0].awaitsContinue else { return false }
        unanswered[0].awaitsContinue = false
        return true
    }

    /// A request the parser could not read (a bad request line, header or chunk size).
    mutating func parseError() -> Inbound {
        switch phase {
        case .readingBody where !timedOut:
            // The server may be reading this body: it answers 400 itself; the connection ends after that.
            closesAfterAnswer = true
            return .forward
        default:
            return refuseRequest()
        }
    }

    /// A request head the server refuses before any route sees it (a transfer coding it cannot read, an
    /// expectation it cannot meet): answered here when nothing is in flight, else the connection ends after
    /// the answer in progress. Either way what follows on the connection is not read as requests.
    mutating func refuseRequest() -> Inbound {
        switch phase {
        case .closing, .closed:
            return .drop
        case .awaitingHead where unanswered.isEmpty:
            return .answer
        default:
            // An answer is in progress for an earlier request: it is the last one.
            closesAfterAnswer = true
            return .drop
        }
    }

    /// This handler's own answer (to a parse error or a refused head) was written: nothing more is read.
    mutating func answeredItself(now: NIODeadline) {
        phase = .closing
        phaseDeadline = now + lingerTime
    }

    /// An answer's head is being written; returns whether it must say `Connection: close`.
    ///
    /// It must when its request did not allow keep-alive, or when it answers a request whose body
    /// has not all arrived (an early error such as 413): reading the rest could take long, so the
    /// connection ends after the answer instead.
    mutating func responseHead() -> Bool {
        let keepAlive = unanswered.first?.keepAlive ?? false
        let early = phase == .readingBody && unanswered.count == 1
        if !keepAlive || early { closesAfterAnswer = true }
        // A final answer makes a `100 Continue` pointless.
        if !unanswered.isEmpty { unanswered[0].awaitsContinue = false }
        return closesAfterAnswer
    }

    /// An answer ended; returns whether the connection now closes (output first, input after the linger).
    mutating func responseEnd(now: NIODeadline) -> Bool {
        if !unanswered.isEmpty { unanswered.removeFirst() }
        guard phase != .closed else { return false }
        if closesAfterAnswer {
            phase = .closing
            phaseDeadline = now + lingerTime
            return true
        }
        if unanswered.isEmpty && phase == .responding {
            phase = .awaitingHead
            phaseDeadline = now + readTimeout
        }
        return false
    }

    /// The output stopped flowing at `now` (the peer does not read what is written): unless it flows
    /// again within the write timeout, the connection is closed.
    mutating func outputBlocked(now: NIODeadline) {
        guard phase != .closed, stallDeadline == nil else { return }
        stallDeadline = now + writeTimeout
    }

    /// The output flows again.
    mutating func outputFlowing() {
        stallDeadline = nil
    }

    /// The connection closed, by either side: nothing is due any more.
    mutating func closed() {
        phase = .closed
        phaseDeadline = nil
        stallDeadline = nil
    }

    /// The clock reached `now`.
    mutating func deadlinePassed(now: NIODeadline) -> Expiry {
        guard let deadline, now >= deadline else { return .wait }
        if let stallDeadline, now >= stallDeadline {
            // The peer has not read for the whole write timeout: its answer cannot be delivered.
            closed()
            return .close
        }
        switch phase {
        case .closed:
            return .wait
        case .awaitingHead, .closing:
            closed()
            return .close
        case .readingBody where !timedOut:
            timedOut = true
            closesAfterAnswer = true
            phaseDeadline = now + lingerTime
            return .failRequest
        case .readingBody, .responding:
            // Told already and still no answer after the linger: give up on it.
            closed()
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
        case .closing, .closed:
            return false
        }
    }
}

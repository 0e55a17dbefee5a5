/// How long the playground waits for a client, and how many clients it serves at once.
///
/// A request's head must arrive whole within `readTimeout` of the connection opening (or of the
/// previous answer, so an idle keep-alive connection is closed after it too), and its body within
/// `readTimeout` of its head. After a last answer the server reads and discards for at most
/// `lingerTime` before closing, so the client can read the answer.
public struct ConnectionPolicy: Hashable, Sendable {
    /// Seconds allowed for a request head, and again for its body.
    public var readTimeout: Double
    /// Seconds a closing connection is still read (and discarded) so the client sees the answer.
    public var lingerTime: Double
    /// The most connections served at once; more wait, unaccepted, until one closes.
    public var maximumConnections: Int

    /// The defaults: 10 s to read, 2 s to linger, 128 connections.
    public init(readTimeout: Double = 10, lingerTime: Double = 2, maximumConnections: Int = 128) {
        self.readTimeout = readTimeout
        self.lingerTime = lingerTime
        self.maximumConnections = maximumConnections
    }
}

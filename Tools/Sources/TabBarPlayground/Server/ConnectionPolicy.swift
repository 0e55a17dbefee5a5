/// How long the playground waits for a client, and how many clients it serves at once.
///
/// A request's head must arrive whole within `readTimeout` of the connection opening (or of the
/// previous answer, so an idle keep-alive connection is closed after it too), and its body within
/// `readTimeout` of its head. While an answer cannot be written because the client does not read
/// it (a client that pipelines requests and never reads its answers), the output must move again
/// within `writeTimeout`, or the connection is closed and its slot freed. After a last answer the
/// server reads and discards for at most `lingerTime` before closing, so the client can read the answer.
public struct ConnectionPolicy: Hashable, Sendable {
    /// Seconds allowed for a request head, and again for its body.
    public var readTimeout: Double
    /// Seconds a closing connection is still read (and discarded) so the client sees the answer.
    public var lingerTime: Double
    /// The most connections served at once; more wait, unaccepted, until one closes.
    public var maximumConnections: Int
    /// Seconds an answer may stay blocked because the client reads nothing; nil for `readTimeout`.
    public var writeTimeout: Double?

    /// The defaults: 10 s to read and as long for blocked output, 2 s to linger, 128 connections.
    public init(readTimeout: Double = 10, lingerTime: Double = 2, maximumConnections: Int = 128, writeTimeout: Double? = nil) {
        self.readTimeout = readTimeout
        self.lingerTime = lingerTime
        self.maximumConnections = maximumConnections
        self.writeTimeout = writeTimeout
    }
}

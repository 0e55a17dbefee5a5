import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1 channel with the playground's `ConnectionGuard` placed right after NIO's
/// request parser, where it sees each request's version and keep-alive, every parse error, and
/// every answer on its way out.
struct PlaygroundChannel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let http1: HTTP1Channel
    let policy: ConnectionPolicy

    init(responder: @escaping HTTPChannelHandler.Responder, policy: ConnectionPolicy) {
        http1 = HTTP1Channel(responder: responder)
        self.policy = policy
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let policy = self.policy
        return http1.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            let parser = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try pipeline.addHandler(ConnectionGuard(policy: policy), position: .after(parser))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await http1.handle(value: value, logger: logger)
    }
}

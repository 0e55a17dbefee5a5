import Hummingbird
import HummingbirdCore
import NIOCore
import ServiceLifecycle
@_spi(TabBarKitInternal) import TabBarCore

/// Runs the playground: the API and page on one address until Ctrl-C.
public enum PlaygroundServer {
    /// Whether a host names this machine only (127.0.0.0/8, ::1 or localhost).
    public static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
    }

    /// Refuses a non-loopback address unless `allowRemote` is set, and warns when it is.
    ///
    /// Returns the warning to print, if any.
    public static func checkBinding(host: String, allowRemote: Bool) throws(PlaygroundFailure) -> String? {
        if isLoopback(host) { return nil }
        guard allowRemote else {
            throw .badRequest([TabBarInputIssue("--host", "\(host) is reachable from other machines; add --allow-remote to bind it anyway")])
        }
        return "warning: serving on \(host): anyone who can reach this address can use the playground (no authentication)"
    }

    /// Serves until the process receives SIGINT or SIGTERM; `onRunning` gets the bound port (useful with port 0).
    ///
    /// Requests are answered only when addressed to `host` (and, when it covers loopback, `localhost`,
    /// `127.0.0.1`, `[::1]`) or one of `allowedHosts`, on the bound port: see ``LocalAccessPolicy``.
    /// Connections follow `connection`: read deadlines, a cap, closing after an early answer.
    /// On a signal, answers in progress get up to 2 s to finish; then the server stops regardless,
    /// so no half-sent request can keep the process (and its connections) alive.
    public static func run(
        host: String, port: Int, allowedHosts: [String] = [], connection: ConnectionPolicy = ConnectionPolicy(),
        api: PlaygroundAPI = PlaygroundAPI(), onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws {
        // Nothing is answered until the port is known.
        api.access.policy = LocalAccessPolicy(boundHost: host, port: nil, extraHostNames: allowedHosts)
        let app = Application(
            responder: api.makeResponder(),
            server: HTTPServerBuilder { responder in PlaygroundChannel(responder: responder, policy: connection) },
            configuration: .init(
                address: .hostname(host, port: port), serverName: "tabbar-playground",
                availableConnectionsDelegate: MaximumAvailableConnections(max(1, connection.maximumConnections))),
            onServerRunning: { channel in
                // One connection accepted per read, so the cap is exact (NIO otherwise accepts up to 4 per read).
                try? await channel.setOption(ChannelOptions.maxMessagesPerRead, value: 1)
                let bound = channel.localAddress?.port ?? port
                api.access.policy = LocalAccessPolicy(boundHost: host, port: bound, extraHostNames: allowedHosts)
                await onRunning(bound)
            }
        )
        var group = ServiceGroupConfiguration(services: [app], gracefulShutdownSignals: [.sigterm, .sigint], logger: app.logger)
        group.maximumGracefulShutdownDuration = .seconds(2)
        group.maximumCancellationDuration = .seconds(2)
        try await ServiceGroup(configuration: group).run()
    }
}

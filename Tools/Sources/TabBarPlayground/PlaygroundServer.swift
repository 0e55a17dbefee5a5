import Hummingbird
import TabBarCore

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
            throw .badRequest([InputIssue("--host", "\(host) is reachable from other machines; add --allow-remote to bind it anyway")])
        }
        return "warning: serving on \(host): anyone who can reach this address can use the playground (no authentication)"
    }

    /// Serves until the process receives SIGINT or SIGTERM; `onRunning` gets the bound port (useful with port 0).
    public static func run(
        host: String, port: Int, api: PlaygroundAPI = PlaygroundAPI(),
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws {
        let app = Application(
            router: api.makeRouter(),
            configuration: .init(address: .hostname(host, port: port), serverName: "tabbar-playground"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) }
        )
        try await app.runService()
    }
}

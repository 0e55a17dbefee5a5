import ArgumentParser
import Foundation
import TabBarPlayground

/// `tabbar-playground` (also run by `tabbar serve`): the live playground on Hummingbird.
@main
struct PlaygroundCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tabbar-playground",
        abstract: "Serve the TabBarKit playground: design a bar in the browser, click it, watch its effects, export Swift.",
        discussion: "Binds 127.0.0.1 unless --host names another address, which also needs --allow-remote. See docs/playground.md.")

    @Option(name: .long, help: "The address to bind (loopback by default).")
    var host = "127.0.0.1"

    @Option(name: .long, help: "The port (0 picks a free one; the URL printed says which).")
    var port = 8080

    @Flag(name: .long, help: "Open the page in the default browser.")
    var open = false

    @Flag(name: .long, help: "Allow a non-loopback --host (anyone who reaches it can use the playground).")
    var allowRemote = false

    @Option(name: .long, help: "The most sessions kept; the least recently used is dropped beyond it.")
    var maxSessions = 1_000

    @Option(name: .long, help: "Seconds after which an unused session is dropped.")
    var idleTimeout = 1_800

    @Option(name: .long, help: "Another host name the page may be reached under (repeatable); only the bound names are answered otherwise.")
    var allowHost: [String] = []

    @Option(name: .long, help: "Seconds a client has to send a request's head, and again its body; an idle connection is closed after it.")
    var readTimeout: Double = 10

    @Option(name: .long, help: "Seconds an answer may stay blocked because the client reads nothing; the connection is closed after it (default: the read timeout).")
    var writeTimeout: Double?

    @Option(name: .long, help: "The most connections served at once; more wait until one closes.")
    var maxConnections = 128

    func run() async throws {
        guard (0...65_535).contains(port) else { throw fail("--port must be 0…65535, not \(port)") }
        guard maxSessions > 0 else { throw fail("--max-sessions must be at least 1") }
        guard idleTimeout > 0 else { throw fail("--idle-timeout must be at least 1 second") }
        guard readTimeout.isFinite, readTimeout > 0, readTimeout <= 3_600 else { throw fail("--read-timeout must be more than 0 and at most 3600 seconds") }
        if let writeTimeout, !(writeTimeout.isFinite && writeTimeout > 0 && writeTimeout <= 3_600) {
            throw fail("--write-timeout must be more than 0 and at most 3600 seconds")
        }
        guard maxConnections > 0 else { throw fail("--max-connections must be at least 1") }
        if let bad = allowHost.first(where: { !LocalAccessPolicy.isHostName($0) }) {
            throw fail("--allow-host takes a host name or address without a port, not \"\(bad)\"")
        }
        do {
            if let warning = try PlaygroundServer.checkBinding(host: host, allowRemote: allowRemote) {
                FileHandle.standardError.write(Data((warning + "\n").utf8))
            }
        } catch {
            throw fail(error.issues.map(\.description).joined(separator: "; "))
        }
        let api = PlaygroundAPI(store: SessionStore(capacity: maxSessions, idleTimeout: Double(idleTimeout)))
        let host = self.host, open = self.open
        let connection = ConnectionPolicy(readTimeout: readTimeout, maximumConnections: maxConnections, writeTimeout: writeTimeout)
        try await PlaygroundServer.run(host: host, port: port, allowedHosts: allowHost, connection: connection, api: api) { bound in
            let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
            let url = "http://\(shown):\(bound)/"
            FileHandle.standardOutput.write(Data("TabBarKit playground: \(url)  (Ctrl-C to stop)\n".utf8))
            if open { Self.openInBrowser(url) }
        }
    }

    private func fail(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        return ExitCode(2)
    }

    /// Asks the desktop to open the URL (xdg-open on Linux, open on macOS); says so when it cannot.
    static func openInBrowser(_ url: String) {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let tool = ["xdg-open", "open"].lazy.flatMap { name in path.split(separator: ":").map { "\($0)/\(name)" } }
            .first(where: FileManager.default.isExecutableFile(atPath:))
        guard let tool else {
            FileHandle.standardError.write(Data("note: no xdg-open or open found; open \(url) yourself\n".utf8))
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [url]
        do { try process.run() } catch {
            FileHandle.standardError.write(Data("note: could not open a browser (\(error)); open \(url) yourself\n".utf8))
        }
    }
}

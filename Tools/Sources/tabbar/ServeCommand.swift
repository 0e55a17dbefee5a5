import ArgumentParser
import Foundation

/// `tabbar serve`: runs the playground server, which is built as its own product (`tabbar-playground`)
/// so that building `tabbar` never compiles SwiftNIO and Hummingbird.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the live playground in the browser (runs tabbar-playground; see docs/playground.md).",
        discussion: """
            The server is a separate executable so the first build of tabbar stays quick. Build it once with
              swift build --package-path Tools --product tabbar-playground
            then `tabbar serve` runs it from beside this binary (or from PATH) with the same options.
            """)

    @Option(name: .long, help: "The address to bind (loopback by default).")
    var host = "127.0.0.1"

    @Option(name: .long, help: "The port (0 picks a free one).")
    var port = 8080

    @Flag(name: .long, help: "Open the page in the default browser.")
    var open = false

    @Flag(name: .long, help: "Allow a non-loopback --host (prints a warning).")
    var allowRemote = false

    @Option(name: .long, help: "Another host name the page may be reached under (repeatable).")
    var allowHost: [String] = []

    func run() throws {
        var arguments = ["tabbar-playground", "--host", host, "--port", String(port)]
        if open { arguments.append("--open") }
        if allowRemote { arguments.append("--allow-remote") }
        for name in allowHost { arguments += ["--allow-host", name] }
        guard let server = Self.playgroundExecutable() else {
            FileHandle.standardError.write(Data("""
                error: the playground server is not built. Build it with
                  swift build --package-path Tools --product tabbar-playground
                and run `tabbar serve` again (or `swift run tabbar-playground`).

                """.utf8))
            throw ExitCode(1)
        }
        let argv = arguments.map { strdup($0) } + [nil]
        // The server inherits this thread's signal mask across exec; one blocking SIGTERM or SIGINT
        // (as a worker thread's does) would leave it deaf to them. Exec with none blocked.
        var nothingBlocked = sigset_t()
        sigemptyset(&nothingBlocked)
        pthread_sigmask(SIG_SETMASK, &nothingBlocked, nil)
        execv(server, argv)
        FileHandle.standardError.write(Data("error: could not start \(server): \(String(cString: strerror(errno)))\n".utf8))
        throw ExitCode(1)
    }

    /// `tabbar-playground` beside this executable, or on PATH.
    static func playgroundExecutable() -> String? {
        var candidates: [String] = []
        if let own = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            candidates.append(own.deletingLastPathComponent().appendingPathComponent("tabbar-playground").path)
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        candidates += path.split(separator: ":").map { "\($0)/tabbar-playground" }
        return candidates.first(where: FileManager.default.isExecutableFile(atPath:))
    }
}

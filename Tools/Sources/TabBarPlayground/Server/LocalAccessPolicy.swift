import HTTPTypes
import Hummingbird
import NIOConcurrencyHelpers
@_spi(TabBarKitInternal) import TabBarCore

/// Who may use the playground: requests addressed to the names and port it was bound under, from
/// its own page. It runs on a developer's machine without authentication, so a web page elsewhere
/// must not drive it, neither through DNS rebinding (a foreign `Host`) nor with cross-origin requests.
///
/// A request is refused when
/// - `Host` is missing, empty or repeated (400 `missingHost`), or names another host or port (403 `forbiddenHost`);
/// - `Origin` is present and is not `http://` + an accepted host and port, `null` included (403 `crossOrigin`);
/// - `Sec-Fetch-Site` is `cross-site` or `same-site`, unless it is a GET or HEAD navigation to a page (403 `crossOrigin`);
/// - a POST, PUT or PATCH is not `Content-Type: application/json` (415 `unsupportedMediaType`),
///   so no HTML form or "simple" cross-origin request can send one.
public struct LocalAccessPolicy: Hashable, Sendable {
    /// The host names accepted in `Host` and `Origin`: lowercased, IPv6 addresses in brackets.
    public var hostNames: Set<String>
    /// The port they must name; `nil` before the server listens, when every request is refused.
    public var port: Int?

    /// Accepts `boundHost` and `extraHostNames`, plus `localhost`, `127.0.0.1` and `[::1]` when the
    /// bound address covers loopback (a loopback address, or all addresses: `0.0.0.0`, `::`).
    public init(boundHost: String, port: Int?, extraHostNames: [String] = []) {
        let bound = Self.normalized(boundHost)
        var names = Set(extraHostNames.map(Self.normalized))
        if ["0.0.0.0", "[::]"].contains(bound) || PlaygroundServer.isLoopback(boundHost) {
            names.formUnion(Self.loopbackNames)
        }
        if !["0.0.0.0", "[::]"].contains(bound) { names.insert(bound) }
        self.hostNames = names
        self.port = port
    }

    /// The names that always reach this machine.
    public static let loopbackNames: Set<String> = ["localhost", "127.0.0.1", "[::1]"]

    /// A host name as it is compared: lowercased, an IPv6 address in brackets.
    static func normalized(_ host: String) -> String {
        let lower = host.lowercased()
        let isIPv6 = lower.contains(":") && lower.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        return isIPv6 ? "[\(lower)]" : lower
    }

    /// The accepted addresses, `host:port`, sorted (for error messages).
    var accepted: String {
        hostNames.sorted().map { "\($0):\(port.map(String.init) ?? "?")" }.joined(separator: ", ")
    }

    /// Whether `authority` (`host[:port]`, no port meaning 80) is one of ours.
    func accepts(authority: Substring) -> Bool {
        guard let port, let (host, named) = Self.split(authority) else { return false }
        return named == port && hostNames.contains(host)
    }

    /// Whether `name` is a host name or address with no port (`mac.local`, `192.168.1.5`, `fe80::1`, `[fe80::1]`).
    public static func isHostName(_ name: String) -> Bool {
        let host = normalized(name)
        guard let (split, _) = split(Substring(host)) else { return false }
        return split == host
    }

    /// Splits `host[:port]` or `[v6]:port` into a lowercased host and a port (80 when absent); nil when malformed.
    static func split(_ authority: Substring) -> (host: String, port: Int)? {
        let host: Substring, rest: Substring
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            host = authority[...close]
            rest = authority[authority.index(after: close)...]
        } else if let colon = authority.firstIndex(of: ":") {
            host = authority[..<colon]
            rest = authority[colon...]
        } else {
            host = authority
            rest = ""
        }
        guard !host.isEmpty, !host.contains(where: { $0.isWhitespace || "/@?#".contains($0) }) else { return nil }
        if rest.isEmpty { return (host.lowercased(), 80) }
        let digits = rest.dropFirst()
        guard rest.first == ":", (1...5).contains(digits.count), digits.allSatisfy(\.isASCII), let port = Int(digits), port <= 65_535 else { return nil }
        return (host.lowercased(), port)
    }

    /// Refuses a request that is not addressed to this server, comes from another origin, or sends a
    /// body that is not JSON; see the type's summary for each status and code.
    public func check(_ request: Request) throws(PlaygroundFailure) {
        let hosts = request.headers[values: .hostHeader]
        guard let authority = request.head.authority, !authority.isEmpty, hosts.isEmpty else {
            throw PlaygroundFailure(status: 400, code: "missingHost", issues: [TabBarInputIssue("headers.Host",
                hosts.isEmpty ? "send one Host header naming this server (\(accepted))" : "send one Host header, not several")])
        }
        guard accepts(authority: Substring(authority)) else {
            throw PlaygroundFailure(status: 403, code: "forbiddenHost", issues: [TabBarInputIssue("headers.Host",
                "\"\(authority.prefix(100))\" is not this server; it answers \(accepted) only (other names are refused against DNS rebinding)")])
        }
        let origins = request.headers[values: .origin]
        if let origin = origins.first {
            let address = origin.hasPrefix("http://") ? Substring(origin.dropFirst("http://".count)) : nil
            guard origins.count == 1, let address, accepts(authority: address) else {
                throw PlaygroundFailure(status: 403, code: "crossOrigin", issues: [TabBarInputIssue("headers.Origin",
                    "requests from \"\(origin.prefix(100))\" are refused; only the playground's own page (http://\(accepted)) may call it")])
            }
        }
        if let site = request.headers[.secFetchSite], site == "cross-site" || site == "same-site" {
            let navigation = request.headers[.secFetchMode] == "navigate" && (request.method == .get || request.method == .head)
            guard navigation else {
                throw PlaygroundFailure(status: 403, code: "crossOrigin", issues: [TabBarInputIssue("headers.Sec-Fetch-Site",
                    "a \(site) request is refused; only the playground's own page may call it")])
            }
        }
        if [.post, .put, .patch].contains(request.method) {
            let type = request.headers[.contentType]?.split(separator: ";", maxSplits: 1).first.map { String($0.filter { $0 != " " && $0 != "\t" }).lowercased() }
            guard type == "application/json" else {
                throw PlaygroundFailure(status: 415, code: "unsupportedMediaType", issues: [TabBarInputIssue("headers.Content-Type",
                    "a \(request.method.rawValue) body must be sent as Content-Type: application/json"
                        + (type.map { ", not \($0.prefix(100))" } ?? ""))])
            }
        }
    }
}

/// The policy the running server checks against, set once the port is known (`--port 0`).
public final class LocalAccess: Sendable {
    private let box: NIOLockedValueBox<LocalAccessPolicy>

    /// Starts with `policy`.
    public init(_ policy: LocalAccessPolicy) {
        box = NIOLockedValueBox(policy)
    }

    /// The policy in force.
    public var policy: LocalAccessPolicy {
        get { box.withLockedValue { $0 } }
        set { box.withLockedValue { $0 = newValue } }
    }
}

extension HTTPField.Name {
    /// A repeated `Host` (the first becomes the request's authority).
    static let hostHeader = HTTPField.Name("Host")!
    /// Where a browser says the request comes from: same-origin, same-site, cross-site or none.
    static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")!
    /// How a browser sends the request: navigate, cors, no-cors, same-origin, websocket.
    static let secFetchMode = HTTPField.Name("Sec-Fetch-Mode")!
}

/// Refuses requests the access policy refuses, before any route reads them.
struct LocalAccessMiddleware<Context: RequestContext>: RouterMiddleware {
    let access: LocalAccess

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        try access.policy.check(request)
        return try await next(request, context)
    }
}

import NIOHTTP1
@_spi(TabBarKitInternal) import TabBarCore

extension PlaygroundFailure {
    /// 400 (431 for oversized headers): a request NIO's HTTP/1 parser could not read, with what was wrong.
    static func unreadableRequest(_ error: HTTPParserError) -> PlaygroundFailure {
        let reason: String
        switch error {
        case .headerOverflow:
            return PlaygroundFailure(status: 431, code: "headersTooLarge", issues: [TabBarInputIssue("headers", "the request's headers are larger than the server reads")])
        case .invalidChunkSize: reason = "a chunk size of the chunked body is not a hexadecimal number"
        case .invalidContentLength, .unexpectedContentLength: reason = "the Content-Length header is malformed or does not fit the request"
        case .invalidMethod: reason = "the method is not an HTTP method"
        case .invalidURL: reason = "the request target is not a valid path"
        case .invalidVersion: reason = "the HTTP version is not HTTP/1.0 or HTTP/1.1"
        case .invalidHeaderToken, .invalidConstant, .lfExpected: reason = "a header line is malformed"
        default: reason = "the request is not valid HTTP/1.1 (\(error))"
        }
        return PlaygroundFailure(status: 400, code: "malformedRequest", issues: [TabBarInputIssue("request", reason)])
    }

    /// 408: the body did not arrive in time.
    static func requestTimeout(seconds: Double) -> PlaygroundFailure {
        let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
        return PlaygroundFailure(status: 408, code: "requestTimeout", issues: [TabBarInputIssue("body", "the body did not arrive within \(shown) s of the request's head")])
    }
}

/// The headers every answer carries, errors and the server's own parse-error answers included.
enum SecurityHeaders {
    /// Only our own script and style; images from our SVG blobs; no frames, forms or plugins.
    static let contentSecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob: data:; connect-src 'self'; "
        + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// Name and value of each: the CSP, nosniff, same-origin resources, and no `Referer` sent anywhere.
    static let fields: [(String, String)] = [
        ("Content-Security-Policy", contentSecurityPolicy),
        ("X-Content-Type-Options", "nosniff"),
        ("Cross-Origin-Resource-Policy", "same-origin"),
        ("Referrer-Policy", "no-referrer"),
    ]
}

@_spi(TabBarKitInternal) import TabBarCore

/// A request the playground cannot serve, with its HTTP status and the located issues.
///
/// The body is `{"version": 1, "error": {"status": 422, "code": "invalidConfiguration", "issues": [{"location": …, "reason": …}]}}`.
public struct PlaygroundFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The HTTP status code (always 4xx for input).
    public var status: Int
    /// A stable code: `malformedJSON`, `invalidConfiguration`, `unknownSession`, …
    public var code: String
    /// Each problem with its location (a JSON path, `line L, column C`, or the request part).
    public var issues: [TabBarInputIssue]

    /// Creates a failure.
    public init(status: Int, code: String, issues: [TabBarInputIssue]) {
        self.status = status
        self.code = code
        self.issues = issues
    }

    /// 400: the request is not the shape the endpoint expects.
    public static func badRequest(_ issues: [TabBarInputIssue]) -> PlaygroundFailure {
        PlaygroundFailure(status: 400, code: "badRequest", issues: issues)
    }

    /// 400: the body is not JSON; the issue names the line and column.
    package static func malformedJSON(_ error: TabBarJSONSyntaxError, in part: String) -> PlaygroundFailure {
        PlaygroundFailure(status: 400, code: "malformedJSON", issues: [TabBarInputIssue("\(part): line \(error.line), column \(error.column)", error.reason)])
    }

    /// 422: well-formed JSON with values the core rejects.
    public static func unprocessable(_ issues: [TabBarInputIssue], code: String = "invalidInput") -> PlaygroundFailure {
        PlaygroundFailure(status: 422, code: code, issues: issues)
    }

    /// 404: no session with this id (it never existed, was evicted or idled out).
    public static func unknownSession(_ id: String) -> PlaygroundFailure {
        PlaygroundFailure(status: 404, code: "unknownSession", issues: [TabBarInputIssue("session", "no session \"\(id.prefix(64))\"; it may have expired — create one with POST /api/v1/sessions")])
    }

    /// 413: the body is larger than the endpoint accepts.
    public static func tooLarge(limit: Int) -> PlaygroundFailure {
        PlaygroundFailure(status: 413, code: "bodyTooLarge", issues: [TabBarInputIssue("body", "larger than \(limit) bytes")])
    }

    /// The error as the API's JSON document.
    package var json: TabBarJSONValue {
        .object([
            ("version", .int(PlaygroundAPI.version)),
            ("error", .object([
                ("status", .int(status)), ("code", .string(code)),
                ("issues", .array(issues.map { .object([("location", .string($0.location)), ("reason", .string($0.reason))]) })),
            ])),
        ])
    }

    /// `code: location: reason; …`.
    public var description: String { "\(code): " + issues.map(\.description).joined(separator: "; ") }
}

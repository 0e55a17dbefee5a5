import NIOHTTP1
@_spi(TabBarKitInternal) import TabBarCore

/// What the playground decides from a request head alone, before any route sees it.
enum RequestHeadRules {
    /// Why the head is refused outright, if it is: a transfer coding other than `chunked` (501), which
    /// leaves the body's length unknown, or an `Expect` other than `100-continue` (417).
    ///
    /// NIO's parser refuses a lone unknown coding (`Transfer-Encoding: gzip`) itself, as a malformed
    /// request (400); it passes a list that ends in `chunked` (`gzip, chunked`), which would otherwise
    /// be read as plain chunked and the other codings ignored.
    static func refusal(of head: HTTPRequestHead) -> PlaygroundFailure? {
        let codings = tokens(head.headers["Transfer-Encoding"])
        if !codings.isEmpty && codings != ["chunked"] {
            return PlaygroundFailure(status: 501, code: "unsupportedTransferEncoding", issues: [TabBarInputIssue(
                "headers.Transfer-Encoding", "\"\(codings.joined(separator: ", ").prefix(100))\" is not supported; send the body with Content-Length or Transfer-Encoding: chunked alone")])
        }
        let expectations = tokens(head.headers["Expect"])
        if let other = expectations.first(where: { $0 != "100-continue" }) {
            return PlaygroundFailure(status: 417, code: "expectationFailed", issues: [TabBarInputIssue(
                "headers.Expect", "\"\(other.prefix(100))\" cannot be met; the only expectation is 100-continue")])
        }
        return nil
    }

    /// Whether to answer `100 Continue` before the body: an HTTP/1.1 client asked for it and sends a body
    /// no larger than any route reads (a larger one gets its final answer, 413, instead).
    static func expectsContinue(_ head: HTTPRequestHead) -> Bool {
        guard head.version.major == 1, head.version.minor >= 1, tokens(head.headers["Expect"]) == ["100-continue"] else { return false }
        if tokens(head.headers["Transfer-Encoding"]) == ["chunked"] { return true }
        guard let length = head.headers["Content-Length"].first.flatMap({ Int($0) }) else { return false }
        return length > 0 && length <= PlaygroundLimits.largestBody
    }

    /// The comma-separated tokens of every value of a header, without blanks and lowercased.
    static func tokens(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",") }.map { String($0.filter { $0 != " " && $0 != "\t" }).lowercased() }.filter { !$0.isEmpty }
    }
}

import Hummingbird

/// Answers HEAD as the GET of the same path would be answered, without the body (RFC 9110 §9.3.2),
/// so every GET route also answers HEAD; everything else goes to the router as it is.
struct HeadResponder<Inner: HTTPResponder>: HTTPResponder {
    let inner: Inner

    func respond(to request: Request, context: Inner.Context) async throws -> Response {
        guard request.method == .head else { return try await inner.respond(to: request, context: context) }
        var head = request.head
        head.method = .get
        return try await inner.respond(to: Request(head: head, body: request.body), context: context).createHeadResponse()
    }
}

import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
@_spi(TabBarKitInternal) import TabBarCore
import TabBarPlayground
import Testing

/// The HTTP edges through the router: HEAD, the local-access checks, Referrer-Policy, text XML cannot
/// hold, and the cap on saved snapshots. (What needs real sockets is in TabBarServerTests.)
@Suite("playground routes: edges and local access")
struct PlaygroundEdgeRouteTests {
    let routes = PlaygroundRouteTests()

    @Test("HEAD on a GET route answers as GET would, with its length and no body; HEAD elsewhere is a bodiless 404")
    func head() async throws {
        try await routes.withClient { client in
            for path in ["/", "/app.js", "/api/v1", "/api/v1/render?example=social"] {
                let get = try await client.send(.get, path)
                let head = try await client.send(.head, path)
                #expect(head.status == .ok, "\(path)")
                #expect(head.text.isEmpty, "\(path)")
                #expect(head.headers[.contentLength] == String(get.text.utf8.count), "\(path)")
                #expect(head.headers[.contentType] == get.headers[.contentType], "\(path)")
            }
            let missing = try await client.send(.head, "/nowhere")
            #expect(missing.status == .notFound && missing.text.isEmpty)
        }
    }

    @Test("every answer, errors included, says Referrer-Policy: no-referrer")
    func referrerPolicy() async throws {
        try await routes.withClient { client in
            for (method, path) in [(HTTPRequest.Method.get, "/"), (.get, "/api/v1"), (.get, "/nowhere"), (.post, "/api/v1/sessions")] {
                let reply = try await client.send(method, path, body: method == .post ? "{" : nil)
                #expect(reply.headers[HTTPField.Name("Referrer-Policy")!] == "no-referrer", "\(method) \(path)")
            }
        }
    }

    @Test("a POST that is not application/json is refused with 415 and creates nothing")
    func textPlain() async throws {
        let store = SessionStore()
        try await routes.withClient(store: store) { client in
            for type in ["text/plain", "application/x-www-form-urlencoded"] {
                let reply = try await client.send(.post, "/api/v1/sessions", body: #"{"example": "social"}"#, headers: [.contentType: type])
                #expect(reply.status == .unsupportedMediaType)
                #expect(reply.errorCode == "unsupportedMediaType")
                #expect(reply.issues.first?.hasPrefix("headers.Content-Type: a POST body must be sent as Content-Type: application/json") == true, "\(reply.issues)")
            }
        }
        #expect(await store.count == 0)
    }

    @Test("a server bound to another port refuses requests addressed to localhost:80 (403 forbiddenHost), the page included")
    func otherPort() async throws {
        let api = PlaygroundAPI(access: LocalAccess(LocalAccessPolicy(boundHost: "127.0.0.1", port: 8080)))
        let app = Application(responder: api.makeResponder())
        try await app.test(.router) { client in
            for path in ["/", "/api/v1"] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .forbidden, "\(path)")
                    #expect(String(buffer: response.body).contains("\"code\":\"forbiddenHost\""))
                }
            }
        }
    }

    @Test("a configuration with a NUL in a title is a 422 at its JSON path, and the session keeps drawing")
    func controlCharacter() async throws {
        try await routes.withClient { client in
            let (id, _) = try await client.session()
            let text = #"{"version": 1, "tabs": [{"id": "a", "title": "A\u0000", "icon": "house"}]}"#
            let reply = try await client.send(.put, "/api/v1/sessions/\(id)/configuration", body: text)
            #expect(reply.status == .unprocessableContent)
            #expect(reply.issues.first?.hasPrefix("tabs[0].title: contains U+0000") == true, "\(reply.issues)")
            let render = try await client.send(.get, "/api/v1/sessions/\(id)/render")
            #expect(render.status == .ok && render.text.hasPrefix("<svg"))
        }
    }

    @Test("save NAME keeps at most the cap of snapshots per session; saving over a kept name still works")
    func savedSnapshots() async throws {
        try await routes.withClient { client in
            let (id, _) = try await client.session()
            let cap = PlaygroundLimits.maximumSavedSnapshots
            for n in 1...cap {
                let reply = try await client.send(.post, "/api/v1/sessions/\(id)/events", body: #"{"command": "save s\#(n)"}"#)
                #expect(reply.status == .ok, "save s\(n)")
            }
            let over = try await client.send(.post, "/api/v1/sessions/\(id)/events", body: #"{"command": "save one-more"}"#)
            #expect(over.status == .unprocessableContent)
            #expect(over.errorCode == "invalidEvent")
            #expect(over.issues.first?.contains("at most \(cap) snapshots") == true, "\(over.issues)")
            let again = try await client.send(.post, "/api/v1/sessions/\(id)/events", body: #"{"command": "save s1"}"#)
            #expect(again.status == .ok)
            let restore = try await client.send(.post, "/api/v1/sessions/\(id)/events", body: #"{"command": "restore s\#(cap)"}"#)
            #expect(restore.status == .ok)
        }
    }
}

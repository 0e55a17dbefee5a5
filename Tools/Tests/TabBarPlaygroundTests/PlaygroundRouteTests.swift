import Foundation
import Hummingbird
import HummingbirdTesting
@_spi(TabBarKitInternal) import TabBarCore
import TabBarPlayground
@_spi(TabBarKitInternal) import TabBarTools
import Testing

/// Every endpoint through Hummingbird's router, with good and bad input.
@Suite("playground routes")
struct PlaygroundRouteTests {
    /// A parsed response: status, headers and the body as JSON (or null for SVG, HTML and empty bodies).
    struct Reply: Sendable {
        var status: HTTPResponse.Status
        var headers: HTTPFields
        var text: String
        var json: TabBarJSONValue { (try? TabBarJSONParser.parse(text)) ?? .null }

        /// The error's code and the issues as `location: reason` lines.
        var errorCode: String? { if case .string(let s)? = json["error"]?["code"] { s } else { nil } }
        var issues: [String] {
            guard case .array(let list)? = json["error"]?["issues"] else { return [] }
            return list.compactMap { issue in
                guard case .string(let location)? = issue["location"], case .string(let reason)? = issue["reason"] else { return nil }
                return "\(location): \(reason)"
            }
        }
    }

    /// Runs `body` against a fresh application with its own session store, as the server runs it
    /// (the router behind the HEAD responder); requests are addressed to `localhost` (port 80).
    func withClient(store: SessionStore = SessionStore(), _ body: @Sendable (Client) async throws -> Void) async throws {
        let app = Application(responder: PlaygroundAPI(store: store).makeResponder())
        try await app.test(.router) { client in try await body(Client(client: client)) }
    }

    /// Sends requests and collects replies.
    struct Client: Sendable {
        let client: any TestClientProtocol
        /// Sends a request as the playground's page does: bodies of POST, PUT and PATCH as `application/json`.
        func send(_ method: HTTPRequest.Method, _ uri: String, body: String? = nil, headers: HTTPFields? = nil) async throws -> Reply {
            let sent = headers ?? ([.post, .put, .patch].contains(method) ? [.contentType: "application/json"] : [:])
            return try await client.execute(uri: uri, method: method, headers: sent, body: body.map { ByteBuffer(string: $0) }) { response in
                Reply(status: response.status, headers: response.headers, text: String(buffer: response.body))
            }
        }
        /// Creates a session from an example and returns its id and first view.
        func session(_ example: String = "social") async throws -> (id: String, view: TabBarJSONValue) {
            let reply = try await send(.post, "/api/v1/sessions", body: #"{"example": "\#(example)"}"#)
            #expect(reply.status == .created)
            guard case .string(let id)? = reply.json["session"] else {
                Issue.record("no session id in \(reply.text.prefix(200))")
                return ("", .null)
            }
            return (id, reply.json)
        }
    }

    static func string(_ value: TabBarJSONValue?) -> String? { if case .string(let s)? = value { s } else { nil } }

    @Test("the page and its script are served with a CSP that allows only our own scripts, and nosniff")
    func pageAndHeaders() async throws {
        try await withClient { client in
            let page = try await client.send(.get, "/")
            #expect(page.status == .ok)
            #expect(page.headers[.contentType]?.hasPrefix("text/html") == true)
            #expect(page.text.contains("<script src=\"/app.js\" defer></script>"))
            #expect(!page.text.contains("<script>"), "no inline script: the CSP forbids it")
            let csp = page.headers[.contentSecurityPolicy] ?? ""
            #expect(csp.contains("script-src 'self'"))
            #expect(csp.contains("default-src 'none'"))
            #expect(!csp.contains("unsafe-inline") && !csp.contains("unsafe-eval"))
            #expect(page.headers[.xContentTypeOptions] == "nosniff")
            let script = try await client.send(.get, "/app.js")
            #expect(script.headers[.contentType]?.hasPrefix("text/javascript") == true)
            #expect(!script.text.contains("http://") && !script.text.contains("https://"), "no CDN or remote address")
            let style = try await client.send(.get, "/app.css")
            #expect(style.status == .ok)
        }
    }

    @Test("an unknown route is a JSON 404 that still carries the security headers")
    func unknownRoute() async throws {
        try await withClient { client in
            let reply = try await client.send(.get, "/api/v1/nothing-here")
            #expect(reply.status == .notFound)
            #expect(reply.errorCode == "notFound")
            #expect(reply.headers[.xContentTypeOptions] == "nosniff")
            #expect(reply.headers[.contentSecurityPolicy] != nil)
        }
    }

    @Test("the catalogue lists the core's examples, themes, devices and text sizes")
    func catalogue() async throws {
        try await withClient { client in
            let reply = try await client.send(.get, "/api/v1")
            // The built-in examples, then issue 33's samples; the built-in themes, then issue 32's glass.
            #expect(reply.json["examples"] == .strings(TabBarBuiltInExample.names + ["atlas", "accounts"]))
            #expect(reply.json["themes"] == .strings(TabBarTheme.builtIn.map(\.name) + ["glass", "glass-opaque"]))
            #expect(reply.json["devices"] == .strings(TabBarDevicePreset.all.map(\.name)))
            #expect(reply.json["version"] == .int(1))
        }
    }

    @Test("an example is served as its configuration text; an unknown one is a located 404")
    func examples() async throws {
        try await withClient { client in
            let found = try await client.send(.get, "/api/v1/examples/nyx")
            #expect(Self.string(found.json["configuration"]) == TabBarBuiltInExample.nyx.json)
            let missing = try await client.send(.get, "/api/v1/examples/nyxx")
            #expect(missing.status == .notFound)
            #expect(missing.issues.first?.hasPrefix("name: unknown example \"nyxx\"") == true)
        }
    }

    @Test("a new session has a random id, the rendered screen and the launch state")
    func createSession() async throws {
        try await withClient { client in
            let (id, view) = try await client.session("social")
            #expect(id.count == 32 && id.allSatisfy(\.isHexDigit))
            let (other, _) = try await client.session("social")
            #expect(other != id)
            #expect(Self.string(view["svg"])?.hasPrefix("<svg") == true)
            #expect(view["state"]?["selected"] == .string("home"))
            if case .array(let elements)? = view["a11y"]?["elements"] {
                #expect(elements.count == 5)
            } else {
                Issue.record("no a11y elements")
            }
        }
    }

    @Test("malformed JSON in a body is a 400 naming the line and column")
    func malformedBody() async throws {
        try await withClient { client in
            let reply = try await client.send(.post, "/api/v1/sessions", body: "{\n  \"example\": \"social\",\n}")
            #expect(reply.status == .badRequest)
            #expect(reply.errorCode == "malformedJSON")
            #expect(reply.issues.first?.hasPrefix("body: line 3, column 1") == true, "\(reply.issues)")
        }
    }

    @Test("an unknown example when creating a session is a 422 at `example`")
    func unknownExampleSession() async throws {
        try await withClient { client in
            let reply = try await client.send(.post, "/api/v1/sessions", body: #"{"example": "twitter"}"#)
            #expect(reply.status == .unprocessableContent)
            #expect(reply.issues.first?.hasPrefix("example: unknown example \"twitter\"") == true)
        }
    }

    @Test("an invalid configuration gets the core's messages at their JSON paths, and the session keeps the old one")
    func invalidConfiguration() async throws {
        try await withClient { client in
            let (id, _) = try await client.session()
            let bad = #"{"version": 1, "tabs": [{"id": "a", "title": "A"}, {"id": "a", "title": "B"}]}"#
            let reply = try await client.send(.put, "/api/v1/sessions/\(id)/configuration", body: bad)
            #expect(reply.status == .unprocessableContent)
            #expect(reply.errorCode == "invalidConfiguration")
            var expected: [String] = []
            do throws(TabBarConfigurationError) { _ = try TabBarConfiguration.decode(json: bad) } catch { expected = error.issues.map(\.description) }
            #expect(!expected.isEmpty && reply.issues == expected)
            #expect(reply.issues.contains { $0.hasPrefix("tabs[1].id") })
            let syntax = try await client.send(.put, "/api/v1/sessions/\(id)/configuration", body: "{\"tabs\": [")
            #expect(syntax.status == .unprocessableContent)
            #expect(syntax.issues.first?.hasPrefix("line 1, column") == true, "\(syntax.issues)")
            let after = try await client.send(.get, "/api/v1/sessions/\(id)")
            #expect(after.json["state"]?["selected"] == .string("home"))
        }
    }

    @Test("a valid configuration replaces the bar and restarts the machine")
    func replaceConfiguration() async throws {
        try await withClient { client in
            let (id, _) = try await client.session()
            let reply = try await client.send(.put, "/api/v1/sessions/\(id)/configuration", body: TabBarBuiltInExample.reflect.json)
            #expect(reply.status == .ok)
            #expect(reply.json["state"]?["selected"] == .string("reflect"))
        }
    }

    @Test("bodies over the limit are refused with 413 before parsing")
    func oversizedBody() async throws {
        try await withClient { client in
            let (id, _) = try await client.session()
            let huge = String(repeating: " ", count: PlaygroundLimits.maximumConfigurationBytes + 1)
            let reply = try await client.send(.put, "/api/v1/sessions/\(id)/configuration", body: huge)
            #expect(reply.status == .contentTooLarge)
            #expect(reply.errorCode == "bodyTooLarge")
            let event = try await client.send(.post, "/api/v1/sessions/\(id)/events", body: String(repeating: "x", count: PlaygroundLimits.maximumRequestBytes + 1))
            #expect(event.status == .contentTooLarge)
            let tokens = try await client.send(.post, "/api/v1/sessions/\(id)/theme", body: String(repeating: " ", count: PlaygroundLimits.maximumTokenFileBytes + 1))
            #expect(tokens.status == .contentTooLarge)
        }
    }

    @Test("an unknown session is a 404 on every session endpoint")
    func unknownSession() async throws {
        try await withClient { client in
            let id = String(repeating: "0", count: 32)
            for (method, path, body) in [
                (HTTPRequest.Method.get, "", nil), (.put, "/configuration", TabBarBuiltInExample.social.json), (.patch, "/options", "{}"),
                (.post, "/events", #"{"command": "back"}"#), (.get, "/frames", nil), (.get, "/render", nil), (.get, "/lint", nil),
                (.get, "/a11y", nil), (.get, "/export", nil), (.delete, "", nil),
            ] as [(HTTPRequest.Method, String, String?)] {
                let reply = try await client.send(method, "/api/v1/sessions/\(id)\(path)", body: body)
                #expect(reply.status == .notFound, "\(method) \(path)")
                #expect(reply.errorCode == "unknownSession", "\(method) \(path)")
            }
            let long = try await client.send(.get, "/api/v1/sessions/" + String(repeating: "a", count: 5_000))
            #expect(long.status == .notFound)
        }
    }

    @Test("a tap at a tab's centre goes through hit testing and the machine: selection, effects and a11y change")
    func tapAtPoint() async throws {
        try await withClient { client in
            let (id, view) = try await client.session()
            guard case .array(let items)? = view["layout"]?["items"],
                let activity = items.first(where: { $0["id"] == .string("activity") }),
                case .object(let frame)? = activity["hitFrame"] ?? activity["frame"]
            else {
                Issue.record("no layout item for activity in \(view["layout"].map { $0.serialized() }?.prefix(300) ?? "")")
                return
            }
            let f = Dictionary(frame.compactMap { m -> (String, Double)? in if case .number(let n) = m.value { (m.key, n) } else { nil } }, uniquingKeysWith: { a, _ in a })
            let x = (f["x"] ?? 0) + (f["width"] ?? 0) / 2, y = (f["y"] ?? 0) + (f["height"] ?? 0) / 2
            let reply = try await client.send(.post, "/api/v1/sessions/\(id)/events", body: #"{"gesture": "tap", "x": \#(x), "y": \#(y)}"#)
            #expect(reply.status == .ok, "\(reply.text.prefix(300))")
            #expect(reply.json["event"]?["hit"] == .string("activity"))
            #expect(reply.json["view"]?["state"]?["selected"] == .string("activity"))
            guard case .array(let effects)? = reply.json["event"]?["step"]?["effects"] else {
                Issue.record("no effects")
                return
            }
            #expect(effects.contains { $0["type"] == .string("selectionChanged") && $0["to"] == .string("activity") })
            #expect(effects.contains { $0["type"] == .string("haptic") })
            #expect(reply.json["view"]?["a11y"] != view["a11y"])
            let nothing = try await client.send(.post, "/api/v1/sessions/\(id)/events", body: #"{"gesture": "tap", "x": 200, "y": 100}"#)
            #expect(nothing.json["event"]?["hit"] == .null)
        }
    }

    @Test("script commands run through the simulator; bad events are located 4xx errors")
    func commands() async throws {
        try await withClient { client in
            let (id, _) = try await client.session()
            let swipe = try await client.send(.post, "/api/v1/sessions/\(id)/events", body: #"{"command": "select profile"}"#)
            #expect(swipe.json["view"]?["state"]?["selected"] == .string("profile"))
            let cases: [(String, HTTPResponse.Status, String)] = [
                (#"{"command": "tap nosuch"}"#, .unprocessableContent, "command: "),
                (#"{"command": "fly away"}"#, .unprocessableContent, "command: "),
                (#"{"command": ""}"#, .unprocessableContent, "command: empty command"),
                (#"{"command": "back\nback"}"#, .badRequest, "command: one command"),
                (#"{"command": 3}"#, .badRequest, "command: must be a string"),
                (#"{"gesture": "tap", "x": 1}"#, .badRequest, "y: must be a number"),
                (#"{"gesture": "pinch", "x": 1, "y": 2}"#, .badRequest, "gesture: unknown gesture"),
                (#"{"tap": "home"}"#, .badRequest, "tap: unknown key"),
                (#"[1, 2]"#, .badRequest, "body: must be an object"),
            ]
            for (body, status, prefix) in cases {
                let reply = try await client.send(.post, "/api/v1/sessions/\(id)/events", body: body)
                #expect(reply.status == status, "\(body)")
                #expect(reply.issues.first?.hasPrefix(prefix) == true, "\(body): \(reply.issues)")
            }
        }
    }

    @Test("a long press on an action with a menu opens it; its items are offered and chosen by number")
    func actionMenu() async throws {
        try await withClient { client in
            let (id, _) = try await client.session()
            var configuration = try TabBarBuiltInExample.social.configuration
            guard let index = configuration.tabs.firstIndex(where: { $0.role == .action }) else {
                Issue.record("social has no action")
                return
            }
            configuration.tabs[index].menu = [TabBarActionMenuItem(id: "photo", title: "Photo"), TabBarActionMenuItem(id: "video", title: "Video")]
            let action = configuration.tabs[index]
            let replaced = try await client.send(.put, "/api/v1/sessions/\(id)/configuration", body: configuration.jsonText())
            #expect(replaced.status == .ok)
            let open = try await client.send(.post, "/api/v1/sessions/\(id)/events", body: #"{"command": "menu open \#(action.id.rawValue)"}"#)
            #expect(open.json["view"]?["menu"]?["tab"] == .string(action.id.rawValue))
            let chosen = try await client.send(.post, "/api/v1/sessions/\(id)/events", body: #"{"command": "menu choose 1"}"#)
            guard case .array(let effects)? = chosen.json["event"]?["step"]?["effects"] else {
                Issue.record("no effects")
                return
            }
            #expect(effects.contains { $0["type"] == .string("presentAction") && $0["item"] == .string(action.menu[0].id) })
        }
    }

    @Test("options change the drawing; unknown options and values are located 422s")
    func options() async throws {
        try await withClient { client in
            let (id, view) = try await client.session()
            let dark = try await client.send(.patch, "/api/v1/sessions/\(id)/options", body: #"{"scheme": "dark", "rightToLeft": true}"#)
            #expect(dark.status == .ok)
            #expect(dark.json["options"]?["scheme"] == .string("dark"))
            #expect(dark.json["svg"] != view["svg"])
            let bad = try await client.send(.patch, "/api/v1/sessions/\(id)/options", body: #"{"scheme": "sepia", "colour": 1, "fps": 30}"#)
            #expect(bad.status == .unprocessableContent)
            #expect(bad.issues.contains { $0.hasPrefix("options.scheme: unknown value \"sepia\"") })
            #expect(bad.issues.contains { $0.hasPrefix("options.colour: unknown option") })
            #expect(bad.issues.contains { $0 == "options.fps: must be 60 or 120" })
            let imported = try await client.send(.patch, "/api/v1/sessions/\(id)/options", body: #"{"theme": "imported"}"#)
            #expect(imported.status == .unprocessableContent)
        }
    }

    @Test("animation frames are the core's timeline sampled at the session's frame rate")
    func frames() async throws {
        try await withClient { client in
            let (id, _) = try await client.session()
            let none = try await client.send(.get, "/api/v1/sessions/\(id)/frames")
            #expect(none.json["frames"] == .array([]))
            _ = try await client.send(.post, "/api/v1/sessions/\(id)/events", body: #"{"command": "tap profile"}"#)
            let reply = try await client.send(.get, "/api/v1/sessions/\(id)/frames")
            guard case .array(let frames)? = reply.json["frames"], case .array(let tracks)? = reply.json["tracks"] else {
                Issue.record("no frames")
                return
            }
            let durations = tracks.compactMap { t -> Double? in
                guard case .number(let d)? = t["delay"], case .number(let a)? = t["duration"] else { return nil }
                return d + a
            }
            let duration = min(durations.max() ?? 0, PlaygroundSession.maximumFrameSeconds)
            #expect(!tracks.isEmpty)
            #expect(frames.count == Int((duration * 60).rounded(.up)) + 1)
            #expect(frames.allSatisfy { if case .string(let s) = $0 { s.hasPrefix("<svg") } else { false } })
            _ = try await client.send(.patch, "/api/v1/sessions/\(id)/options", body: #"{"fps": 120}"#)
            let faster = try await client.send(.get, "/api/v1/sessions/\(id)/frames")
            #expect(faster.json["fps"] == .int(120))
        }
    }

    @Test("lint and a11y endpoints answer as the CLI's JSON does")
    func lintAndAccessibility() async throws {
        try await withClient { client in
            let (id, _) = try await client.session("reflect")
            let lint = try await client.send(.get, "/api/v1/sessions/\(id)/lint")
            #expect(lint.status == .ok)
            guard case .array(let findings)? = lint.json["diagnostics"] else {
                Issue.record("no diagnostics array")
                return
            }
            #expect(findings.allSatisfy { $0["rule"] != nil && $0["fix"] != nil })
            let a11y = try await client.send(.get, "/api/v1/sessions/\(id)/a11y")
            #expect(a11y.json["container"] == .strings(TabBarAccessibility.containerTraits))
        }
    }

    @Test("a DTCG token file becomes the session's theme; bad tokens are located")
    func tokens() async throws {
        try await withClient { client in
            let (id, _) = try await client.session()
            let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Examples/tokens/ocean.tokens.json")
            let text = try String(contentsOf: file, encoding: .utf8)
            let reply = try await client.send(.post, "/api/v1/sessions/\(id)/theme", body: text)
            #expect(reply.status == .ok, "\(reply.issues)")
            #expect(reply.json["options"]?["theme"] == .string("imported"))
            let bad = try await client.send(.post, "/api/v1/sessions/\(id)/theme", body: ##"{"tabbar": {"background": {"color": {"$type": "color", "$value": "#FFFFFF"}}}}"##)
            #expect(bad.status == .unprocessableContent)
            #expect(bad.issues.contains("tabbar.item.selected: required token is missing"))
            let malformed = try await client.send(.post, "/api/v1/sessions/\(id)/theme", body: "{")
            #expect(malformed.status == .badRequest)
            #expect(malformed.issues.first?.hasPrefix("tokens: line 1") == true)
        }
    }

    @Test("exported configuration JSON decodes back to the same configuration; unknown formats are 422")
    func exportJSON() async throws {
        try await withClient { client in
            let (id, _) = try await client.session("reflect")
            let reply = try await client.send(.get, "/api/v1/sessions/\(id)/export?format=configuration-json")
            let text = Self.string(reply.json["text"]) ?? ""
            #expect(try TabBarConfiguration.decode(json: text) == TabBarBuiltInExample.reflect.configuration)
            let theme = try await client.send(.get, "/api/v1/sessions/\(id)/export?format=theme-json")
            #expect(try TabBarJSONValueDecoder().decode(TabBarTheme.self, from: Self.string(theme.json["text"]) ?? "") == .system)
            let bad = try await client.send(.get, "/api/v1/sessions/\(id)/export?format=pdf")
            #expect(bad.status == .unprocessableContent)
            #expect(bad.issues.first?.hasPrefix("query.format: unknown format") == true)
            let flavor = try await client.send(.get, "/api/v1/sessions/\(id)/export?format=swift&flavor=flutter")
            #expect(flavor.status == .unprocessableContent)
        }
    }

    @Test("the stateless render draws an example with options from the query")
    func statelessRender() async throws {
        try await withClient { client in
            let light = try await client.send(.get, "/api/v1/render?example=ouds")
            #expect(light.headers[.contentType] == "image/svg+xml")
            #expect(light.text.hasPrefix("<svg"))
            let dark = try await client.send(.get, "/api/v1/render?example=ouds&scheme=dark&rightToLeft=true&selected=account")
            #expect(dark.status == .ok && dark.text != light.text)
            let bad = try await client.send(.get, "/api/v1/render?example=ouds&scheme=sepia")
            #expect(bad.status == .unprocessableContent)
            #expect(bad.issues.first?.hasPrefix("query.scheme") == true)
            let missing = try await client.send(.get, "/api/v1/render")
            #expect(missing.status == .badRequest)
        }
    }

    @Test("a deleted session is gone")
    func deleteSession() async throws {
        try await withClient { client in
            let (id, _) = try await client.session()
            let gone = try await client.send(.delete, "/api/v1/sessions/\(id)")
            #expect(gone.status == .noContent)
            let again = try await client.send(.get, "/api/v1/sessions/\(id)")
            #expect(again.status == .notFound)
        }
    }
}

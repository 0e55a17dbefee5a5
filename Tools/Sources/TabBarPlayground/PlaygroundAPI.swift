import HTTPTypes
import Hummingbird
import NIOCore
import NIOHTTP1
@_spi(TabBarKitInternal) import TabBarCore
import TabBarRender
@_spi(TabBarKitInternal) import TabBarTools

/// The playground's versioned JSON API over HTTP (documented in docs/playground.md) and its web page.
///
/// Handlers only translate HTTP into calls on `PlaygroundSession` and the core; bad input of any kind
/// is answered with a located JSON error and a 4xx status.
public struct PlaygroundAPI: Sendable {
    /// The API version, in every document and in the path (`/api/v1`).
    public static let version = 1

    /// The sessions.
    public let store: SessionStore
    /// Which `Host` and `Origin` are answered (the server sets the bound port once it listens).
    public let access: LocalAccess

    /// Creates the API over a session store.
    ///
    /// The default access accepts `localhost`, `127.0.0.1` and `[::1]` on port 80, which is what
    /// in-process tests send; `PlaygroundServer.run` sets the address it is bound to.
    public init(store: SessionStore = SessionStore(), access: LocalAccess = LocalAccess(LocalAccessPolicy(boundHost: "localhost", port: 80))) {
        self.store = store
        self.access = access
    }

    /// What the server runs: the router, with HEAD answered as GET without a body.
    public func makeResponder() -> some HTTPResponder<BasicRequestContext> {
        HeadResponder(inner: makeRouter().buildResponder())
    }

    /// A router with every route, the security headers, JSON errors and the local-access checks.
    public func makeRouter() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.middlewares.add(SecurityHeadersMiddleware())
        router.middlewares.add(JSONErrorMiddleware())
        router.middlewares.add(LocalAccessMiddleware(access: access))
        addPage(to: router)
        addCatalogue(to: router)
        addSessions(to: router)
        return router
    }

    // MARK: Page

    private func addPage(to router: Router<BasicRequestContext>) {
        for asset in PageAssets.all {
            router.get(RouterPath(asset.path)) { _, _ in
                Self.text(asset.body, type: asset.mediaType)
            }
        }
    }

    // MARK: Catalogue and stateless render

    private func addCatalogue(to router: Router<BasicRequestContext>) {
        router.get("/api/v1") { _, _ in
            Self.json(Self.catalogue)
        }
        router.get("/api/v1/examples/:name") { _, context in
            let name = context.parameters.get("name") ?? ""
            guard let json = PlaygroundExample.json(named: name) else {
                throw PlaygroundFailure(status: 404, code: "unknownExample", issues: [Self.unknownExample(name, location: "name")])
            }
            return Self.json(.object([("version", .int(Self.version)), ("name", .string(name)), ("configuration", .string(json))]))
        }
        router.get("/api/v1/render") { request, _ in
            let query = request.uri.queryParameters
            guard let name = query.get("example") else {
                throw PlaygroundFailure.badRequest([TabBarInputIssue("query.example", "give ?example=NAME; examples are " + PlaygroundExample.names.joined(separator: ", "))])
            }
            let found: TabBarConfiguration?
            do throws(TabBarConfigurationError) { found = try PlaygroundExample.configuration(named: name) } catch {
                throw PlaygroundFailure.unprocessable(error.issues, code: "invalidConfiguration")
            }
            guard let example = found else {
                throw PlaygroundFailure.unprocessable([Self.unknownExample(name, location: "query.example")], code: "unknownExample")
            }
            var members: [(key: String, value: TabBarJSONValue)] = []
            for key in PlaygroundOptions.keys where key != "fps" {
                guard let value = query.get(key) else { continue }
                members.append((key, value == "true" ? .bool(true) : value == "false" ? .bool(false) : .string(value)))
            }
            let options = try PlaygroundOptions().applying(.object(members), path: "query")
            var session = try PlaygroundSession(configuration: example, options: options)
            if let selected = query.get("selected") { _ = try session.perform(command: "select \(selected)") }
            return Self.text(session.screenSVG().svg, type: "image/svg+xml")
        }
    }

    static func unknownExample(_ name: String, location: String) -> TabBarInputIssue {
        TabBarInputIssue(location, "unknown example \"\(name.prefix(64))\"; examples are " + PlaygroundExample.names.joined(separator: ", "))
    }

    /// Examples, themes, devices, text sizes, script commands, export formats and limits.
    static var catalogue: TabBarJSONValue {
        .object([
            ("version", .int(version)),
            ("examples", .strings(PlaygroundExample.names)),
            ("themes", .strings(PlaygroundOptions.themeNames)),
            ("devices", .strings(TabBarDevicePreset.all.map(\.name))),
            ("orientations", .strings(TabBarOrientation.allCases.map(\.rawValue))),
            ("textSizes", .strings(TabBarTextSize.allCases.map(\.rawValue))),
            ("commands", .strings(TabBarSimulationScript.commands)),
            ("exports", .strings(PlaygroundExport.allCases.map(\.rawValue))),
            ("swiftFlavors", .strings(SwiftFlavor.available.map(\.rawValue))),
            ("limits", .object([
                ("configurationBytes", .int(PlaygroundLimits.maximumConfigurationBytes)),
                ("tokenFileBytes", .int(PlaygroundLimits.maximumTokenFileBytes)),
                ("requestBytes", .int(PlaygroundLimits.maximumRequestBytes)),
                ("savedSnapshots", .int(PlaygroundLimits.maximumSavedSnapshots)),
            ])),
        ])
    }

    // MARK: Sessions

    private func addSessions(to router: Router<BasicRequestContext>) {
        let store = self.store
        router.post("/api/v1/sessions") { request, _ in
            let body = try await Self.bodyText(request, limit: PlaygroundLimits.largestBody)
            let session = try await PlaygroundWork.run(heavy: body.utf8.count > PlaygroundWork.heavyBodyBytes) { () throws(PlaygroundFailure) in
                try Self.newSession(body)
            }
            let id = await store.insert(session)
            return await Self.json(from: session, status: .created) { $0.view(id: id) }
        }
        router.get("/api/v1/sessions/:id") { _, context in
            let id = try Self.sessionID(context)
            return await Self.json(from: try await store.session(id)) { $0.view(id: id) }
        }
        router.delete("/api/v1/sessions/:id") { _, context in
            let id = try Self.sessionID(context)
            guard await store.remove(id) else { throw PlaygroundFailure.unknownSession(id) }
            return Response(status: .noContent)
        }
        router.put("/api/v1/sessions/:id/configuration") { request, context in
            let id = try Self.sessionID(context)
            let text = try await Self.bodyText(request, limit: PlaygroundLimits.maximumConfigurationBytes)
            let large = text.utf8.count > PlaygroundWork.heavyBodyBytes
            let session = try await store.update(id, heavy: large ? true : nil) { session throws(PlaygroundFailure) in
                try session.replaceConfiguration(json: text)
            }.session
            return await Self.json(from: session) { $0.view(id: id) }
        }
        router.patch("/api/v1/sessions/:id/options") { request, context in
            let id = try Self.sessionID(context)
            let value = try Self.parse(try await Self.bodyText(request, limit: PlaygroundLimits.maximumRequestBytes), part: "body")
            let session = try await store.update(id) { session throws(PlaygroundFailure) in try session.updateOptions(value) }.session
            return await Self.json(from: session) { $0.view(id: id) }
        }
        router.post("/api/v1/sessions/:id/events") { request, context in
            let id = try Self.sessionID(context)
            let value = try Self.parse(try await Self.bodyText(request, limit: PlaygroundLimits.maximumRequestBytes), part: "body")
            let event = try Self.event(from: value)
            let (result, session) = try await store.update(id) { session throws(PlaygroundFailure) in
                switch event {
                case .command(let command): try session.perform(command: command)
                case .gesture(let gesture, let point): try session.perform(gesture: gesture, at: point)
                }
            }
            return await Self.json(from: session) { .object([("version", .int(Self.version)), ("event", result), ("view", $0.view(id: id))]) }
        }
        router.get("/api/v1/sessions/:id/frames") { _, context in
            let id = try Self.sessionID(context)
            return await Self.json(from: try await store.session(id)) { $0.frames() }
        }
        router.get("/api/v1/sessions/:id/render") { _, context in
            let id = try Self.sessionID(context)
            let session = try await store.session(id)
            return Self.text(await PlaygroundWork.run(heavy: session.isHeavy) { session.screenSVG().svg }, type: "image/svg+xml")
        }
        router.get("/api/v1/sessions/:id/lint") { _, context in
            let id = try Self.sessionID(context)
            return await Self.json(from: try await store.session(id)) { .object([("version", .int(Self.version)), ("diagnostics", $0.lintJSON())]) }
        }
        router.get("/api/v1/sessions/:id/a11y") { _, context in
            let id = try Self.sessionID(context)
            return await Self.json(from: try await store.session(id)) { session in
                guard case .object(let members) = session.accessibilityJSON(layout: session.layout) else { return .null }
                return .object([("version", .int(Self.version))] + members)
            }
        }
        router.post("/api/v1/sessions/:id/theme") { request, context in
            let id = try Self.sessionID(context)
            let text = try await Self.bodyText(request, limit: PlaygroundLimits.maximumTokenFileBytes)
            let name = request.uri.queryParameters.get("name")
            // Token files are resolved, checked and linted whole: always the heavy lane.
            let session = try await store.update(id, heavy: true) { session throws(PlaygroundFailure) in _ = try session.importTokens(json: text, name: name) }.session
            return await Self.json(from: session) { $0.view(id: id) }
        }
        router.get("/api/v1/sessions/:id/export") { request, context in
            let id = try Self.sessionID(context)
            let query = request.uri.queryParameters
            let formatName = query.get("format") ?? PlaygroundExport.swift.rawValue
            guard let format = PlaygroundExport(rawValue: formatName) else {
                throw PlaygroundFailure.unprocessable([TabBarInputIssue("query.format", "unknown format \"\(formatName.prefix(32))\"; use " + PlaygroundExport.allCases.map(\.rawValue).joined(separator: ", "))])
            }
            let flavorName = query.get("flavor") ?? SwiftFlavor.core.rawValue
            guard let flavor = SwiftFlavor(rawValue: flavorName), SwiftFlavor.available.contains(flavor) else {
                throw PlaygroundFailure.unprocessable([TabBarInputIssue("query.flavor", "unknown flavor \"\(flavorName.prefix(32))\"; this build exports " + SwiftFlavor.available.map(\.rawValue).joined(separator: ", "))])
            }
            return await Self.json(from: try await store.session(id)) { session in
                let text = format.text(configuration: session.configuration, theme: session.theme, flavor: flavor)
                return .object([
                    ("version", .int(Self.version)), ("format", .string(format.rawValue)), ("flavor", .string(flavor.rawValue)),
                    ("fileName", .string(format.fileName)), ("mediaType", .string(format.mediaType)), ("text", .string(text)),
                ])
            }
        }
    }

    /// A new session from the body of `POST /sessions`: an example, a configuration (JSON text), options.
    static func newSession(_ body: String) throws(PlaygroundFailure) -> PlaygroundSession {
        let document = body.isEmpty ? TabBarJSONValue.object([]) : try Self.parse(body, part: "body")
        guard case .object(let members) = document else { throw PlaygroundFailure.badRequest([TabBarInputIssue("body", "must be an object")]) }
        for (key, _) in members where !["example", "configuration", "options"].contains(key) {
            throw PlaygroundFailure.badRequest([TabBarInputIssue(key, "unknown key; use example, configuration or options")])
        }
        let example: String?, text: String?
        switch (document["example"], document["configuration"]) {
        case (.string(let name)?, nil):
            guard PlaygroundExample.names.contains(name) else {
                throw PlaygroundFailure.unprocessable([Self.unknownExample(name, location: "example")], code: "unknownExample")
            }
            (example, text) = (name, nil)
        case (nil, .string(let given)?):
            (example, text) = (nil, given)
        case (nil, nil):
            (example, text) = (TabBarBuiltInExample.social.rawValue, nil)
        default:
            throw PlaygroundFailure.badRequest([TabBarInputIssue("body", "give example (a name) or configuration (JSON text), not both")])
        }
        let configuration: TabBarConfiguration
        do throws(TabBarConfigurationError) {
            if let example, let named = try PlaygroundExample.configuration(named: example) {
                configuration = named
            } else {
                configuration = try TabBarConfiguration.decode(json: text ?? "")
            }
        } catch {
            throw PlaygroundFailure.unprocessable(error.issues.map { TabBarInputIssue("configuration: " + $0.location, $0.reason) }, code: "invalidConfiguration")
        }
        var options = PlaygroundOptions()
        if let value = document["options"] { options = try options.applying(value, path: "options") }
        return try PlaygroundSession(configuration: configuration, options: options)
    }

    // MARK: Request parts

    enum Event: Sendable {
        case command(String)
        case gesture(String, TabBarPoint)
    }

    static func event(from value: TabBarJSONValue) throws(PlaygroundFailure) -> Event {
        guard case .object(let members) = value else { throw .badRequest([TabBarInputIssue("body", "must be an object")]) }
        for (key, _) in members where !["command", "gesture", "x", "y"].contains(key) {
            throw .badRequest([TabBarInputIssue(key, "unknown key; send {\"command\": \"tap home\"} or {\"gesture\": \"tap\", \"x\": 120, \"y\": 800}")])
        }
        if let command = value["command"] {
            guard case .string(let text) = command else { throw .badRequest([TabBarInputIssue("command", "must be a string")]) }
            guard value["gesture"] == nil else { throw .badRequest([TabBarInputIssue("body", "give command or gesture, not both")]) }
            return .command(text)
        }
        guard case .string(let gesture)? = value["gesture"] else {
            throw .badRequest([TabBarInputIssue("body", "give command (a script line) or gesture with x and y")])
        }
        guard case .number(let x)? = value["x"], x.isFinite else { throw .badRequest([TabBarInputIssue("x", "must be a number (points)")]) }
        guard case .number(let y)? = value["y"], y.isFinite else { throw .badRequest([TabBarInputIssue("y", "must be a number (points)")]) }
        return .gesture(gesture, TabBarPoint(x: x, y: y))
    }

    static func sessionID(_ context: BasicRequestContext) throws(PlaygroundFailure) -> String {
        let id = context.parameters.get("id") ?? ""
        guard id.count <= PlaygroundLimits.maximumSessionIDLength else { throw .unknownSession(String(id.prefix(PlaygroundLimits.maximumSessionIDLength))) }
        return id
    }

    static func parse(_ text: String, part: String) throws(PlaygroundFailure) -> TabBarJSONValue {
        do {
            return try TabBarJSONParser.parse(text)
        } catch {
            throw .malformedJSON(error, in: part)
        }
    }

    /// The body as UTF-8 text, refusing bodies over `limit` bytes before reading them whole.
    ///
    /// A body that could not be read is answered for what went wrong: too large (413), not arrived
    /// in time (408), or malformed chunked encoding (400).
    static func bodyText(_ request: Request, limit: Int) async throws(PlaygroundFailure) -> String {
        if let declared = request.headers[.contentLength].flatMap({ Int($0) }), declared > limit {
            throw .tooLarge(limit: limit)
        }
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: limit)
        } catch is NIOTooManyBytesError {
            throw .tooLarge(limit: limit)
        } catch let timeout as RequestReadTimeout {
            throw .requestTimeout(seconds: timeout.seconds)
        } catch let error as HTTPParserError {
            throw .unreadableRequest(error)
        } catch {
            throw .badRequest([TabBarInputIssue("body", "the body could not be read (\(error))")])
        }
        guard let text = String(validating: buffer.readableBytesView, as: UTF8.self) else {
            throw .badRequest([TabBarInputIssue("body", "not UTF-8 text")])
        }
        return text
    }

    // MARK: Responses

    static func json(_ value: TabBarJSONValue, status: HTTPResponse.Status = .ok) -> Response {
        json(serialized: value.serialized(pretty: false), status: status)
    }

    static func json(serialized text: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "application/json; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    /// The JSON answer `make` builds from a session, built (and serialized) on the heavy lane when the
    /// session is large (see ``PlaygroundWork``).
    static func json(
        from session: PlaygroundSession, status: HTTPResponse.Status = .ok, _ make: @escaping @Sendable (PlaygroundSession) -> TabBarJSONValue
    ) async -> Response {
        json(serialized: await PlaygroundWork.run(heavy: session.isHeavy) { make(session).serialized(pretty: false) }, status: status)
    }

    static func text(_ text: String, type: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: type, .cacheControl: "no-cache"], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}

/// Adds the security headers to every response, errors included.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        for (name, value) in SecurityHeaders.fields {
            if let field = HTTPField.Name(name) { response.headers[field] = value }
        }
        return response
    }
}

/// Turns every error into the API's JSON error document with its status.
struct JSONErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let failure as PlaygroundFailure {
            return PlaygroundAPI.json(failure.json, status: HTTPResponse.Status(code: failure.status))
        } catch let error as any HTTPResponseError {
            let failure = PlaygroundFailure(
                status: error.status.code, code: error.status == .notFound ? "notFound" : "httpError",
                issues: [TabBarInputIssue("\(request.method) \(request.uri.path)", error.status.reasonPhrase.lowercased())])
            return PlaygroundAPI.json(failure.json, status: error.status)
        }
    }
}

import HTTPTypes
import Hummingbird
import TabBarPlayground
import Testing

/// Who may use the playground: only requests addressed to its own names and port, from its own page,
/// with JSON bodies. Requests are built by hand here, with any Host, Origin and Sec-Fetch headers.
@Suite("local access policy")
struct LocalAccessPolicyTests {
    let loopback = LocalAccessPolicy(boundHost: "127.0.0.1", port: 8080)

    func request(_ method: HTTPRequest.Method = .get, authority: String? = "127.0.0.1:8080", _ fields: [(String, String)] = []) -> Request {
        var headers = HTTPFields()
        for (name, value) in fields {
            if let field = HTTPField.Name(name) { headers.append(HTTPField(name: field, value: value)) }
        }
        return Request(head: HTTPRequest(method: method, scheme: "http", authority: authority, path: "/api/v1", headerFields: headers), body: .init(buffer: ByteBuffer()))
    }

    /// The refusal's status and code, or nil when the request is accepted.
    func verdict(_ request: Request, policy: LocalAccessPolicy? = nil) -> String? {
        do {
            try (policy ?? loopback).check(request)
            return nil
        } catch {
            return "\(error.status) \(error.code)"
        }
    }

    @Test("the loopback names on the bound port are accepted, in any case", arguments: ["127.0.0.1:8080", "localhost:8080", "LOCALHOST:8080", "[::1]:8080"])
    func ownNames(authority: String) {
        #expect(verdict(request(authority: authority)) == nil)
    }

    @Test("another name or port is refused (DNS rebinding): 403 forbiddenHost", arguments: [
        "evil.example:8080", "evil.example", "127.0.0.1:8081", "127.0.0.1", "localhost.:8080", "127.0.0.2:8080", "0.0.0.0:8080",
        "localhost:08080x", "localhost:99999", "local host:8080", "user@localhost:8080", "[::1:8080",
    ])
    func foreignHosts(authority: String) {
        #expect(verdict(request(authority: authority)) == "403 forbiddenHost")
    }

    @Test("a missing, empty or repeated Host is 400 missingHost")
    func missingHost() {
        #expect(verdict(request(authority: nil)) == "400 missingHost")
        #expect(verdict(request(authority: "")) == "400 missingHost")
        #expect(verdict(request(authority: "127.0.0.1:8080", [("Host", "evil.example")])) == "400 missingHost")
    }

    @Test("before the server listens (no port yet) every request is refused")
    func unbound() {
        #expect(verdict(request(), policy: LocalAccessPolicy(boundHost: "127.0.0.1", port: nil)) == "403 forbiddenHost")
    }

    @Test("port 80 may be left out of Host")
    func defaultPort() {
        let policy = LocalAccessPolicy(boundHost: "localhost", port: 80)
        #expect(verdict(request(authority: "localhost"), policy: policy) == nil)
        #expect(verdict(request(authority: "localhost:80"), policy: policy) == nil)
    }

    @Test("all addresses (0.0.0.0) with --allow-host accepts that name and loopback, and nothing else")
    func allowedHosts() {
        let policy = LocalAccessPolicy(boundHost: "0.0.0.0", port: 8080, extraHostNames: ["Mac.local", "fe80::1"])
        #expect(policy.hostNames == ["mac.local", "[fe80::1]", "localhost", "127.0.0.1", "[::1]"])
        #expect(verdict(request(authority: "mac.local:8080"), policy: policy) == nil)
        #expect(verdict(request(authority: "[fe80::1]:8080"), policy: policy) == nil)
        #expect(verdict(request(authority: "evil.example:8080"), policy: policy) == "403 forbiddenHost")
        #expect(verdict(request(authority: "0.0.0.0:8080"), policy: policy) == "403 forbiddenHost")
    }

    @Test("the page's own Origin is accepted; any other, null, https or two Origins are 403 crossOrigin")
    func origins() {
        #expect(verdict(request(.post, [("Origin", "http://127.0.0.1:8080"), ("Content-Type", "application/json")])) == nil)
        #expect(verdict(request(.post, [("Origin", "http://localhost:8080"), ("Content-Type", "application/json")])) == nil)
        for origin in ["http://evil.example", "http://127.0.0.1:9999", "null", "https://127.0.0.1:8080", "http://127.0.0.1:8080/path", "file://"] {
            #expect(verdict(request(.post, [("Origin", origin), ("Content-Type", "application/json")])) == "403 crossOrigin", "\(origin)")
        }
        #expect(verdict(request(.get, [("Origin", "http://127.0.0.1:8080"), ("Origin", "http://evil.example")])) == "403 crossOrigin")
    }

    @Test("Sec-Fetch-Site cross-site or same-site is refused, except a GET navigation to the page")
    func fetchMetadata() {
        #expect(verdict(request(.get, [("Sec-Fetch-Site", "same-origin"), ("Sec-Fetch-Mode", "cors")])) == nil)
        #expect(verdict(request(.get, [("Sec-Fetch-Site", "none"), ("Sec-Fetch-Mode", "navigate")])) == nil)
        #expect(verdict(request(.get, [("Sec-Fetch-Site", "cross-site"), ("Sec-Fetch-Mode", "navigate")])) == nil, "a link to the playground still opens it")
        #expect(verdict(request(.get, [("Sec-Fetch-Site", "cross-site"), ("Sec-Fetch-Mode", "no-cors")])) == "403 crossOrigin")
        #expect(verdict(request(.get, [("Sec-Fetch-Site", "same-site"), ("Sec-Fetch-Mode", "cors")])) == "403 crossOrigin")
        #expect(verdict(request(.post, [("Sec-Fetch-Site", "cross-site"), ("Sec-Fetch-Mode", "navigate"), ("Content-Type", "application/json")])) == "403 crossOrigin",
                "a form posted from elsewhere is a navigation too, but not a GET")
    }

    @Test("POST, PUT and PATCH need Content-Type: application/json (415), so no simple cross-origin request or form can send one")
    func contentTypes() {
        for method in [HTTPRequest.Method.post, .put, .patch] {
            #expect(verdict(request(method, [("Content-Type", "application/json")])) == nil)
            #expect(verdict(request(method, [("Content-Type", "Application/JSON ; charset=utf-8")])) == nil)
            for type in ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonx"] {
                #expect(verdict(request(method, [("Content-Type", type)])) == "415 unsupportedMediaType", "\(method) \(type)")
            }
            #expect(verdict(request(method)) == "415 unsupportedMediaType")
        }
        #expect(verdict(request(.get)) == nil)
        #expect(verdict(request(.delete)) == nil)
    }

    @Test("--allow-host takes a host name or address without a port")
    func hostNames() {
        for name in ["mac.local", "192.168.1.5", "fe80::1", "[fe80::1]", "LOCALHOST"] { #expect(LocalAccessPolicy.isHostName(name), "\(name)") }
        for name in ["mac.local:8080", "", "a b", "user@host", "[::1]:80", "http://x"] { #expect(!LocalAccessPolicy.isHostName(name), "\(name)") }
    }
}

/// A deep-link URL pattern such as `app://activity/item/:id`.
///
/// Segments are literals, `:name` parameters or `*` (any one segment); a trailing `**`
/// matches the rest. Scheme and host compare case-insensitively, the path exactly.
public struct TabBarRoutePattern: Hashable, Sendable, CustomStringConvertible {
    enum Segment: Hashable, Sendable {
        case literal(String)
        case parameter(String)
        case wildcard
        case rest
    }

    /// The pattern as written.
    public let text: String
    let scheme: String
    let host: Segment
    let path: [Segment]

    /// Parses a pattern; returns `nil` with a reason when it is malformed.
    public static func parse(_ text: String) -> Result<TabBarRoutePattern, TabBarRoutePatternError> {
        guard let parts = URLParts(text) else {
            return .failure(TabBarRoutePatternError(pattern: text, reason: "expected scheme://host/path"))
        }
        var segments: [Segment] = []
        for (index, raw) in parts.path.enumerated() {
            let segment = Segment(raw)
            if case .parameter(let name) = segment, name.isEmpty {
                return .failure(TabBarRoutePatternError(pattern: text, reason: "a parameter needs a name after ':'"))
            }
            if segment == .rest && index != parts.path.count - 1 {
                return .failure(TabBarRoutePatternError(pattern: text, reason: "'**' may only end a pattern"))
            }
            segments.append(segment)
        }
        return .success(TabBarRoutePattern(text: text, scheme: parts.scheme, host: Segment(parts.host), path: segments))
    }

    /// The pattern as written.
    public var description: String { text }

    /// How specific the pattern is: literal segments count most; used to order matching.
    var specificity: Int {
        ([host] + path).reduce(0) { total, segment in
            switch segment {
            case .literal: total + 100
            case .parameter: total + 10
            case .wildcard: total + 5
            case .rest: total
            }
        }
    }

    /// The captured parameters when `url` matches, otherwise `nil`.
    func match(_ url: URLParts) -> [String: String]? {
        guard url.scheme == scheme else { return nil }
        var captured: [String: String] = [:]
        guard host.matches(url.host, into: &captured) else { return nil }
        return matchPath(url.path, capturing: captured)
    }

    /// The captured parameters when a route's path segments (what a matched URL's stack holds) match the
    /// pattern's path, otherwise `nil`.
    func matchPath<S: StringProtocol>(_ segments: [S], capturing captured: [String: String] = [:]) -> [String: String]? {
        var captured = captured
        var index = 0
        for segment in path {
            if segment == .rest { return captured }
            guard index < segments.count, segment.matches(String(segments[index]), into: &captured) else { return nil }
            index += 1
        }
        return index == segments.count ? captured : nil
    }
}

/// Why a deep-link pattern could not be parsed.
public struct TabBarRoutePatternError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    public var pattern: String
    /// What is wrong with it.
    public var reason: String
    /// A one-line explanation.
    public var description: String { "invalid route pattern \"\(pattern)\": \(reason)" }
}

extension TabBarRoutePattern.Segment {
    init(_ raw: String) {
        if raw == "*" {
            self = .wildcard
        } else if raw == "**" {
            self = .rest
        } else if raw.hasPrefix(":") {
            self = .parameter(String(raw.dropFirst()))
        } else {
            self = .literal(raw)
        }
    }

    func matches(_ value: String, into captured: inout [String: String]) -> Bool {
        switch self {
        case .literal(let literal): return literal == value
        case .parameter(let name):
            captured[name] = value
            return true
        case .wildcard, .rest: return true
        }
    }
}

/// A URL split into scheme, host and path segments, without Foundation's platform quirks.
struct URLParts: Hashable, Sendable {
    var scheme: String
    var host: String
    var path: [String]

    /// Splits `scheme://host/a/b?query#fragment`; `nil` when there is no scheme or host.
    init?(_ text: String) {
        guard let schemeEnd = text.range(of: "://") else { return nil }
        let scheme = text[..<schemeEnd.lowerBound]
        guard !scheme.isEmpty, scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) else {
            return nil
        }
        var rest = text[schemeEnd.upperBound...]
        if let cut = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<cut] }
        let pieces = rest.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard let host = pieces.first else { return nil }
        self.scheme = scheme.lowercased()
        self.host = host.lowercased()
        self.path = Array(pieces.dropFirst())
    }
}

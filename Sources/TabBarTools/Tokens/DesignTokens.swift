import TabBarCore
/// A W3C Design Tokens (DTCG) document, flattened and ready to resolve per appearance.
///
/// Two shapes are accepted:
/// - one tree whose colour tokens carry their other appearances in
///   `$extensions["org.tabbarkit.modes"]` (`dark`, `lightIncreasedContrast`, `darkIncreasedContrast`);
/// - parallel trees under top-level `light` and `dark` (and optionally `lightIncreasedContrast`,
///   `darkIncreasedContrast`) holding the same token paths.
///
/// Groups may set `$type` for their tokens; a value that is exactly `"{group.token}"` is an alias.
public struct DesignTokens: Sendable {
    /// The extension key that holds a token's other appearances.
    public static let modesExtension = "org.tabbarkit.modes"

    /// One token as written.
    struct Token: Sendable {
        var path: String
        var location: String
        var type: String?
        var value: JSONValue
        var modes: [String: JSONValue]
    }

    /// The mode names, in resolution order.
    public static let modeNames = ["light", "dark", "lightIncreasedContrast", "darkIncreasedContrast"]

    /// Tokens per mode tree; a single-tree document has only "light".
    let trees: [String: [String: Token]]
    /// Whether the document uses parallel mode trees.
    let parallel: Bool

    /// Flattens a document, reporting malformed tokens with their JSON path.
    public init(_ document: JSONValue) throws(ConfigurationError) {
        guard case .object(let members) = document else {
            throw ConfigurationError([InputIssue("", "a token file is a JSON object")])
        }
        let keys = Set(members.map(\.key))
        let parallel = keys.contains("light") && keys.contains("dark") && keys.isSubset(of: Set(Self.modeNames + ["$schema", "$description"]))
        var issues: [InputIssue] = []
        var trees: [String: [String: Token]] = [:]
        if parallel {
            for member in members where Self.modeNames.contains(member.key) {
                var tokens: [String: Token] = [:]
                Self.flatten(member.value, path: "", location: member.key, inherited: nil, into: &tokens, issues: &issues)
                trees[member.key] = tokens
            }
        } else {
            var tokens: [String: Token] = [:]
            Self.flatten(document, path: "", location: "", inherited: nil, into: &tokens, issues: &issues)
            trees["light"] = tokens
        }
        if !issues.isEmpty { throw ConfigurationError(issues) }
        self.trees = trees
        self.parallel = parallel
    }

    static func flatten(_ value: JSONValue, path: String, location: String, inherited: String?, into tokens: inout [String: Token], issues: inout [InputIssue]) {
        guard case .object(let members) = value else {
            issues.append(InputIssue(location, "expected a group or a token object"))
            return
        }
        var type = inherited
        if let declared = value["$type"] {
            guard case .string(let name) = declared else {
                issues.append(InputIssue(join(location, "$type"), "expected a type name"))
                return
            }
            type = name
        }
        if let tokenValue = value["$value"] {
            var modes: [String: JSONValue] = [:]
            if case .object? = value["$extensions"]?[modesExtension], case .object(let modeMembers)? = value["$extensions"]?[modesExtension] {
                for mode in modeMembers {
                    guard modeNames.dropFirst().contains(mode.key) else {
                        issues.append(InputIssue(join(location, "$extensions.\(modesExtension).\(mode.key)"), "unknown mode; expected dark, lightIncreasedContrast or darkIncreasedContrast"))
                        continue
                    }
                    modes[mode.key] = mode.value
                }
            }
            tokens[path] = Token(path: path, location: location, type: type, value: tokenValue, modes: modes)
            return
        }
        for member in members where !member.key.hasPrefix("$") {
            if member.key.contains(".") || member.key.contains("{") || member.key.contains("}") {
                issues.append(InputIssue(join(location, member.key), "a token or group name may not contain '.', '{' or '}'"))
                continue
            }
            flatten(member.value, path: join(path, member.key), location: join(location, member.key), inherited: type, into: &tokens, issues: &issues)
        }
    }

    static func join(_ a: String, _ b: String) -> String { a.isEmpty ? b : "\(a).\(b)" }

    /// Every token path, sorted.
    public var paths: [String] { Set(trees.values.flatMap(\.keys)).sorted() }

    /// The token for a path: in a parallel document from the mode's tree, falling back from
    /// increased contrast to standard and from dark to light; in one tree, the only tree.
    func token(_ path: String, mode: String) -> Token? {
        guard parallel else { return trees["light"]?[path] }
        var chain = [mode]
        if mode == "lightIncreasedContrast" { chain.append("light") }
        if mode == "darkIncreasedContrast" { chain += ["dark", "light"] }
        if mode == "dark" { chain.append("light") }
        return chain.lazy.compactMap { self.trees[$0]?[path] }.first
    }

    /// The value of a token in an appearance mode, aliases followed, with its declared type and where it is written.
    public func resolve(_ path: String, mode: String = "light") throws(ConfigurationError) -> (value: JSONValue, type: String?, location: String) {
        var visited: [String] = []
        return try resolve(path, mode: mode, visited: &visited, referencedFrom: nil)
    }

    func resolve(_ path: String, mode: String, visited: inout [String], referencedFrom: String?) throws(ConfigurationError) -> (value: JSONValue, type: String?, location: String) {
        guard let token = token(path, mode: mode) else {
            let from = referencedFrom ?? path
            throw ConfigurationError([InputIssue(from, referencedFrom == nil ? "no such token" : "unknown reference {\(path)}")])
        }
        if visited.contains(path) {
            let cycle = (visited.drop(while: { $0 != path }) + [path]).map { "{\($0)}" }.joined(separator: " → ")
            throw ConfigurationError([InputIssue(Self.join(token.location, "$value"), "reference cycle \(cycle)")])
        }
        visited.append(path)
        defer { visited.removeLast() }
        var raw = token.value
        var location = Self.join(token.location, "$value")
        if !parallel {
            for candidate in Self.fallbackModes(mode) {
                if let value = token.modes[candidate] {
                    raw = value
                    location = Self.join(token.location, "$extensions.\(Self.modesExtension).\(candidate)")
                    break
                }
            }
        }
        if case .string(let text) = raw, text.hasPrefix("{"), text.hasSuffix("}") {
            let target = String(text.dropFirst().dropLast())
            let resolved = try resolve(target, mode: mode, visited: &visited, referencedFrom: location)
            return (resolved.value, token.type ?? resolved.type, location)
        }
        return (raw, token.type, location)
    }

    /// The modes whose values apply to `mode`, most specific first (light has none of its own).
    static func fallbackModes(_ mode: String) -> [String] {
        switch mode {
        case "dark": ["dark"]
        case "lightIncreasedContrast": ["lightIncreasedContrast"]
        case "darkIncreasedContrast": ["darkIncreasedContrast", "dark"]
        default: []
        }
    }
}

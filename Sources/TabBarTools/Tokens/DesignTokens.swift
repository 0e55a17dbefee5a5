import TabBarCore
/// A W3C Design Tokens (DTCG) document, flattened, resolved and checked as a whole.
///
/// Two shapes are accepted:
/// - one tree whose colour tokens carry their other appearances in
///   `$extensions["org.tabbarkit.modes"]` (`dark`, `lightIncreasedContrast`, `darkIncreasedContrast`);
/// - parallel trees under top-level `light` and `dark` (and optionally `lightIncreasedContrast`,
///   `darkIncreasedContrast`) holding the same token paths.
///
/// Groups may set `$type` for their tokens; a value that is exactly `"{group.token}"` is an alias.
/// The whole file is checked when it is read, whether or not a theme uses a token: every
/// reference cycle, dangling or malformed reference, unknown `$` key or `$type`, alias between
/// tokens of different types, malformed value (hex, alpha, non-finite dimension or duration)
/// and appearance value on a token that is not a colour is an error located by JSON path.
/// Aliases are followed iteratively, each token once per appearance, so the work is linear.
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

    /// The `$` keys a token may hold.
    static let tokenKeys: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated"]
    /// The `$` keys a group may hold.
    static let groupKeys: Set<String> = ["$type", "$description", "$extensions", "$deprecated"]
    /// The DTCG types this reader knows.
    static let knownTypes: Set<String> = [
        "color", "dimension", "number", "duration", "fontWeight", "fontFamily", "boolean", "string",
        "cubicBezier", "shadow", "gradient", "typography", "border", "transition", "strokeStyle",
    ]

    /// Tokens per mode tree; a single-tree document has only "light".
    let trees: [String: [String: Token]]
    /// Whether the document uses parallel mode trees.
    let parallel: Bool
    /// Every token resolved in every mode, computed once when the document is read.
    let outcomes: [String: [String: Outcome]]
    /// Every problem in the whole file, located by JSON path, in document order; empty when the file is valid.
    public private(set) var problems: [InputIssue] = []

    /// A token's value with aliases followed.
    struct Resolved: Sendable {
        /// The value at the end of the alias chain.
        var value: JSONValue
        /// The first declared type along the chain.
        var type: String?
        /// Where the token's own value is written.
        var location: String
        /// Where the value at the end of the chain is written.
        var valueLocation: String
    }

    /// How resolving one token in one mode ended.
    enum Outcome: Sendable {
        case resolved(Resolved)
        case failed(InputIssue)
    }

    /// Flattens, resolves and checks a document; a document that is not an object throws, and every
    /// other problem is kept in `problems`, each with its JSON path.
    public init(_ document: JSONValue) throws(ConfigurationError) {
        guard case .object(let members) = document else {
            throw ConfigurationError([InputIssue(InputIssue.rootLocation, "a token file is a JSON object")])
        }
        let keys = Set(members.map(\.key))
        let parallel = keys.contains("light") && keys.contains("dark") && keys.isSubset(of: Set(Self.modeNames + ["$schema", "$description"]))
        var issues = IssueList()
        var trees: [String: [String: Token]] = [:]
        if parallel {
            for member in members where Self.modeNames.contains(member.key) {
                var tokens: [String: Token] = [:]
                Self.flatten(member.value, path: "", location: member.key, inherited: nil, into: &tokens, issues: &issues)
                trees[member.key] = tokens
            }
        } else {
            var tokens: [String: Token] = [:]
            Self.flatten(document, path: "", location: "", inherited: nil, into: &tokens, issues: &issues, root: true)
            trees["light"] = tokens
        }
        self.trees = trees
        self.parallel = parallel
        var outcomes: [String: [String: Outcome]] = [:]
        let paths = Set(trees.values.flatMap(\.keys)).sorted()
        for mode in Self.modeNames {
            outcomes[mode] = Self.resolveAll(paths, mode: mode, trees: trees, parallel: parallel)
        }
        self.outcomes = outcomes
        checkValues(paths, issues: &issues)
        self.problems = issues.list
    }

    /// Throws every problem in the file at once (`TabBarTheme/init(tokens:name:)` reports them too).
    public func validate() throws(ConfigurationError) {
        if !problems.isEmpty { throw ConfigurationError(problems) }
    }

    static func flatten(
        _ value: JSONValue, path: String, location: String, inherited: String?, into tokens: inout [String: Token],
        issues: inout IssueList, root: Bool = false
    ) {
        guard case .object(let members) = value else {
            issues.append(InputIssue(location.isEmpty ? InputIssue.rootLocation : location, "expected a group or a token object"))
            return
        }
        var type = inherited
        if let declared = value["$type"] {
            guard case .string(let name) = declared else {
                issues.append(InputIssue(join(location, "$type"), "expected a type name"))
                return
            }
            guard knownTypes.contains(name) else {
                issues.append(InputIssue(join(location, "$type"), "unknown $type \"\(name)\"; expected one of " + knownTypes.sorted().joined(separator: ", ")))
                return
            }
            type = name
        }
        let isToken = value["$value"] != nil
        let allowed = isToken ? tokenKeys : groupKeys.union(root ? ["$schema"] : [])
        for member in members where member.key.hasPrefix("$") && !allowed.contains(member.key) {
            issues.append(InputIssue(
                InputIssue.member(member.key, of: location),
                "unknown key \(JSONValue.string(member.key).serialized(pretty: false)) in a \(isToken ? "token" : "group"); expected one of " + allowed.sorted().joined(separator: ", ")))
        }
        if let tokenValue = value["$value"] {
            var modes: [String: JSONValue] = [:]
            if let modesValue = value["$extensions"]?[modesExtension] {
                let modesLocation = join(location, "$extensions.\(modesExtension)")
                if case .object(let modeMembers) = modesValue {
                    for mode in modeMembers {
                        guard modeNames.dropFirst().contains(mode.key) else {
                            issues.append(InputIssue(InputIssue.member(mode.key, of: modesLocation), "unknown mode; expected dark, lightIncreasedContrast or darkIncreasedContrast"))
                            continue
                        }
                        modes[mode.key] = mode.value
                    }
                } else {
                    issues.append(InputIssue(modesLocation, "expected an object of appearance values"))
                }
            }
            for member in members where !member.key.hasPrefix("$") {
                issues.append(InputIssue(InputIssue.member(member.key, of: location), "a token cannot also hold tokens or groups"))
            }
            tokens[path] = Token(path: path, location: location, type: type, value: tokenValue, modes: modes)
            return
        }
        for member in members where !member.key.hasPrefix("$") {
            if member.key.isEmpty || member.key.contains(".") || member.key.contains("{") || member.key.contains("}") {
                issues.append(InputIssue(InputIssue.member(member.key, of: location), "a token or group name must be non-empty and may not contain '.', '{' or '}'"))
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
    func token(_ path: String, mode: String) -> Token? { Self.token(path, mode: mode, trees: trees, parallel: parallel) }

    static func token(_ path: String, mode: String, trees: [String: [String: Token]], parallel: Bool) -> Token? {
        guard parallel else { return trees["light"]?[path] }
        for candidate in [mode] + fallbackTrees(mode) {
            if let token = trees[candidate]?[path] { return token }
        }
        return nil
    }

    static func fallbackTrees(_ mode: String) -> [String] {
        switch mode {
        case "lightIncreasedContrast": ["light"]
        case "darkIncreasedContrast": ["dark", "light"]
        case "dark": ["light"]
        default: []
        }
    }

    /// The value of a token in an appearance mode, aliases followed, with its declared type and where it is written.
    public func resolve(_ path: String, mode: String = "light") throws(ConfigurationError) -> (value: JSONValue, type: String?, location: String) {
        switch outcomes[mode]?[path] {
        case .resolved(let r)?: return (r.value, r.type, r.location)
        case .failed(let issue)?: throw ConfigurationError([issue])
        case nil: throw ConfigurationError([InputIssue(path, "no such token")])
        }
    }

    /// One step of a chain: a value, an alias to follow, or a malformed reference.
    enum Step {
        case value(JSONValue, type: String?, location: String)
        case alias(String, type: String?, location: String)
        case invalid(InputIssue)
    }

    static func step(_ token: Token, mode: String, parallel: Bool) -> Step {
        var raw = token.value
        var location = join(token.location, "$value")
        if !parallel {
            for candidate in fallbackModes(mode) {
                if let value = token.modes[candidate] {
                    raw = value
                    location = join(token.location, "$extensions.\(modesExtension).\(candidate)")
                    break
                }
            }
        }
        guard case .string(let text) = raw, text.hasPrefix("{") || text.hasSuffix("}") else {
            return .value(raw, type: token.type, location: location)
        }
        let target = text.dropFirst().dropLast()
        guard text.count >= 2, text.hasPrefix("{"), text.hasSuffix("}"), !target.isEmpty, !target.contains("{"), !target.contains("}") else {
            return .invalid(InputIssue(location, "malformed reference \(raw.serialized(pretty: false)); write {group.token}"))
        }
        return .alias(String(target), type: token.type, location: location)
    }

    /// Resolves every path in one mode. Each token is visited once: a chain is walked until it
    /// reaches a value, a token already resolved, a missing token or a token on the chain itself
    /// (a cycle); then every token on the chain gets its outcome.
    static func resolveAll(_ paths: [String], mode: String, trees: [String: [String: Token]], parallel: Bool) -> [String: Outcome] {
        var outcomes: [String: Outcome] = [:]
        for start in paths where outcomes[start] == nil {
            var chain: [(path: String, type: String?, location: String)] = []
            var onChain: [String: Int] = [:]
            var current = start
            var end: Outcome
            while true {
                if let known = outcomes[current] {
                    end = known
                    break
                }
                if let position = onChain[current] {
                    end = .failed(InputIssue(chain[position].location, "reference cycle " + cycleText(chain[position...].map(\.path))))
                    break
                }
                guard let token = token(current, mode: mode, trees: trees, parallel: parallel) else {
                    end = .failed(chain.last.map { InputIssue($0.location, "unknown reference {\(current)}") } ?? InputIssue(current, "no such token"))
                    break
                }
                switch step(token, mode: mode, parallel: parallel) {
                case .value(let value, let type, let location):
                    end = .resolved(Resolved(value: value, type: type, location: location, valueLocation: location))
                    outcomes[current] = end
                case .invalid(let issue):
                    end = .failed(issue)
                    outcomes[current] = end
                case .alias(let target, let type, let location):
                    onChain[current] = chain.count
                    chain.append((current, type, location))
                    current = target
                    continue
                }
                break
            }
            for link in chain.reversed() {
                if case .resolved(let next) = end {
                    if let type = link.type, let nextType = next.type, type != nextType {
                        end = .failed(InputIssue(link.location, "a $type \"\(type)\" token refers to {\(next.location.tokenPath)}, a $type \"\(nextType)\" token"))
                    } else {
                        end = .resolved(Resolved(value: next.value, type: link.type ?? next.type, location: link.location, valueLocation: next.valueLocation))
                    }
                }
                outcomes[link.path] = end
            }
        }
        return outcomes
    }

    /// `{a} → {b} → {a}`; a cycle of more than eight tokens shows its first six, the count and the way back.
    static func cycleText(_ paths: [String]) -> String {
        let shown = paths.count > 8 ? Array(paths.prefix(6)) : paths
        var text = (shown + [paths[0]]).map { "{\($0)}" }.joined(separator: " → ")
        if paths.count > 8 {
            text = shown.map { "{\($0)}" }.joined(separator: " → ") + " → … \(paths.count - 7) more … → {\(paths[paths.count - 1])} → {\(paths[0])}"
        }
        return text
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

/// Issues in the order found, each once.
struct IssueList {
    private(set) var list: [InputIssue] = []
    private var seen: Set<InputIssue> = []

    mutating func append(_ issue: InputIssue) {
        if seen.insert(issue).inserted { list.append(issue) }
    }
}

extension String {
    /// The token path of a location such as `tabbar.size.$value` or `dark.tabbar.size.$value`.
    var tokenPath: String {
        var parts = split(separator: ".", omittingEmptySubsequences: false)
        if let index = parts.firstIndex(where: { $0.hasPrefix("$") }) { parts.removeSubrange(index...) }
        if let first = parts.first, DesignTokens.modeNames.contains(String(first)), parts.count > 1 { parts.removeFirst() }
        return parts.joined(separator: ".")
    }
}

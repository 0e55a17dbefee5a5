@_spi(TabBarKitInternal) import TabBarCore

/// Follows references (curly aliases, JSON Pointers, references inside composite values) once per token
/// and appearance, and checks values against their types.
struct Resolver {
    typealias Outcome = TabBarDesignTokens.Outcome
    typealias Resolved = TabBarDesignTokens.Resolved

    let trees: [String: [String: TabBarDesignTokens.Token]]
    /// The only tree of a document without parallel trees.
    let lightTree: [String: TabBarDesignTokens.Token]
    let parallel: Bool
    let document: TabBarJSONValue
    let validation: TabBarDesignTokens.Validation
    /// The paths of groups, and of tokens that could not be read (with their problem), so that a reference to one
    /// says so instead of "unknown reference".
    let groups: Set<String>
    let dropped: [String: TabBarInputIssue]
    /// The token paths by their lowercased form, made the first time a reference is unknown.
    let spelling = SpellingIndex()
    /// Outcomes found so far, one table per mode (in `TabBarDesignTokens.modeNames` order).
    var memo: [[String: Outcome]] = Array(repeating: [:], count: TabBarDesignTokens.modeNames.count + 1)
    var inProgress: Set<String> = []
    var depth = 0
    /// References may nest (a pointer into a value that holds a pointer…) at most this deep.
    static let maximumDepth = 64

    init(
        trees: [String: [String: TabBarDesignTokens.Token]], parallel: Bool, document: TabBarJSONValue, validation: TabBarDesignTokens.Validation,
        groups: Set<String> = [], dropped: [String: TabBarInputIssue] = [:]
    ) {
        self.trees = trees
        self.lightTree = trees["light"] ?? [:]
        self.parallel = parallel
        self.document = document
        self.validation = validation
        self.groups = groups
        self.dropped = dropped
    }

    /// The path a reference reaches: itself, or, when no token has it and it ends in `.value` (Style Dictionary 2
    /// and 3 write `{color.primary.value}`), the token without that last name.
    static func existing(_ target: String, exists: (String) -> Bool) -> String {
        guard target.utf8.last == UInt8(ascii: "e"), target.hasSuffix(".value") || target.hasSuffix(".$value"), !exists(target) else { return target }
        let base = String(target[..<(target.lastIndex(of: ".") ?? target.endIndex)])
        return exists(base) ? base : target
    }

    /// A reference's target, its `.value` form read as Style Dictionary reads it.
    func target(_ path: String, mode: String) -> String {
        Self.existing(path) { token($0, mode: mode) != nil }
    }

    /// Why a reference to a path that is no token fails: it is a group, a token that could not be read (its own
    /// problem, reported once where it is), or nothing.
    func missing(_ path: String, at location: String) -> TabBarInputIssue {
        if let issue = dropped[path] { return issue }
        if groups.contains(path) {
            return TabBarInputIssue(location, "{\(path.shownReference)} is a group, not a token; refer to one of its tokens")
        }
        if let near = spelling.path(like: path, in: trees) {
            return TabBarInputIssue(location, "unknown reference {\(path.shownReference)}; token names are case-sensitive: did you mean {\(near.shownReference)}?")
        }
        return TabBarInputIssue(location, "unknown reference {\(path.shownReference)}")
    }

    /// One step of a chain: a value, an alias to follow, a pointer, or a malformed reference.
    enum Step {
        case value(TabBarJSONValue, location: TabBarDesignTokens.Place)
        case alias(String, location: TabBarDesignTokens.Place)
        case pointer([String], location: String)
        case invalid(TabBarInputIssue)
    }

    /// One step of a token's chain in a mode; `specific` says whether a value of the mode's own was used (a token of
    /// the mode's tree or one of its appearance values), rather than light's.
    func step(_ token: TabBarDesignTokens.Token, mode: String, tree: String, specific: inout Bool) -> Step {
        var raw = token.value
        var place: TabBarDesignTokens.Place = token.pointer == nil ? .valueOf(token.location) : .text(TabBarDesignTokens.join(token.location, "$ref"))
        specific = tree != "light"
        if !token.modes.isEmpty {
            // A token's own appearance values apply where its tree is less specific than the mode (a light token
            // read for dark, a dark file's token read for dark increased contrast).
            for candidate in TabBarDesignTokens.fallbackModes(mode) where candidate != tree {
                if let value = token.modes[candidate] {
                    raw = value
                    place = .text(TabBarDesignTokens.join(token.location, "$extensions.\(TabBarDesignTokens.modesExtension).\(candidate)"))
                    specific = true
                    break
                }
            }
        }
        if raw == nil, let pointer = token.pointer {
            switch Pointer.parse(pointer) {
            case .success(let segments): return .pointer(segments, location: place.text)
            case .failure(let reason): return .invalid(TabBarInputIssue(place.text, reason.description))
            }
        }
        guard let raw else { return .invalid(TabBarInputIssue(place.text, "no value")) }
        if case .string(let text) = raw, let target = Self.plainAlias(text) { return .alias(target, location: place) }
        // Only a text whose first or last byte is a brace can start or end with one (checked first, as it is cheap).
        guard case .string(let text) = raw, text.utf8.first == UInt8(ascii: "{") || text.utf8.last == UInt8(ascii: "}"),
            text.hasPrefix("{") || text.hasSuffix("}")
        else {
            return .value(raw, location: place)
        }
        let target = text.dropFirst().dropLast()
        guard text.utf8.count >= 2, text.hasPrefix("{"), text.hasSuffix("}"), !target.isEmpty,
            !target.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") })
        else {
            return .invalid(TabBarInputIssue(place.text, "malformed reference \(raw.shown); write {group.token} (expressions are not evaluated)"))
        }
        return .alias(String(target), location: place)
    }

    /// The target of a well-formed `{group.token}` alias written in ASCII without a carriage return, where
    /// every character is one byte (so the checks below are those of `step` on characters); `nil` for any other text.
    static func plainAlias(_ text: String) -> String? {
        let bytes = text.utf8
        guard bytes.count >= 3, bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return nil }
        let inner = bytes.dropFirst().dropLast()
        for byte in inner where byte >= 0x80 || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { return nil }
        return String(Substring(inner))
    }

    func token(_ path: String, mode: String) -> TabBarDesignTokens.Token? {
        parallel ? TabBarDesignTokens.token(path, mode: mode, trees: trees, parallel: parallel) : lightTree[path]
    }

    /// The token for a path in a mode and the tree it comes from.
    func located(_ path: String, mode: String) -> (token: TabBarDesignTokens.Token, tree: String)? {
        guard parallel else { return lightTree[path].map { ($0, "light") } }
        for candidate in [mode] + TabBarDesignTokens.fallbackTrees(mode) {
            if let token = trees[candidate]?[path] { return (token, candidate) }
        }
        return nil
    }

    /// The memo table of a mode: its place in `TabBarDesignTokens.modeNames` (the resolver is asked for no other mode;
    /// any other name would have the spare last table).
    static func modeIndex(_ mode: String) -> Int {
        switch mode {
        case "light": 0
        case "dark": 1
        case "lightIncreasedContrast": 2
        case "darkIncreasedContrast": 3
        default: TabBarDesignTokens.modeNames.count
        }
    }

    /// Resolves every path in one mode.
    mutating func resolveAll(_ paths: [String], mode: String) -> [String: Outcome] {
        let m = Self.modeIndex(mode)
        memo[m].reserveCapacity(paths.count)
        for path in paths where memo[m][path] == nil { _ = resolveUnknown(path, mode: mode, m) }
        return memo[m]
    }

    /// Resolves one token: its chain is walked until it reaches a value, a token already resolved,
    /// a missing token or a token on the chain itself (a cycle); every token on the chain gets its outcome.
    mutating func resolve(_ start: String, mode: String) -> Outcome {
        let m = Self.modeIndex(mode)
        let start = memo[m][start] == nil ? target(start, mode: mode) : start
        if let known = memo[m][start] {
            guard Self.isOnChain(known) else { return known }
            // Asked from inside the resolution of a chain it is on (a pointer or a modifier's reference): a cycle.
            return .failed(TabBarInputIssue(token(start, mode: mode).map { TabBarDesignTokens.join($0.location, "$value") } ?? start, "reference cycle through {\(start.shownReference)}"))
        }
        return resolveUnknown(start, mode: mode, m)
    }

    /// `resolve(_:mode:)` for a token without an outcome yet in table `m`.
    mutating func resolveUnknown(_ start: String, mode: String, _ m: Int) -> Outcome {
        if !inProgress.isEmpty, inProgress.contains(mode + "\u{0}" + start) {
            return .failed(TabBarInputIssue(token(start, mode: mode).map { TabBarDesignTokens.join($0.location, "$value") } ?? start, "reference cycle through {\(start.shownReference)}"))
        }
        guard depth < Self.maximumDepth else { return .failed(TabBarInputIssue(start, "references nest more than \(Self.maximumDepth) deep")) }
        depth += 1
        defer { depth -= 1 }
        var chain: [Link] = []
        var current = start
        var end: Outcome
        while true {
            // A token on the chain is marked in the memo (and given its outcome when the chain ends), so meeting
            // one again is a cycle, found with the lookup every step makes anyway.
            if let known = memo[m][current] {
                if Self.isOnChain(known) {
                    if let position = chain.lastIndex(where: { $0.path == current }) {
                        end = .failed(TabBarInputIssue(chain[position].location.text, "reference cycle " + TabBarDesignTokens.cycleText(chain[position...].map(\.path))))
                    } else {
                        end = .failed(TabBarInputIssue(chain.last?.location.text ?? current, "reference cycle through {\(current.shownReference)}"))
                    }
                    break
                }
                if !chain.isEmpty {
                    end = known
                    break
                }
            }
            if current != start, !inProgress.isEmpty, inProgress.contains(mode + "\u{0}" + current) {
                end = .failed(TabBarInputIssue(chain.last?.location.text ?? current, "reference cycle through {\(current.shownReference)}"))
                break
            }
            guard let (token, tree) = located(current, mode: mode) else {
                end = .failed(chain.last.map { missing(current, at: $0.location.text) } ?? dropped[current] ?? TabBarInputIssue(current, "no such token"))
                break
            }
            var specific = false
            let here = step(token, mode: mode, tree: tree, specific: &specific)
            switch here {
            case .value(let value, let location):
                let resolved = Outcome.resolved(Resolved(value: value, type: token.type, place: location, valuePlace: location, specific: specific))
                end = finishes(token, value) ? finish(token, resolved, mode: mode) : resolved
                memo[m][current] = end
            case .invalid(let issue):
                end = .failed(issue)
                memo[m][current] = end
            case .alias(let target, let location):
                link(current, token, location, specific: specific, into: &chain, m)
                current = self.target(target, mode: mode)
                continue
            case .pointer(let segments, let location):
                if let whole = Pointer.tokenPath(segments, parallel: parallel), segments.count >= 2, segments.last == "$value",
                    segments.firstIndex(of: "$value") == segments.count - 1
                {
                    link(current, token, .text(location), specific: specific, into: &chain, m)
                    current = whole.path
                    continue
                }
                // Nested resolution may come back to this chain: mark it, so that is a cycle, not a loop.
                let marked = [mode + "\u{0}" + start, mode + "\u{0}" + current] + chain.map { mode + "\u{0}" + $0.path }
                for entry in marked { inProgress.insert(entry) }
                switch evaluate(segments, mode: mode) {
                case .success(let found):
                    end = finish(token, .resolved(Resolved(value: found.value, type: token.type, place: .text(location), valuePlace: .text(found.location), partial: true, specific: specific)), mode: mode)
                case .failure(let reason):
                    end = .failed(TabBarInputIssue(location, reason.description))
                }
                for entry in marked { inProgress.remove(entry) }
                memo[m][current] = end
            }
            break
        }
        for link in chain.reversed() {
            if case .resolved(let next) = end {
                if let type = link.type, let nextType = next.type, !Self.compatible(type, nextType, validation) {
                    end = .failed(TabBarInputIssue(link.location.text, "a $type \(type.shownInMessage) token refers to {\(next.location.tokenPath.shownReference)}, a $type \(nextType.shownInMessage) token"))
                } else {
                    var resolved = next
                    resolved.type = link.type ?? next.type
                    resolved.place = link.location
                    resolved.specific = next.specific || link.specific
                    end = .resolved(resolved)
                    if link.modified, let token = token(link.path, mode: mode) { end = finish(token, end, mode: mode) }
                }
            }
            memo[m][link.path] = end
        }
        return end
    }

    /// What the memo holds for a token on the chain being resolved.
    static let onChain = Outcome.failed(TabBarInputIssue("\u{0}", "on the chain being resolved"))

    /// Whether an outcome is the mark of a token on a chain being resolved.
    static func isOnChain(_ outcome: Outcome) -> Bool {
        if case .failed(let issue) = outcome, issue.location == "\u{0}" { return true }
        return false
    }

    /// A token on a chain that refers on to another.
    struct Link {
        var path: String
        var type: String?
        var location: TabBarDesignTokens.Place
        var modified: Bool
        var specific: Bool
    }

    /// Puts a token that refers on to another on the chain, and marks it in the memo of mode table `m`.
    mutating func link(_ path: String, _ token: TabBarDesignTokens.Token, _ location: TabBarDesignTokens.Place, specific: Bool, into chain: inout [Link], _ m: Int) {
        memo[m][path] = Self.onChain
        chain.append(Link(path: path, type: token.type, location: location, modified: token.modify != nil, specific: specific))
    }

    /// Whether `finish` can change a token's value: only a colour object's components or a Tokens Studio modifier can.
    func finishes(_ token: TabBarDesignTokens.Token, _ value: TabBarJSONValue) -> Bool {
        if token.modify != nil { return true }
        if case .object = value { return true }
        return false
    }

    /// Applies a token's Tokens Studio modifier and resolves references in colour components.
    mutating func finish(_ token: TabBarDesignTokens.Token, _ outcome: Outcome, mode: String) -> Outcome {
        guard case .resolved(var r) = outcome else { return outcome }
        if r.type == "color", case .object(var members) = r.value, case .array(var components)? = r.value["components"],
            components.contains(where: { $0["$ref"] != nil })
        {
            for (i, component) in components.enumerated() {
                if case .string(let p)? = component["$ref"], case .success(let segments) = Pointer.parse(p), case .success(let found) = evaluate(segments, mode: mode) {
                    components[i] = found.value
                }
            }
            if let index = members.firstIndex(where: { $0.key == "components" }) { members[index].value = .array(components) }
            r.value = .object(members)
        }
        guard validation == .theme, let modify = token.modify else { return .resolved(r) }
        let location = TabBarDesignTokens.join(token.location, "$extensions.\(TabBarDesignTokens.studioExtension).modify")
        switch applyModifier(modify, to: r.value, mode: mode, location: location) {
        case .success(let value):
            r.value = value
            r.valueLocation = location
            return .resolved(r)
        case .failure(let failure):
            return .failed(failure.issue)
        }
    }

    /// Reads a modifier field that may be a reference.
    mutating func dereferenced(_ value: TabBarJSONValue, mode: String) -> TabBarJSONValue? {
        guard case .string(let text) = value, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return value }
        if case .resolved(let r) = resolve(String(text.dropFirst().dropLast()), mode: mode) { return r.value }
        return nil
    }

    mutating func applyModifier(_ raw: TabBarJSONValue, to value: TabBarJSONValue, mode: String, location: String) -> Result<TabBarJSONValue, ModifierFailure> {
        guard let modify = dereferenced(raw, mode: mode), case .object = modify else {
            return .failure(ModifierFailure(issue: TabBarInputIssue(location, "the Tokens Studio modifier is not an object, or its reference does not resolve; it was not applied")))
        }
        guard case .string(let kind)? = modify["type"] else {
            return .failure(ModifierFailure(issue: TabBarInputIssue(location, "the Tokens Studio modifier has no type; the bar applies alpha, lighten, darken and mix")))
        }
        var amount: Double?
        if let given = modify["value"].flatMap({ dereferenced($0, mode: mode) }) {
            switch given {
            case .number(let n): amount = n
            case .string(let s): amount = TabBarDesignTokens.decimal(Substring(s.trimmingWhitespace))
            default: break
            }
        }
        guard let amount, amount.isFinite else {
            return .failure(ModifierFailure(issue: TabBarInputIssue(location, "the Tokens Studio modifier's value is not a number (expressions are not evaluated); it was not applied")))
        }
        guard case .success(let base) = TabBarDesignTokens.color(value, validation: .theme) else {
            return .failure(ModifierFailure(issue: TabBarInputIssue(location, "the Tokens Studio modifier applies to a colour, and \(value.shown) is not one")))
        }
        var space = "srgb"
        if case .string(let s)? = modify["space"] { space = s }
        var other: TabBarColor?
        if kind == "mix" {
            guard let given = modify["color"].flatMap({ dereferenced($0, mode: mode) }), case .success(let c) = TabBarDesignTokens.color(given, validation: .theme) else {
                return .failure(ModifierFailure(issue: TabBarInputIssue(location, "the Tokens Studio mix modifier needs a colour to mix with; it was not applied")))
            }
            other = c.color
        }
        guard let result = TokenColor.modified(base.color, kind: kind, space: space, amount: amount, with: other) else {
            return .failure(ModifierFailure(issue: TabBarInputIssue(location, "Tokens Studio modifier \(kind.shownInMessage) in space \(space.shownInMessage) is not applied; the bar applies alpha, lighten, darken and mix in srgb, hsl, lch and p3")))
        }
        return .success(.string(result.hex))
    }

    /// Whether a token of type `a` may refer to one of type `b`.
    static func compatible(_ a: String, _ b: String, _ validation: TabBarDesignTokens.Validation) -> Bool {
        a == b || (validation == .theme && ((a == "dimension" && b == "number") || (a == "number" && b == "duration")))
    }


    /// Follows JSON Pointer segments through the document into a token's resolved value.
    mutating func evaluate(_ segments: [String], mode: String) -> Result<(value: TabBarJSONValue, location: String), PointerProblem> {
        var node = document
        var location = ""
        var inValue = false
        var index = 0
        let shown = String.shownText("#/" + segments.joined(separator: "/"))
        // A reference met inside a value (also where the pointer ends) gives what it references.
        while true {
            if inValue {
                switch dereference(node, mode: mode, shown: shown) {
                case .failure(let problem): return .failure(problem)
                case .success(let found?):
                    node = found.value
                    location = found.location
                    continue
                case .success(nil): break
                }
            }
            guard index < segments.count else { break }
            let segment = segments[index]
            if !inValue, case .object(let members) = node, TabBarDesignTokens.isTokenObject(members) {
                guard segment == "$value" else {
                    return .failure(PointerProblem(description: segment.hasPrefix("$")
                        ? "\(shown) points at \(segment), a token's metadata; point at its $value"
                        : "\(shown) continues into a token without /$value"))
                }
                guard let target = Pointer.tokenPath(Array(segments[...index]), parallel: parallel) else {
                    return .failure(PointerProblem(description: "\(shown) does not name a token"))
                }
                switch resolve(target.path, mode: mode) {
                case .failed(let issue): return .failure(PointerProblem(description: "\(shown) reaches {\(target.path.shownReference)}, which fails: \(issue)"))
                case .resolved(let r):
                    node = r.value
                    location = r.valueLocation
                }
                inValue = true
                index += 1
                continue
            }
            if !inValue, segment.hasPrefix("$"), segment != "$root" {
                return .failure(PointerProblem(description: "\(shown) points at \(segment), a group's metadata, not a token's value"))
            }
            switch node {
            case .object:
                guard let next = node[segment] else { return .failure(PointerProblem(description: "\(shown): \(location.isEmpty ? "the document" : location) has no member \(segment.shownInMessage)")) }
                node = next
                location = TabBarInputIssue.member(segment, of: location)
            case .array(let items):
                guard segment.allSatisfy(\.isASCII), segment.allSatisfy(\.isNumber), segment == "0" || !segment.hasPrefix("0"),
                    let i = Int(segment), i < items.count
                else {
                    return .failure(PointerProblem(description: "\(shown): \(segment.shownInMessage) is not an index of \(location) (0…\(items.count - 1))"))
                }
                node = items[i]
                location += "[\(i)]"
            default:
                return .failure(PointerProblem(description: "\(shown) continues past \(location), which is \(node.kindName)"))
            }
            index += 1
        }
        guard inValue else {
            if case .object(let members) = node, TabBarDesignTokens.isTokenObject(members) {
                return .failure(PointerProblem(description: "\(shown) points at a token; point at its value: \(shown)/$value"))
            }
            return .failure(PointerProblem(description: "\(shown) points at a group, not a token's value"))
        }
        return .success((node, location))
    }
}

extension Resolver {
    /// What a `{curly}` reference or `{"$ref": …}` object inside a value gives; `nil` for any other value.
    mutating func dereference(_ node: TabBarJSONValue, mode: String, shown: String) -> Result<(value: TabBarJSONValue, location: String)?, PointerProblem> {
        if case .string(let s) = node, s.hasPrefix("{"), s.hasSuffix("}"), s.count > 2 {
            switch resolve(String(s.dropFirst().dropLast()), mode: mode) {
            case .failed(let issue): return .failure(PointerProblem(description: "\(shown) passes through \(TabBarJSONValue.string(s).shown), which fails: \(issue)"))
            case .resolved(let r): return .success((r.value, r.valueLocation))
            }
        }
        guard case .object(let m) = node, m.count == 1, m[0].key == "$ref", case .string(let p) = m[0].value else { return .success(nil) }
        guard depth < Self.maximumDepth, case .success(let inner) = Pointer.parse(p) else {
            return .failure(PointerProblem(description: "\(shown) passes through a malformed or too deeply nested $ref"))
        }
        depth += 1
        defer { depth -= 1 }
        return evaluate(inner, mode: mode).map { Optional($0) }
    }
}

extension TabBarDesignTokens {
    /// `{a} → {b} → {a}`; a cycle of more than eight tokens shows its first six, the count and the way back.
    static func cycleText(_ paths: [String]) -> String {
        let shown = paths.count > 8 ? Array(paths.prefix(6)) : paths
        var text = (shown + [paths[0]]).map { "{\($0.shownReference)}" }.joined(separator: " → ")
        if paths.count > 8 {
            text = shown.map { "{\($0.shownReference)}" }.joined(separator: " → ") + " → … \(paths.count - 7) more … → {\(paths[paths.count - 1].shownReference)} → {\(paths[0].shownReference)}"
        }
        return text
    }
}

/// A Tokens Studio modifier that could not be applied.
struct ModifierFailure: Error {
    var issue: TabBarInputIssue
}

extension String {
    /// A token path as messages show it inside `{…}`: cut after 80 characters with "…".
    var shownReference: String { Self.shownText(self) }

    /// Text cut after 80 characters with "…" (a 5 MB reference is not printed).
    static func shownText(_ text: String) -> String {
        text.utf8.count <= TabBarJSONValue.shownLimit ? text : text.count <= TabBarJSONValue.shownLimit ? text : String(text.prefix(TabBarJSONValue.shownLimit)) + "…"
    }
}

/// Token paths by their lowercased form, built once (the first time a reference is unknown), to suggest the token a
/// reference differs from only in case (`{color.Brand.800}` for `{color.brand.800}`).
final class SpellingIndex: @unchecked Sendable {
    private var index: [String: String]?

    /// The one token path equal to `path` but for case, or `nil`.
    func path(like path: String, in trees: [String: [String: TabBarDesignTokens.Token]]) -> String? {
        if index == nil {
            var built: [String: String] = [:]
            for tree in trees.values {
                for key in tree.keys { built[key.lowercased()] = key }
            }
            index = built
        }
        guard let found = index?[path.lowercased()], found != path else { return nil }
        return found
    }
}

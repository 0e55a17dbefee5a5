@_spi(TabBarKitInternal) import TabBarCore

extension TabBarDesignTokens {
    /// One token file: its name (used in messages; empty for none) and its parsed JSON.
    public struct Source: Sendable {
        /// The name messages use for the file (`colors.json`); empty to name none.
        public var name: String
        /// The parsed document.
        @_spi(TabBarKitInternal) public var document: TabBarJSONValue
        /// The appearance the file's tokens are for (`dark`, `lightIncreasedContrast`, `darkIncreasedContrast`),
        /// or `nil` for files that hold the light values and everything shared.
        public var appearance: String?
        /// Member names the file repeats (read with `TabBarJSONParser.parseKeepingLastMember`):
        /// where the bar reads one it is an error, elsewhere one summarised warning.
        @_spi(TabBarKitInternal) public var repeatedMembers: [TabBarJSONRepeatedMember]

        /// A named token file, optionally for one appearance.
        @_spi(TabBarKitInternal) public init(name: String, document: TabBarJSONValue, appearance: String? = nil, repeatedMembers: [TabBarJSONRepeatedMember] = []) {
            self.name = name
            self.document = document
            self.appearance = appearance
            self.repeatedMembers = repeatedMembers
        }

        /// A token file from its text: a byte-order mark is skipped, a repeated member name keeps its last value
        /// (and is reported), and JSON5 or YAML is refused with a one-line hint saying how to convert it.
        @_spi(TabBarKitInternal) public init(name: String, text: String, appearance: String? = nil) throws(TabBarConfigurationError) {
            let prefix = name.isEmpty ? "" : "\(name): "
            if let hint = Self.unsupportedFormat(name: name, text: text) {
                throw TabBarConfigurationError([TabBarInputIssue(name.isEmpty ? TabBarInputIssue.rootLocation : name, hint)])
            }
            do {
                let parsed = try TabBarJSONParser.parseKeepingLastMember(text)
                self.init(name: name, document: parsed.value, appearance: appearance, repeatedMembers: parsed.repeated)
            } catch {
                if let feature = error.json5Feature {
                    throw TabBarConfigurationError([TabBarInputIssue("\(prefix)line \(error.line), column \(error.column)",
                        "\(feature) is JSON5, which is not supported: convert it with `npx json5 \(name.isEmpty ? "FILE.json5" : name) -o FILE.json`")])
                }
                throw TabBarConfigurationError([TabBarInputIssue("\(prefix)line \(error.line), column \(error.column)", error.reason)])
            }
        }

        /// Why a file is in a format the reader does not take (YAML, JSON5 by its name), with how to convert it; `nil` otherwise.
        static func unsupportedFormat(name: String, text: String) -> String? {
            let lower = name.lowercased()
            let file = name.isEmpty ? "FILE" : name
            let theo = text.utf8.count < 1 << 20 && (text.hasPrefix("props:") || text.contains("\nprops:") || text.hasPrefix("aliases:") || text.contains("\naliases:"))
            if lower.hasSuffix(".yml") || lower.hasSuffix(".yaml") || Self.looksLikeYAML(text) {
                return theo
                    ? "Theo's YAML is not supported: build JSON with Theo (`npx theo \(file) --format raw.json`) and import that"
                    : "YAML is not supported: convert it with `yq -o=json \(file) > FILE.json`"
            }
            if lower.hasSuffix(".json5") {
                return "JSON5 is not supported: convert it with `npx json5 \(file) -o FILE.json`"
            }
            return nil
        }

        /// Whether a text starts like YAML rather than JSON: its first significant line is `name: value`, `---` or `- item`.
        static func looksLikeYAML(_ text: String) -> Bool {
            for line in text.prefix(4096).split(separator: "\n", omittingEmptySubsequences: true) {
                let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" || $0 == "\r" }
                if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
                if trimmed.hasPrefix("{") || trimmed.hasPrefix("[") || trimmed.hasPrefix("\"") || trimmed.hasPrefix("/") { return false }
                if trimmed.hasPrefix("---") || trimmed.hasPrefix("- ") { return true }
                guard let colon = trimmed.firstIndex(of: ":") else { return false }
                let key = trimmed[..<colon]
                return !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || "_-.$ '\"".contains($0) }
            }
            return false
        }
    }

    /// The shapes of token file this reader recognises.
    public enum Format: String, Sendable, CaseIterable {
        /// DTCG: `$value`, `$type`.
        case dtcg = "DTCG"
        /// Style Dictionary's older format (`value`, `type`), also Tokens Studio's single sets.
        case styleDictionary = "Style Dictionary (value/type)"
        /// A Tokens Studio file of several sets, with `$themes` and `$metadata`.
        case tokensStudio = "Tokens Studio (several sets)"
        /// Only Tokens Studio's `$themes` or `$metadata`, without tokens.
        case tokensStudioMetadata = "Tokens Studio themes/metadata"
        /// A DTCG resolver document (`resolutionOrder`), which names token files rather than holding tokens.
        case resolver = "DTCG resolver"
    }

    /// The format of a document, detected as Style Dictionary 4 does: any `$value` or `$type` key
    /// anywhere makes it DTCG; otherwise tokens are objects with `value`.
    @_spi(TabBarKitInternal) public static func detectFormat(_ document: TabBarJSONValue) -> Format {
        if isStudioThemes(document) { return .tokensStudioMetadata }
        guard case .object(let members) = document else { return .dtcg }
        let keys = Set(members.map(\.key))
        if keys.contains("resolutionOrder") && keys.contains("version") { return .resolver }
        if keys == ["tokenSetOrder"] { return .tokensStudioMetadata }
        if keys.contains("$themes") || keys.contains("$metadata") {
            return keys.contains(where: { !$0.hasPrefix("$") }) ? .tokensStudio : .tokensStudioMetadata
        }
        return usesDollarSyntax(document) ? .dtcg : (containsLegacyToken(document) ? .styleDictionary : .dtcg)
    }

    static func usesDollarSyntax(_ value: TabBarJSONValue) -> Bool {
        var stack = [value]
        while let next = stack.popLast() {
            guard case .object(let members) = next else { continue }
            for member in members {
                if member.key == "$value" || member.key == "$type" { return true }
                if case .object = member.value { stack.append(member.value) }
            }
        }
        return false
    }

    static func containsLegacyToken(_ value: TabBarJSONValue) -> Bool {
        var stack = [value]
        while let next = stack.popLast() {
            guard case .object(let members) = next else { continue }
            if members.contains(where: { $0.key == "value" }) { return true }
            for member in members { if case .object = member.value { stack.append(member.value) } }
        }
        return false
    }

    /// A document in DTCG shape: legacy tokens get `$value`/`$type`/`$description` (per-token sets become a value
    /// with appearance values, their members chosen by name). Exports and resolvers are expanded before this.
    static func normalized(_ document: TabBarJSONValue, format: Format) -> TabBarJSONValue {
        switch format {
        case .dtcg: return document
        case .resolver, .tokensStudioMetadata, .tokensStudio: return .object([])
        case .styleDictionary:
            var converter = LegacyConverter(preferences: [:])
            return converter.convert(document, path: "")
        }
    }

    /// The keys of a legacy token that have a DTCG name.
    static let legacyKeys: [String: String] = ["value": "$value", "type": "$type", "description": "$description", "comment": "$description"]

    static func legacyToDTCG(_ value: TabBarJSONValue) -> TabBarJSONValue {
        var converter = LegacyConverter(preferences: [:])
        return converter.convert(value, path: "")
    }

    /// A legacy token (an object with `value`) as a DTCG token.
    static func legacyToken(_ members: [(key: String, value: TabBarJSONValue)]) -> TabBarJSONValue {
        var token: [(key: String, value: TabBarJSONValue)] = []
        var extra: [(key: String, value: TabBarJSONValue)] = []
        for member in members {
            if let name = legacyKeys[member.key] {
                if name == "$description", token.contains(where: { $0.key == "$description" }) { continue }
                if name == "$description", case .string = member.value {} else if name == "$description" { continue }
                token.append((name, member.value))
            } else if member.key.hasPrefix("$") {
                token.append(member)
            } else {
                extra.append(member)
            }
        }
        if !extra.isEmpty {
            if let index = token.firstIndex(where: { $0.key == "$extensions" }), case .object(var ext) = token[index].value {
                ext.append((legacyExtension, .object(extra)))
                token[index].value = .object(ext)
            } else if !token.contains(where: { $0.key == "$extensions" }) {
                token.append(("$extensions", .object([(legacyExtension, .object(extra))])))
            }
        }
        return .object(token)
    }

    /// Where a legacy token's other members (`attributes`, `themeable`, …) are kept.
    static let legacyExtension = "org.tabbarkit.legacy"

    static func isTokenObject(_ members: [(key: String, value: TabBarJSONValue)]) -> Bool {
        members.contains { $0.key == "$value" || $0.key == "$ref" }
    }

    /// Deep merge: groups are merged member by member; a token, or any value that is not a group,
    /// from `overlay` replaces what `base` holds.
    static func merge(_ base: TabBarJSONValue, _ overlay: TabBarJSONValue) -> TabBarJSONValue {
        guard case .object(var members) = base, case .object(let extra) = overlay, !isTokenObject(members), !isTokenObject(extra) else {
            return overlay
        }
        var index: [String: Int] = [:]
        for (i, member) in members.enumerated() { index[member.key] = i }
        for member in extra {
            if let i = index[member.key] {
                members[i].value = merge(members[i].value, member.value)
            } else {
                index[member.key] = members.count
                members.append(member)
            }
        }
        return .object(members)
    }

    /// The locations of every token in a document (`colors.red`), for naming the file a token came from.
    static func tokenLocations(_ value: TabBarJSONValue, prefix: String, into locations: inout [String], groups: Bool = false) {
        guard case .object(let members) = value else { return }
        if isTokenObject(members) {
            locations.append(prefix)
            return
        }
        if groups, !prefix.isEmpty { locations.append(prefix) }
        for member in members where !member.key.isDollarName || member.key == "$root" {
            tokenLocations(member.value, prefix: join(prefix, member.key), into: &locations, groups: groups)
        }
    }

    // MARK: $extends

    /// Replaces every group's `$extends` by the members of the group it names (deep-merged, its own
    /// members win), repeatedly, so chains resolve; missing targets, tokens as targets and cycles are issues.
    static func expandingExtends(_ document: TabBarJSONValue, issues: inout [(path: String, issue: TabBarInputIssue)]) -> TabBarJSONValue {
        var document = document
        for _ in 0..<64 {
            let groups = extendingGroups(document)
            if groups.isEmpty { return document }
            var progress = false
            for path in groups {
                guard case .object(let members)? = lookup(path, in: document), let raw = members.first(where: { $0.key == "$extends" })?.value else { continue }
                let location = join(path.joined(separator: "."), "$extends")
                let own = TabBarJSONValue.object(members.filter { $0.key != "$extends" })
                guard let targetPath = extendsTarget(raw) else {
                    issues.append((path.joined(separator: "."), TabBarInputIssue(location, "\(raw.shown) is not a group reference; write {group.name} or #/group/name")))
                    document = replacing(path, in: document, with: own)
                    progress = true
                    continue
                }
                guard let target = lookup(targetPath, in: document) else {
                    issues.append((path.joined(separator: "."), TabBarInputIssue(location, "$extends names {\(targetPath.joined(separator: ".").shownReference)}, which does not exist")))
                    document = replacing(path, in: document, with: own)
                    progress = true
                    continue
                }
                guard case .object(let targetMembers) = target, !isTokenObject(targetMembers) else {
                    issues.append((path.joined(separator: "."), TabBarInputIssue(location, "$extends names {\(targetPath.joined(separator: ".").shownReference)}, a token; it must name a group")))
                    document = replacing(path, in: document, with: own)
                    progress = true
                    continue
                }
                if !extendingGroups(target).isEmpty { continue }  // expand the target first
                document = replacing(path, in: document, with: merge(target, own))
                progress = true
            }
            if !progress {
                for path in groups {
                    let location = join(path.joined(separator: "."), "$extends")
                    issues.append((path.joined(separator: "."), TabBarInputIssue(location, "circular $extends")))
                    if case .object(let members)? = lookup(path, in: document) {
                        document = replacing(path, in: document, with: .object(members.filter { $0.key != "$extends" }))
                    }
                }
            }
        }
        return document
    }

    static func extendsTarget(_ raw: TabBarJSONValue) -> [String]? {
        guard case .string(let text) = raw else { return nil }
        if text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 {
            let parts = text.dropFirst().dropLast().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            return parts.contains(where: \.isEmpty) ? nil : parts
        }
        if case .success(let segments) = Pointer.parse(text) { return segments }
        return nil
    }

    static func extendingGroups(_ value: TabBarJSONValue) -> [[String]] {
        var found: [[String]] = []
        var path: [String] = []
        // Only groups are walked into, and the path is one stack, so tokens cost no allocation.
        func walk(_ members: [(key: String, value: TabBarJSONValue)]) {
            if members.contains(where: { $0.key == "$extends" }) { found.append(path) }
            for member in members where !member.key.isDollarName {
                guard case .object(let inner) = member.value, !isTokenObject(inner) else { continue }
                path.append(member.key)
                walk(inner)
                path.removeLast()
            }
        }
        guard case .object(let members) = value, !isTokenObject(members) else { return [] }
        walk(members)
        return found
    }

    static func lookup(_ path: [String], in value: TabBarJSONValue) -> TabBarJSONValue? {
        var node = value
        for key in path {
            guard let next = node[key] else { return nil }
            node = next
        }
        return node
    }

    static func replacing(_ path: [String], in value: TabBarJSONValue, with replacement: TabBarJSONValue) -> TabBarJSONValue {
        guard let first = path.first else { return replacement }
        guard case .object(var members) = value, let i = members.firstIndex(where: { $0.key == first }) else { return value }
        members[i].value = replacing(Array(path.dropFirst()), in: members[i].value, with: replacement)
        return .object(members)
    }
}

/// RFC 6901 JSON Pointers as DTCG writes them: URI fragments `#/group/token/$value/…`.
enum Pointer {
    /// The decoded segments, or why the pointer is malformed.
    static func parse(_ text: String) -> Result<[String], PointerProblem> {
        guard text.hasPrefix("#/") else {
            return .failure(PointerProblem(description: text.hasPrefix("/") ? "a JSON Pointer reference starts with #/" : "\(text.shownInMessage) is not a JSON Pointer; write #/group/token/$value"))
        }
        let body = text.dropFirst(2)
        var segments: [String] = []
        for raw in body.split(separator: "/", omittingEmptySubsequences: false) {
            guard !raw.isEmpty else { return .failure(PointerProblem(description: "\(text) has an empty segment (a double or trailing slash)")) }
            guard !raw.contains("{"), !raw.contains("}") else { return .failure(PointerProblem(description: "\(text) mixes {curly} and JSON Pointer syntax")) }
            guard !raw.contains(" "), !raw.contains("#") else { return .failure(PointerProblem(description: "\(text) holds a character a URI fragment must escape (a space or #)")) }
            guard let decoded = percentDecoded(String(raw)) else { return .failure(PointerProblem(description: "\(text) has a malformed %-escape")) }
            var segment = ""
            var iterator = decoded.makeIterator()
            while let c = iterator.next() {
                if c == "~" {
                    switch iterator.next() {
                    case "0": segment.append("~")
                    case "1": segment.append("/")
                    default: return .failure(PointerProblem(description: "\(text) has a ~ that is not ~0 or ~1"))
                    }
                } else {
                    segment.append(c)
                }
            }
            segments.append(segment)
        }
        return .success(segments)
    }

    static func percentDecoded(_ text: String) -> String? {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%") {
                guard utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) else { return nil }
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        // Decoding repairs invalid UTF-8; a text that does not encode back to the same bytes was invalid.
        let text = String(decoding: bytes, as: UTF8.self)
        return Array(text.utf8) == bytes ? text : nil
    }

    /// The path of the token a pointer reaches into (`#/colors/blue/$value/…` → `colors.blue`), or `nil`.
    static func tokenPath(_ segments: [String], parallel: Bool) -> (tree: String, path: String)? {
        guard let index = segments.firstIndex(of: "$value"), index > 0 else { return nil }
        var parts = Array(segments[..<index])
        var tree = "light"
        if parallel, let first = parts.first, TabBarDesignTokens.modeNames.contains(first), parts.count > 1 {
            tree = first
            parts.removeFirst()
        }
        return (tree, parts.joined(separator: "."))
    }
}

/// Why a JSON Pointer is malformed or reaches no value.
struct PointerProblem: Error, CustomStringConvertible {
    var description: String
}

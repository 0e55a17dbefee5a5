@_spi(TabBarKitInternal) import TabBarCore
/// Design token files (DTCG 2025.10, Style Dictionary's older `value`/`type` format, Tokens Studio),
/// deep-merged in order, flattened, resolved and checked.
///
/// Appearances: one tree whose colour tokens carry their other appearances in
/// `$extensions["org.tabbarkit.modes"]` (`dark`, `lightIncreasedContrast`, `darkIncreasedContrast`), or
/// parallel trees under top-level `light` and `dark` (and the increased-contrast ones) holding the same paths.
///
/// With ``Validation/theme`` the tokens that the `tabbar` group reaches (directly or through references)
/// are checked strictly and their problems are ``problems``; every other token is checked for format only
/// and what the bar cannot use is in ``warnings`` (summarised by ``warningSummary``). With
/// ``Validation/format`` every token is checked against DTCG 2025.10 and every problem is in ``problems``.
/// References are followed iteratively, each token once per appearance, so the work is linear.
public struct TabBarDesignTokens: Sendable {
    /// The extension key that holds a token's other appearances.
    public static let modesExtension = "org.tabbarkit.modes"
    /// The extension key of the `tabbar` group that holds the theme's settings DTCG has no type for.
    public static let settingsExtension = "org.tabbarkit.theme"
    /// Tokens Studio's extension key (colour modifiers live in its `modify`).
    static let studioExtension = "studio.tokens"

    /// The mode names, in resolution order.
    public static let modeNames = ["light", "dark", "lightIncreasedContrast", "darkIncreasedContrast"]

    /// How strictly a document is read.
    public enum Validation: Sendable {
        /// For a theme (`tabbar tokens import`): DTCG 2025.10 and the shapes real systems write (hex and
        /// CSS colour strings, `"12px"`, `rem`, numbers, Tokens Studio's types and modifiers); the bar's
        /// tokens strictly, the rest for format only.
        case theme
        /// DTCG 2025.10 exactly (`tabbar tokens check`): every problem in every token is an error.
        case format
    }

    /// One token as written.
    struct Token: Sendable {
        var path: String
        var location: String
        /// The type as it applies (a parent group's, or Tokens Studio's mapped to DTCG).
        var type: String?
        /// The type as written, for messages.
        var writtenType: String?
        var value: TabBarJSONValue?
        var pointer: String?
        var modes: [String: TabBarJSONValue]
        var modify: TabBarJSONValue?
    }

    /// The `$` keys a token may hold.
    static let tokenKeys: Set<String> = ["$value", "$ref", "$type", "$description", "$extensions", "$deprecated"]
    /// The `$` keys a group may hold.
    static let groupKeys: Set<String> = ["$type", "$description", "$extensions", "$deprecated", "$extends", "$root"]
    /// The types of DTCG 2025.10.
    static let dtcgTypes: Set<String> = [
        "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number", "strokeStyle", "border",
        "transition", "shadow", "gradient", "typography",
    ]
    /// What the bar reads: the DTCG types and TabBarKit's own `string` and `boolean`.
    static let themeTypes: Set<String> = dtcgTypes.union(["string", "boolean"])
    /// Whether the bar reads a type (colours, nearly every token of a large file, without hashing).
    static func isThemeType(_ type: String) -> Bool { type == "color" || themeTypes.contains(type) }
    /// The types the bar's tokens have.
    static let barTypes: Set<String> = ["color", "dimension", "number", "duration", "fontWeight", "string", "boolean"]
    /// Tokens Studio's and Style Dictionary's type names that mean a DTCG type.
    static let typeAliases: [String: String] = [
        "sizing": "dimension", "spacing": "dimension", "borderRadius": "dimension", "borderWidth": "dimension",
        "fontSizes": "dimension", "fontSize": "dimension", "size": "dimension", "paragraphSpacing": "dimension",
        "paragraphIndent": "dimension", "opacity": "number", "fontWeights": "fontWeight", "fontFamilies": "fontFamily",
        "text": "string",
    ]

    /// How the document was read.
    let validation: Validation
    /// Tokens per mode tree; a single-tree document has only "light".
    let trees: [String: [String: Token]]
    /// Whether the document uses parallel mode trees.
    let parallel: Bool
    /// Every token resolved in every mode, computed once when the document is read.
    let outcomes: [String: [String: Outcome]]
    /// The `tabbar` group's settings extension, if any.
    let settings: TabBarJSONValue?
    /// Where `settings` is written.
    let settingsLocation: String
    /// The token paths the `tabbar` group reaches.
    let reached: Set<String>
    /// The files' names and formats, in order.
    public let files: [(name: String, format: Format)]
    /// What was read of each file, in the order of ``files``: the Tokens Studio sets or resolver inputs chosen (empty for a plain file).
    public let fileDetails: [String]
    /// What was chosen or merged that its author may not expect (a set replacing another's tokens, an appearance
    /// reading light's context), each located at its file.
    public private(set) var notes: [TabBarInputIssue] = []
    /// The Tokens Studio set names the selection picked.
    var usedSetNames: Set<String> = []
    /// The merged units, as messages locate them; the merged location of each token and group → its unit.
    var units: [LocatedUnit] = []
    /// Whether units were put under appearance groups (`--dark` files, appearances of an export).
    var wrapped = false
    /// Per unit, the members of Adobe Spectrum's per-token sets each appearance read.
    var setMembers: [Int: [String: [String: String]]] = [:]
    /// Metadata members DTCG does not define (`$schema`), ignored: how many of each, and the first one's location.
    var ignoredMetadata: (counts: [String: Int], first: String?) = ([:], nil)
    /// Whether any token has a value of its own for an appearance other than light.
    public private(set) var hasAppearanceValues = false
    /// For each token the bar reaches that is not a role itself, the first role (by path) that reads it.
    var readers: [String: String] = [:]
    /// Every token path, sorted.
    public let paths: [String]
    /// The paths in the `tabbar` group (`tabbar.…`), sorted.
    let themePaths: [String]
    /// Problems that stop the document from being used, located (file and JSON path), in document order.
    public private(set) var problems: [TabBarInputIssue] = []
    /// With ``Validation/theme``: what the bar cannot use among the tokens it does not read (types it has
    /// no use for, tokens without `$type`, format problems), each located; `--strict` makes them errors.
    public private(set) var warnings: [TabBarInputIssue] = []
    /// Which unit each token and group location came from (when there is more than one whole file), and the files' names.
    var origins: [String: Int] = [:]
    var fileNames: [String] = []
    /// Counts behind ``warningSummary``: the token paths (each once) with a type the bar cannot use, without a type,
    /// or with format problems (problems of groups are paths that are not tokens).
    var unusableTypes: [String: Int] = [:]
    var untypedCount = 0
    var unusablePaths: Set<String> = []
    var formatProblemPaths: Set<String> = []
    var firstFormatProblem: TabBarInputIssue?
    /// Metadata members DTCG does not define (`$schema` on every token of Adobe Spectrum's files), in one warning.
    public private(set) var metadataWarning: TabBarInputIssue?

    /// A token's value with references followed.
    struct Resolved: Sendable {
        /// The value at the end of the chain.
        var value: TabBarJSONValue
        /// The first declared type along the chain.
        var type: String?
        /// Where the token's own value is written.
        var place: Place
        /// Where the value at the end of the chain is written.
        var valuePlace: Place
        /// Whether the value was reached by a JSON Pointer into part of another token's value.
        var partial = false
        /// Whether a value of the appearance's own was met on the way (a token of its tree, or an appearance value),
        /// rather than only light's.
        var specific = false

        /// Where the token's own value is written, as messages name it.
        var location: String {
            get { place.text }
            set { place = .text(newValue) }
        }
        /// Where the value at the end of the chain is written, as messages name it.
        var valueLocation: String {
            get { valuePlace.text }
            set { valuePlace = .text(newValue) }
        }
    }

    /// Where a value is written: most often a token's `$value`, kept as the token's location so that
    /// the text is made only when a message needs it.
    enum Place: Sendable {
        /// The `$value` member of the token at this location.
        case valueOf(String)
        /// Any other location.
        case text(String)

        /// The location as messages name it (`colors.red.$value`).
        var text: String {
            switch self {
            case .valueOf(let token): TabBarDesignTokens.join(token, "$value")
            case .text(let text): text
            }
        }
    }

    /// How resolving one token in one mode ended.
    enum Outcome: Sendable {
        case resolved(Resolved)
        case failed(TabBarInputIssue)
    }

    /// Reads one document as a theme's tokens; a document that is not an object throws, and every
    /// other problem is kept in `problems` (or `warnings`), each with its JSON path.
    @_spi(TabBarKitInternal) public init(_ document: TabBarJSONValue) throws(TabBarConfigurationError) {
        try self.init(files: [Source(name: "", document: document)])
    }

    /// Reads several files, deep-merged in order (a later file's token wins; references may cross
    /// files). A file that is not a JSON object throws; other problems are kept, located by file and path.
    ///
    /// With ``Validation/theme``, Tokens Studio exports are read as the sets `selection` chooses (every set when
    /// none is chosen and no set replaces another's tokens), DTCG resolver documents as the sources of the contexts
    /// its inputs choose, each appearance its own; `load` reads the files a resolver or a Tokens Studio project
    /// names (relative to the file naming them). What was chosen or merged is in ``notes``.
    public init(
        files: [Source], validation: Validation = .theme, selection: TabBarTokenSelection = TabBarTokenSelection(),
        load: ((_ path: String, _ relativeTo: String) throws -> Source)? = nil
    ) throws(TabBarConfigurationError) {
        self.validation = validation
        var pending: [(path: String, issue: TabBarInputIssue)] = []
        var units: [TokenUnit] = []
        for file in files {
            let studio = validation == .theme && Self.isStudioThemes(file.document)
            guard case .object = file.document, !studio else {
                if studio { continue }
                throw TabBarConfigurationError([TabBarInputIssue(file.name.isEmpty ? TabBarInputIssue.rootLocation : "\(file.name): \(TabBarInputIssue.rootLocation)", "a token file is a JSON object")])
            }
        }
        if validation == .theme {
            var expansion = TokenExpansion(selection: selection, load: load)
            expansion.expand(files)
            if !expansion.issues.isEmpty { throw TabBarConfigurationError(expansion.issues) }
            units = expansion.units
            self.files = expansion.files.map { ($0.name, $0.format) }
            self.fileDetails = expansion.files.map(\.detail)
            self.notes = expansion.notes
            self.usedSetNames = expansion.usedSetNames
        } else {
            units = files.map { TokenUnit(name: $0.name, origin: "", document: $0.document, appearance: nil, format: .dtcg, repeated: $0.repeatedMembers) }
            self.files = files.map { ($0.name, .dtcg) }
            self.fileDetails = files.map { _ in "" }
        }
        let wrapped = units.contains { $0.appearance != nil }
        var converter = LegacyConverter(preferences: selection.sets)
        var merged = TabBarJSONValue.object([])
        var origins: [String: Int] = [:]
        // A single whole file needs no map from locations to files; anything else does.
        let mapped = units.count > 1 || wrapped || units.contains { !$0.origin.isEmpty }
        var setMembers: [Int: [String: [String: String]]] = [:]
        for (index, unit) in units.enumerated() {
            var document = unit.document
            if unit.format == .styleDictionary {
                converter.setMembers = [:]
                document = converter.convert(unit.document, path: "")
                if !converter.setMembers.isEmpty { setMembers[index] = converter.setMembers }
            }
            if wrapped {
                let appearance = unit.appearance ?? "light"
                guard Self.modeNames.contains(appearance) else {
                    throw TabBarConfigurationError([TabBarInputIssue(unit.name, "unknown appearance \"\(appearance)\"; expected dark, lightIncreasedContrast or darkIncreasedContrast")])
                }
                document = .object([(appearance, document)])
            }
            if mapped {
                var locations: [String] = []
                Self.tokenLocations(document, prefix: "", into: &locations, groups: true)
                for location in locations { origins[location] = index }
                merged = units.count == 1 ? document : Self.merge(merged, document)
            } else {
                merged = document
            }
        }
        self.units = units.map { LocatedUnit(name: $0.name, origin: $0.origin, appearance: $0.appearance, legacy: $0.format == .styleDictionary) }
        self.wrapped = wrapped
        self.setMembers = setMembers
        let used = usedSetNames, perToken = converter.names
        let unknownSets = selection.sets.values.flatMap { $0 }.filter { !used.contains($0) && !perToken.contains($0) }
        if let unknown = unknownSets.first {
            throw TabBarConfigurationError([TabBarInputIssue("--set \(unknown.shownInMessage)", "no Tokens Studio set and no per-token set (Adobe Spectrum's sets) is named so")])
        }
        merged = Self.expandingExtends(merged, issues: &pending)
        guard case .object(let members) = merged else { throw TabBarConfigurationError([TabBarInputIssue(TabBarInputIssue.rootLocation, "a token file is a JSON object")]) }
        let keys = Set(members.map(\.key))
        let parallel = validation == .theme && keys.contains("light") && keys.contains("dark")
            && keys.isSubset(of: Set(Self.modeNames + ["$schema", "$description"]))
            || wrapped && keys.isSubset(of: Set(Self.modeNames))
        var trees: [String: [String: Token]] = [:]
        var flattener = Flattener(validation: validation)
        flattener.tokens.reserveCapacity(Self.countTokens(merged))
        if parallel {
            for member in members where Self.modeNames.contains(member.key) {
                flattener.tokens = [:]
                flattener.flatten(member.value, path: "", location: member.key, inherited: nil)
                trees[member.key] = flattener.tokens
            }
        } else {
            flattener.flatten(merged, path: "", location: "", inherited: nil, root: true)
            trees["light"] = flattener.tokens
        }
        pending += flattener.issues
        for (path, issue) in converter.dropped {
            pending.append((path, issue))
            flattener.dropped[path] = issue
        }
        self.trees = trees
        self.parallel = parallel
        self.settings = flattener.settings
        self.settingsLocation = flattener.settingsLocation
        self.ignoredMetadata = flattener.ignored
        let paths = Self.sortedPaths(parallel ? Array(Set(trees.values.flatMap(\.keys))) : trees["light"].map { Array($0.keys) } ?? [])
        self.paths = paths
        let themePaths = Self.themePaths(in: paths)
        self.themePaths = themePaths
        let modal = parallel || trees["light"]?.values.contains(where: { !$0.modes.isEmpty }) == true
        self.hasAppearanceValues = modal
        var resolver = Resolver(trees: trees, parallel: parallel, document: merged, validation: validation, groups: flattener.groups, dropped: flattener.dropped)
        var outcomes: [String: [String: Outcome]] = [:]
        for mode in Self.modeNames where mode == "light" || modal {
            outcomes[mode] = resolver.resolveAll(paths, mode: mode)
        }
        for mode in Self.modeNames where outcomes[mode] == nil { outcomes[mode] = outcomes["light"] }
        self.reached = validation == .theme ? Self.reach(trees: trees, parallel: parallel, from: themePaths).reached : Set(paths)
        var checks = resolver.checkValues(paths, modes: modal ? Self.modeNames : ["light"], outcomes: outcomes)
        self.outcomes = outcomes
        checks += Self.modeValueChecks(trees: trees, parallel: parallel, paths: paths, outcomes: outcomes)
        self.origins = origins
        self.fileNames = files.map(\.name)
        pending += repeatedMemberIssues(units)
        classify(pending + checks)
    }

    /// Member names a file repeats: an error where the bar reads the value (which one was meant is not known), else
    /// summarised in one warning (JSON parsers and Style Dictionary keep the last, and so does the reader).
    func repeatedMemberIssues(_ units: [TokenUnit]) -> [(path: String, issue: TabBarInputIssue)] {
        var found: [(path: String, issue: TabBarInputIssue)] = []
        guard units.contains(where: { !$0.repeated.isEmpty }) else { return found }
        // The groups holding a token the bar reads, made once: a repeated group is read when one of them is.
        var readGroups: Set<String> = []
        for path in reached {
            var end = path.endIndex
            while let dot = path[..<end].lastIndex(of: ".") {
                guard readGroups.insert(String(path[..<dot])).inserted else { break }
                end = dot
            }
        }
        for unit in units {
            for member in unit.repeated {
                var components: [String] = []
                for component in member.path + [member.name] {
                    if component.hasPrefix("[") || (component.hasPrefix("$") && component != "$root") { break }
                    components.append(component)
                }
                let path = components.joined(separator: ".")
                let written = TokenExpansion.pathText(member.path + [member.name])
                let inFile = unit.origin.isEmpty ? written : written.hasPrefix("[") ? unit.origin + written : unit.origin + "." + written
                let place = unit.name.isEmpty ? inFile : "\(unit.name): \(inFile)"
                let read = reached.contains(path) || readGroups.contains(path)
                found.append((path, TabBarInputIssue(place, read
                    ? "\(member.name.shownInMessage) is written twice in its object (again at line \(member.line), column \(member.column)), and the bar reads it: remove the one you do not mean"
                    : "duplicate member name \(member.name.shownInMessage) (line \(member.line), column \(member.column)); the last is read, as JSON parsers and Style Dictionary read it")))
            }
        }
        return found
    }

    /// One unit of the merged tokens, as messages locate it.
    struct LocatedUnit: Sendable {
        var name: String
        var origin: String
        var appearance: String?
        var legacy: Bool
    }

    /// The issue located as written: the file's name, then the JSON path inside that file (with the Tokens Studio
    /// set's key or the resolver's source in front, without the appearance the import put the file under).
    func located(_ issue: TabBarInputIssue) -> TabBarInputIssue {
        guard !units.isEmpty, !fileNames.contains(where: { !$0.isEmpty && issue.location.hasPrefix($0 + ": ") }) else { return issue }
        var key = issue.location.tokenLocation
        var unitIndex = origins.isEmpty ? 0 : nil
        while unitIndex == nil, !key.isEmpty {
            unitIndex = origins[key]
            key = key.contains(".") ? String(key[..<(key.lastIndex(of: ".") ?? key.startIndex)]) : ""
        }
        guard let unitIndex, unitIndex < units.count else { return issue }
        let unit = units[unitIndex]
        var rest = Substring(issue.location)
        if wrapped, let dot = rest.firstIndex(of: "."), Self.modeNames.contains(String(rest[..<dot])) {
            rest = rest[rest.index(after: dot)...]
        } else if wrapped, Self.modeNames.contains(String(rest)) {
            rest = ""
        }
        var written = String(rest)
        if unit.legacy { written = Self.legacyLocation(written, sets: setMembers[unitIndex]) }
        let inFile = unit.origin.isEmpty ? written : written.isEmpty ? unit.origin : written.hasPrefix("[") ? unit.origin + written : unit.origin + "." + written
        guard !unit.name.isEmpty else { return TabBarInputIssue(inFile, issue.reason) }
        return TabBarInputIssue("\(unit.name): \(inFile.isEmpty ? TabBarInputIssue.rootLocation : inFile)", issue.reason)
    }

    /// A location in a Style Dictionary file as written there: `$value` is `value`, a per-token set's value is its member's.
    static func legacyLocation(_ location: String, sets: [String: [String: String]]?) -> String {
        guard location.contains("$") else { return location }
        let token = location.tokenLocation
        let suffix = location.dropFirst(token.count).drop { $0 == "." }
        let places = sets?[token.tokenPath]
        func under(_ tail: String) -> String { join(token, tail) }
        if suffix == "$value" { return under(places?["light"].map { $0 + ".value" } ?? "value") }
        if suffix.hasPrefix("$value") { return under("value" + suffix.dropFirst("$value".count)) }
        if suffix == "$type" { return under(places?["light"].map { $0 + ".type" } ?? "type") }
        if suffix == "$description" { return under("description") }
        let modes = "$extensions.\(modesExtension)."
        if suffix.hasPrefix(modes), let places {
            let mode = String(suffix.dropFirst(modes.count))
            if let place = places[mode] { return under(place + ".value") }
        }
        let legacy = "$extensions.\(legacyExtension)."
        if suffix.hasPrefix(legacy) { return under(String(suffix.dropFirst(legacy.count))) }
        return location
    }

    /// Sorts problems into errors and warnings, names the file each comes from, and counts what the bar cannot use.
    /// An error in a token the bar reaches through a role says which role reads it.
    mutating func classify(_ found: [(path: String, issue: TabBarInputIssue)]) {
        var errors = IssueList()
        var other = IssueList()
        let named = located
        // Which role reads each token is found only when a token the bar reaches has a problem (a second walk).
        if validation == .theme, found.contains(where: { reached.contains($0.path) && !$0.path.hasPrefix("tabbar.") }) {
            readers = Self.reach(trees: trees, parallel: parallel, from: themePaths, readers: true).readers
        }
        for (path, issue) in found {
            if validation == .format || reached.contains(path) || path == "tabbar" || path.hasPrefix("tabbar.") {
                var issue = issue
                if validation == .theme, let role = readers[path] { issue.reason += " (the bar reads it for \(role))" }
                errors.append(named(issue))
            } else if other.append(named(issue)) {
                formatProblemPaths.insert(path)
                if firstFormatProblem == nil { firstFormatProblem = named(issue) }
            }
        }
        if validation == .theme, let tree = trees["light"] {
            var unusable: [(key: String, issue: TabBarInputIssue)] = []
            defer { for item in unusable.sorted(by: { $0.key < $1.key }) { other.append(named(item.issue)) } }
            // Whether a token is unusable is asked first, as it is cheaper than whether the bar reaches it.
            func consider(_ token: Token) {
                if let type = token.type {
                    guard !Self.isThemeType(type), !reached.contains(token.path) else { return }
                    unusableTypes[type, default: 0] += 1
                    unusablePaths.insert(token.path)
                    unusable.append((token.path, TabBarInputIssue(token.location, "$type \(type.shownInMessage) is not one the bar reads")))
                } else if token.pointer == nil, !(token.value.map(Self.isAlias) ?? false), !reached.contains(token.path) {
                    untypedCount += 1
                    unusablePaths.insert(token.path)
                    unusable.append((token.path, TabBarInputIssue(token.location, "no $type (set one on the token or a parent group)")))
                }
            }
            if parallel {
                for path in paths {
                    if let token = tree[path] ?? trees.values.lazy.compactMap({ $0[path] }).first { consider(token) }
                }
            } else {
                for token in tree.values { consider(token) }
            }
        }
        problems = errors.list
        warnings = other.list
        if let first = ignoredMetadata.first {
            let kinds = ignoredMetadata.counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            let total = kinds.reduce(0) { $0 + $1.value }
            metadataWarning = named(TabBarInputIssue(first, "ignored \(total) metadata member\(total == 1 ? "" : "s") DTCG does not define ("
                + kinds.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ") + "); the bar reads only $value, $type and the others DTCG defines"))
        }
    }

    /// Paths (each once) sorted as `String`'s `<` sorts them. When every path is ASCII (as in large generated
    /// files), they are sorted by their first 16 bytes packed into two integers, and by `<` where those are equal:
    /// the same order, as `<` orders ASCII text by its bytes, a prefix first. Otherwise they are sorted as text.
    static func sortedPaths(_ paths: [String]) -> [String] {
        var keys: [(high: UInt64, low: UInt64, index: Int)] = []
        keys.reserveCapacity(paths.count)
        for (index, path) in paths.enumerated() {
            var text = path
            let key: (high: UInt64, low: UInt64)? = text.withUTF8 { bytes in
                var high: UInt64 = 0
                var low: UInt64 = 0
                for (i, byte) in bytes.enumerated() {
                    guard byte < 0x80 else { return nil }
                    if i < 8 {
                        high |= UInt64(byte) << (56 - 8 * i)
                    } else if i < 16 {
                        low |= UInt64(byte) << (56 - 8 * (i - 8))
                    }
                }
                return (high, low)
            }
            guard let key else { return paths.sorted() }
            keys.append((key.high, key.low, index))
        }
        keys.sort { a, b in
            if a.high != b.high { return a.high < b.high }
            if a.low != b.low { return a.low < b.low }
            return paths[a.index] < paths[b.index]
        }
        return keys.map { paths[$0.index] }
    }

    /// How many token objects a document holds (to size the tables once).
    static func countTokens(_ value: TabBarJSONValue) -> Int {
        guard case .object(let members) = value else { return 0 }
        if isTokenObject(members) { return 1 }
        var count = 0
        for member in members { if case .object = member.value { count += countTokens(member.value) } }
        return count
    }

    /// Tokens Studio's `$themes.json`: an array of themes naming token sets; it holds no tokens.
    static func isStudioThemes(_ document: TabBarJSONValue) -> Bool {
        guard case .array(let items) = document else { return false }
        return !items.isEmpty && items.allSatisfy { $0["selectedTokenSets"] != nil }
    }

    static func isAlias(_ value: TabBarJSONValue) -> Bool {
        if case .string(let s) = value, s.hasPrefix("{"), s.hasSuffix("}") { return true }
        return false
    }

    /// One line about what the bar cannot use among the tokens it does not read, or `nil` when there is nothing.
    /// Counts are of tokens, each once (whatever the number of its problems or appearances), out of the tokens the bar does not read.
    public var warningSummary: String? {
        guard !warnings.isEmpty else { return nil }
        let isToken: (String) -> Bool = { path in trees.values.contains { $0[path] != nil } }
        let formatTokens = formatProblemPaths.filter(isToken)
        let groupProblems = formatProblemPaths.count - formatTokens.count
        let unusableTokens = unusablePaths.union(formatTokens)
        let unread = paths.count - reached.filter(isToken).count
        var parts: [String] = []
        let typed = unusableTypes.values.reduce(0, +)
        if typed > 0 {
            let kinds = unusableTypes.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            let shown = kinds.prefix(4).map { "\($0.key) ×\($0.value)" }.joined(separator: ", ") + (kinds.count > 4 ? ", …" : "")
            parts.append("\(typed) have a $type the bar cannot use (\(shown))")
        }
        if untypedCount > 0 { parts.append("\(untypedCount) have no $type") }
        if !formatTokens.isEmpty, let first = firstFormatProblem {
            parts.append("\(formatTokens.count) have format problems (first: \(first))")
        } else if groupProblems > 0, let first = firstFormatProblem {
            parts.append("groups have \(groupProblems) problem\(groupProblems == 1 ? "" : "s") (first: \(first))")
        }
        if !formatTokens.isEmpty, groupProblems > 0 { parts.append("groups have \(groupProblems) more") }
        return "\(unusableTokens.count) of the \(unread) tokens the bar does not read cannot be used: "
            + parts.joined(separator: "; ") + ". Only the tabbar group's tokens and what they reference must be usable; --strict lists these and fails."
    }

    /// Whether the tokens name the theme (a `tabbar.name` token, or `name` in the `tabbar` group's settings extension).
    public var namesTheme: Bool { themePaths.contains("tabbar.name") || settings?["name"] != nil }

    /// How many tokens the bar reads: the `tabbar` group's and every token they reference.
    public var readCount: Int { reached.filter { path in trees.values.contains { $0[path] != nil } }.count }

    /// Whether the document has a `tabbar` group.
    public var hasThemeGroup: Bool { !themePaths.isEmpty || settings != nil }

    /// The sorted paths that start with `tabbar.` (as `hasPrefix` says), found by binary search: such a path's
    /// bytes start with `tabbar.` (no other text is canonically equal to those ASCII characters, and none
    /// composes with them), so it sorts where `tabbar.` would, among the paths whose bytes start so.
    static func themePaths(in paths: [String]) -> [String] {
        let prefix = "tabbar."
        var low = 0
        var high = paths.count
        while low < high {
            let middle = (low + high) / 2
            if paths[middle] < prefix { low = middle + 1 } else { high = middle }
        }
        var found: [String] = []
        while low < paths.count, paths[low].utf8.starts(with: prefix.utf8) {
            if paths[low].hasPrefix(prefix) { found.append(paths[low]) }
            low += 1
        }
        return found
    }

    /// Throws every problem at once (`TabBarTheme/init(tokens:name:)` reports them too).
    public func validate() throws(TabBarConfigurationError) {
        if !problems.isEmpty { throw TabBarConfigurationError(problems) }
    }

    static func join(_ a: String, _ b: String) -> String {
        guard !a.isEmpty else { return b }
        var joined = a
        joined.append(".")
        joined.append(b)
        return joined
    }

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

    /// The modes whose values apply to `mode`, most specific first (light has none of its own).
    static func fallbackModes(_ mode: String) -> [String] {
        switch mode {
        case "dark": ["dark"]
        case "lightIncreasedContrast": ["lightIncreasedContrast"]
        case "darkIncreasedContrast": ["darkIncreasedContrast", "dark"]
        default: []
        }
    }

    /// The value of a token in an appearance mode, references followed, with its declared type and where it is written.
    @_spi(TabBarKitInternal) public func resolve(_ path: String, mode: String = "light") throws(TabBarConfigurationError) -> (value: TabBarJSONValue, type: String?, location: String) {
        switch outcomes[mode]?[path] {
        case .resolved(let r)?: return (r.value, r.type, r.location)
        case .failed(let issue)?: throw TabBarConfigurationError([issue])
        case nil: throw TabBarConfigurationError([TabBarInputIssue(path, "no such token")])
        }
    }

    func outcome(_ path: String, mode: String) -> Outcome? { outcomes[mode]?[path] }

    /// The token paths the `tabbar` group reaches through references (curly, JSON Pointer, inside
    /// composite values, appearance values and Tokens Studio modifiers), and — when `readers` is asked for —
    /// for each the first role (by path) that reaches it.
    static func reach(trees: [String: [String: Token]], parallel: Bool, from themePaths: [String], readers wanted: Bool = false) -> (reached: Set<String>, readers: [String: String]) {
        var reached = Set(themePaths)
        // A long chain is given room once, rather than grown step by step.
        let room = trees.values.map(\.count).max() ?? 0
        var readers: [String: String] = [:]
        // Depth first, the first role on top: everything a role reaches is found before the next role is started.
        var stack = themePaths.reversed().map { (path: $0, role: $0) }
        var targets: [String] = []
        func visit(_ target: String, _ role: String) {
            let found = Resolver.existing(target) { candidate in trees.values.contains { $0[candidate] != nil } }
            if reached.insert(found).inserted {
                if reached.count == 4096, room > 4096 { reached.reserveCapacity(room) }
                if wanted { readers[found] = role }
                stack.append((found, role))
            }
        }
        while let (path, role) = stack.popLast() {
            for tree in trees.values {
                guard let token = tree[path] else { continue }
                // Most tokens hold one plain alias or a value: read without collecting (a long chain is nearly all aliases).
                if token.modes.isEmpty, token.modify == nil, token.pointer == nil, case .string(let text)? = token.value {
                    if let target = Resolver.plainAlias(text) {
                        visit(target, role)
                    } else if text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 {
                        visit(String(text.dropFirst().dropLast()), role)
                    }
                    continue
                }
                targets.removeAll(keepingCapacity: true)
                var values = Array(token.modes.values)
                if let value = token.value { values.append(value) }
                if let modify = token.modify { values.append(modify) }
                if let pointer = token.pointer { values.append(.object([("$ref", .string(pointer))])) }
                for value in values { references(in: value, parallel: parallel, into: &targets) }
                for target in targets { visit(target, role) }
            }
        }
        return (reached, readers)
    }

    static func references(in value: TabBarJSONValue, parallel: Bool, into targets: inout [String]) {
        switch value {
        case .string(let s) where s.hasPrefix("{") && s.hasSuffix("}") && s.count > 2:
            targets.append(String(s.dropFirst().dropLast()))
        case .object(let members):
            if members.count == 1, members[0].key == "$ref", case .string(let p) = members[0].value,
                case .success(let segments) = Pointer.parse(p), let target = Pointer.tokenPath(segments, parallel: parallel)
            {
                targets.append(target.path)
            }
            for member in members { references(in: member.value, parallel: parallel, into: &targets) }
        case .array(let items):
            for item in items { references(in: item, parallel: parallel, into: &targets) }
        default: break
        }
    }

    /// Appearance values on tokens that are not colours are errors.
    static func modeValueChecks(trees: [String: [String: Token]], parallel: Bool, paths: [String], outcomes: [String: [String: Outcome]]) -> [(path: String, issue: TabBarInputIssue)] {
        var found: [(path: String, issue: TabBarInputIssue)] = []
        // Only tokens with appearance values, or in a parallel document, can break this rule.
        // (In one tree, a token's path is its key and `paths` are the keys sorted: the same order.)
        let candidates = parallel ? paths : (trees["light"] ?? [:]).values.filter { !$0.modes.isEmpty }.map(\.path).sorted()
        for path in candidates {
            guard case .resolved(let light)? = outcomes["light"]?[path], light.type != "color" else { continue }
            // A token without a type whose value is a colour (Adobe Spectrum's sets, which type tokens by their
            // $schema) may have appearance values: it is read as a colour wherever a colour role reaches it.
            if light.type == nil, case .success = color(light.value, validation: .theme) { continue }
            let kind = light.type.map { "a $type \"\($0)\" token" } ?? "a token without a $type"
            if let token = trees["light"]?[path], let mode = modeNames.first(where: { token.modes[$0] != nil }) {
                found.append((path, TabBarInputIssue(join(token.location, "$extensions.\(modesExtension).\(mode)"), "only colour tokens have appearance values; {\(path.shownReference)} is \(kind)")))
            }
            guard parallel else { continue }
            for mode in modeNames.dropFirst() {
                guard let token = trees[mode]?[path], case .resolved(let other)? = outcomes[mode]?[path], other.value != light.value else { continue }
                found.append((path, TabBarInputIssue(
                    join(token.location, "$value"),
                    "only colour tokens may differ between appearances; {\(path.shownReference)} is \(kind) and is \(light.value.shown) in light")))
            }
        }
        return found
    }
}

/// Walks a merged document into tokens, collecting structural problems with the token or group they belong to.
struct Flattener {
    let validation: TabBarDesignTokens.Validation
    var tokens: [String: TabBarDesignTokens.Token] = Dictionary(minimumCapacity: 1024)
    var issues: [(path: String, issue: TabBarInputIssue)] = []
    var settings: TabBarJSONValue?
    var settingsLocation = ""
    /// The paths of the groups (a reference to one is not "unknown", it is to a group).
    var groups: Set<String> = []
    /// Tokens that could not be read, by path, with the problem reported where they are (a reference to one fails with it).
    var dropped: [String: TabBarInputIssue] = [:]
    /// Metadata members ignored (`$schema`…), counted by name, and the first one's location.
    var ignored: (counts: [String: Int], first: String?) = ([:], nil)

    /// Members that are metadata of other specifications (JSON Schema's), which token files carry and DTCG does not
    /// define: ignored when a theme is read, with one summarised warning; errors in a strict DTCG check.
    static let ignorableMetadata: Set<String> = ["$schema", "$comment", "$id", "$defs"]

    init(validation: TabBarDesignTokens.Validation) { self.validation = validation }

    mutating func flag(_ path: String, _ location: String, _ reason: String) {
        issues.append((path, TabBarInputIssue(location.isEmpty ? TabBarInputIssue.rootLocation : location, reason)))
    }

    /// Reports a token that cannot be read: a reference to it fails with the same issue (reported once).
    mutating func drop(_ path: String, _ location: String, _ reason: String) {
        let issue = TabBarInputIssue(location.isEmpty ? TabBarInputIssue.rootLocation : location, reason)
        issues.append((path, issue))
        dropped[path] = issue
    }

    /// The `$` members a token or group may hold, read in one pass (the first of each name, as `TabBarJSONValue`'s subscript reads).
    struct Metadata {
        var type: TabBarJSONValue?
        var value: TabBarJSONValue?
        var ref: TabBarJSONValue?
        var description: TabBarJSONValue?
        var deprecated: TabBarJSONValue?
        var extensions: TabBarJSONValue?
        /// Whether any member's name starts with `$` but is none of the above.
        var other = false
        /// Whether a member is ignorable metadata (`$schema`).
        var ignorable = false

        init(_ members: [(key: String, value: TabBarJSONValue)], ignoring: Bool) {
            for member in members where member.key.utf8.first == UInt8(ascii: "$") {
                switch member.key {
                case "$type": if type == nil { type = member.value }
                case "$value": if value == nil { value = member.value }
                case "$ref": if ref == nil { ref = member.value }
                case "$description": if description == nil { description = member.value }
                case "$deprecated": if deprecated == nil { deprecated = member.value }
                case "$extensions": if extensions == nil { extensions = member.value }
                default:
                    if ignoring, Flattener.ignorableMetadata.contains(member.key) { ignorable = true } else { other = true }
                }
            }
        }
    }

    mutating func flatten(_ value: TabBarJSONValue, path: String, location: String, inherited: String?, root: Bool = false) {
        let join = TabBarDesignTokens.join
        guard case .object(let members) = value else {
            flag(path, location, "expected a group or a token object, found \(value.kindName)")
            return
        }
        let ignoring = validation == .theme
        let meta = Metadata(members, ignoring: ignoring)
        var type = inherited
        var writtenType: String?
        let isToken = meta.value != nil || meta.ref != nil
        if let declared = meta.type {
            guard case .string(let name) = declared else {
                if isToken { drop(path, join(location, "$type"), "expected a type name") } else { flag(path, join(location, "$type"), "expected a type name") }
                return
            }
            writtenType = name
            if validation == .format {
                guard TabBarDesignTokens.dtcgTypes.contains(name) else {
                    let reason = "unknown $type \(name.shownInMessage); DTCG 2025.10 has " + TabBarDesignTokens.dtcgTypes.sorted().joined(separator: ", ")
                    if isToken { drop(path, join(location, "$type"), reason) } else { flag(path, join(location, "$type"), reason) }
                    return
                }
                type = name
            } else {
                type = TabBarDesignTokens.typeAliases[name] ?? name
            }
        }
        // Only a `$` name other than a token's own can be unknown (a group may not hold $value or $ref, so it has none).
        if meta.other || !isToken {
            let allowed = isToken ? TabBarDesignTokens.tokenKeys : root ? TabBarDesignTokens.groupKeys.union(["$schema"]) : TabBarDesignTokens.groupKeys
            for member in members where member.key.isDollarName && !allowed.contains(member.key) {
                if ignoring, Self.ignorableMetadata.contains(member.key) {
                    ignored.counts[member.key, default: 0] += 1
                    if ignored.first == nil { ignored.first = TabBarInputIssue.member(member.key, of: location) }
                    continue
                }
                flag(path, TabBarInputIssue.member(member.key, of: location),
                    "unknown key \(member.key.shownInMessage) in a \(isToken ? "token" : "group"); expected one of " + allowed.sorted().joined(separator: ", "))
            }
        } else if meta.ignorable {
            // A token's ignorable metadata ($schema on Adobe Spectrum's tokens) is counted, not reported one by one.
            for member in members where Self.ignorableMetadata.contains(member.key) {
                ignored.counts[member.key, default: 0] += 1
                if ignored.first == nil { ignored.first = TabBarInputIssue.member(member.key, of: location) }
            }
        }
        if let description = meta.description, case .string = description {} else if meta.description != nil {
            flag(path, join(location, "$description"), "$description must be a string")
        }
        if let deprecated = meta.deprecated {
            switch deprecated {
            case .bool, .string: break
            default: flag(path, join(location, "$deprecated"), "$deprecated must be true, false or a string")
            }
        }
        if let extensions = meta.extensions, case .object = extensions {} else if meta.extensions != nil {
            flag(path, join(location, "$extensions"), "$extensions must be an object")
        }
        if isToken {
            token(meta, members: members, path: path, location: location, type: type, writtenType: writtenType ?? inherited)
            return
        }
        if !path.isEmpty { groups.insert(path) }
        if path == "tabbar", validation == .theme, let extensions = meta.extensions, let found = extensions[TabBarDesignTokens.settingsExtension] {
            settings = found
            settingsLocation = join(location, "$extensions.\(TabBarDesignTokens.settingsExtension)")
        }
        for member in members where !member.key.isDollarName || member.key == "$root" {
            if member.key.isEmpty || member.key.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
                flag(path, TabBarInputIssue.member(member.key, of: location), "a token or group name must be non-empty and may not contain '.', '{' or '}'")
                continue
            }
            if member.key == "$root", case .object(let m) = member.value, !TabBarDesignTokens.isTokenObject(m) {
                flag(path, join(location, "$root"), "$root must be a token (an object with $value)")
                continue
            }
            let childPath = join(path, member.key)
            flatten(member.value, path: childPath, location: path == location ? childPath : join(location, member.key), inherited: type)
        }
    }

    mutating func token(_ meta: Metadata, members: [(key: String, value: TabBarJSONValue)], path: String, location: String, type: String?, writtenType: String?) {
        let join = TabBarDesignTokens.join
        for member in members where !member.key.isDollarName {
            flag(path, TabBarInputIssue.member(member.key, of: location), "a token cannot also hold tokens, groups or other members")
        }
        var pointer: String?
        if let ref = meta.ref {
            if meta.value != nil {
                flag(path, join(location, "$ref"), "a token has either $value or $ref, not both")
            }
            guard case .string(let text) = ref else {
                drop(path, join(location, "$ref"), "$ref must be a JSON Pointer string (#/group/token/$value)")
                return
            }
            pointer = text
        }
        if meta.value == .null {
            drop(path, join(location, "$value"), "$value cannot be null")
            return
        }
        var modes: [String: TabBarJSONValue] = [:]
        var modify: TabBarJSONValue?
        if validation == .theme, let extensions = meta.extensions {
            if let modesValue = extensions[TabBarDesignTokens.modesExtension] {
                let modesLocation = join(location, "$extensions.\(TabBarDesignTokens.modesExtension)")
                if case .object(let modeMembers) = modesValue {
                    for mode in modeMembers {
                        guard TabBarDesignTokens.modeNames.dropFirst().contains(mode.key) else {
                            flag(path, TabBarInputIssue.member(mode.key, of: modesLocation), "unknown mode; expected dark, lightIncreasedContrast or darkIncreasedContrast")
                            continue
                        }
                        modes[mode.key] = mode.value
                    }
                } else {
                    flag(path, modesLocation, "expected an object of appearance values")
                }
            }
            modify = extensions[TabBarDesignTokens.studioExtension]?["modify"]
        }
        if validation == .format, type == nil, pointer == nil, let raw = meta.value, !TabBarDesignTokens.isAlias(raw) {
            flag(path, location, "no $type: set one on the token or a parent group")
        }
        tokens[path] = TabBarDesignTokens.Token(
            path: path, location: location, type: type, writtenType: writtenType, value: pointer == nil ? meta.value : nil,
            pointer: pointer, modes: modes, modify: modify)
    }
}

/// Issues in the order found, each once.
struct IssueList {
    private(set) var list: [TabBarInputIssue] = []
    private var seen: Set<TabBarInputIssue> = []

    /// Adds an issue not seen before; whether it was new.
    @discardableResult
    mutating func append(_ issue: TabBarInputIssue) -> Bool {
        guard seen.insert(issue).inserted else { return false }
        list.append(issue)
        return true
    }
}

extension TabBarJSONValue {
    /// `a string`, `a number`, … for messages.
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension String {
    /// Whether a member name starts with `$` (as `hasPrefix("$")` says, with the first byte checked first).
    var isDollarName: Bool { utf8.first == UInt8(ascii: "$") && hasPrefix("$") }

    /// The token path of a location such as `tabbar.size.$value` or `dark.tabbar.size.$value`.
    var tokenPath: String {
        var parts = split(separator: ".", omittingEmptySubsequences: false)
        if let index = parts.firstIndex(where: { $0.hasPrefix("$") && $0 != "$root" }) { parts.removeSubrange(index...) }
        if let first = parts.first, TabBarDesignTokens.modeNames.contains(String(first)), parts.count > 1 { parts.removeFirst() }
        return parts.joined(separator: ".")
    }

    /// The location of the token or group a location is in: `colors.red.$value` → `colors.red`.
    var tokenLocation: String {
        var parts = split(separator: ".", omittingEmptySubsequences: false)
        if let index = parts.firstIndex(where: { $0.hasPrefix("$") && $0 != "$root" }) { parts.removeSubrange(index...) }
        return parts.joined(separator: ".")
    }
}

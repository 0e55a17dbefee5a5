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
    /// Every token path, sorted.
    public let paths: [String]
    /// The paths in the `tabbar` group (`tabbar.…`), sorted.
    let themePaths: [String]
    /// Problems that stop the document from being used, located (file and JSON path), in document order.
    public private(set) var problems: [TabBarInputIssue] = []
    /// With ``Validation/theme``: what the bar cannot use among the tokens it does not read (types it has
    /// no use for, tokens without `$type`, format problems), each located; `--strict` makes them errors.
    public private(set) var warnings: [TabBarInputIssue] = []
    /// Which file each token location came from (several files only), and the files' names.
    var origins: [String: Int] = [:]
    var fileNames: [String] = []
    /// Counts behind ``warningSummary``.
    var unusableTypes: [String: Int] = [:]
    var untypedCount = 0
    var formatProblemCount = 0
    var firstFormatProblem: TabBarInputIssue?

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
    public init(files: [Source], validation: Validation = .theme) throws(TabBarConfigurationError) {
        self.validation = validation
        var fileList: [(name: String, format: Format)] = []
        var pending: [(path: String, issue: TabBarInputIssue)] = []
        var merged = TabBarJSONValue.object([])
        var origins: [String: Int] = [:]
        for (index, file) in files.enumerated() {
            if validation == .theme, Self.isStudioThemes(file.document) {
                fileList.append((file.name, .tokensStudioMetadata))
                continue
            }
            guard case .object = file.document else {
                throw TabBarConfigurationError([TabBarInputIssue(file.name.isEmpty ? TabBarInputIssue.rootLocation : "\(file.name): \(TabBarInputIssue.rootLocation)", "a token file is a JSON object")])
            }
            let format = validation == .format ? .dtcg : Self.detectFormat(file.document)
            fileList.append((file.name, format))
            var document = Self.normalized(file.document, format: format)
            if validation == .theme, files.contains(where: { $0.appearance != nil }) {
                let appearance = file.appearance ?? "light"
                guard Self.modeNames.contains(appearance) else {
                    throw TabBarConfigurationError([TabBarInputIssue(file.name, "unknown appearance \"\(appearance)\"; expected dark, lightIncreasedContrast or darkIncreasedContrast")])
                }
                document = .object([(appearance, document)])
            }
            if files.count > 1 {
                var locations: [String] = []
                Self.tokenLocations(document, prefix: "", into: &locations)
                for location in locations { origins[location] = index }
                merged = Self.merge(merged, document)
            } else {
                merged = document
            }
        }
        self.files = fileList
        merged = Self.expandingExtends(merged, issues: &pending)
        guard case .object(let members) = merged else { throw TabBarConfigurationError([TabBarInputIssue(TabBarInputIssue.rootLocation, "a token file is a JSON object")]) }
        let keys = Set(members.map(\.key))
        let parallel = validation == .theme && keys.contains("light") && keys.contains("dark")
            && keys.isSubset(of: Set(Self.modeNames + ["$schema", "$description"]))
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
        self.trees = trees
        self.parallel = parallel
        self.settings = flattener.settings
        self.settingsLocation = flattener.settingsLocation
        let paths = Self.sortedPaths(parallel ? Array(Set(trees.values.flatMap(\.keys))) : trees["light"].map { Array($0.keys) } ?? [])
        self.paths = paths
        let themePaths = Self.themePaths(in: paths)
        self.themePaths = themePaths
        let modal = parallel || trees["light"]?.values.contains(where: { !$0.modes.isEmpty }) == true
        var resolver = Resolver(trees: trees, parallel: parallel, document: merged, validation: validation)
        var outcomes: [String: [String: Outcome]] = [:]
        for mode in Self.modeNames where mode == "light" || modal {
            outcomes[mode] = resolver.resolveAll(paths, mode: mode)
        }
        for mode in Self.modeNames where outcomes[mode] == nil { outcomes[mode] = outcomes["light"] }
        let reached = validation == .theme ? Self.reach(trees: trees, parallel: parallel, from: themePaths) : Set(paths)
        self.reached = reached
        var checks = resolver.checkValues(paths, modes: modal ? Self.modeNames : ["light"], outcomes: outcomes)
        self.outcomes = outcomes
        checks += Self.modeValueChecks(trees: trees, parallel: parallel, paths: paths, outcomes: outcomes)
        self.origins = origins
        self.fileNames = files.map(\.name)
        classify(pending + checks)
    }

    /// The issue with the name of the file its token comes from in front of its location (when files have names).
    func located(_ issue: TabBarInputIssue) -> TabBarInputIssue {
        guard fileNames.contains(where: { !$0.isEmpty }), !fileNames.contains(where: { !$0.isEmpty && issue.location.hasPrefix($0 + ": ") }) else { return issue }
        var key = issue.location.tokenLocation
        var file = fileNames.count == 1 ? 0 : nil
        while file == nil, !key.isEmpty {
            file = origins[key]
            key = key.contains(".") ? String(key[..<(key.lastIndex(of: ".") ?? key.startIndex)]) : ""
        }
        guard let file, !fileNames[file].isEmpty else { return issue }
        return TabBarInputIssue("\(fileNames[file]): \(issue.location)", issue.reason)
    }

    /// Sorts problems into errors and warnings, names the file each comes from, and counts what the bar cannot use.
    mutating func classify(_ found: [(path: String, issue: TabBarInputIssue)]) {
        var errors = IssueList()
        var other = IssueList()
        let named = located
        for (path, issue) in found {
            if validation == .format || reached.contains(path) || path == "tabbar" || path.hasPrefix("tabbar.") {
                errors.append(named(issue))
            } else if other.append(named(issue)) {
                formatProblemCount += 1
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
                    unusable.append((token.path, TabBarInputIssue(token.location, "$type \(TabBarJSONValue.string(type).serialized(pretty: false)) is not one the bar reads")))
                } else if token.pointer == nil, !(token.value.map(Self.isAlias) ?? false), !reached.contains(token.path) {
                    untypedCount += 1
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
    public var warningSummary: String? {
        guard !warnings.isEmpty else { return nil }
        var parts: [String] = []
        let typed = unusableTypes.values.reduce(0, +)
        if typed > 0 {
            let kinds = unusableTypes.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            let shown = kinds.prefix(4).map { "\($0.key) ×\($0.value)" }.joined(separator: ", ") + (kinds.count > 4 ? ", …" : "")
            parts.append("\(typed) have a $type the bar cannot use (\(shown))")
        }
        if untypedCount > 0 { parts.append("\(untypedCount) have no $type") }
        if formatProblemCount > 0, let first = firstFormatProblem {
            parts.append("\(formatProblemCount) have format problems (first: \(first))")
        }
        return "\(warnings.count) of the \(paths.count - reached.count) tokens the bar does not read cannot be used: "
            + parts.joined(separator: "; ") + ". Only the tabbar group's tokens and what they reference must be usable; --strict lists these and fails."
    }

    /// Whether the tokens name the theme (a `tabbar.name` token, or `name` in the `tabbar` group's settings extension).
    public var namesTheme: Bool { themePaths.contains("tabbar.name") || settings?["name"] != nil }

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
    /// composite values, appearance values and Tokens Studio modifiers).
    static func reach(trees: [String: [String: Token]], parallel: Bool, from themePaths: [String]) -> Set<String> {
        var reached = Set(themePaths)
        var queue = Array(reached)
        while let path = queue.popLast() {
            for tree in trees.values {
                guard let token = tree[path] else { continue }
                var targets: [String] = []
                var values = Array(token.modes.values)
                if let value = token.value { values.append(value) }
                if let modify = token.modify { values.append(modify) }
                if let pointer = token.pointer { values.append(.object([("$ref", .string(pointer))])) }
                for value in values { references(in: value, parallel: parallel, into: &targets) }
                for target in targets where reached.insert(target).inserted { queue.append(target) }
            }
        }
        return reached
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
            let kind = light.type.map { "a $type \"\($0)\" token" } ?? "a token without a $type"
            if let token = trees["light"]?[path], let mode = modeNames.first(where: { token.modes[$0] != nil }) {
                found.append((path, TabBarInputIssue(join(token.location, "$extensions.\(modesExtension).\(mode)"), "only colour tokens have appearance values; {\(path)} is \(kind)")))
            }
            guard parallel else { continue }
            for mode in modeNames.dropFirst() {
                guard let token = trees[mode]?[path], case .resolved(let other)? = outcomes[mode]?[path], other.value != light.value else { continue }
                found.append((path, TabBarInputIssue(
                    join(token.location, "$value"),
                    "only colour tokens may differ between appearances; {\(path)} is \(kind) and is \(light.value.serialized(pretty: false)) in light")))
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

    init(validation: TabBarDesignTokens.Validation) { self.validation = validation }

    mutating func flag(_ path: String, _ location: String, _ reason: String) {
        issues.append((path, TabBarInputIssue(location.isEmpty ? TabBarInputIssue.rootLocation : location, reason)))
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

        init(_ members: [(key: String, value: TabBarJSONValue)]) {
            for member in members where member.key.utf8.first == UInt8(ascii: "$") {
                switch member.key {
                case "$type": if type == nil { type = member.value }
                case "$value": if value == nil { value = member.value }
                case "$ref": if ref == nil { ref = member.value }
                case "$description": if description == nil { description = member.value }
                case "$deprecated": if deprecated == nil { deprecated = member.value }
                case "$extensions": if extensions == nil { extensions = member.value }
                default: other = true
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
        let meta = Metadata(members)
        var type = inherited
        var writtenType: String?
        if let declared = meta.type {
            guard case .string(let name) = declared else {
                flag(path, join(location, "$type"), "expected a type name")
                return
            }
            writtenType = name
            if validation == .format {
                guard TabBarDesignTokens.dtcgTypes.contains(name) else {
                    flag(path, join(location, "$type"), "unknown $type \"\(name)\"; DTCG 2025.10 has " + TabBarDesignTokens.dtcgTypes.sorted().joined(separator: ", "))
                    return
                }
                type = name
            } else {
                type = TabBarDesignTokens.typeAliases[name] ?? name
            }
        }
        let isToken = meta.value != nil || meta.ref != nil
        // Only a `$` name other than a token's own can be unknown (a group may not hold $value or $ref, so it has none).
        if meta.other || !isToken {
            let allowed = isToken ? TabBarDesignTokens.tokenKeys : root ? TabBarDesignTokens.groupKeys.union(["$schema"]) : TabBarDesignTokens.groupKeys
            for member in members where member.key.isDollarName && !allowed.contains(member.key) {
                flag(path, TabBarInputIssue.member(member.key, of: location),
                    "unknown key \(TabBarJSONValue.string(member.key).serialized(pretty: false)) in a \(isToken ? "token" : "group"); expected one of " + allowed.sorted().joined(separator: ", "))
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
                flag(path, join(location, "$ref"), "$ref must be a JSON Pointer string (#/group/token/$value)")
                return
            }
            pointer = text
        }
        if meta.value == .null {
            flag(path, join(location, "$value"), "$value cannot be null")
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

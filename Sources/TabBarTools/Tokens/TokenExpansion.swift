@_spi(TabBarKitInternal) import TabBarCore

/// One token document to merge: a file, a set of a Tokens Studio export, or a source of a DTCG resolver, with
/// where its root is written (so messages name the file and the JSON path as written in it).
struct TokenUnit {
    /// The file's name as messages give it (empty for none).
    var name: String
    /// The location of the document's root inside the file (`core` for a Tokens Studio set, `resolutionOrder[0].sources[0]`
    /// for a resolver's inline tokens), empty for a whole file.
    var origin: String
    /// The tokens as written.
    var document: TabBarJSONValue
    /// The appearance the unit's tokens are for, `nil` for the light values and everything shared.
    var appearance: String?
    /// The unit's format (of the tokens themselves: DTCG or Style Dictionary).
    var format: TabBarDesignTokens.Format
    /// Member names the file repeats, inside this unit.
    var repeated: [TabBarJSONRepeatedMember]
}

/// Turns the files given into the token documents to merge: Tokens Studio exports into the sets selected,
/// DTCG resolver documents into the sources of their resolution, per appearance; notes what was chosen or merged.
struct TokenExpansion {
    let selection: TabBarTokenSelection
    /// Reads a file a resolver or a Tokens Studio project names, relative to the file that names it.
    let load: ((_ path: String, _ relativeTo: String) throws -> TabBarDesignTokens.Source)?
    var units: [TokenUnit] = []
    var notes: [TabBarInputIssue] = []
    var issues: [TabBarInputIssue] = []
    /// The files' names and formats, in order, as `tokens check` lists them.
    var files: [(name: String, format: TabBarDesignTokens.Format, detail: String)] = []
    /// The set names the selection used (to report names that matched nothing).
    var usedSetNames: Set<String> = []

    static let modes = TabBarDesignTokens.modeNames

    init(selection: TabBarTokenSelection, load: ((String, String) throws -> TabBarDesignTokens.Source)?) {
        self.selection = selection
        self.load = load
    }

    /// Expands every file, in order.
    mutating func expand(_ sources: [TabBarDesignTokens.Source]) {
        let projects = sources.filter { TabBarDesignTokens.detectFormat($0.document) == .tokensStudioMetadata }
        var projectExpanded = false
        for source in sources {
            let format = TabBarDesignTokens.detectFormat(source.document)
            switch format {
            case .tokensStudio:
                let sets = Self.studioSets(source.document)
                let metadata = source.document["$metadata"]
                let themes = source.document["$themes"]
                files.append((source.name, format, ""))
                expandStudio(source: source, sets: sets.map { .inline($0.key, $0.value, Self.setFormat($0.value)) }, metadata: metadata, themes: themes,
                    fileIndex: files.count - 1)
            case .tokensStudioMetadata:
                files.append((source.name, format, ""))
                // With a choice of sets or themes, the project's $themes.json / $metadata.json stand for its set files.
                guard !projectExpanded, !selection.sets.isEmpty || !selection.themes.isEmpty else { continue }
                projectExpanded = true
                expandProject(projects, fileIndex: files.count - 1)
            case .resolver:
                files.append((source.name, format, ""))
                expandResolver(source, fileIndex: files.count - 1)
            case .dtcg, .styleDictionary:
                files.append((source.name, format, ""))
                units.append(TokenUnit(name: source.name, origin: "", document: source.document, appearance: source.appearance, format: format, repeated: source.repeatedMembers))
            }
        }
    }

    // MARK: Tokens Studio

    /// Where a Tokens Studio set's tokens are: inline in a single-file export, or a file of a Git-sync project.
    enum StudioSet {
        case inline(String, TabBarJSONValue, TabBarDesignTokens.Format)
        case file(String)

        var name: String {
            switch self {
            case .inline(let name, _, _), .file(let name): name
            }
        }
    }

    /// The sets of a single-file export, in the file's order.
    static func studioSets(_ document: TabBarJSONValue) -> [(key: String, value: TabBarJSONValue)] {
        guard case .object(let members) = document else { return [] }
        return members.filter { !$0.key.hasPrefix("$") }
    }

    static func setFormat(_ value: TabBarJSONValue) -> TabBarDesignTokens.Format {
        TabBarDesignTokens.usesDollarSyntax(value) ? .dtcg : .styleDictionary
    }

    /// A Tokens Studio theme: its group, name, id and the sets it uses (enabled or source) with their status.
    struct StudioTheme {
        var group: String?
        var name: String
        var id: String?
        var sets: [(name: String, status: String)]

        var label: String { group.map { "\($0)/\(name)" } ?? name }
    }

    static func studioThemes(_ value: TabBarJSONValue?) -> [StudioTheme] {
        guard case .array(let items)? = value else { return [] }
        return items.compactMap { item in
            guard case .string(let name)? = item["name"] else { return nil }
            var group: String?
            if case .string(let g)? = item["group"], !g.isEmpty { group = g }
            var id: String?
            if case .string(let i)? = item["id"] { id = i }
            var sets: [(String, String)] = []
            if case .object(let selected)? = item["selectedTokenSets"] {
                for member in selected {
                    if case .string(let status) = member.value, status != "disabled" { sets.append((member.key, status)) }
                }
            }
            return StudioTheme(group: group, name: name, id: id, sets: sets)
        }
    }

    static func tokenSetOrder(_ metadata: TabBarJSONValue?) -> [String] {
        guard case .array(let names)? = metadata?["tokenSetOrder"] else { return [] }
        return names.compactMap { if case .string(let s) = $0 { s } else { nil } }
    }

    /// The themes a name picks: `GROUP/NAME`, `NAME` when only one theme has it, or an id; case-insensitive when nothing matches exactly.
    static func pick(_ wanted: String, in themes: [StudioTheme]) -> Result<StudioTheme, PickFailure> {
        let exact = themes.filter { $0.label == wanted || $0.id == wanted }
        let byName = exact.isEmpty ? themes.filter { $0.name == wanted } : exact
        let found = byName.isEmpty ? themes.filter { $0.label.lowercased() == wanted.lowercased() || $0.name.lowercased() == wanted.lowercased() } : byName
        if found.count == 1 { return .success(found[0]) }
        let listed = themes.map(\.label).joined(separator: ", ")
        if found.isEmpty {
            return .failure(PickFailure(issue: TabBarInputIssue("--studio-theme \(wanted.shownInMessage)", "no such Tokens Studio theme; the themes are \(listed.ifEmpty("none"))")))
        }
        return .failure(PickFailure(issue: TabBarInputIssue("--studio-theme \(wanted.shownInMessage)", "several themes are named so (\(found.map(\.label).joined(separator: ", "))); write GROUP/NAME")))
    }

    /// Why a theme name picks no theme.
    struct PickFailure: Error {
        var issue: TabBarInputIssue
    }

    /// The sets each appearance reads, in merge order, or `nil` for an appearance with no choice of its own.
    mutating func studioSelection(available: [String], order: [String], themes: [StudioTheme], where file: String) -> [String: [String]]? {
        let ordered = order.filter(available.contains) + available.filter { !order.contains($0) }
        func sorted(_ names: [String]) -> [String] { ordered.filter(names.contains) }
        var result: [String: [String]] = [:]
        var chosenThemes: [String: [StudioTheme]] = [:]
        // Groups of one theme are read with any choice (Tokens Studio keeps such a group's theme on); groups of
        // several that nothing chose are left out, and the note says so.
        let groups = Dictionary(grouping: themes) { $0.group ?? "" }
        var singles: [StudioTheme] = []
        if !selection.themes.isEmpty {
            let chosenGroups = Set(selection.themes.values.flatMap { $0 }.compactMap { name in
                if case .success(let theme) = Self.pick(name, in: themes) { theme.group ?? "" } else { nil }
            })
            let single = groups.filter { !chosenGroups.contains($0.key) && $0.value.count == 1 }.keys.sorted()
            let left = groups.filter { !chosenGroups.contains($0.key) && $0.value.count > 1 }.keys.sorted()
            if !left.isEmpty || !single.isEmpty {
                var parts: [String] = []
                if !single.isEmpty { parts.append("read \(single.map { "\($0.ifEmpty("(no group)"))/\(groups[$0]?[0].name ?? "")" }.joined(separator: ", ")), the only theme of \(single.count == 1 ? "its group" : "their groups")") }
                if !left.isEmpty { parts.append("left out theme group\(left.count == 1 ? "" : "s") \(left.map { $0.ifEmpty("(no group)") }.joined(separator: ", ")) (choose one with --studio-theme GROUP/NAME)") }
                notes.append(TabBarInputIssue(file, parts.joined(separator: "; ")))
            }
            singles = single.compactMap { groups[$0]?.first }
        }
        for mode in Self.modes {
            guard let wanted = selection.themes[mode] else { continue }
            // Light starts from the groups of one theme; another appearance from light's choice (or those, when light has none).
            var list = mode == "light" ? singles : chosenThemes["light"] ?? singles
            for name in wanted {
                switch Self.pick(name, in: themes) {
                case .success(let theme):
                    list.removeAll { $0.group == theme.group }
                    list.append(theme)
                case .failure(let failure):
                    issues.append(TabBarInputIssue(file.isEmpty ? failure.issue.location : "\(file): \(failure.issue.location)", failure.issue.reason))
                }
            }
            chosenThemes[mode] = list
            var names: [String] = []
            for theme in list {
                for set in theme.sets where !names.contains(set.name) {
                    if available.contains(set.name) {
                        names.append(set.name)
                    } else {
                        issues.append(TabBarInputIssue(file, "theme \(theme.label.shownInMessage) uses set \(set.name.shownInMessage), which the export does not hold"))
                    }
                }
            }
            result[mode] = sorted(names)
        }
        for mode in Self.modes {
            guard let wanted = selection.sets[mode] else { continue }
            let known = wanted.filter(available.contains)
            usedSetNames.formUnion(known)
            if mode == "light" {
                result[mode] = sorted(Array(Set((result[mode] ?? []) + known)))
            } else {
                // An appearance's sets are merged over the light choice, last, in the order given.
                let base = result[mode] ?? result["light"] ?? []
                result[mode] = base.filter { !known.contains($0) } + known
            }
        }
        return result.isEmpty ? nil : result
    }

    mutating func expandStudio(source: TabBarDesignTokens.Source, sets: [StudioSet], metadata: TabBarJSONValue?, themes themeValue: TabBarJSONValue?, fileIndex: Int) {
        let themes = Self.studioThemes(themeValue)
        let available = sets.map(\.name)
        let order = Self.tokenSetOrder(metadata)
        var loaded: [String: TokenUnit] = [:]
        func unit(_ set: StudioSet, appearance: String?) -> TokenUnit? {
            if let known = loaded[set.name] {
                var copy = known
                copy.appearance = appearance
                return copy
            }
            switch set {
            case .inline(let name, let value, let format):
                let origin = TabBarInputIssue.member(name, of: "")
                let made = TokenUnit(name: source.name, origin: origin, document: value, appearance: appearance, format: format,
                    repeated: Self.repeats(source.repeatedMembers, under: origin))
                loaded[name] = made
                return made
            case .file(let name):
                guard let load else {
                    issues.append(TabBarInputIssue(source.name, "set \(name.shownInMessage) is a file of the project, and files cannot be read here"))
                    return nil
                }
                do {
                    let file = try load(name + ".json", source.name)
                    let made = TokenUnit(name: file.name, origin: "", document: file.document, appearance: appearance, format: Self.setFormat(file.document), repeated: file.repeatedMembers)
                    loaded[name] = made
                    return made
                } catch {
                    issues.append(TabBarInputIssue(source.name, "set \(name.shownInMessage): \(error)"))
                    return nil
                }
            }
        }
        let choice = studioSelection(available: available, order: order, themes: themes, where: source.name)
        guard let choice else {
            // No choice: every set, in tokenSetOrder, unless a later set replaces tokens of an earlier one.
            let ordered = order.filter(available.contains) + available.filter { !order.contains($0) }
            var made: [TokenUnit] = []
            for name in ordered {
                guard let set = sets.first(where: { $0.name == name }), let u = unit(set, appearance: source.appearance) else { continue }
                made.append(u)
            }
            let overlaps = Self.overlaps(made.map { ($0.origin.isEmpty ? $0.name : $0.origin, $0.document) })
            if let first = overlaps.first {
                let themeList = themes.isEmpty ? "" : "; or themes with --studio-theme NAME (\(themes.map(\.label).joined(separator: ", ")))"
                issues.append(TabBarInputIssue(source.name,
                    "Tokens Studio set \(first.later.shownInMessage) replaces \(first.count) tokens of set \(first.earlier.shownInMessage) (first: \(first.path)), "
                        + "and nothing says which to use; choose sets with --set NAME (dark ones with --set dark:NAME)\(themeList)"))
                return
            }
            files[fileIndex].detail = "sets " + ordered.joined(separator: ", ")
            units += made
            return
        }
        var details: [String] = []
        let allSets = order.filter(available.contains) + available.filter { !order.contains($0) }
        if choice["light"] == nil {
            // Only other appearances were chosen: light reads every set, which is refused as without a choice
            // when a set replaces another's tokens.
            let every = allSets.compactMap { name in sets.first { $0.name == name }.flatMap { unit($0, appearance: source.appearance) } }
            if let first = Self.overlaps(every.map { ($0.origin.isEmpty ? $0.name : $0.origin, $0.document) }).first {
                issues.append(TabBarInputIssue(source.name,
                    "Tokens Studio set \(first.later.shownInMessage) replaces \(first.count) tokens of set \(first.earlier.shownInMessage) (first: \(first.path)), "
                        + "and nothing says which light uses; choose light's sets or themes too (--set NAME, --studio-theme NAME)"))
                return
            }
        }
        let lightSets = choice["light"] ?? allSets
        for (mode, label) in TabBarTokenSelection.appearanceOptionNames {
            guard mode == "light" || choice[mode] != nil else { continue }
            let names = mode == "light" ? lightSets : choice[mode] ?? []
            var made: [TokenUnit] = []
            for name in names {
                guard let set = sets.first(where: { $0.name == name }), let u = unit(set, appearance: mode == "light" ? source.appearance : mode) else { continue }
                made.append(u)
            }
            for overlap in Self.overlaps(made.map { ($0.origin.isEmpty ? $0.name : $0.origin, $0.document) }) {
                notes.append(TabBarInputIssue(source.name, "\(label.isEmpty ? "" : "for \(label.dropLast()), ")set \(overlap.later.shownInMessage) replaces \(overlap.count) tokens of set \(overlap.earlier.shownInMessage) (first: \(overlap.path))"))
            }
            details.append("\(label)\(names.joined(separator: ", "))")
            units += made
        }
        files[fileIndex].detail = "sets " + details.joined(separator: "; ")
    }

    /// A Git-sync project: `$themes.json` and `$metadata.json` name the sets, which are files beside them.
    mutating func expandProject(_ files: [TabBarDesignTokens.Source], fileIndex: Int) {
        let themesFile = files.first { if case .array = $0.document { true } else { false } }
        let metadataFile = files.first { if case .object = $0.document { true } else { false } }
        guard let anchor = themesFile ?? metadataFile else { return }
        let themes = Self.studioThemes(themesFile?.document)
        let order = Self.tokenSetOrder(metadataFile?.document)
        var names = order
        for theme in themes { for set in theme.sets where !names.contains(set.name) { names.append(set.name) } }
        expandStudio(source: anchor, sets: names.map { .file($0) }, metadata: metadataFile?.document, themes: themesFile?.document, fileIndex: fileIndex)
    }

    /// Pairs of sets where a later one replaces tokens of an earlier one: the later, the earlier, how many and the first path.
    static func overlaps(_ sets: [(name: String, document: TabBarJSONValue)]) -> [(later: String, earlier: String, count: Int, path: String)] {
        var owner: [String: Int] = [:]
        var counts: [Int: [Int: (count: Int, path: String)]] = [:]
        for (index, set) in sets.enumerated() {
            var locations: [String] = []
            TabBarDesignTokens.tokenLocations(TabBarDesignTokens.normalized(set.document, format: setFormat(set.document)), prefix: "", into: &locations)
            for location in locations {
                if let earlier = owner[location], earlier != index {
                    let entry = counts[index]?[earlier]
                    counts[index, default: [:]][earlier] = ((entry?.count ?? 0) + 1, entry?.path ?? location)
                }
                owner[location] = index
            }
        }
        var result: [(String, String, Int, String)] = []
        for later in counts.keys.sorted() {
            for earlier in (counts[later] ?? [:]).keys.sorted() {
                if let entry = counts[later]?[earlier] { result.append((sets[later].name, sets[earlier].name, entry.count, entry.path)) }
            }
        }
        return result
    }

    // MARK: DTCG resolver

    /// A DTCG 2025.10 resolver document: each appearance's input selects the modifiers' contexts, and the sets and
    /// contexts of `resolutionOrder` are merged in order.
    mutating func expandResolver(_ source: TabBarDesignTokens.Source, fileIndex: Int) {
        let file = source.name
        let document = source.document
        func fail(_ location: String, _ reason: String) { issues.append(TabBarInputIssue(file.isEmpty ? location : "\(file): \(location)", reason)) }
        guard case .string(let version)? = document["version"], version == "2025.10" else {
            fail("version", "a DTCG resolver document has \"version\": \"2025.10\", not \(document["version"]?.shown ?? "nothing")")
            return
        }
        guard case .array(let order)? = document["resolutionOrder"], !order.isEmpty else {
            fail("resolutionOrder", "expected a non-empty array of sets and modifiers")
            return
        }
        // The modifiers, named (root `modifiers`) or inline in resolutionOrder, with where they are written.
        var modifiers: [(name: String, value: TabBarJSONValue, location: String)] = []
        if case .object(let named)? = document["modifiers"] {
            for member in named { modifiers.append((member.key, member.value, TabBarInputIssue.member(member.key, of: "modifiers"))) }
        }
        var inlineNames: Set<String> = []
        for (i, item) in order.enumerated() {
            guard case .string(let type)? = item["type"] else { continue }
            guard case .string(let name)? = item["name"] else {
                fail("resolutionOrder[\(i)]", "an inline \(type) needs a name")
                continue
            }
            if !inlineNames.insert(name).inserted { fail("resolutionOrder[\(i)].name", "the name \(name.shownInMessage) is used twice in resolutionOrder") }
            if type == "modifier" { modifiers.append((name, item, "resolutionOrder[\(i)]")) }
        }
        // Each modifier's contexts, and the context each appearance's input picks.
        var contexts: [String: [String]] = [:]
        for modifier in modifiers {
            guard case .object(let members)? = modifier.value["contexts"], !members.isEmpty else {
                fail(TabBarInputIssue.member("contexts", of: modifier.location), "a modifier needs a contexts object with at least one context")
                continue
            }
            contexts[modifier.name] = members.map(\.key)
            if let given = modifier.value["default"] {
                guard case .string(let name) = given, members.contains(where: { $0.key == name }) else {
                    fail(TabBarInputIssue.member("default", of: modifier.location), "the default \(given.shown) is not one of the contexts (\(members.map(\.key).joined(separator: ", ")))")
                    continue
                }
            }
        }
        let modes = Self.modes.filter { $0 == "light" || selection.inputs[$0] != nil }
        var inputs: [String: [String: String]] = [:]
        // Inputs are compared without case, names and contexts, as the resolver module recommends.
        func given(_ mode: String, _ modifier: String) -> String? {
            selection.inputs[mode].flatMap { inputs in inputs[modifier] ?? inputs.first { $0.key.lowercased() == modifier.lowercased() }?.value }
        }
        for (name, _) in selection.inputs.flatMap({ $0.value }) where !modifiers.contains(where: { $0.name.lowercased() == name.lowercased() }) {
            fail("--input", "\(name.shownInMessage) is not a modifier of this resolver; its modifiers are \(modifiers.map(\.name).joined(separator: ", ").ifEmpty("none"))")
        }
        for mode in modes {
            var chosen: [String: String] = [:]
            for modifier in modifiers {
                let names = contexts[modifier.name] ?? []
                let wanted = given(mode, modifier.name) ?? given("light", modifier.name)
                if let wanted {
                    guard let found = names.first(where: { $0 == wanted }) ?? names.first(where: { $0.lowercased() == wanted.lowercased() }) else {
                        fail("--input \(modifier.name)=\(wanted)", "invalid context \(wanted.shownInMessage) for modifier \(modifier.name.shownInMessage); its contexts are \(names.joined(separator: ", "))")
                        continue
                    }
                    chosen[modifier.name] = found
                } else if case .string(let fallback)? = modifier.value["default"] {
                    chosen[modifier.name] = fallback
                } else if names.count == 1 {
                    chosen[modifier.name] = names[0]
                } else if mode == "light" {
                    let example = names.first(where: { $0.lowercased().contains("light") }) ?? names.first ?? "CONTEXT"
                    let dark = names.first(where: { $0.lowercased() == "dark" }) ?? names.first(where: { $0.lowercased().contains("dark") })
                    fail(modifier.location, "modifier \(modifier.name.shownInMessage) has contexts \(names.joined(separator: ", ")) and no default; choose one with --input \(modifier.name)=\(example)"
                        + (dark.map { " (and --input dark:\(modifier.name)=\($0) for the dark appearance)" } ?? ""))
                }
            }
            inputs[mode] = chosen
        }
        guard issues.isEmpty else { return }
        // The appearances other than light read light's contexts unless an input says otherwise: say so once.
        // (Only when no appearance has inputs of its own: then the user has chosen how appearances differ.)
        let unchosen = modes.count > 1 ? [] : modifiers.filter { (contexts[$0.name]?.count ?? 0) > 1 }
        if let first = unchosen.first, let light = inputs["light"]?[first.name] {
            notes.append(TabBarInputIssue(file, "the dark and increased-contrast appearances read the same contexts as light (\(first.name)=\(light)); choose others with --input dark:\(first.name)=CONTEXT"))
        }
        var details: [String] = []
        for (mode, label) in TabBarTokenSelection.appearanceOptionNames where inputs[mode] != nil {
            for (i, item) in order.enumerated() {
                let location = "resolutionOrder[\(i)]"
                if case .string(let pointer)? = item["$ref"] {
                    if pointer.hasPrefix("#/sets/") {
                        let name = Self.pointerName(pointer.dropFirst("#/sets/".count))
                        guard let set = document["sets"]?[name] else {
                            fail(TabBarInputIssue.member("$ref", of: location), "\(pointer.shownInMessage) names no set")
                            continue
                        }
                        resolverSources(set["sources"], at: TabBarInputIssue.member("sources", of: TabBarInputIssue.member(name, of: "sets")), mode: mode, source: source)
                    } else if pointer.hasPrefix("#/modifiers/") {
                        let name = Self.pointerName(pointer.dropFirst("#/modifiers/".count))
                        guard let modifier = modifiers.first(where: { $0.name == name && $0.location.hasPrefix("modifiers") }) else {
                            fail(TabBarInputIssue.member("$ref", of: location), "\(pointer.shownInMessage) names no modifier")
                            continue
                        }
                        if let context = inputs[mode]?[name] {
                            resolverSources(modifier.value["contexts"]?[context], at: TabBarInputIssue.member(context, of: TabBarInputIssue.member("contexts", of: modifier.location)),
                                mode: mode, source: source, inModifier: true)
                        }
                    } else if pointer.hasPrefix("#/resolutionOrder") {
                        fail(TabBarInputIssue.member("$ref", of: location), "nothing may refer into resolutionOrder")
                    } else if pointer.hasPrefix("#") {
                        fail(TabBarInputIssue.member("$ref", of: location), "resolutionOrder refers to sets (#/sets/NAME) and modifiers (#/modifiers/NAME), not \(pointer.shownInMessage)")
                    } else {
                        resolverSources(.array([item]), at: location, mode: mode, source: source, single: true)
                    }
                } else if case .string(let type)? = item["type"], type == "set" {
                    resolverSources(item["sources"], at: TabBarInputIssue.member("sources", of: location), mode: mode, source: source)
                } else if case .string(let type)? = item["type"], type == "modifier", case .string(let name)? = item["name"] {
                    if let context = inputs[mode]?[name] {
                        resolverSources(item["contexts"]?[context], at: TabBarInputIssue.member(context, of: TabBarInputIssue.member("contexts", of: location)),
                            mode: mode, source: source, inModifier: true)
                    }
                } else {
                    fail(location, "expected {\"$ref\": \"#/sets/NAME\"}, {\"$ref\": \"#/modifiers/NAME\"} or an inline set or modifier with type and name")
                }
            }
            let picked = (inputs[mode] ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
            if !picked.isEmpty { details.append(label + picked) }
        }
        files[fileIndex].detail = details.isEmpty ? "" : "inputs " + details.joined(separator: "; ")
    }

    /// `#/sets/a~1b` → `a/b`.
    static func pointerName(_ text: Substring) -> String {
        String(text).replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }

    /// The token sources of a set or a modifier's context: references to sets, to files, or inline tokens, in order.
    mutating func resolverSources(
        _ value: TabBarJSONValue?, at location: String, mode: String, source: TabBarDesignTokens.Source,
        inModifier: Bool = false, single: Bool = false, depth: Int = 0
    ) {
        let file = source.name
        func fail(_ where: String, _ reason: String) { issues.append(TabBarInputIssue(file.isEmpty ? `where` : "\(file): \(`where`)", reason)) }
        guard case .array(let items)? = value else {
            fail(location, "expected an array of token sources")
            return
        }
        let appearance = mode == "light" ? source.appearance : mode
        for (j, item) in items.enumerated() {
            let here = single ? location : "\(location)[\(j)]"
            guard case .object(let members) = item else {
                fail(here, "a token source is a {\"$ref\": …} object or inline tokens")
                continue
            }
            guard let reference = members.first(where: { $0.key == "$ref" })?.value else {
                // Inline tokens: their members are written where they are.
                units.append(TokenUnit(name: file, origin: here, document: item, appearance: appearance, format: Self.setFormat(item),
                    repeated: Self.repeats(source.repeatedMembers, under: here)))
                continue
            }
            guard case .string(let pointer) = reference else {
                fail(TabBarInputIssue.member("$ref", of: here), "$ref must be a string")
                continue
            }
            let overrides = members.filter { $0.key != "$ref" }
            if pointer.hasPrefix("#/modifiers/") {
                fail(TabBarInputIssue.member("$ref", of: here), "\(inModifier ? "a modifier" : "a set") may not refer to a modifier")
            } else if pointer.hasPrefix("#/resolutionOrder") {
                fail(TabBarInputIssue.member("$ref", of: here), "nothing may refer into resolutionOrder")
            } else if pointer.hasPrefix("#/sets/") {
                let name = Self.pointerName(pointer.dropFirst("#/sets/".count))
                guard let set = source.document["sets"]?[name] else {
                    fail(TabBarInputIssue.member("$ref", of: here), "\(pointer.shownInMessage) names no set")
                    continue
                }
                guard depth < 16 else {
                    fail(TabBarInputIssue.member("$ref", of: here), "sets refer to each other in a loop")
                    continue
                }
                resolverSources(set["sources"], at: TabBarInputIssue.member("sources", of: TabBarInputIssue.member(name, of: "sets")), mode: mode, source: source,
                    inModifier: inModifier, depth: depth + 1)
            } else if pointer.hasPrefix("#") {
                // A pointer to inline tokens elsewhere in the resolver document.
                guard case .success(let segments) = Pointer.parse(pointer), let found = TabBarDesignTokens.lookup(segments, in: source.document) else {
                    fail(TabBarInputIssue.member("$ref", of: here), "\(pointer.shownInMessage) reaches nothing in this document")
                    continue
                }
                let origin = Self.pathText(segments)
                units.append(TokenUnit(name: file, origin: origin, document: Self.overriding(found, with: overrides),
                    appearance: appearance, format: Self.setFormat(found), repeated: Self.repeats(source.repeatedMembers, under: origin)))
            } else {
                guard let load else {
                    fail(TabBarInputIssue.member("$ref", of: here), "\(pointer.shownInMessage) is another file, and files cannot be read here")
                    continue
                }
                let parts = pointer.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                do {
                    let loaded = try load(String(parts[0]), file)
                    var document = loaded.document
                    var origin = ""
                    if parts.count == 2, !parts[1].isEmpty {
                        let fragment = parts[1].hasPrefix("/") ? "#" + parts[1] : "#/" + parts[1]
                        guard case .success(let segments) = Pointer.parse(String(fragment)), let found = TabBarDesignTokens.lookup(segments, in: document) else {
                            fail(TabBarInputIssue.member("$ref", of: here), "\(pointer.shownInMessage): the fragment reaches nothing in \(loaded.name)")
                            continue
                        }
                        document = found
                        origin = Self.pathText(segments)
                    }
                    units.append(TokenUnit(name: loaded.name, origin: origin, document: Self.overriding(document, with: overrides), appearance: appearance,
                        format: Self.setFormat(document), repeated: Self.repeats(loaded.repeatedMembers, under: origin)))
                } catch {
                    fail(TabBarInputIssue.member("$ref", of: here), "\(error)")
                }
            }
        }
    }

    /// A referenced object with the reference's other members laid over it, shallowly (the resolver module's `$ref` overrides).
    static func overriding(_ value: TabBarJSONValue, with overrides: [(key: String, value: TabBarJSONValue)]) -> TabBarJSONValue {
        guard !overrides.isEmpty, case .object(var members) = value else { return value }
        for member in overrides {
            if let i = members.firstIndex(where: { $0.key == member.key }) { members[i].value = member.value } else { members.append(member) }
        }
        return .object(members)
    }

    /// `["resolutionOrder", "[0]", "sources"]` → `resolutionOrder[0].sources`.
    static func pathText(_ path: some Sequence<String>) -> String {
        path.reduce("") { $1.hasPrefix("[") && $1.hasSuffix("]") ? $0 + $1 : TabBarInputIssue.member($1, of: $0) }
    }

    /// The repeated members inside the value at `origin`, with paths relative to it.
    static func repeats(_ all: [TabBarJSONRepeatedMember], under origin: String) -> [TabBarJSONRepeatedMember] {
        guard !origin.isEmpty else { return all }
        return all.compactMap { member in
            for count in 0...member.path.count where pathText(member.path.prefix(count)) == origin {
                var relative = member
                relative.path = Array(member.path.dropFirst(count))
                return relative
            }
            return nil
        }
    }
}

extension String {
    /// The text, or `replacement` when it is empty.
    func ifEmpty(_ replacement: String) -> String { isEmpty ? replacement : self }
}

@_spi(TabBarKitInternal) import TabBarCore

/// Reads Style Dictionary's older format (`value`, `type`) into DTCG shape, and Adobe Spectrum's per-token sets
/// (a token whose `sets` hold a token per theme or scale, `sets.light`, `sets.dark`, `sets.mobile`…) into one token:
/// the member chosen for light is its value, the members chosen for the other appearances its appearance values.
///
/// An appearance reads the first of the sets chosen for it (`--set`, `--set dark:darkest`) that the token has,
/// else the member named as the appearance (`light`, `dark`); a token without a member for light (a `desktop`
/// and `mobile` scale set when none is chosen) is an error where it is.
struct LegacyConverter {
    /// The set names chosen per appearance.
    let preferences: [String: [String]]
    /// Tokens that could not be made, by token path, with why (the reader refers to them by this issue).
    var dropped: [String: TabBarInputIssue] = [:]
    /// The member each appearance read, per token path (`sets.dark`), for naming locations as written.
    var setMembers: [String: [String: String]] = [:]
    /// Every member name of a per-token set seen, and those a preference picked.
    var names: Set<String> = []
    var picked: Set<String> = []

    init(preferences: [String: [String]]) { self.preferences = preferences }

    /// A document in DTCG shape; `path` is the token path of `value` in the merged tokens.
    mutating func convert(_ value: TabBarJSONValue, path: String) -> TabBarJSONValue {
        guard case .object(let members) = value else { return value }
        if members.contains(where: { $0.key == "value" }) { return TabBarDesignTokens.legacyToken(members) }
        if case .object(let sets)? = members.first(where: { $0.key == "sets" })?.value, !sets.isEmpty, sets.allSatisfy({ Self.isSetMember($0.value) }) {
            return setToken(members, sets: sets, path: path)
        }
        return .object(members.map { member in
            (member.key, member.key.hasPrefix("$") ? member.value : convert(member.value, path: TabBarDesignTokens.join(path, member.key)))
        })
    }

    /// A legacy token or a nested per-token set.
    static func isSetMember(_ value: TabBarJSONValue) -> Bool {
        guard case .object(let members) = value else { return false }
        if members.contains(where: { $0.key == "value" }) { return true }
        if case .object(let sets)? = value["sets"] { return !sets.isEmpty && sets.allSatisfy { isSetMember($0.value) } }
        return false
    }

    /// The member an appearance reads: `(path as written under the token, its legacy token)`, following nested sets.
    mutating func member(of sets: [(key: String, value: TabBarJSONValue)], for mode: String, under prefix: String) -> (String, [(key: String, value: TabBarJSONValue)])? {
        names.formUnion(sets.map(\.key))
        let wanted = (preferences[mode] ?? []) + (mode == "light" || mode == "dark" ? [mode] : [])
        var chosen = wanted.lazy.compactMap { name in sets.first { $0.key == name } }.first
        if let chosen, preferences[mode]?.contains(chosen.key) == true { picked.insert(chosen.key) }
        if chosen == nil, mode == "light", sets.count == 1 { chosen = sets[0] }
        guard let chosen, case .object(let members) = chosen.value else { return nil }
        let location = TabBarInputIssue.member(chosen.key, of: TabBarDesignTokens.join(prefix, "sets"))
        if !members.contains(where: { $0.key == "value" }), case .object(let inner)? = chosen.value["sets"] {
            return member(of: inner, for: mode, under: location)
        }
        return (location, members)
    }

    mutating func setToken(_ members: [(key: String, value: TabBarJSONValue)], sets: [(key: String, value: TabBarJSONValue)], path: String) -> TabBarJSONValue {
        guard let (lightPlace, light) = member(of: sets, for: "light", under: "") else {
            let issue = TabBarInputIssue(TabBarDesignTokens.join(path, "sets"),
                "the token has sets \(sets.map(\.key).joined(separator: ", ")) and none is chosen for light; choose one with --set NAME")
            dropped[path] = issue
            return .object([])
        }
        var places = ["light": lightPlace]
        var token: [(key: String, value: TabBarJSONValue)] = []
        guard case .object(let base) = TabBarDesignTokens.legacyToken(light) else { return .object([]) }
        token = base.filter { $0.key != "$extensions" }
        var modes: [(key: String, value: TabBarJSONValue)] = []
        for mode in TabBarDesignTokens.modeNames.dropFirst() {
            guard let (place, other) = member(of: sets, for: mode, under: ""), let value = other.first(where: { $0.key == "value" })?.value else { continue }
            places[mode] = place
            modes.append((mode, value))
        }
        // The set's own metadata ($schema…) stays on the token, so that it is counted like any other.
        for member in members where member.key.hasPrefix("$") && !token.contains(where: { $0.key == member.key }) { token.append(member) }
        var extensions: [(key: String, value: TabBarJSONValue)] = []
        if case .object(let existing)? = base.first(where: { $0.key == "$extensions" })?.value { extensions = existing }
        if !modes.isEmpty { extensions.append((TabBarDesignTokens.modesExtension, .object(modes))) }
        let other = members.filter { !$0.key.hasPrefix("$") && $0.key != "sets" }
        if !other.isEmpty, !extensions.contains(where: { $0.key == TabBarDesignTokens.legacyExtension }) {
            extensions.append((TabBarDesignTokens.legacyExtension, .object(other)))
        }
        if !extensions.isEmpty { token.append(("$extensions", .object(extensions))) }
        setMembers[path] = places
        return .object(token)
    }
}

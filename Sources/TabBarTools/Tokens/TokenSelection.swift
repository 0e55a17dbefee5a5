@_spi(TabBarKitInternal) import TabBarCore

/// What a user chose among the variants a token export offers, for each of the bar's appearances: Tokens Studio
/// sets and themes, a DTCG resolver's modifier contexts, and the members of Adobe Spectrum's per-token sets.
///
/// Each choice is written `NAME`, for the standard (light) appearance, or `APPEARANCE:NAME` for another one
/// (`dark:Dark`, `dark-increased-contrast:theme=dark-hc`); `tabbar tokens import --set`, `--studio-theme` and
/// `--input` take them as they are.
public struct TabBarTokenSelection: Sendable, Hashable {
    /// Set names per appearance (`light`, `dark`, `lightIncreasedContrast`, `darkIncreasedContrast`), in the order given.
    public var sets: [String: [String]] = [:]
    /// Tokens Studio theme names (`NAME` or `GROUP/NAME`) per appearance, in the order given.
    public var themes: [String: [String]] = [:]
    /// Resolver inputs per appearance: modifier name → context name.
    public var inputs: [String: [String: String]] = [:]

    /// An empty selection: every export is read with its own defaults.
    public init() {}

    /// Whether nothing was chosen.
    public var isEmpty: Bool { sets.isEmpty && themes.isEmpty && inputs.isEmpty }

    /// Adds a set (`core`, `dark:theme-dark`).
    public mutating func addSet(_ text: String) throws(TabBarConfigurationError) {
        let (appearance, name) = try Self.split(text, option: "--set")
        sets[appearance, default: []].append(name)
    }

    /// Adds a Tokens Studio theme (`Light`, `Color scheme/Light`, `dark:Color scheme/Dark`).
    public mutating func addTheme(_ text: String) throws(TabBarConfigurationError) {
        let (appearance, name) = try Self.split(text, option: "--studio-theme")
        themes[appearance, default: []].append(name)
    }

    /// Adds a resolver input (`theme=light`, `dark:theme=dark`).
    public mutating func addInput(_ text: String) throws(TabBarConfigurationError) {
        let (appearance, pair) = try Self.split(text, option: "--input")
        guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex, pair.index(after: equals) != pair.endIndex else {
            throw TabBarConfigurationError([TabBarInputIssue("--input \(text.shownInMessage)", "write MODIFIER=CONTEXT (theme=dark), optionally after an appearance (dark:theme=dark)")])
        }
        inputs[appearance, default: [:]][String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
    }

    /// The appearance names a choice may start with, and the mode each means.
    static let appearancePrefixes: [String: String] = [
        "light": "light", "dark": "dark", "light-increased-contrast": "lightIncreasedContrast",
        "lightIncreasedContrast": "lightIncreasedContrast", "dark-increased-contrast": "darkIncreasedContrast",
        "darkIncreasedContrast": "darkIncreasedContrast",
    ]

    /// `dark:NAME` → (`dark`, `NAME`); a text without a known appearance before its first colon is a name for light.
    static func split(_ text: String, option: String) throws(TabBarConfigurationError) -> (appearance: String, name: String) {
        var appearance = "light"
        var name = Substring(text)
        if let colon = text.firstIndex(of: ":"), let mode = appearancePrefixes[String(text[..<colon])] {
            appearance = mode
            name = text[text.index(after: colon)...]
        }
        guard !name.isEmpty else {
            throw TabBarConfigurationError([TabBarInputIssue("\(option) \(text.shownInMessage)", "give a name after the appearance")])
        }
        return (appearance, String(name))
    }

    /// The modes in the order the bar reads them, and how options name them.
    static let appearanceOptionNames = [
        ("light", ""), ("dark", "dark:"), ("lightIncreasedContrast", "light-increased-contrast:"), ("darkIncreasedContrast", "dark-increased-contrast:"),
    ]
}

extension String {
    /// The text as messages quote it: as a JSON string, cut after 80 characters with "…".
    var shownInMessage: String { TabBarJSONValue.string(self).shown }
}

extension TabBarJSONValue {
    /// The longest value text messages quote, in characters.
    static let shownLimit = 80

    /// The value as messages quote it: its JSON text, cut after 80 characters with "…" (a 5 MB string is not printed).
    var shown: String {
        switch self {
        case .string(let text) where text.utf8.count > Self.shownLimit * 4 || text.count > Self.shownLimit:
            // Serialise only the start: the cost does not grow with the value.
            let head = String(text.prefix(Self.shownLimit))
            return String(TabBarJSONValue.string(head).serialized(pretty: false).dropLast()) + "…\""
        case .array, .object:
            let text = serializedPrefix(Self.shownLimit * 4)
            return text.count > Self.shownLimit ? String(text.prefix(Self.shownLimit)) + "…" : text
        default:
            return serialized(pretty: false)
        }
    }

    /// At least the first `limit` characters of the compact JSON text (more when the last member is long, never the whole of a huge value).
    private func serializedPrefix(_ limit: Int) -> String {
        switch self {
        case .array(let items):
            var text = "["
            for (i, item) in items.enumerated() {
                if i > 0 { text += "," }
                text += item.shownPart(limit)
                if text.count >= limit { return text }
            }
            return text + "]"
        case .object(let members):
            var text = "{"
            for (i, member) in members.enumerated() {
                if i > 0 { text += "," }
                text += TabBarJSONValue.string(member.key).shownPart(limit) + ":" + member.value.shownPart(limit)
                if text.count >= limit { return text }
            }
            return text + "}"
        default:
            return shownPart(limit)
        }
    }

    private func shownPart(_ limit: Int) -> String {
        switch self {
        case .string(let text) where text.count > limit: String(TabBarJSONValue.string(String(text.prefix(limit))).serialized(pretty: false).dropLast())
        case .array, .object: serializedPrefix(limit)
        default: serialized(pretty: false)
        }
    }
}

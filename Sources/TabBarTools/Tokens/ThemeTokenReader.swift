@_spi(TabBarKitInternal) import TabBarCore
/// Reads theme values out of design tokens, collecting every problem with its JSON path, each at
/// its origin (a malformed palette colour is reported at the palette, not again at each alias).
struct ThemeTokenReader {
    let tokens: TabBarDesignTokens
    var issues: [TabBarInputIssue] = []
    /// What was converted rather than read as written (a wide-gamut colour clamped into sRGB).
    var notes = IssueList()
    var read: Set<String> = []
    var settingsRead: Set<String> = []
    /// Colour roles whose dark value is their light one because neither they nor the tokens they refer to have a dark
    /// value (while other tokens do): the fallback is documented, and reported.
    var darkFallbacks: [String] = []

    init(_ tokens: TabBarDesignTokens) { self.tokens = tokens }

    /// Whether a token of `declared` type may set a role of `type`.
    static func accepts(_ type: String, _ declared: String) -> Bool {
        declared == type || (type == "dimension" && declared == "number") || (type == "number" && declared == "duration")
    }

    mutating func resolved(_ path: String, mode: String = "light", expecting type: String, required: Bool) -> (value: TabBarJSONValue, location: String)? {
        resolvedSpecific(path, mode: mode, expecting: type, required: required).map { ($0.value, $0.location) }
    }

    /// `resolved(_:mode:expecting:required:)`, and whether a value of the mode's own was met (not only light's).
    mutating func resolvedSpecific(_ path: String, mode: String = "light", expecting type: String, required: Bool) -> (value: TabBarJSONValue, location: String, specific: Bool)? {
        read.insert(path)
        guard tokens.token(path, mode: "light") != nil || tokens.token(path, mode: mode) != nil else {
            if required { issues.append(TabBarInputIssue(path, "required token is missing")) }
            return nil
        }
        switch tokens.outcome(path, mode: mode) {
        case .failed(let issue)?:
            issues.append(issue)
            return nil
        case .resolved(let r)?:
            if let declared = r.type, !Self.accepts(type, declared) {
                let end = r.valueLocation.tokenPath
                let through = end == path || end.isEmpty ? "" : " (through {\(end.shownReference)})"
                issues.append(TabBarInputIssue(r.location, "expected a \(type) token, found $type \(declared.shownInMessage)\(through), for the role \(path)"))
                return nil
            }
            return (r.value, r.valueLocation, r.specific)
        case nil:
            return nil
        }
    }

    mutating func color(_ path: String, required: Bool = false) -> TabBarDynamicColor? {
        var values: [TabBarColor] = []
        for mode in TabBarDesignTokens.modeNames {
            guard let (value, location, specific) = resolvedSpecific(path, mode: mode, expecting: "color", required: required && mode == "light") else { return nil }
            if mode == "dark", !specific, tokens.hasAppearanceValues { darkFallbacks.append(path) }
            switch TabBarDesignTokens.color(value, validation: .theme) {
            case .success(let converted):
                if converted.clamped {
                    notes.append(TabBarInputIssue(location, "the \(converted.space) colour is outside sRGB; gamut-mapped into it (CSS Color 4) as \(converted.color.hex)"))
                }
                values.append(converted.color)
            case .failure(let problem):
                issues.append(TabBarInputIssue(location, problem.description))
                return nil
            }
        }
        return TabBarDynamicColor(
            light: values[0], dark: values[1],
            lightIncreasedContrast: values[2] == values[0] ? nil : values[2],
            darkIncreasedContrast: values[3] == values[1] ? nil : values[3])
    }

    mutating func dimension(_ path: String, required: Bool = false) -> Double? {
        guard let (value, location) = resolved(path, expecting: "dimension", required: required) else { return nil }
        if let n = TabBarDesignTokens.dimension(value, strict: false) { return n }
        issues.append(TabBarInputIssue(location, TabBarDesignTokens.dimensionUsage(value, strict: false)))
        return nil
    }

    mutating func number(_ path: String, required: Bool = false) -> Double? {
        guard let (value, location) = resolved(path, expecting: "number", required: required) else { return nil }
        if case .number(let n) = value { return n }
        if let n = TabBarDesignTokens.duration(value, strict: false) { return n }
        issues.append(TabBarInputIssue(location, "\(value.shown) is not a number"))
        return nil
    }

    /// A setting the tokens write as a `boolean` or `string` token, or in the `tabbar` group's
    /// `$extensions["org.tabbarkit.theme"]` (where a DTCG 2025.10 export puts them).
    mutating func setting(_ path: String, type: String) -> (value: TabBarJSONValue, location: String)? {
        if tokens.token(path, mode: "light") != nil { return resolved(path, expecting: type, required: false) }
        read.insert(path)
        let keys = path.split(separator: ".").dropFirst().map(String.init)
        guard let settings = tokens.settings, let value = TabBarDesignTokens.lookup(keys, in: settings) else { return nil }
        settingsRead.insert(keys.joined(separator: "."))
        return (value, TabBarDesignTokens.join(tokens.settingsLocation, keys.joined(separator: ".")))
    }

    mutating func bool(_ path: String) -> Bool? {
        guard let (value, location) = setting(path, type: "boolean") else { return nil }
        if case .bool(let b) = value { return b }
        issues.append(TabBarInputIssue(location, "\(value.shown) is not true or false"))
        return nil
    }

    mutating func string(_ path: String, options: [String]) -> String? {
        guard let (value, location) = setting(path, type: "string") else { return nil }
        if case .string(let s) = value, options.isEmpty || options.contains(s) { return s }
        issues.append(TabBarInputIssue(location, "\(value.shown) is not " + (options.isEmpty ? "a string" : "one of " + options.joined(separator: ", "))))
        return nil
    }

    mutating func weight(_ path: String) -> TabBarFontWeight? {
        guard let (value, location) = resolved(path, expecting: "fontWeight", required: false) else { return nil }
        switch TabBarDesignTokens.fontWeight(value, strict: false) {
        case 400?: return .regular
        case 500?: return .medium
        case 600?: return .semibold
        case 700?: return .bold
        default:
            issues.append(TabBarInputIssue(location, "\(value.shown) is not a weight the bar draws; use 400, 500, 600, 700 or regular, medium, semibold, bold"))
            return nil
        }
    }

    /// Settings in the extension that no role reads (misspelt keys).
    mutating func flagUnreadSettings() {
        guard let settings = tokens.settings else { return }
        guard case .object = settings else {
            issues.append(TabBarInputIssue(tokens.settingsLocation, "expected an object of settings (name, background.style, …)"))
            return
        }
        func walk(_ value: TabBarJSONValue, _ prefix: String) {
            guard case .object(let members) = value else {
                if !settingsRead.contains(prefix) {
                    issues.append(TabBarInputIssue(TabBarDesignTokens.join(tokens.settingsLocation, prefix), "unknown setting; see docs/tokens.md for the settings a theme reads"))
                }
                return
            }
            for member in members { walk(member.value, TabBarDesignTokens.join(prefix, member.key)) }
        }
        walk(settings, "")
    }
}

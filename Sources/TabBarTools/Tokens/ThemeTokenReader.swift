import TabBarCore
/// Reads theme values out of design tokens, collecting every problem with its JSON path.
struct ThemeTokenReader {
    let tokens: DesignTokens
    var issues: [InputIssue] = []
    var read: Set<String> = []

    init(_ tokens: DesignTokens) { self.tokens = tokens }

    mutating func resolved(_ path: String, mode: String = "light", expecting type: String, required: Bool) -> (JSONValue, String)? {
        read.insert(path)
        guard tokens.token(path, mode: "light") != nil || tokens.token(path, mode: mode) != nil else {
            if required { issues.append(InputIssue(path, "required token is missing")) }
            return nil
        }
        do {
            let (value, declared, location) = try tokens.resolve(path, mode: mode)
            if let declared, declared != type, !(type == "dimension" && declared == "number"), !(type == "number" && declared == "duration") {
                issues.append(InputIssue(location, "expected a \(type) token, found $type \"\(declared)\""))
                return nil
            }
            return (value, location)
        } catch {
            for issue in error.issues where !issues.contains(issue) { issues.append(issue) }
            return nil
        }
    }

    mutating func color(_ path: String, required: Bool = false) -> DynamicColor? {
        var values: [TabBarColor] = []
        for mode in DesignTokens.modeNames {
            guard let (value, location) = resolved(path, mode: mode, expecting: "color", required: required && mode == "light") else { return nil }
            let color: TabBarColor
            switch DesignTokens.color(value) {
            case .success(let c): color = c
            case .failure(let problem):
                issues.append(InputIssue(location, problem.description))
                return nil
            }
            values.append(color)
        }
        return DynamicColor(
            light: values[0], dark: values[1],
            lightIncreasedContrast: values[2] == values[0] ? nil : values[2],
            darkIncreasedContrast: values[3] == values[1] ? nil : values[3])
    }

    mutating func dimension(_ path: String, required: Bool = false) -> Double? {
        guard let (value, location) = resolved(path, expecting: "dimension", required: required) else { return nil }
        if let n = DesignTokens.dimension(value) { return n }
        issues.append(InputIssue(location, "\(value.serialized(pretty: false)) is not a dimension; use {\"value\": 12, \"unit\": \"px\"} or \"12px\""))
        return nil
    }

    mutating func number(_ path: String, required: Bool = false) -> Double? {
        guard let (value, location) = resolved(path, expecting: "number", required: required) else { return nil }
        if case .number(let n) = value { return n }
        if let n = DesignTokens.duration(value) { return n }
        issues.append(InputIssue(location, "\(value.serialized(pretty: false)) is not a finite number or duration"))
        return nil
    }

    mutating func bool(_ path: String) -> Bool? {
        guard let (value, location) = resolved(path, expecting: "boolean", required: false) else { return nil }
        if case .bool(let b) = value { return b }
        issues.append(InputIssue(location, "\(value.serialized(pretty: false)) is not true or false"))
        return nil
    }

    mutating func string(_ path: String, options: [String]) -> String? {
        guard let (value, location) = resolved(path, expecting: "string", required: false) else { return nil }
        if case .string(let s) = value, options.isEmpty || options.contains(s) { return s }
        issues.append(InputIssue(location, "\(value.serialized(pretty: false)) is not one of " + options.joined(separator: ", ")))
        return nil
    }

    mutating func weight(_ path: String) -> FontWeight? {
        guard let (value, location) = resolved(path, expecting: "fontWeight", required: false) else { return nil }
        switch value {
        case .number(let n) where n == 400: return .regular
        case .number(let n) where n == 500: return .medium
        case .number(let n) where n == 600: return .semibold
        case .number(let n) where n == 700: return .bold
        case .string(let s):
            switch s.lowercased() {
            case "regular", "normal": return .regular
            case "medium": return .medium
            case "semibold", "semi-bold", "demibold": return .semibold
            case "bold": return .bold
            default: break
            }
        default: break
        }
        issues.append(InputIssue(location, "\(value.serialized(pretty: false)) is not a font weight; use 400, 500, 600, 700 or regular, medium, semibold, bold"))
        return nil
    }
}

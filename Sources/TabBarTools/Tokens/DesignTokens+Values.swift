import TabBarCore

extension DesignTokens {
    /// Checks every resolved value against its type, and appearance values on tokens that are not colours.
    func checkValues(_ paths: [String], issues: inout IssueList) {
        for mode in Self.modeNames {
            for path in paths {
                switch outcomes[mode]?[path] {
                case .failed(let issue)?: issues.append(issue)
                case .resolved(let r)?:
                    if let type = r.type, let problem = Self.valueProblem(r.value, type: type) {
                        issues.append(InputIssue(r.valueLocation, problem))
                    }
                case nil: break
                }
            }
        }
        for path in paths {
            guard case .resolved(let light)? = outcomes["light"]?[path], light.type != "color" else { continue }
            let kind = light.type.map { "a $type \"\($0)\" token" } ?? "a token without a $type"
            if let token = trees["light"]?[path], let mode = Self.modeNames.first(where: { token.modes[$0] != nil }) {
                issues.append(InputIssue(
                    Self.join(token.location, "$extensions.\(Self.modesExtension).\(mode)"),
                    "only colour tokens have appearance values; {\(path)} is \(kind)"))
            }
            guard parallel else { continue }
            for mode in Self.modeNames.dropFirst() {
                guard let token = trees[mode]?[path], case .resolved(let other)? = outcomes[mode]?[path], other.value != light.value else { continue }
                issues.append(InputIssue(
                    Self.join(token.location, "$value"),
                    "only colour tokens may differ between appearances; {\(path)} is \(kind) and is \(light.value.serialized(pretty: false)) in light"))
            }
        }
    }

    /// Why `value` is not a valid value of a DTCG `type`, or `nil`.
    static func valueProblem(_ value: JSONValue, type: String) -> String? {
        var shown: String { value.serialized(pretty: false) }
        switch type {
        case "color":
            if case .failure(let problem) = color(value) { return problem.description }
        case "dimension":
            if dimension(value) == nil { return "\(shown) is not a finite dimension; use {\"value\": 12, \"unit\": \"px\"} or \"12px\"" }
        case "duration":
            if duration(value) == nil { return "\(shown) is not a finite duration; use {\"value\": 200, \"unit\": \"ms\"}, \"200ms\" or \"0.2s\"" }
        case "number":
            if case .number = value { return nil }
            if duration(value) != nil { return nil }
            return "\(shown) is not a finite number"
        case "boolean":
            if case .bool = value { return nil }
            return "\(shown) is not true or false"
        case "string", "fontFamily":
            if case .string = value { return nil }
            if type == "fontFamily", case .array = value { return nil }
            return "\(shown) is not a string"
        case "fontWeight":
            if case .number(let n) = value, (1...1000).contains(n) { return nil }
            if case .string(let s) = value, fontWeightNames.contains(s.lowercased()) { return nil }
            return "\(shown) is not a font weight; use 1…1000 or a weight name"
        default:
            return nil
        }
        return nil
    }

    /// The weight names DTCG lists.
    static let fontWeightNames: Set<String> = [
        "thin", "hairline", "extra-light", "ultra-light", "light", "normal", "regular", "book", "medium", "semi-bold",
        "semibold", "demi-bold", "demibold", "bold", "extra-bold", "ultra-bold", "black", "heavy", "extra-black", "ultra-black",
    ]

    /// A colour: `"#RGB"`, `"#RRGGBB"`, `"#RRGGBBAA"`, or `{"colorSpace": "srgb", "components": [r, g, b], "alpha": a}`
    /// with every component and alpha in 0…1.
    static func color(_ value: JSONValue) -> Result<TabBarColor, ColorProblem> {
        var usage: String { "use \"#RRGGBB\", \"#RRGGBBAA\" or {\"colorSpace\": \"srgb\", \"components\": [r, g, b]}" }
        if case .string(let hex) = value {
            guard let color = TabBarColor(hex: hex) else {
                return .failure(ColorProblem("\(value.serialized(pretty: false)) is not a colour; \(usage)"))
            }
            return .success(color)
        }
        guard case .object = value, case .array(let components)? = value["components"], components.count == 3 else {
            return .failure(ColorProblem("\(value.serialized(pretty: false)) is not a colour; \(usage)"))
        }
        if let space = value["colorSpace"], space != .string("srgb") {
            return .failure(ColorProblem("colorSpace \(space.serialized(pretty: false)) is not supported; use \"srgb\""))
        }
        let c = components.compactMap { if case .number(let n) = $0 { n } else { nil } }
        guard c.count == 3, c.allSatisfy({ (0...1).contains($0) }) else {
            return .failure(ColorProblem("colour components \(JSONValue.array(components).serialized(pretty: false)) must be three numbers in 0…1"))
        }
        var alpha = 1.0
        if let given = value["alpha"] {
            guard case .number(let a) = given, (0...1).contains(a) else {
                return .failure(ColorProblem("alpha \(given.serialized(pretty: false)) must be a number in 0…1"))
            }
            alpha = a
        }
        return .success(TabBarColor(red: c[0], green: c[1], blue: c[2], alpha: alpha))
    }

    /// A finite dimension in points: a number, `"12px"`/`"12pt"`, or `{"value": 12, "unit": "px"}`.
    static func dimension(_ value: JSONValue) -> Double? {
        switch value {
        case .number(let n): return n
        case .string(let text):
            for unit in ["px", "pt"] where text.hasSuffix(unit) { return decimal(text.dropLast(unit.count)) }
            return nil
        default:
            guard case .number(let n)? = value["value"], case .string(let unit)? = value["unit"], unit == "px" || unit == "pt" else { return nil }
            return n
        }
    }

    /// A finite duration in seconds: a number, `"200ms"`, `"0.2s"` or `{"value": 200, "unit": "ms"}`.
    static func duration(_ value: JSONValue) -> Double? {
        switch value {
        case .number(let n): return n
        case .string(let text):
            if text.hasSuffix("ms") { return decimal(text.dropLast(2)).map { $0 / 1000 } }
            if text.hasSuffix("s") { return decimal(text.dropLast()) }
            return nil
        default:
            guard case .number(let n)? = value["value"], case .string(let unit)? = value["unit"] else { return nil }
            if unit == "s" { return n }
            if unit == "ms" { return n / 1000 }
            return nil
        }
    }

    /// A finite decimal number written plainly (`12`, `-0.5`, `1e2`); never `nan`, `inf`, hex or an overflow like `1e400`.
    static func decimal(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || ".-+eE".unicodeScalars.contains($0) }),
            let n = Double(text), n.isFinite
        else { return nil }
        return n
    }
}

/// Why a value is not a colour.
struct ColorProblem: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

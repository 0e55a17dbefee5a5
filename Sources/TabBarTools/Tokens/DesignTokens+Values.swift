@_spi(TabBarKitInternal) import TabBarCore

extension Resolver {
    /// Checks every resolved value against its type; each problem with the token it belongs to.
    mutating func checkValues(_ paths: [String], modes: [String], outcomes: [String: [String: Outcome]]) -> [(path: String, issue: TabBarInputIssue)] {
        var found: [(path: String, issue: TabBarInputIssue)] = []
        for mode in modes {
            // Each token's problems in document order of paths; the dictionary is walked once, then sorted.
            var modeFound: [(key: String, path: String, issue: TabBarInputIssue)] = []
            for (path, outcome) in outcomes[mode] ?? [:] {
                switch outcome {
                case .failed(let issue): modeFound.append((path, issue.location.tokenPath, issue))
                case .resolved(let r):
                    guard let type = r.type, validation == .format || TabBarDesignTokens.isThemeType(type) else { continue }
                    // A colour that reads (nearly every token of a large file) has no problem to locate: no location text is made.
                    if type == "color", case .success = TabBarDesignTokens.color(r.value, validation: validation) { continue }
                    for issue in check(r.value, type: type, at: r.valueLocation, mode: mode) {
                        if r.partial {
                            modeFound.append((path, path, TabBarInputIssue(r.location, "points at \(r.valueLocation), which is not a valid \(type): \(issue.reason)")))
                        } else {
                            modeFound.append((path, issue.location.tokenPath, issue))
                        }
                    }
                }
            }
            modeFound.sort { $0.key < $1.key }
            found += modeFound.map { ($0.path, $0.issue) }
        }
        return found
    }

    /// The problems of a value of a type; references inside composite values are followed.
    mutating func check(_ value: TabBarJSONValue, type: String, at location: String, mode: String) -> [TabBarInputIssue] {
        let strict = validation == .format
        func one(_ problem: String?) -> [TabBarInputIssue] { problem.map { [TabBarInputIssue(location, $0)] } ?? [] }
        switch type {
        case "color":
            if case .failure(let problem) = TabBarDesignTokens.color(value, validation: validation) { return [TabBarInputIssue(location, problem.description)] }
            return []
        case "dimension":
            return one(TabBarDesignTokens.dimension(value, strict: strict) == nil ? TabBarDesignTokens.dimensionUsage(value, strict: strict) : nil)
        case "duration":
            return one(TabBarDesignTokens.duration(value, strict: strict) == nil ? TabBarDesignTokens.durationUsage(value, strict: strict) : nil)
        case "number":
            if case .number = value { return [] }
            if !strict, TabBarDesignTokens.duration(value, strict: false) != nil { return [] }
            return one("\(value.shown) is not a number")
        case "boolean":
            if case .bool = value { return [] }
            return one("\(value.shown) is not true or false")
        case "string":
            if case .string = value { return [] }
            return one("\(value.shown) is not a string")
        case "fontFamily":
            if case .string = value { return [] }
            if case .array(let names) = value, !names.isEmpty, names.allSatisfy({ if case .string = $0 { true } else { false } }) { return [] }
            return one("\(value.shown) is not a font family; use a string or an array of strings")
        case "fontWeight":
            return one(TabBarDesignTokens.fontWeight(value, strict: strict) == nil ? "\(value.shown) is not a font weight; use 1…1000 or one of " + TabBarDesignTokens.fontWeightNames.joined(separator: ", ") : nil)
        case "cubicBezier":
            guard case .array(let items) = value, items.count == 4 else { return one("\(value.shown) is not a cubic Bézier; use [x1, y1, x2, y2]") }
            let n = items.compactMap { if case .number(let n) = $0 { n } else { nil } }
            guard n.count == 4 else { return one("the cubic Bézier's four members must be numbers") }
            return one((0...1).contains(n[0]) && (0...1).contains(n[2]) ? nil : "a cubic Bézier's x1 and x2 must be in 0…1")
        case "strokeStyle":
            if case .string(let s) = value {
                return one(TabBarDesignTokens.strokeStyles.contains(s) ? nil : "\(value.shown) is not a stroke style; use one of " + TabBarDesignTokens.strokeStyles.joined(separator: ", ") + " or {dashArray, lineCap}")
            }
            return composite(value, at: location, mode: mode, fields: [("dashArray", "dashArray"), ("lineCap", "lineCap")], optional: [])
        case "dashArray":
            guard case .array(let items) = value, !items.isEmpty else { return one("dashArray must be a non-empty array of dimensions") }
            return items.enumerated().flatMap { sub($0.element, type: "dimension", at: "\(location)[\($0.offset)]", mode: mode) }
        case "lineCap":
            if case .string(let s) = value, ["round", "butt", "square"].contains(s) { return [] }
            return one("lineCap must be round, butt or square")
        case "border":
            return composite(value, at: location, mode: mode, fields: [("color", "color"), ("width", "dimension"), ("style", "strokeStyle")], optional: [])
        case "transition":
            return composite(value, at: location, mode: mode, fields: [("duration", "duration"), ("delay", "duration"), ("timingFunction", "cubicBezier")], optional: [])
        case "typography":
            return composite(value, at: location, mode: mode, fields: [
                ("fontFamily", "fontFamily"), ("fontSize", "dimension"), ("fontWeight", "fontWeight"), ("letterSpacing", "dimension"), ("lineHeight", "number"),
            ], optional: [])
        case "shadow":
            if case .array(let layers) = value {
                guard !layers.isEmpty else { return one("a shadow array must hold at least one shadow") }
                return layers.enumerated().flatMap { sub($0.element, type: "shadowLayer", at: "\(location)[\($0.offset)]", mode: mode) }
            }
            return check(value, type: "shadowLayer", at: location, mode: mode)
        case "shadowLayer":
            return composite(value, at: location, mode: mode, fields: [
                ("color", "color"), ("offsetX", "dimension"), ("offsetY", "dimension"), ("blur", "dimension"), ("spread", "dimension"),
            ], optional: [("inset", "boolean")])
        case "gradient":
            guard case .array(let stops) = value, !stops.isEmpty else { return one("a gradient is a non-empty array of {color, position} stops") }
            return stops.enumerated().flatMap { sub($0.element, type: "gradientStop", at: "\(location)[\($0.offset)]", mode: mode) }
        case "gradientStop":
            return composite(value, at: location, mode: mode, fields: [("color", "color"), ("position", "number")], optional: [])
        default:
            return strict ? one("unknown $type \"\(type)\"") : []
        }
    }

    /// A composite value: an object with the required fields and no others, each checked as its type.
    mutating func composite(_ value: TabBarJSONValue, at location: String, mode: String, fields: [(String, String)], optional: [(String, String)]) -> [TabBarInputIssue] {
        guard case .object(let members) = value else {
            return [TabBarInputIssue(location, "\(value.shown) is not an object with " + fields.map(\.0).joined(separator: ", "))]
        }
        var issues: [TabBarInputIssue] = []
        let missing = fields.map(\.0).filter { value[$0] == nil }
        if !missing.isEmpty { issues.append(TabBarInputIssue(location, "missing " + missing.joined(separator: ", "))) }
        let known = Set((fields + optional).map(\.0))
        for member in members where !known.contains(member.key) {
            issues.append(TabBarInputIssue(TabBarInputIssue.member(member.key, of: location), "unknown member; expected " + (fields + optional).map(\.0).joined(separator: ", ")))
        }
        for (name, type) in fields + optional {
            if let field = value[name] { issues += sub(field, type: type, at: TabBarInputIssue.member(name, of: location), mode: mode) }
        }
        return issues
    }

    /// A part of a composite value: a curly reference to a whole token, a `{"$ref": …}` pointer, or a value.
    mutating func sub(_ value: TabBarJSONValue, type: String, at location: String, mode: String) -> [TabBarInputIssue] {
        if case .string(let text) = value, text.hasPrefix("{") || text.hasSuffix("}") {
            let written = String(text.dropFirst().dropLast())
            guard text.count > 2, text.hasPrefix("{"), text.hasSuffix("}"), !written.contains("{"), !written.contains("}") else {
                return [TabBarInputIssue(location, "malformed reference \(value.shown); write {group.token}")]
            }
            let target = self.target(written, mode: mode)
            guard token(target, mode: mode) != nil else {
                let issue = missing(target, at: location)
                return dropped[target] == nil ? [issue] : []  // a token that could not be read is reported where it is
            }
            switch resolve(target, mode: mode) {
            case .failed: return []  // reported at the token itself
            case .resolved(let r):
                if let found = r.type, Self.baseType(type) != found, !Self.compatible(Self.baseType(type), found, validation) {
                    return [TabBarInputIssue(location, "refers to {\(target.shownReference)}, a $type \(found.shownInMessage) token, where a \(type) is expected")]
                }
                return r.type == nil ? check(r.value, type: type, at: location, mode: mode) : []
            }
        }
        if case .object(let members) = value, members.contains(where: { $0.key == "$ref" }) {
            guard members.count == 1, case .string(let pointer) = members[0].value else {
                return [TabBarInputIssue(location, "a {\"$ref\": …} reference holds only $ref, a JSON Pointer string")]
            }
            switch Pointer.parse(pointer) {
            case .failure(let reason): return [TabBarInputIssue(TabBarInputIssue.member("$ref", of: location), reason.description)]
            case .success(let segments):
                switch evaluate(segments, mode: mode) {
                case .failure(let problem): return [TabBarInputIssue(TabBarInputIssue.member("$ref", of: location), problem.description)]
                case .success(let found):
                    return check(found.value, type: type, at: location, mode: mode).map {
                        TabBarInputIssue($0.location, "\(pointer) gives \(found.value.shown), not a valid \(type): \($0.reason)")
                    }
                }
            }
        }
        return check(value, type: type, at: location, mode: mode)
    }

    /// The token type a part of a composite value has (`shadowLayer` is a `shadow`).
    static func baseType(_ type: String) -> String {
        switch type {
        case "shadowLayer": "shadow"
        case "gradientStop": "gradient"
        default: type
        }
    }
}

extension TabBarDesignTokens {
    /// The stroke style keywords of DTCG.
    static let strokeStyles = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]

    /// The weight names DTCG lists.
    static let fontWeightNames = [
        "thin", "hairline", "extra-light", "ultra-light", "light", "normal", "regular", "book", "medium", "semi-bold",
        "demi-bold", "bold", "extra-bold", "ultra-bold", "black", "heavy", "extra-black", "ultra-black",
    ]
    /// Names a theme file may also use (any case).
    static let extraWeightNames: Set<String> = ["semibold", "demibold", "extrabold", "extralight"]

    /// A font weight, 1…1000: a number or a DTCG name (any case, and numeric strings, outside strict DTCG).
    static func fontWeight(_ value: TabBarJSONValue, strict: Bool) -> Double? {
        switch value {
        case .number(let n) where (1...1000).contains(n): return n
        case .string(let s) where fontWeightNames.contains(s): return weightValue(s)
        case .string(let s) where !strict:
            let lower = s.lowercased()
            if fontWeightNames.contains(lower) || extraWeightNames.contains(lower) { return weightValue(lower) }
            if let n = decimal(Substring(s)), (1...1000).contains(n) { return n }
            return nil
        default: return nil
        }
    }

    static func weightValue(_ name: String) -> Double {
        switch name {
        case "thin", "hairline": 100
        case "extra-light", "ultra-light", "extralight": 200
        case "light": 300
        case "normal", "regular", "book": 400
        case "medium": 500
        case "semi-bold", "demi-bold", "semibold", "demibold": 600
        case "bold": 700
        case "extra-bold", "ultra-bold", "extrabold": 800
        case "black", "heavy": 900
        default: 950
        }
    }

    /// Points per `rem`: a `rem` dimension is read as 16 points, the size browsers give `1rem` by default.
    public static let remBase = 16.0

    /// A finite dimension in points: `{"value": 12, "unit": "px"}` (or `"rem"`); outside strict DTCG also
    /// `"pt"`, `"12px"`, `"1.5rem"`, `"12"` and plain numbers.
    static func dimension(_ value: TabBarJSONValue, strict: Bool) -> Double? {
        switch value {
        case .number(let n): return strict ? nil : n
        case .string(let text):
            guard !strict else { return nil }
            for (unit, factor) in [("px", 1.0), ("pt", 1.0), ("rem", remBase)] where text.hasSuffix(unit) {
                return decimal(text.dropLast(unit.count)).map { $0 * factor }
            }
            return decimal(Substring(text))
        case .object(let members):
            guard case .number(let n)? = value["value"], n.isFinite, case .string(let unit)? = value["unit"] else { return nil }
            if strict, members.count != 2 { return nil }
            switch unit {
            case "px": return n
            case "rem": return n * remBase
            case "pt" where !strict: return n
            default: return nil
            }
        default: return nil
        }
    }

    static func dimensionUsage(_ value: TabBarJSONValue, strict: Bool) -> String {
        if case .object = value, case .string(let unit)? = value["unit"], !["px", "rem"].contains(unit) {
            return "unit \(unit.shownInMessage) is not a dimension unit; DTCG has px and rem"
        }
        return "\(value.shown) is not a finite dimension; use {\"value\": 12, \"unit\": \"px\"} (or \"rem\")" + (strict ? "" : ", \"12px\" or \"1.5rem\"")
    }

    /// A finite duration in seconds: `{"value": 200, "unit": "ms"}` (or `"s"`); outside strict DTCG also
    /// `"200ms"`, `"0.2s"` and plain numbers (seconds).
    static func duration(_ value: TabBarJSONValue, strict: Bool) -> Double? {
        switch value {
        case .number(let n): return strict ? nil : n
        case .string(let text):
            guard !strict else { return nil }
            if text.hasSuffix("ms") { return decimal(text.dropLast(2)).map { $0 / 1000 } }
            if text.hasSuffix("s") { return decimal(text.dropLast()) }
            return nil
        case .object(let members):
            guard case .number(let n)? = value["value"], n.isFinite, case .string(let unit)? = value["unit"] else { return nil }
            if strict, members.count != 2 { return nil }
            if unit == "s" { return n }
            if unit == "ms" { return n / 1000 }
            return nil
        default: return nil
        }
    }

    static func durationUsage(_ value: TabBarJSONValue, strict: Bool) -> String {
        "\(value.shown) is not a finite duration; use {\"value\": 200, \"unit\": \"ms\"} (or \"s\")" + (strict ? "" : ", \"200ms\" or \"0.2s\"")
    }

    /// A colour converted to sRGB. DTCG 2025.10 colour objects in every colour space it lists; outside
    /// strict DTCG also hex and CSS colour strings.
    static func color(_ value: TabBarJSONValue, validation: Validation) -> Result<TokenColor.Converted, ColorProblem> {
        let usage = validation == .format
            ? "a DTCG 2025.10 colour is {\"colorSpace\": \"srgb\", \"components\": [r, g, b], \"alpha\": a}"
            : "use {\"colorSpace\": \"srgb\", \"components\": [r, g, b]}, \"#RRGGBB\", \"#RRGGBBAA\", a CSS colour function (rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color()) or a CSS colour name"
        switch value {
        case .string(let text):
            guard validation == .theme, let converted = TokenColor.cssColor(text) else {
                return .failure(ColorProblem("\(value.shown) is not a colour; \(usage)"))
            }
            return .success(converted)
        case .object(let members):
            for member in members where !["colorSpace", "components", "alpha", "hex"].contains(member.key) {
                return .failure(ColorProblem("a colour object has colorSpace, components, alpha and hex, not \(member.key.shownInMessage)"))
            }
            guard let spaceValue = value["colorSpace"] else {
                return .failure(ColorProblem("the colour object has no colorSpace; add \"colorSpace\": \"srgb\" (or another DTCG colour space)"))
            }
            guard case .string(let space) = spaceValue, let ranges = TokenColor.spaces[space] else {
                return .failure(ColorProblem("colorSpace \(spaceValue.shown) is not one of " + TokenColor.spaces.keys.sorted().joined(separator: ", ")))
            }
            guard let componentsValue = value["components"] else { return .failure(ColorProblem("the colour object has no components")) }
            guard case .array(let components) = componentsValue, components.count == 3 else {
                return .failure(ColorProblem("components must be an array of three numbers for \(space), not \(componentsValue.shown)"))
            }
            var numbers: [Double?] = []
            for (i, component) in components.enumerated() {
                switch component {
                case .number(let n) where ranges[i].contains(n): numbers.append(n)
                case .number(let n):
                    return .failure(ColorProblem("\(space) component \(i + 1) is \(n.decimalText(places: 6)); it must be \(ranges[i].text)"))
                case .string("none"): numbers.append(nil)
                default:
                    return .failure(ColorProblem("\(space) component \(i + 1) is \(component.shown); a component is a number or \"none\""))
                }
            }
            var alpha = 1.0
            if let given = value["alpha"] {
                guard case .number(let a) = given, (0...1).contains(a) else {
                    return .failure(ColorProblem("alpha \(given.shown) must be a number in 0…1"))
                }
                alpha = a
            }
            if let hex = value["hex"] {
                // DTCG's fallback is "#rrggbb"; a theme also takes the other CSS hex forms real exports write (Open Props' "#fff").
                let digits: Set<Int> = validation == .format ? [6] : [3, 4, 6, 8]
                guard case .string(let text) = hex, text.hasPrefix("#"), digits.contains(text.utf8.count - 1), text.dropFirst().allSatisfy({ $0.isHexDigit && $0.isASCII }) else {
                    return .failure(ColorProblem("hex \(hex.shown) must be a 6-digit \"#rrggbb\" fallback (alpha goes in alpha)"))
                }
                // JSON numbers are written with 4 decimals: an sRGB colour whose hex agrees with its components
                // within that rounding is the hex's 8-bit colour, and its alpha the nearest 1/255 — so
                // `tokens export` → `tokens import` gives back the exact theme.
                if space == "srgb", let exact = TabBarColor(hex: text), alpha == 1 || abs(alpha * 255 - (alpha * 255).rounded()) <= 0.0128,
                    zip([exact.red, exact.green, exact.blue], numbers).allSatisfy({ abs($0 - ($1 ?? 0)) <= 0.00005 + 1e-12 })
                {
                    let snapped = TabBarColor(red: exact.red, green: exact.green, blue: exact.blue, alpha: (alpha * 255).rounded() / 255)
                    return .success(TokenColor.Converted(color: snapped, clamped: false, space: space))
                }
            }
            return .success(TokenColor.convert(space: space, components: numbers, alpha: alpha))
        default:
            return .failure(ColorProblem("\(value.shown) is not a colour; \(usage)"))
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

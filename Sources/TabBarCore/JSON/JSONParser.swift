/// A JSON syntax error with the line and column (both from 1) where it was found.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars.
    public var column: Int
    /// What was expected or found.
    public var reason: String
    /// `line 3, column 7: expected ',' or '}'`.
    public var description: String { "line \(line), column \(column): \(reason)" }
}

/// Parses RFC 8259 JSON into a ``JSONValue``, reporting the line and column of any error.
public struct JSONParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var depth = 0
    /// Nesting deeper than this is rejected rather than risking the stack.
    public static let maximumDepth = 256

    /// Parses a whole document.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(scalars: Array(text.unicodeScalars))
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == parser.scalars.count else { throw parser.error("unexpected text after the document") }
        return value
    }

    private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private func error(_ reason: String, at position: Int? = nil) -> JSONSyntaxError {
        let end = min(position ?? index, scalars.count)
        var line = 1
        var column = 1
        for scalar in scalars[..<end] {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return JSONSyntaxError(line: line, column: column, reason: reason)
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func skipWhitespace() {
        while let c = current, c == " " || c == "\n" || c == "\t" || c == "\r" { index += 1 }
    }

    private mutating func expect(_ scalar: Unicode.Scalar) throws(JSONSyntaxError) {
        guard current == scalar else { throw error("expected '\(scalar)'\(found)") }
        index += 1
    }

    private var found: String {
        guard let c = current else { return " but the document ended" }
        return " but found '\(c)'"
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard let c = current else { throw error("expected a value but the document ended") }
        switch c {
        case "{": return try nested { (p: inout JSONParser) throws(JSONSyntaxError) in try p.parseObject() }
        case "[": return try nested { (p: inout JSONParser) throws(JSONSyntaxError) in try p.parseArray() }
        case "\"": return .string(try parseString())
        case "t": return try parseLiteral("true", .bool(true))
        case "f": return try parseLiteral("false", .bool(false))
        case "n": return try parseLiteral("null", .null)
        case "-", "0"..."9": return try parseNumber()
        default: throw error("expected a value but found '\(c)'")
        }
    }

    private mutating func nested(
        _ body: (inout JSONParser) throws(JSONSyntaxError) -> JSONValue
    ) throws(JSONSyntaxError) -> JSONValue {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        return try body(&self)
    }

    private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        for scalar in word.unicodeScalars {
            guard current == scalar else { throw error("invalid literal; expected '\(word)'") }
            index += 1
        }
        return value
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if current == "}" {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == "\"" else { throw error("expected a member name in quotes\(found)") }
            let keyStart = index
            let key = try parseString()
            if members.contains(where: { $0.key == key }) {
                throw error("duplicate member name \"\(key)\"", at: keyStart)
            }
            skipWhitespace()
            try expect(":")
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            if current == "," {
                index += 1
                continue
            }
            guard current == "}" else { throw error("expected ',' or '}'\(found)") }
            index += 1
            return .object(members)
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == "]" {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            if current == "," {
                index += 1
                continue
            }
            guard current == "]" else { throw error("expected ',' or ']'\(found)") }
            index += 1
            return .array(elements)
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        var result = String.UnicodeScalarView()
        while true {
            guard let c = current else { throw error("unterminated string") }
            index += 1
            switch c {
            case "\"": return String(result)
            case "\\": result.append(try parseEscape())
            default:
                guard c.value >= 0x20 else { throw error("control character in a string; escape it", at: index - 1) }
                result.append(c)
            }
        }
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let c = current else { throw error("unterminated escape") }
        index += 1
        switch c {
        case "\"": return "\""
        case "\\": return "\\"
        case "/": return "/"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "u":
            let high = try parseHex4()
            if (0xD800...0xDBFF).contains(high) {
                guard current == "\\" else { throw error("unpaired surrogate in \\u escape") }
                index += 1
                guard current == "u" else { throw error("unpaired surrogate in \\u escape") }
                index += 1
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                else { throw error("invalid surrogate pair in \\u escape") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("invalid \\u escape") }
            return scalar
        default: throw error("invalid escape '\\\(c)'", at: index - 1)
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = current, let digit = UInt32(String(c), radix: 16)
            else { throw error("expected four hex digits in \\u escape") }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        if current == "-" { index += 1 }
        guard let first = current, ("0"..."9").contains(first) else { throw error("expected a digit") }
        if first == "0" {
            index += 1
        } else {
            skipDigits()
        }
        if current == "." {
            index += 1
            guard let c = current, ("0"..."9").contains(c) else { throw error("expected a digit after '.'") }
            skipDigits()
        }
        if current == "e" || current == "E" {
            index += 1
            if current == "+" || current == "-" { index += 1 }
            guard let c = current, ("0"..."9").contains(c) else { throw error("expected a digit in the exponent") }
            skipDigits()
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[start..<index])
        guard let value = Double(String(text)), value.isFinite else {
            throw error("number out of range", at: start)
        }
        return .number(value)
    }

    private mutating func skipDigits() {
        while let c = current, ("0"..."9").contains(c) { index += 1 }
    }
}

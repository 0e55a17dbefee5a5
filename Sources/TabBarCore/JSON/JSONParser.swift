/// A JSON syntax error with the line and column (both from 1) where it was found.
@_spi(TabBarKitInternal) public struct TabBarJSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    @_spi(TabBarKitInternal) public var line: Int
    /// The 1-based column, counted in Unicode scalars.
    @_spi(TabBarKitInternal) public var column: Int
    /// What was expected or found.
    @_spi(TabBarKitInternal) public var reason: String
    /// The JSON5 syntax found where the error is (`a comment`, `a trailing comma`, `an unquoted member name`,
    /// `a single-quoted string`, `a JSON5 number`), when it is one: the document is likely JSON5, not JSON.
    @_spi(TabBarKitInternal) public var json5Feature: String?
    /// `line 3, column 7: expected ',' or '}'`, with control characters escaped.
    @_spi(TabBarKitInternal) public var description: String { "line \(line), column \(column): \(reason.escapedForMessage)" }
}

/// Parses RFC 8259 JSON into a ``TabBarJSONValue``, reporting the line and column of any error.
///
/// The parser works on the document's UTF-8 bytes, checks the size limit before it starts,
/// and takes time linear in the document's length (duplicate member names are found with a set).
/// A leading byte-order mark (U+FEFF) is skipped, as RFC 8259 allows.
@_spi(TabBarKitInternal) public struct TabBarJSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    /// Whether a repeated member name keeps its last value (recorded in `repeated`) instead of being an error.
    private var keepingLast = false
    /// The member names (and array indices, as `[i]`) from the root to the value being parsed, while `keepingLast`.
    private var path: [String] = []
    /// Repeated member names found while `keepingLast`, with the byte offset of the repeat's name.
    private var repeated: [(path: [String], name: String, offset: Int)] = []
    /// Nesting deeper than this is rejected rather than risking the stack.
    @_spi(TabBarKitInternal) public static let maximumDepth = 256
    /// Objects with fewer members than this are searched for a repeated name rather than hashed.
    private static let linearNameLimit = 16

    /// Parses a whole document; one longer than `maximumBytes` UTF-8 bytes is refused before parsing.
    @_spi(TabBarKitInternal) public static func parse(_ text: String, maximumBytes: Int = TabBarConfigurationLimits.maximumDocumentBytes) throws(TabBarJSONSyntaxError) -> TabBarJSONValue {
        let size = text.utf8.count
        guard size <= maximumBytes else {
            throw TabBarJSONSyntaxError(line: 1, column: 1, reason: "the document is \(size) bytes; at most \(maximumBytes) are read")
        }
        var parser = TabBarJSONParser(bytes: Array(text.utf8))
        return try parser.parseDocument()
    }

    /// Parses a whole document in which a repeated member name keeps its last value (in the place of its first),
    /// as JavaScript's `JSON.parse` and Style Dictionary read it; each repeat is returned with its place.
    @_spi(TabBarKitInternal) public static func parseKeepingLastMember(
        _ text: String, maximumBytes: Int = TabBarConfigurationLimits.maximumDocumentBytes
    ) throws(TabBarJSONSyntaxError) -> (value: TabBarJSONValue, repeated: [TabBarJSONRepeatedMember]) {
        let size = text.utf8.count
        guard size <= maximumBytes else {
            throw TabBarJSONSyntaxError(line: 1, column: 1, reason: "the document is \(size) bytes; at most \(maximumBytes) are read")
        }
        var parser = TabBarJSONParser(bytes: Array(text.utf8))
        parser.keepingLast = true
        let value = try parser.parseDocument()
        // Lines and columns of every repeat in one pass over the bytes (repeats are found in document order).
        var found: [TabBarJSONRepeatedMember] = []
        found.reserveCapacity(parser.repeated.count)
        var line = 1, column = 1, position = 0
        for entry in parser.repeated {
            while position < entry.offset {
                let byte = parser.bytes[position]
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                position += 1
            }
            found.append(TabBarJSONRepeatedMember(path: entry.path, name: entry.name, line: line, column: column))
        }
        return (value, found)
    }

    /// The document: an optional byte-order mark, one value, and nothing after it but whitespace.
    private mutating func parseDocument() throws(TabBarJSONSyntaxError) -> TabBarJSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw error("unexpected text after the document") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// The error at a byte offset, located by line and by column in Unicode scalars (a byte-order mark not counted).
    private func error(_ reason: String, at position: Int? = nil) -> TabBarJSONSyntaxError {
        let end = min(position ?? index, bytes.count)
        var line = 1
        var column = 1
        for byte in bytes[(bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? min(3, end) : 0)..<end] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return TabBarJSONSyntaxError(line: line, column: column, reason: reason, json5Feature: json5Feature(at: end))
    }

    /// The JSON5 syntax that starts at a byte offset where JSON has an error, if any.
    private func json5Feature(at offset: Int) -> String? {
        guard offset < bytes.count else { return nil }
        let byte = bytes[offset]
        let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0
        var previous = offset - 1
        while previous >= 0, [0x20, 0x0A, 0x09, 0x0D].contains(bytes[previous]) { previous -= 1 }
        let before: UInt8 = previous >= 0 ? bytes[previous] : 0
        switch byte {
        case UInt8(ascii: "/") where next == UInt8(ascii: "/") || next == UInt8(ascii: "*"): return "a comment"
        case UInt8(ascii: "'"): return "a single-quoted string"
        case UInt8(ascii: "}") where before == UInt8(ascii: ","), UInt8(ascii: "]") where before == UInt8(ascii: ","): return "a trailing comma"
        case UInt8(ascii: "+"), UInt8(ascii: "."): return "a JSON5 number"
        case UInt8(ascii: "x") where before == UInt8(ascii: "0"), UInt8(ascii: "X") where before == UInt8(ascii: "0"): return "a JSON5 number"
        case UInt8(ascii: "I") where bytes[offset...].starts(with: Array("Infinity".utf8)): return "a JSON5 number"
        case UInt8(ascii: "N") where bytes[offset...].starts(with: Array("NaN".utf8)): return "a JSON5 number"
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: "$"):
            // A name without quotes where an object's member begins.
            return before == UInt8(ascii: "{") || before == UInt8(ascii: ",") ? (insideObject(offset) ? "an unquoted member name" : nil) : nil
        default: return nil
        }
    }

    /// Whether the innermost open bracket before an offset is an object's (a cheap backwards scan that ignores
    /// strings; only asked for an error message).
    private func insideObject(_ offset: Int) -> Bool {
        var depth = 0
        var i = offset - 1
        while i >= 0 {
            switch bytes[i] {
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth += 1
            case UInt8(ascii: "{"): if depth == 0 { return true } else { depth -= 1 }
            case UInt8(ascii: "["): if depth == 0 { return false } else { depth -= 1 }
            default: break
            }
            i -= 1
        }
        return false
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The Unicode scalar at the current position, for messages.
    private var currentScalar: String {
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[index..<min(end, bytes.count)], as: UTF8.self)
    }

    private mutating func skipWhitespace() {
        while let c = current, c == 0x20 || c == 0x0A || c == 0x09 || c == 0x0D { index += 1 }
    }

    private mutating func expect(_ ascii: Unicode.Scalar) throws(TabBarJSONSyntaxError) {
        guard current == UInt8(ascii: ascii) else { throw error("expected '\(ascii)'\(found)") }
        index += 1
    }

    private var found: String {
        guard current != nil else { return " but the document ended" }
        return " but found '\(currentScalar)'"
    }

    private mutating func parseValue() throws(TabBarJSONSyntaxError) -> TabBarJSONValue {
        guard let c = current else { throw error("expected a value but the document ended") }
        switch c {
        case UInt8(ascii: "{"): return try nested { (p: inout TabBarJSONParser) throws(TabBarJSONSyntaxError) in try p.parseObject() }
        case UInt8(ascii: "["): return try nested { (p: inout TabBarJSONParser) throws(TabBarJSONSyntaxError) in try p.parseArray() }
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("expected a value but found '\(currentScalar)'")
        }
    }

    private mutating func nested(
        _ body: (inout TabBarJSONParser) throws(TabBarJSONSyntaxError) -> TabBarJSONValue
    ) throws(TabBarJSONSyntaxError) -> TabBarJSONValue {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        return try body(&self)
    }

    private mutating func parseLiteral(_ word: String, _ value: TabBarJSONValue) throws(TabBarJSONSyntaxError) -> TabBarJSONValue {
        for byte in word.utf8 {
            guard current == byte else { throw error("invalid literal; expected '\(word)'") }
            index += 1
        }
        return value
    }

    private mutating func parseObject() throws(TabBarJSONSyntaxError) -> TabBarJSONValue {
        index += 1
        var members: [(key: String, value: TabBarJSONValue)] = []
        // Small objects (nearly all of them) are searched for a repeated name; large ones use a set.
        var names: Set<String> = []
        // Where each name is, in a large object that repeats a name while keeping the last value.
        var positions: [String: Int] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a member name in quotes\(found)") }
            let keyStart = index
            let key = try parseString()
            let repeated: Bool
            if members.count < Self.linearNameLimit {
                repeated = members.contains { $0.key == key }
            } else {
                if names.isEmpty { names = Set(members.map(\.key)) }
                repeated = !names.insert(key).inserted
            }
            if repeated, !keepingLast {
                throw error("duplicate member name \(TabBarJSONValue.string(key).serialized(pretty: false))", at: keyStart)
            }
            skipWhitespace()
            try expect(":")
            skipWhitespace()
            if keepingLast {
                path.append(key)
                let value = try parseValue()
                path.removeLast()
                if repeated {
                    // Where the name first appeared: searched in a small object, hashed once in a large one.
                    if members.count >= Self.linearNameLimit, positions.isEmpty {
                        for (i, member) in members.enumerated() where positions[member.key] == nil { positions[member.key] = i }
                    }
                    if let first = members.count < Self.linearNameLimit ? members.firstIndex(where: { $0.key == key }) : positions[key] {
                        self.repeated.append((path, key, keyStart))
                        members[first].value = value
                    }
                } else {
                    if !positions.isEmpty { positions[key] = members.count }
                    members.append((key, value))
                }
            } else {
                members.append((key, try parseValue()))
            }
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard current == UInt8(ascii: "}") else { throw error("expected ',' or '}'\(found)") }
            index += 1
            return .object(members)
        }
    }

    private mutating func parseArray() throws(TabBarJSONSyntaxError) -> TabBarJSONValue {
        index += 1
        var elements: [TabBarJSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            if keepingLast {
                path.append("[\(elements.count)]")
                elements.append(try parseValue())
                path.removeLast()
            } else {
                elements.append(try parseValue())
            }
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard current == UInt8(ascii: "]") else { throw error("expected ',' or ']'\(found)") }
            index += 1
            return .array(elements)
        }
    }

    /// A string's bytes are copied as they are (the input is valid UTF-8, and quotes and
    /// backslashes never occur inside a multi-byte sequence); escapes add their scalar's bytes.
    private mutating func parseString() throws(TabBarJSONSyntaxError) -> String {
        index += 1
        let start = index
        // Most strings hold no escape: their bytes become the string in one step.
        while index < bytes.count {
            let c = bytes[index]
            if c == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: bytes[start..<index - 1], as: UTF8.self)
            }
            if c == UInt8(ascii: "\\") || c < 0x20 { break }
            index += 1
        }
        var result = Array(bytes[start..<index])
        while true {
            guard let c = current else { throw error("unterminated string") }
            index += 1
            switch c {
            case UInt8(ascii: "\""): return String(decoding: result, as: UTF8.self)
            case UInt8(ascii: "\\"): result.append(contentsOf: String(try parseEscape()).utf8)
            default:
                guard c >= 0x20 else { throw error("control character in a string; escape it", at: index - 1) }
                result.append(c)
            }
        }
    }

    private mutating func parseEscape() throws(TabBarJSONSyntaxError) -> Unicode.Scalar {
        guard let c = current else { throw error("unterminated escape") }
        index += 1
        switch c {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800...0xDBFF).contains(high) {
                guard current == UInt8(ascii: "\\") else { throw error("unpaired surrogate in \\u escape") }
                index += 1
                guard current == UInt8(ascii: "u") else { throw error("unpaired surrogate in \\u escape") }
                index += 1
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                else { throw error("invalid surrogate pair in \\u escape") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("invalid \\u escape") }
            return scalar
        default: throw error("invalid escape '\\\(currentScalarBefore)'", at: index - 1)
        }
    }

    /// The scalar that starts one byte back, for a message about an escape.
    private var currentScalarBefore: String {
        var copy = self
        copy.index -= 1
        return copy.currentScalar
    }

    private mutating func parseHex4() throws(TabBarJSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = current, let digit = Self.hexDigit(c) else { throw error("expected four hex digits in \\u escape") }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private static func hexDigit(_ c: UInt8) -> UInt32? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(c - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(c - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private static func isDigit(_ c: UInt8?) -> Bool { c.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false }

    private mutating func parseNumber() throws(TabBarJSONSyntaxError) -> TabBarJSONValue {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard Self.isDigit(current) else { throw error("expected a digit") }
        if current == UInt8(ascii: "0") {
            index += 1
        } else {
            skipDigits()
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard Self.isDigit(current) else { throw error("expected a digit after '.'") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard Self.isDigit(current) else { throw error("expected a digit in the exponent") }
            skipDigits()
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
            throw error("number out of range", at: start)
        }
        return .number(value)
    }

    private mutating func skipDigits() {
        while Self.isDigit(current) { index += 1 }
    }
}

/// A member name an object repeats, read as JavaScript reads it: the later value replaces the earlier one.
@_spi(TabBarKitInternal) public struct TabBarJSONRepeatedMember: Hashable, Sendable {
    /// The member names from the root to the object that repeats the name (array items as `[i]`).
    @_spi(TabBarKitInternal) public var path: [String]
    /// The repeated name.
    @_spi(TabBarKitInternal) public var name: String
    /// The 1-based line of the repeat.
    @_spi(TabBarKitInternal) public var line: Int
    /// The 1-based column of the repeat, in Unicode scalars.
    @_spi(TabBarKitInternal) public var column: Int
}

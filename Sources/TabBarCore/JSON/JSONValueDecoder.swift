/// Decodes `Decodable` values from a ``TabBarJSONValue``, so every error carries its exact coding path.
///
/// Foundation's `JSONDecoder` drops the path for some errors (a fractional number where an
/// integer belongs); this decoder never does, and it reuses the tree the parser already built.
@_spi(TabBarKitInternal) public struct TabBarJSONValueDecoder: Sendable {
    /// Creates a decoder.
    @_spi(TabBarKitInternal) public init() {}

    /// Decodes a value of the given type from a JSON tree.
    @_spi(TabBarKitInternal) public func decode<T: Decodable>(_ type: T.Type, from value: TabBarJSONValue) throws -> T {
        try T(from: ValueDecoder(value: value, codingPath: [], usage: nil))
    }

    /// Parses JSON text and decodes a value from it.
    @_spi(TabBarKitInternal) public func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        try decode(type, from: try TabBarJSONParser.parse(text))
    }

    /// Decodes a value and lists every object member that no part of the decoding asked for (an unknown or
    /// misspelt key), each at its JSON path with the keys that object takes and the closest of them.
    ///
    /// A key counts as known once the type's `init(from:)` looks it up, whether or not it is there, so the
    /// keys of every `Codable` type are checked without a schema of their own.
    @_spi(TabBarKitInternal) public func decodeReportingUnknownKeys<T: Decodable>(
        _ type: T.Type, from value: TabBarJSONValue
    ) throws -> (value: T, unknownKeys: [TabBarInputIssue]) {
        let usage = KeyUsage()
        do {
            let decoded = try T(from: ValueDecoder(value: value, codingPath: [], usage: usage))
            return (decoded, usage.unknownKeys())
        } catch DecodingError.keyNotFound(let key, let context) {
            // A misspelt required key: name the key that is there, and the one it was meant to be.
            let path = DecodingError.path(context.codingPath)
            if let typed = usage.unaskedKey(near: key.stringValue, at: path) {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: context.codingPath + [JSONKey(stringValue: typed)],
                    debugDescription: "unknown key (did you mean \"\(key.stringValue)\"?); \(key.stringValue) is required"))
            }
            throw DecodingError.keyNotFound(key, context)
        }
    }
}

/// Which members of each object a decoding asked for, by the object's JSON path.
private final class KeyUsage {
    private var present: [String: [String]] = [:]
    private var asked: [String: Set<String>] = [:]
    /// Objects in the order they were first read, so issues come in document order.
    private var order: [String] = []

    func read(_ members: [(key: String, value: TabBarJSONValue)], at path: String) {
        if present[path] == nil { order.append(path) }
        present[path] = members.map(\.key)
    }

    func ask(_ key: String, at path: String) { asked[path, default: []].insert(key) }

    /// The member of the object at `path` that nothing asked for and is a likely misspelling of `key`:
    /// the single closest one (none when two are as close: no guess).
    func unaskedKey(near key: String, at path: String) -> String? {
        let candidates = (present[path] ?? []).filter { !(asked[path]?.contains($0) ?? false) && TabBarSuggestion.closest(to: $0, in: [key]) == key }
        let scored = candidates.map { (key: $0, distance: TabBarSuggestion.distance($0.lowercased(), key.lowercased())) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), scored.filter({ $0.distance == best.distance }).count == 1 else { return nil }
        return best.key
    }

    func unknownKeys() -> [TabBarInputIssue] {
        order.flatMap { path -> [TabBarInputIssue] in
            let known = (asked[path] ?? []).sorted()
            return (present[path] ?? []).filter { !(asked[path]?.contains($0) ?? false) }.map { key in
                var reason = "unknown key"
                if let match = TabBarSuggestion.closest(to: key, in: known) { reason += " (did you mean \"\(match)\"?)" }
                reason += known.isEmpty ? "; this object takes no keys" : "; expected one of " + known.joined(separator: ", ")
                return TabBarInputIssue(TabBarInputIssue.member(key, of: path == TabBarInputIssue.rootLocation ? "" : path), reason)
            }
        }
    }
}

struct JSONKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

private struct ValueDecoder: Decoder {
    let value: TabBarJSONValue
    let codingPath: [any CodingKey]
    /// Where asked-for keys are recorded, when unknown keys are reported.
    var usage: KeyUsage?
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else {
            throw DecodingError.typeMismatch([String: Any].self, .init(codingPath: codingPath, debugDescription: "expected an object"))
        }
        usage?.read(members, at: DecodingError.path(codingPath))
        return KeyedDecodingContainer(KeyedContainer<Key>(members: Dictionary(members, uniquingKeysWith: { a, _ in a }), codingPath: codingPath, usage: usage))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw DecodingError.typeMismatch([Any].self, .init(codingPath: codingPath, debugDescription: "expected an array"))
        }
        return UnkeyedContainer(elements: elements, codingPath: codingPath, usage: usage)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleContainer(value: value, codingPath: codingPath, usage: usage) }
}

/// Reads primitives from one JSON value with exact type checks.
private func decodePrimitive<T: Decodable>(_ type: T.Type, from value: TabBarJSONValue, at path: [any CodingKey], usage: KeyUsage?) throws -> T {
    func mismatch() -> DecodingError {
        .typeMismatch(T.self, .init(codingPath: path, debugDescription: "expected \(T.self)"))
    }
    switch value {
    case .string(let s):
        if let s = s as? T { return s }
    case .bool(let b):
        if let b = b as? T { return b }
    case .number(let n):
        if T.self == Double.self, let n = n as? T { return n }
        if T.self == Int.self {
            guard n == n.rounded(), abs(n) < 9.0e15, let i = Int(n) as? T else { throw mismatch() }
            return i
        }
    case .null:
        throw DecodingError.valueNotFound(T.self, .init(codingPath: path, debugDescription: "found null"))
    default:
        break
    }
    if T.self == String.self || T.self == Bool.self || T.self == Int.self || T.self == Double.self { throw mismatch() }
    return try T(from: ValueDecoder(value: value, codingPath: path, usage: usage))
}

private struct SingleContainer: SingleValueDecodingContainer {
    let value: TabBarJSONValue
    let codingPath: [any CodingKey]
    let usage: KeyUsage?
    func decodeNil() -> Bool { value == .null }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodePrimitive(type, from: value, at: codingPath, usage: usage) }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: TabBarJSONValue]
    let codingPath: [any CodingKey]
    let usage: KeyUsage?
    /// Every member a type lists this way is one it reads (a dictionary's keys, or a check of them all).
    var allKeys: [Key] {
        let keys = members.keys.compactMap { Key(stringValue: $0) }
        for key in keys { ask(key) }
        return keys
    }

    /// Records that the decoding asked for `key`.
    private func ask(_ key: Key) { usage?.ask(key.stringValue, at: DecodingError.path(codingPath)) }

    func contains(_ key: Key) -> Bool {
        ask(key)
        return members[key.stringValue] != nil
    }

    func value(_ key: Key) throws -> TabBarJSONValue {
        ask(key)
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "required key is missing"))
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key) == .null }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decodePrimitive(type, from: try value(key), at: codingPath + [key], usage: usage)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        ask(key)
        guard let value = members[key.stringValue], value != .null else { return nil }
        return try decodePrimitive(type, from: value, at: codingPath + [key], usage: usage)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try ValueDecoder(value: try value(key), codingPath: codingPath + [key], usage: usage).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try ValueDecoder(value: try value(key), codingPath: codingPath + [key], usage: usage).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        ValueDecoder(value: .object(members.map { ($0.key, $0.value) }), codingPath: codingPath, usage: usage)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder { ValueDecoder(value: try value(key), codingPath: codingPath + [key], usage: usage) }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [TabBarJSONValue]
    let codingPath: [any CodingKey]
    let usage: KeyUsage?
    var currentIndex = 0
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    init(elements: [TabBarJSONValue], codingPath: [any CodingKey], usage: KeyUsage?) {
        self.elements = elements
        self.codingPath = codingPath
        self.usage = usage
    }

    mutating func next() throws -> (TabBarJSONValue, [any CodingKey]) {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(TabBarJSONValue.self, .init(codingPath: codingPath, debugDescription: "the array ended"))
        }
        defer { currentIndex += 1 }
        return (elements[currentIndex], codingPath + [JSONKey(intValue: currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, path) = try next()
        return try decodePrimitive(type, from: value, at: path, usage: usage)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let (value, path) = try next()
        return try ValueDecoder(value: value, codingPath: path, usage: usage).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (value, path) = try next()
        return try ValueDecoder(value: value, codingPath: path, usage: usage).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (value, path) = try next()
        return ValueDecoder(value: value, codingPath: path, usage: usage)
    }
}

/// Decodes `Decodable` values from a ``TabBarJSONValue``, so every error carries its exact coding path.
///
/// Foundation's `JSONDecoder` drops the path for some errors (a fractional number where an
/// integer belongs); this decoder never does, and it reuses the tree the parser already built.
@_spi(TabBarKitInternal) public struct TabBarJSONValueDecoder: Sendable {
    /// Creates a decoder.
    @_spi(TabBarKitInternal) public init() {}

    /// Decodes a value of the given type from a JSON tree.
    @_spi(TabBarKitInternal) public func decode<T: Decodable>(_ type: T.Type, from value: TabBarJSONValue) throws -> T {
        try T(from: ValueDecoder(value: value, codingPath: []))
    }

    /// Parses JSON text and decodes a value from it.
    @_spi(TabBarKitInternal) public func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        try decode(type, from: try TabBarJSONParser.parse(text))
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
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else {
            throw DecodingError.typeMismatch([String: Any].self, .init(codingPath: codingPath, debugDescription: "expected an object"))
        }
        return KeyedDecodingContainer(KeyedContainer<Key>(members: Dictionary(members, uniquingKeysWith: { a, _ in a }), codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw DecodingError.typeMismatch([Any].self, .init(codingPath: codingPath, debugDescription: "expected an array"))
        }
        return UnkeyedContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleContainer(value: value, codingPath: codingPath) }
}

/// Reads primitives from one JSON value with exact type checks.
private func decodePrimitive<T: Decodable>(_ type: T.Type, from value: TabBarJSONValue, at path: [any CodingKey]) throws -> T {
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
    return try T(from: ValueDecoder(value: value, codingPath: path))
}

private struct SingleContainer: SingleValueDecodingContainer {
    let value: TabBarJSONValue
    let codingPath: [any CodingKey]
    func decodeNil() -> Bool { value == .null }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodePrimitive(type, from: value, at: codingPath) }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: TabBarJSONValue]
    let codingPath: [any CodingKey]
    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    func value(_ key: Key) throws -> TabBarJSONValue {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "required key is missing"))
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key) == .null }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decodePrimitive(type, from: try value(key), at: codingPath + [key])
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = members[key.stringValue], value != .null else { return nil }
        return try decodePrimitive(type, from: value, at: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try ValueDecoder(value: try value(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try ValueDecoder(value: try value(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { ValueDecoder(value: .object(members.map { ($0.key, $0.value) }), codingPath: codingPath) }

    func superDecoder(forKey key: Key) throws -> any Decoder { ValueDecoder(value: try value(key), codingPath: codingPath + [key]) }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [TabBarJSONValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    init(elements: [TabBarJSONValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
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
        return try decodePrimitive(type, from: value, at: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let (value, path) = try next()
        return try ValueDecoder(value: value, codingPath: path).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (value, path) = try next()
        return try ValueDecoder(value: value, codingPath: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (value, path) = try next()
        return ValueDecoder(value: value, codingPath: path)
    }
}

/// A tab's stable identifier, the same across launches, reorderings and restorations.
///
/// ```swift
/// let home: TabID = "home"
/// ```
public struct TabID: RawRepresentable, Hashable, Comparable, Codable, Sendable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    /// The identifier's text.
    public var rawValue: String

    /// Wraps an identifier's text.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps an identifier's text.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates an identifier from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Decodes an identifier from a bare JSON string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the identifier as a bare JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Orders identifiers by their text.
    public static func < (lhs: TabID, rhs: TabID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The identifier's text.
    public var description: String { rawValue }
}

extension TabID: CodingKeyRepresentable {
    /// The id as a dictionary key, so `[TabID: X]` encodes as a JSON object.
    public var codingKey: any CodingKey { AnyKey(stringValue: rawValue) }

    /// An id from a dictionary key.
    public init?<T: CodingKey>(codingKey: T) { self.init(rawValue: codingKey.stringValue) }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

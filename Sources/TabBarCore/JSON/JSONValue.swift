/// A JSON document as a value, with object members kept in their written order.
@_spi(TabBarKitInternal) public enum TabBarJSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array of values.
    case array([TabBarJSONValue])
    /// An object's members, in their written order.
    case object([(key: String, value: TabBarJSONValue)])

    /// Compares two values; objects compare member by member in order.
    @_spi(TabBarKitInternal) public static func == (lhs: TabBarJSONValue, rhs: TabBarJSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// The member named `key` of an object, if this is an object that has one.
    @_spi(TabBarKitInternal) public subscript(key: String) -> TabBarJSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A string value, or `nil` for `nil`.
    @_spi(TabBarKitInternal) public static func string(_ value: String?) -> TabBarJSONValue { value.map(TabBarJSONValue.string) ?? .null }

    /// An integer as a number.
    @_spi(TabBarKitInternal) public static func int(_ value: Int) -> TabBarJSONValue { .number(Double(value)) }

    /// An array of strings.
    @_spi(TabBarKitInternal) public static func strings<S: Sequence>(_ values: S) -> TabBarJSONValue where S.Element == String {
        .array(values.map(TabBarJSONValue.string))
    }
}

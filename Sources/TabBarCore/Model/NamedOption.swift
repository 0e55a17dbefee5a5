/// An open-ended option written in configuration files by name (`"popThenScroll"`).
///
/// Conforming types are structs wrapping a private set of kinds, so kinds can be
/// added later without breaking callers.
public protocol TabBarNamedOption: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The names this option accepts.
    static var names: [String] { get }
    /// What the option is called in error messages ("reselect policy").
    static var optionLabel: String { get }
    /// The option with the given name, if it exists.
    init?(name: String)
    /// The option's name.
    var name: String { get }
}

extension TabBarNamedOption {
    /// The option's name.
    public var description: String { name }

    /// Every option, in documentation order.
    public static var all: [Self] { names.compactMap(Self.init(name:)) }

    /// Decodes an option from its name, naming the accepted ones on failure.
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let option = Self(name: name) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "unknown \(Self.optionLabel) \"\(name)\"; expected one of "
                    + Self.names.joined(separator: ", ")))
        }
        self = option
    }

    /// Encodes the option as its name.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(name)
    }
}

/// One problem found in a configuration, snapshot, token file or script.
public struct TabBarInputIssue: Hashable, Sendable, CustomStringConvertible {
    /// Where: a JSON path (`tabs[3].id`), `line 4, column 2`, or `line 7` of a script.
    public var location: String
    /// Why it is a problem.
    public var reason: String

    /// Creates an issue.
    public init(_ location: String, _ reason: String) {
        self.location = location
        self.reason = reason
    }

    /// `tabs[3].id: duplicate id "home"`, with control characters and line breaks escaped.
    public var description: String { location.isEmpty ? reason.escapedForMessage : "\(location.escapedForMessage): \(reason.escapedForMessage)" }

    /// The place of the whole document, for problems with its root value.
    public static let rootLocation = "(document root)"

    /// `path.key`, or `path[""]`-style with the key quoted as JSON when it is empty or holds
    /// characters that would make the path ambiguous (`.`, `[`, `]`, `"`, spaces, controls).
    public static func member(_ key: String, of path: String) -> String {
        let plain = !key.isEmpty && key.unicodeScalars.allSatisfy { scalar in
            !scalar.needsEscapingInMessage && !". []\"\\".unicodeScalars.contains(scalar)
        }
        if plain { return path.isEmpty ? key : "\(path).\(key)" }
        return "\(path)[\(TabBarJSONValue.string(key).serialized(pretty: false))]"
    }
}

/// Input that cannot be used, with every problem found and where it is.
public struct TabBarConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, in document order.
    public var issues: [TabBarInputIssue]

    /// Creates an error from its problems.
    public init(_ issues: [TabBarInputIssue]) { self.issues = issues }

    /// One problem per line.
    public var description: String { issues.map(\.description).joined(separator: "\n") }
}

/// Pieces of Swift source that generated code (theme export, playground export) shares.
public enum TabBarSwiftSource {
    /// `text` as a Swift string literal: quotes and backslashes escaped, and every control
    /// character, line break or bidirectional mark written as `\u{…}`, so no text can end the
    /// literal, open an interpolation or hide code.
    public static func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || [0x2028, 0x2029].contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value):
                literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}

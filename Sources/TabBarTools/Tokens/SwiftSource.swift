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
            case _ where scalar.needsEscapingInSwiftLiteral:
                literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}

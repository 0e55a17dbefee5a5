/// Makes text safe to print inside a one-line message.
enum Escaping {
    /// `text` with control characters, line and paragraph separators and bidirectional overrides
    /// written as escapes (`\n`, `\0`, `\u{202E}`), so a message never breaks a line or hides text.
    ///
    /// `Escaping.visible("a\nb\u{0}")` is `a\nb\0` with literal backslashes.
    static func visible(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{0}": out += "\\0"
            default:
                if isUnsafe(scalar) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Each line of `text` made visible; the line breaks themselves are kept.
    static func visibleKeepingLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { visible(String($0)) }.joined(separator: "\n")
    }

    /// C0 and C1 controls, DEL, U+2028/2029 and the bidirectional embedding, override and isolate marks.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

extension StringProtocol {
    /// The text with every control character, line or paragraph separator and bidirectional
    /// override written as an escape (`\n`, `\r`, `\t`, `\0`, else `\u{…}`), so a message quoting
    /// input always stays on one line and shows what is really there: `"a\0b"`, never a raw NUL.
    @_spi(TabBarKitInternal) public var escapedForMessage: String {
        guard unicodeScalars.contains(where: \.needsEscapingInMessage) else { return String(self) }
        var text = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{0}": text += "\\0"
            case _ where scalar.needsEscapingInMessage: text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}

extension Unicode.Scalar {
    /// C0 and C1 controls, DEL, U+2028/U+2029 and the bidirectional embedding, override and isolate marks.
    var needsEscapingInMessage: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

extension TabBarJSONValue {
    /// The value as JSON text: members in their order, integers without a fraction,
    /// other numbers with at most four decimals; pretty output indents by two spaces.
    @_spi(TabBarKitInternal) public func serialized(pretty: Bool = true) -> String {
        var out = ""
        write(into: &out, indent: pretty ? 0 : nil)
        return out
    }

    private func write(into out: inout String, indent: Int?) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += Self.format(n)
        case .string(let s): Self.writeString(s, into: &out)
        case .array(let elements):
            writeContainer(elements, open: "[", close: "]", into: &out, indent: indent) { element, out, inner in
                element.write(into: &out, indent: inner)
            }
        case .object(let members):
            writeContainer(members, open: "{", close: "}", into: &out, indent: indent) { member, out, inner in
                Self.writeString(member.key, into: &out)
                out += inner == nil ? ":" : ": "
                member.value.write(into: &out, indent: inner)
            }
        }
    }

    private func writeContainer<T>(
        _ items: [T], open: String, close: String, into out: inout String, indent: Int?,
        _ writeItem: (T, inout String, Int?) -> Void
    ) {
        out += open
        guard !items.isEmpty else {
            out += close
            return
        }
        let inner = indent.map { $0 + 2 }
        for (i, item) in items.enumerated() {
            if i > 0 { out += "," }
            if let inner { out += "\n" + String(repeating: " ", count: inner) }
            writeItem(item, &out, inner)
        }
        if let indent { out += "\n" + String(repeating: " ", count: indent) }
        out += close
    }

    /// Integers print exactly; other numbers round to four decimals with trailing zeros cut.
    package static func format(_ n: Double) -> String { n.decimalText(places: 4) }

    static func writeString(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}

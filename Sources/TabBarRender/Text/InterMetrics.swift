@_spi(TabBarKitInternal) import TabBarCore

/// Inter's advance widths (regular, medium, semibold, bold) for Latin, Greek, Cyrillic and common symbols.
enum InterMetrics {
    /// Advances per weight, indexed like `codePoints`.
    static func advances(_ weight: TabBarFontWeight) -> [UInt16] {
        switch weight {
        case .regular: regularAdvances
        case .medium: mediumAdvances
        case .semibold: semiboldAdvances
        case .bold: boldAdvances
        }
    }

    /// Where each covered code point's advance is, for the ones outside printable ASCII.
    static let index: [UInt32: Int] = Dictionary(uniqueKeysWithValues: codePoints.enumerated().map { ($1, $0) })

    /// The advance of a scalar in em, or `nil` when Inter does not cover it.
    static func advance(of scalar: Unicode.Scalar, in table: [UInt16]) -> Double? {
        let v = scalar.value
        // Printable ASCII is stored first and complete: index directly.
        if v >= 0x20 && v <= 0x7E { return Double(table[Int(v - 0x20)]) / unitsPerEm }
        guard let i = index[v] else { return nil }
        return Double(table[i]) / unitsPerEm
    }
}

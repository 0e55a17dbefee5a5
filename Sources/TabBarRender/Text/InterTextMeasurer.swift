@_spi(TabBarKitInternal) import TabBarCore

/// Measures text with the Inter font's real advance widths (no kerning), so layouts on Linux are
/// deterministic and close to what a browser or `rsvg-convert` draws with Inter.
///
/// Characters Inter does not cover are measured by script: emoji 1.25 em, CJK and Hangul 1 em,
/// Arabic and Hebrew 0.55 em, combining marks and joiners nothing, anything else 0.6 em.
public struct TabBarInterTextMeasurer: TabBarTextMeasuring {
    /// Creates a measurer.
    public init() {}

    /// The width of `text` at `size` points in `weight`.
    public func width(of text: String, size: Double, weight: TabBarFontWeight) -> Double {
        let table = InterMetrics.advances(weight)
        if let ems = Self.asciiEms(text, in: table) { return ems * size }
        var ems = 0.0
        for character in text {
            let scalars = character.unicodeScalars
            if scalars.count == 1, let only = scalars.first, let advance = InterMetrics.advance(of: only, in: table) {
                ems += advance
                continue
            }
            if scalars.contains(where: { $0.properties.isEmojiPresentation || ($0.properties.isEmoji && $0.value > 0x2000) }) {
                ems += 1.25
                continue
            }
            for scalar in scalars { ems += InterMetrics.advance(of: scalar, in: table) ?? Self.fallback(scalar) }
        }
        return ems * size
    }

    /// The width in em of an all-ASCII text, read byte by byte (each byte is a scalar, and the sum is
    /// the one the grapheme walk makes, in the same order); `nil` as soon as a byte is not ASCII.
    static func asciiEms(_ text: String, in table: [UInt16]) -> Double? {
        var ems = 0.0
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            let scalar = Unicode.Scalar(byte)
            ems += InterMetrics.advance(of: scalar, in: table) ?? fallback(scalar)
        }
        return ems
    }

    static func fallback(_ scalar: Unicode.Scalar) -> Double {
        let v = scalar.value
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        switch v {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: return 0.55
        case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF: return 1
        default: return 0.6
        }
    }
}

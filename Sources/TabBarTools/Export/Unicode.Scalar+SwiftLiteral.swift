extension Unicode.Scalar {
    /// Whether generated Swift source writes this scalar as `\u{…}` inside a string literal rather than
    /// as it is: C0 and C1 controls and DEL, the line and paragraph separators (U+2028, U+2029), and every
    /// invisible format character (Unicode category Cf) — the bidirectional marks U+200E, U+200F and
    /// U+061C, the embeddings, overrides and isolates U+202A…U+202E and U+2066…U+2069, the zero-width
    /// space, joiners and word joiner (U+200B…U+200D, U+2060), the byte-order mark U+FEFF and the tags —
    /// so no text can end the literal, reorder what a reader sees of the code around it, or hide in it.
    var needsEscapingInSwiftLiteral: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 || properties.generalCategory == .format
    }
}

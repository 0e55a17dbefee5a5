/// Measures text; the layout engine never guesses widths from character counts.
///
/// On Linux the renderer supplies measurements from the Inter font's advance widths; on Apple
/// platforms the front ends measure with the system font.
public protocol TabBarTextMeasuring: Sendable {
    /// The advance width of `text` set at `size` points in `weight`.
    func width(of text: String, size: Double, weight: TabBarFontWeight) -> Double
}

extension TabBarTextMeasuring {
    /// `text` shortened with a trailing "…" so that it fits `maxWidth`, and its width.
    public func fitting(_ text: String, maxWidth: Double, size: Double, weight: TabBarFontWeight) -> (text: String, width: Double, truncated: Bool) {
        let full = width(of: text, size: size, weight: weight)
        guard full > maxWidth else { return (text, full, false) }
        var characters = Array(text)
        while !characters.isEmpty {
            characters.removeLast()
            while characters.last == " " { characters.removeLast() }
            let candidate = String(characters) + "…"
            let w = width(of: candidate, size: size, weight: weight)
            if w <= maxWidth { return (candidate, w, true) }
        }
        let ellipsis = width(of: "…", size: size, weight: weight)
        return ellipsis <= maxWidth ? ("…", ellipsis, true) : ("", 0, true)
    }
}

extension Double {
    /// The number rounded to at most `places` decimals, trailing zeros cut, never `-0`;
    /// non-finite values write `0`. Shared by the JSON and SVG writers so output is stable.
    public func decimalText(places: Int) -> String {
        guard isFinite else { return "0" }
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        let rounded = (self * factor).rounded() / factor
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(rounded)
        if text.contains("e") { return String(Int(rounded)) }
        if let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) > places + 1 {
            text = String(text[..<text.index(dot, offsetBy: places + 1)])
        }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

/// "Did you mean …?" for names a user typed: JSON keys here, commands, themes and tab ids in the tools.
@_spi(TabBarKitInternal) public enum TabBarSuggestion {
    /// The candidate closest to `word` (ignoring case), if it is close enough to be a typo.
    ///
    /// `TabBarSuggestion.closest(to: "hairlinex", in: ["hairline", "items"])` is `"hairline"`.
    @_spi(TabBarKitInternal) public static func closest(to word: String, in candidates: [String]) -> String? {
        guard word.unicodeScalars.count <= 64 else { return nil }  // a typo is short; this keeps the cost bounded
        let lower = word.lowercased()
        if let exact = candidates.first(where: { $0.lowercased() == lower }) { return exact }
        let extended = candidates.filter { $0.lowercased().hasPrefix(lower) }.sorted { $0.count < $1.count }
        if lower.count >= 3, let shortest = extended.first { return shortest }
        let limit = max(1, min(3, lower.count / 3))
        let scored = candidates.filter { $0.unicodeScalars.count <= 64 }.map { (name: $0, distance: distance(lower, $0.lowercased())) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= limit else { return nil }
        return best.name
    }

    /// The Damerau–Levenshtein (optimal string alignment) distance between two strings.
    @_spi(TabBarKitInternal) public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            previous2 = previous
            previous = current
        }
        return previous[b.count]
    }
}

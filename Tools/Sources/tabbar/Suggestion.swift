@_spi(TabBarKitInternal) import TabBarCore

/// "Did you mean …?" for names a user typed: commands, examples, themes, devices, tab ids.
enum Suggestion {
    /// The candidate closest to `word` (ignoring case), if it is close enough to be a typo.
    ///
    /// `Suggestion.closest(to: "rendr", in: ["gallery", "render"])` is `"render"`.
    static func closest(to word: String, in candidates: [String]) -> String? {
        TabBarSuggestion.closest(to: word, in: candidates)
    }

    /// `unknown theme "midnite" (did you mean "midnight"?); themes are system, midnight, …`.
    static func unknown(_ kind: String, _ word: String, among candidates: [String], plural: String) -> String {
        var message = "unknown \(kind) \"\(word)\""
        if let match = closest(to: word, in: candidates) { message += " (did you mean \"\(match)\"?)" }
        return message + "; \(plural) are " + list(candidates)
    }

    /// The names joined with commas, at most 20 of them (`a, b, … and 80 more`).
    static func list(_ names: [String]) -> String {
        guard names.count > 20 else { return names.joined(separator: ", ") }
        return names.prefix(20).joined(separator: ", ") + ", … and \(names.count - 20) more"
    }

    /// The Damerau–Levenshtein (optimal string alignment) distance between two strings.
    static func distance(_ a: String, _ b: String) -> Int { TabBarSuggestion.distance(a, b) }
}

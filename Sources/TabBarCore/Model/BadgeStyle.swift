/// How a count above the cap is written.
public enum TabBarBadgeStyle: String, Hashable, Codable, Sendable, CaseIterable {
    /// `99+`, the iOS convention.
    case capped
    /// `+99`, the alternative some design systems use.
    case leadingPlus

    /// The largest count written in full.
    public static let cap = 99
}

extension TabBarBadge {
    /// The text drawn in the badge, or `nil` when nothing is drawn or the badge is a dot.
    ///
    /// ```swift
    /// TabBarBadge.count(120).displayText(style: .capped)      // "99+"
    /// TabBarBadge.count(120).displayText(style: .leadingPlus) // "+99"
    /// ```
    public func displayText(style: TabBarBadgeStyle = .capped) -> String? {
        switch self {
        case .none, .dot: return nil
        case .text(let s): return s.isEmpty ? nil : s
        case .count(let n):
            guard n > 0 else { return nil }
            guard n > TabBarBadgeStyle.cap else { return String(n) }
            return style == .capped ? "\(TabBarBadgeStyle.cap)+" : "+\(TabBarBadgeStyle.cap)"
        }
    }

    /// The transcript form: display text, `"•"` for a dot, `nil` when hidden.
    public func transcriptText(style: TabBarBadgeStyle) -> String? {
        self == .dot ? "•" : displayText(style: style)
    }

    /// The phrase assistive technologies speak for the badge, or `nil` when it is hidden; `phrases` gives
    /// the templates (the order of number and noun, "more than", "new"), English by default.
    ///
    /// ```swift
    /// TabBarBadge.count(3).accessibilityPhrase(noun: "unread message") // "3 unread messages"
    /// ```
    public func accessibilityPhrase(noun: String? = nil, plural: String? = nil, phrases: TabBarPhrases = .english) -> String? {
        typealias Key = TabBarPhrases.Key
        switch self {
        case .none: return nil
        case .dot: return phrases.phrase(Key.badgeNew)
        case .text(let s): return s.isEmpty ? nil : s
        case .count(let n):
            guard n > 0 else { return nil }
            let singular = noun ?? phrases.phrase(Key.defaultNoun)
            let plural = plural ?? (noun == nil ? phrases.phrase(Key.defaultNounPlural) : Self.englishPlural(of: singular))
            if n > TabBarBadgeStyle.cap {
                return phrases.phrase(Key.badgeMore, .number(TabBarBadgeStyle.cap), .text(plural))
            }
            return phrases.phrase(Key.badgeCount, .number(n), .text(n == 1 ? singular : plural))
        }
    }

    /// The English plural of a noun phrase: its last word takes -s, -es or -ies.
    static func englishPlural(of phrase: String) -> String {
        let lower = phrase.lowercased()
        if lower.hasSuffix("s") || lower.hasSuffix("x") || lower.hasSuffix("z")
            || lower.hasSuffix("ch") || lower.hasSuffix("sh")
        {
            return phrase + "es"
        }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            return phrase.dropLast() + "ies"
        }
        return phrase + "s"
    }
}

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
    /// Badge.count(120).displayText(style: .capped)      // "99+"
    /// Badge.count(120).displayText(style: .leadingPlus) // "+99"
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

    /// The phrase assistive technologies speak for the badge, or `nil` when it is hidden.
    ///
    /// ```swift
    /// Badge.count(3).accessibilityPhrase(noun: "unread message") // "3 unread messages"
    /// ```
    public func accessibilityPhrase(noun: String? = nil, plural: String? = nil) -> String? {
        switch self {
        case .none: return nil
        case .dot: return "new"
        case .text(let s): return s.isEmpty ? nil : s
        case .count(let n):
            guard n > 0 else { return nil }
            let singular = noun ?? "notification"
            if n > TabBarBadgeStyle.cap {
                return "more than \(TabBarBadgeStyle.cap) \(plural ?? Self.englishPlural(of: singular))"
            }
            return n == 1 ? "1 \(singular)" : "\(n) \(plural ?? Self.englishPlural(of: singular))"
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

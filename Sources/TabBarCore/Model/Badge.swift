/// What a tab's badge shows.
public enum TabBarBadge: Hashable, Sendable {
    /// No badge.
    case none
    /// A small dot: something is new.
    case dot
    /// A number; zero hides the badge, negative numbers are invalid input.
    case count(Int)
    /// A short text such as "New".
    case text(String)

    /// Why a count is refused above ``TabBarConfigurationLimits/maximumBadgeCount``; `count` as written.
    static func outOfRange(_ count: String) -> String {
        "a badge count above \(TabBarConfigurationLimits.maximumBadgeCount) is out of range (got \(count))"
    }

    /// Whether the badge draws anything.
    public var isVisible: Bool {
        switch self {
        case .none: false
        case .dot: true
        case .count(let n): n > 0
        case .text(let s): !s.isEmpty
        }
    }
}

extension TabBarBadge: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable { case count, dot, text }

    /// Decodes `{"count": n}`, `{"dot": true}`, `{"text": s}` or `null`/`{}` for none.
    public init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .none
            return
        }
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard c.allKeys.count <= 1 else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "a badge has exactly one of \"count\", \"dot\" or \"text\""))
        }
        // Read as a number first, so 1e20 or 2.5 is told apart from a value that is not a number at all.
        if let number = try c.decodeIfPresent(Double.self, forKey: .count) {
            func invalid(_ reason: String) -> DecodingError {
                .dataCorrupted(.init(codingPath: decoder.codingPath + [CodingKeys.count], debugDescription: reason))
            }
            guard number == number.rounded() else { throw invalid("a badge count is a whole number (got \(number))") }
            guard number >= 0 else { throw invalid("a badge count cannot be negative (got \(Int(exactly: number).map(String.init) ?? String(number)))") }
            // Beyond the whole numbers a Double holds exactly; nearer ones above the limit are checked with the rest.
            guard number < 9.0e15 else { throw invalid(TabBarBadge.outOfRange(String(number))) }
            self = .count(Int(number))
        } else if let dot = try c.decodeIfPresent(Bool.self, forKey: .dot) {
            self = dot ? .dot : .none
        } else if let text = try c.decodeIfPresent(String.self, forKey: .text) {
            self = .text(text)
        } else {
            self = .none
        }
    }

    /// Encodes the badge in the configuration's shape.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .none:
            var c = encoder.singleValueContainer()
            try c.encodeNil()
        case .dot:
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(true, forKey: .dot)
        case .count(let n):
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(n, forKey: .count)
        case .text(let s):
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(s, forKey: .text)
        }
    }
}

extension TabBarBadge {
    /// The badge UIKit's `tabBarItem.badgeValue` shows: `nil` none, `""` a dot, digits a count, other text as it is.
    public init(badgeValue: String?) {
        guard let value = badgeValue else {
            self = .none
            return
        }
        if value.isEmpty {
            self = .dot
        } else if let count = Int(value), count >= 0 {
            self = .count(count)
        } else {
            self = .text(value)
        }
    }
}

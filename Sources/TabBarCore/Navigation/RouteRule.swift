/// A deep-link rule: URLs matching `pattern` open `tab`, showing the matched screen.
public struct TabBarRouteRule: Hashable, Codable, Sendable {
    /// The URL pattern, such as `app://activity/item/:id`.
    public var pattern: String
    /// The tab the URL opens.
    public var tab: TabID
    /// Whether the screen a matching URL opens hides the bar (as a pushed ``TabBarRoute`` with `hidesTabBar`).
    public var hidesTabBar: Bool

    /// Creates a rule.
    public init(_ pattern: String, tab: TabID, hidesTabBar: Bool = false) {
        self.pattern = pattern
        self.tab = tab
        self.hidesTabBar = hidesTabBar
    }

    private enum CodingKeys: String, CodingKey { case pattern, tab, hidesTabBar }

    /// Decodes a rule; `hidesTabBar` may be left out (it is `false` then).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try c.decode(String.self, forKey: .pattern), tab: try c.decode(TabID.self, forKey: .tab),
            hidesTabBar: try c.decodeIfPresent(Bool.self, forKey: .hidesTabBar) ?? false)
    }

    /// Encodes a rule, leaving `hidesTabBar` out when it is `false`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(pattern, forKey: .pattern)
        try c.encode(tab, forKey: .tab)
        if hidesTabBar { try c.encode(true, forKey: .hidesTabBar) }
    }
}

/// Where a configuration's `routes` entry leads: a tab id (`"inbox"`), or an object with the tab and the
/// screen's settings (`{"tab": "inbox", "hidesTabBar": true}`).
struct RouteTarget: Codable, Hashable, Sendable {
    var tab: TabID
    var hidesTabBar: Bool

    private enum CodingKeys: String, CodingKey { case tab, hidesTabBar }

    init(tab: TabID, hidesTabBar: Bool) {
        self.tab = tab
        self.hidesTabBar = hidesTabBar
    }

    init(from decoder: any Decoder) throws {
        if let tab = try? decoder.singleValueContainer().decode(TabID.self) {
            self.init(tab: tab, hidesTabBar: false)
            return
        }
        guard let c = try? decoder.container(keyedBy: CodingKeys.self) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "expected a tab id or an object {\"tab\": …, \"hidesTabBar\": true}"))
        }
        self.init(tab: try c.decode(TabID.self, forKey: .tab), hidesTabBar: try c.decodeIfPresent(Bool.self, forKey: .hidesTabBar) ?? false)
    }

    func encode(to encoder: any Encoder) throws {
        if !hidesTabBar {
            var c = encoder.singleValueContainer()
            try c.encode(tab)
            return
        }
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(tab, forKey: .tab)
        try c.encode(true, forKey: .hidesTabBar)
    }
}

/// A deep-link rule whose tab is a case of the app's enum: a misspelt or foreign tab does not compile.
///
/// ```swift
/// let rule = TabBarTypedRouteRule("app://inbox/message/:id", tab: MailTab.inbox, hidesTabBar: true)
/// ```
public struct TabBarTypedRouteRule<Tab: TabRepresentable>: Hashable, Sendable {
    /// The stored rule.
    public var rule: TabBarRouteRule

    /// Creates a rule: URLs matching `pattern` open `tab`.
    public init(_ pattern: String, tab: Tab, hidesTabBar: Bool = false) {
        rule = TabBarRouteRule(pattern, tab: tab.tabID, hidesTabBar: hidesTabBar)
    }

    /// The tab the URL opens.
    public var tab: Tab? { Tab(tabID: rule.tab) }
}

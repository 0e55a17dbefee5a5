/// A deep-link rule: URLs matching `pattern` open `tab`.
public struct RouteRule: Hashable, Codable, Sendable {
    /// The URL pattern, such as `app://activity/item/:id`.
    public var pattern: String
    /// The tab the URL opens.
    public var tab: TabID

    /// Creates a rule.
    public init(_ pattern: String, tab: TabID) {
        self.pattern = pattern
        self.tab = tab
    }
}

/// Routes a URL to a tab and the stack to show there.
///
/// ```swift
/// let router = try TabBarDeepLinkRouter(rules: [TabBarRouteRule("app://activity/item/:id", tab: "activity")])
/// router.resolve("app://activity/item/42") // .matched(tab: "activity", stack: [item/42])
/// ```
public struct TabBarDeepLinkRouter: Hashable, Sendable {
    /// The outcome of resolving a URL.
    public enum Resolution: Hashable, Sendable {
        /// The URL opens `tab` showing `stack` (empty: the tab's root).
        case matched(tab: TabID, stack: [TabBarRoute])
        /// No rule matches the URL; nothing should change.
        case noRoute(url: String)
    }

    struct Entry: Hashable, Sendable {
        var pattern: TabBarRoutePattern
        var tab: TabID
        var hidesTabBar: Bool
    }

    let entries: [Entry]

    /// Builds a router; fails on the first malformed pattern.
    public init(rules: [TabBarRouteRule]) throws(TabBarRoutePatternError) {
        var entries: [Entry] = []
        for rule in rules {
            switch TabBarRoutePattern.parse(rule.pattern) {
            case .success(let pattern): entries.append(Entry(pattern: pattern, tab: rule.tab, hidesTabBar: rule.hidesTabBar))
            case .failure(let error): throw error
            }
        }
        // Most specific first; ties keep the order given.
        self.entries = entries.enumerated()
            .sorted { ($0.element.pattern.specificity, -$0.offset) > ($1.element.pattern.specificity, -$1.offset) }
            .map(\.element)
    }

    /// The tab and stack for a URL, or ``Resolution/noRoute(url:)``.
    ///
    /// The stack holds one route whose path is the URL's path after the host, carrying the
    /// captured parameters and the rule's `hidesTabBar`; a URL with no path opens the tab at its root.
    public func resolve(_ url: String) -> Resolution {
        guard let parts = URLParts(url) else { return .noRoute(url: url) }
        for entry in entries {
            guard let parameters = entry.pattern.match(parts) else { continue }
            let stack = parts.path.isEmpty ? [] : [TabBarRoute(parts.path.joined(separator: "/"), parameters: parameters, hidesTabBar: entry.hidesTabBar)]
            return .matched(tab: entry.tab, stack: stack)
        }
        return .noRoute(url: url)
    }

    /// Whether a rule of `tab` whose screen hides the bar matches a route's path: the rule's setting belongs to
    /// the screen, so it holds however the route was pushed (a deep link, a typed route that does not repeat it).
    public func hidesBar(routePath path: String, on tab: TabID) -> Bool {
        let segments = path.split(separator: "/")
        return entries.contains { $0.tab == tab && $0.hidesTabBar && $0.pattern.matchPath(segments) != nil }
    }
}

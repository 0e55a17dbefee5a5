/// One screen pushed on a tab's navigation stack.
///
/// Routes are plain values so that stacks can be saved and restored; an app maps its own
/// typed routes to and from them with ``TabBarRouteRepresentable``.
public struct TabBarRoute: Hashable, Sendable, CustomStringConvertible {
    /// The route's path, such as `"item/42"`.
    public var path: String
    /// Parameters captured from a deep link (`:id` → `"42"`).
    public var parameters: [String: String]
    /// Whether the bar hides while this route is on top of the selected stack.
    public var hidesTabBar: Bool
    /// Whether the app can build this screen again from the route: `false` for a screen an app pushed itself
    /// (`pushViewController` of a controller that names no route). Snapshots keep a stack up to its first such
    /// route, and a child rebuilt after eviction shows the stack up to there.
    public var isRestorable: Bool

    /// Creates a route.
    public init(_ path: String, parameters: [String: String] = [:], hidesTabBar: Bool = false) {
        self.path = path
        self.parameters = parameters
        self.hidesTabBar = hidesTabBar
        isRestorable = true
    }

    /// A screen the app pushed itself, which no route describes (`pushViewController` of a controller that names
    /// no route of its own): the core counts it (reselect pops it, back pops it) and never rebuilds it.
    /// `name` says what it is in diagnostics and transcripts (the controller's type, say).
    public static func pushedByApp(_ name: String) -> TabBarRoute {
        var route = TabBarRoute(name)
        route.isRestorable = false
        return route
    }

    /// The path.
    public var description: String { path }

    /// Whether `other` shows the same screen: the same path. Parameters are what a deep link captured from the
    /// path and `hidesTabBar` what its rule said, so a typed route rebuilt without them is still the same screen
    /// (and the stack keeps the route with the rule's settings).
    public func isSameScreen(as other: TabBarRoute) -> Bool { path == other.path }
}

extension TabBarRoute: Codable {
    private enum CodingKeys: String, CodingKey { case path, parameters, hidesTabBar }

    /// Decodes a route from a bare path string or a `{path, parameters, hidesTabBar}` object.
    public init(from decoder: any Decoder) throws {
        if let path = try? decoder.singleValueContainer().decode(String.self) {
            self.init(path)
            return
        }
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try c.decode(String.self, forKey: .path),
            parameters: try c.decodeIfPresent([String: String].self, forKey: .parameters) ?? [:],
            hidesTabBar: try c.decodeIfPresent(Bool.self, forKey: .hidesTabBar) ?? false)
    }

    /// Encodes a plain route as its path, otherwise as an object.
    public func encode(to encoder: any Encoder) throws {
        if parameters.isEmpty && !hidesTabBar {
            var c = encoder.singleValueContainer()
            try c.encode(path)
            return
        }
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(path, forKey: .path)
        if !parameters.isEmpty { try c.encode(parameters, forKey: .parameters) }
        if hidesTabBar { try c.encode(true, forKey: .hidesTabBar) }
    }
}

/// An app's own typed route that converts to and from a stored ``TabBarRoute``.
///
/// ```swift
/// enum ActivityRoute: TabBarRouteRepresentable {
///     case item(id: Int)
///     init?(route: TabBarRoute) {
///         guard route.path.hasPrefix("item/"), let id = Int(route.path.dropFirst(5)) else { return nil }
///         self = .item(id: id)
///     }
///     var route: TabBarRoute {
///         switch self { case .item(let id): TabBarRoute("item/\(id)") }
///     }
/// }
/// ```
public protocol TabBarRouteRepresentable: Hashable, Sendable {
    /// The typed route for a stored one, or `nil` when it is not one of ours.
    init?(route: TabBarRoute)
    /// The stored form of this route.
    var route: TabBarRoute { get }
}

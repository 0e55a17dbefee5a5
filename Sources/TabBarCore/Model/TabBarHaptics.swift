/// Which haptic the bar plays at each moment; `nil` plays none. In JSON each is a ``TabBarHaptic`` name or `"none"`.
///
/// ```swift
/// // A distinct tap on reselect, a firm one for the action, nothing when its menu opens.
/// let haptics = TabBarHaptics(reselect: .rigidImpact, action: .mediumImpact, menu: nil)
/// ```
public struct TabBarHaptics: Hashable, Codable, Sendable {
    /// A tab selected by a tap, a swipe or a key.
    public var selection: TabBarHaptic?
    /// The selected tab tapped again (each stage of the reselect chain), or tapped twice (a double tap).
    public var reselect: TabBarHaptic?
    /// The action button tapped.
    public var action: TabBarHaptic?
    /// A menu opened by a long press: the action's, or a tab's own long-press menu.
    public var menu: TabBarHaptic?

    /// Creates a scheme; the defaults are the system's: the selection tick, and a light impact for the action.
    public init(selection: TabBarHaptic? = .selection, reselect: TabBarHaptic? = .selection, action: TabBarHaptic? = .lightImpact, menu: TabBarHaptic? = .lightImpact) {
        self.selection = selection
        self.reselect = reselect
        self.action = action
        self.menu = menu
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case selection, reselect, action, menu }

    /// The name that plays nothing.
    static let noneName = "none"

    /// Decodes a scheme; omitted moments keep their defaults, `"none"` silences one.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = TabBarHaptics()
        func haptic(_ key: CodingKeys, _ fallback: TabBarHaptic?) throws -> TabBarHaptic? {
            guard let name = try c.decodeIfPresent(String.self, forKey: key) else { return fallback }
            if name == Self.noneName { return nil }
            guard let haptic = TabBarHaptic(rawValue: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: c,
                    debugDescription: "unknown haptic \"\(name)\"; expected one of " + (TabBarHaptic.allCases.map(\.rawValue) + [Self.noneName]).joined(separator: ", "))
            }
            return haptic
        }
        self.init(
            selection: try haptic(.selection, d.selection), reselect: try haptic(.reselect, d.reselect),
            action: try haptic(.action, d.action), menu: try haptic(.menu, d.menu))
    }

    /// Encodes every moment by name (`"none"` for silence).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(selection?.rawValue ?? Self.noneName, forKey: .selection)
        try c.encode(reselect?.rawValue ?? Self.noneName, forKey: .reselect)
        try c.encode(action?.rawValue ?? Self.noneName, forKey: .action)
        try c.encode(menu?.rawValue ?? Self.noneName, forKey: .menu)
    }
}

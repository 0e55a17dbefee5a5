/// When the bar shrinks to its minimised capsule as content scrolls, like iOS 26's `TabBarMinimizeBehavior` (a name this
/// type does not take: SwiftUI has it).
///
/// ```swift
/// let chat = TabBarBehavior(minimize: .onScrollUp, minimizeThreshold: 60)  // reading back minimises the bar
/// print(chat.minimize)  // onScrollUp
/// ```
public struct TabBarMinimizePolicy: TabBarNamedOption {
    enum Kind: String, CaseIterable { case automatic, never, onScrollDown, onScrollUp }
    let kind: Kind

    /// The platform's default: as on iPhone before iOS 26 and in `TabView` on iOS 26 unless an app asks, the bar
    /// never minimises (the `.native` style passes `.automatic` to the system).
    public static let automatic = TabBarMinimizePolicy(kind: .automatic)
    /// The bar never minimises.
    public static let never = TabBarMinimizePolicy(kind: .never)
    /// Scrolling down (further into the content) minimises the bar; scrolling up restores it.
    public static let onScrollDown = TabBarMinimizePolicy(kind: .onScrollDown)
    /// Scrolling up (back through the content, as in a chat that starts at its end) minimises the bar; scrolling
    /// down restores it.
    public static let onScrollUp = TabBarMinimizePolicy(kind: .onScrollUp)

    init(kind: Kind) { self.kind = kind }

    /// The behaviour with the given configuration name.
    public init?(name: String) {
        guard let kind = Kind(rawValue: name) else { return nil }
        self.kind = kind
    }

    /// The configuration name.
    public var name: String { kind.rawValue }
    /// Every accepted name.
    public static var names: [String] { Kind.allCases.map(\.rawValue) }
    /// "minimize policy".
    public static var optionLabel: String { "minimize policy" }

    /// The scroll direction that minimises the custom bar; `nil` when it never minimises (`.automatic` included).
    public var minimizingDirection: TabBarScrollDirection? {
        switch kind {
        case .automatic, .never: nil
        case .onScrollDown: .down
        case .onScrollUp: .up
        }
    }
}

extension TabBarBehavior {
    /// The largest ``minimizeThreshold`` a configuration may give, in points (a screenful and more).
    public static let maximumMinimizeThreshold = 2000.0
}

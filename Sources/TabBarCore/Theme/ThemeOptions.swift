/// How the selected tab is marked besides colour.
public struct TabBarIndicatorStyle: TabBarNamedOption {
    enum Kind: String, CaseIterable { case none, underline, pill, dot, glow }
    let kind: Kind
    init(kind: Kind) { self.kind = kind }

    /// No indicator (selection shows through the icon variant and label weight).
    public static let none = TabBarIndicatorStyle(kind: .none)
    /// A short line under the selected item.
    public static let underline = TabBarIndicatorStyle(kind: .underline)
    /// A capsule behind the selected icon (Material 3).
    public static let pill = TabBarIndicatorStyle(kind: .pill)
    /// A small dot under the selected item.
    public static let dot = TabBarIndicatorStyle(kind: .dot)
    /// A soft glow behind the selected icon.
    public static let glow = TabBarIndicatorStyle(kind: .glow)

    /// The style with a configuration name.
    public init?(name: String) {
        guard let kind = Kind(rawValue: name) else { return nil }
        self.kind = kind
    }
    /// The configuration name.
    public var name: String { kind.rawValue }
    /// Every accepted name.
    public static var names: [String] { Kind.allCases.map(\.rawValue) }
    /// "indicator style".
    public static var optionLabel: String { "indicator style" }
}

/// How the bar's background is painted.
public struct TabBarBarBackgroundStyle: TabBarNamedOption {
    enum Kind: String, CaseIterable { case solid, material, gradient, glass }
    let kind: Kind
    init(kind: Kind) { self.kind = kind }

    /// An opaque fill.
    public static let solid = TabBarBarBackgroundStyle(kind: .solid)
    /// A translucent, blurred fill over the content (the system material).
    public static let material = TabBarBarBackgroundStyle(kind: .material)
    /// A vertical gradient.
    public static let gradient = TabBarBarBackgroundStyle(kind: .gradient)
    /// A clear, lightly tinted fill with a bright rim (Liquid Glass-like).
    public static let glass = TabBarBarBackgroundStyle(kind: .glass)

    /// The style with a configuration name.
    public init?(name: String) {
        guard let kind = Kind(rawValue: name) else { return nil }
        self.kind = kind
    }
    /// The configuration name.
    public var name: String { kind.rawValue }
    /// Every accepted name.
    public static var names: [String] { Kind.allCases.map(\.rawValue) }
    /// "background style".
    public static var optionLabel: String { "background style" }
}

/// A font weight the themes use.
public enum TabBarFontWeight: String, Hashable, Codable, Sendable, CaseIterable {
    /// 400.
    case regular
    /// 500.
    case medium
    /// 600.
    case semibold
    /// 700.
    case bold

    /// The weight text takes with Bold Text on (two steps heavier, as the system font becomes, at most bold);
    /// itself with it off.
    public func withBoldText(_ on: Bool?) -> TabBarFontWeight {
        guard on == true else { return self }
        switch self {
        case .regular: return .semibold
        case .medium, .semibold, .bold: return .bold
        }
    }
}

/// Whether item labels show.
public enum TabBarLabelMode: String, Hashable, Codable, Sendable, CaseIterable {
    /// Every item shows its label.
    case always
    /// Only the selected item shows its label.
    case selectedOnly
    /// Icons only.
    case never
}

/// How the glow indicator looks.
public struct TabBarGlowStyle: TabBarNamedOption {
    enum Kind: String, CaseIterable { case soft, ring }
    let kind: Kind
    init(kind: Kind) { self.kind = kind }

    /// A soft disc of the indicator colour, clear at its rim, blurred, breathing by its opacity.
    public static let soft = TabBarGlowStyle(kind: .soft)
    /// A blurred ring stroke round the icon that breathes out to ``TabBarMotionTokens/glowScale`` (article 002).
    public static let ring = TabBarGlowStyle(kind: .ring)

    /// The style with a configuration name.
    public init?(name: String) {
        guard let kind = Kind(rawValue: name) else { return nil }
        self.kind = kind
    }
    /// The configuration name.
    public var name: String { kind.rawValue }
    /// Every accepted name.
    public static var names: [String] { Kind.allCases.map(\.rawValue) }
    /// "glow style".
    public static var optionLabel: String { "glow style" }
}

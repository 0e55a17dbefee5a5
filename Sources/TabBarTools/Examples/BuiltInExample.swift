@_spi(TabBarKitInternal) import TabBarCore
/// The built-in examples, one per reference scenario, loadable by name (`--example social`).
public enum TabBarBuiltInExample: String, CaseIterable, Sendable {
    /// A social app: centre create button, a badge on activity.
    case social
    /// Eleven tabs that scroll, four pinned, at most five live.
    case reflect
    /// Three tabs of a dark design-system app; chat is the centre tab.
    case nyx
    /// Orange's OUDS tab bar: spoken badges, `+99` style.
    case ouds

    /// The example's configuration, decoded and validated.
    public var configuration: TabBarConfiguration {
        get throws(TabBarConfigurationError) { try TabBarConfiguration.decode(json: json) }
    }

    /// Every example's name.
    public static var names: [String] { allCases.map(\.rawValue) }
}

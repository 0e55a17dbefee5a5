import TabBarCore

/// How an app's tint (`.tint(_:)`, the accent colour) reaches the bar: as the selected items' colour,
/// unless it is the system's own default accent (the app never set one), when the theme's colour stays.
public enum TabBarTint {
    /// The system's default accent (system blue) in light and dark appearance, standard and increased contrast.
    public static let systemDefaults: [TabBarColor] = [
        TabBarColor(red: 0, green: 122 / 255, blue: 1), TabBarColor(red: 10 / 255, green: 132 / 255, blue: 1),
        TabBarColor(red: 0, green: 64 / 255, blue: 221 / 255), TabBarColor(red: 64 / 255, green: 156 / 255, blue: 1),
    ]

    /// The selected-colour override for an accent resolved in the app's environment, or `nil` when the
    /// accent is the system's default (within one step of 8-bit rounding): `systemBlue`, the platform's own
    /// system blue resolved in the same environment (it changes between OS versions, iOS 26's is lighter),
    /// or one of ``systemDefaults``. A tint the app gave the bar explicitly (`.tabBarTint(_:)`) always overrides.
    public static func override(resolvedAccent accent: TabBarColor?, explicit: TabBarColor? = nil, systemBlue: TabBarColor? = nil) -> TabBarColor? {
        if let explicit { return explicit }
        guard let accent else { return nil }
        let defaults = (systemBlue.map { [$0] } ?? []) + systemDefaults
        let isDefault = defaults.contains { system in
            abs(system.red - accent.red) < 1.5 / 255 && abs(system.green - accent.green) < 1.5 / 255
                && abs(system.blue - accent.blue) < 1.5 / 255
        }
        return isDefault ? nil : accent
    }

    /// The theme a bar draws with the app's colours: a tint given to the bar explicitly (`.tabBarTint(_:)`) is the
    /// selected colour whatever the theme says. Otherwise an inherited tint (the accent colour, `.tint(_:)`,
    /// UIKit's `tintColor`) reaches only a theme that asks for it (its selected colour follows the tint,
    /// `{"tint": true, …}` in JSON, or `theme.followingTint()`, as `UITabBar` follows it): a non-default accent is
    /// then the selected colour (``override(resolvedAccent:explicit:systemBlue:)``), and a bar that paints the tint
    /// where it is drawn (`followsTint`, SwiftUI's custom bar) follows `.tint(_:)` with that colour as the
    /// fallback. A theme's own colour (Midnight's lavender, a brand's orange) wins over an inherited accent.
    ///
    /// A bar that does not paint the tint never sees a tint colour: it draws the fallback there.
    public static func theme(
        _ theme: TabBarTheme, resolvedAccent: TabBarColor?, explicit: TabBarColor?, followsTint: Bool, systemBlue: TabBarColor? = nil
    ) -> TabBarTheme {
        if let explicit { return theme.tinted(explicit).withoutTint() }
        guard theme.items.selected.followsTint else { return theme }
        let tinted = theme.tinted(override(resolvedAccent: resolvedAccent, systemBlue: systemBlue))
        return followsTint ? tinted.followingTint() : tinted.withoutTint()
    }
}

extension TabBarTheme {
    /// The theme with the selected items drawn in the app's tint (see ``TabBarTint``); unchanged for `nil`.
    public func tinted(_ tint: TabBarColor?) -> TabBarTheme {
        guard let tint else { return self }
        var theme = self
        theme.items.selected = .fixed(tint)
        return theme
    }

    /// The theme with every colour that follows the tint replaced by its fallback.
    public func withoutTint() -> TabBarTheme {
        var theme = self
        theme.items.selected = items.selected.withoutTint
        return theme
    }

    /// The theme with the selected items following the tint where the bar is drawn (SwiftUI's `.tint(_:)`),
    /// the theme's colours as the fallbacks; a bar that cannot read the tint draws the fallbacks.
    public func followingTint() -> TabBarTheme {
        var theme = self
        theme.items.selected = items.selected.followingTint
        return theme
    }
}

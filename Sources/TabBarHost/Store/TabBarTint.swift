import TabBarCore

/// How an app's tint (`.tint(_:)`, the accent colour) reaches the bar: as the selected items' colour,
/// unless it is the system's own default accent (the app never set one), when the theme's colour stays.
public enum TabBarTint {
    /// The system's default accent (system blue) in light and dark appearance.
    public static let systemDefaults: [TabBarColor] = [
        TabBarColor(red: 0, green: 122 / 255, blue: 1), TabBarColor(red: 10 / 255, green: 132 / 255, blue: 1),
    ]

    /// The selected-colour override for an accent resolved in the app's environment, or `nil` when the
    /// accent is the system's default (within one step of 8-bit rounding); a tint the app gave the bar
    /// explicitly (`.tabBarTint(_:)`) always overrides.
    public static func override(resolvedAccent accent: TabBarColor?, explicit: TabBarColor? = nil) -> TabBarColor? {
        if let explicit { return explicit }
        guard let accent else { return nil }
        let isDefault = systemDefaults.contains { system in
            abs(system.red - accent.red) < 1.5 / 255 && abs(system.green - accent.green) < 1.5 / 255
                && abs(system.blue - accent.blue) < 1.5 / 255
        }
        return isDefault ? nil : accent
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
}

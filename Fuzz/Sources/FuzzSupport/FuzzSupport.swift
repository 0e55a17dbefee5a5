@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools

/// What every fuzz target shares: turning libFuzzer's bytes into text, and checking that a
/// rejected input always comes with a located, one-line message.
public enum Fuzz {
    /// The input as text, exactly as the CLI reads it (size limit, strict UTF-8); `nil` when refused.
    public static func text(_ data: UnsafeRawPointer, _ count: Int) -> String? {
        let bytes = UnsafeRawBufferPointer(start: data, count: count)
        return try? TabBarUTF8Input.text(bytes)
    }

    /// A configuration every target can run scripts and snapshots against: the social example,
    /// plus an action tab with a menu so `menu choose` is reachable.
    public static let configuration: TabBarConfiguration = {
        let json = #"""
            {"version": 1, "tabs": [
              {"id": "home", "title": "Home", "icon": "house"},
              {"id": "search", "title": "Search", "icon": "magnifyingglass"},
              {"id": "new", "title": "New", "icon": "plus", "role": "action", "menu": [{"id": "photo", "title": "Photo"}, {"id": "note", "title": "Note"}]},
              {"id": "inbox", "title": "Inbox", "icon": "tray", "badge": {"count": 3}},
              {"id": "me", "title": "Me", "icon": "person"}],
             "behavior": {"maxLiveTabs": 3, "pinned": ["home"]},
             "routes": {"app://item/:id": "home"}}
            """#
        guard let configuration = try? TabBarConfiguration.decode(json: json) else { preconditionFailure("the fuzz configuration is invalid") }
        return configuration
    }()

    /// Every issue must name its problem on one line: a crash here is a bug in a message.
    public static func checkMessages(_ error: TabBarConfigurationError) {
        precondition(!error.issues.isEmpty, "an error without issues")
        for issue in error.issues {
            let text = issue.description
            precondition(!text.isEmpty && !text.contains("\n") && !text.contains("\r"), "a message spans lines: \(text.debugDescription)")
        }
    }

    /// Layout and lint of a configuration under a theme, in both directions: must never trap.
    public static func exercise(_ configuration: TabBarConfiguration, theme: TabBarTheme) {
        guard let machine = try? TabBarMachine(configuration: configuration) else { return }
        for direction in [TabBarReadingDirection.leftToRight, .rightToLeft] {
            let environment = TabBarDevicePreset.iPhone16Pro.environment(direction: direction)
            let layout = TabBarLayout(configuration: configuration, state: machine.state, environment: environment, theme: theme, measurer: FuzzMeasurer())
            _ = layout.allItems()
        }
        _ = TabBarLinter(measurer: FuzzMeasurer()).lint(configuration, theme: theme)
    }
}

/// Measures text as 0.6 em per character, so the fuzz targets need no font data.
struct FuzzMeasurer: TabBarTextMeasuring {
    func width(of text: String, size: Double, weight: TabBarFontWeight) -> Double { Double(text.count) * size * 0.6 }
}

@_spi(TabBarKitInternal) import TabBarCore

/// What `tabbar tokens import` and `tabbar tokens check` read from token files: the tokens, the theme they make
/// (or why they make none), and what to tell the user, in one pass that both commands share.
public struct TabBarTokenImport: Sendable {
    /// The tokens read.
    public let tokens: TabBarDesignTokens
    /// The theme, or `nil` when the tokens have no `tabbar` group or cannot be used (see ``problems``).
    public let theme: TabBarTheme?
    /// Why the tokens cannot be used (empty when ``theme`` is made, or when there is no `tabbar` group).
    public let problems: [TabBarInputIssue]
    /// What was converted, chosen, merged or fallen back to, each located.
    public let notes: [TabBarInputIssue]

    /// Reads token files and, when they have a `tabbar` group, the theme they make, named `name`, else by the
    /// `tabbar.name` token, else `fallbackName`. Files that cannot be read at all (not a JSON object, an unknown set
    /// or theme…) throw; every other problem is in ``problems``.
    public init(
        files: [TabBarDesignTokens.Source], selection: TabBarTokenSelection = TabBarTokenSelection(), name: String? = nil, fallbackName: String? = nil,
        load: ((_ path: String, _ relativeTo: String) throws -> TabBarDesignTokens.Source)? = nil
    ) throws(TabBarConfigurationError) {
        let tokens = try TabBarDesignTokens(files: files, selection: selection, load: load)
        self.tokens = tokens
        guard tokens.hasThemeGroup else {
            theme = nil
            problems = []
            notes = tokens.notes
            return
        }
        do {
            let imported = try TabBarTheme.imported(from: tokens, name: name ?? (tokens.namesTheme ? nil : fallbackName))
            theme = imported.theme
            problems = []
            notes = tokens.notes + imported.notes
        } catch {
            theme = nil
            problems = error.issues
            notes = tokens.notes
        }
    }

    /// For tokens without a `tabbar` group: two lines saying what was found and what to add.
    public var refusal: [TabBarInputIssue] { TabBarTheme.refusal(tokens) }

    /// One role the tokens set, as the bar reads it: its value in each appearance (one value when they are all the
    /// same) and where that value is written.
    public struct Reading: Sendable, Hashable {
        /// The role's token path (`tabbar.item.selected`) or setting (`tabbar.$extensions.org.tabbarkit.theme.name`).
        public var role: String
        /// The value per appearance, in the order light, dark, light increased contrast, dark increased contrast
        /// (colours as hex); a single value when the role has one for every appearance.
        public var values: [String]
        /// Where the value is written (file and JSON path), or empty.
        public var source: String
    }

    /// What the bar reads: every role the tokens set, in path order, with its values per appearance.
    public var readings: [Reading] {
        var found: [Reading] = []
        for path in tokens.themePaths {
            guard case .resolved(let light)? = tokens.outcome(path, mode: "light") else { continue }
            var values: [String] = []
            for mode in TabBarDesignTokens.modeNames {
                guard case .resolved(let r)? = tokens.outcome(path, mode: mode) else { continue }
                if r.type == "color", case .success(let converted) = TabBarDesignTokens.color(r.value, validation: .theme) {
                    values.append(converted.color.hex)
                } else {
                    values.append(r.value.shown)
                }
            }
            let source = tokens.located(TabBarInputIssue(light.valueLocation, "")).location
            found.append(Reading(role: path, values: Set(values).count == 1 ? [values[0]] : values, source: source))
        }
        if case .object(let settings)? = tokens.settings {
            for member in settings {
                found.append(Reading(role: "tabbar (setting) \(member.key)", values: [member.value.shown], source: tokens.located(TabBarInputIssue(tokens.settingsLocation, "")).location))
            }
        }
        return found
    }
}

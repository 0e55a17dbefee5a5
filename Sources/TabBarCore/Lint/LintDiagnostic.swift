/// How bad a finding is.
public enum TabBarLintSeverity: String, Hashable, Codable, Sendable {
    /// The design breaks a rule users depend on (contrast, targets, duplicate ids).
    case error
    /// The design works but goes against a guideline.
    case warning
}

/// One finding of the linter.
public struct TabBarLintDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The rule's stable id (`TB005`).
    public var rule: String
    /// The rule's name (`labelContrast`).
    public var name: String
    /// Error or warning.
    public var severity: TabBarLintSeverity
    /// The tab it is about, if any.
    public var tab: TabID?
    /// The theme token it is about, if any (`items.unselected.dark`).
    public var token: String?
    /// What is wrong.
    public var message: String
    /// How to fix it.
    public var fix: String

    /// `error TB003 iconOnlyWithoutLabel [tab gear]: … Fix: …`.
    public var description: String {
        let subject = tab.map { " [tab \($0)]" } ?? token.map { " [token \($0)]" } ?? ""
        return "\(severity.rawValue) \(rule) \(name)\(subject): \(message) Fix: \(fix)"
    }

    /// The diagnostic as JSON: `rule`, `name`, `severity`, `tab` or `token`, `message`, `fix`.
    @_spi(TabBarKitInternal) public var json: TabBarJSONValue {
        .object([
            ("rule", .string(rule)), ("name", .string(name)), ("severity", .string(severity.rawValue)),
            ("tab", .string(tab?.rawValue)), ("token", .string(token)), ("message", .string(message)), ("fix", .string(fix)),
        ])
    }
}

/// The linter's rules: stable ids, names and severities.
public enum TabBarLintRule: String, CaseIterable, Sendable {
    /// TB001: the tabs do not fit the bar's width.
    case tabsOverflowWidth = "TB001"
    /// TB002: more tabs than a compact-width bar should show.
    case tooManyTabsCompact = "TB002"
    /// TB003: an icon-only tab without a label for VoiceOver.
    case iconOnlyWithoutLabel = "TB003"
    /// TB004: badge text too long to read at a glance.
    case longBadgeText = "TB004"
    /// TB005: a label's contrast with the bar is under WCAG's 4.5:1.
    case labelContrast = "TB005"
    /// TB006: an icon's contrast with the bar is under WCAG's 3:1 for non-text.
    case iconContrast = "TB006"
    /// TB007: the selected tab differs from the others by colour alone.
    case selectionByColorOnly = "TB007"
    /// TB008: a hit target smaller than 44 × 44 pt.
    case smallHitTarget = "TB008"
    /// TB009: two tabs share an id.
    case duplicateID = "TB009"
    /// TB010: more than one action tab.
    case multipleActions = "TB010"
    /// TB011: an action tab without an accessibility label.
    case actionWithoutLabel = "TB011"
    /// TB012: a badge's text has too little contrast with its fill.
    case badgeContrast = "TB012"
    /// TB013: labels over a glass background's worst case (its thinnest tint over black or white) read under 4.5:1.
    case glassContrast = "TB013"
    /// TB014: more than one prominent tab (Apple's `TabRole.prominent` gives one tab the treatment).
    case multipleProminent = "TB014"
    /// TB015: the prominent tab asks to be detached but the theme's bar runs edge to edge (it is drawn raised there).
    case detachedProminentNotFloating = "TB015"

    /// The rule's name.
    public var name: String {
        switch self {
        case .tabsOverflowWidth: "tabsOverflowWidth"
        case .tooManyTabsCompact: "tooManyTabsCompact"
        case .iconOnlyWithoutLabel: "iconOnlyWithoutLabel"
        case .longBadgeText: "longBadgeText"
        case .labelContrast: "labelContrast"
        case .iconContrast: "iconContrast"
        case .selectionByColorOnly: "selectionByColorOnly"
        case .smallHitTarget: "smallHitTarget"
        case .duplicateID: "duplicateID"
        case .multipleActions: "multipleActions"
        case .actionWithoutLabel: "actionWithoutLabel"
        case .badgeContrast: "badgeContrast"
        case .glassContrast: "glassContrast"
        case .multipleProminent: "multipleProminent"
        case .detachedProminentNotFloating: "detachedProminentNotFloating"
        }
    }

    /// The rule's severity.
    public var severity: TabBarLintSeverity {
        switch self {
        case .tabsOverflowWidth, .tooManyTabsCompact, .longBadgeText, .multipleActions, .glassContrast, .multipleProminent, .detachedProminentNotFloating: .warning
        default: .error
        }
    }

    func diagnostic(tab: TabID? = nil, token: String? = nil, _ message: String, fix: String) -> TabBarLintDiagnostic {
        TabBarLintDiagnostic(rule: rawValue, name: name, severity: severity, tab: tab, token: token, message: message, fix: fix)
    }
}

/// How bad a finding is.
public enum LintSeverity: String, Hashable, Codable, Sendable {
    case error, warning
}

/// One finding of the linter.
public struct LintDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The rule's stable id (`TB005`).
    public var rule: String
    /// The rule's name (`labelContrast`).
    public var name: String
    /// Error or warning.
    public var severity: LintSeverity
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
    public var json: JSONValue {
        .object([
            ("rule", .string(rule)), ("name", .string(name)), ("severity", .string(severity.rawValue)),
            ("tab", .string(tab?.rawValue)), ("token", .string(token)), ("message", .string(message)), ("fix", .string(fix)),
        ])
    }
}

/// The linter's rules: stable ids, names and severities.
public enum LintRule: String, CaseIterable, Sendable {
    case tabsOverflowWidth = "TB001"
    case tooManyTabsCompact = "TB002"
    case iconOnlyWithoutLabel = "TB003"
    case longBadgeText = "TB004"
    case labelContrast = "TB005"
    case iconContrast = "TB006"
    case selectionByColorOnly = "TB007"
    case smallHitTarget = "TB008"
    case duplicateID = "TB009"
    case multipleActions = "TB010"
    case actionWithoutLabel = "TB011"
    case badgeContrast = "TB012"

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
        }
    }

    /// The rule's severity.
    public var severity: LintSeverity {
        switch self {
        case .tabsOverflowWidth, .tooManyTabsCompact, .longBadgeText, .multipleActions: .warning
        default: .error
        }
    }

    func diagnostic(tab: TabID? = nil, token: String? = nil, _ message: String, fix: String) -> LintDiagnostic {
        LintDiagnostic(rule: rawValue, name: name, severity: severity, tab: tab, token: token, message: message, fix: fix)
    }
}

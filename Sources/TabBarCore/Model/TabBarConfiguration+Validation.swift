extension TabBarConfiguration {
    /// Every problem in the configuration, each with its JSON path; empty when it is usable.
    public func problems() -> [InputIssue] {
        var issues: [InputIssue] = []
        if version != Self.currentVersion {
            issues.append(InputIssue("version", "unsupported version \(version); this build reads version \(Self.currentVersion)"))
        }
        if tabs.isEmpty { issues.append(InputIssue("tabs", "a bar needs at least one tab")) }
        if tabs.count > ConfigurationLimits.maximumTabs {
            issues.append(InputIssue("tabs", "\(tabs.count) tabs; at most \(ConfigurationLimits.maximumTabs) are allowed"))
        }
        var firstIndex: [TabID: Int] = [:]
        for (index, tab) in tabs.enumerated() {
            let path = "tabs[\(index)]"
            if let first = firstIndex[tab.id] {
                issues.append(InputIssue("\(path).id", "duplicate id \"\(tab.id)\" (first used at tabs[\(first)])"))
            } else {
                firstIndex[tab.id] = index
            }
            issues += tab.problems(at: path)
        }
        if !tabs.contains(where: { $0.role.isSelectable && $0.isEnabled }) && !tabs.isEmpty {
            issues.append(InputIssue("tabs", "at least one enabled tab that is not an action is needed"))
        }
        if let selected {
            if let tab = tab(selected) {
                if !tab.role.isSelectable {
                    issues.append(InputIssue("selected", "\"\(selected)\" is an action and cannot be selected"))
                } else if !tab.isEnabled {
                    issues.append(InputIssue("selected", "\"\(selected)\" is disabled and cannot be selected"))
                }
            } else {
                issues.append(InputIssue("selected", "no tab has the id \"\(selected)\""))
            }
        }
        issues += behavior.problems(tabs: firstIndex, in: self)
        if routes.count > ConfigurationLimits.maximumRoutes {
            issues.append(InputIssue("routes", "\(routes.count) routes; at most \(ConfigurationLimits.maximumRoutes) are allowed"))
        }
        for rule in routes {
            let path = "routes[\"\(rule.pattern)\"]"
            if case .failure(let error) = RoutePattern.parse(rule.pattern) {
                issues.append(InputIssue(path, error.reason))
            }
            if let tab = tab(rule.tab) {
                if !tab.role.isSelectable { issues.append(InputIssue(path, "\"\(rule.tab)\" is an action, not a destination")) }
            } else {
                issues.append(InputIssue(path, "no tab has the id \"\(rule.tab)\""))
            }
        }
        return issues
    }

    /// Throws every problem at once when the configuration is not usable.
    public func validate() throws(ConfigurationError) {
        let issues = problems()
        if !issues.isEmpty { throw ConfigurationError(issues) }
    }
}

extension TabItem {
    func problems(at path: String) -> [InputIssue] {
        var issues: [InputIssue] = []
        let raw = id.rawValue
        if raw.isEmpty {
            issues.append(InputIssue("\(path).id", "an id cannot be empty"))
        } else if let problem = lengthProblem(raw, "id", at: "\(path).id", maximum: ConfigurationLimits.maximumIDLength) {
            issues.append(problem)
        } else if !raw.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)) }) {
            issues.append(InputIssue("\(path).id", "id \"\(raw)\" may hold only ASCII letters, digits, '-', '_' and '.'"))
        }
        if let problem = lengthProblem(title, "title", at: "\(path).title", maximum: ConfigurationLimits.maximumTitleLength) {
            issues.append(problem)
        }
        issues += [
            xmlProblem(title, at: "\(path).title"), xmlProblem(accessibilityLabel, at: "\(path).accessibilityLabel"),
            xmlProblem(accessibilityHint, at: "\(path).accessibilityHint"), xmlProblem(badgeNoun, at: "\(path).badgeNoun"),
            xmlProblem(badgeNounPlural, at: "\(path).badgeNounPlural"),
        ].compactMap { $0 }
        if title.isEmpty && (accessibilityLabel ?? "").isEmpty && icon == nil {
            issues.append(InputIssue("\(path).title", "a tab with no title and no icon shows nothing"))
        }
        issues += badge.problems(at: "\(path).badge")
        issues += (icon?.problems(at: "\(path).icon") ?? []) + (selectedIcon?.problems(at: "\(path).selectedIcon") ?? [])
        for (index, item) in menu.enumerated() { issues += item.icon?.problems(at: "\(path).menu[\(index)].icon") ?? [] }
        if !menu.isEmpty && role != .action {
            issues.append(InputIssue("\(path).menu", "only an action tab can have a menu"))
        }
        if menu.count > ConfigurationLimits.maximumMenuItems {
            issues.append(InputIssue("\(path).menu", "\(menu.count) items; at most \(ConfigurationLimits.maximumMenuItems) are allowed"))
        }
        var seen: Set<String> = []
        for (index, item) in menu.enumerated() {
            if item.id.isEmpty { issues.append(InputIssue("\(path).menu[\(index)].id", "an id cannot be empty")) }
            if !seen.insert(item.id).inserted {
                issues.append(InputIssue("\(path).menu[\(index)].id", "duplicate menu item id \"\(item.id)\""))
            }
            if let problem = lengthProblem(item.id, "id", at: "\(path).menu[\(index)].id", maximum: ConfigurationLimits.maximumIDLength) {
                issues.append(problem)
            }
            if let problem = lengthProblem(item.title, "title", at: "\(path).menu[\(index)].title", maximum: ConfigurationLimits.maximumTitleLength)
                ?? xmlProblem(item.title, at: "\(path).menu[\(index)].title") {
                issues.append(problem)
            }
        }
        return issues
    }
}

extension Badge {
    /// Problems with a badge value, at `path`; shared by configurations, events and restored state.
    public func problems(at path: String) -> [InputIssue] {
        switch self {
        case .count(let n) where n < 0:
            return [InputIssue("\(path).count", "a badge count cannot be negative (got \(n))")]
        case .count(let n) where n > ConfigurationLimits.maximumBadgeCount:
            return [InputIssue("\(path).count", "a badge count above \(ConfigurationLimits.maximumBadgeCount) is not accepted (got \(n))")]
        case .text(let s):
            return (lengthProblem(s, "badge text", at: "\(path).text", maximum: ConfigurationLimits.maximumBadgeTextLength)
                ?? xmlProblem(s, at: "\(path).text")).map { [$0] } ?? []
        default:
            return []
        }
    }
}

extension TabBarBehavior {
    func problems(tabs index: [TabID: Int], in configuration: TabBarConfiguration) -> [InputIssue] {
        var issues: [InputIssue] = []
        if let max = maxLiveTabs, max < 1 {
            issues.append(InputIssue("behavior.maxLiveTabs", "must be at least 1 (got \(max))"))
        }
        var seen: Set<TabID> = []
        for (i, id) in pinned.enumerated() {
            let path = "behavior.pinned[\(i)]"
            if !seen.insert(id).inserted { issues.append(InputIssue(path, "\"\(id)\" is pinned twice")) }
            if let position = index[id] {
                if !configuration.tabs[position].role.isSelectable {
                    issues.append(InputIssue(path, "\"\(id)\" is an action and has no content to keep alive"))
                }
            } else {
                issues.append(InputIssue(path, "no tab has the id \"\(id)\""))
            }
        }
        for (i, pattern) in hideBarRoutes.enumerated() where pattern.isEmpty {
            issues.append(InputIssue("behavior.hideBarRoutes[\(i)]", "a route pattern cannot be empty"))
        }
        return issues
    }
}

/// A problem with a text's length: Unicode scalars are counted first (linear and cheap), so only
/// text of at most ``ConfigurationLimits/maximumTextScalars`` scalars has its characters counted.
func lengthProblem(_ text: String, _ what: String, at path: String, maximum: Int) -> InputIssue? {
    let scalars = text.unicodeScalars.count
    if scalars > ConfigurationLimits.maximumTextScalars {
        return InputIssue(path, "\(what) is \(scalars) Unicode scalars; at most \(ConfigurationLimits.maximumTextScalars) are allowed")
    }
    let characters = text.count
    guard characters > maximum else { return nil }
    return InputIssue(path, "\(what) is \(characters) characters; at most \(maximum) are allowed")
}

/// A problem when shown text holds a character XML 1.0 cannot carry (U+0000–U+0008, U+000B, U+000C,
/// U+000E–U+001F, U+FFFE, U+FFFF): SVG, accessibility exports and other XML would be ill-formed.
/// Tab, line feed and carriage return are allowed.
func xmlProblem(_ text: String?, at path: String) -> InputIssue? {
    guard let text, let scalar = text.unicodeScalars.first(where: isXMLIllegal) else { return nil }
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    return InputIssue(path, "contains \(code), a control character that text in a tab bar cannot hold")
}

/// Whether a scalar is outside XML 1.0's `Char` production (Swift strings hold no surrogates).
func isXMLIllegal(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD: false
    case 0..<0x20, 0xFFFE, 0xFFFF: true
    default: false
    }
}

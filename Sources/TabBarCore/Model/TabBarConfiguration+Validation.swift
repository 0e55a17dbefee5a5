extension TabBarConfiguration {
    /// Every problem in the configuration, each with its JSON path; empty when it is usable.
    public func problems() -> [TabBarInputIssue] {
        var issues: [TabBarInputIssue] = []
        if version != Self.currentVersion {
            issues.append(TabBarInputIssue("version", "unsupported version \(version); this build reads version \(Self.currentVersion)"))
        }
        if tabs.isEmpty { issues.append(TabBarInputIssue("tabs", "a bar needs at least one tab")) }
        if tabs.count > TabBarConfigurationLimits.maximumTabs {
            issues.append(TabBarInputIssue("tabs", "\(tabs.count) tabs; at most \(TabBarConfigurationLimits.maximumTabs) are allowed"))
        }
        var firstIndex: [TabID: Int] = [:]
        for (index, tab) in tabs.enumerated() {
            let path = "tabs[\(index)]"
            if let first = firstIndex[tab.id] {
                issues.append(TabBarInputIssue("\(path).id", "duplicate id \"\(tab.id)\" (first used at tabs[\(first)])"))
            } else {
                firstIndex[tab.id] = index
            }
            issues += tab.problems(at: path)
        }
        if !tabs.contains(where: { $0.role.isSelectable && $0.isEnabled }) && !tabs.isEmpty {
            issues.append(TabBarInputIssue("tabs", "at least one enabled tab that is not an action is needed"))
        }
        if let selected {
            if let tab = tab(selected) {
                if !tab.role.isSelectable {
                    issues.append(TabBarInputIssue("selected", "\"\(selected)\" is an action and cannot be selected"))
                } else if !tab.isEnabled {
                    issues.append(TabBarInputIssue("selected", "\"\(selected)\" is disabled and cannot be selected"))
                }
            } else {
                issues.append(TabBarInputIssue("selected", "no tab has the id \"\(selected)\""))
            }
        }
        issues += behavior.problems(tabs: firstIndex, in: self)
        if routes.count > TabBarConfigurationLimits.maximumRoutes {
            issues.append(TabBarInputIssue("routes", "\(routes.count) routes; at most \(TabBarConfigurationLimits.maximumRoutes) are allowed"))
        }
        for rule in routes {
            let path = "routes[\"\(rule.pattern)\"]"
            if case .failure(let error) = TabBarRoutePattern.parse(rule.pattern) {
                issues.append(TabBarInputIssue(path, error.reason))
            }
            if let tab = tab(rule.tab) {
                if !tab.role.isSelectable { issues.append(TabBarInputIssue(path, "\"\(rule.tab)\" is an action, not a destination")) }
            } else {
                issues.append(TabBarInputIssue(path, "no tab has the id \"\(rule.tab)\""))
            }
        }
        return issues
    }

    /// Throws every problem at once when the configuration is not usable.
    public func validate() throws(TabBarConfigurationError) {
        let issues = problems()
        if !issues.isEmpty { throw TabBarConfigurationError(issues) }
    }
}

extension TabBarKitItem {
    func problems(at path: String) -> [TabBarInputIssue] {
        var issues: [TabBarInputIssue] = []
        let raw = id.rawValue
        if raw.isEmpty {
            issues.append(TabBarInputIssue("\(path).id", "an id cannot be empty"))
        } else if let problem = lengthProblem(raw, "id", at: "\(path).id", maximum: TabBarConfigurationLimits.maximumIDLength) {
            issues.append(problem)
        } else if !raw.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)) }) {
            issues.append(TabBarInputIssue("\(path).id", "id \"\(raw)\" may hold only ASCII letters, digits, '-', '_' and '.'"))
        }
        if let problem = lengthProblem(title, "title", at: "\(path).title", maximum: TabBarConfigurationLimits.maximumTitleLength) {
            issues.append(problem)
        }
        issues += [
            xmlProblem(title, at: "\(path).title"), xmlProblem(accessibilityLabel, at: "\(path).accessibilityLabel"),
            xmlProblem(accessibilityHint, at: "\(path).accessibilityHint"), xmlProblem(badgeNoun, at: "\(path).badgeNoun"),
            xmlProblem(badgeNounPlural, at: "\(path).badgeNounPlural"),
        ].compactMap { $0 }
        if title.isEmpty && (accessibilityLabel ?? "").isEmpty && icon == nil {
            issues.append(TabBarInputIssue("\(path).title", "a tab with no title and no icon shows nothing"))
        }
        issues += badge.problems(at: "\(path).badge")
        issues += (icon?.problems(at: "\(path).icon") ?? []) + (selectedIcon?.problems(at: "\(path).selectedIcon") ?? [])
        for (index, item) in menu.enumerated() { issues += item.icon?.problems(at: "\(path).menu[\(index)].icon") ?? [] }
        if !menu.isEmpty && role != .action {
            issues.append(TabBarInputIssue("\(path).menu", "only an action tab can have a menu"))
        }
        if menu.count > TabBarConfigurationLimits.maximumMenuItems {
            issues.append(TabBarInputIssue("\(path).menu", "\(menu.count) items; at most \(TabBarConfigurationLimits.maximumMenuItems) are allowed"))
        }
        var seen: Set<String> = []
        for (index, item) in menu.enumerated() {
            if item.id.isEmpty { issues.append(TabBarInputIssue("\(path).menu[\(index)].id", "an id cannot be empty")) }
            if !seen.insert(item.id).inserted {
                issues.append(TabBarInputIssue("\(path).menu[\(index)].id", "duplicate menu item id \"\(item.id)\""))
            }
            if let problem = lengthProblem(item.id, "id", at: "\(path).menu[\(index)].id", maximum: TabBarConfigurationLimits.maximumIDLength) {
                issues.append(problem)
            }
            if let problem = lengthProblem(item.title, "title", at: "\(path).menu[\(index)].title", maximum: TabBarConfigurationLimits.maximumTitleLength)
                ?? xmlProblem(item.title, at: "\(path).menu[\(index)].title") {
                issues.append(problem)
            }
        }
        return issues
    }
}

extension TabBarBadge {
    /// Problems with a badge value, at `path`; shared by configurations, events and restored state.
    public func problems(at path: String) -> [TabBarInputIssue] {
        switch self {
        case .count(let n) where n < 0:
            return [TabBarInputIssue("\(path).count", "a badge count cannot be negative (got \(n))")]
        case .count(let n) where n > TabBarConfigurationLimits.maximumBadgeCount:
            return [TabBarInputIssue("\(path).count", Self.outOfRange(String(n)))]
        case .text(let s):
            return (lengthProblem(s, "badge text", at: "\(path).text", maximum: TabBarConfigurationLimits.maximumBadgeTextLength)
                ?? xmlProblem(s, at: "\(path).text")).map { [$0] } ?? []
        default:
            return []
        }
    }
}

extension TabBarBehavior {
    func problems(tabs index: [TabID: Int], in configuration: TabBarConfiguration) -> [TabBarInputIssue] {
        var issues: [TabBarInputIssue] = []
        if let max = maxLiveTabs, max < 1 {
            issues.append(TabBarInputIssue("behavior.maxLiveTabs", "must be at least 1 (got \(max))"))
        }
        var seen: Set<TabID> = []
        for (i, id) in pinned.enumerated() {
            let path = "behavior.pinned[\(i)]"
            if !seen.insert(id).inserted { issues.append(TabBarInputIssue(path, "\"\(id)\" is pinned twice")) }
            if let position = index[id] {
                if !configuration.tabs[position].role.isSelectable {
                    issues.append(TabBarInputIssue(path, "\"\(id)\" is an action and has no content to keep alive"))
                }
            } else {
                issues.append(TabBarInputIssue(path, "no tab has the id \"\(id)\""))
            }
        }
        for (i, pattern) in hideBarRoutes.enumerated() where pattern.isEmpty {
            issues.append(TabBarInputIssue("behavior.hideBarRoutes[\(i)]", "a route pattern cannot be empty"))
        }
        return issues
    }
}

/// A problem with a text's length: Unicode scalars are counted first (linear and cheap), so only
/// text of at most ``TabBarConfigurationLimits/maximumTextScalars`` scalars has its characters counted.
func lengthProblem(_ text: String, _ what: String, at path: String, maximum: Int) -> TabBarInputIssue? {
    let scalars = text.unicodeScalars.count
    if scalars > TabBarConfigurationLimits.maximumTextScalars {
        return TabBarInputIssue(path, "\(what) is \(scalars) Unicode scalars; at most \(TabBarConfigurationLimits.maximumTextScalars) are allowed")
    }
    let characters = text.count
    guard characters > maximum else { return nil }
    return TabBarInputIssue(path, "\(what) is \(characters) characters; at most \(maximum) are allowed")
}

/// A problem when shown text holds a character XML 1.0 cannot carry (U+0000–U+0008, U+000B, U+000C,
/// U+000E–U+001F, U+FFFE, U+FFFF): SVG, accessibility exports and other XML would be ill-formed.
/// Tab, line feed and carriage return are allowed.
func xmlProblem(_ text: String?, at path: String) -> TabBarInputIssue? {
    guard let text, let scalar = text.unicodeScalars.first(where: isXMLIllegal) else { return nil }
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    return TabBarInputIssue(path, "contains \(code), a control character that text in a tab bar cannot hold")
}

/// Whether a scalar is outside XML 1.0's `Char` production (Swift strings hold no surrogates).
func isXMLIllegal(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD: false
    case 0..<0x20, 0xFFFE, 0xFFFF: true
    default: false
    }
}

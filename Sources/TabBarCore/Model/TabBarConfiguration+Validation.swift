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
        } else if !tabs.contains(where: { $0.role.isSelectable && $0.isEnabled && $0.placement.isInBarByDefault }) && !tabs.isEmpty {
            issues.append(TabBarInputIssue("tabs", "every enabled destination starts out of the bar (optional, sidebarOnly or hidden); at least one must start in it"))
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
        issues += compactTabProblems()
        issues += sectionProblems()
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

    /// Problems with ``compactTabs``: unknown, repeated or never-in-the-bar tabs, or no destination to select.
    func compactTabProblems() -> [TabBarInputIssue] {
        guard let compactTabs else { return [] }
        var issues: [TabBarInputIssue] = []
        var seen: Set<TabID> = []
        for (index, id) in compactTabs.enumerated() {
            let path = "compactTabs[\(index)]"
            guard let tab = tab(id) else {
                issues.append(TabBarInputIssue(path, "no tab has the id \"\(id)\""))
                continue
            }
            if !seen.insert(id).inserted { issues.append(TabBarInputIssue(path, "\"\(id)\" is listed twice")) }
            if !tab.placement.canBeInBar {
                issues.append(TabBarInputIssue(path, "\"\(id)\" is never in the bar (its placement is \(tab.placement))"))
            }
        }
        let reachable = compactTabs.contains { id in
            tab(id).map { $0.role.isSelectable && $0.isEnabled && $0.placement.isInBarByDefault } ?? false
        }
        if !reachable {
            issues.append(TabBarInputIssue("compactTabs", "the compact bar needs an enabled destination that starts in the bar"))
        }
        return issues
    }

    /// Problems with ``sections``: ids, texts, tabs listed twice or hidden from the sidebar, actions.
    func sectionProblems() -> [TabBarInputIssue] {
        var issues: [TabBarInputIssue] = []
        if sections.count > TabBarConfigurationLimits.maximumSections {
            issues.append(TabBarInputIssue("sections", "\(sections.count) sections; at most \(TabBarConfigurationLimits.maximumSections) are allowed"))
        }
        var sectionIndex: [String: Int] = [:]
        var listedIn: [TabID: Int] = [:]
        for (index, section) in sections.enumerated() {
            let path = "sections[\(index)]"
            if let problem = identifierProblem(section.id, at: "\(path).id") {
                issues.append(problem)
            } else if let first = sectionIndex[section.id] {
                issues.append(TabBarInputIssue("\(path).id", "duplicate section id \"\(section.id)\" (first used at sections[\(first)])"))
            } else {
                sectionIndex[section.id] = index
            }
            for (text, key) in [(section.title, "title"), (section.footer, "footer")] {
                guard let text else { continue }
                let maximum = key == "title" ? TabBarConfigurationLimits.maximumTitleLength : TabBarConfigurationLimits.maximumTextScalars
                if let problem = lengthProblem(text, key, at: "\(path).\(key)", maximum: maximum) ?? xmlProblem(text, at: "\(path).\(key)") {
                    issues.append(problem)
                }
            }
            for (tabIndex, id) in section.tabs.enumerated() {
                let tabPath = "\(path).tabs[\(tabIndex)]"
                guard let tab = tab(id) else {
                    issues.append(TabBarInputIssue(tabPath, "no tab has the id \"\(id)\""))
                    continue
                }
                if let first = listedIn[id] {
                    issues.append(TabBarInputIssue(tabPath, "\"\(id)\" is already in sections[\(first)]; a tab belongs to one section"))
                } else {
                    listedIn[id] = index
                }
                if !tab.placement.isInSidebar {
                    issues.append(TabBarInputIssue(tabPath, "\"\(id)\" has the placement hidden: it is in no sidebar"))
                }
            }
            issues += TabBarKitItem.menuProblems(section.actions, at: "\(path).actions", maximum: TabBarConfigurationLimits.maximumSectionActions)
            if section.isCollapsedByDefault && !section.isCollapsible {
                issues.append(TabBarInputIssue("\(path).collapsedByDefault", "a section that cannot be collapsed cannot start collapsed"))
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
        if let problem = identifierProblem(id.rawValue, at: "\(path).id") { issues.append(problem) }
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
        issues += Self.menuProblems(menu, at: "\(path).menu", maximum: TabBarConfigurationLimits.maximumMenuItems)
        if role == .action && !placement.isInBarByDefault {
            issues.append(TabBarInputIssue("\(path).placement", "an action is a button of the bar: its placement cannot be \(placement)"))
        }
        if placement == .optional && !isHideable {
            issues.append(TabBarInputIssue("\(path).hideable", "an optional tab starts out of the bar and the user adds it, so it must be hideable"))
        }
        return issues
    }
}

extension TabBarKitItem {
    /// Problems with a menu's items (a tab's menu, a sidebar section's actions), at `path`.
    static func menuProblems(_ items: [TabBarActionMenuItem], at path: String, maximum: Int) -> [TabBarInputIssue] {
        var issues: [TabBarInputIssue] = []
        if items.count > maximum {
            issues.append(TabBarInputIssue(path, "\(items.count) items; at most \(maximum) are allowed"))
        }
        var seen: Set<String> = []
        for (index, item) in items.enumerated() {
            let itemPath = "\(path)[\(index)]"
            issues += item.icon?.problems(at: "\(itemPath).icon") ?? []
            if item.id.isEmpty { issues.append(TabBarInputIssue("\(itemPath).id", "an id cannot be empty")) }
            if !seen.insert(item.id).inserted {
                issues.append(TabBarInputIssue("\(itemPath).id", "duplicate menu item id \"\(item.id)\""))
            }
            if let problem = lengthProblem(item.id, "id", at: "\(itemPath).id", maximum: TabBarConfigurationLimits.maximumIDLength) {
                issues.append(problem)
            }
            if let problem = lengthProblem(item.title, "title", at: "\(itemPath).title", maximum: TabBarConfigurationLimits.maximumTitleLength)
                ?? xmlProblem(item.title, at: "\(itemPath).title") {
                issues.append(problem)
            }
            if let problem = xmlProblem(item.accessibilityLabel, at: "\(itemPath).accessibilityLabel") { issues.append(problem) }
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
        if !(minimizeThreshold.isFinite && (0...Self.maximumMinimizeThreshold).contains(minimizeThreshold)) {
            issues.append(TabBarInputIssue(
                "behavior.minimizeThreshold", "must be between 0 and \(Int(Self.maximumMinimizeThreshold)) points (got \(minimizeThreshold))"))
        }
        return issues
    }
}

/// A problem with an identifier (a tab's, a section's): empty, too long, or holding more than ASCII letters, digits,
/// '-', '_' and '.'.
func identifierProblem(_ raw: String, at path: String) -> TabBarInputIssue? {
    if raw.isEmpty { return TabBarInputIssue(path, "an id cannot be empty") }
    if let problem = lengthProblem(raw, "id", at: path, maximum: TabBarConfigurationLimits.maximumIDLength) { return problem }
    if !raw.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)) }) {
        return TabBarInputIssue(path, "id \"\(raw)\" may hold only ASCII letters, digits, '-', '_' and '.'")
    }
    return nil
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

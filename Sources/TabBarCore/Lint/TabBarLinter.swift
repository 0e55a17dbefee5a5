/// Checks a configuration and a theme against Apple's guidelines and WCAG 2.2.
///
/// ```swift
/// let findings = TabBarLinter(measurer: TabBarInterTextMeasurer()).lint(configuration, theme: .system)
/// ```
public struct TabBarLinter: Sendable {
    /// Measures labels for the layout-based rules.
    public var measurer: any TabBarTextMeasuring
    /// Whether a symbol has a filled variant (the renderer's icon library answers on Linux).
    public var hasFilledVariant: @Sendable (String) -> Bool
    /// The environment the layout rules use; an iPhone 16 Pro in portrait by default.
    public var environment: TabBarLayoutEnvironment

    /// Creates a linter.
    public init(
        measurer: any TabBarTextMeasuring, environment: TabBarLayoutEnvironment = TabBarDevicePreset.iPhone16Pro.environment(),
        hasFilledVariant: @escaping @Sendable (String) -> Bool = { _ in true }
    ) {
        self.measurer = measurer
        self.environment = environment
        self.hasFilledVariant = hasFilledVariant
    }

    /// Every finding, errors first, in rule order.
    public func lint(_ configuration: TabBarConfiguration, theme: TabBarTheme) -> [TabBarLintDiagnostic] {
        var findings = modelFindings(configuration, theme: theme)
        findings += contrastFindings(theme, hasAction: configuration.tabs.contains { $0.role.isRaised })
        findings += glassFindings(theme)
        findings += layoutFindings(configuration, theme: theme)
        return findings.enumerated().sorted { a, b in
            (a.element.severity == .error ? 0 : 1, a.element.rule, a.offset) < (b.element.severity == .error ? 0 : 1, b.element.rule, b.offset)
        }.map(\.element)
    }

    func modelFindings(_ configuration: TabBarConfiguration, theme: TabBarTheme) -> [TabBarLintDiagnostic] {
        var findings: [TabBarLintDiagnostic] = []
        var seen: Set<TabID> = []
        for tab in configuration.tabs where !seen.insert(tab.id).inserted {
            findings.append(TabBarLintRule.duplicateID.diagnostic(tab: tab.id, "the id \"\(tab.id)\" is used more than once.", fix: "Give every tab its own id."))
        }
        let actions = configuration.tabs.filter { $0.role == .action }
        if actions.count > 1 {
            findings.append(TabBarLintRule.multipleActions.diagnostic(tab: actions[1].id, "\(actions.count) action items compete for the centre.", fix: "Keep one action; move the others into its menu."))
        }
        let prominent = configuration.tabs.filter { $0.role == .prominent }
        if prominent.count > 1 {
            findings.append(TabBarLintRule.multipleProminent.diagnostic(tab: prominent[1].id, "\(prominent.count) tabs are prominent; one tab gets the prominent treatment.", fix: "Keep one prominent tab (the destination people return to most)."))
        }
        if configuration.behavior.prominentPlacement == .detached, !theme.floating, let first = prominent.first {
            findings.append(TabBarLintRule.detachedProminentNotFloating.diagnostic(
                tab: first.id, "prominentPlacement is detached, but the theme \"\(theme.name)\" draws an edge-to-edge bar on iPhone, where the prominent tab stays raised (it detaches only beside a floating bar, as on iPad).",
                fix: "Use a floating theme, or set prominentPlacement to raised."))
        }
        for tab in configuration.tabs {
            let label = (tab.accessibilityLabel ?? "").trimmingCharacters(in: " ")
            if tab.role == .action {
                if label.isEmpty {
                    findings.append(TabBarLintRule.actionWithoutLabel.diagnostic(tab: tab.id, "the action \"\(tab.id)\" shows only an icon and has no accessibility label.", fix: "Set accessibilityLabel, for example \"Create a post\"."))
                }
            } else if tab.title.trimmingCharacters(in: " ").isEmpty && label.isEmpty {
                findings.append(TabBarLintRule.iconOnlyWithoutLabel.diagnostic(tab: tab.id, "the tab \"\(tab.id)\" has no title and no accessibility label; VoiceOver would read its icon name.", fix: "Set accessibilityLabel (or a title)."))
            }
            if case .text(let text) = tab.badge, text.count > 4 {
                findings.append(TabBarLintRule.longBadgeText.diagnostic(tab: tab.id, "badge text \"\(text)\" is \(text.count) characters; badges should be 4 or fewer.", fix: "Use a dot or a short word such as \"New\"."))
            }
            if tab.role.isSelectable && !selectionHasNonColorCue(tab, theme: theme) {
                findings.append(TabBarLintRule.selectionByColorOnly.diagnostic(tab: tab.id, "when \"\(tab.id)\" is selected only its colour changes.", fix: "Add a selectedIcon (a .fill variant), an indicator style, or a heavier selected label weight."))
            }
        }
        return findings
    }

    func selectionHasNonColorCue(_ tab: TabBarKitItem, theme: TabBarTheme) -> Bool {
        if tab.role == .prominent && theme.actionButton.size > 0 { return true }  // a ring round its raised button
        if let selected = tab.selectedIcon, selected != tab.icon { return true }
        if theme.indicator.style != .none { return true }
        if theme.typography.selectedLabelWeight != theme.typography.labelWeight && theme.labelMode != .never { return true }
        if theme.filledSelectedIcons, let symbol = tab.icon?.symbolName, hasFilledVariant(symbol) { return true }
        return false
    }

    func layoutFindings(_ configuration: TabBarConfiguration, theme: TabBarTheme) -> [TabBarLintDiagnostic] {
        guard !configuration.tabs.isEmpty, var machine = try? TabBarMachine(configuration: configuration) else { return [] }
        // The bar of the environment's width: an iPad's regular width shows every tab, not the compact set.
        _ = machine.handle(.sizeClassChanged(environment.horizontalSizeClass))
        var findings: [TabBarLintDiagnostic] = []
        let layout = TabBarLayout(configuration: configuration, state: machine.state, environment: environment, theme: theme, measurer: measurer)
        let visible = machine.visibleOrder.count
        if layout.scroll.isScrollable {
            let width = layout.contentFrame.width.rounded().saturatingInt
            findings.append(TabBarLintRule.tabsOverflowWidth.diagnostic("\(visible) tabs need \(layout.scroll.contentWidth.rounded().saturatingInt) pt but \(width) pt is available; the bar scrolls.", fix: "Fewer tabs fit without scrolling; keep the most used ones first."))
        }
        if environment.horizontalSizeClass == .compact && visible > 5 {
            findings.append(TabBarLintRule.tooManyTabsCompact.diagnostic("\(visible) tabs on a compact width; Apple's Human Interface Guidelines recommend three to five tabs on iPhone.", fix: "Group destinations, or let users choose their tabs (customisation)."))
        }
        for item in layout.allItems() where item.hitFrame.width < 44 - 0.01 || item.hitFrame.height < 44 - 0.01 {
            findings.append(TabBarLintRule.smallHitTarget.diagnostic(tab: item.id, "the hit target is \(item.hitFrame.width.saturatingInt)×\(item.hitFrame.height.saturatingInt) pt; the minimum is 44×44.", fix: "Raise metrics.barHeight, minimumItemWidth or scrollItemWidth."))
        }
        return findings
    }

    func contrastFindings(_ theme: TabBarTheme, hasAction: Bool) -> [TabBarLintDiagnostic] {
        var findings: [TabBarLintDiagnostic] = []
        let appearances = TabBarAppearanceScheme.allCases.flatMap { scheme in TabBarColorContrast.allCases.map { TabBarAppearance(scheme, contrast: $0) } }
        for appearance in appearances {
            let suffix = appearance.scheme.rawValue + (appearance.contrast == .increased ? "IncreasedContrast" : "")
            let backgrounds = theme.backgroundColors(appearance)
            func check(_ token: TabBarDynamicColor, _ name: String, against grounds: [TabBarColor], minimum: Double, rule: TabBarLintRule, role: String) {
                let color = token.resolve(appearance)
                for ground in grounds {
                    let ratio = color.over(ground).contrastRatio(with: ground)
                    if ratio < minimum - 1e-9 {
                        findings.append(rule.diagnostic(token: "\(name).\(suffix)", "\(role) \(color.hex) on \(ground.hex) has contrast \(Self.format(ratio)):1; WCAG 2.2 asks for \(Self.format(minimum)):1.", fix: "Darken or lighten \(name) for \(suffix), or change the background."))
                        return
                    }
                }
            }
            check(theme.items.selected, "items.selected", against: backgrounds, minimum: 4.5, rule: .labelContrast, role: "selected label text")
            check(theme.items.unselected, "items.unselected", against: backgrounds, minimum: 4.5, rule: .labelContrast, role: "unselected label text")
            if theme.indicator.style != .none {
                check(theme.indicator.color, "indicator.color", against: backgrounds, minimum: 3, rule: .iconContrast, role: "the indicator")
                if let foreground = theme.indicator.foreground {
                    let pill = backgrounds.map { theme.indicator.color.resolve(appearance).over($0) }
                    check(foreground, "indicator.foreground", against: pill, minimum: 3, rule: .iconContrast, role: "the selected icon on the indicator")
                }
            }
            let fills = [theme.actionButton.fill] + (theme.actionButton.gradientEnd.map { [$0] } ?? [])
            if hasAction { check(theme.actionButton.foreground, "actionButton.foreground", against: fills.map { $0.resolve(appearance).over(backgrounds[0]) }, minimum: 3, rule: .iconContrast, role: "the action glyph") }
            check(theme.badge.text, "badge.text", against: [theme.badge.fill.resolve(appearance).over(backgrounds[0])], minimum: 4.5, rule: .badgeContrast, role: "badge text")
        }
        return findings
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(rounded.saturatingInt) : String(rounded)
    }
}

extension TabBarLinter {
    /// A glass theme's two readability checks: labels over its fallback (an error, TB005, in every appearance: the
    /// fallback is what Reduce Transparency and Increase Contrast see), and labels over the glass's worst case (a
    /// warning, TB013, in the standard-contrast schemes: over busy content the bar falls back only when the host
    /// reports it busy).
    func glassFindings(_ theme: TabBarTheme) -> [TabBarLintDiagnostic] {
        guard theme.background.style == .glass else { return [] }
        var findings: [TabBarLintDiagnostic] = []
        for scheme in TabBarAppearanceScheme.allCases {
            for contrast in TabBarColorContrast.allCases {
                let appearance = TabBarAppearance(scheme, contrast: contrast)
                let suffix = scheme.rawValue + (contrast == .increased ? "IncreasedContrast" : "")
                let grounds = theme.glassFallbackGrounds(appearance)
                for (token, name) in [(theme.items.selected, "items.selected"), (theme.items.unselected, "items.unselected")] {
                    let label = token.resolve(appearance)
                    guard let ground = grounds.min(by: { label.over($0).contrastRatio(with: $0) < label.over($1).contrastRatio(with: $1) }) else { continue }
                    let ratio = label.over(ground).contrastRatio(with: ground)
                    if ratio < 4.5 - 1e-9 {
                        findings.append(TabBarLintRule.labelContrast.diagnostic(
                            token: "background.glass.fallbackColor.\(suffix)",
                            "\(name) \(label.hex) on the glass's \(theme.resolvedGlass.fallback.rawValue) fallback \(ground.hex) has contrast \(Self.format(ratio)):1; WCAG 2.2 asks for 4.5:1.",
                            fix: "Set background.glass.fallbackColor for \(suffix) (or the opaque fallback) so the labels read on it."))
                    }
                }
            }
            let appearance = TabBarAppearance(scheme)
            let worst = theme.glassWorstCaseContrast(appearance)
            if worst < TabBarTheme.glassMinimumContrast - 1e-9 {
                findings.append(TabBarLintRule.glassContrast.diagnostic(
                    token: "background.color.\(scheme.rawValue)",
                    "over busy content the labels can read at \(Self.format(worst)):1 through the glass (its thinnest tint over black or white); the bar falls back to \(theme.resolvedGlass.fallback.rawValue) only where the host reports the content busy.",
                    fix: "Report busy content (TabBarAppearance.backdrop = .busy) under photos, video and maps, or choose label colours that read on both."))
            }
        }
        return findings
    }
}

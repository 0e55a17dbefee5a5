extension TabBarTheme {
    /// Every value outside ``TabBarThemeLimits``, each with its JSON path (`metrics.barHeight`); empty when usable.
    public func problems() -> [TabBarInputIssue] {
        var issues: [TabBarInputIssue] = []
        func check(_ value: Double, _ path: String, _ range: ClosedRange<Double>, positive: Bool = false) {
            if let reason = Self.rangeProblem(value, range, positive: positive) { issues.append(TabBarInputIssue(path, reason)) }
        }
        let length = 0...TabBarThemeLimits.maximumLength
        let m = metrics
        for (value, key) in [
            (m.barHeight, "barHeight"), (m.compactBarHeight, "compactBarHeight"), (m.floatingHeight, "floatingHeight"),
            (m.maximumFloatingWidth, "maximumFloatingWidth"), (m.iconSize, "iconSize"), (m.compactIconSize, "compactIconSize"),
            (m.minimumItemWidth, "minimumItemWidth"), (m.scrollItemWidth, "scrollItemWidth"), (m.sidebarWidth, "sidebarWidth"),
            (m.sidebarRowHeight, "sidebarRowHeight"), (m.badgeHeight, "badgeHeight"),
        ] {
            check(value, "metrics.\(key)", length, positive: true)
        }
        for (value, key) in [
            (m.floatingMargin, "floatingMargin"), (m.floatingBottomMargin, "floatingBottomMargin"), (m.iconTopPadding, "iconTopPadding"),
            (m.iconLabelSpacing, "iconLabelSpacing"), (m.scrollSpacing, "scrollSpacing"), (m.hairlineWidth, "hairlineWidth"),
            (m.dotSize, "dotSize"),
        ] {
            check(value, "metrics.\(key)", length)
        }
        if let radius = m.cornerRadius { check(radius, "metrics.cornerRadius", length) }
        check(actionButton.size, "actionButton.size", length)
        check(actionButton.rise, "actionButton.rise", length)
        check(typography.labelSize, "typography.labelSize", 0...TabBarThemeLimits.maximumTypeSize, positive: true)
        check(typography.badgeSize, "typography.badgeSize", 0...TabBarThemeLimits.maximumTypeSize, positive: true)
        check(motion.indicatorResponse, "motion.indicatorResponse", 0...TabBarThemeLimits.maximumDuration, positive: true)
        check(motion.glowPeriod, "motion.glowPeriod", 0...TabBarThemeLimits.maximumDuration)
        check(motion.indicatorDamping, "motion.indicatorDamping", 0...TabBarThemeLimits.maximumFactor)
        check(motion.selectedIconScale, "motion.selectedIconScale", 0...TabBarThemeLimits.maximumFactor)
        check(motion.pressScale, "motion.pressScale", 0...TabBarThemeLimits.maximumFactor)
        check(motion.pressOpacity, "motion.pressOpacity", 0...1)
        if let scale = motion.selectedIconRestScale { check(scale, "motion.selectedIconRestScale", 0...TabBarThemeLimits.maximumFactor, positive: true) }
        if let scale = motion.glowScale { check(scale, "motion.glowScale", 0...TabBarThemeLimits.maximumFactor, positive: true) }
        if let duration = motion.menuCloseDuration { check(duration, "motion.menuCloseDuration", 0...TabBarThemeLimits.maximumDuration) }
        if let scale = motion.menuCloseScale { check(scale, "motion.menuCloseScale", 0...1) }
        if let shadow = iconShadow {
            check(shadow.radius, "iconShadow.radius", length)
            check(shadow.x, "iconShadow.x", -TabBarThemeLimits.maximumLength...TabBarThemeLimits.maximumLength)
            check(shadow.y, "iconShadow.y", -TabBarThemeLimits.maximumLength...TabBarThemeLimits.maximumLength)
        }
        if let width = indicator.width { check(width, "indicator.width", length, positive: true) }
        if let glow = indicator.shadow {
            check(glow.opacity, "indicator.shadow.opacity", 0...1)
            check(glow.radius, "indicator.shadow.radius", length)
            check(glow.x, "indicator.shadow.x", -TabBarThemeLimits.maximumLength...TabBarThemeLimits.maximumLength)
            check(glow.y, "indicator.shadow.y", -TabBarThemeLimits.maximumLength...TabBarThemeLimits.maximumLength)
        }
        if let overlay = background.overlay { check(overlay.opacity, "background.overlay.opacity", 0...1) }
        if let glass = background.glass {
            check(glass.specular, "background.glass.specular", 0...1)
            check(glass.tintOpacity, "background.glass.tintOpacity", 0...1)
        }
        for (color, path) in colorTokens {
            for (variant, value) in [("light", color.light), ("dark", color.dark), ("lightIncreasedContrast", color.lightIncreasedContrast), ("darkIncreasedContrast", color.darkIncreasedContrast)] {
                guard let value else { continue }
                for (component, number) in [("red", value.red), ("green", value.green), ("blue", value.blue), ("alpha", value.alpha)] {
                    check(number, "\(path).\(variant).\(component)", 0...1)
                }
                // Painters can fill a shape or a glyph with the tint, not a gradient stop or a shadow: only the
                // selected items' colour may follow it.
                if value.followsTint, path != "items.selected" {
                    issues.append(TabBarInputIssue("\(path).\(variant)", "only items.selected can follow the app's tint; give this colour as hex"))
                }
            }
        }
        let scalars = name.unicodeScalars.count
        if scalars > TabBarThemeLimits.maximumNameScalars {
            issues.append(TabBarInputIssue("name", "the name is \(scalars) Unicode scalars; at most \(TabBarThemeLimits.maximumNameScalars) are allowed"))
        } else if name.unicodeScalars.contains(where: \.needsEscapingInMessage) {
            issues.append(TabBarInputIssue("name", "the name \"\(name)\" holds control characters or line breaks"))
        }
        return issues
    }

    /// Throws every problem at once when the theme is not usable.
    public func validate() throws(TabBarConfigurationError) {
        let issues = problems()
        if !issues.isEmpty { throw TabBarConfigurationError(issues) }
    }

    /// Reads a theme from JSON (as `tabbar tokens import --json` writes), checking the document's
    /// size, its syntax, its types, its keys (an unknown or misspelt one is an error with the closest
    /// known key, as in the configuration format) and every value against ``TabBarThemeLimits``; each
    /// problem is located.
    public static func decode(json text: String) throws(TabBarConfigurationError) -> TabBarTheme {
        let document: TabBarJSONValue
        do {
            document = try TabBarJSONParser.parse(text)
        } catch {
            throw TabBarConfigurationError([TabBarInputIssue("line \(error.line), column \(error.column)", error.reason)])
        }
        let theme: TabBarTheme, unknownKeys: [TabBarInputIssue]
        do {
            (theme, unknownKeys) = try TabBarJSONValueDecoder().decodeReportingUnknownKeys(TabBarTheme.self, from: document)
        } catch let error as DecodingError {
            throw TabBarConfigurationError([error.inputIssue])
        } catch {
            throw TabBarConfigurationError([TabBarInputIssue("", "\(error)")])
        }
        let issues = unknownKeys + theme.problems()
        if !issues.isEmpty { throw TabBarConfigurationError(issues) }
        return theme
    }

    /// Why `value` is not a usable number in `range` (excluding 0 when `positive`), or `nil`.
    /// The value is written with Swift's own formatting, which is total (`nan`, `inf`, `1e+300`).
    public static func rangeProblem(_ value: Double, _ range: ClosedRange<Double>, positive: Bool = false) -> String? {
        let bounds = positive ? "greater than 0 and at most \(range.upperBound.lengthText)" : "\(range.lowerBound.lengthText) … \(range.upperBound.lengthText)"
        guard value.isFinite else { return "\(value) is not a finite number; expected \(bounds)" }
        guard range.contains(value), !(positive && value <= 0) else { return "\(value) is out of range; expected \(bounds)" }
        return nil
    }

    /// Every colour token with its JSON path.
    var colorTokens: [(TabBarDynamicColor, String)] {
        var tokens: [(TabBarDynamicColor, String)] = [
            (background.color, "background.color"), (items.selected, "items.selected"), (items.unselected, "items.unselected"),
            (items.disabled, "items.disabled"), (indicator.color, "indicator.color"), (badge.fill, "badge.fill"), (badge.text, "badge.text"),
            (actionButton.fill, "actionButton.fill"), (actionButton.foreground, "actionButton.foreground"),
        ]
        let optional: [(TabBarDynamicColor?, String)] = [
            (background.gradientEnd, "background.gradientEnd"), (hairline, "hairline"), (indicator.foreground, "indicator.foreground"),
            (actionButton.gradientEnd, "actionButton.gradientEnd"), (actionButton.shadow, "actionButton.shadow"),
            (iconShadow?.color, "iconShadow.color"), (background.overlay?.top, "background.overlay.top"),
            (background.overlay?.bottom, "background.overlay.bottom"), (indicator.shadow?.color, "indicator.shadow.color"),
            (background.glass?.fallbackColor, "background.glass.fallbackColor"),
        ]
        for (color, path) in optional { if let color { tokens.append((color, path)) } }
        return tokens
    }
}

extension Double {
    /// A limit as written in messages: `4096`, `0.5`.
    fileprivate var lengthText: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}

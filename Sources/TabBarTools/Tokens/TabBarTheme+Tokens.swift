import TabBarCore
extension TabBarTheme {
    /// The tokens a theme is made of, under `tabbar.` (required ones marked in docs/tokens.md).
    static let metricNames = [
        "barHeight", "compactBarHeight", "floatingHeight", "floatingMargin", "floatingBottomMargin", "maximumFloatingWidth",
        "iconSize", "compactIconSize", "iconTopPadding", "iconLabelSpacing", "minimumItemWidth", "scrollItemWidth",
        "scrollSpacing", "sidebarWidth", "sidebarRowHeight", "hairlineWidth", "badgeHeight", "dotSize", "cornerRadius",
    ]
    static let motionNames = ["indicatorResponse", "indicatorDamping", "selectedIconScale", "pressScale", "pressOpacity", "glowPeriod"]

    /// A theme from design tokens: missing optional tokens take the `system` theme's values (optional
    /// colours none); every problem is reported with its JSON path: those of the whole file
    /// (`DesignTokens/problems`, whether or not the theme reads the token), then the theme's own,
    /// then values outside `ThemeLimits`.
    public init(tokens: DesignTokens, name: String? = nil) throws(ConfigurationError) {
        var r = ThemeTokenReader(tokens)
        let base = TabBarTheme.system
        let style = r.string("tabbar.background.style", options: BarBackgroundStyle.names).flatMap(BarBackgroundStyle.init(name:)) ?? base.background.style
        let background = BackgroundTokens(style: style, color: r.color("tabbar.background.color", required: true) ?? base.background.color, gradientEnd: r.color("tabbar.background.gradientEnd"))
        let hairline = r.color("tabbar.hairline")
        let items = ItemColors(
            selected: r.color("tabbar.item.selected", required: true) ?? base.items.selected,
            unselected: r.color("tabbar.item.unselected", required: true) ?? base.items.unselected,
            disabled: r.color("tabbar.item.disabled") ?? base.items.disabled)
        let indicator = IndicatorTokens(
            style: r.string("tabbar.indicator.style", options: IndicatorStyle.names).flatMap(IndicatorStyle.init(name:)) ?? .none,
            color: r.color("tabbar.indicator.color") ?? items.selected, foreground: r.color("tabbar.indicator.foreground"))
        let badge = BadgeTokens(fill: r.color("tabbar.badge.fill", required: true) ?? base.badge.fill, text: r.color("tabbar.badge.text", required: true) ?? base.badge.text)
        let action = ActionButtonTokens(
            fill: r.color("tabbar.action.fill", required: true) ?? base.actionButton.fill, gradientEnd: r.color("tabbar.action.gradientEnd"),
            foreground: r.color("tabbar.action.foreground", required: true) ?? base.actionButton.foreground, shadow: r.color("tabbar.action.shadow"),
            size: r.dimension("tabbar.action.size") ?? base.actionButton.size, rise: r.dimension("tabbar.action.rise") ?? base.actionButton.rise,
            notch: r.bool("tabbar.action.notch") ?? base.actionButton.notch)
        let t = base.typography
        let typography = Typography(
            labelSize: r.dimension("tabbar.typography.labelSize") ?? t.labelSize, labelWeight: r.weight("tabbar.typography.labelWeight") ?? t.labelWeight,
            selectedLabelWeight: r.weight("tabbar.typography.selectedLabelWeight") ?? t.selectedLabelWeight,
            badgeSize: r.dimension("tabbar.typography.badgeSize") ?? t.badgeSize, badgeWeight: r.weight("tabbar.typography.badgeWeight") ?? t.badgeWeight)
        var m: [String: Double] = [:]
        for key in Self.metricNames { m[key] = r.dimension("tabbar.metrics.\(key)") }
        let d = base.metrics
        let metrics = Metrics(
            barHeight: m["barHeight"] ?? d.barHeight, compactBarHeight: m["compactBarHeight"] ?? d.compactBarHeight,
            floatingHeight: m["floatingHeight"] ?? d.floatingHeight, floatingMargin: m["floatingMargin"] ?? d.floatingMargin,
            floatingBottomMargin: m["floatingBottomMargin"] ?? d.floatingBottomMargin, maximumFloatingWidth: m["maximumFloatingWidth"] ?? d.maximumFloatingWidth,
            iconSize: m["iconSize"] ?? d.iconSize, compactIconSize: m["compactIconSize"] ?? d.compactIconSize, iconTopPadding: m["iconTopPadding"] ?? d.iconTopPadding,
            iconLabelSpacing: m["iconLabelSpacing"] ?? d.iconLabelSpacing, minimumItemWidth: m["minimumItemWidth"] ?? d.minimumItemWidth,
            scrollItemWidth: m["scrollItemWidth"] ?? d.scrollItemWidth, scrollSpacing: m["scrollSpacing"] ?? d.scrollSpacing,
            sidebarWidth: m["sidebarWidth"] ?? d.sidebarWidth, sidebarRowHeight: m["sidebarRowHeight"] ?? d.sidebarRowHeight,
            hairlineWidth: m["hairlineWidth"] ?? d.hairlineWidth, badgeHeight: m["badgeHeight"] ?? d.badgeHeight, dotSize: m["dotSize"] ?? d.dotSize,
            cornerRadius: m["cornerRadius"] ?? d.cornerRadius)
        var n: [String: Double] = [:]
        for key in Self.motionNames { n[key] = r.number("tabbar.motion.\(key)") }
        let dm = base.motion
        let motion = MotionTokens(
            indicatorResponse: n["indicatorResponse"] ?? dm.indicatorResponse, indicatorDamping: n["indicatorDamping"] ?? dm.indicatorDamping,
            selectedIconScale: n["selectedIconScale"] ?? dm.selectedIconScale, pressScale: n["pressScale"] ?? dm.pressScale,
            pressOpacity: n["pressOpacity"] ?? dm.pressOpacity, glowPeriod: n["glowPeriod"] ?? dm.glowPeriod)
        let floating = r.bool("tabbar.floating") ?? base.floating
        let filled = r.bool("tabbar.filledSelectedIcons") ?? base.filledSelectedIcons
        let labelMode = r.string("tabbar.labelMode", options: LabelMode.allCases.map(\.rawValue)).flatMap(LabelMode.init(rawValue:)) ?? base.labelMode
        let tokenName = r.string("tabbar.name", options: [])
        for path in tokens.paths where path.hasPrefix("tabbar.") && !r.read.contains(path) {
            r.issues.append(InputIssue(path, "unknown token; see docs/tokens.md for the tokens a theme reads"))
        }
        var issues = IssueList()
        for issue in tokens.problems + r.issues { issues.append(issue) }
        if !issues.list.isEmpty { throw ConfigurationError(issues.list) }
        self.init(
            name: name ?? tokenName ?? "imported", background: background, hairline: hairline, items: items, indicator: indicator, badge: badge,
            actionButton: action, typography: typography, metrics: metrics, motion: motion, floating: floating, filledSelectedIcons: filled,
            labelMode: labelMode)
        let outOfRange = problems().map { InputIssue(Self.tokenLocation(ofThemePath: $0.location), $0.reason) }
        if !outOfRange.isEmpty { throw ConfigurationError(outOfRange) }
    }

    /// The token that sets a theme property: `metrics.barHeight` → `tabbar.metrics.barHeight`, `actionButton.size` → `tabbar.action.size`.
    static func tokenLocation(ofThemePath path: String) -> String {
        if path.hasPrefix("actionButton.") { return "tabbar.action." + path.dropFirst("actionButton.".count) }
        return "tabbar." + path
    }

    /// The theme as a DTCG document (one tree, other appearances in `$extensions`), which
    /// `init(tokens:name:)` reads back to an equal theme.
    public var designTokens: JSONValue {
        func color(_ c: DynamicColor?) -> JSONValue? {
            guard let c else { return nil }
            var modes: [(key: String, value: JSONValue)] = []
            if c.dark != c.light { modes.append(("dark", .string(c.dark.hex))) }
            if let v = c.lightIncreasedContrast { modes.append(("lightIncreasedContrast", .string(v.hex))) }
            if let v = c.darkIncreasedContrast { modes.append(("darkIncreasedContrast", .string(v.hex))) }
            var token: [(key: String, value: JSONValue)] = [("$type", .string("color")), ("$value", .string(c.light.hex))]
            if !modes.isEmpty { token.append(("$extensions", .object([(DesignTokens.modesExtension, .object(modes))]))) }
            return .object(token)
        }
        func dimension(_ v: Double?) -> JSONValue? {
            v.map { .object([("$type", .string("dimension")), ("$value", .object([("value", .number($0)), ("unit", .string("px"))]))]) }
        }
        func typed(_ type: String, _ value: JSONValue) -> JSONValue { .object([("$type", .string(type)), ("$value", value)]) }
        func weight(_ w: FontWeight) -> JSONValue {
            typed("fontWeight", .int(["regular": 400, "medium": 500, "semibold": 600, "bold": 700][w.rawValue] ?? 400))
        }
        func group(_ members: [(String, JSONValue?)]) -> JSONValue { .object(members.compactMap { m in m.1.map { (m.0, $0) } }) }
        let metricsValues: [String: Double?] = [
            "barHeight": metrics.barHeight, "compactBarHeight": metrics.compactBarHeight, "floatingHeight": metrics.floatingHeight,
            "floatingMargin": metrics.floatingMargin, "floatingBottomMargin": metrics.floatingBottomMargin,
            "maximumFloatingWidth": metrics.maximumFloatingWidth, "iconSize": metrics.iconSize, "compactIconSize": metrics.compactIconSize,
            "iconTopPadding": metrics.iconTopPadding, "iconLabelSpacing": metrics.iconLabelSpacing, "minimumItemWidth": metrics.minimumItemWidth,
            "scrollItemWidth": metrics.scrollItemWidth, "scrollSpacing": metrics.scrollSpacing, "sidebarWidth": metrics.sidebarWidth,
            "sidebarRowHeight": metrics.sidebarRowHeight, "hairlineWidth": metrics.hairlineWidth, "badgeHeight": metrics.badgeHeight,
            "dotSize": metrics.dotSize, "cornerRadius": metrics.cornerRadius,
        ]
        let motionValues = [
            "indicatorResponse": motion.indicatorResponse, "indicatorDamping": motion.indicatorDamping, "selectedIconScale": motion.selectedIconScale,
            "pressScale": motion.pressScale, "pressOpacity": motion.pressOpacity, "glowPeriod": motion.glowPeriod,
        ]
        return .object([("tabbar", group([
            ("name", typed("string", .string(name))),
            ("background", group([("style", typed("string", .string(background.style.name))), ("color", color(background.color)), ("gradientEnd", color(background.gradientEnd))])),
            ("hairline", color(hairline)),
            ("item", group([("selected", color(items.selected)), ("unselected", color(items.unselected)), ("disabled", color(items.disabled))])),
            ("indicator", group([("style", typed("string", .string(indicator.style.name))), ("color", color(indicator.color)), ("foreground", color(indicator.foreground))])),
            ("badge", group([("fill", color(badge.fill)), ("text", color(badge.text))])),
            ("action", group([
                ("fill", color(actionButton.fill)), ("gradientEnd", color(actionButton.gradientEnd)), ("foreground", color(actionButton.foreground)),
                ("shadow", color(actionButton.shadow)), ("size", dimension(actionButton.size)), ("rise", dimension(actionButton.rise)),
                ("notch", typed("boolean", .bool(actionButton.notch))),
            ])),
            ("typography", group([
                ("labelSize", dimension(typography.labelSize)), ("labelWeight", weight(typography.labelWeight)),
                ("selectedLabelWeight", weight(typography.selectedLabelWeight)), ("badgeSize", dimension(typography.badgeSize)),
                ("badgeWeight", weight(typography.badgeWeight)),
            ])),
            ("metrics", group(Self.metricNames.map { ($0, dimension(metricsValues[$0] ?? nil)) })),
            ("motion", group(Self.motionNames.map { ($0, typed("number", .number(motionValues[$0] ?? 0))) })),
            ("floating", typed("boolean", .bool(floating))),
            ("filledSelectedIcons", typed("boolean", .bool(filledSelectedIcons))),
            ("labelMode", typed("string", .string(labelMode.rawValue))),
        ]))])
    }
}

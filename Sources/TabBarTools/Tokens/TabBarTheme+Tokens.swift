@_spi(TabBarKitInternal) import TabBarCore
extension TabBarTheme {
    /// The tokens a theme is made of, under `tabbar.` (required ones marked in docs/tokens.md).
    static let metricNames = [
        "barHeight", "compactBarHeight", "floatingHeight", "floatingMargin", "floatingBottomMargin", "maximumFloatingWidth",
        "iconSize", "compactIconSize", "iconTopPadding", "iconLabelSpacing", "minimumItemWidth", "scrollItemWidth",
        "scrollSpacing", "sidebarWidth", "sidebarRowHeight", "hairlineWidth", "badgeHeight", "dotSize", "cornerRadius",
    ]
    static let motionNames = ["indicatorResponse", "indicatorDamping", "selectedIconScale", "pressScale", "pressOpacity", "glowPeriod"]

    /// A theme from design tokens: missing optional tokens take the `system` theme's values (optional
    /// colours none); every problem is reported with its JSON path: those of the tokens the `tabbar`
    /// group reaches (`TabBarDesignTokens/problems`), then the theme's own, then values outside `TabBarThemeLimits`.
    /// Tokens the bar does not read are only `TabBarDesignTokens/warnings`.
    public init(tokens: TabBarDesignTokens, name: String? = nil) throws(TabBarConfigurationError) {
        self = try Self.imported(from: tokens, name: name).theme
    }

    /// A theme from design tokens, as `init(tokens:name:)`, with notes on values that were converted
    /// rather than read as written (a wide-gamut colour clamped into sRGB), each located.
    public static func imported(from tokens: TabBarDesignTokens, name: String? = nil) throws(TabBarConfigurationError) -> (theme: TabBarTheme, notes: [TabBarInputIssue]) {
        guard tokens.hasThemeGroup else { throw TabBarConfigurationError(Self.refusal(tokens)) }
        var r = ThemeTokenReader(tokens)
        let base = TabBarTheme.system
        let style = r.string("tabbar.background.style", options: TabBarBarBackgroundStyle.names).flatMap(TabBarBarBackgroundStyle.init(name:)) ?? base.background.style
        let backgroundColor = r.color("tabbar.background.color", required: true) ?? base.background.color, gradientEnd = r.color("tabbar.background.gradientEnd")
        // Effects a design system opts into: absent tokens mean none (not the system theme's).
        let overlayTop = r.color("tabbar.background.overlay.top"), overlayBottom = r.color("tabbar.background.overlay.bottom")
        let overlayOpacity = r.number("tabbar.background.overlay.opacity")
        let overlay = overlayTop.map { TabBarBackgroundOverlayTokens(top: $0, bottom: overlayBottom ?? $0, opacity: overlayOpacity ?? 1) }
        let background = TabBarBackgroundTokens(style: style, color: backgroundColor, gradientEnd: gradientEnd, overlay: overlay, glass: Self.glassTokens(&r))
        let shadowColor = r.color("tabbar.iconShadow.color"), shadowRadius = r.dimension("tabbar.iconShadow.radius")
        let shadowX = r.dimension("tabbar.iconShadow.x"), shadowY = r.dimension("tabbar.iconShadow.y")
        let iconShadow = shadowColor.map { TabBarIconShadowTokens(color: $0, radius: shadowRadius ?? 0, x: shadowX ?? 0, y: shadowY ?? 0) }
        let hairline = r.color("tabbar.hairline")
        let items = TabBarItemColors(
            selected: r.color("tabbar.item.selected", required: true) ?? base.items.selected,
            unselected: r.color("tabbar.item.unselected", required: true) ?? base.items.unselected,
            disabled: r.color("tabbar.item.disabled") ?? base.items.disabled)
        // The indicator's glow is on when its colour or radius is given; its colour defaults to the indicator's.
        let glowColor = r.color("tabbar.indicator.shadow.color"), glowRadius = r.dimension("tabbar.indicator.shadow.radius")
        let glowOpacity = r.number("tabbar.indicator.shadow.opacity")
        let glowX = r.dimension("tabbar.indicator.shadow.x"), glowY = r.dimension("tabbar.indicator.shadow.y")
        let indicatorShadow = glowColor != nil || glowRadius != nil
            ? TabBarIndicatorShadowTokens(color: glowColor, opacity: glowOpacity ?? 1, radius: glowRadius ?? 0, x: glowX ?? 0, y: glowY ?? 0) : nil
        let indicator = TabBarIndicatorTokens(
            style: r.string("tabbar.indicator.style", options: TabBarIndicatorStyle.names).flatMap(TabBarIndicatorStyle.init(name:)) ?? .none,
            color: r.color("tabbar.indicator.color") ?? items.selected, foreground: r.color("tabbar.indicator.foreground"),
            glowStyle: r.string("tabbar.indicator.glowStyle", options: TabBarGlowStyle.names).flatMap(TabBarGlowStyle.init(name:)),
            shadow: indicatorShadow, width: r.dimension("tabbar.indicator.width"))
        let badge = TabBarBadgeTokens(fill: r.color("tabbar.badge.fill", required: true) ?? base.badge.fill, text: r.color("tabbar.badge.text", required: true) ?? base.badge.text)
        let action = TabBarActionButtonTokens(
            fill: r.color("tabbar.action.fill", required: true) ?? base.actionButton.fill, gradientEnd: r.color("tabbar.action.gradientEnd"),
            foreground: r.color("tabbar.action.foreground", required: true) ?? base.actionButton.foreground, shadow: r.color("tabbar.action.shadow"),
            size: r.dimension("tabbar.action.size") ?? base.actionButton.size, rise: r.dimension("tabbar.action.rise") ?? base.actionButton.rise,
            notch: r.bool("tabbar.action.notch") ?? base.actionButton.notch)
        let t = base.typography
        let typography = TabBarTypography(
            labelSize: r.dimension("tabbar.typography.labelSize") ?? t.labelSize, labelWeight: r.weight("tabbar.typography.labelWeight") ?? t.labelWeight,
            selectedLabelWeight: r.weight("tabbar.typography.selectedLabelWeight") ?? t.selectedLabelWeight,
            badgeSize: r.dimension("tabbar.typography.badgeSize") ?? t.badgeSize, badgeWeight: r.weight("tabbar.typography.badgeWeight") ?? t.badgeWeight)
        var m: [String: Double] = [:]
        for key in Self.metricNames { m[key] = r.dimension("tabbar.metrics.\(key)") }
        let d = base.metrics
        let metrics = TabBarMetrics(
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
        let motion = TabBarMotionTokens(
            indicatorResponse: n["indicatorResponse"] ?? dm.indicatorResponse, indicatorDamping: n["indicatorDamping"] ?? dm.indicatorDamping,
            selectedIconScale: n["selectedIconScale"] ?? dm.selectedIconScale, pressScale: n["pressScale"] ?? dm.pressScale,
            pressOpacity: n["pressOpacity"] ?? dm.pressOpacity, glowPeriod: n["glowPeriod"] ?? dm.glowPeriod,
            selectedIconRestScale: r.number("tabbar.motion.selectedIconRestScale"), glowScale: r.number("tabbar.motion.glowScale"),
            menuCloseDuration: r.number("tabbar.motion.menuCloseDuration"), menuCloseScale: r.number("tabbar.motion.menuCloseScale"))
        let floating = r.bool("tabbar.floating") ?? base.floating
        let filled = r.bool("tabbar.filledSelectedIcons") ?? base.filledSelectedIcons
        let labelMode = r.string("tabbar.labelMode", options: TabBarLabelMode.allCases.map(\.rawValue)).flatMap(TabBarLabelMode.init(rawValue:)) ?? base.labelMode
        let tokenName = r.string("tabbar.name", options: [])
        for path in tokens.themePaths where !r.read.contains(path) {
            r.issues.append(TabBarInputIssue(tokens.token(path, mode: "light")?.location ?? path, "unknown token; see docs/tokens.md for the tokens a theme reads"))
        }
        r.flagUnreadSettings()
        var issues = IssueList()
        for issue in tokens.problems { issues.append(issue) }
        // A failure the tokens already report (with the role that reads it) is not reported again.
        for issue in r.issues.map(tokens.located) where !tokens.problems.contains(where: { $0.location == issue.location && $0.reason.hasPrefix(issue.reason) }) {
            issues.append(issue)
        }
        if !issues.list.isEmpty { throw TabBarConfigurationError(issues.list) }
        let theme = TabBarTheme(
            name: name ?? tokenName ?? "imported", background: background, hairline: hairline, items: items, indicator: indicator, badge: badge,
            actionButton: action, typography: typography, metrics: metrics, motion: motion, floating: floating, filledSelectedIcons: filled,
            labelMode: labelMode, iconShadow: iconShadow)
        let outOfRange = theme.problems().map { tokens.located(TabBarInputIssue(Self.tokenLocation(ofThemePath: $0.location), $0.reason)) }
        if !outOfRange.isEmpty { throw TabBarConfigurationError(outOfRange) }
        var notes = r.notes.list.map(tokens.located)
        if let first = r.darkFallbacks.first {
            let shown = r.darkFallbacks.prefix(6).joined(separator: ", ") + (r.darkFallbacks.count > 6 ? ", …" : "")
            notes.append(TabBarInputIssue(first, "\(r.darkFallbacks.count) colour role\(r.darkFallbacks.count == 1 ? " has" : "s have") no dark value, nor have the tokens they refer to, so dark reads the light value: \(shown)"))
        }
        return (theme, notes)
    }

    /// A few lines for tokens without a `tabbar` group: what was found and what to add.
    static func refusal(_ tokens: TabBarDesignTokens) -> [TabBarInputIssue] {
        let formats = Set(tokens.files.map(\.format))
        let names = tokens.files.map(\.name).filter { !$0.isEmpty }
        let files = names.isEmpty ? "the tokens" : names.joined(separator: " ")
        if formats == [.tokensStudioMetadata] {
            return [TabBarInputIssue(files, "this is Tokens Studio's $themes/$metadata, which lists token sets but holds no tokens; give the set files (and a tabbar map) instead")]
        }
        if formats.contains(.resolver) {
            return [TabBarInputIssue(files, "this is a DTCG resolver document, which names token files; give those files (and a tabbar map) instead")]
        }
        let found = formats.map(\.rawValue).sorted().joined(separator: " and ")
        return [
            TabBarInputIssue(files, "found \(tokens.paths.count) tokens (\(found)) but no tabbar group, so nothing says which of them the bar uses"),
            TabBarInputIssue("fix", "write a map from the bar's roles to your tokens: `tabbar tokens map-template -o tabbar.tokens.json`, set each $value to one of yours (\"{color.icon.accent.primary}\"), then `tabbar tokens import \(names.isEmpty ? "FILE…" : names.joined(separator: " ")) tabbar.tokens.json` (see docs/tokens.md)"),
        ]
    }

    /// The token that sets a theme property: `metrics.barHeight` → `tabbar.metrics.barHeight`, `actionButton.size` → `tabbar.action.size`.
    static func tokenLocation(ofThemePath path: String) -> String {
        if path.hasPrefix("actionButton.") { return "tabbar.action." + path.dropFirst("actionButton.".count) }
        return "tabbar." + path
    }

    /// The theme as a DTCG 2025.10 document (one tree, colours as sRGB colour objects, other appearances in
    /// `$extensions["org.tabbarkit.modes"]`, settings DTCG has no type for in the `tabbar` group's
    /// `$extensions["org.tabbarkit.theme"]`), which `init(tokens:name:)` reads back to an equal theme.
    @_spi(TabBarKitInternal) public var designTokens: TabBarJSONValue {
        func colorValue(_ c: TabBarColor) -> TabBarJSONValue {
            var members: [(key: String, value: TabBarJSONValue)] = [
                ("colorSpace", .string("srgb")), ("components", .array([.number(c.red), .number(c.green), .number(c.blue)])),
            ]
            if c.alpha != 1 { members.append(("alpha", .number(c.alpha))) }
            members.append(("hex", .string(String(TabBarColor(red: c.red, green: c.green, blue: c.blue).hex.lowercased().prefix(7)))))
            return .object(members)
        }
        func color(_ c: TabBarDynamicColor?) -> TabBarJSONValue? {
            guard let c else { return nil }
            var modes: [(key: String, value: TabBarJSONValue)] = []
            if c.dark != c.light { modes.append(("dark", colorValue(c.dark))) }
            if let v = c.lightIncreasedContrast { modes.append(("lightIncreasedContrast", colorValue(v))) }
            if let v = c.darkIncreasedContrast { modes.append(("darkIncreasedContrast", colorValue(v))) }
            var token: [(key: String, value: TabBarJSONValue)] = [("$type", .string("color")), ("$value", colorValue(c.light))]
            if !modes.isEmpty { token.append(("$extensions", .object([(TabBarDesignTokens.modesExtension, .object(modes))]))) }
            return .object(token)
        }
        func typed(_ type: String, _ value: TabBarJSONValue) -> TabBarJSONValue { .object([("$type", .string(type)), ("$value", value)]) }
        func dimension(_ v: Double?) -> TabBarJSONValue? { v.map { typed("dimension", .object([("value", .number($0)), ("unit", .string("px"))])) } }
        func seconds(_ v: Double) -> TabBarJSONValue { typed("duration", .object([("value", .number(v)), ("unit", .string("s"))])) }
        func weight(_ w: TabBarFontWeight) -> TabBarJSONValue {
            typed("fontWeight", .int(["regular": 400, "medium": 500, "semibold": 600, "bold": 700][w.rawValue] ?? 400))
        }
        func group(_ members: [(String, TabBarJSONValue?)]) -> TabBarJSONValue { .object(members.compactMap { m in m.1.map { (m.0, $0) } }) }
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
        let settings: TabBarJSONValue = .object([
            ("name", .string(name)),
            ("background", .object([("style", .string(background.style.name))] + (background.glass.map { [("glass", .object([("fallback", .string($0.fallback.rawValue))]))] } ?? []))),
            ("indicator", .object([("style", .string(indicator.style.name))] + (indicator.glowStyle.map { [("glowStyle", .string($0.name))] } ?? []))),
            ("action", .object([("notch", .bool(actionButton.notch))])),
            ("floating", .bool(floating)),
            ("filledSelectedIcons", .bool(filledSelectedIcons)),
            ("labelMode", .string(labelMode.rawValue)),
        ])
        return .object([("tabbar", group([
            ("$extensions", .object([(TabBarDesignTokens.settingsExtension, settings)])),
            ("background", group([
                ("color", color(background.color)), ("gradientEnd", color(background.gradientEnd)),
                ("overlay", background.overlay.map { o in group([("top", color(o.top)), ("bottom", color(o.bottom)), ("opacity", typed("number", .number(o.opacity)))]) }),
                ("glass", background.glass.map { g in
                    group([("fallbackColor", color(g.fallbackColor)), ("specular", typed("number", .number(g.specular))), ("tintOpacity", typed("number", .number(g.tintOpacity)))])
                }),
            ])),
            ("iconShadow", iconShadow.map { s in group([("color", color(s.color)), ("radius", dimension(s.radius)), ("x", dimension(s.x)), ("y", dimension(s.y))]) }),
            ("hairline", color(hairline)),
            ("item", group([("selected", color(items.selected)), ("unselected", color(items.unselected)), ("disabled", color(items.disabled))])),
            ("indicator", group([
                ("color", color(indicator.color)), ("foreground", color(indicator.foreground)), ("width", dimension(indicator.width)),
                ("shadow", indicator.shadow.map { s in
                    group([("color", color(s.color)), ("opacity", typed("number", .number(s.opacity))), ("radius", dimension(s.radius)), ("x", dimension(s.x)), ("y", dimension(s.y))])
                }),
            ])),
            ("badge", group([("fill", color(badge.fill)), ("text", color(badge.text))])),
            ("action", group([
                ("fill", color(actionButton.fill)), ("gradientEnd", color(actionButton.gradientEnd)), ("foreground", color(actionButton.foreground)),
                ("shadow", color(actionButton.shadow)), ("size", dimension(actionButton.size)), ("rise", dimension(actionButton.rise)),
            ])),
            ("typography", group([
                ("labelSize", dimension(typography.labelSize)), ("labelWeight", weight(typography.labelWeight)),
                ("selectedLabelWeight", weight(typography.selectedLabelWeight)), ("badgeSize", dimension(typography.badgeSize)),
                ("badgeWeight", weight(typography.badgeWeight)),
            ])),
            ("metrics", group(Self.metricNames.map { ($0, dimension(metricsValues[$0] ?? nil)) })),
            ("motion", group(Self.motionNames.map { key in
                let v = motionValues[key] ?? 0
                return (key, Self.durationMotion.contains(key) ? seconds(v) : typed("number", .number(v)))
            } + [
                ("selectedIconRestScale", motion.selectedIconRestScale.map { typed("number", .number($0)) }),
                ("glowScale", motion.glowScale.map { typed("number", .number($0)) }),
                ("menuCloseDuration", motion.menuCloseDuration.map(seconds)), ("menuCloseScale", motion.menuCloseScale.map { typed("number", .number($0)) }),
            ])),
        ]))])
    }

    /// The motion tokens that are durations (seconds); the others are plain numbers.
    static let durationMotion: Set<String> = ["indicatorResponse", "glowPeriod", "menuCloseDuration"]

    /// The group of the map template that holds the `system` theme's colours (every appearance), which the
    /// template's colour roles refer to until they are pointed at a design system's own tokens.
    public static let templateDefaultsGroup = "tabbarDefaults"

    /// A starter alias map: every role the bar reads, with its type, whether it is required, its
    /// meaning and the `system` theme's default as the value, ready to point at a design system's own
    /// tokens (`"$value": "{color.icon.accent.primary}"`). It imports as it is, to the `system` theme's values.
    ///
    /// A colour role refers to the `system` theme's colour in `templateDefaultsGroup` (which holds its dark and
    /// increased-contrast values), so that replacing the reference replaces every appearance: the user's token gives
    /// them all. The template names no theme (the imported theme is named after the map's file, or `--name`).
    @_spi(TabBarKitInternal) public static var tokenMapTemplate: TabBarJSONValue {
        let system = TabBarTheme.system.designTokens
        let roles: [String: String] = [
            "background.color": "required: the bar's background", "background.gradientEnd": "the far end of a gradient background",
            "hairline": "the line above the bar", "item.selected": "required: the selected tab's icon and label",
            "item.unselected": "required: the other tabs' icons and labels", "item.disabled": "disabled tabs",
            "indicator.color": "the selection indicator (default: item.selected)", "indicator.foreground": "the selected icon on a filled pill",
            "badge.fill": "required: badge background", "badge.text": "required: badge text", "action.fill": "required: the action button",
            "action.gradientEnd": "the action button's gradient end", "action.foreground": "required: the action button's icon",
            "action.shadow": "the action button's shadow colour", "action.size": "the action button's diameter", "action.rise": "how far it rises above the bar",
        ]
        var defaults: [(key: String, value: TabBarJSONValue)] = []
        func annotate(_ value: TabBarJSONValue, path: String) -> TabBarJSONValue {
            guard case .object(let members) = value else { return value }
            if members.contains(where: { $0.key == "$value" }) {
                let role = roles[path] ?? (path.hasPrefix("typography.") ? "label and badge type" : path.hasPrefix("metrics.") ? "bar geometry (points)" : "motion")
                let description = ("$description", TabBarJSONValue.string("\(role); the system theme's value; replace it with a reference to one of your tokens"))
                guard members.contains(where: { $0.key == "$type" && $0.value == .string("color") }) else { return .object([description] + members) }
                // A colour: the system's value (every appearance) goes to the defaults group, the role refers to it.
                defaults = Self.inserting(.object(members), at: path.split(separator: ".").map(String.init), into: defaults)
                return .object([description, ("$type", .string("color")), ("$value", .string("{\(templateDefaultsGroup).\(path)}"))])
            }
            return .object(members.compactMap { member in
                if member.key == "$extensions" { return Self.withoutName(member) }
                return member.key.hasPrefix("$") ? member : (member.key, annotate(member.value, path: TabBarDesignTokens.join(path, member.key)))
            })
        }
        guard case .object(let top)? = Optional(system), let tabbar = top.first?.value, case .object(var members) = annotate(tabbar, path: "") else { return system }
        let optional = "Optional colours that default to none (add a color token to set one): hairline, background.gradientEnd, indicator.foreground, action.gradientEnd, action.shadow. "
            + "Settings DTCG has no type for live in $extensions[\"\(TabBarDesignTokens.settingsExtension)\"]: name, background.style (solid, material, gradient, glass), "
            + "indicator.style (none, underline, pill, dot, glow), action.notch, floating, filledSelectedIcons, labelMode (always, selectedOnly, never). "
            + "Colour roles refer to \(templateDefaultsGroup) (the system theme's colours in every appearance) until you point them at your tokens. "
            + "Unknown tokens under tabbar are errors."
        members.insert(("$description", .string(optional)), at: 0)
        let defaultsGroup: [(key: String, value: TabBarJSONValue)] = [
            ("$description", .string("The system theme's colours, light, dark and increased contrast, which the roles above refer to until you point them at your own tokens; what no role refers to is ignored.")),
        ] + defaults
        return .object([("tabbar", .object(members)), (templateDefaultsGroup, .object(defaultsGroup))])
    }

    /// A group's members with `value` put at `path` (groups made as needed).
    static func inserting(_ value: TabBarJSONValue, at path: [String], into members: [(key: String, value: TabBarJSONValue)]) -> [(key: String, value: TabBarJSONValue)] {
        guard let first = path.first else { return members }
        var members = members
        if path.count == 1 {
            members.append((first, value))
            return members
        }
        let index = members.firstIndex { $0.key == first }
        var inner: [(key: String, value: TabBarJSONValue)] = []
        if let index, case .object(let existing) = members[index].value { inner = existing }
        let updated = TabBarJSONValue.object(inserting(value, at: Array(path.dropFirst()), into: inner))
        if let index { members[index].value = updated } else { members.append((first, updated)) }
        return members
    }

    /// The `tabbar` group's extensions without the theme's name (a template names no theme).
    static func withoutName(_ member: (key: String, value: TabBarJSONValue)) -> (key: String, value: TabBarJSONValue) {
        guard case .object(var extensions) = member.value, let i = extensions.firstIndex(where: { $0.key == TabBarDesignTokens.settingsExtension }),
            case .object(let settings) = extensions[i].value
        else { return member }
        extensions[i].value = .object(settings.filter { $0.key != "name" })
        return (member.key, .object(extensions))
    }
}

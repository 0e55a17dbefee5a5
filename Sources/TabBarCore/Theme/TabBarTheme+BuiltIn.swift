extension TabBarTheme {
    /// Every built-in theme, in gallery order.
    public static let builtIn: [TabBarTheme] = [.system, .midnight, .floating, .wireframe]

    /// The built-in theme with a name.
    public static func named(_ name: String) -> TabBarTheme? { builtIn.first { $0.name == name } }

    /// The metrics of the iOS bar.
    static let standardMetrics = TabBarMetrics(
        barHeight: 49, compactBarHeight: 32, floatingHeight: 64, floatingMargin: 16, floatingBottomMargin: 8,
        maximumFloatingWidth: 560, iconSize: 24, compactIconSize: 20, iconTopPadding: 6, iconLabelSpacing: 2,
        minimumItemWidth: 60, scrollItemWidth: 76, scrollSpacing: 4, sidebarWidth: 260, sidebarRowHeight: 44,
        hairlineWidth: 0.33, badgeHeight: 18, dotSize: 8, cornerRadius: nil)

    static let standardMotion = TabBarMotionTokens(
        indicatorResponse: 0.35, indicatorDamping: 0.8, selectedIconScale: 1.1, pressScale: 0.85, pressOpacity: 0.8,
        glowPeriod: 0)

    /// Close to the iOS default: a thin frosted material (articles 000 and 003's ultra-thin material under a
    /// 60 % fill), a hairline, filled selected icons and semibold labels, white on red badges in both
    /// appearances as iOS draws them; the action menu closes as article 000's does (ease-in 0.15 s,
    /// shrinking to half its size).
    public static let system = TabBarTheme(
        name: "system",
        background: TabBarBackgroundTokens(style: .material, color: TabBarDynamicColor("#F7F7F899", "#16161899", highContrast: ("#FFFFFF", "#000000"))),
        hairline: TabBarDynamicColor("#0000004D", "#FFFFFF2E", highContrast: ("#000000", "#FFFFFF")),
        items: TabBarItemColors(
            selected: TabBarDynamicColor("#0062D1", "#3D9BFF", highContrast: ("#0040A8", "#8AC2FF")),
            unselected: TabBarDynamicColor("#67676D", "#9A9AA1", highContrast: ("#3A3A3F", "#C9C9CF")),
            disabled: TabBarDynamicColor("#C7C7CC", "#48484A")),
        indicator: TabBarIndicatorTokens(style: .none, color: TabBarDynamicColor("#0062D1", "#3D9BFF")),
        badge: TabBarBadgeTokens(fill: TabBarDynamicColor("#D92D20", "#DC3126", highContrast: ("#B0140A", "#B0140A")), text: TabBarDynamicColor("#FFFFFF", "#FFFFFF")),
        actionButton: TabBarActionButtonTokens(
            fill: TabBarDynamicColor("#0062D1", "#3D9BFF"), gradientEnd: nil, foreground: TabBarDynamicColor("#FFFFFF", "#000000"),
            shadow: TabBarDynamicColor("#0062D159", "#00000099"), size: 56, rise: 18, notch: false),
        typography: TabBarTypography(labelSize: 10, labelWeight: .medium, selectedLabelWeight: .semibold, badgeSize: 12, badgeWeight: .semibold),
        metrics: standardMetrics,
        motion: TabBarMotionTokens(
            indicatorResponse: 0.35, indicatorDamping: 0.8, selectedIconScale: 1.1, pressScale: 0.85, pressOpacity: 0.8, glowPeriod: 0,
            menuCloseDuration: 0.15, menuCloseScale: 0.5),
        floating: false, filledSelectedIcons: true, labelMode: .always)

    /// A dark branded look (article 002's): a deep gradient, a ring glow that breathes round the selected
    /// icon, a glowing shadow under it, and a notched gradient action button.
    public static let midnight = TabBarTheme(
        name: "midnight",
        background: TabBarBackgroundTokens(
            style: .gradient, color: TabBarDynamicColor("#F4F1FF", "#1A1538", highContrast: ("#FFFFFF", "#0E0B22")),
            gradientEnd: TabBarDynamicColor("#E6E0FF", "#0B0918", highContrast: ("#F4F1FF", "#000000"))),
        hairline: TabBarDynamicColor("#5B3FD933", "#8B6CFF40"),
        items: TabBarItemColors(
            selected: TabBarDynamicColor("#4B2FC4", "#D4C8FF", highContrast: ("#2E1A8A", "#FFFFFF")),
            unselected: TabBarDynamicColor("#5E5878", "#A39CC8", highContrast: ("#3A3550", "#D6D1EE")),
            disabled: TabBarDynamicColor("#B9B4CC", "#4A4566")),
        indicator: TabBarIndicatorTokens(style: .glow, color: TabBarDynamicColor("#7C5CFF", "#9C82FF"), glowStyle: .ring),
        badge: TabBarBadgeTokens(fill: TabBarDynamicColor("#D1245F", "#D1245F"), text: TabBarDynamicColor("#FFFFFF", "#FFFFFF")),
        actionButton: TabBarActionButtonTokens(
            fill: TabBarDynamicColor("#6A4BFF", "#7352F5"), gradientEnd: TabBarDynamicColor("#C94BFF", "#B845EA"),
            foreground: TabBarDynamicColor("#FFFFFF", "#FFFFFF"), shadow: TabBarDynamicColor("#6A4BFF66", "#9C82FF80"),
            size: 58, rise: 29, notch: true),
        typography: TabBarTypography(labelSize: 10, labelWeight: .medium, selectedLabelWeight: .bold, badgeSize: 12, badgeWeight: .bold),
        metrics: standardMetrics,
        motion: TabBarMotionTokens(indicatorResponse: 0.4, indicatorDamping: 0.75, selectedIconScale: 1.1, pressScale: 0.85, pressOpacity: 0.8, glowPeriod: 3, glowScale: 1.15),
        floating: false, filledSelectedIcons: true, labelMode: .always,
        iconShadow: TabBarIconShadowTokens(color: TabBarDynamicColor("#7C5CFF80", "#9C82FF80"), radius: 8))

    /// A floating capsule with margins, a shadow and a pill indicator.
    public static let floating = TabBarTheme(
        name: "floating",
        background: TabBarBackgroundTokens(style: .solid, color: TabBarDynamicColor("#FFFFFF", "#26262B", highContrast: ("#FFFFFF", "#000000"))),
        hairline: TabBarDynamicColor("#0000001F", "#FFFFFF24", highContrast: ("#000000", "#FFFFFF")),
        items: TabBarItemColors(
            selected: TabBarDynamicColor("#0B57C2", "#8EC1FF", highContrast: ("#063A85", "#C2DEFF")),
            unselected: TabBarDynamicColor("#5C5F66", "#A4A8B0", highContrast: ("#2F3136", "#D5D8DE")),
            disabled: TabBarDynamicColor("#C4C6CC", "#4B4D52")),
        indicator: TabBarIndicatorTokens(style: .pill, color: TabBarDynamicColor("#0B57C2", "#8EC1FF", highContrast: ("#063A85", "#C2DEFF")), foreground: TabBarDynamicColor("#FFFFFF", "#0A1A33")),
        badge: TabBarBadgeTokens(fill: TabBarDynamicColor("#C8261C", "#D0342C"), text: TabBarDynamicColor("#FFFFFF", "#FFFFFF")),
        actionButton: TabBarActionButtonTokens(
            fill: TabBarDynamicColor("#0B57C2", "#8EC1FF"), gradientEnd: nil, foreground: TabBarDynamicColor("#FFFFFF", "#0A1A33"),
            shadow: TabBarDynamicColor("#0B57C24D", "#00000080"), size: 52, rise: 14, notch: false),
        typography: TabBarTypography(labelSize: 10, labelWeight: .medium, selectedLabelWeight: .semibold, badgeSize: 11, badgeWeight: .semibold),
        metrics: standardMetrics, motion: standardMotion, floating: true, filledSelectedIcons: true, labelMode: .always)

    /// Greyscale, flat and outlined, for prototypes; selection is an underline and a bold label.
    public static let wireframe = TabBarTheme(
        name: "wireframe",
        background: TabBarBackgroundTokens(style: .solid, color: TabBarDynamicColor("#FFFFFF", "#141414")),
        hairline: TabBarDynamicColor("#1A1A1A", "#E6E6E6"),
        items: TabBarItemColors(
            selected: TabBarDynamicColor("#000000", "#FFFFFF"),
            unselected: TabBarDynamicColor("#616161", "#A8A8A8", highContrast: ("#333333", "#D6D6D6")),
            disabled: TabBarDynamicColor("#C2C2C2", "#4D4D4D")),
        indicator: TabBarIndicatorTokens(style: .underline, color: TabBarDynamicColor("#000000", "#FFFFFF")),
        badge: TabBarBadgeTokens(fill: TabBarDynamicColor("#1A1A1A", "#F0F0F0"), text: TabBarDynamicColor("#FFFFFF", "#000000")),
        actionButton: TabBarActionButtonTokens(
            fill: TabBarDynamicColor("#FFFFFF", "#141414"), gradientEnd: nil, foreground: TabBarDynamicColor("#000000", "#FFFFFF"),
            shadow: nil, size: 52, rise: 12, notch: false),
        typography: TabBarTypography(labelSize: 10, labelWeight: .regular, selectedLabelWeight: .bold, badgeSize: 11, badgeWeight: .bold),
        metrics: standardMetrics, motion: standardMotion, floating: false, filledSelectedIcons: false, labelMode: .always)
}

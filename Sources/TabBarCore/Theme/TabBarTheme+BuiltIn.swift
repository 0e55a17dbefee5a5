extension TabBarTheme {
    /// Every built-in theme, in gallery order.
    public static let builtIn: [TabBarTheme] = [.system, .midnight, .floating, .wireframe]

    /// The built-in theme with a name.
    public static func named(_ name: String) -> TabBarTheme? { builtIn.first { $0.name == name } }

    /// The metrics of the iOS bar.
    static let standardMetrics = Metrics(
        barHeight: 49, compactBarHeight: 32, floatingHeight: 64, floatingMargin: 16, floatingBottomMargin: 8,
        maximumFloatingWidth: 560, iconSize: 24, compactIconSize: 20, iconTopPadding: 6, iconLabelSpacing: 2,
        minimumItemWidth: 60, scrollItemWidth: 76, scrollSpacing: 4, sidebarWidth: 260, sidebarRowHeight: 44,
        hairlineWidth: 0.33, badgeHeight: 18, dotSize: 8, cornerRadius: nil)

    static let standardMotion = MotionTokens(
        indicatorResponse: 0.35, indicatorDamping: 0.8, selectedIconScale: 1.1, pressScale: 0.85, pressOpacity: 0.8,
        glowPeriod: 0)

    /// Close to the iOS default: a translucent material, a hairline, filled selected icons and semibold labels;
    /// the action menu closes as article 000's does (ease-in 0.15 s, shrinking to half its size).
    public static let system = TabBarTheme(
        name: "system",
        background: BackgroundTokens(style: .material, color: DynamicColor("#F7F7F8F0", "#161618EB", highContrast: ("#FFFFFF", "#000000"))),
        hairline: DynamicColor("#0000004D", "#FFFFFF2E", highContrast: ("#000000", "#FFFFFF")),
        items: ItemColors(
            selected: DynamicColor("#0062D1", "#3D9BFF", highContrast: ("#0040A8", "#8AC2FF")),
            unselected: DynamicColor("#67676D", "#9A9AA1", highContrast: ("#3A3A3F", "#C9C9CF")),
            disabled: DynamicColor("#C7C7CC", "#48484A")),
        indicator: IndicatorTokens(style: .none, color: DynamicColor("#0062D1", "#3D9BFF")),
        badge: BadgeTokens(fill: DynamicColor("#D92D20", "#FF453A", highContrast: ("#B0140A", "#FF6961")), text: DynamicColor("#FFFFFF", "#000000")),
        actionButton: ActionButtonTokens(
            fill: DynamicColor("#0062D1", "#3D9BFF"), gradientEnd: nil, foreground: DynamicColor("#FFFFFF", "#000000"),
            shadow: DynamicColor("#0062D159", "#00000099"), size: 56, rise: 18, notch: false),
        typography: Typography(labelSize: 10, labelWeight: .medium, selectedLabelWeight: .semibold, badgeSize: 12, badgeWeight: .semibold),
        metrics: standardMetrics,
        motion: MotionTokens(
            indicatorResponse: 0.35, indicatorDamping: 0.8, selectedIconScale: 1.1, pressScale: 0.85, pressOpacity: 0.8, glowPeriod: 0,
            menuCloseDuration: 0.15, menuCloseScale: 0.5),
        floating: false, filledSelectedIcons: true, labelMode: .always)

    /// A dark branded look (article 002's): a deep gradient, a ring glow that breathes round the selected
    /// icon, a glowing shadow under it, and a notched gradient action button.
    public static let midnight = TabBarTheme(
        name: "midnight",
        background: BackgroundTokens(
            style: .gradient, color: DynamicColor("#F4F1FF", "#1A1538", highContrast: ("#FFFFFF", "#0E0B22")),
            gradientEnd: DynamicColor("#E6E0FF", "#0B0918", highContrast: ("#F4F1FF", "#000000"))),
        hairline: DynamicColor("#5B3FD933", "#8B6CFF40"),
        items: ItemColors(
            selected: DynamicColor("#4B2FC4", "#D4C8FF", highContrast: ("#2E1A8A", "#FFFFFF")),
            unselected: DynamicColor("#5E5878", "#A39CC8", highContrast: ("#3A3550", "#D6D1EE")),
            disabled: DynamicColor("#B9B4CC", "#4A4566")),
        indicator: IndicatorTokens(style: .glow, color: DynamicColor("#7C5CFF", "#9C82FF"), glowStyle: .ring),
        badge: BadgeTokens(fill: DynamicColor("#D1245F", "#FF5C93"), text: DynamicColor("#FFFFFF", "#1A0010")),
        actionButton: ActionButtonTokens(
            fill: DynamicColor("#6A4BFF", "#7352F5"), gradientEnd: DynamicColor("#C94BFF", "#B845EA"),
            foreground: DynamicColor("#FFFFFF", "#FFFFFF"), shadow: DynamicColor("#6A4BFF66", "#9C82FF80"),
            size: 58, rise: 29, notch: true),
        typography: Typography(labelSize: 10, labelWeight: .medium, selectedLabelWeight: .bold, badgeSize: 12, badgeWeight: .bold),
        metrics: standardMetrics,
        motion: MotionTokens(indicatorResponse: 0.4, indicatorDamping: 0.75, selectedIconScale: 1.1, pressScale: 0.85, pressOpacity: 0.8, glowPeriod: 3, glowScale: 1.15),
        floating: false, filledSelectedIcons: true, labelMode: .always,
        iconShadow: IconShadowTokens(color: DynamicColor("#7C5CFF80", "#9C82FF80"), radius: 8))

    /// A floating capsule with margins, a shadow and a pill indicator.
    public static let floating = TabBarTheme(
        name: "floating",
        background: BackgroundTokens(style: .solid, color: DynamicColor("#FFFFFF", "#26262B", highContrast: ("#FFFFFF", "#000000"))),
        hairline: DynamicColor("#0000001F", "#FFFFFF24", highContrast: ("#000000", "#FFFFFF")),
        items: ItemColors(
            selected: DynamicColor("#0B57C2", "#8EC1FF", highContrast: ("#063A85", "#C2DEFF")),
            unselected: DynamicColor("#5C5F66", "#A4A8B0", highContrast: ("#2F3136", "#D5D8DE")),
            disabled: DynamicColor("#C4C6CC", "#4B4D52")),
        indicator: IndicatorTokens(style: .pill, color: DynamicColor("#0B57C2", "#8EC1FF", highContrast: ("#063A85", "#C2DEFF")), foreground: DynamicColor("#FFFFFF", "#0A1A33")),
        badge: BadgeTokens(fill: DynamicColor("#C8261C", "#FF6B61"), text: DynamicColor("#FFFFFF", "#1A0000")),
        actionButton: ActionButtonTokens(
            fill: DynamicColor("#0B57C2", "#8EC1FF"), gradientEnd: nil, foreground: DynamicColor("#FFFFFF", "#0A1A33"),
            shadow: DynamicColor("#0B57C24D", "#00000080"), size: 52, rise: 14, notch: false),
        typography: Typography(labelSize: 10, labelWeight: .medium, selectedLabelWeight: .semibold, badgeSize: 11, badgeWeight: .semibold),
        metrics: standardMetrics, motion: standardMotion, floating: true, filledSelectedIcons: true, labelMode: .always)

    /// Greyscale, flat and outlined, for prototypes; selection is an underline and a bold label.
    public static let wireframe = TabBarTheme(
        name: "wireframe",
        background: BackgroundTokens(style: .solid, color: DynamicColor("#FFFFFF", "#141414")),
        hairline: DynamicColor("#1A1A1A", "#E6E6E6"),
        items: ItemColors(
            selected: DynamicColor("#000000", "#FFFFFF"),
            unselected: DynamicColor("#616161", "#A8A8A8", highContrast: ("#333333", "#D6D6D6")),
            disabled: DynamicColor("#C2C2C2", "#4D4D4D")),
        indicator: IndicatorTokens(style: .underline, color: DynamicColor("#000000", "#FFFFFF")),
        badge: BadgeTokens(fill: DynamicColor("#1A1A1A", "#F0F0F0"), text: DynamicColor("#FFFFFF", "#000000")),
        actionButton: ActionButtonTokens(
            fill: DynamicColor("#FFFFFF", "#141414"), gradientEnd: nil, foreground: DynamicColor("#000000", "#FFFFFF"),
            shadow: nil, size: 52, rise: 12, notch: false),
        typography: Typography(labelSize: 10, labelWeight: .regular, selectedLabelWeight: .bold, badgeSize: 11, badgeWeight: .bold),
        metrics: standardMetrics, motion: standardMotion, floating: false, filledSelectedIcons: false, labelMode: .always)
}

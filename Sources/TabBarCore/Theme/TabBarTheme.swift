/// A complete look, as semantic design tokens; every colour resolves for light, dark and increased contrast.
public struct TabBarTheme: Hashable, Codable, Sendable {
    /// The theme's name (`system`, `midnight`, …).
    public var name: String
    /// The bar's background.
    public var background: TabBarBackgroundTokens
    /// The top hairline colour; `nil` draws none.
    public var hairline: TabBarDynamicColor?
    /// Icon and label colours.
    public var items: TabBarItemColors
    /// The selection indicator.
    public var indicator: TabBarIndicatorTokens
    /// Badge colours.
    public var badge: TabBarBadgeTokens
    /// The centre action button.
    public var actionButton: TabBarActionButtonTokens
    /// Type sizes and weights.
    public var typography: TabBarTypography
    /// Sizes and spacing.
    public var metrics: TabBarMetrics
    /// Animation parameters.
    public var motion: TabBarMotionTokens
    /// Whether the bar floats as a capsule with margins instead of spanning the screen edge to edge.
    public var floating: Bool
    /// Whether selected icons switch to their filled variant when one exists.
    public var filledSelectedIcons: Bool
    /// Which labels show.
    public var labelMode: TabBarLabelMode
    /// A shadow under the selected icon; `nil` for none.
    public var iconShadow: TabBarIconShadowTokens?

    /// Creates a theme from its tokens.
    public init(
        name: String, background: TabBarBackgroundTokens, hairline: TabBarDynamicColor?, items: TabBarItemColors, indicator: TabBarIndicatorTokens,
        badge: TabBarBadgeTokens, actionButton: TabBarActionButtonTokens, typography: TabBarTypography, metrics: TabBarMetrics, motion: TabBarMotionTokens,
        floating: Bool, filledSelectedIcons: Bool, labelMode: TabBarLabelMode, iconShadow: TabBarIconShadowTokens? = nil
    ) {
        self.name = name
        self.background = background
        self.hairline = hairline
        self.items = items
        self.indicator = indicator
        self.badge = badge
        self.actionButton = actionButton
        self.typography = typography
        self.metrics = metrics
        self.motion = motion
        self.floating = floating
        self.filledSelectedIcons = filledSelectedIcons
        self.labelMode = labelMode
        self.iconShadow = iconShadow
    }
}

/// Background tokens.
public struct TabBarBackgroundTokens: Hashable, Codable, Sendable {
    /// The style.
    public var style: TabBarBarBackgroundStyle
    /// The fill (or the gradient's top colour).
    public var color: TabBarDynamicColor
    /// The gradient's bottom colour.
    public var gradientEnd: TabBarDynamicColor?
    /// A gradient laid over the background (over a material's blur, or any fill); `nil` for none.
    public var overlay: TabBarBackgroundOverlayTokens?
    /// A glass background's fallback and rim; `nil` is ``TabBarGlassTokens/standard`` (used by the `glass` style only).
    public var glass: TabBarGlassTokens?
    /// Creates background tokens.
    public init(
        style: TabBarBarBackgroundStyle, color: TabBarDynamicColor, gradientEnd: TabBarDynamicColor? = nil, overlay: TabBarBackgroundOverlayTokens? = nil,
        glass: TabBarGlassTokens? = nil
    ) {
        self.style = style
        self.color = color
        self.gradientEnd = gradientEnd
        self.overlay = overlay
        self.glass = glass
    }
}

/// Icon and label colours per item state.
public struct TabBarItemColors: Hashable, Codable, Sendable {
    /// The colour of the selected item.
    public var selected: TabBarDynamicColor
    /// The colour of unselected items.
    public var unselected: TabBarDynamicColor
    /// The colour of disabled items.
    public var disabled: TabBarDynamicColor
    /// Creates item colours.
    public init(selected: TabBarDynamicColor, unselected: TabBarDynamicColor, disabled: TabBarDynamicColor) {
        self.selected = selected
        self.unselected = unselected
        self.disabled = disabled
    }
}

/// The selection indicator's look.
public struct TabBarIndicatorTokens: Hashable, Codable, Sendable {
    /// The style.
    public var style: TabBarIndicatorStyle
    /// The colour.
    public var color: TabBarDynamicColor
    /// The selected icon's colour when it sits on the indicator (a filled pill); `nil` keeps the selected colour.
    public var foreground: TabBarDynamicColor?
    /// How the `glow` style looks; `nil` is ``TabBarGlowStyle/soft``.
    public var glowStyle: TabBarGlowStyle?
    /// A glow cast by an underline, pill or dot indicator (article 003's); `nil` for none.
    public var shadow: TabBarIndicatorShadowTokens?
    /// An underline's width in points (article 000's 20, article 003's 32), at most the item's width less 8;
    /// `nil` spans the item's icon and label and 4 points either side.
    public var width: Double?
    /// Creates indicator tokens.
    public init(
        style: TabBarIndicatorStyle, color: TabBarDynamicColor, foreground: TabBarDynamicColor? = nil, glowStyle: TabBarGlowStyle? = nil,
        shadow: TabBarIndicatorShadowTokens? = nil, width: Double? = nil
    ) {
        self.style = style
        self.color = color
        self.foreground = foreground
        self.glowStyle = glowStyle
        self.shadow = shadow
        self.width = width
    }

    /// The glow's look: ``glowStyle``, soft when unset.
    public var resolvedGlowStyle: TabBarGlowStyle { glowStyle ?? .soft }
}

/// Badge colours.
public struct TabBarBadgeTokens: Hashable, Codable, Sendable {
    /// The fill colour.
    public var fill: TabBarDynamicColor
    /// The text colour.
    public var text: TabBarDynamicColor
    /// Creates badge tokens.
    public init(fill: TabBarDynamicColor, text: TabBarDynamicColor) {
        self.fill = fill
        self.text = text
    }
}

/// The centre action button.
public struct TabBarActionButtonTokens: Hashable, Codable, Sendable {
    /// The fill (or the gradient's start).
    public var fill: TabBarDynamicColor
    /// The gradient's end; `nil` for a flat fill.
    public var gradientEnd: TabBarDynamicColor?
    /// The glyph colour.
    public var foreground: TabBarDynamicColor
    /// The shadow colour; `nil` for none.
    public var shadow: TabBarDynamicColor?
    /// The button's diameter.
    public var size: Double
    /// How far the button's top rises above the bar's top edge.
    public var rise: Double
    /// Whether the bar's top edge curves around the button.
    public var notch: Bool

    /// Creates action button tokens.
    public init(fill: TabBarDynamicColor, gradientEnd: TabBarDynamicColor?, foreground: TabBarDynamicColor, shadow: TabBarDynamicColor?, size: Double, rise: Double, notch: Bool) {
        self.fill = fill
        self.gradientEnd = gradientEnd
        self.foreground = foreground
        self.shadow = shadow
        self.size = size
        self.rise = rise
        self.notch = notch
    }
}

extension TabBarActionButtonTokens {
    /// A round button in `accent` fading to 80 % across it, a white glyph and an `accent` shadow at 40 %
    /// (article 000's floating button), `size` points wide and raised by `rise`.
    public static func accentGradient(_ accent: TabBarDynamicColor, size: Double, rise: Double) -> TabBarActionButtonTokens {
        func faded(_ alpha: Double) -> TabBarDynamicColor {
            TabBarDynamicColor(
                light: accent.light.withAlpha(alpha), dark: accent.dark.withAlpha(alpha),
                lightIncreasedContrast: accent.lightIncreasedContrast?.withAlpha(alpha), darkIncreasedContrast: accent.darkIncreasedContrast?.withAlpha(alpha))
        }
        return TabBarActionButtonTokens(fill: accent, gradientEnd: faded(0.8), foreground: .fixed(.white), shadow: faded(0.4), size: size, rise: rise, notch: false)
    }
}

/// Type sizes (at the `large` Dynamic Type size) and weights.
public struct TabBarTypography: Hashable, Codable, Sendable {
    /// The label size in points at the `large` text size.
    public var labelSize: Double
    /// The weight of unselected labels.
    public var labelWeight: TabBarFontWeight
    /// The weight of the selected label.
    public var selectedLabelWeight: TabBarFontWeight
    /// The badge text size in points.
    public var badgeSize: Double
    /// The badge text weight.
    public var badgeWeight: TabBarFontWeight

    /// Creates typography tokens.
    public init(labelSize: Double, labelWeight: TabBarFontWeight, selectedLabelWeight: TabBarFontWeight, badgeSize: Double, badgeWeight: TabBarFontWeight) {
        self.labelSize = labelSize
        self.labelWeight = labelWeight
        self.selectedLabelWeight = selectedLabelWeight
        self.badgeSize = badgeSize
        self.badgeWeight = badgeWeight
    }
}

/// Sizes and spacing, in points.
public struct TabBarMetrics: Hashable, Codable, Sendable {
    /// The bar's height above the safe area in compact-width portrait (49 on iOS).
    public var barHeight: Double
    /// The bar's height in compact height, icon beside label (32 on iOS).
    public var compactBarHeight: Double
    /// The floating capsule's height.
    public var floatingHeight: Double
    /// The floating capsule's distance from the screen sides.
    public var floatingMargin: Double
    /// The floating capsule's distance above the bottom safe area.
    public var floatingBottomMargin: Double
    /// The widest a floating bar grows (iPad).
    public var maximumFloatingWidth: Double
    /// The icon's size in a regular-height bar.
    public var iconSize: Double
    /// The icon's size in a compact-height bar.
    public var compactIconSize: Double
    /// The space from the bar's top to the icon.
    public var iconTopPadding: Double
    /// The space between icon and label.
    public var iconLabelSpacing: Double
    /// Below this width per item, tabs scroll instead of squeezing.
    public var minimumItemWidth: Double
    /// About the width of an item when tabs scroll; the layout adjusts it so part of the next item shows.
    public var scrollItemWidth: Double
    /// The space between scrolling items.
    public var scrollSpacing: Double
    /// The sidebar's width (regular width, sidebar presentation).
    public var sidebarWidth: Double
    /// The height of one sidebar row.
    public var sidebarRowHeight: Double
    /// The hairline's thickness.
    public var hairlineWidth: Double
    /// The badge's height (and a count badge's minimum width).
    public var badgeHeight: Double
    /// A dot badge's diameter.
    public var dotSize: Double
    /// The corner radius of a non-capsule floating bar; `nil` makes a capsule.
    public var cornerRadius: Double?

    /// Creates metrics.
    public init(
        barHeight: Double, compactBarHeight: Double, floatingHeight: Double, floatingMargin: Double, floatingBottomMargin: Double,
        maximumFloatingWidth: Double, iconSize: Double, compactIconSize: Double, iconTopPadding: Double, iconLabelSpacing: Double,
        minimumItemWidth: Double, scrollItemWidth: Double, scrollSpacing: Double, sidebarWidth: Double, sidebarRowHeight: Double,
        hairlineWidth: Double, badgeHeight: Double, dotSize: Double, cornerRadius: Double?
    ) {
        self.barHeight = barHeight
        self.compactBarHeight = compactBarHeight
        self.floatingHeight = floatingHeight
        self.floatingMargin = floatingMargin
        self.floatingBottomMargin = floatingBottomMargin
        self.maximumFloatingWidth = maximumFloatingWidth
        self.iconSize = iconSize
        self.compactIconSize = compactIconSize
        self.iconTopPadding = iconTopPadding
        self.iconLabelSpacing = iconLabelSpacing
        self.minimumItemWidth = minimumItemWidth
        self.scrollItemWidth = scrollItemWidth
        self.scrollSpacing = scrollSpacing
        self.sidebarWidth = sidebarWidth
        self.sidebarRowHeight = sidebarRowHeight
        self.hairlineWidth = hairlineWidth
        self.badgeHeight = badgeHeight
        self.dotSize = dotSize
        self.cornerRadius = cornerRadius
    }
}

/// Motion parameters (SwiftUI's spring parameters).
public struct TabBarMotionTokens: Hashable, Codable, Sendable {
    /// The indicator's spring response, in seconds.
    public var indicatorResponse: Double
    /// The indicator's damping fraction.
    public var indicatorDamping: Double
    /// The selected icon's scale at the top of its bounce.
    public var selectedIconScale: Double
    /// The scale of a pressed item.
    public var pressScale: Double
    /// The opacity of a pressed item.
    public var pressOpacity: Double
    /// The breathing glow's period, in seconds; 0 for none.
    public var glowPeriod: Double
    /// The selected icon's scale while it stays selected (article 000: 1.1); `nil` keeps it at 1.
    public var selectedIconRestScale: Double?
    /// The ring glow's scale at the top of its breath (article 002: 1.15); `nil` is 1.15.
    public var glowScale: Double?
    /// How long the action menu takes to close on its own ease-in curve (article 000: 0.15 s), shrinking
    /// and fading its items where they are; `nil` folds them back on the opening spring.
    public var menuCloseDuration: Double?
    /// The scale the menu's items shrink to while closing on ``menuCloseDuration`` (article 000: 0.5); `nil` is 0.5.
    public var menuCloseScale: Double?

    /// Creates motion tokens.
    public init(
        indicatorResponse: Double, indicatorDamping: Double, selectedIconScale: Double, pressScale: Double, pressOpacity: Double, glowPeriod: Double,
        selectedIconRestScale: Double? = nil, glowScale: Double? = nil, menuCloseDuration: Double? = nil, menuCloseScale: Double? = nil
    ) {
        self.indicatorResponse = indicatorResponse
        self.indicatorDamping = indicatorDamping
        self.selectedIconScale = selectedIconScale
        self.pressScale = pressScale
        self.pressOpacity = pressOpacity
        self.glowPeriod = glowPeriod
        self.selectedIconRestScale = selectedIconRestScale
        self.glowScale = glowScale
        self.menuCloseDuration = menuCloseDuration
        self.menuCloseScale = menuCloseScale
    }

    /// The ring glow's scale at the top of its breath when none is given.
    public static let defaultGlowScale = 1.15
    /// The scale closing menu items shrink to when none is given.
    public static let defaultMenuCloseScale = 0.5

    /// The selected icon's resting scale: ``selectedIconRestScale``, or 1.
    public var restScale: Double { selectedIconRestScale ?? 1 }
}

import Foundation

extension TabBarTheme {
    /// The theme as pretty JSON with sorted keys (what `render --theme-file` reads).
    public func jsonText() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

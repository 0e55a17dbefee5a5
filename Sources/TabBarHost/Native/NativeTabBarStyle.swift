import TabBarCore

/// The theme as the system tab bar can take it (native style, SwiftUI's `TabView` and UIKit's
/// `UITabBarController` alike): background, item colours, badge colours and the selection indicator.
public struct NativeTabBarStyle: Hashable, Sendable {
    /// The bar's background colour (its gradient's top for a gradient theme).
    public var background: TabBarColor
    /// Whether the system's translucent material shows under it (material and glass themes).
    public var translucent: Bool
    /// The selected item's icon and title colour.
    public var selected: TabBarColor
    /// Unselected items' colour.
    public var unselected: TabBarColor
    /// Disabled items' colour.
    public var disabled: TabBarColor
    /// The badge's fill.
    public var badgeFill: TabBarColor
    /// The badge's text.
    public var badgeText: TabBarColor
    /// The selection indicator drawn behind the selected item, if the theme has one the system can show.
    public var indicator: TabBarNativeIndicator?
    /// Whether a regular-width bar becomes the system's sidebar, or its top bar that expands into the sidebar
    /// (SwiftUI's `.sidebarAdaptable`, iPadOS 18), as the custom bar becomes the core's sidebar or top bar.
    public var adaptsToSidebar: Bool
    /// Whether the app asks for the theme's opaque bar even where the system draws Liquid Glass (iOS 26);
    /// otherwise the glass is left alone.
    public var opaqueOverLiquidGlass: Bool

    /// The style for a theme in an appearance; `regularWidth` is what the custom bar becomes at regular width.
    public init(
        theme: TabBarTheme, appearance: TabBarAppearance, regularWidth: TabBarRegularWidthPresentation = .floatingBar, opaqueOverLiquidGlass: Bool = false
    ) {
        adaptsToSidebar = regularWidth == .sidebar || regularWidth == .topBar
        self.opaqueOverLiquidGlass = opaqueOverLiquidGlass
        let resolve = { (token: TabBarDynamicColor) in token.resolve(appearance) }
        background = resolve(theme.background.color)
        translucent = theme.background.style == .material || theme.background.style == .glass
        selected = resolve(theme.items.selected)
        unselected = resolve(theme.items.unselected)
        disabled = resolve(theme.items.disabled)
        badgeFill = resolve(theme.badge.fill)
        badgeText = resolve(theme.badge.text)
        let color = resolve(theme.indicator.color)
        let icon = theme.metrics.iconSize
        // Where the system bar's icon sits in its item: the theme's own metrics, as the custom bar lays it out.
        let iconCentre = theme.metrics.iconTopPadding + icon / 2
        switch theme.indicator.style {
        case .pill:
            indicator = TabBarNativeIndicator(
                color: color, size: TabBarSize(width: icon + 36, height: icon + 8), cornerRadius: (icon + 8) / 2, soft: false, placement: .icon, iconCentre: iconCentre)
        case .underline:
            let width = theme.indicator.width ?? icon + 8
            indicator = TabBarNativeIndicator(color: color, size: TabBarSize(width: width, height: 3), cornerRadius: 1.5, soft: false, placement: .bottom, iconCentre: iconCentre)
        case .dot:
            indicator = TabBarNativeIndicator(color: color, size: TabBarSize(width: 5, height: 5), cornerRadius: 2.5, soft: false, placement: .bottom, iconCentre: iconCentre)
        case .glow:
            indicator = TabBarNativeIndicator(
                color: color, size: TabBarSize(width: icon + 20, height: icon + 20), cornerRadius: (icon + 20) / 2, soft: true, placement: .icon, iconCentre: iconCentre)
        default: indicator = nil
        }
        // Over a filled pill the selected item takes the indicator's foreground, as the custom bar does.
        if theme.indicator.style == .pill, let foreground = theme.indicator.foreground { selected = resolve(foreground) }
    }
}

extension NativeTabBarStyle {
    /// What of the style the system bar takes: all of it, or over Liquid Glass (unless the app asks for the
    /// opaque bar) only the selected tint and the badges, since the glass draws its own background and
    /// indicator and an unselected colour would reach the icons but not the titles.
    public func applied(liquidGlass: Bool) -> TabBarNativeAppliedStyle {
        let full = !liquidGlass || opaqueOverLiquidGlass
        return TabBarNativeAppliedStyle(
            background: full ? background : nil, translucent: translucent, selected: selected, unselected: full ? unselected : nil,
            disabled: full ? disabled : nil, badgeFill: badgeFill, badgeText: badgeText, indicator: full ? indicator : nil)
    }
}

/// The part of a ``NativeTabBarStyle`` the system bar is given; `nil` leaves the system's own.
public struct TabBarNativeAppliedStyle: Hashable, Sendable {
    /// The background colour.
    public var background: TabBarColor?
    /// Whether the system material shows under the background.
    public var translucent: Bool
    /// The selected item's colour.
    public var selected: TabBarColor
    /// Unselected items' colour.
    public var unselected: TabBarColor?
    /// Disabled items' colour.
    public var disabled: TabBarColor?
    /// The badge's fill.
    public var badgeFill: TabBarColor
    /// The badge's text.
    public var badgeText: TabBarColor
    /// The selection indicator.
    public var indicator: TabBarNativeIndicator?
}

/// A selection indicator the system bar draws as its `selectionIndicatorImage`.
///
/// The system bar places that image behind the selected item, the size of the item; so the image is as large
/// as an item (``itemSize(barWidth:barHeight:itemCount:)``) and clear but for the indicator at its place
/// (``frame(inItem:)``), drawn as the theme says: never a small image stretched over the whole item.
public struct TabBarNativeIndicator: Hashable, Sendable {
    /// Where it sits in the item.
    public enum Placement: String, Hashable, Sendable {
        /// Centred on the icon (a pill, a glow).
        case icon
        /// Centred under the title, at the item's bottom (an underline, a dot).
        case bottom
    }

    /// Its colour.
    public var color: TabBarColor
    /// Its size in points.
    public var size: TabBarSize
    /// Its corner radius.
    public var cornerRadius: Double
    /// Whether it fades out to its rim (the glow) instead of a flat fill.
    public var soft: Bool
    /// Where it sits in the item.
    public var placement: Placement = .icon
    /// How far below the item's top the icon's centre is, in points.
    public var iconCentre: Double = 18

    /// How far above the item's bottom an underline or a dot sits, in points.
    public static let bottomMargin = 1.0
    /// The widest an item is taken to be, in points (the system bar centres narrower items on wide screens).
    public static let widestItem = 130.0

    /// The indicator's frame in an item `item` large, in the item's coordinates (origin at its top left).
    public func frame(inItem item: TabBarSize) -> TabBarRect {
        let width = min(size.width, item.width), height = min(size.height, item.height)
        let y: Double
        switch placement {
        case .icon: y = min(max(iconCentre - height / 2, 0), item.height - height)
        case .bottom: y = max(item.height - height - Self.bottomMargin, 0)
        }
        return TabBarRect(x: (item.width - width) / 2, y: y, width: width, height: height)
    }

    /// The size of one item of a system bar `barWidth` wide with `itemCount` items, `barHeight` tall above the
    /// safe area: an equal share of the width (at most ``widestItem``) and the whole height.
    public static func itemSize(barWidth: Double, barHeight: Double, itemCount: Int) -> TabBarSize {
        let width = itemCount > 0 ? barWidth / Double(itemCount) : barWidth
        return TabBarSize(width: max(1, min(width, widestItem)), height: max(1, barHeight))
    }
}

/// One tab as the system bar shows it: title, symbols, badge with its spoken phrase, role.
public struct NativeTabItem: Hashable, Sendable {
    /// The tab.
    public var id: TabID
    /// The title.
    public var title: String
    /// The symbol (the name of ``icon`` when it is an asset or a registered image).
    public var symbol: String
    /// The selected symbol (the name of ``selectedIcon`` when it is not a symbol).
    public var selectedSymbol: String
    /// The icon: a symbol, an asset or a registered image.
    public var icon: TabIcon
    /// The selected icon.
    public var selectedIcon: TabIcon
    /// The badge's text, if any.
    public var badge: String?
    /// What VoiceOver says for the badge ("3 unread messages"), on every system version.
    public var badgeAccessibilityValue: String?
    /// The spoken label, if it differs from the title.
    public var accessibilityLabel: String?
    /// The hint.
    public var accessibilityHint: String?
    /// Whether it takes taps.
    public var isEnabled: Bool
    /// Whether it is the search tab.
    public var isSearch: Bool
    /// Whether it is an action (it presents, or opens its menu, and never shows content).
    public var isAction: Bool

    /// The icon to show: the selected variant while the tab is selected, as the system shows `selectedImage`.
    public func icon(selected: Bool) -> TabIcon { selected ? selectedIcon : icon }

    /// The visible tabs of a state, in order; badge phrases from `phrases` (English by default). With
    /// `includingSelection`, a selected tab the bar has no item for (a deep link to a hidden tab) comes last: a
    /// system bar that shows only its items (iOS 17's `.tabItem`) can show its content only through an item.
    public static func items(
        configuration: TabBarConfiguration, state: TabBarState, phrases: TabBarPhrases = .english, includingSelection: Bool = false
    ) -> [NativeTabItem] {
        var ids = state.visibleOrder
        if includingSelection, !ids.contains(state.selected) { ids.append(state.selected) }
        return items(ids, configuration: configuration, state: state, phrases: phrases)
    }

    /// The items of `ids`, in that order (the native style's iOS 18 tabs, ``TabBarNativeTab/tabs(configuration:state:systemCustomizes:)``).
    public static func items(_ ids: [TabID], configuration: TabBarConfiguration, state: TabBarState, phrases: TabBarPhrases = .english) -> [NativeTabItem] {
        let style = configuration.behavior.badgeStyle
        return ids.compactMap { id in
            guard let tab = configuration.tab(id) else { return nil }
            let icon = tab.icon ?? "circle", selected = tab.selectedIcon ?? icon
            return NativeTabItem(
                id: id, title: tab.title, symbol: icon.name, selectedSymbol: selected.name, icon: icon, selectedIcon: selected,
                badge: state.badge(id).displayText(style: style),
                badgeAccessibilityValue: state.badge(id).accessibilityPhrase(noun: tab.badgeNoun, plural: tab.badgeNounPlural, phrases: phrases),
                accessibilityLabel: tab.accessibilityLabel, accessibilityHint: tab.accessibilityHint, isEnabled: tab.isEnabled,
                isSearch: tab.role == .search, isAction: tab.role == .action)
        }
    }
}

/// The action menu the native style shows as a system menu (a confirmation dialog, an action sheet) while
/// the core has it open: a system bar cannot draw the core's fanned-out menu.
public struct TabBarNativeActionMenu: Hashable, Sendable {
    /// One choice.
    public struct Choice: Hashable, Sendable {
        /// The menu item's id (`TabBarActionMenuItem.id` in TabBarCore).
        public var id: String
        /// Its title.
        public var title: String
        /// Its symbol, if any.
        public var symbol: String?
        /// Whether choosing it destroys something (a destructive button).
        public var isDestructive = false
    }

    /// The action whose menu it is.
    public var action: TabID
    /// The dialog's title: the action's title.
    public var title: String
    /// The choices, in order.
    public var choices: [Choice]

    /// The menu to show for a state: the open one, else `nil`.
    public init?(configuration: TabBarConfiguration, state: TabBarState) {
        guard let open = state.openMenu, let tab = configuration.tab(open), !tab.menu.isEmpty else { return nil }
        action = open
        title = tab.accessibilityLabel ?? tab.title
        choices = tab.menu.map { Choice(id: $0.id, title: $0.accessibilityLabel ?? $0.title, symbol: $0.icon?.symbolName, isDestructive: $0.isDestructive) }
    }
}

/// The children of iOS 17's `TabView` (`.tabItem`, before the `Tab` API) in the native style, and what it shows
/// selected. iOS 17 shows a tab's content only through an item, and a compact bar with more than five items turns
/// its fifth into More (`UITabBarController`'s rule), so a selection the core's bar has no item for (a deep link to a
/// `hidden` tab, one outside the compact set) is never given an item there: the bar keeps its tabs and shows the
/// last one of them the user was on, and the selected tab's content is presented over it (``covering``, a sheet),
/// as iOS 18 shows a hidden tab's content with no item selected. Dismissing the sheet chooses the bar's tab again.
/// At regular width (an iPad's bar has room) the selection gets an item while it is selected, as before.
///
/// ```swift
/// let tabs = TabBarNativeLegacyTabs(state: machine.state, horizontalSizeClass: .compact)
/// // a deep link to Account: items ["home", "browse", "library", "search"], selected "browse", covering "account"
/// ```
public struct TabBarNativeLegacyTabs: Hashable, Sendable {
    /// The tabs given to the `TabView` as children, in order.
    public var items: [TabID]
    /// The child the `TabView` shows selected.
    public var selected: TabID
    /// The selected tab the bar has no item for, presented over ``selected``'s content; `nil` when the selection is an item.
    public var covering: TabID?

    /// The children for a state at a width.
    public init(state: TabBarState, horizontalSizeClass: TabBarSizeClass) {
        let visible = state.visibleOrder
        if visible.contains(state.selected) || visible.isEmpty {
            items = visible.isEmpty ? [state.selected] : visible
            selected = state.selected
            covering = nil
        } else if horizontalSizeClass == .regular {
            items = visible + [state.selected]
            selected = state.selected
            covering = nil
        } else {
            items = visible
            // The bar's tab the user was on last (the back history, newest last), else its first.
            selected = state.history.last { visible.contains($0) } ?? visible[0]
            covering = state.selected
        }
    }
}

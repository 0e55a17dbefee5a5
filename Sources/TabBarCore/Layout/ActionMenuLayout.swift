/// One item of an action button's expanding menu, laid out in screen coordinates.
public struct TabBarActionMenuItemLayout: Hashable, Sendable {
    /// The menu item's identifier (``TabBarActionMenuItem/id``).
    public var id: String
    /// The item's position in the configured menu (reading order).
    public var index: Int
    /// The visible title.
    public var title: String
    /// The item's icon, if it has one.
    public var icon: TabIcon?
    /// The direction of the item's ray from the anchor, in degrees counter-clockwise from the right.
    public var degrees: Double
    /// The centre of the item's circle.
    public var center: TabBarPoint
    /// The square around the item's circle.
    public var frame: TabBarRect
    /// The icon inside the circle.
    public var iconFrame: TabBarRect
    /// The title under the circle, centred on it.
    public var labelFrame: TabBarRect
    /// The title's size in points.
    public var labelSize: Double
    /// The title's weight.
    public var labelWeight: TabBarFontWeight
    /// Where a touch chooses the item: the circle and its title, at least 44×44.
    public var hitFrame: TabBarRect
    /// How far the item has come out of the button (0 inside it, 1 fanned out; a spring may overshoot).
    public var progress: Double
    /// The item's opacity, 0…1.
    public var opacity: Double
    /// Whether choosing it destroys something (drawn in the destructive colour).
    public var isDestructive: Bool = false
    /// How far its centre goes from the anchor when fanned out: ``TabBarActionMenuLayout/radius``, or further for a
    /// long-press menu's narrower arc.
    public var distance: Double = TabBarActionMenuLayout.radius
}

/// A menu laid out: an action button's expanding menu, fanned out over an arc from the button, or a tab's
/// long-press menu, fanned out the same way from the tab's icon.
///
/// SwiftUI, UIKit and the SVG renderer draw the menu from this value; ``TabBarLayout/hit(_:)``
/// finds its items under a touch.
public struct TabBarActionMenuLayout: Hashable, Sendable {
    /// The tab whose menu this is: an action, or a tab with a long-press menu.
    public var action: TabID
    /// The point the items fan out from (the button's centre).
    public var anchor: TabBarPoint
    /// The items, in the configured (reading) order.
    public var items: [TabBarActionMenuItemLayout]
    /// The area a dimming scrim covers while the menu is open: the whole container, or beside a sidebar the content.
    public var scrimFrame: TabBarRect
    /// Everything the menu draws, its titles included.
    public var bounds: TabBarRect
    /// Whether it is a tab's long-press menu (out of the tab's icon) rather than an action's expanding menu.
    public var isLongPressMenu = false
    /// The row a sidebar tab's long-press menu comes out of, marked while the menu shows (as the system marks a row
    /// whose context menu is open); `nil` for a bar's menus, which come out of the tab's own icon.
    public var originFrame: TabBarRect?

    /// How far an item's centre lies from the anchor when fanned out, in points.
    public static let radius = 96.0
    /// An item's circle diameter when fanned out, in points.
    public static let itemSize = 46.0
    /// The icon's share of the circle's diameter.
    public static let iconScale = 0.5
    /// Half the arc the items spread over, in degrees, either side of the fan's direction.
    public static let halfSpread = 60.0
    /// The title's size in points.
    public static let labelSize = 11.0
    /// The title's weight.
    public static let labelWeight = TabBarFontWeight.semibold
    /// The gap between the circle and its title.
    public static let labelGap = 2.0
    /// The smallest side of a hit frame (Apple's minimum touch target).
    public static let minimumHitSide = 44.0
    /// How far a long-press menu keeps inside the safe area, in points.
    public static let screenMargin = 8.0
    /// How far a long-press menu's arc turns at a time to fit the screen, in degrees.
    public static let turnStep = 5.0
    /// The most turns a long-press menu's arc makes (18 × 5° = 90°) before it takes the one that fits best.
    public static let maximumTurns = 18
    /// The half-spreads a long-press menu tries, in degrees, widest first: a tab at the bar's end fits a narrower arc.
    public static let longPressSpreads = [60.0, 45, 30, 20]
    /// The least room between two neighbouring items' circles of a narrower arc, in points.
    public static let itemGap = 12.0
}

/// What lies under a touch on the bar or its open menu.
public enum TabBarHit: Hashable, Sendable {
    /// A tab's item (or the action button).
    case tab(TabID)
    /// An item of the open action menu.
    case actionMenuItem(action: TabID, item: String)
    /// The dimming scrim around an open menu: a tap there dismisses the menu.
    case scrim
    /// A sidebar row that is not a tab's: a collapsible header, or a section's action.
    case sidebarRow(TabBarSidebarOutline.Item)
    /// A top bar's sidebar button (``TabBarLayout/sidebarToggle``): a tap toggles the sidebar.
    case sidebarToggle
}

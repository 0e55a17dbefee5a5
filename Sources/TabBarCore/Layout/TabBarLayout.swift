/// How the bar is presented.
public enum TabBarPresentation: String, Hashable, Codable, Sendable {
    /// Along the bottom edge, edge to edge (iPhone).
    case bar
    /// A capsule floating above the bottom edge (iPad, or a floating theme).
    case floatingBar
    /// A vertical list along the leading edge (iPad, when configured).
    case sidebar
}

/// Where the bar goes when the width is regular (iPad).
public enum TabBarRegularWidthPresentation: String, Hashable, Codable, Sendable {
    /// A floating capsule along the bottom.
    case floatingBar
    /// A sidebar along the leading edge.
    case sidebar
    /// A floating bar at the top (iPadOS 18's `.sidebarAdaptable`) whose expanded form is the sidebar
    /// (``TabBarState/isSidebarExpanded``, toggled by ``TabBarEvent/sidebarToggled``).
    case topBar
}

/// The shape the bar's background fills.
public enum TabBarBarBackgroundShape: Hashable, Sendable {
    /// A rectangle (the edge-to-edge bar, the sidebar).
    case rectangle(TabBarRect)
    /// A rounded rectangle (a capsule when the radius is half the height).
    case roundedRect(TabBarRect, radius: Double)
    /// A rectangle whose top edge curves around the action button.
    case notched(TabBarVectorPath)
}

/// The geometry of one item, in screen coordinates.
public struct TabItemLayout: Hashable, Sendable {
    /// The tab.
    public var id: TabID
    /// The tab's role.
    public var role: TabItemRole
    /// The item's position from the left of the bar (or the top of a sidebar); a detached search tab counts after the
    /// bar's items and a detached prominent tab before them (-1), in both directions (their places in reading order).
    public var visualIndex: Int
    /// The item's slot.
    public var frame: TabBarRect
    /// Where a touch selects it: at least 44×44, inside the bar.
    public var hitFrame: TabBarRect
    /// The icon.
    public var iconFrame: TabBarRect
    /// The label, when one shows.
    public var labelFrame: TabBarRect?
    /// The label's text, truncated with "…" when it does not fit (a sidebar row's wrapped lines joined as the title
    /// has them: a space where a line broke at one, nothing where it broke inside a word or between CJK characters).
    public var labelText: String?
    /// A sidebar row's label line by line: it wraps (at spaces, a word wider than the row and CJK text between
    /// characters) and the row grows to hold its lines, as a list cell's text does (``TabBarSidebarRowLayout/lines``
    /// for the other rows); ``labelFrame`` is their union. Empty in a bar, whose label is one line.
    public var labelLines: [TabBarSidebarTextLine] = []
    /// The label's size in points and weight.
    public var labelSize: Double
    /// The label's weight (heavier when selected).
    public var labelWeight: TabBarFontWeight
    /// The badge, when one shows.
    public var badgeFrame: TabBarRect?
    /// The badge's text (`nil` for a dot or no badge).
    public var badgeText: String?
    /// The action button's circle, for a raised action.
    public var actionButtonFrame: TabBarRect?
    /// Whether this is the selected tab.
    public var isSelected: Bool
    /// Whether the tab takes taps.
    public var isEnabled: Bool
    /// Whether a long press shows the large content viewer (accessibility text sizes).
    public var showsLargeContentViewer: Bool
    /// Set while a transition draws the item between its two resting places
    /// (``TabBarLayout/sidebarTransition(from:to:progress:)``), `nil` at rest: the icon and an action's glyph are drawn once
    /// at a resting place and size and moved and scaled by a transform, so no painter loads a symbol or redraws per frame
    /// (``TabItemTransitionScale``).
    public var transitionScale: TabItemTransitionScale? = nil
}

/// How a transition draws an item's icon and an action's glyph: once, at fixed coordinates (its frame at rest in the
/// layout drawn), then carried onto the frame's moving ``TabItemLayout/iconFrame`` by a transform alone, rather than laid
/// out at a new place and point size in every frame. A painter that keeps what it drew (UIKit's layers) then only changes
/// a transform per frame.
public struct TabItemTransitionScale: Hashable, Sendable {
    /// The icon's frame at rest in the layout the frame is drawn as (the bar until half way, then the sidebar): where its
    /// glyph is drawn, and the centre its icon is drawn about.
    public var restingIconFrame: TabBarRect
    /// The size the icon is drawn at, centred on ``restingIconFrame``: the larger of its sizes at rest in the bar and in
    /// the sidebar (the resting frame's aspect ratio kept), so a picture drawn once is only ever shrunk onto the moving
    /// frame, never enlarged (a 20-pt icon on its way to a 24-pt row is drawn at 24 points throughout).
    public var drawnIconSize: TabBarSize
    /// A raised or detached button's size against its size at rest (1 … 0: it shrinks away by half way); its glyph
    /// shrinks with it, keeping the proportion it has to its circle at rest.
    public var buttonScale: Double

    /// The icon's size at rest in the layout drawn (``restingIconFrame``'s).
    public var iconSize: TabBarSize { TabBarSize(width: restingIconFrame.width, height: restingIconFrame.height) }

    /// Creates a transition's scale: drawn at `drawnIconSize` (the resting frame's own size when `nil`).
    public init(restingIconFrame: TabBarRect, drawnIconSize: TabBarSize? = nil, buttonScale: Double = 1) {
        self.restingIconFrame = restingIconFrame
        self.drawnIconSize = drawnIconSize ?? TabBarSize(width: restingIconFrame.width, height: restingIconFrame.height)
        self.buttonScale = buttonScale
    }

    /// The size an icon of `resting` size is drawn at in a transition to a place where it is `other` large: the resting
    /// size, enlarged (its aspect ratio kept) when the other is larger on either axis.
    public static func drawnSize(resting: TabBarSize, other: TabBarSize) -> TabBarSize {
        guard resting.width > 0, resting.height > 0 else { return resting }
        let factor = max(1, other.width / resting.width, other.height / resting.height)
        return TabBarSize(width: resting.width * factor, height: resting.height * factor)
    }
}

/// Scrolling when the tabs do not fit: horizontal along a bar, vertical down a sidebar.
public struct TabBarScrollLayout: Hashable, Codable, Sendable {
    /// Whether the items scroll.
    public var isScrollable: Bool
    /// The length of all items and their spacing (the height, for a sidebar).
    public var contentWidth: Double
    /// How far the content is scrolled from its left (or top) end, centring the selected tab.
    public var offset: Double
    /// A fade shows at the reading-direction start (more tabs before).
    public var leadingFade: Bool
    /// A fade shows at the reading-direction end (more tabs after).
    public var trailingFade: Bool
}

/// The bar laid out: a pure function of configuration, state, environment, theme and text measurement.
///
/// SwiftUI, UIKit and the SVG renderer all draw from this one value.
public struct TabBarLayout: Sendable {
    /// How the bar is presented.
    public var presentation: TabBarPresentation
    /// The bar's background frame, including the bottom safe area it covers.
    public var barFrame: TabBarRect
    /// Everything the bar draws, the raised action button included.
    public var bounds: TabBarRect
    /// The strip the items lie in (the scroll viewport).
    public var contentFrame: TabBarRect
    /// The background's shape.
    public var background: TabBarBarBackgroundShape
    /// The hairline along the bar's top edge, if the theme draws one.
    public var hairline: TabBarRect?
    /// The hairline as an open path to stroke: the top edge, curving round a notch; never the sides or bottom.
    public var hairlinePath: TabBarVectorPath?
    /// The items that are at least partly on screen, left to right; ``allItems()`` has every one.
    public var items: [TabItemLayout]
    /// The selection indicator's frame, if the theme draws one and the selected tab is shown.
    public var indicator: TabBarRect?
    /// The indicator's style.
    public var indicatorStyle: TabBarIndicatorStyle
    /// Scrolling data.
    public var scroll: TabBarScrollLayout
    /// Whether icons sit beside labels (compact height).
    public var isCompactHeight: Bool
    /// Whether the bar is hidden (the keyboard is up and the behaviour hides it).
    public var isHidden: Bool
    /// Whether the bar is minimised (content scrolled down): a small capsule with only the selected icon.
    public var isMinimized = false
    /// A sidebar's headers, actions and footers and its keyboard focus (its tabs are ``items``); `nil` for a bar.
    public var sidebar: TabBarSidebarLayout?
    /// The app's bottom accessory laid out, when the environment has one and the bar shows.
    public var accessory: TabBarAccessoryLayout?
    /// The environment it was laid out in.
    public var environment: TabBarLayoutEnvironment
    /// The search tab in a circle of its own beside a floating bar (``TabBarSearchPlacement/detached``); it is
    /// also the last of ``items`` (the first in right to left, where it lies at the left).
    public var detachedSearch: TabItemLayout?
    /// The prominent tab in a circle of its own beside a floating bar's leading end
    /// (``TabBarProminentPlacement/detached``); it is also the first of ``items`` (the last in right to left).
    public var detachedProminent: TabItemLayout?
    /// The button that toggles a top bar and its expanded form, the sidebar (``TabBarRegularWidthPresentation/topBar``).
    public var sidebarToggle: TabBarRect?
    /// In a sidebar transition, where the sidebar button rests in the layout drawn (the bar's until half way, then the
    /// sidebar's) while ``sidebarToggle`` moves between the two: its symbol is drawn there, at fixed coordinates, and
    /// carried onto the moving button by a translation. `nil` at rest.
    public var restingSidebarToggle: TabBarRect?
    /// Whether the floating bar lies along the top edge (``TabBarRegularWidthPresentation/topBar``).
    public var isAtTop = false
    /// A sidebar transition's content insets, between those of its two ends (set only on a transition, whose items
    /// are all in ``items``).
    var transitionInsets: TabBarInsets?

    let engine: LayoutEngine

    /// Every item, left to right; computes the off-screen ones on demand.
    ///
    /// - Complexity: O(*n*), where *n* is the number of shown tabs.
    public func allItems() -> [TabItemLayout] {
        if isMinimized || transitionInsets != nil { return items }
        let all = (0..<engine.count).map { engine.item(at: $0) }
        let leading = [detachedProminent].compactMap { $0 }, trailing = [detachedSearch].compactMap { $0 }
        return environment.layoutDirection == .rightToLeft ? trailing + all + leading : leading + all + trailing
    }

    /// The item of a tab, whether or not it is on screen.
    ///
    /// - Complexity: O(1).
    public func item(_ id: TabID) -> TabItemLayout? {
        if isMinimized || transitionInsets != nil { return items.first { $0.id == id } }
        if let detachedSearch, detachedSearch.id == id { return detachedSearch }
        if let detachedProminent, detachedProminent.id == id { return detachedProminent }
        guard let index = engine.visualIndex(of: id) else { return nil }
        // The circle on the left comes first in ``items``: a detached search tab in right to left, a prominent one in left to right.
        let leftCircle = environment.layoutDirection == .rightToLeft ? detachedSearch : detachedProminent
        let shown = index - engine.visibleRange.lowerBound + (leftCircle != nil ? 1 : 0)
        if items.indices.contains(shown), items[shown].id == id { return items[shown] }
        return engine.item(at: index)
    }

    /// The tab in the middle of the visible ones when there is an odd number of them (the glyph article
    /// 002's ring glow circles), whether or not it is on screen; `nil` for an even number.
    public var centreTab: TabID? { engine.count % 2 == 1 ? engine.order[engine.count / 2] : nil }

    /// The indicator's frame on its way from one tab to another, at `progress` 0…1.
    public func indicatorFrame(from: TabID, to: TabID, progress: Double) -> TabBarRect? {
        guard !isMinimized, let a = item(from).flatMap(engine.indicatorFrame(for:)),
            let b = item(to).flatMap(engine.indicatorFrame(for:))
        else { return nil }
        return TabBarRect.interpolate(a, b, min(max(progress, 0), 1))
    }

    /// The tab under a point; the action button wins where it overlaps an item.
    public func hitTest(_ point: TabBarPoint) -> TabID? {
        guard !isHidden else { return nil }
        if let detachedSearch, detachedSearch.hitFrame.contains(point) { return detachedSearch.id }
        // A detached prominent tab's circle takes touches inside its round shape, as the raised form's does.
        if let detachedProminent, let circle = detachedProminent.actionButtonFrame, Self.circle(circle, contains: point) { return detachedProminent.id }
        if let action = items.first(where: { $0.actionButtonFrame.map { Self.circle($0, contains: point) } ?? false }) {
            return action.id
        }
        return items.first { $0.hitFrame.contains(point) && contentFrame.union(barFrame).contains(point) }?.id
    }

    static func circle(_ r: TabBarRect, contains p: TabBarPoint) -> Bool {
        let dx = p.x - r.midX, dy = p.y - r.midY, radius = r.width / 2
        return dx * dx + dy * dy <= radius * radius
    }
}

import TabBarCore

/// Something of the bar an assistive technology can reach besides the tabs: an item of the open menu, the
/// scrim that dismisses it, or a sidebar's header, action or footer. Activating it sends
/// ``TabBarSignal/accessibilityActivated(_:)`` with ``hit``.
public struct TabBarAccessibilityTarget: Hashable, Sendable {
    /// What VoiceOver says.
    public var label: String
    /// Where it is, in the container's coordinates.
    public var frame: TabBarRect
    /// What activating it is, for the input layer.
    public var hit: TabBarHit
    /// The traits, as UIKit names them (`button`; a sidebar header's `header`, a footer's `staticText`).
    public var traits: [String] = ["button"]
    /// The value: a collapsible header's "Collapsed" or "Expanded".
    public var value: String?

    /// The open menu's items, in reading order, then the scrim (its label, ``dismissLabel``, a String Catalog key
    /// looked up by `translator`).
    public static func menu(
        _ layout: TabBarLayout, configuration: TabBarConfiguration, translator: TabBarTranslator = .identity
    ) -> [TabBarAccessibilityTarget] {
        guard let menu = layout.actionMenu else { return [] }
        let tab = configuration.tab(menu.action)
        let items = menu.items.map { item in
            TabBarAccessibilityTarget(
                label: tab?.menu.first { $0.id == item.id }?.accessibilityLabel ?? item.title, frame: item.hitFrame,
                hit: .actionMenuItem(action: menu.action, item: item.id))
        }
        return items + [TabBarAccessibilityTarget(label: translator(dismissLabel), frame: menu.scrimFrame, hit: .scrim)]
    }

    /// The scrim's spoken label.
    public static let dismissLabel = "Dismiss menu"
    /// What a top bar's sidebar button says while the bar shows (iPadOS's own button says the same); a String
    /// Catalog key, localised by the store's translator like ``dismissLabel``.
    public static let showSidebarLabel = "Show Sidebar"
    /// What the sidebar button says while the sidebar shows; a String Catalog key, localised by the translator.
    public static let hideSidebarLabel = "Hide Sidebar"

    /// A sidebar's headers, actions and footers, in its reading order, as `TabBarSidebarOutline` reads them (a
    /// collapsible header says whether it is collapsed and collapses or expands when activated; a footer is read,
    /// never activated); its tabs' rows are the bar's elements. Rows scrolled away are listed too, each framed as a 1-pt
    /// strip at the viewport's nearer edge (`TabBarLayout.sidebarRowFrame(_:)`), so VoiceOver reads on into them and
    /// scrolls them in while a finger exploring the screen does not land on them. A top bar's sidebar button comes first, in the bar and
    /// above the sidebar (``showSidebarLabel``, ``hideSidebarLabel``, through `translator`). Empty for a bar without one.
    public static func sidebar(
        _ layout: TabBarLayout, configuration: TabBarConfiguration, state: TabBarState, phrases: TabBarPhrases = .english,
        translator: TabBarTranslator = .identity
    ) -> [TabBarAccessibilityTarget] {
        let toggle = layout.sidebarToggle.map { frame in
            [TabBarAccessibilityTarget(
                label: translator(layout.sidebar == nil ? showSidebarLabel : hideSidebarLabel), frame: frame, hit: .sidebarToggle)]
        } ?? []
        guard layout.sidebar != nil else { return toggle }
        let outline = TabBarSidebarOutline(configuration: configuration, state: state, phrases: phrases)
        // Each row looked up once, not by a walk of the outline per row (this runs on every scroll frame).
        let rows = Dictionary(outline.readingOrder.map { ($0.item, $0) }, uniquingKeysWith: { first, _ in first })
        return toggle + (layout.sidebarReadingOrder ?? []).compactMap { item in
            if case .tab = item { return nil }
            guard let read = rows[item], let frame = layout.sidebarRowFrame(item) else { return nil }
            return TabBarAccessibilityTarget(label: read.label, frame: frame, hit: .sidebarRow(item), traits: read.traits, value: read.value)
        }
    }
}

extension TabBarLayout {
    /// Where the bar takes touches: nothing while hidden, the whole container while a menu's scrim is up,
    /// else its bounds (the raised button included).
    public var touchArea: TabBarRect? {
        if isHidden { return nil }
        if actionMenu != nil { return TabBarRect(x: 0, y: 0, width: environment.containerSize.width, height: environment.containerSize.height) }
        return bounds
    }

    /// Whether a touch at `point` belongs to the bar: something the core hits, or the bar's own background.
    public func takesTouch(at point: TabBarPoint) -> Bool {
        guard let area = touchArea, area.contains(point) else { return false }
        return actionMenu != nil || hit(point) != nil || barFrame.contains(point)
    }
}

extension TabBarRect {
    /// A frame given in another space's coordinates (a keyboard's, in the screen's) in a space whose
    /// origin lies at `origin` in that one (the container's).
    public func relative(to origin: TabBarPoint) -> TabBarRect {
        TabBarRect(x: x - origin.x, y: y - origin.y, width: width, height: height)
    }
}

@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay

/// Draws the bar's display list (`TabBarDrawing` in TabBarDisplay, the list the apps paint) on a canvas for SVG: the bar
/// alone, one animation frame of it, or the bar over a sample device screen.
public struct TabBarRenderer: Sendable {
    /// The configuration (titles, icons).
    public var configuration: TabBarConfiguration
    /// The laid-out bar.
    public var layout: TabBarLayout
    /// The look.
    public var theme: TabBarTheme
    /// Light or dark, standard or increased contrast.
    public var appearance: TabBarAppearance
    /// The animated values of the frame being drawn; `nil` draws the bar at rest.
    public var animation: TabBarAnimationFrame?
    /// The tab selected before the change being animated (where the indicator slides from).
    public var previousSelection: TabID?

    /// Creates a renderer.
    public init(configuration: TabBarConfiguration, layout: TabBarLayout, theme: TabBarTheme, appearance: TabBarAppearance) {
        self.configuration = configuration
        self.layout = layout
        self.theme = theme
        self.appearance = appearance
    }

    /// The bar's display list for this frame, in the container's coordinates: exactly what SwiftUI and UIKit paint.
    public var drawing: TabBarDrawing {
        TabBarDrawing(configuration: configuration, layout: layout, theme: theme, appearance: appearance, previousSelection: previousSelection, frame: animation)
    }

    /// The bar alone on a canvas the size of its bounds.
    public func barDisplayList() -> TabBarDisplayList {
        let bar = drawing.list
        let b = layout.bounds
        let shifted = TabBarDisplayItem.group(bar.items, transform: TabBarDisplayTransform(translate: TabBarPoint(x: -b.x, y: -b.y)))
        return TabBarDisplayList(size: TabBarSize(width: b.width, height: b.height), items: [shifted], slots: bar.slots)
    }

    /// The bar alone for one animation frame, on a canvas with room above for an action menu.
    public func animatedBarDisplayList(canvas: TabBarRect) -> TabBarDisplayList {
        let bar = drawing.list
        let backdrop = TabBarDisplayItem.shape(.rect(canvas, cornerRadius: 0), fill: .solid(SampleContent.screenColor(appearance)))
        let shifted = TabBarDisplayItem.group([backdrop] + bar.items, transform: TabBarDisplayTransform(translate: TabBarPoint(x: -canvas.x, y: -canvas.y)))
        return TabBarDisplayList(size: TabBarSize(width: canvas.width, height: canvas.height), items: [shifted], slots: bar.slots)
    }

    /// The canvas animated frames use: the bar's bounds with margins, and room above for a menu.
    public var animationCanvas: TabBarRect {
        let menuRoom = configuration.tabs.contains { $0.role == .action && !$0.menu.isEmpty } ? TabBarActionMenuLayout.radius + 40 : 12
        let b = layout.bounds
        return TabBarRect(x: b.minX, y: b.minY - menuRoom, width: b.width, height: b.height + menuRoom)
    }

    /// The bar over a sample screen of its environment's size, so it reads as a phone or tablet.
    public func screenDisplayList() -> TabBarDisplayList {
        let size = layout.environment.containerSize
        let content = SampleContent(layout: layout, appearance: appearance, title: configuration.tab(selectedID)?.title ?? "")
        var items: [TabBarDisplayItem] = [.group(content.items(), id: Self.contentID)]
        var slots: [TabBarDisplaySlotValue] = []
        if !layout.isHidden {
            let bar = drawing.list
            items += bar.items
            slots = bar.slots
            items += content.accessoryItems()
        }
        items += content.statusBarItems() + content.homeIndicatorItems()
        // One layer under the screen's corners, so the content does not fringe the bar's anti-aliased edge.
        let radius = SampleContent.cornerRadius(layout.environment)
        let screen = TabBarRect(x: 0, y: 0, width: size.width, height: size.height)
        return TabBarDisplayList(
            size: size, items: [.group(items, clip: .rect(screen, cornerRadius: radius), effect: radius > 0 ? .isolate : nil)], slots: slots,
            backdropSource: Self.contentID)
    }

    /// The id of the sample screen's group, which the bar's backdrop blurs.
    static let contentID = "content"

    var selectedID: TabID { layout.items.first(where: \.isSelected)?.id ?? configuration.selected ?? configuration.tabs[0].id }
}

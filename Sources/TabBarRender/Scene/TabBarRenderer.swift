import TabBarCore
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
    public var appearance: Appearance
    /// The animated values of the frame being drawn; `nil` draws the bar at rest.
    public var animation: AnimationFrame?
    /// The tab selected before the change being animated (where the indicator slides from).
    public var previousSelection: TabID?

    /// Creates a renderer.
    public init(configuration: TabBarConfiguration, layout: TabBarLayout, theme: TabBarTheme, appearance: Appearance) {
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
    public func barDisplayList() -> DisplayList {
        let bar = drawing.list
        let b = layout.bounds
        let shifted = DisplayItem.group(bar.items, transform: DisplayTransform(translate: Point(x: -b.x, y: -b.y)))
        return DisplayList(size: Size(width: b.width, height: b.height), items: [shifted], slots: bar.slots)
    }

    /// The bar alone for one animation frame, on a canvas with room above for an action menu.
    public func animatedBarDisplayList(canvas: Rect) -> DisplayList {
        let bar = drawing.list
        let backdrop = DisplayItem.shape(.rect(canvas, cornerRadius: 0), fill: .solid(SampleContent.screenColor(appearance)))
        let shifted = DisplayItem.group([backdrop] + bar.items, transform: DisplayTransform(translate: Point(x: -canvas.x, y: -canvas.y)))
        return DisplayList(size: Size(width: canvas.width, height: canvas.height), items: [shifted], slots: bar.slots)
    }

    /// The canvas animated frames use: the bar's bounds with margins, and room above for a menu.
    public var animationCanvas: Rect {
        let menuRoom = configuration.tabs.contains { $0.role == .action && !$0.menu.isEmpty } ? ActionMenuLayout.radius + 40 : 12
        let b = layout.bounds
        return Rect(x: b.minX, y: b.minY - menuRoom, width: b.width, height: b.height + menuRoom)
    }

    /// The bar over a sample screen of its environment's size, so it reads as a phone or tablet.
    public func screenDisplayList() -> DisplayList {
        let size = layout.environment.containerSize
        let content = SampleContent(layout: layout, appearance: appearance, title: configuration.tab(selectedID)?.title ?? "")
        var items: [DisplayItem] = [.group(content.items(), id: Self.contentID)]
        var slots: [DisplaySlotValue] = []
        if !layout.isHidden {
            let bar = drawing.list
            items += bar.items
            slots = bar.slots
        }
        items += content.statusBarItems() + content.homeIndicatorItems()
        // One layer under the screen's corners, so the content does not fringe the bar's anti-aliased edge.
        let radius = SampleContent.cornerRadius(layout.environment)
        let screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
        return DisplayList(
            size: size, items: [.group(items, clip: .rect(screen, cornerRadius: radius), effect: radius > 0 ? .isolate : nil)], slots: slots,
            backdropSource: Self.contentID)
    }

    /// The id of the sample screen's group, which the bar's backdrop blurs.
    static let contentID = "content"

    var selectedID: TabID { layout.items.first(where: \.isSelected)?.id ?? configuration.selected ?? configuration.tabs[0].id }
}

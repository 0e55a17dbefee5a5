import TabBarCore

/// Turns a layout and a theme into a display list: the bar alone, or the bar over a device screen.
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

    func color(_ token: DynamicColor) -> TabBarColor { token.resolve(appearance) }

    /// The bar alone on a canvas the size of its bounds.
    public func barDisplayList() -> DisplayList {
        let b = layout.bounds
        var warnings: [String] = []
        let items = barItems(backdrop: nil, warnings: &warnings)
        let shifted = DisplayItem.group(items, transform: Transform(translate: Point(x: -b.x, y: -b.y)))
        return DisplayList(size: Size(width: b.width, height: b.height), items: [shifted], warnings: warnings)
    }

    /// The bar over a sample screen of its environment's size, so it reads as a phone or tablet.
    public func screenDisplayList() -> DisplayList {
        let size = layout.environment.containerSize
        var warnings: [String] = []
        let content = SampleContent(layout: layout, appearance: appearance, title: configuration.tab(selectedID)?.title ?? "")
        var items: [DisplayItem] = [.group(content.items(), id: "content")]
        if !layout.isHidden { items += barItems(backdrop: "content", warnings: &warnings) }
        items += content.statusBarItems() + content.homeIndicatorItems()
        // One layer under the screen's corners, so the content does not fringe the bar's anti-aliased edge.
        let radius = SampleContent.cornerRadius(layout.environment)
        let screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
        return DisplayList(size: size, items: [.group(items, clip: .rect(screen, radius: radius), effect: radius > 0 ? .isolate : nil)], warnings: warnings)
    }

    var selectedID: TabID { layout.items.first(where: \.isSelected)?.id ?? configuration.selected ?? configuration.tabs[0].id }

    /// Everything the bar paints, in screen coordinates.
    func barItems(backdrop: String?, warnings: inout [String]) -> [DisplayItem] {
        var items = backgroundItems(backdrop: backdrop)
        items += menuItems()  // under the button, so they come out from behind it
        var content: [DisplayItem] = []
        if let indicator = animatedIndicatorFrame ?? layout.indicator { content += animatedIndicator(indicatorItems(indicator)) }
        for item in layout.items { content += animated(itemItems(item, warnings: &warnings), item: item) }
        if layout.scroll.isScrollable {
            // A capsule clips its items to its own shape; an edge-to-edge bar to the strip (badges may rise above it).
            let clip = layout.presentation == .floatingBar ? backgroundClip : .rect(layout.contentFrame.insetBy(dx: 0, dy: -layout.contentFrame.height), radius: 0)
            items.append(.group(content, clip: clip))
            items.append(.group(fadeItems(), clip: backgroundClip))
        } else {
            items += content
        }
        return items
    }

    /// The colour icons' filled bodies knock their details out with.
    var baseBackground: TabBarColor {
        let screen = SampleContent.screenColor(appearance)
        return color(theme.background.color).over(screen)
    }
}

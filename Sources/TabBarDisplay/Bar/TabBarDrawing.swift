import TabBarCore

/// The bar as a display list: one function of the configuration, the layout, the theme, the appearance
/// and the animation sample. SVG, SwiftUI and UIKit all paint this list; the gallery shows it.
///
/// A drawing is prepared when its inputs change; ``apply(_:)`` then fills the list's slots from each
/// frame's sample (opacities and transforms only, without allocating), so nothing is rebuilt per frame.
///
/// ```swift
/// var drawing = TabBarDrawing(configuration: config, layout: layout, theme: .midnight, appearance: TabBarAppearance(.dark))
/// let timeline = TabBarMotionPlanner(theme: .midnight, reduceMotion: false).launchTimeline(configuration: config, state: machine.state)
/// drawing.apply(timeline.sample(at: 0.1))      // per frame
/// drawing.list.paint(into: &painter)
/// ```
public struct TabBarDrawing: Sendable {
    /// The configuration (titles, icons).
    public let configuration: TabBarConfiguration
    /// The laid-out bar.
    public let layout: TabBarLayout
    /// The look.
    public let theme: TabBarTheme
    /// Light or dark, standard or increased contrast.
    public let appearance: TabBarAppearance
    /// The tab selected before the change being animated (where the indicator slides from).
    public let previousSelection: TabID?
    /// Whether the list holds a menu (it is open, or a frame fans it in or out).
    public let includesMenu: Bool
    /// The tab whose menu a frame fans in or out while none is open (an action, or a tab with a long-press menu);
    /// `nil` takes the layout's `TabBarLayout.menuAction`.
    public let menuTab: TabID?
    /// The list, in the container's coordinates, with this frame's slot values.
    public internal(set) var list: TabBarDisplayList

    var indicatorBinding: IndicatorBinding?
    var itemBindings: [ItemBinding] = []
    var menuBindings: [MenuBinding] = []
    var scrimSlot: Int?
    var openMenuAction: TabID?

    /// Prepares the drawing (the bar at rest); `includesMenu` defaults to whether the layout's menu is open, and
    /// `menuTab` names the menu a frame moves while none is open (see ``menuTab(layout:frame:)``).
    public init(
        configuration: TabBarConfiguration, layout: TabBarLayout, theme: TabBarTheme, appearance: TabBarAppearance,
        previousSelection: TabID? = nil, includesMenu: Bool? = nil, menuTab: TabID? = nil
    ) {
        self.configuration = configuration
        self.layout = layout
        self.theme = theme
        self.appearance = appearance
        self.previousSelection = previousSelection
        self.includesMenu = includesMenu ?? (layout.actionMenu != nil)
        self.menuTab = menuTab
        list = TabBarDisplayList(size: layout.environment.containerSize)
        var builder = Builder(drawing: self)
        let items = builder.barItems()
        list = TabBarDisplayList(size: layout.environment.containerSize, items: items, slots: Array(repeating: TabBarDisplaySlotValue(), count: builder.slotCount))
        indicatorBinding = builder.indicator
        itemBindings = builder.itemBindings
        menuBindings = builder.menuBindings
        scrimSlot = builder.scrimSlot
        openMenuAction = layout.actionMenu?.action
    }

    /// The drawing of one animation frame: prepared for it, then sampled.
    public init(
        configuration: TabBarConfiguration, layout: TabBarLayout, theme: TabBarTheme, appearance: TabBarAppearance,
        previousSelection: TabID?, frame: TabBarAnimationFrame?
    ) {
        self.init(
            configuration: configuration, layout: layout, theme: theme, appearance: appearance, previousSelection: previousSelection,
            includesMenu: Self.needsMenu(layout: layout, frame: frame), menuTab: Self.menuTab(layout: layout, frame: frame))
        apply(frame)
    }

    /// Whether a frame needs the menu in the list: it is open, or the frame moves its items.
    public static func needsMenu(layout: TabBarLayout, frame: TabBarAnimationFrame?) -> Bool {
        layout.actionMenu != nil || !(frame?.menuProgress.isEmpty ?? true)
    }

    /// The tab whose menu a frame moves when none is open (a tab's long-press menu folding in), else `nil`.
    public static func menuTab(layout: TabBarLayout, frame: TabBarAnimationFrame?) -> TabID? {
        layout.actionMenu == nil ? frame?.menuTab : nil
    }

    /// Whether this drawing can show `frame` by filling its slots (else prepare a new one).
    public func canApply(_ frame: TabBarAnimationFrame?) -> Bool {
        includesMenu == Self.needsMenu(layout: layout, frame: frame) && menuTab == Self.menuTab(layout: layout, frame: frame)
    }

    func color(_ token: TabBarDynamicColor) -> TabBarColor { token.resolve(appearance) }

    /// The colour of the screen under a translucent bar, for knockouts and fades.
    var baseBackground: TabBarColor { groundColor }
}

/// What animates the indicator: its slot, where it rests and where a slide starts.
struct IndicatorBinding: Sendable {
    let slot: Int
    let rest: TabBarRect
    let from: TabBarRect?
    /// The glow's own slot (its breathing opacity, and a ring's scale), if the indicator is a glow.
    let glowSlot: Int?
    /// Whether the glow breathes by its size too (a ring).
    let glowScales: Bool
    /// The centre the glow breathes about: the selected icon's for a ring.
    let glowCenter: TabBarPoint
}

/// What animates one item: its slot and anchor, its badge's and its glyph's (an action's rotation).
struct ItemBinding: Sendable {
    let id: TabID
    let slot: Int
    let anchor: TabBarPoint
    let isSelected: Bool
    let badgeSlot: Int?
    let badgeCenter: TabBarPoint
    let glyphSlot: Int?
    /// Where an action's glyph turns about: the centre of the frame it is drawn at (its resting icon frame in a
    /// transition, whose group then carries it onto the moving icon), so it turns in place on its circle.
    let glyphCenter: TabBarPoint
    /// The icon's own slot, when the theme keeps the selected icon scaled (its scale on the way there).
    let iconSlot: Int?
    /// Where the icon's slot scales it about: the icon's frame's centre (its group's content is already on that frame).
    let iconCenter: TabBarPoint
}

/// What animates one menu item: its slot and its place fanned out.
struct MenuBinding: Sendable {
    let index: Int
    let slot: Int
    let anchor: TabBarPoint
    let degrees: Double
    /// How far the item goes from the anchor.
    let distance: Double
    let rest: (center: TabBarPoint, side: Double)
}

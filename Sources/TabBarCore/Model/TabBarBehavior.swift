/// How the bar behaves: reselection, back, lifecycle, keyboard, scrolling and badges.
public struct TabBarBehavior: Hashable, Codable, Sendable {
    /// What reselecting the selected tab does, unless the tab overrides it.
    public var reselect: TabBarReselectPolicy
    /// Where back goes once the selected stack is at its root.
    public var back: TabBarBackBehavior
    /// The most tabs kept alive at once; `nil` keeps every visited tab alive.
    public var maxLiveTabs: Int?
    /// Tabs created at launch and never evicted.
    public var pinned: [TabID]
    /// Hide the bar while the software keyboard is up.
    public var hideOnKeyboard: Bool
    /// When the bar minimises as content scrolls (`.automatic` by default: never, as in `TabView` and
    /// `UITabBarController` unless an app asks).
    public var minimize: TabBarMinimizePolicy
    /// How far, in points, the user scrolls one way before the bar minimises or comes back (a row's height by
    /// default, so a finger resting on a list does not flicker the bar).
    public var minimizeThreshold: Double
    /// Swiping the content selects the adjacent tab. Off by default: no system tab bar switches on a swipe, and
    /// content has swipes of its own (row actions, sliders, maps, carousels, the back swipe).
    public var swipeToSwitch: Bool
    /// How counts above 99 are written.
    public var badgeStyle: TabBarBadgeStyle
    /// Route path patterns (`"compose"`, `"*/editor"`) whose screens hide the bar.
    public var hideBarRoutes: [String]
    /// Which haptic plays for a selection, a reselect, the action and its menu.
    public var haptics: TabBarHaptics
    /// What a tap on an action button with a menu does: open the menu, or present the action (the menu then
    /// opens on a long press).
    public var actionTap: TabBarActionTapPolicy
    /// Whether leaving a tab pops its stack to the root (React Navigation's `popToTopOnBlur`, off by default as
    /// there and on the platform); a tab's own ``TabBarKitItem/popToTopOnBlur`` overrides it.
    public var popToTopOnBlur: Bool
    /// Where the search tab goes in a floating bar: inline (the default) or detached beside it (iOS 26).
    public var searchPlacement: TabBarSearchPlacement = .inline
    /// Whether selecting the search tab activates the app's search field; off by default.
    public var searchActivation: TabBarSearchActivation = .none
    /// Where a floating bar draws the prominent tab: raised in its slot (the default) or detached beside the bar.
    public var prominentPlacement: TabBarProminentPlacement = .raised

    /// Creates a behaviour; every parameter has the platform's default (no swipe between tabs, no minimising).
    public init(
        reselect: TabBarReselectPolicy = .popThenScroll, back: TabBarBackBehavior = .history,
        maxLiveTabs: Int? = nil, pinned: [TabID] = [], hideOnKeyboard: Bool = true,
        minimizeOnScroll: Bool = false, swipeToSwitch: Bool = false,
        badgeStyle: TabBarBadgeStyle = .capped, hideBarRoutes: [String] = [], haptics: TabBarHaptics = TabBarHaptics(),
        actionTap: TabBarActionTapPolicy = .opensMenu, popToTopOnBlur: Bool = false,
        minimize: TabBarMinimizePolicy? = nil, minimizeThreshold: Double = TabBarBehavior.defaultMinimizeThreshold
    ) {
        self.reselect = reselect
        self.back = back
        self.maxLiveTabs = maxLiveTabs
        self.pinned = pinned
        self.hideOnKeyboard = hideOnKeyboard
        self.minimize = minimize ?? (minimizeOnScroll ? .onScrollDown : .automatic)
        self.minimizeThreshold = minimizeThreshold
        self.swipeToSwitch = swipeToSwitch
        self.badgeStyle = badgeStyle
        self.hideBarRoutes = hideBarRoutes
        self.haptics = haptics
        self.actionTap = actionTap
        self.popToTopOnBlur = popToTopOnBlur
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case reselect, back, maxLiveTabs, pinned, hideOnKeyboard, minimizeOnScroll
        case swipeToSwitch, badgeStyle, hideBarRoutes, haptics, actionTap, popToTopOnBlur
        case searchPlacement, searchActivation, prominentPlacement
        case minimize, minimizeThreshold
    }

    /// Decodes a behaviour; omitted keys take their defaults.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = TabBarBehavior()
        let onScroll = try c.decodeIfPresent(Bool.self, forKey: .minimizeOnScroll)
        let minimize = try c.decodeIfPresent(TabBarMinimizePolicy.self, forKey: .minimize)
        if let onScroll, let minimize, onScroll != (minimize == .onScrollDown) {
            throw DecodingError.dataCorruptedError(
                forKey: .minimizeOnScroll, in: c,
                debugDescription: "minimizeOnScroll \(onScroll) contradicts minimize \"\(minimize)\"; give minimize alone")
        }
        self.init(
            reselect: try c.decodeIfPresent(TabBarReselectPolicy.self, forKey: .reselect) ?? d.reselect,
            back: try c.decodeIfPresent(TabBarBackBehavior.self, forKey: .back) ?? d.back,
            maxLiveTabs: try c.decodeIfPresent(Int.self, forKey: .maxLiveTabs),
            pinned: try c.decodeIfPresent([TabID].self, forKey: .pinned) ?? d.pinned,
            hideOnKeyboard: try c.decodeIfPresent(Bool.self, forKey: .hideOnKeyboard) ?? d.hideOnKeyboard,
            minimizeOnScroll: onScroll ?? false,
            swipeToSwitch: try c.decodeIfPresent(Bool.self, forKey: .swipeToSwitch) ?? d.swipeToSwitch,
            badgeStyle: try c.decodeIfPresent(TabBarBadgeStyle.self, forKey: .badgeStyle) ?? d.badgeStyle,
            hideBarRoutes: try c.decodeIfPresent([String].self, forKey: .hideBarRoutes) ?? d.hideBarRoutes,
            haptics: try c.decodeIfPresent(TabBarHaptics.self, forKey: .haptics) ?? d.haptics,
            actionTap: try c.decodeIfPresent(TabBarActionTapPolicy.self, forKey: .actionTap) ?? d.actionTap,
            popToTopOnBlur: try c.decodeIfPresent(Bool.self, forKey: .popToTopOnBlur) ?? d.popToTopOnBlur,
            minimize: minimize,
            minimizeThreshold: try c.decodeIfPresent(Double.self, forKey: .minimizeThreshold) ?? d.minimizeThreshold
        )
        searchPlacement = try c.decodeIfPresent(TabBarSearchPlacement.self, forKey: .searchPlacement) ?? .inline
        searchActivation = try c.decodeIfPresent(TabBarSearchActivation.self, forKey: .searchActivation) ?? .none
        prominentPlacement = try c.decodeIfPresent(TabBarProminentPlacement.self, forKey: .prominentPlacement) ?? .raised
    }

    /// Encodes every setting; `popToTopOnBlur` only when it is on, `minimize` only when `minimizeOnScroll` cannot
    /// say it (`never`, `onScrollUp`) and `minimizeThreshold` only when it is not the default, so configurations
    /// written before them read the same.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(reselect, forKey: .reselect)
        try c.encode(back, forKey: .back)
        try c.encodeIfPresent(maxLiveTabs, forKey: .maxLiveTabs)
        try c.encode(pinned, forKey: .pinned)
        try c.encode(hideOnKeyboard, forKey: .hideOnKeyboard)
        try c.encode(minimizeOnScroll, forKey: .minimizeOnScroll)
        try c.encode(swipeToSwitch, forKey: .swipeToSwitch)
        try c.encode(badgeStyle, forKey: .badgeStyle)
        try c.encode(hideBarRoutes, forKey: .hideBarRoutes)
        try c.encode(haptics, forKey: .haptics)
        try c.encode(actionTap, forKey: .actionTap)
        if popToTopOnBlur { try c.encode(true, forKey: .popToTopOnBlur) }
        if searchPlacement != .inline { try c.encode(searchPlacement, forKey: .searchPlacement) }
        if searchActivation != .none { try c.encode(searchActivation, forKey: .searchActivation) }
        if prominentPlacement != .raised { try c.encode(prominentPlacement, forKey: .prominentPlacement) }
        if minimize == .never || minimize == .onScrollUp { try c.encode(minimize, forKey: .minimize) }
        if minimizeThreshold != Self.defaultMinimizeThreshold { try c.encode(minimizeThreshold, forKey: .minimizeThreshold) }
    }

    /// The default ``minimizeThreshold``: 44 points, a row's height.
    public static let defaultMinimizeThreshold = 44.0

    /// Whether the bar minimises on a scroll down (``minimize`` is `.onScrollDown`); setting it chooses
    /// `.onScrollDown` or `.automatic`. The name configurations used before ``minimize`` existed.
    public var minimizeOnScroll: Bool {
        get { minimize == .onScrollDown }
        set { minimize = newValue ? .onScrollDown : .automatic }
    }
}

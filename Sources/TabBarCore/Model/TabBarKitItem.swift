/// One item of the bar: a destination, a search destination or a centre action.
public struct TabBarKitItem: Hashable, Codable, Sendable, Identifiable {
    /// The stable identifier.
    public var id: TabID
    /// The visible title.
    public var title: String
    /// The icon drawn when the tab is not selected: a symbol (`"house"`), an asset or a registered image.
    public var icon: TabIcon?
    /// The icon drawn when the tab is selected (often a symbol's `.fill` variant).
    public var selectedIcon: TabIcon?
    /// What the tab does when tapped.
    public var role: TabItemRole
    /// A disabled tab is drawn dimmed and ignores taps.
    public var isEnabled: Bool
    /// The badge shown at launch; later changes arrive as events.
    public var badge: TabBarBadge
    /// The noun a count badge is spoken with, singular ("unread message").
    public var badgeNoun: String?
    /// The plural of ``badgeNoun`` when English rules do not form it ("people").
    public var badgeNounPlural: String?
    /// A spoken label overriding the title (required for icon-only tabs).
    public var accessibilityLabel: String?
    /// A spoken hint.
    public var accessibilityHint: String?
    /// The screen name sent with the analytics effect; defaults to the id.
    public var analyticsName: String?
    /// The tab's menu: an action button's expanding menu (empty presents directly), or a tab's long-press menu
    /// (an account switcher, quick actions), also offered as accessibility custom actions.
    public var menu: [TabBarActionMenuItem]
    /// What reselecting this tab does, overriding ``TabBarBehavior/reselect``.
    public var reselect: TabBarReselectPolicy?
    /// Whether the user may hide this tab when customising the bar (`false` for the tab that holds the
    /// editor itself, which would otherwise become unreachable); the placement may forbid it too (``allowsHiding``).
    public var isHideable: Bool
    /// Where the tab appears (bar, sidebar, neither) and what customising may do with it.
    public var placement: TabBarTabPlacement
    /// Whether leaving this tab pops its stack to the root (React Navigation's `popToTopOnBlur`), overriding
    /// ``TabBarBehavior/popToTopOnBlur``.
    public var popToTopOnBlur: Bool?

    /// Creates a tab.
    public init(
        id: TabID, title: String, icon: TabIcon? = nil, selectedIcon: TabIcon? = nil,
        role: TabItemRole = .tab, isEnabled: Bool = true, badge: TabBarBadge = .none,
        badgeNoun: String? = nil, badgeNounPlural: String? = nil,
        accessibilityLabel: String? = nil, accessibilityHint: String? = nil,
        analyticsName: String? = nil, menu: [TabBarActionMenuItem] = [], reselect: TabBarReselectPolicy? = nil,
        isHideable: Bool = true, placement: TabBarTabPlacement = .automatic, popToTopOnBlur: Bool? = nil
    ) {
        self.id = id
        self.title = title
        self.icon = icon
        self.selectedIcon = selectedIcon
        self.role = role
        self.isEnabled = isEnabled
        self.badge = badge
        self.badgeNoun = badgeNoun
        self.badgeNounPlural = badgeNounPlural
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityHint = accessibilityHint
        self.analyticsName = analyticsName
        self.menu = menu
        self.reselect = reselect
        self.isHideable = isHideable
        self.placement = placement
        self.popToTopOnBlur = popToTopOnBlur
    }

    /// The name analytics effects carry for this tab's screen.
    public var screenName: String { analyticsName ?? id.rawValue }

    /// The label assistive technologies speak for this tab.
    public var spokenLabel: String { accessibilityLabel ?? title }

    /// Whether the user may take the tab out of the bar (and add it back): ``isHideable`` and a placement that allows it.
    public var allowsHiding: Bool { isHideable && placement.isUserHideable }

    /// Whether a long press opens a menu of the tab's own (a tab or search tab with menu items; an action's
    /// menu is its expanding menu).
    public var hasLongPressMenu: Bool { role != .action && !menu.isEmpty }
}

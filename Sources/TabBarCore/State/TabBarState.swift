/// The bar's whole state: selection, stacks, history, lifecycle, customisation, badges.
///
/// It is `Codable` so that apps can save and restore it; ``TabBarMachine/restore(json:)``
/// validates what it reads.
public struct TabBarState: Hashable, Codable, Sendable {
    /// The selected tab.
    public var selected: TabID
    /// The tabs in the user's order, hidden ones included.
    public var order: [TabID] { didSet { reindex() } }
    /// Tabs the user took out of the bar (customisation's ``TabBarEvent/tabHidden(_:)``, and optional tabs not
    /// added yet). They stay in the sidebar and can still be selected by code, a deep link or the sidebar.
    public var hidden: Set<TabID> { didSet { reindex() } }
    /// Tabs the configuration keeps out of the bar at the current width: `sidebarOnly` and `hidden` placements,
    /// and, in a compact width, tabs outside ``TabBarConfiguration/compactTabs``. The machine keeps it (it is not
    /// saved in snapshots); a state made by hand has none.
    public internal(set) var outOfBar: Set<TabID> { didSet { reindex() } }
    /// Whether `order` is the user's own arrangement rather than the configuration's.
    ///
    /// The machine keeps it equal to "`order` differs from the configuration's order": a reorder sets it,
    /// and a restore or a new configuration keeps a customised order (placing new tabs beside their
    /// neighbours) but replaces one that is not with the configuration's.
    public var isOrderCustomized: Bool
    /// Each tab's navigation stack; a missing entry is an empty stack.
    public var stacks: [TabID: [TabBarRoute]]
    /// Each tab's saved scroll position, an opaque token from the host.
    public var scrollPositions: [TabID: String]
    /// Previously selected tabs, oldest first, each at most once (for back).
    public var history: [TabID]
    /// The current badges; a missing entry is no badge.
    public var badges: [TabID: TabBarBadge]
    /// Which tabs have live content.
    public var lifecycle: TabLifecycle
    /// The action whose menu is open, if any.
    public var openMenu: TabID?
    /// Why the bar may be hidden or minimised.
    public var visibilityReasons: TabBarVisibilityReasons
    /// Each sidebar section's collapsed state, by section id (every configured section, once the machine has it).
    public var sectionsCollapsed: [String: Bool]
    /// Tabs whose root content a reselect scrolled to its top and that have not scrolled down since: their next
    /// reselect goes on to the chain's next stage (a refresh).
    public var scrolledToTop: Set<TabID>
    /// While the search tab's field is active (``TabBarSearchActivation/selection``), the tab selected before it:
    /// dismissing the search returns there. Not saved in snapshots.
    public var searchReturn: TabID?
    /// Whether a top bar (``TabBarRegularWidthPresentation/topBar``) shows its expanded form, the sidebar. Not saved.
    public var isSidebarExpanded = false

    /// The shown tabs and their positions, derived from `order`, `hidden` and `outOfBar` whenever one changes.
    private(set) var orderIndex: OrderIndex

    private mutating func reindex() { orderIndex = OrderIndex(order: order, hidden: hidden, outOfBar: outOfBar) }

    /// Creates a state.
    public init(
        selected: TabID, order: [TabID], hidden: Set<TabID>, stacks: [TabID: [TabBarRoute]], scrollPositions: [TabID: String],
        history: [TabID], badges: [TabID: TabBarBadge], lifecycle: TabLifecycle, openMenu: TabID?, visibilityReasons: TabBarVisibilityReasons,
        isOrderCustomized: Bool = false, sectionsCollapsed: [String: Bool] = [:], scrolledToTop: Set<TabID> = []
    ) {
        self.selected = selected
        self.order = order
        self.hidden = hidden
        self.isOrderCustomized = isOrderCustomized
        self.stacks = stacks
        self.scrollPositions = scrollPositions
        self.history = history
        self.badges = badges
        self.lifecycle = lifecycle
        self.openMenu = openMenu
        self.visibilityReasons = visibilityReasons
        self.outOfBar = []
        self.sectionsCollapsed = sectionsCollapsed
        self.scrolledToTop = scrolledToTop
        self.orderIndex = OrderIndex(order: order, hidden: hidden)
    }

    /// The tabs shown in the bar (not hidden by the user, not kept out by the configuration), in the user's order.
    ///
    /// - Complexity: O(1); kept up to date when `order` or `hidden` changes, in O(*n*).
    public var visibleOrder: [TabID] { orderIndex.visible }

    /// The 0-based position of a tab among the shown ones, or `nil` when it has no item in the bar or is unknown.
    ///
    /// - Complexity: O(1).
    public func visiblePosition(of id: TabID) -> Int? { orderIndex.position[id] }

    /// Whether the selected tab has an item in the bar. When it has none (a tab kept out of the bar, or one the
    /// user hid, selected by code, a deep link or the sidebar), no bar item is selected and no indicator shows.
    ///
    /// - Complexity: O(1).
    public var selectionIsInBar: Bool { orderIndex.position[selected] != nil }

    /// Whether a sidebar section is collapsed (`false` for a section the state does not know).
    public func isSectionCollapsed(_ id: String) -> Bool { sectionsCollapsed[id] ?? false }

    /// The stack of a tab (empty when it has none).
    public func stack(_ id: TabID) -> [TabBarRoute] { stacks[id] ?? [] }

    /// The badge of a tab.
    public func badge(_ id: TabID) -> TabBarBadge { badges[id] ?? .none }
}

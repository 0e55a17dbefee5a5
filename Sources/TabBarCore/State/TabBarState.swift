/// The bar's whole state: selection, stacks, history, lifecycle, customisation, badges.
///
/// It is `Codable` so that apps can save and restore it; ``TabBarMachine/restore(json:)``
/// validates what it reads.
public struct TabBarState: Hashable, Codable, Sendable {
    /// The selected tab.
    public var selected: TabID
    /// The tabs in the user's order, hidden ones included.
    public var order: [TabID]
    /// Tabs the user hid.
    public var hidden: Set<TabID>
    /// Each tab's navigation stack; a missing entry is an empty stack.
    public var stacks: [TabID: [Route]]
    /// Each tab's saved scroll position, an opaque token from the host.
    public var scrollPositions: [TabID: String]
    /// Previously selected tabs, oldest first, each at most once (for back).
    public var history: [TabID]
    /// The current badges; a missing entry is no badge.
    public var badges: [TabID: Badge]
    /// Which tabs have live content.
    public var lifecycle: TabLifecycle
    /// The action whose menu is open, if any.
    public var openMenu: TabID?
    /// Why the bar may be hidden or minimised.
    public var visibilityReasons: VisibilityReasons

    /// The stack of a tab (empty when it has none).
    public func stack(_ id: TabID) -> [Route] { stacks[id] ?? [] }

    /// The badge of a tab.
    public func badge(_ id: TabID) -> Badge { badges[id] ?? .none }
}

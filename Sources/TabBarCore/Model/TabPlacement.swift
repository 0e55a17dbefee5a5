/// Where a tab appears (bar, sidebar, neither) and what the user may do with it when customising, after
/// UIKit's `UITab.Placement`.
///
/// Every placement can be selected by code, by a deep link and (unless ``hidden``) from the sidebar; only
/// the bar's own gestures (a tap, a swipe, the arrow keys, Command-1…9) need an item in the bar.
///
/// ```swift
/// let settings = TabBarKitItem(id: "settings", title: "Settings", icon: "gear", placement: .sidebarOnly)
/// ```
public struct TabBarTabPlacement: TabBarNamedOption {
    enum Kind: String, CaseIterable { case automatic, fixed, pinned, movable, optional, sidebarOnly, hidden }
    let kind: Kind

    /// In the bar; the user may move it and take it out (UIKit's `.default`): every tab's placement unless it says otherwise.
    public static let automatic = TabBarTabPlacement(kind: .automatic)
    /// In the bar at its leading edge, before the tabs the user can move; it can be neither moved nor taken out.
    public static let fixed = TabBarTabPlacement(kind: .fixed)
    /// In the bar at its trailing edge, after the tabs the user can move; it can be neither moved nor taken out.
    public static let pinned = TabBarTabPlacement(kind: .pinned)
    /// In the bar; the user may move it but not take it out.
    public static let movable = TabBarTabPlacement(kind: .movable)
    /// Out of the bar until the user adds it (it starts hidden); then it can be moved and taken out again.
    public static let optional = TabBarTabPlacement(kind: .optional)
    /// Only in the sidebar: never in the bar, and the user cannot add it there.
    public static let sidebarOnly = TabBarTabPlacement(kind: .sidebarOnly)
    /// In neither the bar nor the sidebar: reached only by code or a deep link (UIKit's `UITab.isHidden`,
    /// React Navigation's `tabBarItemHidden` or `href: null`).
    public static let hidden = TabBarTabPlacement(kind: .hidden)

    init(kind: Kind) { self.kind = kind }

    /// The placement with the given configuration name.
    public init?(name: String) {
        guard let kind = Kind(rawValue: name) else { return nil }
        self.kind = kind
    }

    /// The configuration name.
    public var name: String { kind.rawValue }
    /// Every accepted name.
    public static var names: [String] { Kind.allCases.map(\.rawValue) }
    /// "tab placement".
    public static var optionLabel: String { "tab placement" }

    /// Whether the tab can ever have an item in the bar (all but ``sidebarOnly`` and ``hidden``).
    public var canBeInBar: Bool { kind != .sidebarOnly && kind != .hidden }
    /// Whether the tab is in the bar before the user customises it (not ``optional``, and it can be in the bar).
    public var isInBarByDefault: Bool { canBeInBar && kind != .optional }
    /// Whether the sidebar lists the tab (all but ``hidden``).
    public var isInSidebar: Bool { kind != .hidden }
    /// Whether the user may take the tab out of the bar or add it back (``automatic`` and ``optional``).
    public var isUserHideable: Bool { kind == .automatic || kind == .optional }
    /// Whether the user may move the tab (all but ``fixed`` and ``pinned``, whose places are the bar's edges).
    public var isUserMovable: Bool { kind != .fixed && kind != .pinned }
}

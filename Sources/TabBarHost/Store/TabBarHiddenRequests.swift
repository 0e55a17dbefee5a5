import TabBarCore

/// What screens on screen ask of the bar with `.tabBarHidden(_:)`, gathered as they appear and disappear and
/// turned into the host's visibility: the bar hides while a screen of the selected tab that asks for it is on
/// screen. SwiftUI reports through the environment (which reaches into each tab's hosting controller), not
/// through preferences, which stop at a hosting boundary.
///
/// ```swift
/// var requests = TabBarHiddenRequests()
/// requests.appeared(screen: 7, in: "inbox", hidden: true)
/// requests.event(selected: "inbox")   // .barHiddenChanged(true)
/// ```
public struct TabBarHiddenRequests: Hashable, Sendable {
    /// The screens on screen that ask, by tab: a screen's token and whether it asks to hide.
    private var screens: [TabID: [Int: Bool]] = [:]
    /// Whether the bar is hidden on behalf of a screen now (the host's own `barHiddenChanged` is left alone
    /// until a screen has asked something).
    public private(set) var isHiding = false

    /// Nothing reported yet.
    public init() {}

    /// A screen of `tab` appeared (or changed what it asks).
    public mutating func appeared(screen: Int, in tab: TabID, hidden: Bool) {
        screens[tab, default: [:]][screen] = hidden
    }

    /// A screen disappeared (popped, covered by a push, or its tab left the window).
    public mutating func disappeared(screen: Int, in tab: TabID) {
        screens[tab]?[screen] = nil
        if screens[tab]?.isEmpty == true { screens[tab] = nil }
    }

    /// Whether a screen of `tab` on screen asks to hide the bar.
    public func hides(_ tab: TabID) -> Bool { screens[tab]?.values.contains(true) ?? false }

    /// The event that makes the bar follow the selected tab's screens, or `nil` when nothing changes.
    public mutating func event(selected: TabID) -> TabBarEvent? {
        let wanted = hides(selected)
        guard wanted != isHiding else { return nil }
        isHiding = wanted
        return .barHiddenChanged(wanted)
    }
}

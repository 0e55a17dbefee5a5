import TabBarCore

/// UIKit's `hidesBottomBarWhenPushed` as the core's host visibility: the bar is hidden while the selected
/// tab's stack holds a pushed view controller that asks for it (UIKit's rule: any controller above the
/// root). It only ever undoes what it did itself, so the app's own `setBarHidden(_:)` is left alone.
public struct TabBarPushedBarHiding: Hashable, Sendable {
    /// Whether the bar is hidden on behalf of a pushed controller now.
    public private(set) var isHiding = false

    /// Starts with nothing hidden.
    public init() {}

    /// Whether a stack hides the bar, from each controller's `hidesBottomBarWhenPushed`, root first.
    public static func stackHidesBar(_ flags: [Bool]) -> Bool { flags.dropFirst().contains(true) }

    /// The event for the selected tab's stack as it now is, or `nil` when nothing changes.
    public mutating func event(forSelectedStack flags: [Bool]) -> TabBarEvent? {
        let hides = Self.stackHidesBar(flags)
        guard hides != isHiding else { return nil }
        isHiding = hides
        return .barHiddenChanged(hides)
    }
}

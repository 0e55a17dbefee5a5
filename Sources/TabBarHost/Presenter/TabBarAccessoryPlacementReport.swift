import TabBarCore

/// The bottom accessory's placement as a container reports it to the app (UIKit's `bottomAccessoryPlacement`, SwiftUI's
/// `\.tabBarAccessoryPlacement`): where a frame last drew it, kept while a frame does not draw it (the bar hidden, the
/// action menu open, where the app's view is taken away for a moment), and `nil` only while there is no accessory.
///
/// ```swift
/// var report = TabBarAccessoryPlacementReport()
/// report.update(drawn: frame.accessory?.placement, laidOut: frame.layout.accessory?.placement, isPresent: true)
/// report.placement  // .expanded, and still .expanded while the keyboard hides the bar
/// ```
public struct TabBarAccessoryPlacementReport: Hashable, Sendable {
    /// The placement to report: `nil` without an accessory.
    public private(set) var placement: TabBarAccessoryPlacement?

    /// No accessory yet.
    public init() {}

    /// A frame drew the accessory at `drawn` (`nil`: not drawn), the layout placing it at `laidOut`, while the app
    /// shows one (`isPresent`). Returns whether ``placement`` changed (what the app is to be told).
    ///
    /// A drawn accessory reports where it is drawn; one not drawn keeps the placement reported before (or, never drawn
    /// yet, the layout's); without an accessory the placement is `nil`.
    @discardableResult
    public mutating func update(drawn: TabBarAccessoryPlacement?, laidOut: TabBarAccessoryPlacement?, isPresent: Bool) -> Bool {
        let next = isPresent ? drawn ?? placement ?? laidOut : nil
        guard next != placement else { return false }
        placement = next
        return true
    }
}

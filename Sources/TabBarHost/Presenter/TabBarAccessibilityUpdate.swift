import TabBarCore

/// How a front end brings the bar's accessibility elements from one frame to the next without losing
/// VoiceOver's place: elements are kept by what they stand for (a tab, a menu item, the scrim) and updated in
/// place when only their words, traits or frames changed (a badge came in: focus stays on the item), and the
/// list is replaced only when elements came or went (a menu opened), with a layout-changed notification that
/// points VoiceOver at the first new element.
///
/// ```swift
/// let update = TabBarAccessibilityUpdate(from: shownFrame, to: frame)
/// if update.change == .structure { accessibilityElements = … }          // else patch the kept ones
/// if update.postsLayoutChanged { UIAccessibility.post(notification: .layoutChanged, argument: element(update.focus)) }
/// ```
public struct TabBarAccessibilityUpdate: Hashable, Sendable {
    /// What changed.
    public enum Change: Hashable, Sendable {
        /// Nothing VoiceOver reads.
        case none
        /// The same elements in the same order, some with new words, traits, actions or frames: update them in place.
        case values
        /// Elements came or went, or moved: make the list again.
        case structure
    }

    /// What one element stands for, kept across frames.
    public enum Identity: Hashable, Sendable {
        /// A tab's item.
        case tab(TabID)
        /// What a menu target activates (one of its items, or the scrim).
        case target(TabBarHit)
    }

    /// What changed.
    public var change: Change
    /// Whether to post a layout-changed notification (UIKit's `.layoutChanged`, SwiftUI's `LayoutChanged`).
    public var postsLayoutChanged: Bool
    /// The element VoiceOver should move to with it: the first menu item when a menu opened, the action that
    /// owns the menu when it closed; `nil` leaves VoiceOver where it is.
    public var focus: Identity?

    /// The update from the frame last shown (`nil` before the first) to `next`.
    public init(from previous: TabBarFrame?, to next: TabBarFrame) {
        let old = previous.map(Self.identities) ?? [], new = Self.identities(next)
        if old != new {
            change = .structure
            let openedMenu = previous.map { $0.menuTargets.isEmpty } ?? true && !next.menuTargets.isEmpty
            let closedMenu = !(previous?.menuTargets.isEmpty ?? true) && next.menuTargets.isEmpty
            postsLayoutChanged = previous != nil
            if openedMenu {
                focus = next.menuTargets.first.map { .target($0.hit) }
            } else if closedMenu, case .actionMenuItem(let action, _)? = previous?.menuTargets.first?.hit {
                focus = .tab(action)
            } else {
                focus = nil
            }
        } else {
            let same = previous.map { $0.accessibilityElements == next.accessibilityElements && $0.menuTargets == next.menuTargets } ?? false
            change = same ? .none : .values
            postsLayoutChanged = false
            focus = nil
        }
    }

    /// The identities of a frame's elements, in reading order: the tabs, then the menu's targets.
    public static func identities(_ frame: TabBarFrame) -> [Identity] {
        frame.accessibilityElements.map { .tab($0.id) } + frame.menuTargets.map { .target($0.hit) }
    }
}

import TabBarCore

/// How a front end brings the bar's accessibility elements from one frame to the next without losing
/// VoiceOver's place: elements are kept by what they stand for (a tab, a menu item, the scrim) and updated in
/// place when only their words, traits or frames changed (a badge came in: focus stays on the item), and the
/// list is replaced only when elements came or went (a menu opened), with a layout-changed notification that
/// points VoiceOver at the first new element.
///
/// ```swift
/// let update = TabBarAccessibilityUpdate(from: shownFrame, to: frame)
/// if update.change == .structure { print("make the elements again") }   // else patch the kept ones in place
/// if update.postsLayoutChanged { print("post layoutChanged, focusing", update.focus as Any) }
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
    /// owns the menu when it closed, a sidebar header whose section collapsed or expanded (its rows came or went:
    /// VoiceOver stays on the header); `nil` leaves VoiceOver where it is.
    public var focus: Identity?

    /// The update from the frame last shown (`nil` before the first) to `next`.
    public init(from previous: TabBarFrame?, to next: TabBarFrame) {
        self.init(from: previous.map(Self.identities), to: next)
        if change == .structure, focus == nil, let previous {
            let before = Dictionary(previous.sidebarTargets.map { ($0.hit, $0.value) }, uniquingKeysWith: { first, _ in first })
            focus = next.sidebarTargets.first { target in
                guard case .sidebarRow(.header) = target.hit, let old = before[target.hit] else { return false }
                return old != target.value
            }.map { .target($0.hit) }
        }
        if change == .none, let previous {
            let same = previous.accessibilityElements == next.accessibilityElements && previous.menuTargets == next.menuTargets
                && previous.sidebarTargets == next.sidebarTargets && previous.containerValue == next.containerValue
            change = same ? .none : .values
        }
    }

    /// The update from the identities last shown (`nil` before the first) to `next`, for a front end that
    /// updates elements in place by itself (SwiftUI's `ForEach`): ``change`` is ``Change/structure`` or
    /// ``Change/none``, with the focus to move.
    public init(from previous: [Identity]?, to next: TabBarFrame) {
        let new = Self.identities(next)
        guard let old = previous, old != new else {
            change = previous == nil ? .structure : .none
            postsLayoutChanged = false
            focus = nil
            return
        }
        change = .structure
        postsLayoutChanged = true
        let wasOpen = old.contains(where: Self.isMenuTarget)
        if !wasOpen, let first = next.menuTargets.first {
            focus = .target(first.hit)
        } else if wasOpen, next.menuTargets.isEmpty, let action = old.lazy.compactMap(Self.menuAction).first {
            focus = .tab(action)
        } else {
            focus = nil
        }
    }

    /// The action whose menu a target belongs to.
    static func menuAction(_ identity: Identity) -> TabID? {
        if case .target(.actionMenuItem(let action, _)) = identity { return action }
        return nil
    }

    /// Whether an identity is an open menu's (an item or the scrim), not a sidebar row's.
    static func isMenuTarget(_ identity: Identity) -> Bool {
        switch identity {
        case .target(.actionMenuItem), .target(.scrim): true
        default: false
        }
    }

    /// The identities of a frame's elements, in reading order: a top bar's sidebar button first (it shares the
    /// tabs' row, and iPadOS reads it first), then the tabs (in a sidebar, with its headers, actions and footers among
    /// them in the sidebar's reading order — sections, then rows — on screen or scrolled away, never sorted by
    /// frame), then the menu's targets.
    public static func identities(_ frame: TabBarFrame) -> [Identity] {
        let isToggle = { (target: TabBarAccessibilityTarget) in if case .sidebarToggle = target.hit { true } else { false } }
        let toggles = frame.sidebarTargets.filter(isToggle).map { Identity.target($0.hit) }
        let tabs = frame.accessibilityElements.map { Identity.tab($0.id) }
        let rows = frame.sidebarTargets.filter { !isToggle($0) }.map { Identity.target($0.hit) }
        let merged: [Identity]
        if let order = frame.layout.sidebarReadingOrder {
            var position: [Identity: Int] = [:]
            for (index, item) in order.enumerated() {
                if case .tab(let id) = item { position[.tab(id)] = index } else { position[.target(.sidebarRow(item))] = index }
            }
            // A stable merge by reading position; anything the order does not hold keeps its place after it.
            merged = (tabs + rows).enumerated().sorted { (position[$0.element] ?? .max, $0.offset) < (position[$1.element] ?? .max, $1.offset) }.map(\.element)
        } else {
            merged = tabs + rows
        }
        return toggles + merged + frame.menuTargets.map { .target($0.hit) }
    }
}

import TabBarCore

/// Turns core effects into container actions, keeping a mirror of what each tab's navigation shows.
///
/// A UIKit container owns one and never diffs state itself:
///
/// ```swift
/// var planner = TabBarContainerPlanner(style: .slide)
/// let effects = machine.handle(.tabTapped("inbox"))
/// for action in planner.actions(for: effects, machine: machine) { perform(action) }
/// ```
///
/// Navigation effects are compared with what the tab's navigation controller already shows,
/// so a pop the user made with the back swipe (reported with `userPopped(to:on:)`) is not
/// performed a second time when the core confirms it.
public struct TabBarContainerPlanner: Hashable, Sendable {
    /// How content changes between tabs.
    public var style: TabBarContentTransitionStyle
    /// Whether the system's Reduce Motion setting is on: transitions become instant.
    public var isReduceMotionEnabled: Bool
    /// The theme's motion tokens: a slide uses the indicator's spring.
    public var motion: TabBarMotionTokens
    /// Whether the container moves its children's navigation itself (UIKit's navigation controllers): `false`
    /// when each tab's content follows the core's stack on its own (SwiftUI's `NavigationStack`, bound to it), and
    /// navigation effects then ask nothing of the container.
    public var navigatesChildren: Bool
    /// The routes each live tab's navigation controller shows above its root.
    public private(set) var displayed: [TabID: [TabBarRoute]] = [:]

    /// Creates a planner with nothing live.
    public init(
        style: TabBarContentTransitionStyle = .crossDissolve, motion: TabBarMotionTokens = TabBarTheme.system.motion, isReduceMotionEnabled: Bool = false,
        navigatesChildren: Bool = true
    ) {
        self.style = style
        self.motion = motion
        self.isReduceMotionEnabled = isReduceMotionEnabled
        self.navigatesChildren = navigatesChildren
    }

    /// Whether a tab's child exists.
    public func isLive(_ id: TabID) -> Bool { displayed[id] != nil }

    /// The actions for `effects`, which `machine` has just returned (its state is the state after them).
    public mutating func actions(for effects: [TabBarEffect], machine: TabBarMachine) -> [TabBarContainerAction] {
        effects.flatMap { action(for: $0, machine: machine) }
    }

    /// The user popped in a navigation controller (swipe back, back button, its menu); it now shows
    /// `count` routes above the root. Returns the events that tell the core.
    public mutating func userPopped(to count: Int, on id: TabID) -> [TabBarEvent] {
        guard let shown = displayed[id], count < shown.count else { return [] }
        return navigationShows(Array(shown.prefix(max(count, 0))), on: id)
    }

    /// A tab's navigation controller now shows `routes` above its root, whoever moved it: the app's own
    /// `pushViewController`, a pop, the back swipe, `setViewControllers`, or the container building a child
    /// whose stack it could only partly rebuild. Returns the events that bring the core in step (none when it
    /// already is, so a change the core asked for is not reported back).
    public mutating func navigationShows(_ routes: [TabBarRoute], on id: TabID) -> [TabBarEvent] {
        guard let shown = displayed[id], shown != routes else { return [] }
        displayed[id] = routes
        return TabBarStackChange.events(from: shown, to: routes, on: id)
    }

    mutating func action(for effect: TabBarEffect, machine: TabBarMachine) -> [TabBarContainerAction] {
        let state = machine.state
        switch effect {
        case .mount(let id):
            // A tab is created once, however many effects name it (a deep link before the first appearance).
            guard displayed[id] == nil else { return [] }
            displayed[id] = state.stack(id)
            // Only routes an app can build again are rebuilt; the container reports what it shows (`navigationShows`).
            let stack = navigatesChildren ? Array(state.stack(id).prefix { $0.isRestorable }) : state.stack(id)
            return [.addChild(id, stack: stack, scrollPosition: state.scrollPositions[id])]
        case .unmount(let id):
            displayed[id] = nil
            return [.removeChild(id)]
        case .selectionChanged(let from, let to, let source):
            return [.showChild(to, from: from, transition: transition(from: from, to: to, source: source, machine: machine))]
        case .pushRoute(_, let id), .popRoute(_, let id), .popToRoot(let id), .replaceStack(_, let id):
            guard navigatesChildren else {
                if displayed[id] != nil { displayed[id] = state.stack(id) }
                return []
            }
            return navigate(id, to: state.stack(id), animated: id == state.selected && !isReduceMotionEnabled)
        case .scrollToTop(let id): return [.scrollToTop(id, animated: !isReduceMotionEnabled)]
        case .presentAction(let id, let item): return [.presentAction(id, item: item)]
        case .actionMenuChanged(let id, let isOpen), .tabMenuChanged(let id, let isOpen): return [.setActionMenu(id, isOpen: isOpen)]
        // The app performs these (its closures or delegate; every effect also reaches the store's performer).
        case .performMenuItem(let id, let item): return [.performMenuItem(id, item: item)]
        case .refresh(let id): return [.refresh(id)]
        case .performSidebarAction(let action, let section): return [.performSidebarAction(action, section: section)]
        // The bar draws the section from the state; the app hears of it through its performer.
        case .sidebarSectionChanged: return []
        // The app's search field follows the search tab (its closure or `onTabBarSearch`).
        case .searchChanged(let id, let isActive): return [.setSearchActive(id, isActive: isActive)]
        // The bar lays the sidebar out from the state; the app hears of it through its performer.
        case .sidebarExpansionChanged: return []
        case .haptic(let haptic): return [.playHaptic(haptic)]
        case .analytics(let screen, let id): return [.logScreen(screen, tab: id)]
        case .announce(let text): return [.announce(text)]
        case .focusContent(let id): return [.screenChanged(id)]
        case .visibilityChanged(let visibility): return [.setBarVisibility(visibility)]
        case .selectionDenied(let id, let reason): return [.selectionDenied(id, reason: reason)]
        case .backUnhandled: return [.backUnhandled]
        case .diagnostic(let diagnostic): return [.log(diagnostic)]
        }
    }

    /// The smallest navigation-controller change that makes a live tab show `target`; nothing for a tab
    /// that is not live (its child is built from the core's stack when it is added).
    mutating func navigate(_ id: TabID, to target: [TabBarRoute], animated: Bool) -> [TabBarContainerAction] {
        guard let shown = displayed[id], shown != target else { return [] }
        displayed[id] = target
        if target.count == shown.count + 1, target.starts(with: shown), let route = target.last {
            return [.push(route, on: id, animated: animated)]
        }
        if target.count + 1 == shown.count, shown.starts(with: target) { return [.pop(id, animated: animated)] }
        if target.isEmpty { return [.popToRoot(id, animated: animated)] }
        return [.setStack(target, on: id, animated: animated)]
    }

    /// The transition for a selection change: the style, instant under Reduce Motion or a restore,
    /// sliding in from the side where the new tab sits in the bar.
    func transition(from: TabID, to: TabID, source: TabBarSelectionSource, machine: TabBarMachine) -> TabSwitchTransition {
        guard !isReduceMotionEnabled, source != .restore else { return .instant }
        switch style.kind {
        case .none:
            return .instant
        case .crossDissolve:
            return .crossDissolve(.timed(.easeInOut, duration: TabBarMotionPlanner.reducedCrossFade))
        case .slide:
            let order = machine.visibleOrder
            let forward = (order.firstIndex(of: to) ?? 0) > (order.firstIndex(of: from) ?? 0)
            let fromRight = forward == (machine.layoutDirection == .leftToRight)
            let spring = TabBarSpringCurve(response: motion.indicatorResponse, dampingFraction: motion.indicatorDamping)
            return .slide(from: fromRight ? .right : .left, .spring(spring))
        }
    }
}

extension TabBarContainerPlanner {
    /// The tab the user reselected with `event`, if it was a tap (or a double tap) on the already selected tab that
    /// the bar handled as a reselect (not one that only closed an open menu or restored a minimised bar).
    public static func reselectedTab(by event: TabBarEvent, selectedBefore: TabID, effects: [TabBarEffect]) -> TabID? {
        let tapped: TabID
        switch event {
        case .tabTapped(let id), .tabDoubleTapped(let id): tapped = id
        default: return nil
        }
        guard tapped == selectedBefore else { return nil }
        let id = tapped
        let closedMenu = effects.contains {
            switch $0 {
            case .actionMenuChanged, .tabMenuChanged: true
            default: false
            }
        }
        // A tap on the minimised bar only restores it: the visibility change is its one effect.
        let restoredBar = !effects.isEmpty && effects.allSatisfy { if case .visibilityChanged = $0 { true } else { false } }
        return closedMenu || restoredBar ? nil : id
    }
}

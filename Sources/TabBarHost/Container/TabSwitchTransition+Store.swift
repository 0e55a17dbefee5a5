import TabBarCore

extension TabSwitchTransition {
    /// How content moves for a store's change: the planner's transition for its selection change (instant
    /// when it changed no selection, under Reduce Motion, or for a restore). SwiftUI's container applies it
    /// as its content animation, as UIKit's applies ``TabBarContainerPlanner``'s.
    public init(
        for transition: TabBarTransition, machine: TabBarMachine, style: TabBarContentTransitionStyle, motion: TabBarMotionTokens, reduceMotion: Bool
    ) {
        let change = transition.effects.lazy.compactMap { effect -> (TabID, TabID, TabBarSelectionSource)? in
            if case .selectionChanged(let from, let to, let source) = effect { (from, to, source) } else { nil }
        }.last
        guard let (from, to, source) = change else {
            self = .instant
            return
        }
        let planner = TabBarContainerPlanner(style: style, motion: motion, isReduceMotionEnabled: reduceMotion)
        self = planner.transition(from: from, to: to, source: source, machine: machine)
    }
}

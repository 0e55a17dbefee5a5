#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarHost

/// The bar, animated by the core: each change of the store starts the ``MotionPlanner``'s timeline
/// (springs, stagger, breathing glow, badge pulse — or the reduce-motion plan), and a `TimelineView`
/// samples it every display frame. No animation constant lives here.
struct AnimatedTabBar: View {
    let store: TabBarStore
    let layout: TabBarLayout
    let theme: TabBarTheme
    let appearance: Appearance

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var motion = BarMotion()

    var body: some View {
        TimelineView(.animation(minimumInterval: nil, paused: !motion.running)) { context in
            TabBarCanvas(
                configuration: store.configuration, layout: layout, theme: theme, appearance: appearance,
                frame: motion.running ? motion.timeline.sample(at: context.date.timeIntervalSince(motion.start)) : nil,
                previousSelection: motion.previousSelection,
                elements: TabBarAccessibility.elements(configuration: store.configuration, state: store.state, layout: layout),
                send: { store.send($0) })
        }
        .onAppear {
            let planner = MotionPlanner(theme: theme, reduceMotion: reduceMotion)
            motion = BarMotion(timeline: planner.launchTimeline(configuration: store.configuration, state: store.state))
        }
        .onChange(of: store.transition.sequence) {
            let change = store.transition
            let planner = MotionPlanner(theme: theme, reduceMotion: reduceMotion)
            motion = BarMotion(
                timeline: planner.timeline(for: change.event, effects: change.effects, before: change.before, after: change.after, configuration: store.configuration),
                previousSelection: change.before.selected)
        }
        .task(id: motion.start) {
            // A timeline that ends stops the display-frame clock; a repeating one (the glow) keeps it.
            guard motion.running, !motion.repeats else { return }
            try? await Task.sleep(for: .seconds(motion.timeline.duration))
            if !Task.isCancelled { motion.running = false }
        }
    }
}

/// The running timeline and when it started.
struct BarMotion {
    var timeline = AnimationTimeline()
    var start = Date()
    var previousSelection: TabID?
    var running = false

    init(timeline: AnimationTimeline = AnimationTimeline(), previousSelection: TabID? = nil) {
        self.timeline = timeline
        self.previousSelection = previousSelection
        running = !timeline.isEmpty
    }

    var repeats: Bool { timeline.tracks.contains(where: \.repeatsAutoreversing) }
}
#endif

@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost
import TabBarRender
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// One second of a bar at rest as a front end drives it (issue 30): the display link (UIKit) or the
/// `TimelineView` (SwiftUI) asks the presenter for a frame as often as its `frameInterval` says, and stops
/// asking when it is `nil`. What the presenter does in that second is the main thread's work for the bar at
/// rest, less the painter's share (the layer tree's slot updates, a `Canvas` redraw), which Linux cannot run.
///
/// Each iteration is the next second of the same bar (the clock runs on, as in an app); it returns the number
/// of frames drawn in it.
@MainActor
final class IdleSecond {
    private let time = Now()
    private let presenter: TabBarPresenter
    private var now: Double {
        get { time.seconds }
        set { time.seconds = newValue }
    }

    /// The clock the presenter reads.
    final class Now: @unchecked Sendable {
        var seconds = 100.0
    }

    /// Nyx at launch (Chat, the centre tab, selected: the glow breathes), on an iPhone 16 Pro; `hidden` hides
    /// the bar first, as a route or the app does.
    init(hidden: Bool) {
        let store = try! TabBarKitStore(configuration: .example(.nyx), translator: .identity)
        let time = self.time
        presenter = TabBarPresenter(store: store, theme: .midnight, appearance: TabBarAppearance(.dark), measurer: TabBarInterTextMeasurer()) { time.seconds }
        presenter.updateContainer(size: TabBarSize(width: 402, height: 874), safeArea: TabBarInsets(top: 62, bottom: 34), displayScale: 3)
        presenter.launch()
        if hidden { store.send(.barHiddenChanged(true)) }
        // Let every launch and hiding animation end: what follows is the bar at rest.
        second()
        second()
    }

    /// The next second: a frame whenever the presenter asks for one (120 Hz while one-shot tracks move).
    @discardableResult
    func second() -> Int {
        let end = now + 1
        var frames = 0
        // The display link (or the TimelineView) asks again whether to run: the only work when it stays paused.
        presenter.refreshFrameInterval()
        while let interval = presenter.frameInterval, now < end {
            now += interval > 0 ? interval : 1.0 / 120
            _ = presenter.frame(at: now)
            // What the presenter schedules on the main actor after a frame, done here in line.
            presenter.refreshFrameInterval()
            frames += 1
        }
        now = end
        return frames
    }
}

/// One frame of the presenter while Nyx's indicator slides to Insights (a one-shot animation the clock plays at
/// the display's rate): what each 120 Hz frame costs the main thread, the painter's share aside.
@MainActor
final class SlideFrame {
    private let time = IdleSecond.Now()
    private let presenter: TabBarPresenter
    private let start: Double
    private var tick = 0

    init() {
        let store = try! TabBarKitStore(configuration: .example(.nyx), translator: .identity)
        let time = self.time
        presenter = TabBarPresenter(store: store, theme: .midnight, appearance: TabBarAppearance(.dark), measurer: TabBarInterTextMeasurer()) { time.seconds }
        presenter.updateContainer(size: TabBarSize(width: 402, height: 874), safeArea: TabBarInsets(top: 62, bottom: 34), displayScale: 3)
        presenter.launch()
        _ = presenter.frame(at: time.seconds)
        store.send(.tabTapped("insights"))
        presenter.sync()
        start = time.seconds
        _ = presenter.frame(at: start)
    }

    /// The next frame of the slide's first 0.3 s (then its first frame again).
    func frame() -> Int {
        tick = tick == 35 ? 1 : tick + 1
        return presenter.frame(at: start + Double(tick) / 120).list.slots.count
    }
}

extension Scenarios {
    /// Issue 30's rows: a second of Nyx at rest with its glow on, shown and hidden.
    @MainActor
    public static func idle() -> [Scenario] {
        let a = IdleSecond(hidden: false), b = IdleSecond(hidden: true), c = SlideFrame()
        return [
            Scenario(name: "a presenter frame while the indicator slides, Nyx") { MainActor.assumeIsolated { c.frame() } },
            Scenario(name: "one second at rest, Nyx, glow on (frames drawn)") { MainActor.assumeIsolated { a.second() } },
            Scenario(name: "one second at rest, Nyx, glow on, bar hidden (frames drawn)") { MainActor.assumeIsolated { b.second() } },
        ]
    }
}

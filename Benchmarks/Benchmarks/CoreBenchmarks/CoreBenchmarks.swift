import Benchmark
import TabBarCore
import TabBarTesting

/// Per-event cost of the state machine: each scaled iteration handles one event of a mixed,
/// repeating sequence (taps that mount and evict, reselects, pushes, back, swipes, badges).
let benchmarks: @Sendable () -> Void = {
    layoutBenchmarks()
    motionBenchmarks()

    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        scalingFactor: .kilo,
        maxDuration: .seconds(3),
        maxIterations: 100_000)

    Benchmark("handle(_:) social, 5 tabs", configuration: configuration) { benchmark in
        var machine = TabBarMachine.fixture(.example(.social))
        let events = mixedEvents(ids: ["home", "search", "activity", "profile", "create"])
        var index = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(machine.handle(events[index]))
            index = index == events.count - 1 ? 0 : index + 1
        }
    }

    Benchmark("handle(_:) 1,000 tabs, 5 live", configuration: configuration) { benchmark in
        let big = TabBarConfiguration.synthetic(tabCount: 999, maxLiveTabs: 5, pinned: 2, action: true)  // 1,000 with the action
        var machine = TabBarMachine.fixture(big)
        let events = mixedEvents(ids: stride(from: 0, to: 999, by: 37).map { TabID("t\($0)") } + ["fab"])
        var index = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(machine.handle(events[index]))
            index = index == events.count - 1 ? 0 : index + 1
        }
    }
}

/// A repeating mix of the events a real session produces, over the given tab ids.
func mixedEvents(ids: [TabID]) -> [TabBarEvent] {
    var events: [TabBarEvent] = []
    for (i, id) in ids.enumerated() {
        events.append(.tabTapped(id))
        events.append(.routePushed(Route("detail/\(i)"), on: ids[0]))
        events.append(.tabTapped(id))
        events.append(.swiped(i % 2 == 0 ? .left : .right))
        events.append(.badgeSet(.count(i), on: id))
        events.append(.backRequested)
        events.append(.contentScrolled(i % 2 == 0 ? .down : .up))
    }
    return events
}

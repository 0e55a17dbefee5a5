import Benchmark
import Scenarios
@_spi(TabBarKitInternal) import TabBarCore
import TabBarTesting

/// Issue 10's table (layout, accessibility, animation and SVG of the examples), the series at
/// 5…1,000 tabs, and the reducer over a mixed event sequence.
let benchmarks: @Sendable () -> Void = {
    for scenario in Scenarios.table() + Scenarios.series() {
        // Cheap iterations are timed a thousand at a time; the O(n) ones at 200 and 1,000 tabs one at a time.
        let heavy = ["1,000 tabs, equal", "allItems", "a11y elements 1,000", "200 tabs", "1000 tabs"].contains { scenario.name.contains($0) }
            && !scenario.name.contains("scrolling") && !scenario.name.hasPrefix("reducer")
        // A token import or check of a large file takes up to about a second: a few runs, with its peak memory.
        let tokens = scenario.name.hasPrefix("token import") || scenario.name.hasPrefix("token check")
        let configuration = Benchmark.Configuration(
            metrics: tokens ? [.wallClock, .mallocCountTotal, .peakMemoryResident] : [.wallClock, .mallocCountTotal],
            scalingFactor: heavy || tokens ? .one : .kilo,
            maxDuration: .seconds(tokens ? 20 : 1), maxIterations: tokens ? 10 : heavy ? 10_000 : 100_000)
        Benchmark(scenario.name, configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(scenario.run()) }
        }
    }

    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(1), maxIterations: 100_000)

    Benchmark("handle(_:) social, 5 tabs", configuration: configuration) { benchmark in
        var machine = TabBarMachine.fixture(.example(.social))
        let events = Scenarios.mixedEvents(ids: ["home", "search", "activity", "profile", "create"])
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
        let events = Scenarios.mixedEvents(ids: stride(from: 0, to: 999, by: 37).map { TabID("t\($0)") } + ["fab"])
        var index = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(machine.handle(events[index]))
            index = index == events.count - 1 ? 0 : index + 1
        }
    }
}

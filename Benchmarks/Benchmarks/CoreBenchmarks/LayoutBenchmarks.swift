import Benchmark
import TabBarCore
import TabBarRender
import TabBarTesting

/// Layout and SVG costs: one iteration is one full layout (or one SVG of the bar).
func layoutBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(3), maxIterations: 100_000)
    let measurer = InterTextMeasurer()
    let environment = DevicePreset.iPhone16Pro.environment()

    let social = TabBarConfiguration.example(.social)
    let socialState = TabBarMachine.fixture(social).state
    Benchmark("layout social, 5 tabs", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(TabBarLayout(configuration: social, state: socialState, environment: environment, theme: .system, measurer: measurer))
        }
    }

    let big = TabBarConfiguration.synthetic(tabCount: 1_000)
    var bigMachine = TabBarMachine.fixture(big)
    _ = bigMachine.handle(.selectionRequested("t500"))
    let bigState = bigMachine.state
    Benchmark("layout 1,000 tabs, scrolling", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(TabBarLayout(configuration: big, state: bigState, environment: environment, theme: .system, measurer: measurer))
        }
    }

    let layout = TabBarLayout(configuration: social, state: socialState, environment: environment, theme: .system, measurer: measurer)
    let renderer = TabBarRenderer(configuration: social, layout: layout, theme: .system, appearance: Appearance())
    let writer = SVGWriter()
    Benchmark("SVG of the social bar", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(writer.write(renderer.barDisplayList()))
        }
    }
}

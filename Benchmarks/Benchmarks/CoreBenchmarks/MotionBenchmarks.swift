import Benchmark
import TabBarCore
import TabBarRender
import TabBarTesting

/// One animation frame of the social bar: sample the timeline, then build the frame's display list.
func motionBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(3), maxIterations: 100_000)
    let social = TabBarConfiguration.example(.social)
    var machine = TabBarMachine.fixture(social)
    let before = machine.state
    let effects = machine.handle(.tabTapped("activity"))
    let timeline = MotionPlanner(theme: .midnight, reduceMotion: false)
        .timeline(for: .tabTapped("activity"), effects: effects, before: before, after: machine.state, configuration: social)
    let layout = TabBarLayout(configuration: social, state: machine.state, environment: DevicePreset.iPhone16Pro.environment(), theme: .midnight, measurer: InterTextMeasurer())
    var renderer = TabBarRenderer(configuration: social, layout: layout, theme: .midnight, appearance: Appearance(.dark))
    renderer.previousSelection = "home"
    let canvas = renderer.animationCanvas

    Benchmark("timeline sample + frame display list, social", configuration: configuration) { benchmark in
        var t = 0.0
        for _ in benchmark.scaledIterations {
            renderer.animation = timeline.sample(at: t)
            blackHole(renderer.animatedBarDisplayList(canvas: canvas))
            t = t > 0.8 ? 0 : t + 1.0 / 120
        }
    }
}

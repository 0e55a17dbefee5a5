import Scenarios

// Runs one scenario under `valgrind --tool=callgrind --collect-atstart=no --toggle-collect=tabbar_probe_measure`
// so that only the measured iterations are counted: `InstructionProbe list` names them,
// `InstructionProbe NAME [ITERATIONS]` runs one (after one uncounted warm-up iteration).

nonisolated(unsafe) var probeScenario: Scenario?
nonisolated(unsafe) var probeIterations = 1
nonisolated(unsafe) var probeSink = 0

@_silgen_name("tabbar_probe_measure")
@inline(never)
func measure() {
    guard let scenario = probeScenario else { return }
    for _ in 0..<probeIterations { probeSink &+= scenario.run() }
}

let arguments = CommandLine.arguments.dropFirst()
let all = Scenarios.table() + Scenarios.series() + Scenarios.idle()
if arguments.first == "list" || arguments.isEmpty {
    for scenario in all { print(scenario.name) }
} else if let scenario = all.first(where: { $0.name == arguments.first }) {
    probeScenario = scenario
    probeIterations = arguments.dropFirst().first.flatMap { Int($0) } ?? 1
    let first = scenario.run()
    probeSink &+= first
    measure()
    print(probeSink == 42 ? "" : "ran \(scenario.name) × \(probeIterations); the first run returned \(first)")
} else {
    print("unknown scenario; try `list`")
}

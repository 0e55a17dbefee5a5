/// Runs a script against a machine and records a transcript, the way `tabbar simulate` does.
public struct Simulator: Sendable {
    /// The machine being driven.
    public private(set) var machine: TabBarMachine
    private var savedSnapshot: String?

    /// Creates a simulator in the launch state.
    public init(configuration: TabBarConfiguration, layoutDirection: LayoutDirection = .leftToRight) throws(ConfigurationError) {
        machine = try TabBarMachine(configuration: configuration)
        _ = machine.handle(.layoutDirectionChanged(layoutDirection))
    }

    /// Runs every step; the transcript starts with the launch step (line 0).
    public mutating func run(_ script: SimulationScript) -> Transcript {
        var steps = [TranscriptStep(line: 0, event: "launch", effects: machine.launchEffects, machine: machine)]
        for step in script.steps {
            steps.append(TranscriptStep(line: step.line, event: step.text, effects: perform(step.command), machine: machine))
        }
        return Transcript(steps: steps)
    }

    /// Performs one command and returns its effects.
    public mutating func perform(_ command: SimulationScript.Command) -> [TabBarEffect] {
        switch command {
        case .event(let event):
            return machine.handle(event)
        case .chooseMenuItem(let choice):
            var item = choice
            if let n = Int(choice), let open = machine.state.openMenu {
                let menu = machine.configuration.tab(open)?.menu ?? []
                if menu.indices.contains(n - 1) { item = menu[n - 1].id }
            }
            return machine.handle(.actionMenuItemChosen(item))
        case .save:
            savedSnapshot = machine.snapshotJSON()
            return []
        case .restore:
            guard let savedSnapshot else {
                return [.diagnostic(TabBarDiagnostic("restoreUnreadable", "nothing was saved"))]
            }
            return machine.restore(json: savedSnapshot)
        }
    }
}

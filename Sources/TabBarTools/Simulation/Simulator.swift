@_spi(TabBarKitInternal) import TabBarCore
/// Runs a script against a machine and records a transcript, the way `tabbar simulate` does.
public struct TabBarSimulator: Sendable {
    /// The machine being driven.
    public private(set) var machine: TabBarMachine
    private var savedSnapshot: String?
    /// Plans each step's animations when set; the transcript then lists them.
    public var motion: TabBarMotionPlanner?
    /// Snapshot files by path, for `save FILE` and `restore FILE`: the host reads the files a script
    /// restores into this before `run(_:)` and writes out what `save FILE` left here; the simulator never touches disk.
    public var snapshotFiles: [String: String] = [:]

    /// Creates a simulator in the launch state, in a layout direction and a horizontal size class (a compact bar
    /// shows only `TabBarConfiguration.compactTabs`; an iPad's regular width shows every tab in the bar).
    public init(
        configuration: TabBarConfiguration, layoutDirection: TabBarReadingDirection = .leftToRight, sizeClass: TabBarSizeClass = .compact
    ) throws(TabBarConfigurationError) {
        machine = try TabBarMachine(configuration: configuration)
        _ = machine.handle(.layoutDirectionChanged(layoutDirection))
        if sizeClass != .compact { _ = machine.handle(.sizeClassChanged(sizeClass)) }
    }

    /// Runs every step; the transcript starts with the launch step (line 0).
    public mutating func run(_ script: TabBarSimulationScript) -> TabBarTranscript {
        var launch = TabBarTranscriptStep(line: 0, event: "launch", effects: machine.launchEffects, machine: machine)
        launch.animations = motion?.launchTimeline(configuration: machine.configuration, state: machine.state)
        var steps = [launch]
        for step in script.steps {
            let before = machine.state
            let effects = perform(step.command)
            var recorded = TabBarTranscriptStep(line: step.line, event: step.text, effects: effects, machine: machine)
            if let motion {
                let event: TabBarEvent? = if case .event(let e) = step.command { e } else { nil }
                recorded.animations = motion.timeline(for: event, effects: effects, before: before, after: machine.state, configuration: machine.configuration)
            }
            steps.append(recorded)
        }
        return TabBarTranscript(steps: steps)
    }

    /// Performs one command and returns its effects.
    public mutating func perform(_ command: TabBarSimulationScript.Command) -> [TabBarEffect] {
        switch command {
        case .event(let event):
            return machine.handle(event)
        case .chooseMenuItem(let choice):
            var item = choice
            if let n = Int(choice), let open = machine.state.openMenu {
                let menu = machine.configuration.tab(open)?.menu ?? []
                // Compared before subtracting, so Int.min or Int.max cannot overflow.
                if n >= 1, n <= menu.count { item = menu[n - 1].id }
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
        case .saveFile(let path):
            snapshotFiles[path] = machine.snapshotJSON()
            return []
        case .restoreFile(let path):
            guard let text = snapshotFiles[path] else {
                return [.diagnostic(TabBarDiagnostic("restoreUnreadable", "no snapshot was read from \(path)"))]
            }
            return machine.restore(json: text)
        case .configure(_, let configuration):
            do {
                return try machine.apply(configuration: configuration)
            } catch {
                return error.issues.map { .diagnostic(TabBarDiagnostic("invalidConfiguration", $0.description)) }
            }
        }
    }
}

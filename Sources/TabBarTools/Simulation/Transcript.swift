@_spi(TabBarKitInternal) import TabBarCore
/// What a simulation did, step by step: the event, its effects and the state after it.
public struct TabBarTranscript: Hashable, Sendable {
    /// The transcript format version.
    public static let version = 1
    /// The steps, the launch first.
    public var steps: [TabBarTranscriptStep]
}

/// One step of a transcript.
public struct TabBarTranscriptStep: Hashable, Sendable {
    /// The script line (0 for the launch).
    public var line: Int
    /// The event as written.
    public var event: String
    /// The effects, diagnostics excluded.
    public var effects: [TabBarEffect]
    /// The diagnostics the step produced.
    public var diagnostics: [TabBarDiagnostic]
    /// The selected tab after the step.
    public var selected: TabID
    /// Every destination's stack, in bar order.
    public var stacks: [(tab: TabID, routes: [TabBarRoute])]
    /// Live tabs in bar order.
    public var live: [TabID]
    /// The bar's visibility.
    public var visibility: TabBarVisibility
    /// Every tab's badge text in bar order (`nil` when none shows, `•` for a dot).
    public var badges: [(tab: TabID, text: String?)]
    /// Tabs in the user's order.
    public var order: [TabID]
    /// Tabs the user hid.
    public var hidden: [TabID]
    /// The tab whose menu is open (an action's, or a tab's long-press menu).
    public var openMenu: TabID?
    /// Tabs the configuration keeps out of the bar at this width, in the user's order.
    public var outOfBar: [TabID]
    /// The horizontal size class the bar is shown in.
    public var sizeClass: TabBarSizeClass
    /// The whole state after the step.
    public var state: TabBarState
    /// The configuration after the step (a `configure FILE` line changes it).
    public var configuration: TabBarConfiguration
    /// The animations the step started, when the simulation plans motion.
    public var animations: TabBarAnimationTimeline?

    init(line: Int, event: String, effects all: [TabBarEffect], machine: TabBarMachine) {
        self.line = line
        self.event = event
        var effects: [TabBarEffect] = []
        var diagnostics: [TabBarDiagnostic] = []
        for effect in all {
            if case .diagnostic(let d) = effect { diagnostics.append(d) } else { effects.append(effect) }
        }
        self.effects = effects
        self.diagnostics = diagnostics
        let state = machine.state
        self.state = state
        configuration = machine.configuration
        let tabs = state.order.compactMap { machine.configuration.tab($0) }
        selected = state.selected
        stacks = tabs.filter(\.role.isSelectable).map { ($0.id, state.stack($0.id)) }
        live = state.order.filter(state.lifecycle.isLive)
        visibility = machine.visibility
        let style = machine.configuration.behavior.badgeStyle
        badges = tabs.map { ($0.id, state.badge($0.id).transcriptText(style: style)) }
        order = state.order
        hidden = state.order.filter(state.hidden.contains)
        openMenu = state.openMenu
        outOfBar = state.order.filter(state.outOfBar.contains)
        sizeClass = machine.horizontalSizeClass
    }

    /// Compares every recorded field.
    public static func == (lhs: TabBarTranscriptStep, rhs: TabBarTranscriptStep) -> Bool {
        lhs.line == rhs.line && lhs.event == rhs.event && lhs.effects == rhs.effects && lhs.diagnostics == rhs.diagnostics
            && lhs.stateJSON == rhs.stateJSON
    }

    /// Hashes the event and the state.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(line)
        hasher.combine(event)
        hasher.combine(effects)
        hasher.combine(stateJSON.serialized(pretty: false))
    }
}

import TabBarCore

/// The last layout and what it was made from: asked again with the same inputs, it returns the same
/// layout without measuring or laying out anything, so a frame never lays the bar out again.
public struct TabBarLayoutCache: Sendable {
    /// Everything a layout depends on.
    public struct Inputs: Hashable, Sendable {
        /// The configuration.
        public var configuration: TabBarConfiguration
        /// The state.
        public var state: TabBarState
        /// The environment.
        public var environment: TabBarLayoutEnvironment
        /// The theme.
        public var theme: TabBarTheme
        /// The regular-width presentation.
        public var regularWidth: TabBarRegularWidthPresentation
        /// The label mode, if it overrides the theme's.
        public var labelMode: TabBarLabelMode?
        /// A scrolling bar's offset, if not centred on the selection.
        public var scrollOffset: Double?
        /// The sidebar row the hardware keyboard focuses, if any.
        public var sidebarFocus: TabBarSidebarOutline.Item?

        /// Creates inputs.
        public init(
            configuration: TabBarConfiguration, state: TabBarState, environment: TabBarLayoutEnvironment, theme: TabBarTheme,
            regularWidth: TabBarRegularWidthPresentation = .floatingBar, labelMode: TabBarLabelMode? = nil, scrollOffset: Double? = nil,
            sidebarFocus: TabBarSidebarOutline.Item? = nil
        ) {
            self.sidebarFocus = sidebarFocus
            self.configuration = configuration
            self.state = state
            self.environment = environment
            self.theme = theme
            self.regularWidth = regularWidth
            self.labelMode = labelMode
            self.scrollOffset = scrollOffset
        }
    }

    /// The measurer layouts use.
    public let measurer: any TabBarTextMeasuring
    private var last: (inputs: Inputs, layout: TabBarLayout)?
    /// Counts the layouts made (each new one gets the next number): a painter compares it to know the bar changed.
    public private(set) var generation = 0

    /// A cache measuring with `measurer`.
    public init(measurer: any TabBarTextMeasuring) { self.measurer = measurer }

    /// The layout for `inputs`: the last one when they are the same, else a new one.
    public mutating func layout(for inputs: Inputs) -> TabBarLayout {
        if let last, last.inputs == inputs { return last.layout }
        let layout = TabBarLayout(
            configuration: inputs.configuration, state: inputs.state, environment: inputs.environment, theme: inputs.theme,
            measurer: measurer, regularWidth: inputs.regularWidth, labelMode: inputs.labelMode, scrollOffset: inputs.scrollOffset,
            sidebarFocus: inputs.sidebarFocus)
        last = (inputs, layout)
        generation += 1
        return layout
    }

    /// Forgets the last layout.
    public mutating func removeAll() { last = nil }
}

import TabBarCore

extension TabBarPresenter {
    /// While the clock plays a top bar's expansion into the sidebar (or back), the layout of that frame: the core's
    /// `TabBarLayout.sidebarTransition(from:to:progress:)` between the bar and the sidebar of the current state;
    /// `nil` at rest (and with reduce motion, where the change is instant).
    func sidebarTransition(sample: TabBarAnimationFrame, scrollOffset: Double?) -> TabBarLayout? {
        guard let progress = sample.sidebarExpansion, regularWidth == .topBar else { return nil }
        var collapsed = store.state, expanded = store.state
        collapsed.isSidebarExpanded = false
        expanded.isSidebarExpanded = true
        // Both ends are laid out for this frame only (the cache keeps the layout at rest); text widths are cached.
        let make = { (inputs: TabBarLayoutCache.Inputs) in
            TabBarLayout(
                configuration: inputs.configuration, state: inputs.state, environment: inputs.environment, theme: inputs.theme,
                measurer: self.measurer, regularWidth: inputs.regularWidth, labelMode: inputs.labelMode, scrollOffset: inputs.scrollOffset,
                sidebarFocus: inputs.sidebarFocus)
        }
        let bar = make(layoutInputs(state: collapsed, scrollOffset: scrollOffset))
        let sidebar = make(layoutInputs(state: expanded, scrollOffset: scrollOffset))
        guard bar.presentation != sidebar.presentation else { return nil }
        return TabBarLayout.sidebarTransition(from: bar, to: sidebar, progress: progress)
    }
}

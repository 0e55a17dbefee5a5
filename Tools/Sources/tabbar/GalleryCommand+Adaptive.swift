import TabBarCore
import TabBarRender
import TabBarTools

extension Gallery {
    /// Issue 32's search tab (detached beside a floating capsule, selected with its field active) and iPad's top bar
    /// (with the search beside it, and its expanded form, the sidebar), each in both directions.
    static func issue32AdaptiveEntries() -> [Entry] {
        let search = TabBarFeatureSamples.searchTab
        let atlas = TabBarFeatureSamples.atlasTopBar
        var entries: [Entry] = []
        for direction in [TabBarReadingDirection.leftToRight, .rightToLeft] {
            let rtl = direction == .rightToLeft ? "-rtl" : ""
            entries.append(Entry(example: .social, theme: .floating, scheme: .light, device: .iPhone16Pro, direction: direction,
                                 variant: "search-detached" + rtl, configuration: search, sample: "search"))
            entries.append(Entry(example: .social, theme: .floating, scheme: .dark, device: .iPhone16Pro, direction: direction,
                                 variant: "search-selected" + rtl, configuration: search, events: [.tabTapped("search")], sample: "search"))
            entries.append(Entry(example: .social, theme: .floating, scheme: .light, device: .iPadPro11, orientation: .landscape, direction: direction,
                                 regularWidth: .topBar, variant: "top-bar" + rtl, configuration: atlas, sample: "atlas"))
            entries.append(Entry(example: .social, theme: .floating, scheme: .light, device: .iPadPro11, orientation: .landscape, direction: direction,
                                 regularWidth: .topBar, variant: "top-bar-sidebar" + rtl, configuration: atlas, events: [.sidebarToggled], sample: "atlas"))
            // A third of the way (in time) from the bar to the sidebar: the capsule grows, the tabs move to their rows.
            entries.append(Entry(example: .social, theme: .floating, scheme: .light, device: .iPadPro11, orientation: .landscape, direction: direction,
                                 regularWidth: .topBar, variant: "top-bar-expanding" + rtl, configuration: atlas, events: [.sidebarToggled], time: 0.08,
                                 sample: "atlas"))
        }
        return entries
    }
}

extension Scene {
    /// A top bar on its way into the sidebar (or back) at the frame's ``TabBarAnimationFrame/sidebarExpansion``: the
    /// core's transition between the two layouts of the state, as the presenter draws it.
    mutating func expand(regularWidth: TabBarRegularWidthPresentation, environment: TabBarLayoutEnvironment, sidebarFocus: TabBarSidebarOutline.Item?) {
        guard let progress = animation?.sidebarExpansion, regularWidth == .topBar else { return }
        var collapsed = state, expanded = state
        collapsed.isSidebarExpanded = false
        expanded.isSidebarExpanded = true
        let configuration = configuration, theme = theme
        let make = { (state: TabBarState) in
            TabBarLayout(configuration: configuration, state: state, environment: environment, theme: theme,
                         measurer: TabBarInterTextMeasurer(), regularWidth: regularWidth, sidebarFocus: sidebarFocus)
        }
        layout = TabBarLayout.sidebarTransition(from: make(collapsed), to: make(expanded), progress: progress)
    }
}

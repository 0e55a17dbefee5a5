import TabBarCore
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
        }
        return entries
    }
}

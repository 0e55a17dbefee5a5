@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools

extension Gallery {
    /// Issue 32's bottom accessory (expanded above the bar, inline beside the minimised capsule) and the bar
    /// minimised by a scroll up, in both directions.
    static func issue32Entries() -> [Entry] {
        func minimizing(_ example: TabBarBuiltInExample, _ behavior: TabBarMinimizePolicy) -> TabBarConfiguration? {
            guard var configuration = try? example.configuration else { return nil }
            configuration.behavior.minimize = behavior
            return configuration
        }
        var entries: [Entry] = []
        for direction in [TabBarReadingDirection.leftToRight, .rightToLeft] {
            let rtl = direction == .rightToLeft ? "-rtl" : ""
            entries.append(Entry(example: .social, theme: .system, scheme: .light, device: .iPhone16Pro, direction: direction,
                                 variant: "accessory" + rtl, accessory: true))
            entries.append(Entry(example: .social, theme: .system, scheme: .light, device: .iPhone16Pro, direction: direction,
                                 variant: "accessory-inline" + rtl, configuration: minimizing(.social, .onScrollDown),
                                 events: [.contentScrolled(.down)], accessory: true))
        }
        entries.append(Entry(example: .reflect, theme: .floating, scheme: .dark, device: .iPhone16Pro, variant: "accessory", selected: "goals", accessory: true))
        entries.append(Entry(example: .reflect, theme: .floating, scheme: .dark, device: .iPhone16Pro, variant: "accessory-inline", selected: "goals",
                             configuration: minimizing(.reflect, .onScrollDown), events: [.contentScrolled(.down)], accessory: true))
        entries.append(Entry(example: .social, theme: .floating, scheme: .light, device: .iPadPro11, variant: "accessory-ipad", accessory: true))
        entries.append(Entry(example: .reflect, theme: .system, scheme: .dark, device: .iPadPro11, regularWidth: .sidebar, variant: "accessory-sidebar", accessory: true))
        entries.append(Entry(example: .nyx, theme: .midnight, scheme: .dark, device: .iPhone16Pro, variant: "minimized-on-scroll-up",
                             configuration: minimizing(.nyx, .onScrollUp), events: [.contentScrolled(.up)]))
        return entries
    }
}

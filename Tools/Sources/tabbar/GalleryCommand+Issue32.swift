@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools

extension Gallery {
    /// Issue 32's glass (as glass, and as each fallback the readability guard picks) and the prominent tab (raised and
    /// detached, at rest and selected, in both directions).
    static func issue32Entries() -> [Entry] {
        var entries: [Entry] = issue32AccessoryEntries()
        let glass = TabBarFeatureSamples.glassTheme, opaque = TabBarFeatureSamples.glassOpaqueTheme
        for scheme in TabBarAppearanceScheme.allCases {
            entries.append(Entry(example: .social, theme: glass, scheme: scheme, device: .iPhone16Pro, variant: "glass"))
            entries.append(Entry(example: .social, theme: glass, scheme: scheme, device: .iPhone16Pro, variant: "glass-busy",
                                 appearance: TabBarAppearance(scheme, backdrop: .busy)))
            entries.append(Entry(example: .social, theme: glass, scheme: scheme, device: .iPhone16Pro, variant: "glass-reduce-transparency",
                                 appearance: TabBarAppearance(scheme, transparency: .reduced)))
        }
        entries.append(Entry(example: .social, theme: glass, scheme: .light, device: .iPhone16Pro, variant: "glass-increase-contrast",
                             appearance: TabBarAppearance(.light, contrast: .increased)))
        entries.append(Entry(example: .social, theme: opaque, scheme: .dark, device: .iPhone16Pro, variant: "glass-opaque-reduce-transparency",
                             appearance: TabBarAppearance(.dark, transparency: .reduced)))
        entries.append(Entry(example: .social, theme: opaque, scheme: .dark, device: .iPhone16Pro, variant: "glass-strong-tint-busy",
                             appearance: TabBarAppearance(.dark, backdrop: .busy)))
        entries.append(Entry(example: .social, theme: .system, scheme: .light, device: .iPhone16Pro, orientation: .landscape, variant: "glass-edge-to-edge"))
        entries[entries.count - 1].theme = { var t = TabBarTheme.system; t.name = "system-glass"; t.background.style = .glass; return t }()
        let prominent = try? TabBarFeatureSamples.prominent
        let prominentDetached = try? TabBarFeatureSamples.prominentDetached
        for direction in [TabBarReadingDirection.leftToRight, .rightToLeft] {
            let suffix = direction == .leftToRight ? "" : "-rtl"
            entries.append(Entry(example: .social, theme: .system, scheme: .light, device: .iPhone16Pro, direction: direction,
                                 variant: "prominent" + suffix, configuration: prominent))
            entries.append(Entry(example: .social, theme: .floating, scheme: .dark, device: .iPhone16Pro, direction: direction,
                                 variant: "prominent-selected" + suffix, selected: "live", configuration: prominent))
            // Detached: Live in a circle beside the capsule's leading end, Search beside its trailing end.
            entries.append(Entry(example: .social, theme: .floating, scheme: .light, device: .iPhone16Pro, direction: direction,
                                 variant: "prominent-detached" + suffix, configuration: prominentDetached))
            entries.append(Entry(example: .social, theme: .floating, scheme: .dark, device: .iPhone16Pro, direction: direction,
                                 variant: "prominent-detached-selected" + suffix, selected: "live", configuration: prominentDetached))
        }
        return entries
    }

    /// Issue 32's bottom accessory (expanded above the bar, inline beside the minimised capsule) and the bar
    /// minimised by a scroll up, in both directions.
    static func issue32AccessoryEntries() -> [Entry] {
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

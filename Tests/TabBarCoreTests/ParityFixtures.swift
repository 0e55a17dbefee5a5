@_spi(TabBarKitInternal) import TabBarCore

/// Plain tabs named as in React Navigation's TabRouter tests (`bar`, `baz`, `qux`, …), so a ported test reads like its original.
func parityTabs(
    _ ids: [TabID] = ["bar", "baz", "qux"], selected: TabID? = nil, back: TabBarBackBehavior = .history,
    maxLiveTabs: Int? = nil, pinned: [TabID] = []
) -> TabBarConfiguration {
    TabBarConfiguration(
        tabs: ids.map { TabBarKitItem(id: $0, title: $0.rawValue.capitalized, icon: "circle") }, selected: selected,
        behavior: TabBarBehavior(back: back, maxLiveTabs: maxLiveTabs, pinned: pinned))
}

extension TabBarMachine {
    /// The machine after `back`, leaving this one as it is (React Navigation's tests check `goBack` on a state they keep).
    func afterBack() -> (machine: TabBarMachine, effects: [TabBarEffect]) {
        var copy = self
        let effects = copy.handle(.backRequested)
        return (copy, effects)
    }
}

import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarTesting

/// A10 (issue 33, item 1): a tab can be selected — by a deep link, by code, from the sidebar — without an item in
/// the bar, and the state, the layout and VoiceOver say so honestly.
@Suite("A10 Tabs reached without a place in the bar")
struct A10ReachWithoutPlaceTests {
    /// The bar's accessibility elements and layout, laid out on an iPhone in `direction` with an underline indicator.
    func bar(_ m: TabBarMachine, _ direction: TabBarReadingDirection) -> (elements: [TabBarAccessibilityElement], layout: TabBarLayout) {
        let layout = TabBarLayout(
            configuration: m.configuration, state: m.state, environment: TabBarDevicePreset.iPhone16Pro.environment(direction: direction),
            theme: .wireframe, measurer: FixedWidthMeasurer())
        return (TabBarAccessibility.elements(configuration: m.configuration, state: m.state, layout: layout), layout)
    }

    @Test("placements decide the bar: fixed first, pinned last, optional out until added, sidebarOnly and hidden never in it")
    func launchBar() {
        let m = machine(atlas)
        #expect(m.state.order == ["home", "browse", "radio", "library", "downloads", "settings", "account", "search"])
        #expect(m.state.hidden == ["downloads"])
        #expect(m.visibleOrder == ["home", "browse", "library", "search"])
        #expect(m.state.outOfBar == ["radio", "downloads", "settings", "account"])
        #expect(m.state.selectionIsInBar)
    }

    @Test("a deep link selects a tab the configuration keeps out of the bar; VoiceOver hears where it went", arguments: bothDirections)
    func deepLinkOutOfBar(direction: TabBarReadingDirection) {
        var m = machine(atlas)
        _ = m.handle(.layoutDirectionChanged(direction))
        let effects = m.handle(.deepLinkOpened("app://account"))
        #expect(effects == [
            .mount("account"), .selectionChanged(from: "home", to: "account", source: .deepLink),
            .analytics(screen: "account", tab: "account"), .announce("Account, not in the tab bar"), .focusContent("account"),
        ])
        #expect(m.state.selected == "account" && !m.state.selectionIsInBar)
        let (elements, layout) = bar(m, direction)
        #expect(elements.count == 4)
        #expect(elements.allSatisfy { !$0.traits.contains("selected") && !$0.spoken.hasPrefix("Selected") })
        #expect(TabBarAccessibility.containerValue(configuration: atlas, state: m.state) == "Account, not in the tab bar")
        // The layout the display list draws from marks no item and places no indicator.
        #expect(layout.items.allSatisfy { !$0.isSelected } && layout.indicator == nil)
    }

    @Test("with the selection in the bar, the bar has no value of its own and its item is selected", arguments: bothDirections)
    func selectionInBar(direction: TabBarReadingDirection) {
        let m = machine(atlas)
        let (elements, layout) = bar(m, direction)
        #expect(TabBarAccessibility.containerValue(configuration: atlas, state: m.state) == nil)
        #expect(elements.filter { $0.traits.contains("selected") }.map(\.id) == ["home"])
        #expect(layout.items.filter(\.isSelected).map(\.id) == ["home"] && layout.indicator != nil)
    }

    @Test("code selects a tab with no item in the bar; a tap cannot, since nothing shows it")
    func codeAndTap() {
        var m = machine(atlas)
        #expect(m.handle(.tabTapped("account")).diagnostics.map(\.code) == ["notInBar"])
        #expect(m.handle(.tabTapped("radio")).diagnostics.map(\.code) == ["notInBar"])  // not in the compact set
        #expect(m.state.selected == "home")
        _ = m.handle(.selectionRequested("settings"))
        #expect(m.state.selected == "settings" && !m.state.selectionIsInBar)
        #expect(m.isSelectable("settings") && !m.isInBar("settings"))
    }

    @Test("a sidebar row selects any tab the sidebar lists, without an announcement or a haptic; a hidden tab has no row")
    func sidebarSelection() {
        var m = machine(atlas)
        #expect(m.handle(.sidebarItemSelected("settings")).diagnostics.map(\.code) == ["sectionCollapsed"])
        _ = m.handle(.sidebarSectionExpanded("more"))
        let effects = m.handle(.sidebarItemSelected("settings"))
        #expect(effects.contains(.selectionChanged(from: "home", to: "settings", source: .sidebar)))
        #expect(effects.ofType("announce").isEmpty && effects.ofType("haptic").isEmpty)
        #expect(m.handle(.sidebarItemSelected("account")).diagnostics.map(\.code) == ["notInSidebar"])
        #expect(m.handle(.sidebarItemSelected("settings")).isEmpty, "the selected row: no reselect from the sidebar")
    }

    @Test("a tab the user hid stays selectable by a deep link and code, but back does not return to it")
    func userHidden() {
        var m = machine(atlas)
        _ = m.send(.tabTapped("browse"), .tabTapped("library"), .tabHidden("browse"))
        #expect(m.handle(.backRequested).contains(.selectionChanged(from: "library", to: "home", source: .back)), "browse, which the user hid, is skipped")
        let effects = m.handle(.deepLinkOpened("app://browse/7"))
        #expect(effects.diagnostics.isEmpty)
        #expect(m.state.selected == "browse" && m.state.hidden.contains("browse") && !m.state.selectionIsInBar)
        #expect(effects.contains(.announce("Browse, not in the tab bar")))
    }

    @Test("back returns to a tab the configuration keeps out of the bar, as React Navigation returns to a hidden screen")
    func backToOutOfBar() {
        var m = machine(atlas)
        _ = m.send(.deepLinkOpened("app://account"), .selectionRequested("browse"))
        #expect(m.handle(.backRequested).contains(.selectionChanged(from: "browse", to: "account", source: .back)))
    }

    @Test("the arrow keys move only while the selection has an item in the bar; Command-1 brings it back", arguments: bothDirections)
    func keyboard(direction: TabBarReadingDirection) {
        var m = machine(atlas)
        _ = m.send(.layoutDirectionChanged(direction), .deepLinkOpened("app://account"))
        #expect(m.handle(.keyPressed(.rightArrow)).isEmpty && m.handle(.keyPressed(.leftArrow)).isEmpty)
        #expect(m.keyCommands.filter { if case .commandDigit = $0.input { true } else { false } }.map(\.title) == ["Home", "Browse", "Library", "Search"])
        _ = m.handle(.keyPressed(.commandDigit(1)))
        #expect(m.state.selected == "home")
        _ = m.handle(.keyPressed(direction == .leftToRight ? .rightArrow : .leftArrow))
        #expect(m.state.selected == "browse")
    }

    @Test("the size class picks the tab set: the compact bar shows compactTabs, a regular one every tab that is in the bar")
    func sizeClasses() {
        var m = machine(atlas)
        #expect(m.handle(.sizeClassChanged(.regular)).isEmpty)
        #expect(m.visibleOrder == ["home", "browse", "radio", "library", "search"])
        _ = m.handle(.tabTapped("radio"))
        #expect(m.state.selected == "radio" && m.state.selectionIsInBar)
        _ = m.handle(.sizeClassChanged(.compact))
        // The selection stays; the compact bar has no item for it, and says so.
        #expect(m.state.selected == "radio" && !m.state.selectionIsInBar)
        #expect(TabBarAccessibility.containerValue(configuration: atlas, state: m.state) == "Radio, not in the tab bar")
    }

    @Test("a snapshot keeps a selection without a bar item; a new configuration keeps the size class")
    func restoreAndReconfigure() throws {
        var m = machine(atlas)
        _ = m.send(.sizeClassChanged(.regular), .deepLinkOpened("app://account"))
        var restored = machine(atlas)
        #expect(restored.restore(json: m.snapshotJSON()).diagnostics.isEmpty)
        #expect(restored.state.selected == "account")
        var next = atlas
        next.tabs[1].title = "Discover"
        _ = try m.apply(configuration: next)
        #expect(m.horizontalSizeClass == .regular && m.visibleOrder.contains("radio") && m.state.selected == "account")
    }

    @Test("with no selected tab given, launch selects the compact bar's first destination")
    func launchFallback() throws {
        var configuration = atlas
        configuration.selected = nil
        configuration.tabs[0].placement = .sidebarOnly
        configuration.compactTabs = ["browse", "library", "search"]
        #expect(try TabBarMachine(configuration: configuration).state.selected == "browse")
    }
}

import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarRender
import TabBarTesting

/// What issue 33's front-end half added to the core: the editor's drop range, the sidebar's accessibility elements,
/// and the linter looking at the bar of the width it is given.
@Suite("Issue 33: the core's side of the front ends")
struct Issue33FrontEndCoreTests {
    @Test("a drag in the bar lands between the fixed tabs and the pinned ones")
    func dropRange() {
        var machine = TabBarMachine.fixture(atlas)
        _ = machine.handle(.sizeClassChanged(.regular))
        let model = TabBarCustomizationModel(configuration: atlas, state: machine.state)
        #expect(model.bar.map(\.id) == ["home", "browse", "radio", "library", "search"])
        #expect(model.barMovableRange == 1...3)
        #expect(model.barDestination(proposed: 0) == 1 && model.barDestination(proposed: 4) == 3 && model.barDestination(proposed: 2) == 2)
        // Every drop the range allows is an order the core takes.
        for destination in 1...3 { #expect(model.moveInBar(from: 1, to: model.barDestination(proposed: destination)) != nil || destination == 1) }
        let fixedOnly = TabBarConfiguration(tabs: [TabBarKitItem(id: "a", title: "A", placement: .fixed), TabBarKitItem(id: "b", title: "B", placement: .pinned)])
        #expect(TabBarCustomizationModel(configuration: fixedOnly, state: TabBarMachine.fixture(fixedOnly).state).barMovableRange == nil)
    }

    @Test("a sidebar's accessibility elements are its tabs' rows, top to bottom, each with its place among them", arguments: bothDirections)
    func sidebarElements(_ direction: TabBarReadingDirection) {
        let layout = Issue33SidebarLayoutTests.layout(direction, [.tabHidden("browse")])
        var machine = TabBarMachine.fixture(atlas)
        _ = machine.send(.sizeClassChanged(.regular), .tabHidden("browse"))
        let elements = TabBarAccessibility.elements(configuration: atlas, state: machine.state, layout: layout)
        #expect(elements.map(\.id) == ["home", "browse", "radio", "search", "library", "downloads"])
        #expect(elements.map(\.position) == (1...6).map { "tab \($0) of 6" })
        #expect(elements.allSatisfy { $0.frame == layout.item($0.id)?.frame })
        // Radio's menu is offered as custom actions on its row.
        #expect(elements.first { $0.id == "radio" }?.customActions.map(\.name) == ["Start Station", "Clear History"])
    }

    @Test("the linter lays out the bar of the width it is given: an iPad's regular width shows every tab, not the compact set")
    func linterWidth() {
        let tabs = (0..<14).map { TabBarKitItem(id: TabID("t\($0)"), title: "Tab \($0)", icon: "circle", selectedIcon: "circle.fill") }
        let configuration = TabBarConfiguration(tabs: tabs, compactTabs: ["t0", "t1", "t2", "t3"])
        let phone = TabBarLinter(measurer: TabBarInterTextMeasurer()).lint(configuration, theme: .system)
        #expect(!phone.contains { $0.name == "tabsOverflowWidth" || $0.name == "tooManyTabsCompact" }, "\(phone)")
        let pad = TabBarLinter(measurer: TabBarInterTextMeasurer(), environment: TabBarDevicePreset.iPadPro11.environment()).lint(configuration, theme: .system)
        #expect(pad.contains { $0.name == "tabsOverflowWidth" && $0.message.hasPrefix("14 tabs") }, "\(pad)")
        #expect(!pad.contains { $0.name == "tooManyTabsCompact" })
    }
}

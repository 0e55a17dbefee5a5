import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

@Suite("A3 Action button")
struct A3ActionTests {
    @Test("an action tab presents without changing selection, with a light impact")
    func actionPresents() {
        var m = machine(.social)
        let effects = m.handle(.tabTapped("create"))
        #expect(effects == [.haptic(.lightImpact), .presentAction("create", item: nil)])
        #expect(m.state.selected == "home")
    }

    @Test("an action with menu items opens its menu instead")
    func actionOpensMenu() {
        var m = machine()
        let effects = m.handle(.tabTapped("new"))
        #expect(effects == [.haptic(.lightImpact), .actionMenuChanged("new", isOpen: true)])
        #expect(m.state.openMenu == "new")
    }

    @Test("choosing a menu item closes the menu and presents that item")
    func chooseItem() {
        var m = machine()
        _ = m.handle(.actionMenuOpened("new"))
        let effects = m.handle(.actionMenuItemChosen("story"))
        #expect(effects == [.actionMenuChanged("new", isOpen: false), .presentAction("new", item: "story")])
        #expect(m.state.openMenu == nil && m.state.selected == "home")
    }

    @Test("tapping outside dismisses the menu and nothing else")
    func tapOutsideDismisses() {
        var m = machine()
        _ = m.handle(.actionMenuOpened("new"))
        let effects = m.handle(.tabTapped("inbox"))
        #expect(effects == [.actionMenuChanged("new", isOpen: false)])
        #expect(m.state.selected == "home")
        #expect(m.handle(.actionMenuDismissed).isEmpty)
    }

    @Test("an unknown menu item or a closed menu is reported, not crashed on")
    func badChoices() {
        var m = machine()
        #expect(m.handle(.actionMenuItemChosen("photo")).diagnostics.map(\.code) == ["menuNotOpen"])
        _ = m.handle(.actionMenuOpened("new"))
        #expect(m.handle(.actionMenuItemChosen("video")).diagnostics.map(\.code) == ["unknownMenuItem"])
        #expect(m.state.openMenu == "new")
    }
}

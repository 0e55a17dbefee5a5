import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

/// An action with a menu whose tap presents the action and whose long press opens the menu (Social's Create).
@Suite("A3 Action tap policy")
struct A3ActionTapTests {
    static func machine(_ policy: TabBarActionTapPolicy) -> TabBarMachine {
        var configuration = TabBarConfiguration.example(.social)
        configuration.tabs = configuration.tabs.map { tab in
            var tab = tab
            if tab.id == "create" { tab.menu = [TabBarActionMenuItem(id: "photo", title: "Photo"), TabBarActionMenuItem(id: "story", title: "Story")] }
            return tab
        }
        configuration.behavior.actionTap = policy
        return .fixture(configuration)
    }

    @Test("with `presents`, a tap on an action with a menu presents it with no item and opens no menu")
    func tapPresents() {
        var m = Self.machine(.presents)
        let effects = m.handle(.tabTapped("create"))
        #expect(effects == [.haptic(.lightImpact), .presentAction("create", item: nil)])
        #expect(m.state.openMenu == nil && m.state.selected == "home")
    }

    @Test("with `presents`, the long press still opens the menu and an item presents that item")
    func longPressOpensMenu() {
        var m = Self.machine(.presents)
        #expect(m.handle(.actionMenuOpened("create")) == [.haptic(.lightImpact), .actionMenuChanged("create", isOpen: true)])
        #expect(m.handle(.actionMenuItemChosen("photo")) == [.actionMenuChanged("create", isOpen: false), .presentAction("create", item: "photo")])
    }

    @Test("with `presents`, a tap while the menu is open only closes it")
    func tapWhileOpenCloses() {
        var m = Self.machine(.presents)
        _ = m.handle(.actionMenuOpened("create"))
        #expect(m.handle(.tabTapped("create")) == [.actionMenuChanged("create", isOpen: false)])
    }

    @Test("the default, `opensMenu`, keeps the tap opening the menu")
    func defaultOpensMenu() {
        var m = Self.machine(.opensMenu)
        #expect(m.handle(.tabTapped("create")) == [.haptic(.lightImpact), .actionMenuChanged("create", isOpen: true)])
    }

    @Test("the policy reads from JSON by name; an unknown name is an error naming the accepted ones")
    func json() throws {
        let base = #"{"version":1,"tabs":[{"id":"home","title":"Home","icon":"house"}],"behavior":{"actionTap":"#
        #expect(try TabBarConfiguration.decode(json: base + #""presents"}}"#).behavior.actionTap == .presents)
        #expect(try TabBarConfiguration.decode(json: base + "\"opensMenu\"}}").behavior.actionTap == .opensMenu)
        do {
            _ = try TabBarConfiguration.decode(json: base + #""menu"}}"#)
            Issue.record("an unknown policy was accepted")
        } catch {
            #expect("\(error)".contains("behavior.actionTap") && "\(error)".contains("opensMenu, presents"), "\(error)")
        }
    }
}

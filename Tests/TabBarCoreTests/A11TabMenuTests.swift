import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarTesting

/// A11 (issue 33, item 4): a long press on a tab opens that tab's menu (an account switcher, quick actions); the
/// host performs the chosen item. The menu shares the action menu's state, choice and dismissal, and is offered to
/// VoiceOver as custom actions.
@Suite("A11 Long-press menus on tabs")
struct A11TabMenuTests {
    /// Studio with an account switcher on "me".
    static let withSwitcher: TabBarConfiguration = {
        var configuration = studio
        configuration.tabs[5].menu = [
            TabBarActionMenuItem(id: "work", title: "Work Account"), TabBarActionMenuItem(id: "personal", title: "Personal Account"),
            TabBarActionMenuItem(id: "signOut", title: "Sign Out", icon: "rectangle.portrait.and.arrow.right", isDestructive: true),
        ]
        return configuration
    }()

    @Test("a long press opens the tab's menu with the menu haptic; choosing an item closes it and asks the host to perform it")
    func openAndChoose() {
        var m = machine(Self.withSwitcher)
        #expect(m.handle(.tabLongPressed("me")) == [.haptic(.lightImpact), .tabMenuChanged("me", isOpen: true)])
        #expect(m.state.openMenu == "me")
        #expect(m.handle(.actionMenuItemChosen("personal")) == [.tabMenuChanged("me", isOpen: false), .performMenuItem("me", item: "personal")])
        #expect(m.state.openMenu == nil && m.state.selected == "home", "an account switch does not select the tab")
    }

    @Test("tapping outside, Escape or a tap on the bar only closes it; an unknown item changes nothing")
    func dismiss() {
        var m = machine(Self.withSwitcher)
        _ = m.handle(.tabLongPressed("me"))
        #expect(m.handle(.actionMenuItemChosen("nope")).diagnostics.map(\.code) == ["unknownMenuItem"])
        #expect(m.handle(.actionMenuDismissed) == [.tabMenuChanged("me", isOpen: false)])
        _ = m.handle(.tabLongPressed("me"))
        #expect(m.handle(.tabTapped("inbox")) == [.tabMenuChanged("me", isOpen: false)])
        #expect(m.state.selected == "home")
    }

    @Test("a tab without a menu leaves its long press to the large content viewer; an action's long press opens its own menu")
    func withoutMenu() {
        var m = machine(Self.withSwitcher)
        #expect(m.handle(.tabLongPressed("inbox")).diagnostics.map(\.code) == ["noMenu"])
        #expect(m.handle(.tabLongPressed("new")) == [.haptic(.lightImpact), .actionMenuChanged("new", isOpen: true)])
        // Opening the tab's menu closes the action's, each with its own effect.
        #expect(m.handle(.tabLongPressed("me")) == [.actionMenuChanged("new", isOpen: false), .haptic(.lightImpact), .tabMenuChanged("me", isOpen: true)])
        #expect(m.handle(.actionMenuOpened("me")).diagnostics.map(\.code) == ["noMenu"], "actionMenuOpened stays the action's")
    }

    @Test("a disabled tab opens nothing; a tab no bar or sidebar shows cannot be pressed; a selection closes the menu")
    func limits() {
        var configuration = Self.withSwitcher
        configuration.tabs[4].menu = [TabBarActionMenuItem(id: "x", title: "X")]
        configuration.tabs[1].menu = [TabBarActionMenuItem(id: "recent", title: "Recent")]
        configuration.tabs[1].placement = .hidden
        var m = machine(configuration)
        #expect(m.handle(.tabLongPressed("locked")).isEmpty)
        #expect(m.handle(.tabLongPressed("search")).diagnostics.map(\.code) == ["notShown"])
        _ = m.handle(.tabLongPressed("me"))
        let effects = m.handle(.deepLinkOpened("app://inbox/thread/4"))
        #expect(effects.first == .tabMenuChanged("me", isOpen: false) && m.state.openMenu == nil)
    }

    @Test("the menu haptic is the configuration's: another impact, or none")
    func haptics() {
        var configuration = Self.withSwitcher
        configuration.behavior.haptics.menu = .rigidImpact
        var m = machine(configuration)
        #expect(m.handle(.tabLongPressed("me")).ofType("haptic") == [.haptic(.rigidImpact)])
        configuration.behavior.haptics.menu = nil
        var silent = machine(configuration)
        #expect(silent.handle(.tabLongPressed("me")) == [.tabMenuChanged("me", isOpen: true)])
    }

    @Test("VoiceOver offers the items as custom actions of the tab's element; performing one performs the item", arguments: bothDirections)
    func customActions(direction: TabBarReadingDirection) throws {
        var m = machine(Self.withSwitcher)
        _ = m.handle(.layoutDirectionChanged(direction))
        let layout = TabBarLayout(
            configuration: m.configuration, state: m.state, environment: TabBarDevicePreset.iPhone16Pro.environment(direction: direction),
            theme: .system, measurer: FixedWidthMeasurer())
        let elements = TabBarAccessibility.elements(configuration: m.configuration, state: m.state, layout: layout)
        let me = try #require(elements.first { $0.id == "me" })
        #expect(me.customActions.map(\.name) == ["Work Account", "Personal Account", "Sign Out"])
        let new = try #require(elements.first { $0.id == "new" })
        #expect(new.customActions.first?.events == [.actionMenuOpened("new"), .actionMenuItemChosen("photo")], "the action's menu is unchanged")
        let effects = me.customActions[2].events.flatMap { m.handle($0) }
        #expect(effects.contains(.performMenuItem("me", item: "signOut")) && m.state.openMenu == nil)
    }

    @Test("an open tab menu is saved and restored; one the new configuration no longer has closes, named")
    func restore() {
        var m = machine(Self.withSwitcher)
        _ = m.handle(.tabLongPressed("me"))
        var restored = machine(Self.withSwitcher)
        #expect(restored.restore(json: m.snapshotJSON()).contains(.tabMenuChanged("me", isOpen: true)))
        var without = machine(studio)
        let effects = without.restore(json: m.snapshotJSON())
        #expect(effects.diagnostics.map(\.message).contains(#"closed the menu of "me""#) && without.state.openMenu == nil)
    }

    @Test("a menu item's destructive role is configuration data, written only when set")
    func destructive() throws {
        let json = Self.withSwitcher.jsonText()
        #expect(json.contains(#""destructive" : true"#))
        let decoded = try TabBarConfiguration.decode(json: json)
        #expect(decoded.tab("me")?.menu.map(\.isDestructive) == [false, false, true])
        #expect(decoded == Self.withSwitcher)
    }
}

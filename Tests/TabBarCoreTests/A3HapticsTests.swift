import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarTesting

/// Issue 22: the app chooses the haptic of each moment (a selection, a reselect, the action, its menu),
/// or none; the defaults are the system's.
@Suite("A3 Haptics chosen by the app")
struct A3HapticsTests {
    static let tabs = [
        TabBarKitItem(id: "home", title: "Home"), TabBarKitItem(id: "chat", title: "Chat"),
        TabBarKitItem(id: "new", title: "New", role: .action, menu: [TabBarActionMenuItem(id: "photo", title: "Photo")]),
    ]

    static func machine(_ haptics: TabBarHaptics) throws -> TabBarMachine {
        try TabBarMachine(configuration: TabBarConfiguration(tabs: tabs, selected: "home", behavior: TabBarBehavior(haptics: haptics)))
    }

    static func haptics(_ effects: [TabBarEffect]) -> [TabBarHaptic] {
        effects.compactMap { if case .haptic(let haptic) = $0 { haptic } else { nil } }
    }

    @Test("by default: the selection tick on a selection and a reselect, a light impact for the action and its menu")
    func defaults() throws {
        var m = try Self.machine(TabBarHaptics())
        #expect(Self.haptics(m.handle(.tabTapped("chat"))) == [.selection])
        #expect(Self.haptics(m.handle(.tabTapped("chat"))) == [.selection])
        #expect(Self.haptics(m.handle(.actionMenuOpened("new"))) == [.lightImpact])
    }

    @Test("a distinct reselect, a firm action, a silent menu, as an article asks")
    func chosen() throws {
        var m = try Self.machine(TabBarHaptics(selection: .softImpact, reselect: .rigidImpact, action: .heavyImpact, menu: nil))
        #expect(Self.haptics(m.handle(.tabTapped("chat"))) == [.softImpact])
        #expect(Self.haptics(m.handle(.tabTapped("chat"))) == [.rigidImpact])
        #expect(Self.haptics(m.handle(.actionMenuOpened("new"))).isEmpty)
        // A programmatic selection plays nothing, whatever the scheme.
        #expect(Self.haptics(m.handle(.selectionRequested("home"))).isEmpty)
    }

    @Test("the JSON form names each moment's haptic or none, and reports unknown names and keys where they are")
    func json() throws {
        let text = """
            {"version": 1, "tabs": [{"id": "home", "title": "Home"}, {"id": "chat", "title": "Chat"}],
             "behavior": {"haptics": {"reselect": "rigidImpact", "menu": "none"}}}
            """
        let configuration = try TabBarConfiguration.decode(json: text)
        #expect(configuration.behavior.haptics == TabBarHaptics(reselect: .rigidImpact, menu: nil))
        #expect(try TabBarConfiguration.decode(json: configuration.jsonText()) == configuration)
        let unknown = text.replacingOccurrences(of: "rigidImpact", with: "thud")
        #expect(throws: TabBarConfigurationError.self) { try TabBarConfiguration.decode(json: unknown) }
        do {
            _ = try TabBarConfiguration.decode(json: unknown)
            Issue.record("an unknown haptic was accepted")
        } catch {
            #expect(error.issues.contains { $0.location == "behavior.haptics.reselect" && $0.reason.contains("unknown haptic \"thud\"") })
        }
        do {
            _ = try TabBarConfiguration.decode(json: text.replacingOccurrences(of: "\"menu\"", with: "\"menus\""))
            Issue.record("a misspelt moment was accepted")
        } catch {
            #expect(error.issues.contains { $0.location == "behavior.haptics.menus" && $0.reason.contains("unknown key") })
        }
    }
}

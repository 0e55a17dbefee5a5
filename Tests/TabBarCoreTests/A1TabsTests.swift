import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

enum AppTab: String, TabRepresentable {
    case home, search, profile
    var tab: TabBarKitItem {
        switch self {
        case .home: TabBarKitItem(id: "home", title: "Home", icon: "house", selectedIcon: "house.fill")
        case .search: TabBarKitItem(id: "search", title: "Search", icon: "magnifyingglass", role: .search)
        case .profile: TabBarKitItem(id: "profile", title: "Profile", icon: "person", analyticsName: "me")
        }
    }
}

@Suite("A1 Tabs")
struct A1TabsTests {
    @Test("a Swift enum declares the tabs in case order")
    func enumDeclaration() throws {
        let configuration = TabBarConfiguration(AppTab.self, selected: .search)
        #expect(configuration.tabs.map(\.id) == ["home", "search", "profile"])
        let machine = try TabBarMachine(configuration: configuration)
        #expect(machine.state.selected == "search")
        #expect(AppTab(tabID: "profile") == .profile)
        #expect(AppTab(tabID: "nope") == nil)
    }

    @Test("JSON declares every tab field and leaves the rest at their defaults")
    func jsonDeclaration() throws {
        let configuration = try TabBarConfiguration.decode(json: """
            {"version": 1, "tabs": [
              {"id": "a", "title": "A", "icon": "house", "selectedIcon": "house.fill", "role": "search",
               "enabled": true, "badge": {"dot": true}, "accessibilityLabel": "Alpha", "accessibilityHint": "Opens A",
               "analyticsName": "alpha_screen"},
              {"id": "b", "title": "B", "enabled": false, "icon": "x"},
              {"id": "fab", "title": "", "icon": "plus", "role": "action", "accessibilityLabel": "New",
               "menu": [{"id": "photo", "title": "Photo", "icon": "camera"}]}
            ]}
            """)
        let a = try #require(configuration.tab("a"))
        #expect(a.role == .search && a.selectedIcon == "house.fill" && a.badge == .dot)
        #expect(a.spokenLabel == "Alpha" && a.accessibilityHint == "Opens A" && a.screenName == "alpha_screen")
        #expect(configuration.tab("b")?.isEnabled == false)
        #expect(configuration.tab("b")?.screenName == "b")
        #expect(configuration.tab("fab")?.menu.map(\.id) == ["photo"])
    }

    @Test("a configuration survives an encode/decode round trip")
    func roundTrip() throws {
        for example in TabBarBuiltInExample.allCases {
            let configuration = TabBarConfiguration.example(example)
            #expect(try TabBarConfiguration.decode(json: configuration.jsonText()) == configuration)
        }
    }
}

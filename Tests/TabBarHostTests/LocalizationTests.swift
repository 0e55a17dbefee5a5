import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost

@Suite("G3 Localizable titles")
struct LocalizationTests {
    static let french = ["Home": "Accueil", "Create": "Créer", "Photo": "Photo", "Story": "Story", "notification": "notification",
                         "Activity": "Activité"]

    @Test("titles, menu titles and badge nouns are looked up as keys; ids and icons stay")
    func translated() {
        let configuration = TabBarConfiguration(AppTab.self).localized { Self.french[$0] ?? $0 }
        #expect(configuration.tab("home")?.title == "Accueil")
        #expect(configuration.tab("activity")?.title == "Activité")
        #expect(configuration.tab("create")?.title == "Créer")
        #expect(configuration.tab("create")?.menu.map(\.id) == ["photo", "story"])
        #expect(configuration.tabs.map(\.id) == AppTab.allCases.map(\.tabID))
        #expect(configuration.tab("home")?.icon == "house")
    }

    @Test("a key missing from the bundle stays as written")
    func missingKeys() {
        let configuration = TabBarConfiguration(AppTab.self)
        #expect(configuration.localized(bundle: .main).tabs.map(\.title) == configuration.tabs.map(\.title))
    }
}

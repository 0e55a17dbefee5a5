import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarHost

/// The store localises what both front ends draw and speak through an injectable translator.
@Suite("G3 The translator on the store's path")
@MainActor
struct TranslatorTests {
    static let french = TabBarTranslator {
        ["Home": "Accueil", "Search": "Rechercher", "Create": "Créer", "Activity": "Activité", "Profile": "Profil",
         "Photo": "Photo", "Story": "Story", "notification": "alerte", "Dismiss menu": "Fermer le menu"][$0] ?? $0
    }
    /// Hebrew titles, read right to left.
    static let hebrew = TabBarTranslator {
        ["Home": "בית", "Search": "חיפוש", "Create": "יצירה", "Activity": "פעילות", "Profile": "פרופיל"][$0] ?? $0
    }
    /// A German-like translation far longer than the English.
    static let long = TabBarTranslator { $0 == "Activity" ? "Benachrichtigungsübersicht und Aktivitäten" : $0 }

    static func texts(_ items: [TabBarDisplayItem]) -> [TabBarDisplayText] {
        items.flatMap { item -> [TabBarDisplayText] in
            switch item {
            case .text(let text): [text]
            case .group(let group): texts(group.children)
            default: []
            }
        }
    }

    func store(_ translator: TabBarTranslator, _ log: EffectLog = EffectLog()) throws -> TabBarKitStore {
        try TabBarKitStore(AppTab.self, selected: .home, translator: translator) { log.effects.append($0) }
    }

    @Test("the store's configuration carries translated titles, menu titles and badge nouns; ids stay")
    func storeConfiguration() throws {
        let configuration = try store(Self.french).configuration
        #expect(configuration.tabs.map(\.title) == ["Accueil", "Rechercher", "Créer", "Activité", "Profil"])
        #expect(configuration.tabs.map(\.id) == AppTab.allCases.map(\.tabID))
        #expect(configuration.tab("create")?.menu.map(\.title) == ["Photo", "Story"])
        #expect(configuration.tab("activity")?.badgeNoun == "alerte")
    }

    @Test("the bar draws the translated titles")
    func drawn() throws {
        let presenter = makePresenter(try store(Self.french), clock: ManualClock())
        let strings = Self.texts(presenter.frame().list.items).map(\.string)
        #expect(strings.contains("Accueil") && strings.contains("Profil"))
        #expect(!strings.contains("Home"))
    }

    @Test("VoiceOver hears the translated labels and badge nouns")
    func spoken() throws {
        let store = try store(Self.french)
        store.send(.badgesChanged([TabBarBadgeUpdate(tab: "activity", badge: .count(2))]))
        let elements = makePresenter(store, clock: ManualClock()).frame().accessibilityElements
        let activity = try #require(elements.first { $0.id == "activity" })
        #expect(activity.label == "Activité")
        #expect(activity.spoken.contains("alerte"), "\(activity.spoken)")
        #expect(!elements.contains { $0.label == "Home" })
    }

    @Test("announcements name the tab in the user's language")
    func announcements() throws {
        let log = EffectLog()
        let store = try store(Self.french, log)
        store.send(.selectionRequested("profile"))
        store.send(.badgesChanged([TabBarBadgeUpdate(tab: "activity", badge: .count(3))]))
        let announced = log.effects.compactMap { effect -> String? in
            if case .announce(let text) = effect { text } else { nil }
        }
        #expect(announced.count == 2)
        #expect(announced.first?.hasPrefix("Profil,") == true)
        #expect(announced.last?.hasPrefix("Activité,") == true)
    }

    @Test("the open menu's items and its scrim are spoken translated")
    func menuTargets() throws {
        let store = try store(Self.french)
        store.send(.actionMenuOpened("create"))
        let targets = makePresenter(store, clock: ManualClock()).frame().menuTargets
        #expect(targets.map(\.label) == ["Photo", "Story", "Fermer le menu"])
    }

    @Test("a configuration applied later is translated too")
    func applied() throws {
        let store = try store(Self.french)
        var next = TabBarConfiguration(AppTab.self)
        next.tabs.removeLast()
        try store.apply(configuration: next)
        #expect(store.configuration.tabs.map(\.title) == ["Accueil", "Rechercher", "Créer", "Activité"])
    }

    @Test("right-to-left titles are drawn in mirrored order")
    func rightToLeft() throws {
        let presenter = makePresenter(try store(Self.hebrew), clock: ManualClock())
        presenter.handle(.layoutDirection(.rightToLeft))
        let texts = Self.texts(presenter.frame().list.items)
        let home = try #require(texts.first { $0.string == "בית" })
        let profile = try #require(texts.first { $0.string == "פרופיל" })
        #expect(home.frame.x > profile.frame.x, "the first tab sits on the right")
    }

    @Test("a long translation is truncated to its item; the spoken label keeps it whole")
    func longTranslation() throws {
        let presenter = makePresenter(try store(Self.long), clock: ManualClock())
        let frame = presenter.frame()
        let item = try #require(frame.layout.item("activity"))
        let drawn = try #require(Self.texts(frame.list.items).first { $0.string.hasPrefix("Benach") })
        #expect(drawn.string.hasSuffix("…"))
        #expect(drawn.frame.width <= item.frame.width + 0.5)
        #expect(frame.accessibilityElements.first { $0.id == "activity" }?.label == "Benachrichtigungsübersicht und Aktivitäten")
    }

    @Test("the identity translator and the Linux default leave every string as written")
    func identity() throws {
        let configuration = TabBarConfiguration(AppTab.self, selected: .home)
        #expect(configuration.localized(.identity) == configuration)
        #expect(configuration.localized(.main) == configuration)
        #expect(try store(.main).configuration == configuration)
    }

    /// A String Catalog's French for the core's phrase keys, next to the titles.
    static let frenchPhrases = TabBarTranslator {
        ["Home": "Accueil", "Profile": "Profil", "tab %1$lld of %2$lld": "onglet %1$lld sur %2$lld",
         "%1$lld of %2$lld": "%1$lld sur %2$lld", "Selected": "Sélectionné", "Tab": "Onglet",
         "%1$@, tab %2$lld of %3$lld": "%1$@, onglet %2$lld sur %3$lld"][$0] ?? $0
    }

    @Test("the translator fills the core's phrase table from the phrase keys it translates")
    func phraseTable() {
        let phrases = Self.frenchPhrases.phrases
        #expect(phrases.template(TabBarPhrases.Key.position) == "onglet %1$lld sur %2$lld")
        #expect(phrases.templates.count == 5)
        #expect(TabBarTranslator.identity.phrases == .english)
    }

    @Test("positions, spoken phrases and announcements are spoken in the translator's language")
    func phrasesOnTheStoresPath() throws {
        let log = EffectLog()
        let store = try store(Self.frenchPhrases, log)
        let elements = makePresenter(store, clock: ManualClock()).frame().accessibilityElements
        #expect(elements.first?.position == "onglet 1 sur 5")
        #expect(elements.first?.spoken == "Sélectionné, Accueil, Onglet, 1 sur 5")
        store.send(.selectionRequested("profile"))
        let announced = log.effects.compactMap { effect -> String? in
            if case .announce(let text) = effect { text } else { nil }
        }
        #expect(announced == ["Profil, onglet 5 sur 5"])
    }
}

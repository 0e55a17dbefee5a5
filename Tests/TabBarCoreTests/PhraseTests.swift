import Testing
import TabBarCore
import TabBarTesting
import TabBarTools

/// The phrases the core composes come from templates under String Catalog keys: English by default,
/// a translated table reorders words and arguments.
@Suite("E Spoken phrases from templates")
struct PhraseTests {
    /// French: the same order of number and noun, other words, the position after "sur".
    static let french = TabBarPhrases([
        TabBarPhrases.Key.position: "onglet %1$lld sur %2$lld",
        TabBarPhrases.Key.index: "%1$lld sur %2$lld",
        TabBarPhrases.Key.selected: "Sélectionné",
        TabBarPhrases.Key.tab: "Onglet",
        TabBarPhrases.Key.button: "Bouton",
        TabBarPhrases.Key.badgeMore: "plus de %1$lld %2$@",
        TabBarPhrases.Key.badgeNew: "nouveau",
        TabBarPhrases.Key.defaultNoun: "notification",
        TabBarPhrases.Key.defaultNounPlural: "notifications",
        TabBarPhrases.Key.selectionAnnouncement: "%1$@, onglet %2$lld sur %3$lld",
        TabBarPhrases.Key.backToStart: "Retour au début de %1$@",
    ])
    /// A right-to-left language (Arabic words) whose templates put the noun before the number and the
    /// count before the position, and join parts with the Arabic comma.
    static let arabic = TabBarPhrases([
        TabBarPhrases.Key.position: "علامة التبويب %1$lld من %2$lld",
        TabBarPhrases.Key.index: "%1$lld من %2$lld",
        TabBarPhrases.Key.list: "%1$@، %2$@",
        TabBarPhrases.Key.selected: "محدد",
        TabBarPhrases.Key.tab: "علامة تبويب",
        TabBarPhrases.Key.badgeCount: "%2$@: %1$lld",
        TabBarPhrases.Key.defaultNounPlural: "إشعارات",
        TabBarPhrases.Key.selectionAnnouncement: "%3$lld/%2$lld، %1$@",
    ])

    func elements(_ phrases: TabBarPhrases, events: [TabBarEvent] = []) -> [TabBarAccessibilityElement] {
        let configuration = TabBarConfiguration.example(.social)
        var machine = TabBarMachine.fixture(configuration)
        for event in events { _ = machine.handle(event) }
        return TabBarAccessibility.elements(configuration: configuration, state: machine.state, phrases: phrases)
    }

    func announcements(_ phrases: TabBarPhrases, _ events: [TabBarEvent]) -> [String] {
        var machine = TabBarMachine.fixture(.example(.social))
        machine.phrases = phrases
        return events.flatMap { machine.handle($0) }.compactMap { effect -> String? in
            if case .announce(let text) = effect { text } else { nil }
        }
    }

    @Test("every key is its own English template, so the default table speaks today's English")
    func englishKeys() {
        for key in TabBarPhrases.keys { #expect(TabBarPhrases.english.template(key) == key) }
        #expect(Set(TabBarPhrases.keys).count == TabBarPhrases.keys.count)
        #expect(TabBarPhrases.english.position(2, of: 5) == "tab 2 of 5")
        #expect(TabBarPhrases.english.list(["Selected", "Home", "Tab"]) == "Selected, Home, Tab")
    }

    @Test("the default and an explicit English table give the same elements")
    func englishElements() {
        let configuration = TabBarConfiguration.example(.social)
        let machine = TabBarMachine.fixture(configuration)
        #expect(TabBarAccessibility.elements(configuration: configuration, state: machine.state)
            == elements(.english))
        #expect(elements(.english)[3].spoken == "Activity, 3 new notifications, Tab, 4 of 5")
    }

    @Test("French: positions, the spoken phrase and the badge phrase come from the French templates")
    func frenchElements() {
        let e = elements(Self.french)
        #expect(e.map(\.position) == (1...5).map { "onglet \($0) sur 5" })
        #expect(e[0].spoken == "Sélectionné, Home, Onglet, 1 sur 5")
        #expect(e[3].value == "3 new notifications")
        #expect(e[2].spoken == "Create a post, Bouton, 3 sur 5, Opens the composer")
    }

    @Test("the search role word is the phrases' own, left out when the label already says it in that language")
    func searchWordInLanguage() throws {
        var configuration = TabBarConfiguration.example(.social)
        let index = try #require(configuration.tabs.firstIndex { $0.role == .search })
        var french = Self.french
        french = TabBarPhrases(french.templates.merging([TabBarPhrases.Key.search: "Recherche"]) { _, new in new })
        func spoken(_ title: String, _ phrases: TabBarPhrases) -> String? {
            configuration.tabs[index].title = title
            configuration.tabs[index].accessibilityLabel = nil
            return TabBarAccessibility.elements(configuration: configuration, state: TabBarMachine.fixture(configuration).state, phrases: phrases)[index].spoken
        }
        #expect(spoken("Rechercher", french)?.contains("Recherche, Onglet") == false, "the label says it: no second word")
        #expect(spoken("Trouver", french)?.contains("Trouver, Recherche") == true)
        #expect(spoken("Search", .english)?.hasPrefix("Search, Tab") == true)
        #expect(spoken("Find", .english)?.hasPrefix("Find, Search") == true)
    }

    @Test("French: badges over the cap, dots and the default noun")
    func frenchBadges() {
        #expect(TabBarBadge.count(120).accessibilityPhrase(noun: "message non lu", plural: "messages non lus", phrases: Self.french)
            == "plus de 99 messages non lus")
        #expect(TabBarBadge.count(1).accessibilityPhrase(phrases: Self.french) == "1 notification")
        #expect(TabBarBadge.dot.accessibilityPhrase(phrases: Self.french) == "nouveau")
    }

    @Test("French: the custom action back to a tab's start")
    func frenchBackToStart() throws {
        let e = elements(Self.french, events: [.routePushed(TabBarRoute("post/1"), on: "home")])
        let names = e[0].customActions.map(\.name)
        #expect(names.contains("Retour au début de Home"), "\(names)")
    }

    @Test("French: the machine announces a selection made without a tap with the French template")
    func frenchSelectionAnnouncement() {
        #expect(announcements(Self.french, [.selectionRequested("profile")]) == ["Profile, onglet 5 sur 5"])
    }

    @Test("right to left: arguments reorder (noun before number) and parts join with the Arabic comma")
    func arabicElements() {
        let e = elements(Self.arabic)
        #expect(e[0].position == "علامة التبويب 1 من 5")
        #expect(e[3].value == "new notifications: 3")
        #expect(e[0].spoken == "محدد، Home، علامة تبويب، 1 من 5")
        #expect(TabBarBadge.count(2).accessibilityPhrase(phrases: Self.arabic) == "إشعارات: 2")
    }

    @Test("right to left: announcements put the arguments where the templates say")
    func arabicAnnouncements() {
        let announced = announcements(Self.arabic, [
            .selectionRequested("profile"), .badgesChanged([TabBarBadgeUpdate(tab: "activity", badge: .count(4))]),
        ])
        #expect(announced == ["5/5، Profile", "Activity، new notifications: 4"])
    }

    @Test("a template fills positional and sequential arguments; %% is a percent sign")
    func format() {
        #expect(TabBarPhrases.format("%2$@ %1$lld", [.number(3), .text("alertes")]) == "alertes 3")
        #expect(TabBarPhrases.format("%@ %d %%", [.text("a"), .number(7)]) == "a 7 %")
    }

    @Test("a faulty translation leaves a specifier it cannot fill as written, never a crash")
    func faultyTemplate() {
        #expect(TabBarPhrases.format("%3$@ and %q and %", [.text("x")]) == "%3$@ and %q and %")
        let broken = TabBarPhrases([TabBarPhrases.Key.position: "onglet %3$lld"])
        #expect(broken.position(1, of: 2) == "onglet %3$lld")
    }
}

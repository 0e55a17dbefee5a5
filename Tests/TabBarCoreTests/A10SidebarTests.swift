import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarTesting

/// B7 / A10 (issue 33, item 3): the sidebar's sections as data — header, tabs, actions, footer, collapsed state
/// kept in the state and in snapshots — and the order VoiceOver reads and the keyboard moves in, across sections.
@Suite("A10 Sidebar sections")
struct A10SidebarTests {
    func outline(_ m: TabBarMachine) -> TabBarSidebarOutline { TabBarSidebarOutline(configuration: m.configuration, state: m.state) }

    @Test("tabs no section lists come first; each section has its header, its tabs in the user's order, its actions and footer")
    func sections() {
        let o = outline(machine(atlas))
        #expect(o.sections.map(\.id) == [nil, "collection", "more"])
        #expect(o.sections[0].header == nil && o.sections[0].rows.map(\.item) == [.tab("home"), .tab("browse"), .tab("radio"), .tab("search")])
        let collection = o.sections[1]
        #expect(collection.header?.label == "Collection" && collection.header?.value == "Expanded" && collection.header?.traits == ["header", "button"])
        #expect(collection.rows.map(\.item) == [.tab("library"), .tab("downloads"), .action("newPlaylist", section: "collection")])
        #expect(collection.footer?.label == "Synced with iCloud" && collection.footer?.traits == ["staticText"])
        #expect(o.sections[2].isCollapsed && o.sections[2].rows.isEmpty && o.sections[2].header?.value == "Collapsed")
        #expect(!o.readingOrder.contains { $0.item == .tab("account") }, "a hidden tab is in no sidebar")
    }

    @Test("rows say what they are: selected, in the bar or not, what activating them sends, their menu as custom actions")
    func rows() throws {
        var m = machine(atlas)
        let o = outline(m)
        let home = try #require(o.row(.tab("home")))
        #expect(home.traits == ["button", "selected"] && home.isInBar && home.event == .sidebarItemSelected("home"))
        #expect(o.row(.tab("downloads"))?.isInBar == false && o.row(.tab("radio"))?.isInBar == false)
        #expect(o.row(.action("newPlaylist", section: "collection"))?.event == .sidebarActionChosen("newPlaylist", section: "collection"))
        #expect(o.sections[1].header?.event == .sidebarSectionCollapsed("collection"))
        let radio = try #require(o.row(.tab("radio")))
        #expect(radio.customActions.map(\.name) == ["Start Station", "Clear History"])
        #expect(radio.customActions[0].events == [.tabLongPressed("radio"), .actionMenuItemChosen("station")])
        _ = m.handle(.sizeClassChanged(.regular))
        #expect(outline(m).row(.tab("radio"))?.isInBar == true)
    }

    @Test("the keyboard moves across sections, skipping a collapsed section's rows; the same in both directions", arguments: bothDirections)
    func keyboardOrder(direction: TabBarReadingDirection) {
        var m = machine(atlas)
        _ = m.handle(.layoutDirectionChanged(direction))
        let o = outline(m)
        #expect(o.focusOrder == [
            .tab("home"), .tab("browse"), .tab("radio"), .tab("search"), .header(section: "collection"), .tab("library"),
            .tab("downloads"), .action("newPlaylist", section: "collection"), .header(section: "more"),
        ])
        #expect(o.item(after: .tab("search")) == .header(section: "collection"))
        #expect(o.item(before: .header(section: "collection")) == .tab("search"))
        #expect(o.item(after: nil) == .tab("home") && o.item(before: nil) == .header(section: "more"))
        #expect(o.item(after: .header(section: "more")) == nil && o.item(before: .tab("home")) == nil)
        #expect(o.item(after: .footer(section: "collection")) == nil, "a footer takes no focus")
        _ = m.handle(.sidebarSectionExpanded("more"))
        #expect(outline(m).item(after: .header(section: "more")) == .tab("settings"))
    }

    @Test("collapsing and expanding change the state once each, with an effect; what cannot collapse says why")
    func collapse() {
        var m = machine(atlas)
        #expect(m.handle(.sidebarSectionCollapsed("collection")) == [.sidebarSectionChanged("collection", isCollapsed: true)])
        #expect(m.handle(.sidebarSectionCollapsed("collection")).isEmpty)
        #expect(m.state.isSectionCollapsed("collection"))
        #expect(m.handle(.sidebarSectionExpanded("collection")) == [.sidebarSectionChanged("collection", isCollapsed: false)])
        #expect(m.handle(.sidebarSectionCollapsed("nowhere")).diagnostics.map(\.code) == ["unknownSection"])
        var configuration = atlas
        configuration.sections.append(TabBarSidebarSection(id: "plain"))
        var plain = machine(configuration)
        #expect(plain.handle(.sidebarSectionCollapsed("plain")).diagnostics.map(\.code) == ["notCollapsible"])
    }

    @Test("a section's action asks the host to perform it, unless the section is collapsed or has no such action")
    func actions() {
        var m = machine(atlas)
        #expect(m.handle(.sidebarActionChosen("newPlaylist", section: "collection")) == [.performSidebarAction("newPlaylist", section: "collection")])
        #expect(m.handle(.sidebarActionChosen("nope", section: "collection")).diagnostics.map(\.code) == ["unknownSidebarAction"])
        _ = m.handle(.sidebarSectionCollapsed("collection"))
        #expect(m.handle(.sidebarActionChosen("newPlaylist", section: "collection")).diagnostics.map(\.code) == ["sectionCollapsed"])
    }

    @Test("the collapsed state is saved and restored; an old snapshot restores the defaults, unknown sections are dropped")
    func persistence() {
        var m = machine(atlas)
        _ = m.send(.sidebarSectionCollapsed("collection"), .sidebarSectionExpanded("more"))
        let json = m.snapshotJSON()
        #expect(json.contains(#""sectionsCollapsed":{"collection":true,"more":false}"#))
        var restored = machine(atlas)
        #expect(restored.restore(json: json) == [
            .sidebarSectionChanged("collection", isCollapsed: true), .sidebarSectionChanged("more", isCollapsed: false),
        ])
        #expect(restored.state.sectionsCollapsed == ["collection": true, "more": false])
        var old = machine(atlas)
        _ = old.restore(json: #"{"version": 1, "selected": "home", "order": ["home"]}"#)
        #expect(old.state.sectionsCollapsed == ["collection": false, "more": true])
        var unknown = machine(atlas)
        let effects = unknown.restore(json: #"{"version": 1, "selected": "home", "order": ["home"], "sectionsCollapsed": {"gone": true, "more": false}}"#)
        #expect(effects.diagnostics.map(\.message).contains(#"dropped the state of unknown sections "gone""#))
        #expect(unknown.state.sectionsCollapsed == ["collection": false, "more": false])
    }

    @Test("a bar without sections saves the snapshot it always did")
    func noSections() {
        let m = machine(parityTabs())
        #expect(!m.snapshotJSON().contains("sectionsCollapsed") && m.state.sectionsCollapsed.isEmpty)
    }
}

import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarTesting

/// The JSON of issue 33's options: placements, compact tab sets, sidebar sections, tab menus. Everything
/// round-trips; unknown keys are refused as elsewhere in the format; every bad value is named by its path.
@Suite("Configuration: placements, tab sets, sections and menus")
struct Issue33ConfigurationTests {
    /// Every problem of a document, as `path: reason` (the configuration tests' reader).
    func issues(_ json: String) -> [String] { ConfigurationTests().issues(json) }

    /// A configuration document with `tabs` (JSON objects) and extra root members.
    func document(_ tabs: [String], _ extra: String = "") -> String {
        #"{"version": 1, "tabs": [\#(tabs.joined(separator: ", "))]\#(extra.isEmpty ? "" : ", " + extra)}"#
    }

    let a = #"{"id": "a", "title": "A", "icon": "x"}"#
    let b = #"{"id": "b", "title": "B", "icon": "x"}"#

    @Test("issue 33's options round-trip through JSON")
    func roundTrip() throws {
        let text = atlas.jsonText()
        for key in [#""placement" : "fixed""#, #""compactTabs" : ["#, #""sections" : ["#, #""footer" : "Synced with iCloud""#, #""collapsedByDefault" : true"#] {
            #expect(text.contains(key), "\(key)")
        }
        #expect(try TabBarConfiguration.decode(json: text) == atlas)
        #expect(!TabBarConfiguration(tabs: [TabBarKitItem(id: "a", title: "A")]).jsonText().contains("placement"))
    }

    @Test("unknown keys are refused wherever the new options are", arguments: [
        (#""tabs": [{"id": "a", "title": "A", "icon": "x", "placment": "fixed"}]"#, "tabs[0].placment: unknown key"),
        (#""tabs": [{"id": "a", "title": "A", "icon": "x"}], "compactTab": ["a"]"#, "compactTab: unknown key"),
        (#""tabs": [{"id": "a", "title": "A", "icon": "x"}], "sections": [{"id": "s", "colapsed": true}]"#, "sections[0].colapsed: unknown key"),
        (#""tabs": [{"id": "a", "title": "A", "icon": "x"}], "sections": [{"id": "s", "actions": [{"id": "n", "title": "N", "destructiv": true}]}]"#,
         "sections[0].actions[0].destructiv: unknown key"),
        (#""tabs": [{"id": "a", "title": "A", "icon": "x", "menu": [{"id": "m", "title": "M", "role": "destructive"}]}]"#, "tabs[0].menu[0].role: unknown key"),
    ])
    func unknownKeys(body: String, prefix: String) {
        let found = issues(#"{"version": 1, \#(body)}"#)
        #expect(found.count == 1 && found[0].hasPrefix(prefix), "\(found)")
    }

    @Test("placements: unknown names, actions out of the bar, optional tabs that cannot be hidden, a bar with nothing in it")
    func placements() {
        #expect(issues(document([#"{"id": "a", "title": "A", "icon": "x", "placement": "bottom"}"#])) ==
            [#"tabs[0].placement: unknown tab placement "bottom"; expected one of automatic, fixed, pinned, movable, optional, sidebarOnly, hidden"#])
        #expect(issues(document([a, #"{"id": "f", "title": "F", "icon": "plus", "role": "action", "placement": "sidebarOnly"}"#])) ==
            ["tabs[1].placement: an action is a button of the bar: its placement cannot be sidebarOnly"])
        #expect(issues(document([a, #"{"id": "o", "title": "O", "icon": "x", "placement": "optional", "hideable": false}"#])) ==
            ["tabs[1].hideable: an optional tab starts out of the bar and the user adds it, so it must be hideable"])
        #expect(issues(document([#"{"id": "s", "title": "S", "icon": "x", "placement": "sidebarOnly"}"#])) ==
            ["tabs: every enabled destination starts out of the bar (optional, sidebarOnly or hidden); at least one must start in it"])
    }

    @Test("compact tab sets name known tabs that can be in the bar, once each, one of them a destination")
    func compactTabs() {
        let settings = #"{"id": "s", "title": "S", "icon": "x", "placement": "sidebarOnly"}"#
        #expect(issues(document([a, b, settings], #""compactTabs": ["a", "zz", "a", "s"]"#)) == [
            #"compactTabs[1]: no tab has the id "zz""#, #"compactTabs[2]: "a" is listed twice"#,
            #"compactTabs[3]: "s" is never in the bar (its placement is sidebarOnly)"#,
        ])
        #expect(issues(document([a, b], #""compactTabs": []"#)) == ["compactTabs: the compact bar needs an enabled destination that starts in the bar"])
        #expect(issues(document([a, b], #""compactTabs": ["b"]"#)).isEmpty)
    }

    @Test("sections: ids, tabs in one section each and in a sidebar at all, texts, actions, collapsing")
    func sections() {
        let hidden = #"{"id": "h", "title": "H", "icon": "x", "placement": "hidden"}"#
        let sections = #""sections": [{"id": "one", "title": "One", "tabs": ["a", "h"]}, {"id": "one", "tabs": ["a", "zz"]}, {"id": "a b"}, {"id": "c", "collapsedByDefault": true, "actions": [{"id": "n", "title": "N"}, {"id": "n", "title": "M"}]}]"#
        #expect(issues(document([a, b, hidden], sections)) == [
            #"sections[0].tabs[1]: "h" has the placement hidden: it is in no sidebar"#,
            #"sections[1].id: duplicate section id "one" (first used at sections[0])"#,
            #"sections[1].tabs[0]: "a" is already in sections[0]; a tab belongs to one section"#,
            #"sections[1].tabs[1]: no tab has the id "zz""#,
            #"sections[2].id: id "a b" may hold only ASCII letters, digits, '-', '_' and '.'"#,
            #"sections[3].actions[1].id: duplicate menu item id "n""#,
            "sections[3].collapsedByDefault: a section that cannot be collapsed cannot start collapsed",
        ])
        let many = (0...8).map { #"{"id": "n\#($0)", "title": "N"}"# }.joined(separator: ", ")
        #expect(issues(document([a], #""sections": [{"id": "s", "title": "S", "actions": [\#(many)]}]"#)) == ["sections[0].actions: 9 items; at most 8 are allowed"])
        #expect(issues(document([a], #""sections": [{"id": "s", "footer": "\u0007"}]"#)) == ["sections[0].footer: contains U+0007, a control character that text in a tab bar cannot hold"])
    }

    @Test("a tab's menu items may be destructive; the menu's checks are the action menu's")
    func menus() {
        #expect(issues(document([#"{"id": "a", "title": "A", "icon": "x", "menu": [{"id": "out", "title": "Sign Out", "destructive": true}, {"id": "", "title": "E"}]}"#])) ==
            ["tabs[0].menu[1].id: an id cannot be empty"])
        #expect(issues(document([#"{"id": "a", "title": "A", "icon": "x", "menu": [{"id": "out", "title": "Sign Out", "destructive": "yes"}]}"#])) ==
            ["tabs[0].menu[0].destructive: expected true or false"])
    }
}

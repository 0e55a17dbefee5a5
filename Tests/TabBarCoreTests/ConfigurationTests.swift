import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

@Suite("Configuration JSON")
struct ConfigurationTests {
    func issues(_ json: String) -> [String] {
        do {
            _ = try TabBarConfiguration.decode(json: json)
            return []
        } catch {
            return error.issues.map(\.description)
        }
    }

    let twoTabs = #"{"id": "a", "title": "A", "icon": "x"}, {"id": "b", "title": "B", "icon": "y"}"#

    @Test("a duplicate id names its path and the first use")
    func duplicateID() {
        let json = #"{"version": 1, "tabs": [\#(twoTabs), {"id": "c", "title": "C", "icon": "z"}, {"id": "a", "title": "A2", "icon": "w"}]}"#
        #expect(issues(json) == [#"tabs[3].id: duplicate id "a" (first used at tabs[0])"#])
    }

    @Test("malformed JSON is reported by line and column")
    func malformed() {
        #expect(issues("{\n  \"version\": 1,\n  \"tabs\": [\n    {\"id\": \"a\" \"title\": \"A\"}\n]}") ==
            ["line 4, column 16: expected ',' or '}' but found '\"'"])
        #expect(issues("{\"version\": 1,}").first?.hasPrefix("line 1, column 15:") == true)
        #expect(issues("") == ["line 1, column 1: expected a value but the document ended"])
    }

    @Test("wrong types and missing keys name their JSON path")
    func types() {
        #expect(issues(#"{"version": 1, "tabs": [{"id": "a", "title": 5}]}"#) == ["tabs[0].title: expected a string"])
        #expect(issues(#"{"version": 1, "tabs": [{"id": "a"}]}"#) == ["tabs[0].title: required key is missing"])
        #expect(issues(#"{"tabs": []}"#) == ["version: required key is missing"])
        #expect(issues(#"{"version": 1, "tabs": [\#(twoTabs)], "behavior": {"maxLiveTabs": 2.5}}"#) == ["behavior.maxLiveTabs: expected a whole number"])
    }

    @Test("unknown keys are errors, so typos are not silently ignored")
    func unknownKeys() {
        let found = issues(#"{"version": 1, "tabs": [{"id": "a", "title": "A", "icon": "x", "badge": {"cout": 3}}], "seleted": "a"}"#)
        #expect(found.count == 2)
        #expect(found[0].hasPrefix("tabs[0].badge.cout: unknown key"))
        #expect(found[1].hasPrefix("seleted: unknown key"))
    }

    @Test("a negative badge count is rejected with its path")
    func negativeBadge() {
        #expect(issues(#"{"version": 1, "tabs": [{"id": "a", "title": "A", "icon": "x", "badge": {"count": -2}}]}"#) ==
            ["tabs[0].badge.count: a badge count cannot be negative (got -2)"])
    }

    @Test("unknown policy names list the accepted ones")
    func policyNames() {
        #expect(issues(#"{"version": 1, "tabs": [\#(twoTabs)], "behavior": {"reselect": "bounce"}}"#) ==
            [#"behavior.reselect: unknown reselect policy "bounce"; expected one of popThenScroll, popToRoot, scrollToTop, none, popThenScrollThenRefresh, or an object {"stages": [...], "doubleTap": ...}"#])
    }

    @Test("references to missing tabs are errors", arguments: [
        (#""selected": "zz""#, #"selected: no tab has the id "zz""#),
        (#""behavior": {"pinned": ["zz"]}"#, #"behavior.pinned[0]: no tab has the id "zz""#),
        (#""routes": {"app://x": "zz"}"#, #"routes["app://x"]: no tab has the id "zz""#),
        (#""routes": {"nope": "a"}"#, #"routes["nope"]: expected scheme://host/path"#),
        (#""behavior": {"maxLiveTabs": 0}"#, "behavior.maxLiveTabs: must be at least 1 (got 0)"),
    ])
    func references(fragment: String, expected: String) {
        #expect(issues(#"{"version": 1, "tabs": [\#(twoTabs)], \#(fragment)}"#) == [expected])
    }

    @Test("an unknown format version is rejected")
    func version() {
        #expect(issues(#"{"version": 2, "tabs": [\#(twoTabs)]}"#) == ["version: unsupported version 2; this build reads version 1"])
    }

    @Test("limits are explicit errors, never silent truncation")
    func limits() {
        let longTitle = String(repeating: "x", count: 65)
        #expect(issues(#"{"version": 1, "tabs": [{"id": "a", "title": "\#(longTitle)"}]}"#) ==
            ["tabs[0].title: title is 65 characters; at most 64 are allowed"])
        let many = (0...1000).map { #"{"id": "t\#($0)", "title": "T", "icon": "x"}"# }.joined(separator: ",")
        #expect(issues(#"{"version": 1, "tabs": [\#(many)]}"#) == ["tabs: 1001 tabs; at most 1000 are allowed"])
        #expect(issues(#"{"version": 1, "tabs": [{"id": "a b", "title": "A", "icon": "x"}]}"#) ==
            [#"tabs[0].id: id "a b" may hold only ASCII letters, digits, '-', '_' and '.'"#])
    }

    @Test("an action cannot be the selection; any tab may have a menu (a tab's is its long-press menu, issue 33)")
    func roles() {
        let json = #"{"version": 1, "tabs": [{"id": "a", "title": "A", "icon": "x", "menu": [{"id": "m", "title": "M"}]}, {"id": "f", "title": "F", "icon": "plus", "role": "action"}], "selected": "f"}"#
        #expect(issues(json) == [#"selected: "f" is an action and cannot be selected"#])
    }
}

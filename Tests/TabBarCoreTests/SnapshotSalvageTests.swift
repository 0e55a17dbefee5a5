import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

@Suite("A4 Snapshot restore keeps everything it can read")
struct SnapshotSalvageTests {
    func machine() throws -> TabBarMachine { try TabBarMachine(configuration: .example(.social)) }

    @Test("a damaged entry costs only that entry: the selection, stacks and other badges are restored")
    func damagedEntriesDropped() throws {
        var m = try machine()
        let snapshot = """
            {"version": 1, "selected": "activity", "order": ["profile", 7, "home", null],
             "stacks": {"home": ["post/1", 5], "search": "oops"}, "badges": {"activity": {"count": -3}, "profile": {"dot": true}},
             "history": ["home"], "openMenu": 12, "visibility": {"keyboardShown": "yes"}, "colour": "red"}
            """
        let effects = m.restore(json: snapshot)
        let messages = effects.diagnostics.map(\.message)
        #expect(effects.diagnostics.allSatisfy { $0.code == "restoreRepaired" })
        #expect(m.state.selected == "activity")
        #expect(m.state.order.prefix(2) == ["profile", "home"])
        #expect(m.state.badge("profile") == .dot && m.state.badge("activity") == .none)
        #expect(m.state.history == ["home"])
        #expect(m.state.stack("home") == [TabBarRoute("post/1")])
        for expected in [
            "snapshot order[1]: expected a string; dropped", "snapshot order[3]: expected a string; dropped",
            "snapshot stacks.home[1]: expected an object; the stack is cut there", "snapshot stacks.search: expected an array; dropped",
            "snapshot badges.activity: a badge count cannot be negative (got -3); dropped",
            "snapshot openMenu: expected a string; dropped", "snapshot colour: unknown key; ignored",
        ] {
            #expect(messages.contains(expected), "\(messages)")
        }
        #expect(messages.contains { $0.hasPrefix("snapshot visibility: ") })
    }

    @Test("a snapshot without a readable version, selection or order keeps the state and says which", arguments: [
        (#"{"selected": "home", "order": []}"#, "version: required number is missing"),
        (#"{"version": 9, "selected": "home", "order": []}"#, "unsupported snapshot version 9"),
        (#"{"version": 1, "order": []}"#, "selected: expected a string"),
        (#"{"version": 1, "selected": "home", "order": {}}"#, "order: expected an array"),
        (#"[1, 2]"#, "expected an object"),
        (#"{"version": 1, "selected": "ho"#, "line 1"),
    ])
    func unreadable(text: String, reason: String) throws {
        var m = try machine()
        _ = m.handle(.tabTapped("profile"))
        let before = m.state
        let effects = m.restore(json: text)
        #expect(effects.diagnostics.map(\.code) == ["restoreUnreadable"])
        #expect(effects.diagnostics.first?.message.contains(reason) == true, "\(effects.diagnostics)")
        #expect(m.state == before)
    }

    @Test("every truncation of a real snapshot restores without a crash, and a whole one restores exactly")
    func truncations() throws {
        var source = try machine()
        _ = source.send(.routePushed(TabBarRoute("post/9"), on: "home"), .tabTapped("activity"), .badgeSet(.count(4), on: "activity"))
        let json = source.snapshotJSON()
        for end in json.indices {
            var m = try machine()
            let effects = m.restore(json: String(json[..<end]))
            #expect(effects.diagnostics.count == 1 && effects.diagnostics[0].code == "restoreUnreadable")
        }
        var m = try machine()
        #expect(m.restore(json: json).diagnostics.isEmpty)
        #expect(m.state == source.state)
    }

    @Test("whatever replaces one optional member, every other member comes back unchanged", arguments: [
        "hidden", "stacks", "scrollPositions", "history", "badges", "live", "openMenu", "visibility",
    ])
    func oneMemberDamaged(key: String) throws {
        var source = try machine()
        _ = source.send(
            .routePushed(TabBarRoute("post/9"), on: "home"), .tabTapped("activity"), .badgeSet(.count(4), on: "activity"),
            .scrollPositionSaved("y=40", on: "home"), .tabHidden("search"), .keyboardChanged(isShown: true))
        guard case .object(let members) = try TabBarJSONParser.parse(source.snapshotJSON()) else {
            Issue.record("the snapshot is not an object")
            return
        }
        // Written as text: the numbers include ones the JSON writer does not produce.
        let garbage = ["null", "7", "-1e300", #""x\u0000""#, "true", "[7]", #"{"a": 7}"#, "[[]]", #"{"home": {}}"#,
                       #"{"activity": {"count": 1e300}}"#, #"{"home": [{"path": 5}]}"#, "[\"home\", \"home\", \"nobody\"]"]
        for value in garbage {
            let text = "{" + members.map { member in
                "\"\(member.key)\": " + (member.key == key ? value : member.value.serialized(pretty: false))
            }.joined(separator: ", ") + "}"
            var m = try machine()
            let effects = m.restore(json: text)
            #expect(!effects.diagnostics.contains { $0.code == "restoreUnreadable" }, "\(key) = \(value)")
            guard case .object(let restored) = try TabBarJSONParser.parse(m.snapshotJSON()) else { continue }
            for (original, after) in zip(members, restored) where original.key != key {
                #expect(original.key == after.key && original.value == after.value, "\(key) = \(value) changed \(original.key)")
            }
        }
    }
}

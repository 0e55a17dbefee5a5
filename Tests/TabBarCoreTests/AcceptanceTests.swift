import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

/// The acceptance scenarios of the foundation issue, end to end through the script language.
@Suite("Acceptance scenarios")
struct AcceptanceTests {
    func run(_ example: TabBarBuiltInExample, _ script: String) throws -> TabBarTranscript {
        let configuration = TabBarConfiguration.example(example)
        var simulator = try TabBarSimulator(configuration: configuration)
        return simulator.run(try TabBarSimulationScript.parse(script, configuration: configuration))
    }

    @Test("social: reselect pops to root, then scrolls to top")
    func reselect() throws {
        let t = try run(.social, "push home detail/42\ntap home\ntap home")
        #expect(t.steps[1].stacks.first { $0.tab == "home" }?.routes == [TabBarRoute("detail/42")])
        #expect(t.steps[2].stacks.first { $0.tab == "home" }?.routes == [])
        #expect(t.steps[2].effects.ofType("popToRoot").count == 1)
        #expect(t.steps[3].effects.ofType("scrollToTop").count == 1)
        #expect(t.steps[3].selected == "home")
    }

    @Test("social: the create action presents and keeps the selection", arguments: ["action create", "tap create"])
    func action(line: String) throws {
        let step = try run(.social, line).steps[1]
        #expect(step.selected == "home")
        #expect(step.effects.ofType("presentAction").count == 1)
        #expect(step.effects.filter { $0 == .haptic(.lightImpact) }.count == 1)
        #expect(step.effects.ofType("selectionChanged").isEmpty)
    }

    @Test("reflect: an evicted tab comes back with its stack; pinned stay live; live ≤ 5")
    func eviction() throws {
        let t = try run(.reflect, "tap goals\npush goals g/1\ntap metrics\ntap timers\ntap goals")
        let pinned: [TabID] = ["reflect", "plots", "experiments", "insights"]
        for step in t.steps {
            #expect(step.live.count <= 5)
            #expect(pinned.allSatisfy(step.live.contains))
        }
        #expect(!t.steps[4].live.contains("goals"))
        #expect(t.steps[5].live.contains("goals"))
        #expect(t.steps[5].stacks.first { $0.tab == "goals" }?.routes == [TabBarRoute("g/1")])
    }

    @Test("ouds: 120 shows the capped text; zero hides the badge")
    func badges() throws {
        let t = try run(.ouds, "badge messages count 120\nbadge emails count 0")
        #expect(t.steps[1].badges.first { $0.tab == "messages" }?.text == "+99")  // ouds uses the +99 style
        #expect(t.steps[2].badges.first { $0.tab == "emails" }?.text == nil)
        var social = try run(.social, "badge activity count 120").steps[1]
        #expect(social.badges.first { $0.tab == "activity" }?.text == "99+")
        social = try run(.social, "badge activity count 0").steps[1]
        #expect(social.badges.first { $0.tab == "activity" }?.text == nil)
    }

    @Test("save then restore leaves the transcript state identical", arguments: TabBarBuiltInExample.allCases)
    func saveRestore(example: TabBarBuiltInExample) throws {
        let ids = TabBarConfiguration.example(example).tabs.map(\.id.rawValue)
        let script = "tap \(ids[ids.count - 1])\npush \(ids[0]) a/1\nbadge \(ids[0]) count 7\nhide \(ids[1])\nsave\nrestore"
        let t = try run(example, script)
        let save = t.steps[5], restore = t.steps[6]
        #expect(save.stateJSONText == restore.stateJSONText)
        #expect(restore.effects.isEmpty && restore.diagnostics.isEmpty)
    }
}

extension TabBarTranscriptStep {
    var stateJSONText: String {
        guard case .object(let members) = json else { return "" }
        return TabBarJSONValue.object(members.filter { !["line", "event", "effects", "diagnostics"].contains($0.key) }).serialized()
    }
}

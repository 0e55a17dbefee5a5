import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

@Suite("Built-in examples")
struct ExamplesTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("each example has exactly the specified tabs and selection", arguments: [
        (TabBarBuiltInExample.social, ["home", "search", "create", "activity", "profile"], "home"),
        (.reflect, ["reflect", "plots", "experiments", "insights", "history", "goals", "metrics", "events", "reports", "timers", "edit"], "reflect"),
        (.nyx, ["insights", "chat", "settings"], "chat"),
        (.ouds, ["emails", "messages", "account"], "emails"),
    ])
    func ids(example: TabBarBuiltInExample, ids: [String], selected: String) throws {
        let configuration = try example.configuration
        #expect(configuration.tabs.map(\.id.rawValue) == ids)
        #expect(configuration.selected?.rawValue == selected)
    }

    @Test("the scenario details of each example hold")
    func details() throws {
        let social = try TabBarBuiltInExample.social.configuration
        #expect(social.tab("create")?.role == .action)
        #expect(social.tab("activity")?.badge == .count(3))
        let reflect = try TabBarBuiltInExample.reflect.configuration
        #expect(reflect.behavior.pinned == ["reflect", "plots", "experiments", "insights"])
        #expect(reflect.behavior.maxLiveTabs == 5)
        let ouds = try TabBarBuiltInExample.ouds.configuration
        #expect(ouds.tab("emails")?.badge == .count(5) && ouds.tab("emails")?.badgeNoun == "unread email")
        #expect(ouds.tab("messages")?.badge == .count(120))
    }

    @Test("the embedded JSON is byte for byte the file under Examples/configs", arguments: TabBarBuiltInExample.allCases)
    func embeddedMatchesFile(example: TabBarBuiltInExample) throws {
        let url = Self.packageRoot.appendingPathComponent("Examples/configs/\(example.rawValue).json")
        let file = try String(contentsOf: url, encoding: .utf8)
        #expect(example.json + "\n" == file, "run python3 Scripts/embed-examples.py")
    }

    @Test("the complete example in docs/configuration.md is valid and uses every documented key")
    func documentedExample() throws {
        let doc = try String(contentsOf: Self.packageRoot.appendingPathComponent("docs/configuration.md"), encoding: .utf8)
        let start = try #require(doc.range(of: "```json\n"))
        let end = try #require(doc.range(of: "\n```", range: start.upperBound..<doc.endIndex))
        let configuration = try TabBarConfiguration.decode(json: String(doc[start.upperBound..<end.lowerBound]))
        #expect(configuration.tab("create")?.menu.count == 2)
        #expect(configuration.behavior.maxLiveTabs == 3)
        #expect(configuration.routes.count == 3)
    }

    @Test("the tour script in Examples/scripts runs cleanly on the social example")
    func tourScript() throws {
        let text = try String(contentsOf: Self.packageRoot.appendingPathComponent("Examples/scripts/tour.txt"), encoding: .utf8)
        let configuration = TabBarConfiguration.example(.social)
        var simulator = try TabBarSimulator(configuration: configuration)
        let transcript = simulator.run(try TabBarSimulationScript.parse(text, configuration: configuration))
        #expect(transcript.steps.count == 14)
        #expect(transcript.steps.flatMap(\.diagnostics).map(\.code) == ["noRoute"])
    }
}

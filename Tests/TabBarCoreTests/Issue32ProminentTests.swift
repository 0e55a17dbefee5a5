import Foundation
import SnapshotTesting
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarRender
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// Issue 32, item 5: a prominent tab, selectable, drawn with the action button's prominence beside the
/// non-selecting centre action. Layout in both directions (a golden fixture), selection and a transcript, the
/// accessibility tree, the drawing and the lint.
@Suite("Issue 32 prominent tab")
struct Issue32ProminentTests {
    static let configuration: TabBarConfiguration = (try? TabBarFeatureSamples.prominent) ?? TabBarConfiguration(tabs: [])

    static func layout(_ direction: TabBarReadingDirection, selected: TabID? = nil, theme: TabBarTheme = .system) -> TabBarLayout {
        var machine = TabBarMachine.fixture(configuration)
        if let selected { _ = machine.handle(.tabTapped(selected)) }
        return TabBarLayout(configuration: configuration, state: machine.state, environment: TabBarDevicePreset.iPhone16Pro.environment(direction: direction),
                            theme: theme, measurer: TabBarInterTextMeasurer())
    }

    @Test("the role reads from JSON as \"prominent\", is selectable and raised; a misspelt role is located")
    func role() throws {
        #expect(Self.configuration.tab("live")?.role == .prominent)
        #expect(TabItemRole.prominent.isSelectable && TabItemRole.prominent.isRaised && !TabItemRole.search.isRaised)
        let bad = TabBarFeatureSamples.prominentJSON.replacingOccurrences(of: #""role": "prominent""#, with: #""role": "prominant""#)
        let error = #expect(throws: TabBarConfigurationError.self) { try TabBarConfiguration.decode(json: bad) }
        #expect(error?.issues.first?.location == "tabs[3].role", "\(String(describing: error))")
    }

    @Test("the prominent tab is a raised button the action's size and rise, beside the action, in both directions", arguments: [TabBarReadingDirection.leftToRight, .rightToLeft])
    func raisedLikeTheAction(direction: TabBarReadingDirection) throws {
        let layout = Self.layout(direction)
        let live = try #require(layout.item("live")), create = try #require(layout.item("create"))
        let button = try #require(live.actionButtonFrame), action = try #require(create.actionButtonFrame)
        // Frames are snapped to the pixel grid (@3x): equal within a third of a point.
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.34 }
        #expect(close(button.width, TabBarTheme.system.actionButton.size) && close(button.width, action.width) && close(button.minY, action.minY))
        #expect(close(button.minY, layout.barFrame.minY - TabBarTheme.system.actionButton.rise))
        #expect(direction == .leftToRight ? button.minX > action.maxX : button.maxX < action.minX, "Live follows Create in reading order")
        #expect(layout.hitTest(button.center) == "live" && layout.hitTest(action.center) == "create")
        #expect(layout.hitTest(TabBarPoint(x: button.midX, y: button.minY + 2)) == "live", "the raised part above the bar is live's")
    }

    @Test("the layout matches its golden fixture, and right to left is its mirror image")
    func fixture() throws {
        let url = LayoutFixtureTests.folder.appendingPathComponent("issue32-prominent-iphone-16-pro-portrait.json")
        let ltr = Self.layout(.leftToRight, selected: "live").json
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            if ProcessInfo.processInfo.environment["TABBAR_RECORD_FIXTURES"] == "1" { try Data((ltr.serialized() + "\n").utf8).write(to: url) }
            Issue.record("no fixture at \(url.path); run with TABBAR_RECORD_FIXTURES=1 to record it")
            return
        }
        let golden = try TabBarJSONParser.parse(text)
        let width = try #require(LayoutFixtureTests.number(golden["container"]?["width"]))
        LayoutFixtureTests.expectClose(ltr, golden, path: "ltr")
        LayoutFixtureTests.expectClose(LayoutFixtureTests.mirrored(Self.layout(.rightToLeft, selected: "live").json, width: width), golden, path: "rtl(mirrored)")
    }

    @Test("tapping the prominent tab selects it; tapping the action beside it presents and leaves the selection")
    func selection() {
        var machine = TabBarMachine.fixture(Self.configuration)
        _ = machine.handle(.tabTapped("live"))
        #expect(machine.state.selected == "live")
        let effects = machine.handle(.tabTapped("create"))
        #expect(machine.state.selected == "live")
        #expect(effects.contains { if case .presentAction = $0 { true } else { false } })
    }

    @Test("the scripted tour's transcript (Examples/scripts/issue32/prominent.txt)")
    func transcript() throws {
        let text = try Issue33TranscriptTests.read("Examples/scripts/issue32/prominent.txt")
        let configuration = try TabBarConfiguration.decode(json: Issue33TranscriptTests.read(try #require(TranscriptSnapshotTests.parityConfiguration(ofScript: text))))
        #expect(configuration == Self.configuration, "the script's configuration is the feature sample's")
        var simulator = try TabBarSimulator(configuration: configuration)
        let transcript = simulator.run(try TabBarSimulationScript.parse(text, configuration: configuration))
        assertSnapshot(of: transcript.json.serialized(), as: .lines, named: "prominent-json")
        assertSnapshot(of: transcript.text, as: .lines, named: "prominent-text")
    }

    @Test("VoiceOver speaks the prominent tab as a tab (selected when it is), the action as a button")
    func accessibility() throws {
        var machine = TabBarMachine.fixture(Self.configuration)
        _ = machine.handle(.tabTapped("live"))
        let elements = TabBarAccessibility.elements(configuration: Self.configuration, state: machine.state, layout: Self.layout(.leftToRight, selected: "live"))
        let live = try #require(elements.first { $0.id == "live" }), create = try #require(elements.first { $0.id == "create" })
        #expect(live.spoken == "Selected, Live, Tab, 4 of 5")
        #expect(live.traits == ["button", "selected"])
        #expect(create.spoken == "Create a post, Button, 3 of 5")
        let rtl = TabBarAccessibility.elements(configuration: Self.configuration, state: machine.state, layout: Self.layout(.rightToLeft, selected: "live"))
        #expect(rtl.map(\.id) == elements.map(\.id), "reading order is the logical order in both directions")
        #expect(try #require(rtl.first { $0.id == "live" }).frame == Self.layout(.rightToLeft, selected: "live").item("live")?.frame)
    }

    @Test("drawn in the action's fill; selected, a ring in the selected colour marks it and no indicator is drawn")
    func drawing() throws {
        for (theme, selected) in [(TabBarTheme.system, "home"), (.system, "live"), (.floating, "live")] as [(TabBarTheme, TabID)] {
            let layout = Self.layout(.leftToRight, selected: selected, theme: theme)
            let list = TabBarDrawing(configuration: Self.configuration, layout: layout, theme: theme, appearance: TabBarAppearance(.light)).list
            let group = try #require(G0DisplayListTests.group("tab:live", in: list))
            let shapes = Issue32GlassTests.shapes(group.children)
            let button = try #require(layout.item("live")?.actionButtonFrame)
            #expect(shapes.contains { $0.shape == .circle(center: button.center, radius: button.width / 2) && $0.fill == .solid(theme.actionButton.fill.light) })
            let ring = shapes.first { $0.fill == nil && $0.stroke?.width == TabBarDrawing.prominentRingWidth }
            #expect((ring != nil) == (selected == "live"))
            if selected == "live" {
                #expect(ring?.stroke?.color == theme.items.selected.light)
                #expect(layout.indicator == nil)
            }
        }
    }

    @Test("the lint counts the ring as a non-colour cue (TB007 for the others, not for Live) and the bar lints clean of errors")
    func lint() {
        var configuration = Self.configuration
        for i in configuration.tabs.indices { configuration.tabs[i].selectedIcon = configuration.tabs[i].icon }
        var theme = TabBarTheme.system
        theme.typography.selectedLabelWeight = theme.typography.labelWeight
        let linter = TabBarLinter(measurer: TabBarInterTextMeasurer()) { _ in false }
        let colourOnly = linter.lint(configuration, theme: theme).filter { $0.rule == "TB007" }.compactMap(\.tab)
        #expect(colourOnly == ["home", "search", "profile"], "only the ring tells Live apart")
        #expect(TabBarLinter(measurer: TabBarInterTextMeasurer()).lint(Self.configuration, theme: .system).filter { $0.severity == .error }.isEmpty)
    }

    @Test("TB014 warns when more than one tab is prominent (Apple gives one tab the treatment)")
    func multipleProminent() {
        var configuration = Self.configuration
        configuration.tabs[4].role = .prominent
        let found = TabBarLinter(measurer: TabBarInterTextMeasurer()).lint(configuration, theme: .system).filter { $0.rule == "TB014" }
        #expect(found.map(\.tab) == ["profile"] && found.allSatisfy { $0.severity == .warning })
        #expect(TabBarLinter(measurer: TabBarInterTextMeasurer()).lint(Self.configuration, theme: .system).filter { $0.rule == "TB014" }.isEmpty)
    }
}

import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarRender
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

/// Issue 9: numbers that used to reach `Int(…)` in layout, lint and the simulator.
@Suite("Hardening: numbers")
struct NumberHardeningTests {
    static let bad: [Double] = [.nan, .infinity, -.infinity, 0, -5, 1e300, -1e300, .greatestFiniteMagnitude, .leastNonzeroMagnitude]

    func themeJSON(barHeight: String) -> String {
        TabBarTheme.system.jsonText().replacingOccurrences(of: #""barHeight" : 49"#, with: #""barHeight" : \#(barHeight)"#)
    }

    @Test("a theme file with a zero, negative or huge dimension is refused with the token's path and range")
    func themeFileRanges() throws {
        #expect(try TabBarTheme.decode(json: TabBarTheme.system.jsonText()) == TabBarTheme.system)
        for value in ["0", "-5", "1e300", "4097"] {
            #expect(throws: TabBarConfigurationError.self) { try TabBarTheme.decode(json: themeJSON(barHeight: value)) }
            do {
                _ = try TabBarTheme.decode(json: themeJSON(barHeight: value))
            } catch {
                #expect(error.issues.first?.location == "metrics.barHeight")
                #expect(error.issues.first?.reason.contains("greater than 0 and at most 4096") == true)
            }
        }
        do {
            _ = try TabBarTheme.decode(json: themeJSON(barHeight: "1e400"))
            Issue.record("1e400 was accepted")
        } catch {
            #expect(error.issues.count == 1 && error.issues[0].location.hasPrefix("line ") && error.issues[0].reason == "number out of range")
        }
    }

    @Test("every built-in theme is within the documented ranges")
    func builtInThemesValid() {
        for theme in TabBarTheme.builtIn { #expect(theme.problems().isEmpty, "\(theme.name): \(theme.problems())") }
    }

    @Test("non-finite and out-of-range values are reported for every metric, motion value and colour", arguments: bad)
    func everyFieldChecked(value: Double) {
        var theme = TabBarTheme.system
        theme.metrics.dotSize = value
        theme.motion.pressOpacity = value
        theme.items.selected.light.alpha = value
        theme.typography.labelSize = value
        let locations = Set(theme.problems().map(\.location))
        if value == 0 {
            #expect(locations == ["typography.labelSize"])
        } else if value == .leastNonzeroMagnitude {
            #expect(locations.isEmpty)
        } else {
            #expect(locations == ["metrics.dotSize", "motion.pressOpacity", "items.selected.light.alpha", "typography.labelSize"])
        }
    }

    @Test("layout and lint never trap on an unvalidated theme built in code", arguments: bad)
    func layoutAndLintAreTotal(value: Double) {
        var theme = TabBarTheme.system
        theme.metrics.barHeight = value
        theme.metrics.minimumItemWidth = value
        theme.metrics.scrollItemWidth = value
        theme.metrics.scrollSpacing = value
        theme.actionButton.size = value
        let configuration = TabBarConfiguration.synthetic(tabCount: 12, action: true)
        let machine = TabBarMachine.fixture(configuration)
        let layout = TabBarLayout(configuration: configuration, state: machine.state, environment: TabBarDevicePreset.iPhone16Pro.environment(), theme: theme, measurer: FixedWidthMeasurer())
        #expect(layout.allItems().count == 13)
        let findings = TabBarLinter(measurer: FixedWidthMeasurer()).lint(configuration, theme: theme)
        #expect(findings.allSatisfy { !$0.description.isEmpty })
        #expect(TabBarColor(red: value, green: value, blue: value, alpha: value).hex.count >= 7)
    }

    @Test("a script's menu choose with an extreme integer does not overflow", arguments: ["-9223372036854775808", "9223372036854775807", "0", "99999999999999999999999"])
    func menuChooseExtreme(choice: String) throws {
        let configuration = try TabBarConfiguration.decode(json: #"""
            {"version": 1, "tabs": [{"id": "home", "title": "Home", "icon": "house"},
                      {"id": "new", "title": "New", "icon": "plus", "role": "action", "menu": [{"id": "photo", "title": "Photo"}]}]}
            """#)
        let action = "new"
        let script = try TabBarSimulationScript.parse("menu open \(action)\nmenu choose \(choice)\n", configuration: configuration)
        var simulator = try TabBarSimulator(configuration: configuration)
        let transcript = simulator.run(script)
        #expect(transcript.steps.count == 3)
    }
}

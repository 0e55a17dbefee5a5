import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarRender
import TabBarTesting

@Suite("F4 Linter")
struct F4LintTests {
    let linter = TabBarLinter(measurer: TabBarInterTextMeasurer()) { TabBarIconLibrary.icon(named: $0)?.icon.hasFill ?? false }

    func rules(_ configuration: TabBarConfiguration, theme: TabBarTheme = .system) -> [String] {
        linter.lint(configuration, theme: theme).map(\.rule)
    }

    func tabs(_ count: Int) -> [TabBarKitItem] { (0..<count).map { TabBarKitItem(id: TabID("t\($0)"), title: "Tab \($0)", icon: "house", selectedIcon: "house.fill") } }

    @Test("every built-in example in every built-in theme lints clean of errors", arguments: TabBarBuiltInExample.allCases)
    func builtInsClean(example: TabBarBuiltInExample) {
        for theme in TabBarTheme.builtIn {
            let errors = linter.lint(.example(example), theme: theme).filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(example) \(theme.name): \(errors)")
        }
    }

    @Test("TB001 and TB002 warn when tabs overflow and when a compact width has more than five")
    func overflow() {
        let found = linter.lint(TabBarConfiguration(tabs: tabs(11)), theme: .system)
        #expect(found.map(\.rule) == ["TB001", "TB002"])
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(found[1].message.contains("Human Interface Guidelines"))
        #expect(rules(TabBarConfiguration(tabs: tabs(5))).isEmpty)
    }

    @Test("TB003 an icon-only tab without an accessibility label is an error")
    func iconOnly() {
        var t = tabs(3)
        t[1].title = ""
        let found = linter.lint(TabBarConfiguration(tabs: t), theme: .system)
        #expect(found.map(\.rule) == ["TB003"] && found[0].tab == "t1" && found[0].severity == .error && !found[0].fix.isEmpty)
        t[1].accessibilityLabel = "Settings"
        #expect(rules(TabBarConfiguration(tabs: t)).isEmpty)
    }

    @Test("TB004 badge text longer than four characters is a warning")
    func longBadge() {
        var t = tabs(3)
        t[0].badge = .text("Updated")
        #expect(rules(TabBarConfiguration(tabs: t)) == ["TB004"])
    }

    @Test("TB005/TB006 contrast below WCAG 2.2 in any scheme names the token")
    func contrast() throws {
        var theme = TabBarTheme.system
        theme.items.unselected = TabBarDynamicColor("#67676D", "#3A3A3C")  // fine in light, too dark on black
        theme.indicator = TabBarIndicatorTokens(style: .underline, color: TabBarDynamicColor("#D0D0D0", "#FFFFFF"))
        let found = linter.lint(TabBarConfiguration(tabs: tabs(3)), theme: theme)
        let label = try #require(found.first { $0.rule == "TB005" })
        #expect(label.token == "items.unselected.dark" && label.message.contains("4.5:1"))
        #expect(found.contains { $0.rule == "TB006" && $0.token == "indicator.color.light" })
        #expect(TabBarColor(hex: "#777777")!.contrastRatio(with: .white) > 4.47 && TabBarColor(hex: "#777777")!.contrastRatio(with: .white) < 4.49)
        #expect(abs(TabBarColor.black.contrastRatio(with: .white) - 21) < 1e-9)
    }

    @Test("TB007 selection by colour alone is an error")
    func colorOnly() {
        var theme = TabBarTheme.wireframe
        theme.indicator.style = .none
        theme.typography.selectedLabelWeight = theme.typography.labelWeight
        let plain = (0..<3).map { TabBarKitItem(id: TabID("t\($0)"), title: "T\($0)", icon: "magnifyingglass") }
        #expect(rules(TabBarConfiguration(tabs: plain), theme: theme) == ["TB007", "TB007", "TB007"])
        #expect(rules(TabBarConfiguration(tabs: tabs(3)), theme: theme).isEmpty)  // a selected icon variant is enough
    }

    @Test("TB008 a hit target under 44 pt is an error")
    func hitTarget() {
        var theme = TabBarTheme.system
        theme.metrics.minimumItemWidth = 30
        theme.metrics.scrollItemWidth = 30
        #expect(rules(TabBarConfiguration(tabs: tabs(12)), theme: theme).contains("TB008") == false)  // the engine keeps 44 pt
        let small = TabBarLinter(measurer: TabBarInterTextMeasurer(), environment: TabBarLayoutEnvironment(containerSize: TabBarSize(width: 200, height: 400)))
        #expect(!small.lint(TabBarConfiguration(tabs: tabs(12)), theme: theme).contains { $0.rule == "TB008" })
    }

    @Test("TB009 to TB011: duplicate ids, more than one action, an unlabelled action")
    func model() {
        var t = tabs(3)
        t.append(TabBarKitItem(id: "t1", title: "Again", icon: "star"))
        t.append(TabBarKitItem(id: "a", title: "A", icon: "plus", role: .action, accessibilityLabel: "Add"))
        t.append(TabBarKitItem(id: "b", title: "B", icon: "plus", role: .action))
        let found = rules(TabBarConfiguration(tabs: t))
        #expect(found.contains("TB009") && found.contains("TB010") && found.contains("TB011"))
    }

    @Test("TB012 badge text needs 4.5:1 on the badge")
    func badgeContrast() {
        var theme = TabBarTheme.system
        theme.badge.text = TabBarDynamicColor("#FF8080", "#000000")
        #expect(rules(TabBarConfiguration(tabs: tabs(3)), theme: theme).contains("TB012"))
    }

    @Test("diagnostics have a JSON form with rule, severity, tab or token, message and fix")
    func json() {
        var t = tabs(3)
        t[0].title = ""
        let d = linter.lint(TabBarConfiguration(tabs: t), theme: .system)[0]
        #expect(d.json["rule"] == .string("TB003") && d.json["severity"] == .string("error") && d.json["tab"] == .string("t0") && d.json["token"] == .null)
    }
}

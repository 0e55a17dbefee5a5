import Foundation
import PropertyBased
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

/// Random configurations, scripts and token files, 100,000 per run in all: each generator knows
/// whether it injected a fault, so the properties check the verdict, not only the absence of a crash.
@Suite("Properties of random input documents")
struct InputPropertyTests {
    /// Turns a stream of random numbers into choices; reading past the end wraps around.
    struct Choices {
        let values: [Int]
        var position = 0
        init(_ values: [Int]) { self.values = values.isEmpty ? [0] : values }
        mutating func next(_ count: Int) -> Int {
            defer { position += 1 }
            return values[position % values.count] % count
        }
        mutating func chance(_ percent: Int) -> Bool { next(100) < percent }
    }

    static let stream = Gen.int(in: 0...9_999).array(of: 8...48)

    /// Each message names its problem on one line.
    static func wellFormed(_ issues: [TabBarInputIssue]) -> Bool {
        !issues.isEmpty && issues.allSatisfy { !$0.description.isEmpty && !$0.description.contains("\n") && !$0.description.contains("\r") }
    }

    // MARK: Configurations

    /// A configuration text and whether a fault that makes it invalid was injected.
    static func configuration(_ c: inout Choices) -> (text: String, faulty: Bool) {
        var faulty = false
        func fault(_ percent: Int) -> Bool {
            let hit = c.chance(percent)
            if hit { faulty = true }
            return hit
        }
        let count = 1 + c.next(6)
        var tabs: [String] = []
        for i in 0..<count {
            var id = "t\(i)"
            if fault(2) { id = ["", "a b", String(repeating: "x", count: 65), "t0\u{0}", "ü"][c.next(5)] }
            if i > 0 && fault(2) { id = "t0" }
            var title = ["Tab \(i)", "e\u{301}\u{302}", "Ärger", "😀 Fun", "\u{2028}line"][c.next(5)]
            if fault(2) { title = String(repeating: "a\u{301}", count: 65 + c.next(200)) }
            var members = [#""id": \#(TabBarJSONValue.string(id).serialized(pretty: false))"#, #""title": \#(TabBarJSONValue.string(title).serialized(pretty: false))"#, #""icon": "circle""#]
            switch c.next(5) {
            case 0: members.append(#""badge": {"count": \#(c.next(100))}"#)
            case 1: members.append(#""badge": {"dot": true}"#)
            case 2: members.append(#""badge": {"text": "new"}"#)
            default: break
            }
            if fault(2) { members.append([#""badge": {"count": -1}"#, #""badge": {"count": 1e300}"#, #""badge": {"count": 2.5}"#, #""colour": 1"#, #""title": 3"#][c.next(5)]) }
            tabs.append("{" + members.joined(separator: ", ") + "}")
        }
        var root = [#""version": 1"#, #""tabs": [\#(tabs.joined(separator: ", "))]"#]
        if c.chance(30) { root.append(#""selected": "t\#(c.next(count))""#) }
        if c.chance(20) { root.append(#""behavior": {"maxLiveTabs": \#(1 + c.next(5))}"#) }
        if fault(2) { root.append([#""selected": "zz""#, #""": 1"#, #""version": 2"#, #""behavior": {"maxLiveTabs": 0}"#][c.next(4)]) }
        var text = "{" + root.joined(separator: ", ") + "}"
        if fault(2) { text = String(text.prefix(max(0, text.count - 1 - c.next(text.count)))) }
        if fault(1) { text = ["[]", "null", "{\"tabs\": 1e400}", "{\u{0}}"][c.next(4)] }
        return (text, faulty)
    }

    @Test("a random configuration is accepted exactly when it is valid, and round-trips; rejections are located")
    func configurations() async {
        await propertyCheck(count: 40_000, input: Self.stream) { values in
            var c = Choices(values)
            let (text, faulty) = Self.configuration(&c)
            do {
                let configuration = try TabBarConfiguration.decode(json: text)
                #expect(!faulty, "accepted a faulty configuration: \(text)")
                #expect(configuration.problems().isEmpty)
                #expect(try TabBarConfiguration.decode(json: configuration.jsonText()) == configuration)
            } catch let error as TabBarConfigurationError {
                #expect(faulty, "refused a valid configuration: \(error) in \(text)")
                #expect(Self.wellFormed(error.issues), "\(error.issues)")
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
    }

    // MARK: Scripts

    static let scriptConfiguration = TabBarConfiguration.synthetic(tabCount: 4, action: true)

    /// A script, the line of its first fault (if any), and its number of command lines.
    static func script(_ c: inout Choices) -> (text: String, faultLine: Int?, commands: Int) {
        let separators = ["\n", "\r\n", "\r", "\u{2028}", "\u{2029}", "\u{85}"]
        let separator = separators[c.next(separators.count)]
        var lines: [String] = []
        var faultLine: Int?
        var commands = 0
        var saved = false
        let lineCount = 1 + c.next(12)
        for index in 1...lineCount {
            let tab = "t\(c.next(4))"
            let extreme = ["-9223372036854775808", "9223372036854775807", "0", "1", "2", "fab"][c.next(6)]
            var line = [
                "tap \(tab)", "select \(tab)", "menu open fab", "menu choose \(extreme)", "menu dismiss", "push \(tab) a/\(c.next(9))",
                "back", "badge \(tab) count \(c.next(100))", "swipe left", "key cmd-\(1 + c.next(9))", "save", "# comment", "",
                "deeplink x://y/\(c.next(9))", "reorder t1,t0", "hide \(tab)", "show \(tab)", "direction rtl", "memory-warning",
            ][c.next(19)]
            if line == "save" { saved = true }
            if c.chance(3) && faultLine == nil {
                line = ["tapp \(tab)", "tap ghost", "badge \(tab) count -1", "badge \(tab) count 99999999999999999999", "restore", "swipe up", "menu choose"][c.next(7)]
                if line == "restore" && saved { line = "tap ghost" }
                faultLine = index
            }
            if !line.isEmpty && !line.hasPrefix("#") { commands += 1 }
            lines.append(line)
        }
        return (lines.joined(separator: separator) + (c.chance(50) ? separator : ""), faultLine, commands)
    }

    @Test("a random script with any line ending parses exactly when valid, with the right line, and runs to the end")
    func scripts() async {
        await propertyCheck(count: 40_000, input: Self.stream) { values in
            var c = Choices(values)
            let (text, faultLine, commands) = Self.script(&c)
            do {
                let script = try TabBarSimulationScript.parse(text, configuration: Self.scriptConfiguration)
                #expect(faultLine == nil, "accepted a faulty script: \(text.debugDescription)")
                #expect(script.steps.count == commands)
                if c.chance(10) {
                    var simulator = try TabBarSimulator(configuration: Self.scriptConfiguration)
                    #expect(simulator.run(script).steps.count == commands + 1)
                }
            } catch let error as TabBarScriptError {
                #expect(error.line == faultLine, "\(error) in \(text.debugDescription)")
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
    }

    // MARK: Token files

    /// A token file, the colour `tabbar.item.selected` must resolve to when valid, the path of a fault,
    /// and whether the bar reaches the fault (then it is an error; otherwise a warning, issue 21).
    static func tokens(_ c: inout Choices) -> (text: String, selected: String, faultPath: String?, reached: Bool) {
        let count = 1 + c.next(8)
        var values: [String] = []
        var resolved: [String] = []
        var members: [String] = []
        var faultPath: String?
        var faultIndex: Int?
        var targets: [Int?] = []
        for i in 0..<count {
            let hex = String(format: "#%06X", c.next(0xFFFFFF))
            if i > 0 && c.chance(60) {
                let target = c.next(i)
                values.append(#""{palette.c\#(target)}""#)
                resolved.append(resolved[target])
                targets.append(target)
            } else {
                values.append(#""\#(hex)""#)
                resolved.append(hex)
                targets.append(nil)
            }
            var member = #""c\#(i)": {"$value": \#(values[i])}"#
            if faultPath == nil && c.chance(6) {
                faultPath = "palette.c\(i)"
                faultIndex = i
                member = [
                    #""c\#(i)": {"$value": "{palette.c\#(i)}"}"#, #""c\#(i)": {"$value": "{palette.missing}"}"#,
                    ##""c\##(i)": {"$value": "#GG0000"}"##, #""c\#(i)": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 1.5}}"#,
                    ##""c\##(i)": {"$vlaue": "#000000"}"##, ##""c\##(i)": {"$value": "#000000", "$type": "colour"}"##,
                    #""c\#(i)": {"$value": "NaNpx", "$type": "dimension"}"#,
                    #""c\#(i)": {"$value": "4px", "$type": "dimension", "$extensions": {"org.tabbarkit.modes": {"dark": "8px"}}}"#,
                ][c.next(8)]
            }
            members.append(member)
        }
        let pick = c.next(count)
        let text = #"""
            {"palette": {"$type": "color", \#(members.joined(separator: ", "))},
             "tabbar": {\#(C4TokenTests.required.replacingOccurrences(of: ##""selected": {"$value": "#0055CC"}"##, with: ##""selected": {"$value": "{palette.c\##(pick)}"}"##))}}
            """#
        var chain: Int? = pick
        var reached = false
        while let index = chain {
            if index == faultIndex { reached = true }
            chain = targets[index]
        }
        return (text, resolved[pick], faultPath, reached)
    }

    @Test("a random token file imports exactly when what the bar reads is valid, resolving aliases to the right colour; faults are located errors or warnings")
    func tokenFiles() async {
        await propertyCheck(count: 20_000, input: Self.stream) { values in
            var c = Choices(values)
            let (text, selected, faultPath, reached) = Self.tokens(&c)
            do {
                let tokens = try TabBarDesignTokens(try TabBarJSONParser.parse(text))
                let theme = try TabBarTheme(tokens: tokens)
                #expect(faultPath == nil || !reached, "accepted a fault the bar reads: \(text)")
                if let faultPath {
                    #expect(tokens.warnings.contains { $0.location.hasPrefix(faultPath) }, "\(tokens.warnings) for \(faultPath)")
                }
                #expect(theme.items.selected.light.hex == selected)
                #expect(theme.problems().isEmpty)
            } catch let error as TabBarConfigurationError {
                let path = try #require(faultPath, "refused a valid token file: \(error) in \(text)")
                #expect(reached, "refused a file whose fault the bar does not read: \(error) in \(text)")
                #expect(Self.wellFormed(error.issues))
                // At the fault, or at the alias that meets it (a type mismatch is where the alias is), naming it.
                #expect(error.issues.contains { $0.location.hasPrefix(path) || $0.reason.contains("{\(path)}") }, "\(error.issues) for \(path)")
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
    }
}

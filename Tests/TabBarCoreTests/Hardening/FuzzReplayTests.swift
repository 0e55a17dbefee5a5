import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

/// Replays the fuzz seeds and every input a fuzzer ever found (`Fuzz/Regressions`) through the
/// readers the fuzz targets exercise, on every `swift test`.
@Suite("Hardening: fuzz inputs replayed")
struct FuzzReplayTests {
    static let fuzz = C4TokenTests.root.appendingPathComponent("Fuzz")

    static func inputs(_ target: String) -> [URL] {
        ["Corpus", "Regressions"].flatMap { folder in
            let directory = fuzz.appendingPathComponent(folder).appendingPathComponent(target)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.sorted().map { directory.appendingPathComponent($0) }
        }
    }

    static func text(_ url: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return try? TabBarUTF8Input.text(data)
    }

    static func oneLine(_ issues: [TabBarInputIssue]) -> Bool { !issues.isEmpty && issues.allSatisfy { !$0.description.contains("\n") } }

    @Test("configuration inputs decode or fail with one-line located messages")
    func configurations() {
        let inputs = Self.inputs("FuzzConfiguration")
        #expect(!inputs.isEmpty)
        for url in inputs {
            guard let text = Self.text(url) else { continue }
            do {
                let configuration = try TabBarConfiguration.decode(json: text)
                #expect(try TabBarConfiguration.decode(json: configuration.jsonText()) == configuration, "\(url.lastPathComponent)")
            } catch {
                #expect(Self.oneLine(error.issues), "\(url.lastPathComponent)")
            }
        }
    }

    @Test("token and theme inputs import or fail with one-line located messages")
    func tokensAndThemes() {
        for url in Self.inputs("FuzzTokens") {
            guard let text = Self.text(url), let document = try? TabBarJSONParser.parse(text) else { continue }
            do {
                let theme = try TabBarTheme(tokens: try TabBarDesignTokens(document))
                #expect(theme.problems().isEmpty && !theme.swiftSource().isEmpty, "\(url.lastPathComponent)")
            } catch {
                #expect(Self.oneLine(error.issues), "\(url.lastPathComponent)")
            }
        }
        for url in Self.inputs("FuzzTheme") {
            guard let text = Self.text(url) else { continue }
            do {
                #expect(try TabBarTheme.decode(json: text).problems().isEmpty, "\(url.lastPathComponent)")
            } catch {
                #expect(Self.oneLine(error.issues), "\(url.lastPathComponent)")
            }
        }
    }

    @Test("script and snapshot inputs parse, run and restore without trapping")
    func scriptsAndSnapshots() throws {
        let configuration = try TabBarConfiguration.decode(json: #"""
            {"version": 1, "tabs": [
              {"id": "home", "title": "Home", "icon": "house"}, {"id": "search", "title": "Search", "icon": "magnifyingglass"},
              {"id": "new", "title": "New", "icon": "plus", "role": "action", "menu": [{"id": "photo", "title": "Photo"}, {"id": "note", "title": "Note"}]},
              {"id": "inbox", "title": "Inbox", "icon": "tray", "badge": {"count": 3}}, {"id": "me", "title": "Me", "icon": "person"}],
             "behavior": {"maxLiveTabs": 3, "pinned": ["home"]}, "routes": {"app://item/:id": "home"}}
            """#)
        for url in Self.inputs("FuzzScript") {
            guard let text = Self.text(url) else { continue }
            if let script = try? TabBarSimulationScript.parse(text, configuration: configuration) {
                var simulator = try TabBarSimulator(configuration: configuration)
                #expect(simulator.run(script).steps.count == script.steps.count + 1, "\(url.lastPathComponent)")
            }
        }
        for url in Self.inputs("FuzzRestore") {
            guard let text = Self.text(url) else { continue }
            var machine = try TabBarMachine(configuration: configuration)
            _ = machine.restore(json: text)
            #expect(configuration.tab(machine.state.selected) != nil, "\(url.lastPathComponent)")
        }
    }
}

import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools

/// `tabbar tokens export` writes DTCG 2025.10: checked by our reader in strict mode, and by the official
/// JSON schema (Fixtures/DTCG/schema, through Python's jsonschema, which CI installs).
@Suite("DTCG 2025.10 export")
struct DTCGExportTests {
    static let checker = C4TokenTests.root.appendingPathComponent("Tests/TabBarCoreTests/Fixtures/DTCG/schema-check.py")

    static var pythonWithJSONSchema: Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import jsonschema, referencing"]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    @Test("every built-in theme's export is valid DTCG 2025.10 by our strict reader", arguments: TabBarTheme.builtIn.map(\.name))
    func strict(name: String) throws {
        let theme = try #require(TabBarTheme.named(name))
        let tokens = try TabBarDesignTokens(files: [.init(name: name, document: theme.designTokens)], validation: .format)
        #expect(tokens.problems.isEmpty, "\(tokens.problems)")
    }

    @Test("every built-in theme's export validates against the official DTCG 2025.10 JSON schema", .enabled(if: pythonWithJSONSchema))
    func schema() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dtcg-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var files: [String] = []
        for theme in TabBarTheme.builtIn {
            let file = folder.appendingPathComponent("\(theme.name).tokens.json")
            try theme.designTokens.serialized().write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let template = folder.appendingPathComponent("map-template.tokens.json")
        try TabBarTheme.tokenMapTemplate.serialized().write(to: template, atomically: true, encoding: .utf8)
        files.append(template.path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.checker.path] + files
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.components(separatedBy: "valid DTCG 2025.10").count == files.count + 1, "\(text)")
    }

    @Test("the schema checker refuses what DTCG 2025.10 does not allow (a hex string colour)", .enabled(if: pythonWithJSONSchema))
    func schemaRefuses() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("dtcg-bad-\(UUID().uuidString).json")
        try ##"{"c": {"$type": "color", "$value": "#FF0000"}}"##.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.checker.path, file.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
    }

    @Test("the map template imports as it is, to the system theme's values, and names every role", arguments: [0])
    func template(_: Int) throws {
        let theme = try TabBarTheme(tokens: try TabBarDesignTokens(TabBarTheme.tokenMapTemplate))
        var expected = TabBarTheme.system
        expected.name = theme.name
        #expect(theme == expected)
        let text = TabBarTheme.tokenMapTemplate.serialized()
        for role in ["item.selected", "badge.fill", "hairline", "labelMode", "metrics"] { #expect(text.contains(role.split(separator: ".").last.map(String.init) ?? role)) }
    }
}

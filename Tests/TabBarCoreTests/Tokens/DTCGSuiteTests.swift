import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools

/// The DTCG 2025.10 format test suite (Fixtures/DTCG/test-suite, see its NOTICE.md): `tabbar tokens check`'s
/// reader accepts every valid file and refuses every invalid one with a located problem.
@Suite("DTCG 2025.10 format test suite")
struct DTCGSuiteTests {
    static let folder = C4TokenTests.root.appendingPathComponent("Tests/TabBarCoreTests/Fixtures/DTCG/test-suite/format")

    /// The suite's manifest entries: (input path, whether the file is valid).
    static let cases: [SuiteCase] = {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("manifest.json"), encoding: .utf8),
            case .array(let tests)? = (try? TabBarJSONParser.parse(text))?["tests"]
        else { return [] }
        return tests.compactMap { test in
            guard case .string(let input)? = test["input"], case .string(let type)? = test["type"] else { return nil }
            return SuiteCase(input: input, valid: type == "PositiveEvaluationTest")
        }
    }()

    static func problems(_ input: String) throws -> [TabBarInputIssue] {
        let text = try String(contentsOf: folder.appendingPathComponent(input), encoding: .utf8)
        do {
            return try TabBarDesignTokens(files: [.init(name: input, document: try TabBarJSONParser.parse(text))], validation: .format).problems
        } catch let error as TabBarConfigurationError {
            return error.issues
        }
    }

    @Test("the manifest lists 90 valid and 123 invalid files")
    func manifest() {
        #expect(Self.cases.filter(\.valid).count == 90)
        #expect(Self.cases.filter { !$0.valid }.count == 123)
    }

    @Test("every valid file is accepted", arguments: cases.filter(\.valid))
    func valid(_ test: SuiteCase) throws {
        let found = try Self.problems(test.input)
        #expect(found.isEmpty, "\(found.map(\.description))")
    }

    @Test("every invalid file is refused with a located problem", arguments: cases.filter { !$0.valid })
    func invalid(_ test: SuiteCase) throws {
        let found = try Self.problems(test.input)
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.location.hasPrefix(test.input + ": ") && $0.location.count > test.input.count + 2 }, "\(found.map(\.description))")
    }
}

/// One file of the suite.
struct SuiteCase: Sendable, CustomTestStringConvertible {
    var input: String
    var valid: Bool
    var testDescription: String { input }
}

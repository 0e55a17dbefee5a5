import Foundation
import Testing

/// The OUDS example's Orange and Sosh themes are the import of the design system's public token values
/// (Examples/tokens/ouds-*.tokens.json), and pass the project's lint.
@Suite("tabbar tokens import: the OUDS brand themes")
struct OUDSTokensCLITests {
    @Test("each brand's token file imports with no lint finding into the Swift the OUDS example compiles", arguments: ["orange", "sosh"])
    func brand(_ brand: String) throws {
        let root = CLI.repositoryRoot
        let tokens = root.appendingPathComponent("Examples/tokens/ouds-\(brand).tokens.json").path
        let swift = try CLI.temporaryFolder().appendingPathComponent("theme.swift").path
        let result = try CLI.run(["tokens", "import", tokens, "--swift", swift])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("0 lint finding(s)"), "\(result.stderr)")
        let example = root.appendingPathComponent("Examples/OUDS.swiftpm/TabBarTheme+OUDS\(brand.capitalized).swift").path
        #expect(try String(contentsOfFile: swift, encoding: .utf8) == String(contentsOfFile: example, encoding: .utf8),
                "regenerate with: tabbar tokens import Examples/tokens/ouds-\(brand).tokens.json --swift \(example)")
    }
}

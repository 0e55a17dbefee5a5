import ArgumentParser
import Foundation
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarRender

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check a bar against Apple's guidelines and WCAG 2.2 contrast in every scheme.",
        discussion: ExitStatus.help(
            "Contrast is checked in light and dark, at standard and increased contrast, so there is no --scheme; "
                + "the device options choose the screen for the layout rules (fit, truncation, targets).",
            example: "tabbar lint --example reflect --theme midnight --device iphone-se"))

    @OptionGroup var input: ConfigurationArguments

    @OptionGroup var themeChoice: ThemeOptions

    @OptionGroup var screen: DeviceOptions

    @Option(name: .long, help: "text or json.")
    var format: OutputFormat = .text

    func run() throws {
        var hasErrors = false
        try reportingFailures {
            let configuration = try input.load()
            let diagnostics = Linting.linter(environment: try screen.environment()).lint(configuration, theme: try themeChoice.resolveTheme())
            hasErrors = diagnostics.contains { $0.severity == .error }
            switch format {
            case .json:
                let document = TabBarJSONValue.object([("version", .int(1)), ("diagnostics", .array(diagnostics.map(\.json)))])
                print(document.serialized())
            case .text:
                if diagnostics.isEmpty { print("no findings") }
                for diagnostic in diagnostics { print(diagnostic) }
                let errors = diagnostics.filter { $0.severity == .error }.count
                print("\(errors) error(s), \(diagnostics.count - errors) warning(s)")
            }
        }
        if hasErrors { throw ExitCode(ExitStatus.findings) }
    }
}

enum Linting {
    /// The linter with Inter measurements and the renderer's icon library.
    static func linter(environment: TabBarLayoutEnvironment = TabBarDevicePreset.iPhone16Pro.environment()) -> TabBarLinter {
        TabBarLinter(measurer: TabBarInterTextMeasurer(), environment: environment) { name in
            TabBarIconLibrary.icon(named: name)?.icon.hasFill ?? false
        }
    }
}

/// `CONFIG` or `--example NAME`, exactly one: the input of render, lint and a11y.
struct ConfigurationArguments: ParsableArguments {
    @Option(name: .long, help: "A built-in example instead of a configuration file: \(TabBarBuiltInExample.names.joined(separator: ", ")).")
    var example: String?

    @Argument(help: "A configuration JSON file (omit with --example).")
    var config: String?

    /// The configuration, validated.
    func load() throws -> TabBarConfiguration {
        if let builtIn = try ConfigurationSource.resolve(example: example) {
            guard config == nil else { throw InputFailure(description: "give a CONFIG file or --example, not both") }
            return try builtIn.load()
        }
        guard let config else { throw InputFailure(description: "give a CONFIG file or --example NAME") }
        return try ConfigurationSource.file(config).load()
    }
}

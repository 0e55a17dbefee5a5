import ArgumentParser
import Foundation
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarRender

struct A11yCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "a11y",
        abstract: "Print the accessibility elements in reading order, as VoiceOver would read them.",
        discussion: ExitStatus.help(
            "Colours do not change what VoiceOver reads, so there is no --scheme or --contrast. The theme and device options "
                + "move the elements' frames in --format json; --rtl reverses the reading order; AX sizes add the large content viewer.",
            example: "tabbar a11y --example ouds --rtl --format json"))

    @OptionGroup var input: ConfigurationArguments

    @OptionGroup var themeChoice: ThemeOptions

    @OptionGroup var screen: DeviceOptions

    @Flag(name: .long, help: "Lay out right to left.")
    var rtl = false

    @Option(name: .long, help: "On regular width (iPad): floatingBar or sidebar.")
    var regularWidth: String = "floatingBar"

    @Option(name: .long, help: "The selected tab.")
    var selected: String?

    @Option(name: .long, help: "text or json.")
    var format: OutputFormat = .text

    func run() throws {
        try reportingFailures {
            let configuration = try input.load()
            guard let regular = TabBarRegularWidthPresentation(rawValue: regularWidth) else {
                throw InputFailure(description: "--regular-width must be floatingBar, sidebar or topBar, not \"\(regularWidth)\"")
            }
            let environment = try screen.environment(rtl: rtl)
            let scene = try Scene(
                configuration: configuration, state: try Scene.state(configuration, selected: selected, sizeClass: environment.horizontalSizeClass),
                theme: try themeChoice.resolveTheme(), appearance: TabBarAppearance(.light), environment: environment, regularWidth: regular)
            let elements = TabBarAccessibility.elements(configuration: configuration, state: scene.state, layout: scene.layout)
            switch format {
            case .json:
                let document = TabBarJSONValue.object([
                    ("version", .int(1)),
                    ("container", .strings(TabBarAccessibility.containerTraits)),
                    ("elements", .array(elements.map(\.json))),
                ])
                print(document.serialized())
            case .text:
                print("tab bar (traits: \(TabBarAccessibility.containerTraits.joined(separator: ", ")))")
                for (i, element) in elements.enumerated() {
                    print("\(i + 1). \(element.spoken)")
                    if !element.customActions.isEmpty { print("   actions: " + element.customActions.map(\.name).joined(separator: "; ")) }
                    if let large = element.largeContent { print("   large content viewer: \(large.title)") }
                }
            }
        }
    }
}

import ArgumentParser
import Foundation
import TabBarCore
import TabBarTools
import TabBarRender

struct A11yCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "a11y",
        abstract: "Print the accessibility elements in reading order, as VoiceOver would read them.")

    @OptionGroup var input: ConfigurationArguments

    @OptionGroup var look: RenderOptions

    @Option(name: .long, help: "The selected tab.")
    var selected: String?

    @Option(name: .long, help: "text or json.")
    var format: OutputFormat = .text

    func run() throws {
        try reportingFailures {
            let configuration = try input.load()
            let scene = try Scene(configuration: configuration, options: look, selected: selected)
            let elements = TabBarAccessibility.elements(configuration: configuration, state: scene.state, layout: scene.layout)
            switch format {
            case .json:
                let document = JSONValue.object([
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

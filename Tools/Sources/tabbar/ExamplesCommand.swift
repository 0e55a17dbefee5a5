import ArgumentParser
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools

struct ExamplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "examples",
        abstract: "List the built-in examples, or print one's configuration JSON.",
        discussion: ExitStatus.help(example: "tabbar examples social > scratch/social.json"))

    @Argument(help: "An example to print.")
    var name: String?

    func run() throws {
        try reportingFailures {
            guard let name else {
                for example in TabBarBuiltInExample.allCases { print(example.rawValue) }
                return
            }
            guard case .example(let example)? = try ConfigurationSource.resolve(example: name) else { return }
            print(example.json)
        }
    }
}

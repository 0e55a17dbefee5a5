import ArgumentParser
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools

struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Run the built-in demo script on the social example and print the transcript.",
        discussion: ExitStatus.help(example: "tabbar demo --format json"))

    @Option(name: .long, help: "text or json.")
    var format: OutputFormat = .text

    /// A tour of the core's behaviour on the social example.
    static let script = """
        # A tour of TabBarKit's core on the social example.
        push home post/42       # open a post on Home
        tap home                # reselect with a stack: pops to root
        tap home                # reselect at root: scrolls to top
        tap create              # the centre action presents, selection stays
        tap activity            # created lazily on first selection
        badge activity count 120
        deeplink app://home/post/7
        keyboard show           # the bar hides while typing
        keyboard hide
        scroll down             # minimised while reading
        back                    # pops post/7 off Home's stack
        back                    # history: back to Activity
        save
        restore                 # a round trip through the Codable snapshot
        """

    func run() throws {
        try reportingFailures {
            let configuration = try ConfigurationSource.example(.social).load()
            let transcript = try simulate(configuration, scriptText: Self.script, scriptName: "demo", rtl: false)
            print(format == .json ? transcript.json.serialized() : transcript.text, terminator: format == .json ? "\n" : "")
        }
    }
}

import ArgumentParser
import TabBarCore

@main
struct TabBarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tabbar",
        abstract: "Simulate, render and check TabBarKit tab bars on any machine.",
        subcommands: [DemoCommand.self, SimulateCommand.self, ExamplesCommand.self],
        defaultSubcommand: DemoCommand.self)
}

import ArgumentParser
import TabBarCore
import TabBarTools

@main
struct TabBarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tabbar",
        abstract: "Simulate, render and check TabBarKit tab bars on any machine.",
        subcommands: [GalleryCommand.self, RenderCommand.self, SimulateCommand.self, LintCommand.self, A11yCommand.self, TokensCommand.self, DemoCommand.self, ExamplesCommand.self, ServeCommand.self],
        defaultSubcommand: GalleryCommand.self)
}

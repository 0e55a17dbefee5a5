import ArgumentParser
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools

@main
struct TabBarCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tabbar",
        abstract: "Simulate, render and check TabBarKit tab bars on any machine.",
        discussion: ExitStatus.help(example: "tabbar render --example social -o scratch/bar.svg"),
        version: TabBarCommand.version,
        subcommands: [GalleryCommand.self, RenderCommand.self, SimulateCommand.self, LintCommand.self, A11yCommand.self, TokensCommand.self, DemoCommand.self, ExamplesCommand.self, ServeCommand.self],
        defaultSubcommand: GalleryCommand.self)
}

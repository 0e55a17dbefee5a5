import ArgumentParser
import Foundation
import TabBarCore
import TabBarTools
import TabBarRender

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a bar over a device screen as SVG or PNG, or print its layout as JSON.")

    @OptionGroup var input: ConfigurationArguments

    @OptionGroup var look: RenderOptions

    @Option(name: .long, help: "The selected tab.")
    var selected: String?

    @Option(name: .long, help: "svg, png or json.")
    var format: String = "svg"

    @Option(name: [.short, .long], help: "Write to a file (required for png).")
    var output: String?

    func run() throws {
        try reportingFailures {
            let configuration = try input.load()
            let scene = try Scene(configuration: configuration, options: look, selected: selected)
            switch format {
            case "json":
                try emit(scene.layout.json.serialized() + "\n", to: output)
            case "svg":
                let (svg, warnings) = scene.svg()
                for warning in warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
                try emit(svg, to: output)
            case "png":
                guard let output else { throw InputFailure(description: "png needs -o FILE") }
                let (svg, warnings) = scene.svg()
                for warning in warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
                try convertToPNG(svg: svg, output: output)
            default:
                throw InputFailure(description: "--format must be svg, png or json, not \"\(format)\"")
            }
        }
    }
}

/// One configuration laid out and themed for an environment.
struct Scene {
    let configuration: TabBarConfiguration
    let state: TabBarState
    let layout: TabBarLayout
    let theme: TabBarTheme
    let appearance: Appearance

    init(configuration: TabBarConfiguration, options: RenderOptions, selected: String?) throws {
        var machine: TabBarMachine
        do {
            machine = try TabBarMachine(configuration: configuration)
        } catch {
            throw InputFailure(description: error.description)
        }
        if let selected {
            let id = TabID(selected)
            guard machine.isSelectable(id) else {
                throw InputFailure(description: "--selected \"\(selected)\" is not a tab that can be selected")
            }
            _ = machine.handle(.selectionRequested(id))
        }
        try self.init(configuration: configuration, state: machine.state, theme: try options.resolveTheme(),
                      appearance: try options.appearance(), environment: try options.environment(),
                      regularWidth: try options.regularWidthPresentation())
    }

    init(configuration: TabBarConfiguration, state: TabBarState, theme: TabBarTheme, appearance: Appearance,
         environment: LayoutEnvironment, regularWidth: RegularWidthPresentation = .floatingBar) throws {
        self.configuration = configuration
        self.state = state
        self.theme = theme
        self.appearance = appearance
        self.layout = TabBarLayout(configuration: configuration, state: state, environment: environment, theme: theme,
                                   measurer: InterTextMeasurer(), regularWidth: regularWidth)
    }

    func svg() -> (String, [String]) {
        let list = TabBarRenderer(configuration: configuration, layout: layout, theme: theme, appearance: appearance).screenDisplayList()
        return (SVGWriter().write(list), list.warnings)
    }
}

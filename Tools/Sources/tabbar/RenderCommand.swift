import ArgumentParser
import Foundation
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarRender

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a bar over a device screen as SVG or PNG, or print its layout as JSON.",
        discussion: ExitStatus.help(
            "Without -o, or with -o -, SVG and JSON go to standard output; with -o FILE, the file is written whole or not at all "
                + "(staged beside it, then moved into place) and tabbar says what it wrote. A symbolic link is followed: its target is "
                + "written and the link stays. A character device (/dev/null) or a FIFO is written into, never replaced; a block "
                + "device, a socket, a path ending in /, a folder and an input file are refused.",
            example: "tabbar render --example reflect --theme midnight --scheme dark -o scratch/bar.svg"))

    @OptionGroup var input: ConfigurationArguments

    @OptionGroup var look: RenderOptions

    @Option(name: .long, help: "The selected tab.")
    var selected: String?

    @Option(name: .long, help: "visible or minimized (as after scrolling down; a sidebar never minimises).")
    var visibility: String = "visible"

    @Option(name: .long, help: "svg, png or json (default: from the -o file's extension, else svg).")
    var format: String?

    /// Says on standard error what was written, when it went to a file.
    func report(_ what: String) {
        guard let output, output != OutputPath.standardOutput else { return }
        FileHandle.standardError.write(Data("wrote \(what) to \(output)\n".utf8))
    }

    @Option(name: [.short, .long], help: "Write to a file (required for png; - is standard output).")
    var output: String?

    /// The files this command reads, which it must not write.
    var inputs: [String] { [input.config, look.themeFile].compactMap { $0 } }

    func run() throws {
        try reportingFailures {
            let configuration = try input.load()
            let scene = try Scene(configuration: configuration, options: look, selected: selected, visibility: visibility)
            switch try Self.format(format, output: output) {
            case "json":
                try emit(scene.layout.json.serialized() + "\n", to: output, reading: inputs)
                report("the layout as JSON")
            case "svg":
                let (svg, warnings) = scene.svg()
                for warning in warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
                try emit(svg, to: output, reading: inputs)
                report("an SVG")
            case "png":
                guard let output else { throw InputFailure(description: "png needs -o FILE (or -o - for standard output)") }
                let (svg, warnings) = scene.svg()
                for warning in warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
                try OutputWriter.transaction(reading: inputs) { writer in
                    try convertToPNG(svg: svg, output: try writer.stagingFile(for: output, role: "-o").path)
                }
                report("a PNG")
            default:
                throw InputFailure(description: "--format must be svg, png or json, not \"\(format ?? "")\"")
            }
        }
    }

    /// The formats `render` writes, which are also the file extensions it recognises.
    static let formats = ["svg", "png", "json"]

    /// The format to write: `--format` when given, else the output file's extension (`bar.png` is PNG),
    /// else SVG. A `--format` that contradicts a known extension (`--format svg -o bar.png`) is bad input.
    static func format(_ explicit: String?, output: String?) throws -> String {
        let fileExtension = output.map(OutputPath.fileExtension).flatMap { formats.contains($0) ? $0 : nil }
        guard let explicit else { return fileExtension ?? "svg" }
        guard formats.contains(explicit) else {
            throw InputFailure(description: "--format must be svg, png or json, not \"\(explicit)\"")
        }
        if let fileExtension, fileExtension != explicit, let output {
            throw InputFailure(description: "--format \(explicit) contradicts -o \(output), whose extension says \(fileExtension); drop --format or rename the file")
        }
        return explicit
    }
}

/// One configuration laid out and themed for an environment.
struct Scene {
    let configuration: TabBarConfiguration
    let state: TabBarState
    var layout: TabBarLayout
    let theme: TabBarTheme
    let appearance: TabBarAppearance
    /// One animation frame to draw instead of the bar at rest (the gallery's motion entries).
    var animation: TabBarAnimationFrame?
    /// The tab selected before the animated change.
    var previousSelection: TabID?

    init(configuration: TabBarConfiguration, options: RenderOptions, selected: String?, visibility: String = "visible") throws {
        var state = try Self.state(configuration, selected: selected, sizeClass: try options.environment().horizontalSizeClass)
        // Minimised as if the content had scrolled down; the layout draws it from the state.
        guard let resolved = TabBarVisibility(rawValue: visibility), resolved != .hidden else {
            throw InputFailure(description: "--visibility must be visible or minimized, not \"\(visibility)\"")
        }
        state.visibilityReasons.scrolledDown = resolved == .minimized
        try self.init(configuration: configuration, state: state,
                      theme: try options.resolveTheme(), appearance: try options.appearance(), environment: try options.environment(),
                      regularWidth: try options.regularWidthPresentation())
    }

    /// The launch state, with `selected` selected; an id that cannot be selected fails with the ids that can.
    static func state(_ configuration: TabBarConfiguration, selected: String?, sizeClass: TabBarSizeClass = .compact) throws -> TabBarState {
        var machine: TabBarMachine
        do {
            machine = try TabBarMachine(configuration: configuration)
        } catch {
            throw InputFailure(description: error.description)
        }
        // The bar of the device's width: a regular width shows every tab, a compact one the compact set.
        _ = machine.handle(.sizeClassChanged(sizeClass))
        if let selected {
            let id = TabID(selected)
            guard machine.isSelectable(id) else {
                let selectable = machine.state.order.filter(machine.isSelectable).map(\.rawValue)
                let reason = configuration.tab(id) == nil ? "is not a tab" : "is not a tab that can be selected"
                var message = "--selected \"\(selected)\" \(reason)"
                if let match = Suggestion.closest(to: selected, in: selectable) { message += " (did you mean \"\(match)\"?)" }
                throw InputFailure(description: message + "; tabs that can be selected are " + Suggestion.list(selectable))
            }
            _ = machine.handle(.selectionRequested(id))
        }
        return machine.state
    }

    init(configuration: TabBarConfiguration, state: TabBarState, theme: TabBarTheme, appearance: TabBarAppearance,
         environment: TabBarLayoutEnvironment, regularWidth: TabBarRegularWidthPresentation = .floatingBar,
         sidebarFocus: TabBarSidebarOutline.Item? = nil) throws {
        self.configuration = configuration
        self.state = state
        self.theme = theme
        self.appearance = appearance
        self.layout = TabBarLayout(configuration: configuration, state: state, environment: environment, theme: theme,
                                   measurer: TabBarInterTextMeasurer(), regularWidth: regularWidth, sidebarFocus: sidebarFocus)
    }

    func svg() -> (String, [String]) {
        var renderer = TabBarRenderer(configuration: configuration, layout: layout, theme: theme, appearance: appearance)
        renderer.animation = animation
        renderer.previousSelection = previousSelection
        let list = renderer.screenDisplayList()
        let document = TabBarSVGWriter().document(list)
        return (document.svg, document.warnings)
    }
}

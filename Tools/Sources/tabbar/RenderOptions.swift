import ArgumentParser
import Foundation
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarRender

/// `--theme` or `--theme-file`: the theme of render, simulate, lint and a11y.
struct ThemeOptions: ParsableArguments {
    @Option(name: .long, help: "A built-in theme: \(TabBarTheme.builtIn.map(\.name).joined(separator: ", ")).")
    var theme: String?

    @Option(name: .long, help: "A theme JSON file (as `tabbar tokens import --json` writes).")
    var themeFile: String?

    func resolveTheme() throws -> TabBarTheme {
        if let themeFile {
            guard theme == nil else { throw InputFailure(description: "give --theme or --theme-file, not both") }
            let text = try readText(themeFile)
            do {
                return try TabBarTheme.decode(json: text)
            } catch {
                throw InputFailure(lines: error.issues.map { "\(themeFile): \($0)" })
            }
        }
        return try Self.builtIn(theme ?? "system")
    }

    /// A built-in theme by name, or a message with a suggestion.
    static func builtIn(_ name: String) throws -> TabBarTheme {
        guard let found = TabBarTheme.named(name) else {
            // A file given to --theme was meant for --theme-file.
            if name.lowercased().hasSuffix(".json") || FileManager.default.fileExists(atPath: name) {
                throw InputFailure(description: "--theme takes a built-in theme (\(TabBarTheme.builtIn.map(\.name).joined(separator: ", "))); for a theme file, give --theme-file \(name)")
            }
            throw InputFailure(description: Suggestion.unknown("theme", name, among: TabBarTheme.builtIn.map(\.name), plural: "themes"))
        }
        return found
    }
}

/// `--device`, `--orientation` and `--dynamic-type`: the screen a bar is laid out for.
struct DeviceOptions: ParsableArguments {
    @Option(name: .long, help: "A device: \(TabBarDevicePreset.all.map(\.name).joined(separator: ", ")).")
    var device: String = TabBarDevicePreset.iPhone16Pro.name

    @Option(name: .long, help: "portrait or landscape.")
    var orientation: String = "portrait"

    @Option(name: .long, help: "A Dynamic Type size: xSmall … xxxLarge, AX1 … AX5.")
    var dynamicType: String = "large"

    func environment(rtl: Bool = false) throws -> TabBarLayoutEnvironment {
        guard let preset = TabBarDevicePreset.named(device) else {
            throw InputFailure(description: Suggestion.unknown("device", device, among: TabBarDevicePreset.all.map(\.name), plural: "devices"))
        }
        guard let o = TabBarOrientation(rawValue: orientation) else { throw InputFailure(description: "--orientation must be portrait or landscape, not \"\(orientation)\"") }
        guard let size = TabBarTextSize(name: dynamicType) else {
            throw InputFailure(description: "unknown Dynamic Type size \"\(dynamicType)\"; use xSmall … xxxLarge or AX1 … AX5")
        }
        return preset.environment(o, direction: rtl ? .rightToLeft : .leftToRight, dynamicType: size)
    }
}

/// The look and environment options `render` shares with other commands.
struct RenderOptions: ParsableArguments {
    @OptionGroup var themeChoice: ThemeOptions

    @Option(name: .long, help: "light or dark.")
    var scheme: String = "light"

    @Option(name: .long, help: "standard or increased.")
    var contrast: String = "standard"

    @OptionGroup var screen: DeviceOptions

    @Flag(name: .long, help: "Lay out right to left.")
    var rtl = false

    @Option(name: .long, help: "On regular width (iPad): floatingBar or sidebar.")
    var regularWidth: String = "floatingBar"

    /// `--theme`.
    var theme: String? { themeChoice.theme }
    /// `--theme-file`.
    var themeFile: String? { themeChoice.themeFile }
    /// `--device`.
    var device: String { screen.device }

    func resolveTheme() throws -> TabBarTheme { try themeChoice.resolveTheme() }

    func appearance() throws -> TabBarAppearance {
        guard let s = TabBarAppearanceScheme(rawValue: scheme) else { throw InputFailure(description: "--scheme must be light or dark, not \"\(scheme)\"") }
        guard let c = TabBarColorContrast(rawValue: contrast) else { throw InputFailure(description: "--contrast must be standard or increased, not \"\(contrast)\"") }
        return TabBarAppearance(s, contrast: c)
    }

    func environment() throws -> TabBarLayoutEnvironment { try screen.environment(rtl: rtl) }

    func regularWidthPresentation() throws -> TabBarRegularWidthPresentation {
        guard let p = TabBarRegularWidthPresentation(rawValue: regularWidth) else { throw InputFailure(description: "--regular-width must be floatingBar, sidebar or topBar, not \"\(regularWidth)\"") }
        return p
    }
}

/// Writes SVG text to a PNG with rsvg-convert, or explains what to install.
func convertToPNG(svg: String, output: String, zoom: Double = 2) throws {
    guard let tool = findExecutable("rsvg-convert") else {
        throw ToolFailure(description: "PNG output needs rsvg-convert; install it with: apt-get install librsvg2-bin (Debian/Ubuntu) or brew install librsvg (macOS)")
    }
    let input = FileManager.default.temporaryDirectory.appendingPathComponent("tabbar-\(UUID().uuidString).svg")
    OutputWriter.Registry.shared.add(input.path)  // removed on an interrupt too
    try Data(svg.utf8).write(to: input)
    defer { OutputWriter.Staging.remove(input.path) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = ["-f", "png", "-z", String(zoom), "-o", output, input.path]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        throw ToolFailure(description: "rsvg-convert failed: \(message)")
    }
}

/// The full path of an executable on PATH.
func findExecutable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for dir in path.split(separator: ":") {
        let candidate = "\(dir)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}

/// A failure of the environment (a missing tool): printed as `error: …`, exit status 1.
struct ToolFailure: Error, CustomStringConvertible {
    var description: String
}

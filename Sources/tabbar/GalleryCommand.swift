import ArgumentParser
import Foundation
import TabBarCore
import TabBarTools
import TabBarRender

struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every built-in example in every built-in theme, light and dark, on two devices, with an index page.")

    @Option(name: .long, help: "The folder to write into.")
    var out: String = "tabbar-gallery"

    @Flag(name: .long, inversion: .prefixedNo, help: "Also write PNGs (needs rsvg-convert; on by default when it is installed).")
    var png: Bool = findExecutable("rsvg-convert") != nil

    func run() throws {
        try reportingFailures {
            let entries = Gallery.entries()
            let folder = URL(fileURLWithPath: out)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw InputFailure(description: "\(out): cannot create the folder: \(error.localizedDescription)")
            }
            var warnings: Set<String> = []
            for entry in entries {
                let (svg, found) = try entry.scene().svg()
                warnings.formUnion(found)
                try emit(svg, to: folder.appendingPathComponent(entry.name + ".svg").path)
                if png { try convertToPNG(svg: svg, output: folder.appendingPathComponent(entry.name + ".png").path, zoom: 1.5) }
            }
            try emit(Gallery.indexHTML(entries, png: png), to: folder.appendingPathComponent("index.html").path)
            for warning in warnings.sorted() { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
            let kinds = png ? "\(entries.count) SVG and \(entries.count) PNG images" : "\(entries.count) SVG images"
            print("wrote \(kinds) to \(out)/; open \(out)/index.html")
        }
    }
}

/// What the gallery shows: every example × theme × scheme on two devices, plus variants of `social`.
enum Gallery {
    struct Entry {
        var example: BuiltInExample
        var theme: TabBarTheme
        var scheme: AppearanceScheme
        var device: DevicePreset
        var orientation: Orientation = .portrait
        var direction: ReadingDirection = .leftToRight
        var dynamicType: TextSize = .large
        var regularWidth: RegularWidthPresentation = .floatingBar
        var variant: String?
        /// A tab to select instead of the example's own (reflect shows a middle tab, centred).
        var selected: TabID?

        var name: String {
            [example.rawValue, theme.name, scheme.rawValue, device.name, variant].compactMap { $0 }.joined(separator: "-")
        }

        var caption: String {
            "\(example.rawValue) · \(theme.name) · \(scheme.rawValue) · \(device.name)" + (variant.map { " · \($0)" } ?? "")
                + (selected.map { " · \($0) selected" } ?? "")
        }

        func scene() throws -> Scene {
            let configuration: TabBarConfiguration
            do { configuration = try example.configuration } catch { throw InputFailure(description: error.description) }
            var machine: TabBarMachine
            do { machine = try TabBarMachine(configuration: configuration) } catch { throw InputFailure(description: error.description) }
            if let selected { _ = machine.handle(.selectionRequested(selected)) }
            return try Scene(
                configuration: configuration, state: machine.state, theme: theme, appearance: Appearance(scheme),
                environment: device.environment(orientation, direction: direction, dynamicType: dynamicType), regularWidth: regularWidth)
        }
    }

    static func entries() -> [Entry] {
        var entries: [Entry] = []
        for example in BuiltInExample.allCases {
            for theme in TabBarTheme.builtIn {
                for scheme in AppearanceScheme.allCases {
                    for device in [DevicePreset.iPhone16Pro, .iPhoneSE] {
                        entries.append(Entry(example: example, theme: theme, scheme: scheme, device: device, selected: example == .reflect ? "goals" : nil))
                    }
                }
            }
        }
        entries.append(Entry(example: .social, theme: .system, scheme: .light, device: .iPhone16Pro, direction: .rightToLeft, variant: "rtl"))
        entries.append(Entry(example: .social, theme: .system, scheme: .light, device: .iPhone16Pro, orientation: .landscape, variant: "landscape"))
        entries.append(Entry(example: .social, theme: .system, scheme: .light, device: .iPhone16Pro, dynamicType: .accessibility3, variant: "ax3"))
        entries.append(Entry(example: .reflect, theme: .midnight, scheme: .dark, device: .iPhone16Pro, direction: .rightToLeft, variant: "rtl", selected: "goals"))
        entries.append(Entry(example: .social, theme: .floating, scheme: .light, device: .iPadPro11, variant: "ipad"))
        entries.append(Entry(example: .reflect, theme: .system, scheme: .dark, device: .iPadPro11, regularWidth: .sidebar, variant: "sidebar"))
        return entries
    }

    static func indexHTML(_ entries: [Entry], png: Bool) -> String {
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>TabBarKit gallery</title>
            <style>
            body { font-family: Inter, -apple-system, sans-serif; margin: 24px; background: #fafafa; color: #111; }
            .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 20px; }
            figure { margin: 0; background: #fff; border: 1px solid #ddd; border-radius: 12px; padding: 10px; }
            img { width: 100%; height: auto; display: block; }
            figcaption { font-size: 12px; margin-top: 8px; color: #444; }
            </style></head><body>
            <h1>TabBarKit gallery</h1>
            <p>\(entries.count) renderings: every built-in example in every built-in theme, light and dark, on two devices, plus right-to-left, landscape, AX3, iPad and sidebar variants.</p>
            <div class="grid">

            """
        for entry in entries {
            let file = entry.name + (png ? ".png" : ".svg")
            html += "<figure><img src=\"\(file)\" alt=\"\(entry.caption)\" loading=\"lazy\"><figcaption>\(entry.caption)</figcaption></figure>\n"
        }
        html += "</div></body></html>\n"
        return html
    }
}

import ArgumentParser
import Foundation
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
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
            let folder = URL(fileURLWithPath: out).standardizedFileURL
            // Everything is rendered into a scratch folder beside the target and moved in at the end,
            // so a failure leaves the target as it was and nothing else behind.
            let scratch = folder.deletingLastPathComponent()
                .appendingPathComponent(".\(folder.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
            do {
                try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            } catch {
                throw InputFailure(description: "\(out): cannot create the folder: \(error.localizedDescription)")
            }
            defer { try? FileManager.default.removeItem(at: scratch) }

            var warnings: Set<String> = []
            var files: [String] = []
            var areas: [String: Double] = [:]
            for entry in entries {
                let scene = try entry.scene()
                let (svg, found) = scene.svg()
                warnings.formUnion(found)
                try emit(svg, to: scratch.appendingPathComponent(entry.name + ".svg").path)
                files.append(entry.name + ".svg")
                let size = scene.layout.environment.containerSize
                areas[entry.name] = size.width * size.height
            }
            if png {
                // Conversion time follows the canvas area: the largest go first, so the last to finish are small.
                let largestFirst = entries.map(\.name).sorted { (areas[$0] ?? 0, $1) > (areas[$1] ?? 0, $0) }
                try Gallery.convertToPNG(largestFirst, in: scratch, zoom: 1.5)
                files += entries.map { $0.name + ".png" }
            }
            try emit(Gallery.indexHTML(entries, png: png), to: scratch.appendingPathComponent("index.html").path)
            files.append("index.html")
            try Gallery.move(files, from: scratch, to: folder, named: out)

            for warning in warnings.sorted() { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
            let kinds = png ? "\(entries.count) SVG and \(entries.count) PNG images" : "\(entries.count) SVG images"
            print("wrote \(kinds) to \(out)/; open \(out)/index.html")
        }
    }
}

extension Gallery {
    /// Converts `name.svg` to `name.png` for every name, as many `rsvg-convert` at a time as there
    /// are cores, printing `[12/70] name` as each one finishes; throws the first failure.
    static func convertToPNG(_ names: [String], in folder: URL, zoom: Double) throws {
        guard let tool = findExecutable("rsvg-convert") else {
            throw ToolFailure(description: "PNG output needs rsvg-convert; install it with: apt-get install librsvg2-bin (Debian/Ubuntu) or brew install librsvg (macOS)")
        }
        let progress = ConversionProgress(total: names.count)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, names.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            // Each worker takes the next name in order until none is left or one has failed:
            // at most `workers` conversions run at once, and none waits behind a slow one.
            while let index = progress.claim() {
                let name = names[index]
                let svg = folder.appendingPathComponent(name + ".svg").path
                let output = folder.appendingPathComponent(name + ".png").path
                progress.finished(name, failure: runConverter(tool, arguments: ["-f", "png", "-z", String(zoom), "-o", output, svg]))
            }
        }
        if let failure = progress.firstFailure { throw ToolFailure(description: "rsvg-convert failed: \(failure)") }
    }

    /// Runs the converter; returns its error output when it fails.
    static func runConverter(_ tool: String, arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return error.localizedDescription
        }
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : String(decoding: message, as: UTF8.self)
    }

    /// Moves the finished files into the target folder (created if needed), replacing older ones.
    static func move(_ files: [String], from scratch: URL, to folder: URL, named out: String) throws {
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in files {
                let target = folder.appendingPathComponent(file)
                if manager.fileExists(atPath: target.path) { try manager.removeItem(at: target) }
                try manager.moveItem(at: scratch.appendingPathComponent(file), to: target)
            }
        } catch {
            throw InputFailure(description: "\(out): cannot write: \(error.localizedDescription)")
        }
    }

    /// Counts finished conversions and prints one progress line each; keeps the first failure.
    final class ConversionProgress: @unchecked Sendable {
        let total: Int
        private let lock = NSLock()
        private var done = 0
        private var claimed = 0
        private var failure: String?

        init(total: Int) { self.total = total }

        /// The index of the next name to convert, or `nil` when all are taken or one has failed.
        func claim() -> Int? {
            lock.withLock {
                guard failure == nil, claimed < total else { return nil }
                claimed += 1
                return claimed - 1
            }
        }

        var firstFailure: String? { lock.withLock { failure } }

        func finished(_ name: String, failure: String?) {
            lock.withLock {
                if let failure {
                    if self.failure == nil { self.failure = "\(name): \(failure)" }
                    return
                }
                done += 1
                FileHandle.standardOutput.write(Data("[\(done)/\(total)] \(name)\n".utf8))
            }
        }
    }
}

/// What the gallery shows: every example × theme × scheme on two devices, plus variants of `social`.
enum Gallery {
    struct Entry {
        var example: TabBarBuiltInExample
        var theme: TabBarTheme
        var scheme: TabBarAppearanceScheme
        var device: TabBarDevicePreset
        var orientation: TabBarOrientation = .portrait
        var direction: TabBarReadingDirection = .leftToRight
        var dynamicType: TabBarTextSize = .large
        var regularWidth: TabBarRegularWidthPresentation = .floatingBar
        var variant: String?
        /// A tab to select instead of the example's own (reflect shows a middle tab, centred).
        var selected: TabID?
        /// A configuration to show instead of the example's own (a feature sample's).
        var configuration: TabBarConfiguration?
        /// Events handled after launch whose animation is shown at ``time`` (a menu closing, a ring mid-breath).
        var events: [TabBarEvent] = []
        /// Seconds into the animation the events (or, without events, the launch) start; `nil` draws the bar at rest.
        var time: Double?
        /// The name of a feature sample's configuration, in place of the example's (issue 33's `atlas`).
        var sample: String?
        /// The sidebar row the hardware keyboard focuses (its focus ring).
        var sidebarFocus: TabBarSidebarOutline.Item?
        /// The appearance instead of the scheme's standard one (Increase Contrast, Reduce Transparency, busy content).
        var appearance: TabBarAppearance?
        /// Whether the app shows a bottom accessory (a mini player).
        var accessory = false

        var name: String {
            [sample ?? example.rawValue, theme.name, scheme.rawValue, device.name, variant].compactMap { $0 }.joined(separator: "-")
        }

        var caption: String {
            "\(sample ?? example.rawValue) · \(theme.name) · \(scheme.rawValue) · \(device.name)" + (variant.map { " · \($0)" } ?? "")
                + (selected.map { " · \($0) selected" } ?? "")
        }

        func scene() throws -> Scene {
            let configuration: TabBarConfiguration
            if let override = self.configuration {
                configuration = override
            } else {
                do { configuration = try example.configuration } catch { throw InputFailure(description: error.description) }
            }
            var machine: TabBarMachine
            do { machine = try TabBarMachine(configuration: configuration) } catch { throw InputFailure(description: error.description) }
            let environment = device.environment(orientation, direction: direction, dynamicType: dynamicType)
                .with(bottomAccessory: accessory ? TabBarBottomAccessory() : nil)
            // The bar of the device's width (a compact one shows the compact tab set).
            _ = machine.handle(.sizeClassChanged(environment.horizontalSizeClass))
            if let selected { _ = machine.handle(.selectionRequested(selected)) }
            let planner = TabBarMotionPlanner(theme: theme, reduceMotion: false)
            var timeline = planner.launchTimeline(configuration: configuration, state: machine.state)
            var previous: TabID?
            for event in events {
                let before = machine.state
                let effects = machine.handle(event)
                previous = before.selected
                timeline = planner.timeline(for: event, effects: effects, before: before, after: machine.state, configuration: configuration)
            }
            var scene = try Scene(
                configuration: configuration, state: machine.state, theme: theme, appearance: appearance ?? TabBarAppearance(scheme),
                environment: environment, regularWidth: regularWidth, sidebarFocus: sidebarFocus)
            if let time {
                scene.animation = timeline.sample(at: time)
                scene.previousSelection = previous
                scene.expand(regularWidth: regularWidth, environment: environment, sidebarFocus: sidebarFocus)
            }
            return scene
        }
    }

    static func entries() -> [Entry] {
        var entries: [Entry] = []
        for example in TabBarBuiltInExample.allCases {
            for theme in TabBarTheme.builtIn {
                for scheme in TabBarAppearanceScheme.allCases {
                    for device in [TabBarDevicePreset.iPhone16Pro, .iPhoneSE] {
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
        // Issue 22's drawn features: image icons (stand-ins), article 000's look, the menu closing, the ring mid-breath.
        let images = try? TabBarFeatureSamples.imageIcons
        for direction in [TabBarReadingDirection.leftToRight, .rightToLeft] {
            entries.append(Entry(example: .social, theme: .system, scheme: .light, device: .iPhone16Pro, direction: direction,
                                 variant: direction == .leftToRight ? "images" : "images-rtl", configuration: images))
        }
        for scheme in TabBarAppearanceScheme.allCases {
            entries.append(Entry(example: .social, theme: TabBarFeatureSamples.article000Theme, scheme: scheme, device: .iPhone16Pro, variant: "selected-scale-overlay"))
        }
        entries.append(Entry(example: .social, theme: .system, scheme: .light, device: .iPhone16Pro, variant: "menu-closing",
                             configuration: try? TabBarFeatureSamples.socialWithMenu, events: [.tabTapped("create"), .actionMenuDismissed], time: 0.09))
        entries.append(Entry(example: .nyx, theme: .midnight, scheme: .dark, device: .iPhone16Pro, variant: "ring-breath", time: 3))
        entries += issue33Entries()
        entries += issue32AdaptiveEntries()
        // Article 003's blue underline and its glow, with a middle tab selected, in both directions.
        for direction in [TabBarReadingDirection.leftToRight, .rightToLeft] {
            entries.append(Entry(example: .reflect, theme: TabBarFeatureSamples.article003Theme, scheme: .light, device: .iPhone16Pro, direction: direction,
                                 variant: direction == .leftToRight ? "indicator-glow" : "indicator-glow-rtl", selected: "goals"))
        }
        entries += issue32Entries()
        return entries
    }

    /// Issue 33's information architecture: the sidebar from the outline (sections, headers, actions, a footer, a
    /// collapsed section, the keyboard's focus ring), a selection without a bar item, and tab menus (turned to stay
    /// on screen, a destructive item), each in both directions.
    static func issue33Entries() -> [Entry] {
        let atlas = TabBarFeatureSamples.atlas, accounts = TabBarFeatureSamples.accountMenu
        var entries: [Entry] = []
        for direction in [TabBarReadingDirection.leftToRight, .rightToLeft] {
            let rtl = direction == .rightToLeft ? "-rtl" : ""
            entries.append(Entry(example: .social, theme: .system, scheme: .light, device: .iPadPro11, orientation: .landscape, direction: direction,
                                 regularWidth: .sidebar, variant: "sidebar" + rtl, configuration: atlas, sample: "atlas"))
            // "More" expanded, its sidebar-only Settings selected, the keyboard on the section's action.
            entries.append(Entry(example: .social, theme: .system, scheme: .dark, device: .iPadPro11, orientation: .landscape, direction: direction,
                                 regularWidth: .sidebar, variant: "sidebar-expanded" + rtl, configuration: atlas,
                                 events: [.sidebarSectionExpanded("more"), .sidebarItemSelected("settings")], sample: "atlas",
                                 sidebarFocus: .action("newPlaylist", section: "collection")))
            // A long press on Radio's row: its menu fans out into the content.
            entries.append(Entry(example: .social, theme: .system, scheme: .light, device: .iPadPro11, orientation: .landscape, direction: direction,
                                 regularWidth: .sidebar, variant: "sidebar-menu" + rtl, configuration: atlas, events: [.tabLongPressed("radio")], sample: "atlas"))
            // Settings selected on an iPhone: the compact bar has no item for it, so no indicator.
            entries.append(Entry(example: .social, theme: .system, scheme: .light, device: .iPhone16Pro, direction: direction,
                                 variant: "outside-bar" + rtl, configuration: atlas, events: [.selectionRequested("settings")], sample: "atlas"))
            // Profile, at the trailing end, held: its account menu turns inward; Sign Out is destructive.
            entries.append(Entry(example: .social, theme: .system, scheme: .light, device: .iPhone16Pro, direction: direction,
                                 variant: "tab-menu" + rtl, configuration: accounts, events: [.tabLongPressed("profile")], sample: "accounts"))
        }
        entries.append(Entry(example: .social, theme: .midnight, scheme: .dark, device: .iPhone16Pro, variant: "tab-menu",
                             configuration: accounts, events: [.tabLongPressed("profile")], sample: "accounts"))
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

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarRender

/// Whether a document parses as XML.
func parsesAsXML(_ data: Data) -> Bool {
    XMLParser(data: data).parse()
}

@Suite("tabbar render and gallery, end to end")
struct RenderCLITests {
    @Test("render --format json prints the versioned layout with every tab once", arguments: TabBarBuiltInExample.allCases)
    func json(example: TabBarBuiltInExample) throws {
        let result = try CLI.run(["render", "--example", example.rawValue, "--format", "json"])
        #expect(result.status == 0)
        let layout = try TabBarJSONParser.parse(result.stdout)
        #expect(layout["version"] == .number(1))
        for key in ["bar", "items", "indicator", "scroll", "presentation"] { #expect(layout[key] != nil, "\(key)") }
        guard case .array(let items)? = layout["items"] else {
            Issue.record("no items")
            return
        }
        let ids = items.compactMap { item -> String? in if case .string(let s)? = item["id"] { s } else { nil } }
        #expect(ids.sorted() == TabBarConfiguration.exampleIDs(example).sorted())
        for item in items {
            for key in ["frame", "hitFrame", "iconFrame", "labelFrame", "badgeFrame", "badgeText", "selected"] { #expect(item[key] != nil) }
            #expect(item["frame"]?["width"] != nil && item["frame"]?["height"] != nil)
        }
        for key in ["contentWidth", "offset", "leadingFade", "trailingFade"] { #expect(layout["scroll"]?[key] != nil) }
    }

    @Test("render options reach the layout: device, orientation, RTL, Dynamic Type, selection")
    func options() throws {
        let result = try CLI.run(["render", "--example", "reflect", "--format", "json", "--device", "iphone-se", "--orientation", "landscape", "--rtl", "--dynamic-type", "AX3", "--selected", "goals"])
        #expect(result.status == 0, "\(result.stderr)")
        let layout = try TabBarJSONParser.parse(result.stdout)
        #expect(layout["direction"] == .string("rtl"))
        #expect(layout["container"]?["width"] == .number(667))
        #expect(layout["compactHeight"] == .bool(true))
        guard case .array(let items)? = layout["items"] else { return }
        let goals = items.first { $0["id"] == .string("goals") }
        #expect(goals?["selected"] == .bool(true) && goals?["largeContentViewer"] == .bool(true))
    }

    @Test("render --visibility minimized draws only the selected tab in a small capsule at the reading-direction start; anything else is refused")
    func minimized() throws {
        for rtl in [false, true] {
            let result = try CLI.run(["render", "--example", "social", "--format", "json", "--selected", "activity", "--visibility", "minimized"] + (rtl ? ["--rtl"] : []))
            #expect(result.status == 0, "\(result.stderr)")
            let layout = try TabBarJSONParser.parse(result.stdout)
            guard case .array(let items)? = layout["items"], case .number(let x)? = layout["bar"]?["x"], case .number(let width)? = layout["bar"]?["width"],
                case .number(let screen)? = layout["container"]?["width"]
            else {
                Issue.record("no items or bar in \(result.stdout.prefix(200))")
                continue
            }
            #expect(layout["minimized"] == .bool(true))
            #expect(items.count == 1 && items.first?["id"] == .string("activity"))
            #expect(width < screen / 4)
            #expect(rtl ? x > screen / 2 : x + width < screen / 2)
        }
        let refused = try CLI.run(["render", "--example", "social", "--visibility", "hidden"])
        #expect(refused.status != 0 && refused.stdout.isEmpty)
        #expect(refused.stderr.contains("--visibility must be visible or minimized"))
    }

    @Test("render writes SVG that parses as XML, for every theme and scheme")
    func svg() throws {
        for theme in ["system", "midnight", "floating", "wireframe"] {
            for scheme in ["light", "dark"] {
                let result = try CLI.run(["render", "--example", "social", "--theme", theme, "--scheme", scheme])
                #expect(result.status == 0)
                #expect(result.stdout.hasPrefix("<svg "))
                #expect(parsesAsXML(Data(result.stdout.utf8)), "\(theme) \(scheme)")
            }
        }
    }

    @Test("a theme file renders like the built-in theme it was written from")
    func themeFile() throws {
        let file = try CLI.temporaryFile(TabBarTheme.midnight.jsonText(), suffix: ".json")
        let fromFile = try CLI.run(["render", "--example", "nyx", "--theme-file", file])
        let builtIn = try CLI.run(["render", "--example", "nyx", "--theme", "midnight"])
        #expect(fromFile.status == 0 && fromFile.stdout == builtIn.stdout)
        let bad = try CLI.temporaryFile(#"{"name": "x"}"#, suffix: ".json")
        let failed = try CLI.run(["render", "--example", "nyx", "--theme-file", bad])
        #expect(failed.status == 2 && failed.stderr.contains("background: required key is missing"))
    }

    @Test("render rejects bad options with a message and exit status 2", arguments: [
        (["--device", "pixel-9"], #"unknown device "pixel-9""#),
        (["--theme", "neon"], #"unknown theme "neon""#),
        (["--scheme", "sepia"], "--scheme must be light or dark"),
        (["--dynamic-type", "huge"], #"unknown Dynamic Type size "huge""#),
        (["--selected", "create"], #"--selected "create" is not a tab that can be selected"#),
        (["--format", "pdf"], "--format must be svg, png or json"),
    ])
    func badOptions(arguments: [String], message: String) throws {
        let result = try CLI.run(["render", "--example", "social"] + arguments)
        #expect(result.status == 2 && result.stdout.isEmpty)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test("png needs rsvg-convert and says what to install when it is missing")
    func pngWithoutTool() throws {
        let out = try CLI.temporaryFolder().appendingPathComponent("bar.png").path
        let result = try CLI.run(["render", "--example", "social", "--format", "png", "-o", out], path: "/nonexistent")
        #expect(result.status == 1)
        #expect(result.stderr.contains("apt-get install librsvg2-bin"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("png writes a PNG when rsvg-convert is installed", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert")))
    func png() throws {
        let out = try CLI.temporaryFolder().appendingPathComponent("bar.png")
        let result = try CLI.run(["render", "--example", "ouds", "--format", "png", "-o", out.path])
        #expect(result.status == 0)
        let data = try Data(contentsOf: out)
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    @Test("a configuration with a NUL in a title is bad input located at its JSON path, not an ill-formed SVG")
    func controlCharacter() throws {
        let config = try CLI.temporaryFile(#"{"version": 1, "tabs": [{"id": "a", "title": "A\u0000", "icon": "house"}]}"#, suffix: ".json")
        let result = try CLI.run(["render", config])
        #expect(result.status == 2 && result.stdout.isEmpty)
        #expect(result.stderr.contains("tabs[0].title: contains U+0000"), "\(result.stderr)")
    }

    static let pngSignature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    static let hasRSVG = FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert")

    @Test("-o bar.png writes a PNG without --format: the format follows the extension, in any case", .enabled(if: hasRSVG),
          arguments: ["bar.png", "BAR.PNG"])
    func pngFromExtension(name: String) throws {
        let out = try CLI.temporaryFolder().appendingPathComponent(name)
        let result = try CLI.run(["render", "--example", "social", "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("wrote a PNG to"))
        #expect(try Data(contentsOf: out).prefix(8) == Self.pngSignature)
    }

    @Test("-o bar.svg and -o bar.json follow their extensions too, and an unknown extension is SVG")
    func otherExtensions() throws {
        let folder = try CLI.temporaryFolder()
        for (name, check) in [("bar.svg", "<svg"), ("bar.json", #""version""#), ("bar.txt", "<svg")] {
            let result = try CLI.run(["render", "--example", "social", "-o", folder.appendingPathComponent(name).path])
            #expect(result.status == 0, "\(name): \(result.stderr)")
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(text.contains(check), "\(name)")
        }
    }

    @Test("--format wins over an extension it does not know: --format png -o bar.image writes a PNG", .enabled(if: hasRSVG))
    func explicitFormat() throws {
        let out = try CLI.temporaryFolder().appendingPathComponent("bar.image")
        let result = try CLI.run(["render", "--example", "social", "--format", "png", "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Data(contentsOf: out).prefix(8) == Self.pngSignature)
    }

    @Test("a --format that contradicts the extension is bad input: exit 2, nothing written", arguments: [
        ("svg", "bar.png"), ("png", "bar.svg"), ("json", "bar.png"),
    ])
    func contradiction(format: String, name: String) throws {
        let out = try CLI.temporaryFolder().appendingPathComponent(name)
        let result = try CLI.run(["render", "--example", "social", "--format", format, "-o", out.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--format \(format) contradicts -o \(out.path)"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test("the gallery writes every example × theme × scheme × two devices plus variants, all valid XML, with an index")
    func gallery() throws {
        let folder = try CLI.temporaryFolder()
        let result = try CLI.run(["gallery", "--out", folder.path, "--no-png"])
        #expect(result.status == 0)
        let svgs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".svg") }.sorted()
        // 6 variants, 8 entries for issue 22's drawn features, 18 for issue 32's glass and prominent tab (raised, detached), issue 32's
        // accessory and minimise policies, and 11 for issue 33's (the atlas's sidebar, its menu, a selection outside the
        // bar, an account menu: each in both directions, and one more account menu in Midnight)
        // Issue 32's search tab and top bar: 10 (detached, selected, top bar, its sidebar, half way; each in both directions).
        #expect(svgs.count == 4 * 4 * 2 * 2 + 6 + 8 + 18 + Gallery32.entryCount + 11 + 10)
        #expect(svgs.contains("social-glass-dark-iphone-16-pro-glass-busy.svg") && svgs.contains("social-floating-dark-iphone-16-pro-prominent-selected-rtl.svg")
                && svgs.contains("social-floating-light-iphone-16-pro-prominent-detached-rtl.svg"))
        #expect(svgs.contains("social-system-light-iphone-16-pro-accessory-inline-rtl.svg") && svgs.contains("nyx-midnight-dark-iphone-16-pro-minimized-on-scroll-up.svg"))
        #expect(svgs.contains("search-floating-light-iphone-16-pro-search-detached-rtl.svg") && svgs.contains("atlas-floating-light-ipad-pro-11-top-bar-expanding.svg"))
        #expect(svgs.contains("atlas-system-light-ipad-pro-11-sidebar-rtl.svg") && svgs.contains("accounts-midnight-dark-iphone-16-pro-tab-menu.svg"))
        #expect(svgs.contains("social-system-light-iphone-16-pro-images-rtl.svg") && svgs.contains("nyx-midnight-dark-iphone-16-pro-ring-breath.svg"))
        #expect(svgs.contains("reflect-article003-light-iphone-16-pro-indicator-glow-rtl.svg"))
        #expect(result.stdout.contains("wrote \(svgs.count) SVG images to \(folder.path)/"))
        for name in svgs {
            #expect(parsesAsXML(try Data(contentsOf: folder.appendingPathComponent(name))), "\(name)")
        }
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        for name in svgs { #expect(index.contains("src=\"\(name)\"")) }
        for variant in ["rtl", "landscape", "ax3"] { #expect(svgs.contains("social-system-light-iphone-16-pro-\(variant).svg")) }
    }
}

extension TabBarConfiguration {
    static func exampleIDs(_ example: TabBarBuiltInExample) -> [String] {
        ((try? example.configuration)?.tabs ?? []).map(\.id.rawValue)
    }
}

/// Issue 32's gallery entries (`GalleryCommand+Issue32.swift`).
enum Gallery32 {
    static let entryCount = 9
}

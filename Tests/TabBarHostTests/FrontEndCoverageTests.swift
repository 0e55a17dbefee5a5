import Foundation
import Testing

/// Both front ends interpret one model: every primitive of the display list has a branch in both Apple
/// painters, the custom bars take their pictures only from the list (no theme role, no layout frame),
/// and every platform signal reaches the input layer from both, which alone makes the core's platform
/// events. The front ends compile empty on Linux, so these tests read their sources.
@Suite("G0 Both front ends interpret the same model")
struct FrontEndCoverageTests {
    /// A set of source files of one front end (paths under `Sources/`).
    struct Files: CustomStringConvertible, Sendable {
        let name: String
        let paths: [String]
        var description: String { name }

        /// The files' code, comments and string literals removed.
        var code: String {
            paths.map { path in
                let text = (try? String(contentsOf: FrontEndCoverageTests.sources.appendingPathComponent(path), encoding: .utf8)) ?? ""
                #expect(!text.isEmpty, "\(path) is missing")
                return AdapterPurityTests.stripped(text)
            }.joined(separator: "\n")
        }
    }

    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources").standardizedFileURL

    /// Every Swift file of a folder under `Sources/`.
    static func swiftFiles(in folder: String) -> [String] {
        let root = sources.appendingPathComponent(folder)
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted().map { "\(folder)/\($0)" }
    }

    /// The painters: what turns display-list calls into platform drawing.
    static let painters = [
        Files(name: "SwiftUI painter", paths: ["TabBarSwiftUI/Bar/SwiftUIDisplayPainter.swift", "TabBarSwiftUI/Support/Display+SwiftUI.swift"]),
        Files(
            name: "UIKit painter",
            paths: [
                "TabBarUIKit/CGDisplayPainter.swift", "TabBarUIKit/DisplayLayerTree.swift", "TabBarUIKit/TabBarKitView.swift",
                "TabBarUIKit/Geometry+UIKit.swift",
            ]),
    ]

    /// The custom bars: the painters and the views that show them.
    static let bars = [
        Files(name: "SwiftUI bar", paths: swiftFiles(in: "TabBarSwiftUI/Bar") + ["TabBarSwiftUI/Support/Display+SwiftUI.swift"]),
        Files(
            name: "UIKit bar",
            paths: swiftFiles(in: "TabBarUIKit").filter { $0.contains("/TabBarKitView") || $0.contains("Display") }),
    ]

    /// Each front end whole: SwiftUI's container is the UIKit container with its tabs in hosting controllers, so
    /// the SwiftUI front end is its own files and UIKit's.
    static let frontEnds = [
        Files(name: "SwiftUI", paths: swiftFiles(in: "TabBarSwiftUI") + swiftFiles(in: "TabBarUIKit")),
        Files(name: "UIKit", paths: swiftFiles(in: "TabBarUIKit")),
    ]

    /// The case names of a public enum declared in a file under `Sources/`.
    static func cases(of type: String, in path: String) throws -> [String] {
        let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
        guard let start = text.range(of: "public enum \(type)") else { return [] }
        // The enum's body: up to the first closing brace at the start of a line.
        let rest = text[start.upperBound...]
        let body = rest[..<(rest.range(of: "\n}")?.lowerBound ?? rest.endIndex)]
        let pattern = try NSRegularExpression(pattern: #"^\s*case (\w+)"#, options: .anchorsMatchLines)
        let string = String(body)
        return pattern.matches(in: string, range: NSRange(string.startIndex..., in: string)).compactMap {
            Range($0.range(at: 1), in: string).map { String(string[$0]) }
        }
    }

    /// The display list's enums whose every case a painter must draw.
    static let primitives: [(type: String, path: String)] = [
        ("TabBarDisplayItem", "TabBarDisplay/List/DisplayList.swift"),
        ("TabBarDisplayShape", "TabBarDisplay/List/DisplayShape.swift"),
        ("TabBarDisplayPaint", "TabBarDisplay/List/DisplayPaint.swift"),
        ("TabBarDisplayEffect", "TabBarDisplay/List/DisplayEffect.swift"),
        // A backdrop reaches a painter as its material (issue 30: the list names the thickness, glass or not); a
        // text's anchor is placed by the list's one rule (`lineOrigin`), in neither painter.
        ("TabBarDisplayMaterial", "TabBarDisplay/List/DisplayBackdrop.swift"),
    ]

    @Test("the list's enums are found, so the scans below see every case")
    func enumsFound() throws {
        for (type, path) in Self.primitives {
            #expect(try Self.cases(of: type, in: path).count >= 2, "\(type)")
        }
        #expect(try Self.cases(of: "TabBarSignal", in: "TabBarHost/Input/TabBarSignal.swift").count >= 20)
    }

    @Test("every display-list case has a branch in both Apple painters", arguments: painters)
    func everyPrimitive(_ painter: Files) throws {
        let code = painter.code
        // A display item reaches a painter as one of the painting interface's calls (the walker's switch).
        for call in ["paintGroup(", "paintShape(", "paintText(", "paintSymbol(", "paintImage(", "paintBackdrop("] {
            #expect(code.contains("func \(call)"), "\(painter) lacks \(call)")
        }
        for (type, path) in Self.primitives where type != "TabBarDisplayItem" {
            for name in try Self.cases(of: type, in: path) {
                let branch = try NSRegularExpression(pattern: #"case [^:\n]*\.\#(name)\b"#)
                let found = branch.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil
                #expect(found, "\(painter) has no branch for \(type).\(name)")
            }
        }
    }

    @Test("the custom bars read no theme role and compute no frame of the layout", arguments: bars)
    func barsDecideNothing(_ bar: Files) {
        let code = bar.code
        let forbidden = [
            // Theme roles: colours, metrics, typography, the glow.
            "theme.", ".items.selected", ".items.unselected", ".indicator.color", ".badge.fill", ".actionButton.", ".typography",
            ".metrics.", "TabBarDynamicColor", "resolved(",
            // The layout's frames: the list places everything.
            "iconFrame", "labelFrame", "badgeFrame", "actionButtonFrame", "indicatorStyle", "barFrame", "hairlinePath",
            "contentFrame", "layout.items", "layout.indicator", "scroll.offset", "TabBarIconLibrary",
        ]
        let found = forbidden.filter { code.contains($0) }
        #expect(found.isEmpty, "\(bar) uses \(found)")
    }

    /// Signals one front end has no source for, and why.
    static let onlyOne: [String: String] = [
        // SwiftUI's large content viewer lifts into the bar's own touch: the input layer's long hold and touch up.
        "largeContentViewerEnded": "UIKit",
        // SwiftUI's native style gives the system `TabView` each tab's long-press menu (a context menu on its sidebar
        // row) and the sidebar sections' actions; UIKit's bridge drives a `UITabBarController` of view controllers,
        // whose items take no menu and which has no sections.
        "nativeTabMenuItemChosen": "SwiftUI",
        "nativeSidebarActionChosen": "SwiftUI",
    ]

    @Test("every platform signal reaches the input layer from both front ends", arguments: frontEnds)
    func everySignal(_ frontEnd: Files) throws {
        let code = frontEnd.code
        for name in try Self.cases(of: "TabBarSignal", in: "TabBarHost/Input/TabBarSignal.swift") {
            if let only = Self.onlyOne[name], only != frontEnd.name { continue }
            let use = try NSRegularExpression(pattern: #"handle\(\s*\.\#(name)\b"#)
            let found = use.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil
            #expect(found, "\(frontEnd) never hands .\(name) to the input layer")
        }
    }

    @Test("neither front end makes a platform event of the core itself: the input layer does", arguments: frontEnds)
    func noPlatformEvents(_ frontEnd: Files) throws {
        let code = frontEnd.code
        let platformEvents = [
            "tabTapped", "actionMenuOpened", "actionMenuItemChosen", "actionMenuDismissed", "swiped", "deepLinkOpened", "keyboardChanged",
            "contentScrolled", "scrollPositionSaved", "layoutDirectionChanged", "keyPressed",
        ]
        for name in platformEvents + ["memoryWarning"] {
            // `.memoryWarning` is a signal too: only sending it to the core is the event.
            let made = try NSRegularExpression(pattern: name == "memoryWarning" ? #"send\(\.memoryWarning"# : #"\.\#(name)\b"#)
            let found = made.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil
            #expect(!found, "\(frontEnd) makes .\(name) itself")
        }
    }

    /// Device review of issue 30: SwiftUI's bar sampled the presenter at the timeline's wall-clock date while the
    /// presenter (the UIKit container's) reads media time, so every touch looked like a long press.
    @Test("the SwiftUI bar samples the presenter on the presenter's own clock, never on the timeline's date")
    func barSamplesItsPresentersClock() throws {
        let code = Files(name: "SwiftUI bar", paths: ["TabBarSwiftUI/Bar/PresentedBar.swift"]).code
        #expect(!code.contains("timeIntervalSinceReferenceDate"))
        #expect(code.contains("presenter.frame()"))
    }

    /// Device review of issue 30: a grouped Core Animation animation is not scaled to its group's duration.
    @Test("each part of the ambient Core Animation group runs for the group's whole leg")
    func ambientPartsHaveDurations() throws {
        let code = Files(name: "ambient", paths: ["TabBarHost/Apple/DisplayAmbient+UIKit.swift"]).code
        #expect(code.contains("fade.duration = duration") && code.contains("grow.duration = duration"))
    }

    /// Device re-review: the painter resolved canvas symbols by content while the canvas declared them by position.
    @Test("the SwiftUI canvas declares its symbols with the ids the painter resolves them by")
    func canvasSymbolIDsAgree() {
        let code = Files(name: "SwiftUI painter", paths: ["TabBarSwiftUI/Bar/SwiftUIDisplayPainter.swift"]).code
        #expect(!code.contains("id = .text(") && !code.contains("id = .symbol(") && !code.contains("id = .image("))
        #expect(code.contains("TabBarCanvasSymbolID.of(text)") && code.contains("TabBarCanvasSymbolID.of(symbol)") && code.contains("TabBarCanvasSymbolID.of(image, revisions: revisions)"))
        #expect(code.contains("TabBarCanvasSymbolID.ids(in: list, revisions: revisions)"), "declared by the same ids (tested in Issue32ImageSecondReviewTests)")
    }
}

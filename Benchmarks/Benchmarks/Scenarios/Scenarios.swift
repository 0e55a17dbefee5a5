@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarHost
import TabBarRender
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// The workloads the benchmarks and the instruction-count probe measure, set up once; each
/// `run` closure is one iteration.
public struct Scenario: Sendable {
    /// The name, as the benchmark and the probe print it.
    public let name: String
    /// One iteration; returns something so the work cannot be optimised away.
    public let run: @Sendable () -> Int
}

/// How the bar is laid out in a series.
public enum SeriesMode: String, Sendable, CaseIterable {
    /// Every tab on screen at an equal width (a container 64 pt per tab, at least 402 pt wide).
    case equal
    /// The tabs scroll: an iPhone 16 Pro (a 240 pt-wide bar for 5 tabs, which fit on an iPhone).
    case scrolling
}

/// Which tab is selected in a series.
public enum SeriesSelection: String, Sendable, CaseIterable {
    case first, last
}

public enum Scenarios {
    /// The tab counts of every series.
    public static let sizes = [5, 11, 50, 200, 1_000]

    static let measurer = TabBarInterTextMeasurer()

    /// A bar of `count` synthetic tabs in a mode, with the first or last tab selected.
    public struct Bar: Sendable {
        public let configuration: TabBarConfiguration
        public let machine: TabBarMachine
        public let environment: TabBarLayoutEnvironment

        public init(count: Int, mode: SeriesMode, selection: SeriesSelection) {
            configuration = TabBarConfiguration.synthetic(tabCount: count)
            var machine = TabBarMachine.fixture(configuration)
            if selection == .last { _ = machine.handle(.selectionRequested(TabID("t\(count - 1)"))) }
            self.machine = machine
            switch mode {
            case .equal:
                environment = TabBarLayoutEnvironment(containerSize: TabBarSize(width: max(402, 64 * Double(count)), height: 874))
            case .scrolling:
                environment = count <= 5
                    ? TabBarLayoutEnvironment(containerSize: TabBarSize(width: 240, height: 874))
                    : TabBarDevicePreset.iPhone16Pro.environment()
            }
        }

        public func layout(state: TabBarState? = nil) -> TabBarLayout {
            TabBarLayout(configuration: configuration, state: state ?? machine.state, environment: environment, theme: .system, measurer: Scenarios.measurer)
        }
    }

    public static func seriesName(_ what: String, _ count: Int, _ mode: SeriesMode?, _ selection: SeriesSelection) -> String {
        "\(what) \(count) tabs\(mode.map { ", \($0.rawValue)" } ?? ""), \(selection.rawValue) selected"
    }

    /// Layout, accessibility elements and one animated frame at every size, mode and selection;
    /// the reducer at every size and selection.
    public static func series() -> [Scenario] {
        var scenarios: [Scenario] = []
        for count in sizes {
            for selection in SeriesSelection.allCases {
                let bar = Bar(count: count, mode: .equal, selection: selection)
                let ids = stride(from: 0, to: count, by: max(1, count / 20)).map { TabID("t\($0)") }
                let events = mixedEvents(ids: ids)
                let reducer = Reducer(machine: bar.machine, events: events)
                scenarios.append(Scenario(name: seriesName("reducer", count, nil, selection)) { reducer.next() })
                for mode in SeriesMode.allCases {
                    let bar = Bar(count: count, mode: mode, selection: selection)
                    scenarios.append(Scenario(name: seriesName("layout", count, mode, selection)) {
                        bar.layout().items.count
                    })
                    let layout = bar.layout()
                    scenarios.append(Scenario(name: seriesName("a11y elements", count, mode, selection)) {
                        TabBarAccessibility.elements(configuration: bar.configuration, state: bar.machine.state, layout: layout).count
                    })
                    let frame = animatedFrame(bar, count: count, selection: selection)
                    scenarios.append(Scenario(name: seriesName("animated frame", count, mode, selection), run: frame))
                }
            }
        }
        return scenarios
    }

    /// Tap from the other end of the bar to the selected one; one iteration samples the timeline
    /// at the next 120 Hz tick and builds that frame's display list.
    static func animatedFrame(_ bar: Bar, count: Int, selection: SeriesSelection) -> @Sendable () -> Int {
        let first = TabID("t0"), last = TabID("t\(count - 1)")
        let (from, to) = selection == .last ? (first, last) : (last, first)
        var machine = TabBarMachine.fixture(bar.configuration)
        _ = machine.handle(.selectionRequested(from))
        let before = machine.state
        let effects = machine.handle(.tabTapped(to))
        let timeline = TabBarMotionPlanner(theme: .system, reduceMotion: false)
            .timeline(for: .tabTapped(to), effects: effects, before: before, after: machine.state, configuration: bar.configuration)
        var renderer = TabBarRenderer(configuration: bar.configuration, layout: bar.layout(state: machine.state), theme: .system, appearance: TabBarAppearance())
        renderer.previousSelection = from
        let canvas = renderer.animationCanvas
        let clock = Clock()
        let animating = renderer
        return {
            var frame = animating
            frame.animation = timeline.sample(at: clock.tick())
            return frame.animatedBarDisplayList(canvas: canvas).items.count
        }
    }

    /// The rows of issue 10's table.
    public static func table() -> [Scenario] {
        var scenarios: [Scenario] = []
        let social = TabBarConfiguration.example(.social)
        let socialState = TabBarMachine.fixture(social).state
        let phone = TabBarDevicePreset.iPhone16Pro.environment()
        scenarios.append(Scenario(name: "layout social, 5 tabs") {
            TabBarLayout(configuration: social, state: socialState, environment: phone, theme: .system, measurer: measurer).items.count
        })
        let equal = Bar(count: 1_000, mode: .equal, selection: .first)
        scenarios.append(Scenario(name: "layout 1,000 tabs, equal widths") { equal.layout().items.count })
        let big = TabBarConfiguration.synthetic(tabCount: 1_000)
        for (label, index) in [("first", 0), ("middle", 500), ("last", 999)] {
            var machine = TabBarMachine.fixture(big)
            _ = machine.handle(.selectionRequested(TabID("t\(index)")))
            let state = machine.state
            scenarios.append(Scenario(name: "layout 1,000 tabs, scrolling, \(label) selected") {
                TabBarLayout(configuration: big, state: state, environment: phone, theme: .system, measurer: measurer).items.count
            })
        }
        let equalLayout = equal.layout()
        scenarios.append(Scenario(name: "a11y elements 1,000 tabs") {
            TabBarAccessibility.elements(configuration: equal.configuration, state: equal.machine.state, layout: equalLayout).count
        })
        let bigLayout = TabBarLayout(configuration: big, state: TabBarMachine.fixture(big).state, environment: phone, theme: .system, measurer: measurer)
        scenarios.append(Scenario(name: "allItems() 1,000 tabs") { bigLayout.allItems().count })

        // One animated frame of the social bar (as the original benchmark): sample + display list.
        var machine = TabBarMachine.fixture(social)
        let before = machine.state
        let effects = machine.handle(.tabTapped("activity"))
        let timeline = TabBarMotionPlanner(theme: .midnight, reduceMotion: false)
            .timeline(for: .tabTapped("activity"), effects: effects, before: before, after: machine.state, configuration: social)
        let layout = TabBarLayout(configuration: social, state: machine.state, environment: phone, theme: .midnight, measurer: measurer)
        var renderer = TabBarRenderer(configuration: social, layout: layout, theme: .midnight, appearance: TabBarAppearance(.dark))
        renderer.previousSelection = "home"
        let canvas = renderer.animationCanvas
        let clock = Clock()
        let animating = renderer
        scenarios.append(Scenario(name: "timeline sample + frame display list, social") {
            var frame = animating
            frame.animation = timeline.sample(at: clock.tick())
            return frame.animatedBarDisplayList(canvas: canvas).items.count
        })
        // The same frame as the apps draw it since issue 18: the drawing prepared once, its slots filled.
        let tapDrawing = Held(TabBarDrawing(configuration: social, layout: layout, theme: .midnight, appearance: TabBarAppearance(.dark), previousSelection: "home"))
        scenarios.append(Scenario(name: "timeline sample + display-list slots, social") {
            tapDrawing.value.apply(timeline.sample(at: clock.tick()))
            return tapDrawing.value.list.slots.count
        })

        // The whole frame: the tap through the reducer, the layout, the motion sample, the display list.
        let launch = TabBarMachine.fixture(social)
        scenarios.append(Scenario(name: "whole frame (reducer + layout + sample + display list), social") {
            var machine = launch
            let effects = machine.handle(.tabTapped("activity"))
            let layout = TabBarLayout(configuration: social, state: machine.state, environment: phone, theme: .midnight, measurer: measurer)
            var renderer = TabBarRenderer(configuration: social, layout: layout, theme: .midnight, appearance: TabBarAppearance(.dark))
            renderer.previousSelection = "home"
            renderer.animation = timeline.sample(at: clock.tick())
            return renderer.animatedBarDisplayList(canvas: canvas).items.count + effects.count
        })

        // Nyx's breathing glow at rest (the chat selected at launch), as the apps run it: the clock (the
        // player, the glow its only track) sampled, and the prepared drawing's slots filled. Before issue 18
        // the closest row was "timeline sample + frame display list, social" (the whole list rebuilt per frame).
        let nyx = TabBarConfiguration.example(.nyx)
        let nyxState = TabBarMachine.fixture(nyx).state
        let nyxLayout = TabBarLayout(configuration: nyx, state: nyxState, environment: phone, theme: .midnight, measurer: measurer)
        var player = TabBarTimelinePlayer()
        player.setAmbient(TabBarMotionPlanner(theme: .midnight, reduceMotion: false).ambientTracks(configuration: nyx, state: nyxState), at: 0)
        let glowPlayer = player
        // The drawing lives on, as in the presenter, and each frame fills its slots in place.
        let glowDrawing = Held(TabBarDrawing(configuration: nyx, layout: nyxLayout, theme: .midnight, appearance: TabBarAppearance(.dark)))
        let glowClock = Clock()
        scenarios.append(Scenario(name: "Nyx glow frame at rest (timeline sample + display list)") {
            glowDrawing.value.apply(glowPlayer.sample(at: 1 + glowClock.tick()))
            return glowDrawing.value.list.slots.count
        })

        // Token import (issue 21): a 200,000-token DTCG file (Benchmarks/token-import.sh makes the same shape):
        // parsed, resolved, validated and turned into a theme.
        let tokenText = Self.tokenFile(count: 200_000)
        scenarios.append(Scenario(name: "token import, 200,000 tokens") {
            guard let document = try? TabBarJSONParser.parse(tokenText),
                let tokens = try? TabBarDesignTokens(files: [TabBarDesignTokens.Source(name: "tokens.json", document: document)]),
                let imported = try? TabBarTheme.imported(from: tokens, name: "bench")
            else { return -1 }
            return imported.theme.name.count
        })

        // Issue 31: hostile token files, each read as `tabbar tokens import` and `tabbar tokens check` read them.
        // A 200,000-link alias chain the bar reads (about 6.6 MB), and a 5 MB colour string the bar reads
        // (refused, with a message that quotes at most 80 characters of it).
        let chainText = Self.aliasChainFile(links: 200_000)
        scenarios.append(Scenario(name: "token import, 200,000-link alias chain") { Self.importTokens(chainText) })
        scenarios.append(Scenario(name: "token check, 200,000-link alias chain") { Self.checkTokens(chainText) })
        let hugeHex = Self.requiredRoles(selected: "\"#" + String(repeating: "0", count: 5_000_000) + "\"")
        scenarios.append(Scenario(name: "token import, 5 MB hex colour string") { Self.importTokens(hugeHex) })
        let hugeFunction = Self.requiredRoles(selected: "\"oklch(" + String(repeating: "0 ", count: 2_500_000) + ")\"")
        scenarios.append(Scenario(name: "token import, 5 MB oklch() colour string") { Self.importTokens(hugeFunction) })
        scenarios.append(Scenario(name: "token check, 5 MB oklch() colour string") { Self.checkTokens(hugeFunction) })

        let restLayout = TabBarLayout(configuration: social, state: socialState, environment: phone, theme: .system, measurer: measurer)
        let barRenderer = TabBarRenderer(configuration: social, layout: restLayout, theme: .system, appearance: TabBarAppearance())
        let writer = TabBarSVGWriter()
        scenarios.append(Scenario(name: "SVG of the social bar") { writer.write(barRenderer.barDisplayList()).utf8.count })
        return scenarios
    }

    /// A DTCG file of `count` tokens: a palette (two thirds colours, one third aliases to an earlier one, by a
    /// fixed pseudo-random sequence) and a `tabbar` group of 7 roles, one aliased into the palette.
    public static func tokenFile(count: Int) -> String {
        var seed: UInt64 = 1
        func next() -> UInt64 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return seed >> 33
        }
        var out = "{\"palette\":{\"$type\":\"color\""
        let palette = count - 7
        for i in 0..<palette {
            if i < 1000 || i % 3 != 0 {
                let hex = String(next() & 0xFFFFFF, radix: 16, uppercase: true)
                out += ",\"c\(i)\":{\"$value\":\"#" + String(repeating: "0", count: 6 - hex.count) + hex + "\"}"
            } else {
                out += ",\"c\(i)\":{\"$value\":\"{palette.c\(Int(next() % UInt64(i)))}\"}"
            }
        }
        out += "},\"tabbar\":{\"background\":{\"color\":{\"$type\":\"color\",\"$value\":\"#FFFFFF\"}},"
        out += "\"item\":{\"$type\":\"color\",\"selected\":{\"$value\":\"{palette.c\(palette - 3)}\"},\"unselected\":{\"$value\":\"#555555\"}},"
        out += "\"badge\":{\"$type\":\"color\",\"fill\":{\"$value\":\"#C00000\"},\"text\":{\"$value\":\"#FFFFFF\"}},"
        out += "\"action\":{\"$type\":\"color\",\"fill\":{\"$value\":\"#0055CC\"},\"foreground\":{\"$value\":\"#FFFFFF\"}}}}"
        return out
    }

    /// Parses and imports one token file as `tabbar tokens import` does: the theme name's length, or -1 when refused.
    static func importTokens(_ text: String) -> Int {
        guard let source = try? TabBarDesignTokens.Source(name: "tokens.json", text: text),
            let tokens = try? TabBarDesignTokens(files: [source]),
            let imported = try? TabBarTheme.imported(from: tokens, name: "bench")
        else { return -1 }
        return imported.theme.name.count
    }

    /// Reads one token file as `tabbar tokens check` does (issue 31: as the import reads it, then what the bar reads):
    /// the number of roles read, or of problems. (Before issue 31 the check was the strict DTCG reading, `.format`.)
    static func checkTokens(_ text: String) -> Int {
        guard let source = try? TabBarDesignTokens.Source(name: "tokens.json", text: text),
            let result = try? TabBarTokenImport(files: [source], fallbackName: "bench")
        else { return -1 }
        return result.theme == nil ? result.problems.count : result.readings.count
    }

    /// The seven required roles, the selected item's value written as given (JSON text).
    public static func requiredRoles(selected: String) -> String {
        "{\"tabbar\":{\"background\":{\"color\":{\"$type\":\"color\",\"$value\":\"#FFFFFF\"}},"
            + "\"item\":{\"$type\":\"color\",\"selected\":{\"$value\":\(selected)},\"unselected\":{\"$value\":\"#555555\"}},"
            + "\"badge\":{\"$type\":\"color\",\"fill\":{\"$value\":\"#C00000\"},\"text\":{\"$value\":\"#FFFFFF\"}},"
            + "\"action\":{\"$type\":\"color\",\"fill\":{\"$value\":\"#0055CC\"},\"foreground\":{\"$value\":\"#FFFFFF\"}}}}"
    }

    /// A palette whose token `n` aliases token `n - 1` (`links` links down to one colour), the selected item
    /// reading the last: one chain the bar reads, written with short names so that it stays under the size limit.
    public static func aliasChainFile(links: Int) -> String {
        var out = "{\"p\":{\"$type\":\"color\",\"0\":{\"$value\":\"#123456\"}"
        out.reserveCapacity(links * 34)
        for i in 1...links { out += ",\"\(i)\":{\"$value\":\"{p.\(i - 1)}\"}" }
        out += "},"
        let roles = requiredRoles(selected: "\"{p.\(links)}\"")
        return out + roles.dropFirst()
    }

    /// A repeating mix of the events a real session produces, over the given tab ids.
    public static func mixedEvents(ids: [TabID]) -> [TabBarEvent] {
        var events: [TabBarEvent] = []
        for (i, id) in ids.enumerated() {
            events.append(.tabTapped(id))
            events.append(.routePushed(TabBarRoute("detail/\(i)"), on: ids[0]))
            events.append(.tabTapped(id))
            events.append(.swiped(i % 2 == 0 ? .left : .right))
            events.append(.badgeSet(.count(i), on: id))
            events.append(.backRequested)
            events.append(.contentScrolled(i % 2 == 0 ? .down : .up))
        }
        return events
    }
}

/// A machine fed one event of a repeating mix per call (the state carries over, as in an app).
final class Reducer: @unchecked Sendable {
    private var machine: TabBarMachine
    private let events: [TabBarEvent]
    private var index = 0

    init(machine: TabBarMachine, events: [TabBarEvent]) {
        self.machine = machine
        self.events = events
    }

    func next() -> Int {
        let count = machine.handle(events[index]).count
        index = index == events.count - 1 ? 0 : index + 1
        return count
    }
}

/// Time for animated frames: advances one 120 Hz tick per call, wrapping after 0.8 s.
/// A value kept across iterations and changed in place (as the presenter keeps its drawing).
final class Held<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

final class Clock: @unchecked Sendable {
    private var t = 0.0
    func tick() -> Double {
        t = t > 0.8 ? 0 : t + 1.0 / 120
        return t
    }
}

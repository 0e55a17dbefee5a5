import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarRender
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

/// Issue 32, item 4: a tab with the search role detached beside a floating bar (trailing, mirrored in right to left),
/// selecting it activating the app's search field, dismissing the search returning to the tab before it, VoiceOver
/// speaking it as search.
@Suite("B7 Search tab detached beside the bar, LTR and RTL")
struct Issue32SearchTabTests {
    static let sample = TabBarFeatureSamples.searchTab

    /// The search sample on an iPhone 16 Pro in the floating theme, after `events`.
    static func layout(
        _ direction: TabBarReadingDirection, _ events: [TabBarEvent] = [], configuration: TabBarConfiguration = sample, theme: TabBarTheme = .floating
    ) -> TabBarLayout {
        let machine = Issue32Fixtures.machine(configuration, events)
        return TabBarLayout(
            configuration: configuration, state: machine.state, environment: TabBarDevicePreset.iPhone16Pro.environment(direction: direction),
            theme: theme, measurer: TabBarInterTextMeasurer())
    }

    @Test("the detached search matches its golden fixture, at rest and selected", arguments: bothDirections)
    func fixtures(direction: TabBarReadingDirection) throws {
        try Issue32Fixtures.expectFixture(Self.layout(direction).json, named: "search-detached", direction: direction)
        try Issue32Fixtures.expectFixture(Self.layout(direction, [.tabTapped("search")]).json, named: "search-selected", direction: direction)
    }

    @Test("the search tab leaves the capsule for a circle as tall as it, beside its reading end, a gap away", arguments: bothDirections)
    func beside(direction: TabBarReadingDirection) throws {
        let layout = Self.layout(direction)
        let search = try #require(layout.detachedSearch)
        let bar = layout.barFrame
        #expect(search.id == "search" && search.role == .search)
        #expect(search.frame.width == bar.height && search.frame.height == bar.height && search.frame.minY == bar.minY)
        if direction == .leftToRight {
            #expect(abs(search.frame.minX - bar.maxX - TabBarLayout.detachedGap) < 0.5)
            #expect(layout.items.last?.id == "search")
        } else {
            #expect(abs(bar.minX - search.frame.maxX - TabBarLayout.detachedGap) < 0.5)
            #expect(layout.items.first?.id == "search")
        }
        // The capsule keeps the other four, all inside it; the circle and the capsule stay on screen, centred together.
        #expect(layout.items.filter { $0.id != "search" }.map(\.id) == (direction == .leftToRight ? ["home", "browse", "inbox", "profile"] : ["profile", "inbox", "browse", "home"]))
        for item in layout.items where item.id != "search" { #expect(bar.contains(item.frame, tolerance: 0.5)) }
        let group = bar.union(search.frame), width = layout.environment.containerSize.width
        #expect(group.minX >= 0 && group.maxX <= width)
        #expect(abs((group.minX) - (width - group.maxX)) < 1, "the capsule and the circle are centred as one")
        #expect(search.labelText == nil, "icon only")
        #expect(layout.bounds.contains(search.frame, tolerance: 0.5))
    }

    @Test("right to left is left to right mirrored")
    func mirrored() throws {
        let ltr = Self.layout(.leftToRight), rtl = Self.layout(.rightToLeft)
        let width = ltr.environment.containerSize.width
        let a = try #require(ltr.detachedSearch), b = try #require(rtl.detachedSearch)
        #expect(abs(a.frame.minX - (width - b.frame.maxX)) < 0.5)
        #expect(abs(a.iconFrame.minX - (width - b.iconFrame.maxX)) < 0.5)
        #expect(abs(ltr.barFrame.minX - (width - rtl.barFrame.maxX)) < 0.5)
    }

    @Test("a tap on the circle is a tap on the search tab; the capsule's ends are not", arguments: bothDirections)
    func hits(direction: TabBarReadingDirection) throws {
        let layout = Self.layout(direction)
        let search = try #require(layout.detachedSearch)
        #expect(layout.hitTest(search.frame.center) == "search")
        #expect(layout.hit(search.frame.center) == .tab("search"))
        let gap = TabBarPoint(x: direction == .leftToRight ? search.frame.minX - TabBarLayout.detachedGap / 2 : search.frame.maxX + TabBarLayout.detachedGap / 2, y: search.frame.midY)
        #expect(layout.hitTest(gap) != "search")
    }

    @Test("inline (the default) keeps the search tab in the bar; an edge-to-edge bar keeps it inline even when detached")
    func inline() {
        var inline = Self.sample
        inline.behavior.searchPlacement = .inline
        let floating = Self.layout(.leftToRight, configuration: inline)
        #expect(floating.detachedSearch == nil && floating.items.count == 5)
        let edge = Self.layout(.leftToRight, theme: .system)
        #expect(edge.presentation == .bar && edge.detachedSearch == nil && edge.items.map(\.id).contains("search"))
    }

    @Test("selected, the circle carries the indicator and the selected icon; the capsule has none", arguments: bothDirections)
    func selected(direction: TabBarReadingDirection) throws {
        let layout = Self.layout(direction, [.tabTapped("search")])
        let search = try #require(layout.detachedSearch)
        #expect(search.isSelected)
        let indicator = try #require(layout.indicator)
        #expect(search.frame.contains(indicator, tolerance: 0.5))
        #expect(layout.items.filter(\.isSelected).map(\.id) == ["search"])
    }

    @Test("the display list draws the circle in the bar's background (shadow, fill) and the search icon on it, which Apple's painters can draw")
    func drawn() throws {
        let layout = Self.layout(.leftToRight)
        let drawing = TabBarDrawing(configuration: Self.sample, layout: layout, theme: .floating, appearance: TabBarAppearance(.light))
        var recorder = TabBarDisplayRecorder(capabilities: TabBarDisplayFeature.applePainters)
        drawing.list.paint(into: &recorder)
        #expect(recorder.issues.isEmpty)
        let text = recorder.lines.joined(separator: "\n")
        #expect(text.contains("search-background-shadow"), "the circle's shadow group")
        #expect(text.contains("magnifyingglass"), "the search icon")
        #expect(recorder.lines.filter { $0.contains("magnifyingglass") }.count == 1, "drawn once, on the circle")
    }

    @Test("VoiceOver reads the detached search last in both directions and speaks it as search, at the circle's frame", arguments: bothDirections)
    func accessibility(direction: TabBarReadingDirection) throws {
        var configuration = Self.sample
        // Search configured second: detached, it is still read last, where it lies.
        let search = configuration.tabs.remove(at: 4)
        configuration.tabs.insert(search, at: 1)
        let machine = Issue32Fixtures.machine(configuration)
        let layout = Self.layout(direction, configuration: configuration)
        let elements = TabBarAccessibility.elements(configuration: configuration, state: machine.state, layout: layout)
        #expect(elements.map(\.id) == ["home", "browse", "inbox", "profile", "search"])
        let last = try #require(elements.last)
        #expect(last.frame == layout.detachedSearch?.frame)
        #expect(last.position == "tab 5 of 5")
        var unlabelled = configuration
        unlabelled.tabs[1].title = "Find"
        let spoken = TabBarAccessibility.elements(configuration: unlabelled, state: machine.state, layout: Self.layout(direction, configuration: unlabelled))
        #expect(spoken.last?.spoken.contains("Search") == true, "the role word is spoken when the label lacks it: \(spoken.last?.spoken ?? "")")
    }

    @Test("selecting the search tab activates its field and remembers the tab before; dismissing returns there")
    func activation() {
        var machine = Issue32Fixtures.machine(Self.sample, [.tabTapped("inbox")])
        let select = machine.handle(.tabTapped("search"))
        #expect(select.contains(.searchChanged("search", isActive: true)))
        #expect(machine.state.searchReturn == "inbox")
        let dismiss = machine.handle(.searchDismissed)
        #expect(dismiss.first == .searchChanged("search", isActive: false))
        #expect(dismiss.contains(.selectionChanged(from: "search", to: "inbox", source: .programmatic)))
        #expect(machine.state.selected == "inbox" && machine.state.searchReturn == nil)
        #expect(machine.handle(.searchDismissed).isEmpty, "nothing to dismiss")
    }

    @Test("leaving the search tab another way deactivates the field without returning; without activation nothing is said")
    func leaving() {
        var machine = Issue32Fixtures.machine(Self.sample, [.tabTapped("search")])
        let away = machine.handle(.tabTapped("profile"))
        #expect(away.contains(.searchChanged("search", isActive: false)))
        #expect(machine.state.selected == "profile" && machine.state.searchReturn == nil)
        var quiet = Self.sample
        quiet.behavior.searchActivation = .none
        var other = Issue32Fixtures.machine(quiet)
        let effects = other.handle(.tabTapped("search"))
        #expect(!effects.contains { if case .searchChanged = $0 { true } else { false } })
        #expect(other.handle(.searchDismissed).isEmpty)
    }

    @Test("the JSON keys read and write; bad values are errors naming the key and the choices")
    func json() throws {
        let base = #"{"version":1,"tabs":[{"id":"home","title":"Home"},{"id":"search","title":"Search","role":"search"}],"behavior":"#
        let configuration = try TabBarConfiguration.decode(json: base + #"{"searchPlacement":"detached","searchActivation":"selection"}}"#)
        #expect(configuration.behavior.searchPlacement == .detached && configuration.behavior.searchActivation == .selection)
        #expect(try TabBarConfiguration.decode(json: base + "{}}").behavior.searchPlacement == .inline)
        let file = try String(contentsOf: ExamplesTests.packageRoot.appendingPathComponent("Examples/scripts/issue32/search.json"), encoding: .utf8)
        #expect(try TabBarConfiguration.decode(json: file) == Self.sample, "the script's configuration is the sample")
        for (key, value, choices) in [("searchPlacement", "floating", "inline, detached"), ("searchActivation", "focus", "none, selection")] {
            do {
                _ = try TabBarConfiguration.decode(json: base + #"{""# + key + #"":""# + value + #""}}"#)
                Issue.record("\(key): \(value) was accepted")
            } catch {
                #expect("\(error)".contains("behavior.\(key)") && "\(error)".contains(choices), "\(error)")
            }
        }
    }
}

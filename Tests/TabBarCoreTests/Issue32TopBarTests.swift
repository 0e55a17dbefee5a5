import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarRender
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

/// Issue 32, item 6: iPad's floating bar at the top in a regular width (iPadOS 18's `.sidebarAdaptable`), its sidebar
/// button, its expanded form (the issue-33 sidebar) and the transition between them, laid out by the core.
@Suite("B7 iPad top bar and its sidebar, LTR and RTL")
struct Issue32TopBarTests {
    static let sample = TabBarFeatureSamples.atlasTopBar

    /// The atlas (search detached) on an iPad in landscape with a top bar, after `events`, in a regular width.
    static func layout(
        _ direction: TabBarReadingDirection, _ events: [TabBarEvent] = [], regularWidth: TabBarRegularWidthPresentation = .topBar,
        device: TabBarDevicePreset = .iPadPro11, configuration: TabBarConfiguration = sample
    ) -> TabBarLayout {
        let environment = device.environment(.landscape, direction: direction)
        let machine = Issue32Fixtures.machine(configuration, sizeClass: environment.horizontalSizeClass, events)
        return TabBarLayout(
            configuration: configuration, state: machine.state, environment: environment, theme: .floating,
            measurer: TabBarInterTextMeasurer(), regularWidth: regularWidth)
    }

    @Test("the top bar and its expanded sidebar match their golden fixtures", arguments: bothDirections)
    func fixtures(direction: TabBarReadingDirection) throws {
        try Issue32Fixtures.expectFixture(Self.layout(direction).json, named: "top-bar", direction: direction)
        try Issue32Fixtures.expectFixture(Self.layout(direction, [.sidebarToggled]).json, named: "top-bar-sidebar", direction: direction)
        try Issue32Fixtures.expectFixture(
            TabBarLayout.sidebarTransition(from: Self.layout(direction), to: Self.layout(direction, [.sidebarToggled]), progress: 0.4).json,
            named: "top-bar-transition", direction: direction)
    }

    @Test("the bar floats along the top, below the status bar; content is inset from the top, not the bottom", arguments: bothDirections)
    func atTop(direction: TabBarReadingDirection) {
        let layout = Self.layout(direction)
        let safe = layout.environment.safeArea
        #expect(layout.presentation == .floatingBar && layout.isAtTop)
        #expect(layout.barFrame.minY == safe.top + TabBarTheme.floating.metrics.floatingMargin)
        #expect(layout.isCompactHeight, "icons beside labels, as iPadOS's top bar")
        let insets = layout.contentInsets
        #expect(insets.bottom == 0 && insets.top == layout.barFrame.maxY - safe.top)
        // The floating bar of the same width without `topBar` stays at the bottom.
        let bottom = Self.layout(direction, regularWidth: .floatingBar)
        #expect(!bottom.isAtTop && bottom.barFrame.minY > layout.environment.containerSize.height / 2 && bottom.sidebarToggle == nil)
    }

    @Test("the sidebar button sits at the screen's leading edge level with the bar, and a tap on it toggles the sidebar", arguments: bothDirections)
    func toggle(direction: TabBarReadingDirection) throws {
        let layout = Self.layout(direction)
        let toggle = try #require(layout.sidebarToggle)
        let width = layout.environment.containerSize.width
        #expect(toggle.minY == layout.barFrame.minY && toggle.height == layout.barFrame.height)
        if direction == .leftToRight { #expect(toggle.maxX < layout.barFrame.minX && toggle.minX < width / 2) } else { #expect(toggle.minX > layout.barFrame.maxX && toggle.maxX > width / 2) }
        #expect(layout.hit(toggle.center) == .sidebarToggle)
        #expect(layout.bounds.contains(toggle, tolerance: 0.5))
        // Nothing overlaps: the button, the capsule and the detached search.
        let search = try #require(layout.detachedSearch)
        #expect(toggle.maxX <= layout.barFrame.minX || toggle.minX >= layout.barFrame.maxX)
        #expect(search.frame.maxX <= layout.barFrame.minX || search.frame.minX >= layout.barFrame.maxX)
    }

    @Test("toggled, the sidebar shows with its button above the rows; toggled again, the top bar comes back", arguments: bothDirections)
    func expanded(direction: TabBarReadingDirection) throws {
        let sidebar = Self.layout(direction, [.sidebarToggled])
        #expect(sidebar.presentation == .sidebar && !sidebar.isAtTop && sidebar.detachedSearch == nil)
        let toggle = try #require(sidebar.sidebarToggle)
        #expect(sidebar.barFrame.contains(toggle, tolerance: 0.5) && toggle.maxY <= sidebar.contentFrame.minY)
        #expect(sidebar.hit(toggle.center) == .sidebarToggle)
        #expect(sidebar.sidebarTabs?.contains("search") == true, "the search tab is a row of the sidebar")
        let back = Self.layout(direction, [.sidebarToggled, .sidebarToggled])
        #expect(back.presentation == .floatingBar && back.isAtTop)
        // A sidebar asked for with `.sidebar` has no button.
        #expect(Self.layout(direction, regularWidth: .sidebar).sidebarToggle == nil)
    }

    @Test("right to left is left to right mirrored: bar, button and search circle")
    func mirrored() throws {
        let ltr = Self.layout(.leftToRight), rtl = Self.layout(.rightToLeft)
        let width = ltr.environment.containerSize.width
        let pairs = [(ltr.barFrame, rtl.barFrame), (try #require(ltr.sidebarToggle), try #require(rtl.sidebarToggle)),
                     (try #require(ltr.detachedSearch).frame, try #require(rtl.detachedSearch).frame)]
        for (a, b) in pairs { #expect(abs(a.minX - (width - b.maxX)) < 0.5 && a.width == b.width && a.minY == b.minY) }
    }

    @Test("a compact width (iPhone) keeps the bar at the bottom, without a sidebar button")
    func compact() {
        let phone = Self.layout(.leftToRight, device: .iPhone16Pro)
        #expect(!phone.isAtTop && phone.sidebarToggle == nil && phone.presentation != .sidebar)
    }

    @Test("the transition runs from the bar (0) to the sidebar (1): background, tabs and button move between their places", arguments: bothDirections)
    func transition(direction: TabBarReadingDirection) throws {
        let bar = Self.layout(direction), sidebar = Self.layout(direction, [.sidebarToggled])
        let start = TabBarLayout.sidebarTransition(from: bar, to: sidebar, progress: 0)
        let end = TabBarLayout.sidebarTransition(from: bar, to: sidebar, progress: 1)
        #expect(start.barFrame == bar.barFrame && start.presentation == .floatingBar)
        #expect(end.barFrame == sidebar.barFrame && end.presentation == .sidebar)
        #expect(start.item("browse")?.frame == bar.item("browse")?.frame && end.item("browse")?.frame == sidebar.item("browse")?.frame)
        let overshoot = TabBarLayout.sidebarTransition(from: bar, to: sidebar, progress: 1.2)
        #expect(overshoot.barFrame == sidebar.barFrame, "a spring's overshoot is clamped")
        var previous = bar.item("browse")?.frame.minY ?? 0
        for step in 1...4 {
            let t = Double(step) / 5
            let middle = TabBarLayout.sidebarTransition(from: bar, to: sidebar, progress: t)
            let browse = try #require(middle.item("browse"))
            #expect(browse.frame.minY > previous, "Browse moves down to its row, step \(step)")
            previous = browse.frame.minY
            guard case .roundedRect(let frame, let radius) = middle.background else { Issue.record("a rounded background at \(t)"); continue }
            #expect(frame == middle.barFrame && radius < bar.barFrame.height / 2 && radius > 0)
            let toggle = try #require(middle.sidebarToggle)
            #expect(toggle != bar.sidebarToggle && toggle != sidebar.sidebarToggle)
            // Content insets move between the two ends' (top inset → leading inset).
            let insets = middle.contentInsets
            #expect(insets.top < bar.contentInsets.top && insets.top > 0)
        }
    }

    @Test("the sidebar toggle's effect plays the expansion on the bar's spring; Reduce Motion makes it instant")
    func motion() {
        var machine = Issue32Fixtures.machine(Self.sample, sizeClass: .regular)
        let before = machine.state
        let effects = machine.handle(.sidebarToggled)
        #expect(effects == [.sidebarExpansionChanged(isExpanded: true)])
        #expect(machine.state.isSidebarExpanded)
        let planner = TabBarMotionPlanner(theme: .floating, reduceMotion: false)
        let timeline = planner.timeline(for: .sidebarToggled, effects: effects, before: before, after: machine.state, configuration: Self.sample)
        let track = timeline.tracks.first { $0.kind == .sidebarExpansion }
        #expect(track?.from == 0 && track?.to == 1)
        #expect(timeline.sample(at: 0.05).sidebarExpansion.map { $0 > 0 && $0 < 1 } == true, "in between, not a snap")
        let collapse = machine.handle(.sidebarToggled)
        let back = planner.timeline(for: .sidebarToggled, effects: collapse, before: before, after: machine.state, configuration: Self.sample)
        let reverse = back.tracks.first { $0.kind == .sidebarExpansion }
        #expect(reverse?.from == 1 && reverse?.to == 0)
        let reduced = TabBarMotionPlanner(theme: .floating, reduceMotion: true)
            .timeline(for: .sidebarToggled, effects: effects, before: before, after: machine.state, configuration: Self.sample)
        #expect(!reduced.tracks.contains { $0.kind == .sidebarExpansion })
    }

    @Test("the display list draws the sidebar button on its circle beside the bar, and plain above the sidebar")
    func drawn() throws {
        for (layout, circle) in [(Self.layout(.leftToRight), true), (Self.layout(.leftToRight, [.sidebarToggled]), false)] {
            let drawing = TabBarDrawing(configuration: Self.sample, layout: layout, theme: .floating, appearance: TabBarAppearance(.light))
            var recorder = TabBarDisplayRecorder(capabilities: TabBarDisplayFeature.applePainters)
            drawing.list.paint(into: &recorder)
            #expect(recorder.issues.isEmpty)
            let text = recorder.lines.joined(separator: "\n")
            #expect(text.contains(TabBarDrawing.sidebarToggleSymbol))
            #expect(text.contains("sidebar-toggle-background") == circle)
        }
    }
}

import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarRender
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

/// Issue 32, item 5's detached form: `behavior.prominentPlacement: detached` takes the prominent tab out of a floating
/// capsule into a circle beside its leading end (the right in right to left), in the action's fill, ringed when
/// selected; the detached search stays trailing, and the capsule and both circles are centred as one.
@Suite("Issue 32 detached prominent tab, LTR and RTL")
struct Issue32ProminentDetachedTests {
    static let sample: TabBarConfiguration = (try? TabBarFeatureSamples.prominentDetached) ?? TabBarConfiguration(tabs: [])

    /// The sample on an iPhone 16 Pro, in the floating theme by default, after `events`.
    static func layout(
        _ direction: TabBarReadingDirection, _ events: [TabBarEvent] = [], configuration: TabBarConfiguration = sample, theme: TabBarTheme = .floating,
        environment: TabBarLayoutEnvironment? = nil, regularWidth: TabBarRegularWidthPresentation = .floatingBar
    ) -> TabBarLayout {
        let environment = environment ?? TabBarDevicePreset.iPhone16Pro.environment(direction: direction)
        let machine = Issue32Fixtures.machine(configuration, sizeClass: environment.horizontalSizeClass, events)
        return TabBarLayout(configuration: configuration, state: machine.state, environment: environment, theme: theme,
                            measurer: TabBarInterTextMeasurer(), regularWidth: regularWidth)
    }

    @Test("Live leaves the capsule for a circle as tall as it, beside its leading end; Search stays trailing; centred as one (golden fixtures, at rest and selected)", arguments: bothDirections)
    func beside(direction: TabBarReadingDirection) throws {
        let layout = Self.layout(direction)
        for (name, json) in [("prominent-detached", layout.json), ("prominent-detached-selected", Self.layout(direction, [.tabTapped("live")]).json)] {
            try Issue32Fixtures.expectFixture(json, named: name, direction: direction)
        }
        let live = try #require(layout.detachedProminent), search = try #require(layout.detachedSearch)
        let bar = layout.barFrame, gap = TabBarLayout.detachedGap
        #expect(live.id == "live" && live.role == .prominent && live.labelText == nil)
        #expect(live.frame.width == bar.height && live.frame.height == bar.height && live.frame.minY == bar.minY)
        #expect(live.actionButtonFrame == live.frame, "the circle is its button: drawn in the action's fill")
        if direction == .leftToRight {
            #expect(abs(bar.minX - live.frame.maxX - gap) < 0.5 && abs(search.frame.minX - bar.maxX - gap) < 0.5)
            #expect(layout.items.map(\.id) == ["live", "home", "create", "profile", "search"])
        } else {
            #expect(abs(live.frame.minX - bar.maxX - gap) < 0.5 && abs(bar.minX - search.frame.maxX - gap) < 0.5)
            #expect(layout.items.map(\.id) == ["search", "profile", "create", "home", "live"])
        }
        #expect(layout.allItems().map(\.id) == layout.items.map(\.id))
        #expect(layout.item("live") == live && layout.item("home") == layout.items.first { $0.id == "home" })
        let group = bar.union(live.frame).union(search.frame), width = layout.environment.containerSize.width
        #expect(group.minX >= 0 && group.maxX <= width)
        #expect(abs(group.minX - (width - group.maxX)) < 1, "the capsule and its two circles are centred as one")
        #expect(layout.bounds.contains(live.frame, tolerance: 0.5))
        #expect(layout.items.first { $0.id == "create" }?.actionButtonFrame != nil, "the centre action stays raised in the capsule")
    }

    @Test("right to left is left to right mirrored")
    func mirrored() throws {
        let ltr = Self.layout(.leftToRight), rtl = Self.layout(.rightToLeft)
        let width = ltr.environment.containerSize.width
        let a = try #require(ltr.detachedProminent).frame, b = try #require(rtl.detachedProminent).frame
        #expect(abs(a.minX - (width - b.maxX)) < 0.5 && a.minY == b.minY)
        #expect(abs(ltr.barFrame.minX - (width - rtl.barFrame.maxX)) < 0.5)
    }

    @Test("a tap inside the circle selects Live; its square's corner outside the circle does not", arguments: bothDirections)
    func hitTesting(direction: TabBarReadingDirection) throws {
        let layout = Self.layout(direction)
        let circle = try #require(layout.detachedProminent?.actionButtonFrame)
        #expect(layout.hitTest(circle.center) == "live")
        #expect(layout.hitTest(TabBarPoint(x: circle.minX + 1, y: circle.minY + 1)) == nil, "outside the round shape")
        var machine = Issue32Fixtures.machine(Self.sample)
        if let id = layout.hitTest(circle.center) { _ = machine.handle(.tabTapped(id)) }
        #expect(machine.state.selected == "live")
    }

    @Test("selected, Live is ringed and takes its filled glyph; no indicator is drawn, under it or in the capsule", arguments: bothDirections)
    func selectedDrawing(direction: TabBarReadingDirection) throws {
        let layout = Self.layout(direction, [.tabTapped("live")])
        #expect(layout.indicator == nil)
        let list = TabBarDrawing(configuration: Self.sample, layout: layout, theme: .floating, appearance: TabBarAppearance(.light)).list
        let group = try #require(G0DisplayListTests.group("tab:live", in: list))
        let shapes = Issue32GlassTests.shapes(group.children)
        let button = try #require(layout.detachedProminent?.actionButtonFrame)
        #expect(shapes.contains { $0.shape == .circle(center: button.center, radius: button.width / 2) && $0.fill == .solid(TabBarTheme.floating.actionButton.fill.light) })
        #expect(shapes.contains { $0.fill == nil && $0.stroke?.width == TabBarDrawing.prominentRingWidth && $0.stroke?.color == TabBarTheme.floating.items.selected.light })
        #expect(G0DisplayListTests.group("indicator", in: list) == nil)
        // At rest another tab carries the indicator, and Live's circle has no ring.
        let rest = Self.layout(direction)
        let restList = TabBarDrawing(configuration: Self.sample, layout: rest, theme: .floating, appearance: TabBarAppearance(.light)).list
        #expect(rest.indicator != nil)
        let restShapes = Issue32GlassTests.shapes(try #require(G0DisplayListTests.group("tab:live", in: restList)).children)
        #expect(!restShapes.contains { $0.fill == nil && $0.stroke?.width == TabBarDrawing.prominentRingWidth })
    }

    @Test("VoiceOver reads Live first in both directions, as a tab with its place and selection, at the circle's frame", arguments: bothDirections)
    func accessibility(direction: TabBarReadingDirection) throws {
        let machine = Issue32Fixtures.machine(Self.sample, [.tabTapped("live")])
        let layout = Self.layout(direction, [.tabTapped("live")])
        let elements = TabBarAccessibility.elements(configuration: Self.sample, state: machine.state, layout: layout)
        #expect(elements.map(\.id) == ["live", "home", "create", "profile", "search"])
        let live = try #require(elements.first)
        #expect(live.spoken == "Selected, Live, Tab, 1 of 5")
        #expect(live.traits == ["button", "selected"])
        #expect(live.frame == layout.detachedProminent?.frame)
    }

    @Test("an edge-to-edge bar keeps Live raised in its slot, and the lint says so (TB015); floating themes lint clean of it")
    func edgeToEdgeFallsBack() throws {
        let layout = Self.layout(.leftToRight, theme: .system)
        #expect(layout.presentation == .bar && layout.detachedProminent == nil)
        let live = try #require(layout.item("live"))
        #expect(try #require(live.actionButtonFrame).minY < layout.barFrame.minY, "raised above the bar's top edge")
        let linter = TabBarLinter(measurer: TabBarInterTextMeasurer())
        let found = linter.lint(Self.sample, theme: .system).filter { $0.rule == "TB015" }
        #expect(found.map(\.tab) == ["live"] && found.allSatisfy { $0.severity == .warning })
        #expect(linter.lint(Self.sample, theme: .floating).filter { $0.rule == "TB015" }.isEmpty)
        var raised = Self.sample
        raised.behavior.prominentPlacement = .raised
        #expect(linter.lint(raised, theme: .system).filter { $0.rule == "TB015" }.isEmpty)
    }

    @Test("minimised, the capsule shrinks into the circle's place at the leading end and the inline accessory runs clear of it", arguments: bothDirections)
    func minimizedWithAccessory(direction: TabBarReadingDirection) throws {
        var configuration = Self.sample
        configuration.behavior.minimize = .onScrollDown
        let environment = TabBarDevicePreset.iPhone16Pro.environment(direction: direction).with(bottomAccessory: TabBarBottomAccessory())
        let full = Self.layout(direction, configuration: configuration, environment: environment)
        let circle = try #require(full.detachedProminent).frame
        let expanded = try #require(full.accessory)
        #expect(expanded.placement == .expanded && expanded.frame.maxY <= full.barFrame.minY)
        for selected in ["home", "live"] as [TabID] {
            let layout = Self.layout(direction, [.tabTapped(selected), .contentScrolled(.down)], configuration: configuration, environment: environment)
            #expect(layout.isMinimized && layout.detachedProminent == nil && layout.detachedSearch == nil)
            #expect(layout.items.map(\.id) == [selected], "the capsule shows the selected tab, the circle's too")
            let capsule = layout.barFrame
            let gap = (layout.barFrame.height < circle.height ? (circle.height - capsule.height) / 2 : 0)
            #expect(direction == .leftToRight ? abs(capsule.minX - circle.minX - gap) < 0.5 : abs(circle.maxX - capsule.maxX - gap) < 0.5)
            let accessory = try #require(layout.accessory)
            #expect(accessory.placement == .inline && accessory.frame.width > 100)
            #expect(!accessory.frame.intersects(capsule), "the accessory gives way to the capsule")
            #expect(layout.hitTest(layout.items[0].hitFrame.center) == selected)
        }
    }

    @Test("on an iPad's top bar Live sits between the sidebar button and the capsule, clear of both", arguments: bothDirections)
    func topBar(direction: TabBarReadingDirection) throws {
        let environment = TabBarDevicePreset.iPadPro11.environment(.landscape, direction: direction)
        let layout = Self.layout(direction, environment: environment, regularWidth: .topBar)
        let live = try #require(layout.detachedProminent).frame, toggle = try #require(layout.sidebarToggle)
        #expect(layout.isAtTop && !live.intersects(toggle) && !live.intersects(layout.barFrame))
        #expect(direction == .leftToRight ? (toggle.maxX < live.minX && live.maxX < layout.barFrame.minX) : (toggle.minX > live.maxX && live.minX > layout.barFrame.maxX))
    }

    @Test("prominentPlacement reads and writes; raised (the default) is not written; a bad value is an error at its JSON path")
    func json() throws {
        let base = #"{"version":1,"tabs":[{"id":"home","title":"Home"},{"id":"live","title":"Live","role":"prominent"}],"behavior":"#
        #expect(try TabBarConfiguration.decode(json: base + #"{"prominentPlacement":"detached"}}"#).behavior.prominentPlacement == .detached)
        #expect(try TabBarConfiguration.decode(json: base + "{}}").behavior.prominentPlacement == .raised)
        let encoder = JSONEncoder()
        #expect(!String(decoding: try encoder.encode(TabBarBehavior()), as: UTF8.self).contains("prominentPlacement"))
        var detached = TabBarBehavior()
        detached.prominentPlacement = .detached
        #expect(try JSONDecoder().decode(TabBarBehavior.self, from: encoder.encode(detached)) == detached)
        let file = try String(contentsOf: ExamplesTests.packageRoot.appendingPathComponent("Examples/scripts/issue32/prominent-detached.json"), encoding: .utf8)
        #expect(try TabBarConfiguration.decode(json: file) == Self.sample, "the script's configuration is the sample")
        let error = #expect(throws: TabBarConfigurationError.self) { try TabBarConfiguration.decode(json: base + #"{"prominentPlacement":"floating"}}"#) }
        #expect(error?.issues.first?.location == "behavior.prominentPlacement", "\(String(describing: error))")
        #expect("\(String(describing: error))".contains("raised, detached"))
    }
}

extension Issue32ProminentDetachedTests {
    @Test("on its way into the sidebar, the detached circle travels with Live's icon rather than staying behind", arguments: bothDirections)
    func sidebarTransition(direction: TabBarReadingDirection) throws {
        let environment = TabBarDevicePreset.iPadPro11.environment(.landscape, direction: direction)
        let bar = Self.layout(direction, environment: environment, regularWidth: .topBar)
        let sidebar = Self.layout(direction, [.sidebarToggled], environment: environment, regularWidth: .topBar)
        let moving = TabBarLayout.sidebarTransition(from: bar, to: sidebar, progress: 0.3)
        let live = try #require(moving.detachedProminent), start = try #require(bar.detachedProminent)
        let circle = try #require(live.actionButtonFrame)
        #expect(live.iconFrame.center != start.iconFrame.center, "the icon moves toward its row")
        #expect(abs(circle.midX - live.iconFrame.midX) < 0.5 && abs(circle.midY - live.iconFrame.midY) < 0.5, "the circle stays round the icon")
    }

    @Test("the detached circle shrinks about Live's icon as it travels, to nothing at the half-way point where the sidebar takes over", arguments: bothDirections)
    func sidebarTransitionShrinks(direction: TabBarReadingDirection) throws {
        let environment = TabBarDevicePreset.iPadPro11.environment(.landscape, direction: direction)
        let bar = Self.layout(direction, environment: environment, regularWidth: .topBar)
        let sidebar = Self.layout(direction, [.sidebarToggled], environment: environment, regularWidth: .topBar)
        let full = try #require(bar.detachedProminent?.actionButtonFrame).width
        #expect(TabBarLayout.sidebarTransition(from: bar, to: sidebar, progress: 0).detachedProminent?.actionButtonFrame?.width == full)
        var previous = full
        for t in [0.1, 0.25, 0.4, 0.49] {
            let moving = TabBarLayout.sidebarTransition(from: bar, to: sidebar, progress: t)
            let circle = try #require(moving.detachedProminent?.actionButtonFrame)
            #expect(circle.width < previous && abs(circle.width - full * (1 - 2 * t)) < 1, "at \(t)")
            #expect(abs(circle.midX - (moving.detachedProminent?.iconFrame.midX ?? 0)) < 0.5)
            previous = circle.width
        }
        #expect(previous < full * 0.05, "all but gone just before the sidebar is drawn")
        #expect(TabBarLayout.sidebarTransition(from: bar, to: sidebar, progress: 0.5).detachedProminent == nil)
    }
}

@_spi(TabBarKitInternal) @testable import TabBarCore
import TabBarRender
import TabBarTesting
import Testing

/// How the core's work grows with the number of tabs, counted rather than timed (debug builds count
/// every `TabID` comparison — a scan compares once per element, a hashed lookup about once — and
/// every item the layout builds): linear with equal widths, constant when the bar scrolls. A
/// quadratic path, or a scan of the order per item, makes these fail.
struct ComplexityTests {
    static let sizes = [50, 100, 200, 400]

    /// A bar of `count` synthetic tabs, with the tab at `selected` chosen.
    static func bar(_ count: Int, selected: Int = 0) -> (TabBarConfiguration, TabBarState) {
        let configuration = TabBarConfiguration.synthetic(tabCount: count)
        var machine = TabBarMachine.fixture(configuration)
        _ = machine.handle(.selectionRequested(TabID("t\(selected)")))
        return (configuration, machine.state)
    }

    /// Wide enough for every tab at an equal width.
    static func wide(_ count: Int) -> TabBarLayoutEnvironment {
        TabBarLayoutEnvironment(containerSize: TabBarSize(width: 64 * Double(count), height: 874))
    }

    /// Work per tab at each size; linear means it stays flat (within `slack` of the smallest size).
    ///
    /// Hashed lookups compare ids again on a hash collision, and Swift seeds hashing anew in every
    /// process, so counts vary between runs (lint's per-tab figure was seen from 14.8 to 21.9). A
    /// slack of 2 absorbs that; a quadratic path grows 8× from 50 to 400 tabs and still fails.
    static func expectLinear(_ perTab: [Double], slack: Double = 2, _ what: String) {
        let least = perTab.min() ?? 0
        #expect(perTab.allSatisfy { $0 <= least * slack + 0.5 }, "\(what): work per tab \(perTab) grows with the number of tabs")
    }

    @Test("equal-width layout builds each item once and compares ids a fixed number of times per tab")
    func equalWidthLayoutIsLinear() {
        var perTab: [Double] = []
        for count in Self.sizes {
            let (configuration, state) = Self.bar(count, selected: count - 1)
            let counts = WorkCounter.measure {
                _ = TabBarLayout(configuration: configuration, state: state, environment: Self.wide(count), theme: .system, measurer: FixedWidthMeasurer())
            }
            #expect(counts.itemsBuilt == count)
            perTab.append(Double(counts.idComparisons) / Double(count))
        }
        Self.expectLinear(perTab, "layout")
    }

    @Test("scrolling layout costs the same at 50 and 1,000 tabs, whichever tab is selected")
    func scrollingLayoutIsConstant() {
        var all: [WorkCounter.Counts] = []
        for count in [50, 200, 1_000] {
            for selected in [0, count / 2, count - 1] {
                let (configuration, state) = Self.bar(count, selected: selected)
                let counts = WorkCounter.measure {
                    let layout = TabBarLayout(configuration: configuration, state: state, environment: TabBarDevicePreset.iPhone16Pro.environment(), theme: .system, measurer: FixedWidthMeasurer())
                    #expect(layout.scroll.isScrollable)
                    _ = layout.item(TabID("t\(selected)"))
                }
                all.append(counts)
            }
        }
        let items = all.map(\.itemsBuilt), comparisons = all.map(\.idComparisons)
        #expect((items.max() ?? 0) <= 10 && (items.max() ?? 0) - (items.min() ?? 0) <= 1, "items built: \(items)")
        // Hashed lookups compare keys along their probe sequences, a count that moves with the per-process
        // hash seed (runs saw up to 42); a scan of 1,000 tabs would be hundreds.
        #expect((comparisons.max() ?? 0) <= 100, "id comparisons: \(comparisons)")
    }

    @Test("accessibility elements, lint, all items and the renderer grow linearly")
    func perTabWorkIsLinear() {
        var elements: [Double] = [], lint: [Double] = [], allItems: [Double] = [], render: [Double] = []
        for count in Self.sizes {
            let (configuration, state) = Self.bar(count, selected: count - 1)
            let layout = TabBarLayout(configuration: configuration, state: state, environment: Self.wide(count), theme: .system, measurer: FixedWidthMeasurer())
            let a = WorkCounter.measure { _ = TabBarAccessibility.elements(configuration: configuration, state: state, layout: layout) }
            elements.append(Double(a.idComparisons + a.itemsBuilt) / Double(count))
            let l = WorkCounter.measure { _ = TabBarLinter(measurer: FixedWidthMeasurer(), environment: Self.wide(count)).lint(configuration, theme: .system) }
            lint.append(Double(l.idComparisons + l.itemsBuilt) / Double(count))
            let i = WorkCounter.measure { #expect(layout.allItems().count == count) }
            allItems.append(Double(i.idComparisons + i.itemsBuilt) / Double(count))
            let r = WorkCounter.measure { _ = TabBarRenderer(configuration: configuration, layout: layout, theme: .system, appearance: TabBarAppearance()).barDisplayList() }
            render.append(Double(r.idComparisons + r.itemsBuilt) / Double(count))
        }
        Self.expectLinear(elements, "accessibility elements")
        Self.expectLinear(lint, "lint")
        Self.expectLinear(allItems, "allItems()")
        Self.expectLinear(render, "bar display list")
    }

    @Test("a configuration finds a tab by id without scanning, also after its tabs change")
    func configurationIndex() {
        var configuration = TabBarConfiguration.synthetic(tabCount: 1_000)
        let counts = WorkCounter.measure { #expect(configuration.tab("t999")?.title == "Tab 999") }
        // A hashed lookup compares the keys along one probe sequence: a handful, more or fewer with the
        // per-process hash seed (runs saw 1 to 8); a scan would compare about 1,000.
        #expect(counts.idComparisons <= 32)
        configuration.tabs.removeFirst()
        configuration.tabs.append(TabBarKitItem(id: "extra", title: "Extra"))
        #expect(configuration.tab("t0") == nil)
        #expect(configuration.position(of: "t1") == 0)
        #expect(configuration.tab("extra")?.title == "Extra")
        #expect(configuration == TabBarConfiguration(tabs: configuration.tabs, selected: configuration.selected, behavior: configuration.behavior))
    }

    @Test("a state's shown order follows reorders and hidden tabs")
    func stateIndex() {
        var machine = TabBarMachine.fixture(.synthetic(tabCount: 6))
        _ = machine.handle(.tabHidden("t1"))
        #expect(machine.state.visibleOrder == ["t0", "t2", "t3", "t4", "t5"])
        #expect(machine.state.visiblePosition(of: "t2") == 1 && machine.state.visiblePosition(of: "t1") == nil)
        _ = machine.handle(.tabsReordered(["t5", "t4"]))
        #expect(machine.state.visibleOrder.prefix(2) == ["t5", "t4"])
        #expect(machine.state.visiblePosition(of: "t0") == 2)
    }

    @Test("an animation track's duration is solved once, when it is made")
    func trackDurationIsStored() {
        var track = TabBarAnimationTrack(.indicatorSlide, curve: .spring(TabBarSpringCurve(duration: 0.5, bounce: 0.2)), from: 0, to: 1)
        let solved = TabBarSpringCurve(duration: 0.5, bounce: 0.2).settlingTime(from: 0, to: 1)
        #expect(track.activeDuration == solved)
        track.to = 10
        #expect(track.activeDuration == TabBarSpringCurve(duration: 0.5, bounce: 0.2).settlingTime(from: 0, to: 10))
        track.curve = .timed(.linear, duration: 0.3)
        #expect(track.activeDuration == 0.3)
    }
}

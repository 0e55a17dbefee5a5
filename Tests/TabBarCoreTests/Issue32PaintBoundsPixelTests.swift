import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarRender
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

/// Issue 32, the fourth device review of the painters' images, finding 4 (/work/reviews/i32m-report.md): the UIKit bar
/// draws each run of primitives in a layer sized from its paint bounds, and its backing store starts at that layer's
/// origin. Text widens the bounds by a quarter of its size (2.5 pt = 7.5 px at @3x for a 10 pt label), so a layer sized
/// from the bare union sits off the pixel grid and the icon snapped to whole pixels inside it is resampled; the bounds a
/// retained painter sizes its layers from are rounded outward to whole pixels at the display scale.
@Suite("Issue 32 fourth device review: paint bounds on whole pixels")
struct Issue32PaintBoundsPixelTests {
    static let scales: [Double] = [1, 2, 3]

    /// Whether every edge of `rect` is on a whole pixel at `scale`.
    static func onPixels(_ rect: TabBarRect, scale: Double) -> Bool {
        [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy { abs($0 * scale - ($0 * scale).rounded()) < 1e-9 }
    }

    static func contains(_ outer: TabBarRect, _ inner: TabBarRect) -> Bool {
        outer.minX <= inner.minX + 1e-9 && outer.minY <= inner.minY + 1e-9 && outer.maxX >= inner.maxX - 1e-9 && outer.maxY >= inner.maxY - 1e-9
    }

    /// The runs a retained painter draws in one layer each: the primitives between two groups, at every level.
    static func runs(_ items: [TabBarDisplayItem]) -> [[TabBarDisplayItem]] {
        var found: [[TabBarDisplayItem]] = []
        var run: [TabBarDisplayItem] = []
        for item in items {
            if case .group(let group) = item {
                if !run.isEmpty { found.append(run) }
                run = []
                found += runs(group.children)
            } else if case .backdrop = item {
                continue
            } else {
                run.append(item)
            }
        }
        if !run.isEmpty { found.append(run) }
        return found
    }

    static func systemBar(_ direction: TabBarReadingDirection) -> TabBarDisplayList {
        let configuration = TabBarConfiguration.example(.social)
        let layout = TabBarLayout(
            configuration: configuration, state: TabBarMachine.fixture(configuration).state,
            environment: TabBarDevicePreset.iPhone16Pro.environment(direction: direction), theme: .system, measurer: TabBarInterTextMeasurer())
        return TabBarDrawing(configuration: configuration, layout: layout, theme: .system, appearance: TabBarAppearance(.light)).list
    }

    @Test(
        "the system bar's runs (icon with label) are laid out in layers on whole pixels, holding all they paint; an icon on whole pixels stays on them inside its layer",
        arguments: bothDirections, scales)
    func barRunsOnPixels(direction: TabBarReadingDirection, scale: Double) throws {
        let runs = Self.runs(Self.systemBar(direction).items)
        let withIcons = runs.filter { run in run.contains { if case .symbol = $0 { true } else if case .image = $0 { true } else { false } } }
        try #require(!withIcons.isEmpty, "the bar draws its icons in runs")
        // The fixture exercises the fault: some run's bare union (a label's quarter-size margin) is off the grid at this scale.
        let bare = runs.compactMap { TabBarDisplayItem.paintBounds(of: $0) }
        if scale > 1 { #expect(bare.contains { !Self.onPixels($0, scale: scale) }, "a run off the grid unrounded at @\(scale)x") }
        for run in runs {
            let exact = try #require(TabBarDisplayItem.paintBounds(of: run))
            let box = try #require(TabBarDisplayItem.paintBounds(of: run, displayScale: scale))
            #expect(Self.onPixels(box, scale: scale), "\(box) at @\(scale)x (\(direction))")
            #expect(Self.contains(box, exact), "\(box) holds \(exact)")
            #expect(box.width - exact.width < 2 / scale + 1e-9 && box.height - exact.height < 2 / scale + 1e-9, "at most a pixel more per edge")
            // A symbol drawn in its pixel frame lands on whole pixels of the layer's backing store (its origin subtracted).
            for case .symbol(let symbol) in run {
                let drawn = symbol.fittedFrame(aspectRatio: 1.15, displayScale: scale)
                let inLayer = TabBarRect(x: drawn.minX - box.minX, y: drawn.minY - box.minY, width: drawn.width, height: drawn.height)
                #expect(Self.onPixels(inLayer, scale: scale), "\(symbol.name) at \(inLayer) in its layer at @\(scale)x")
            }
        }
    }

    @Test("rounding outward floors the minimum and ceils the maximum, for negative coordinates too; on-grid and non-positive scales leave it", arguments: scales)
    func roundsOutward(scale: Double) throws {
        let text = TabBarDisplayItem.text(TabBarDisplayText(
            "Home", frame: TabBarRect(x: 100.3, y: 40.25, width: 30.1, height: 12), origin: TabBarPoint(x: 115.35, y: 50), size: 10, weight: .medium,
            color: .black, anchor: .middle))
        let shifted = TabBarDisplayItem.shape(.rect(TabBarRect(x: -10.4, y: -3.7, width: 5.05, height: 2.2), cornerRadius: 0), fill: .solid(.black), stroke: nil)
        for items in [[text], [shifted], [text, shifted]] {
            let exact = try #require(TabBarDisplayItem.paintBounds(of: items))
            let box = try #require(TabBarDisplayItem.paintBounds(of: items, displayScale: scale))
            #expect(box.minX == (exact.minX * scale).rounded(.down) / scale && box.minY == (exact.minY * scale).rounded(.down) / scale)
            #expect(abs(box.maxX - (exact.maxX * scale).rounded(.up) / scale) < 1e-9 && abs(box.maxY - (exact.maxY * scale).rounded(.up) / scale) < 1e-9)
        }
        // Already on whole pixels (a third of a point at @3x, with its rounding error): unchanged, not a pixel wider.
        let third = 1.0 / 3
        let snapped = TabBarDisplayItem.shape(.rect(TabBarRect(x: 10 + third, y: 2 * third, width: 20 * third, height: 1), cornerRadius: 0), fill: .solid(.black), stroke: nil)
        let exact = try #require(TabBarDisplayItem.paintBounds(of: [snapped]))
        let box = try #require(TabBarDisplayItem.paintBounds(of: [snapped], displayScale: 3))
        #expect(abs(box.minX - exact.minX) < 1e-9 && abs(box.maxX - exact.maxX) < 1e-9 && abs(box.minY - exact.minY) < 1e-9 && abs(box.maxY - exact.maxY) < 1e-9)
        #expect(TabBarDisplayItem.paintBounds(of: [text], displayScale: 0) == TabBarDisplayItem.paintBounds(of: [text]))
    }

    @Test("a content shadow's group, before its transform, is rounded outward to whole pixels too", arguments: scales)
    func contentShadowOnPixels(scale: Double) throws {
        let icon = TabBarDisplayItem.symbol(TabBarDisplaySymbol("house", frame: TabBarRect(x: 50.3, y: 7.6, width: 24, height: 24), color: .black))
        let group = TabBarDisplayGroup([icon], effect: .contentShadow(TabBarDisplayContentShadow(color: .black, sigma: 1.5, dx: 0, dy: 0.7)))
        let exact = try #require(group.paintBoundsBeforeTransform)
        let box = try #require(group.paintBoundsBeforeTransform(displayScale: scale))
        #expect(!Self.onPixels(exact, scale: scale), "the fixture is off the grid: \(exact)")
        #expect(Self.onPixels(box, scale: scale) && Self.contains(box, exact), "\(box) at @\(scale)x")
    }
}

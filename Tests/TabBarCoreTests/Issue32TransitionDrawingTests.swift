import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarRender

/// The device review of the sidebar transition's drawing (items 6 and 7): a moving icon and a shrinking glyph are drawn at
/// fixed coordinates (where they rest) and carried onto their moving frames by their groups' transforms alone, so a
/// painter that keeps what it drew (UIKit's run layers) redraws nothing per frame; and an icon is drawn at the larger of
/// its two resting sizes, so what is drawn once is only ever shrunk, never enlarged (soft).
@Suite("Issue 32 device review: the sidebar transition draws once and moves by transforms")
struct Issue32TransitionDrawingTests {
    typealias Transition = Issue32GlyphScaleTests.Transition

    /// The symbol drawn for `tab` (its icon, or its glyph when `glyph`) in `list`, with the frame it lands on.
    static func drawn(_ tab: TabID, glyph: Bool = false, in list: TabBarDisplayList) -> Issue32GlyphScaleTests.Drawn? {
        let group = glyph ? "glyph:\(tab.rawValue)" : "tab:\(tab.rawValue)"
        return Issue32GlyphScaleTests.drawnSymbols(list).first { drawn in
            drawn.groups.contains(group) && (glyph || !drawn.groups.contains { $0.hasPrefix("glyph:") })
        }
    }

    @Test("between two frames of the same half a moving icon is the same primitive at the same place: only its transform moves it", arguments: bothDirections)
    func iconsAtFixedCoordinates(direction: TabBarReadingDirection) throws {
        let transition = Transition(Issue32TopBarTests.sample, direction: direction)
        for (a, b) in [(0.2, 0.3), (0.3, 0.45), (0.55, 0.7), (0.7, 0.9)] {
            let (first, second) = (transition.list(a), transition.list(b))
            let moving = transition.layout(a).items.filter { $0.transitionScale != nil && $0.actionButtonFrame == nil }
            #expect(moving.count >= 3, "at \(a) the tabs both show move")
            var moved = 0
            for item in moving {
                let one = try #require(Self.drawn(item.id, in: first), "\(item.id) at \(a)")
                let two = try #require(Self.drawn(item.id, in: second), "\(item.id) at \(b)")
                // The primitive a painter draws (and UIKit's run layer keeps) is the same value in both frames.
                #expect(one.symbol == two.symbol, "\(item.id) from \(a) to \(b): drawn at \(one.symbol.frame), then at \(two.symbol.frame)")
                // It is at its resting place in the layout drawn, not on its moving frame.
                let rest = try #require(item.transitionScale?.restingIconFrame)
                #expect(abs(one.symbol.frame.midX - rest.midX) < 1e-9 && abs(one.symbol.frame.midY - rest.midY) < 1e-9)
                if !Issue32GlyphScaleTests.close(one.frame, two.frame, tolerance: 0.01) { moved += 1 }
            }
            #expect(moved > 0, "from \(a) to \(b) some icon moves on screen, or the test shows nothing")
        }
    }

    @Test("a shrinking glyph too: the same primitive in every frame of the bar's half, moved and scaled by its group", arguments: bothDirections)
    func glyphAtFixedCoordinates(direction: TabBarReadingDirection) throws {
        let transition = Transition(Issue32ProminentDetachedTests.sample, direction: direction)
        let live = try #require(transition.bar.detachedProminent)
        let first = try #require(Self.drawn(live.id, glyph: true, in: transition.list(0.1)))
        for t in [0.2, 0.3, 0.4] {
            let glyph = try #require(Self.drawn(live.id, glyph: true, in: transition.list(t)), "at \(t)")
            #expect(glyph.symbol == first.symbol, "at \(t): drawn at \(glyph.symbol.frame), at 0.1 at \(first.symbol.frame)")
            let item = try #require(transition.layout(t).item(live.id))
            #expect(abs(glyph.frame.midX - item.iconFrame.midX) < 0.01 && abs(glyph.frame.midY - item.iconFrame.midY) < 0.01, "at \(t) it lands on the moving icon")
        }
    }

    @Test("an icon is drawn at the larger of its two resting sizes and only ever shrunk onto its moving frame", arguments: bothDirections)
    func drawnAtTheLargerSize(direction: TabBarReadingDirection) throws {
        let transition = Transition(Issue32TopBarTests.sample, direction: direction)
        var sizes: [TabID: (bar: Double, sidebar: Double)] = [:]
        for item in transition.bar.items {
            if let row = transition.sidebar.item(item.id) { sizes[item.id] = (item.iconFrame.height, row.iconFrame.height) }
        }
        #expect(sizes.values.contains { $0.bar != $0.sidebar }, "the bar's icons and the sidebar's rows differ in size, or the test shows nothing")
        for t in stride(from: 0.05, through: 0.95, by: 0.05) {
            for item in transition.layout(t).items where item.transitionScale != nil && item.actionButtonFrame == nil {
                guard let pair = sizes[item.id] else { continue }
                let icon = try #require(Self.drawn(item.id, in: transition.list(t)), "\(item.id) at \(t)")
                #expect(abs(icon.symbol.frame.height - max(pair.bar, pair.sidebar)) < 1e-9, "\(item.id) at \(t): loaded at \(icon.symbol.frame.height), rests at \(pair)")
                #expect(icon.frame.height <= icon.symbol.frame.height + 1e-9, "\(item.id) at \(t): enlarged from \(icon.symbol.frame.height) to \(icon.frame.height)")
            }
        }
    }

    @Test("the drawn size: the resting size, enlarged in proportion when the other resting place is larger on either axis")
    func drawnSizeRule() {
        let twenty = TabBarSize(width: 20, height: 20)
        #expect(TabItemTransitionScale.drawnSize(resting: twenty, other: TabBarSize(width: 24, height: 24)) == TabBarSize(width: 24, height: 24))
        #expect(TabItemTransitionScale.drawnSize(resting: TabBarSize(width: 24, height: 24), other: twenty) == TabBarSize(width: 24, height: 24))
        #expect(TabItemTransitionScale.drawnSize(resting: TabBarSize(width: 20, height: 10), other: TabBarSize(width: 20, height: 15)) == TabBarSize(width: 30, height: 15),
                "the aspect ratio kept")
        #expect(TabItemTransitionScale.drawnSize(resting: TabBarSize(width: 0, height: 0), other: twenty) == TabBarSize(width: 0, height: 0))
        let scale = TabItemTransitionScale(restingIconFrame: TabBarRect(x: 4, y: 6, width: 20, height: 20))
        #expect(scale.drawnIconSize == twenty && scale.iconSize == twenty && scale.buttonScale == 1)
    }
}

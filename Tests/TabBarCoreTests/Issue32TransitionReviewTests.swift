import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarRender

/// The second device review of the painters' images and the sidebar transition, items 2 and 6 (the list's part): a turned
/// glyph turns in place on its shrinking circle while the transition carries it, and the sidebar button's symbol is
/// drawn once where it rests and moved by a translation, as the icons are.
@Suite("Issue 32 second device review: the turned glyph and the sidebar button in the transition")
struct Issue32TransitionReviewTests {
    typealias Transition = Issue32GlyphScaleTests.Transition

    /// The transition's drawing at `t`, its slots filled from `frame`.
    static func list(_ transition: Transition, _ t: Double, frame: TabBarAnimationFrame?) -> TabBarDisplayList {
        var drawing = TabBarDrawing(configuration: transition.configuration, layout: transition.layout(t), theme: .floating, appearance: TabBarAppearance(.light))
        drawing.apply(frame)
        return drawing.list
    }

    /// A frame turning every action's glyph by `degrees` (an action menu opening or closing).
    static func turning(_ degrees: Double) -> TabBarAnimationFrame {
        var frame = TabBarAnimationFrame()
        frame.actionRotation = degrees
        return frame
    }

    @Test("item 2: a turned glyph's centre stays on its circle's centre in every frame of the transition", arguments: bothDirections)
    func turnedGlyphStaysOnItsCircle(direction: TabBarReadingDirection) throws {
        let transition = Transition(Issue32ProminentDetachedTests.sample, direction: direction)
        let live = try #require(transition.bar.detachedProminent)
        let pixel = 1 / transition.bar.environment.displayScale
        var moved = 0
        for degrees in [45.0, 20, -30] {
            for step in 0...48 {
                let t = Double(step) / 100
                let item = try #require(transition.layout(t).item(live.id))
                let circle = try #require(item.actionButtonFrame)
                guard let glyph = Issue32GlyphScaleTests.glyph(live.id, in: Self.list(transition, t, frame: Self.turning(degrees))) else {
                    #expect(circle.width < 1, "at \(t) only a vanished circle draws no glyph")
                    continue
                }
                // The centre of the drawn glyph (through its group's transform and its slot's turn) is the icon's, which the
                // circle is centred on (both snapped to the pixel grid).
                #expect(abs(glyph.frame.midX - item.iconFrame.midX) < 1e-6 && abs(glyph.frame.midY - item.iconFrame.midY) < 1e-6,
                        "turned \(degrees)° at \(t): the glyph's centre \(glyph.frame.midX), \(glyph.frame.midY), the icon's \(item.iconFrame.midX), \(item.iconFrame.midY)")
                #expect(abs(glyph.frame.midX - circle.midX) <= pixel + 1e-6 && abs(glyph.frame.midY - circle.midY) <= pixel + 1e-6,
                        "turned \(degrees)° at \(t): off its circle by \(glyph.frame.midX - circle.midX), \(glyph.frame.midY - circle.midY)")
                if let rest = item.transitionScale?.restingIconFrame, abs(rest.midX - item.iconFrame.midX) > 1 { moved += 1 }
            }
        }
        #expect(moved > 0, "the icon moves away from where the glyph is drawn, or the test shows nothing")
    }

    @Test("item 2: at rest the glyph still turns about its icon's centre, its menu open or turning")
    func turnedGlyphAtRest() throws {
        let transition = Transition(Issue32ProminentDetachedTests.sample, direction: .leftToRight)
        let live = try #require(transition.bar.detachedProminent)
        let glyph = try #require(Issue32GlyphScaleTests.glyph(live.id, in: Self.list(transition, 0, frame: Self.turning(45))))
        #expect(abs(glyph.frame.midX - live.iconFrame.midX) < 1e-9 && abs(glyph.frame.midY - live.iconFrame.midY) < 1e-9)
        // Turned 45° about its centre, the square's diagonal from its top-left to its bottom-right corner stands upright.
        #expect(glyph.frame.width < 1e-6 && abs(glyph.frame.height - live.iconFrame.height * 2.squareRoot()) < 1e-6, "it is turned, or the test shows nothing")
    }

    /// The sidebar button's symbol in `list`, with where it is drawn on screen.
    static func toggle(in list: TabBarDisplayList) -> Issue32GlyphScaleTests.Drawn? {
        Issue32GlyphScaleTests.drawnSymbols(list).first { $0.groups.contains("sidebar-toggle") }
    }

    @Test("item 6: the sidebar button's symbol is the same primitive in every frame of a half, moved onto its button by its group", arguments: bothDirections)
    func sidebarToggleAtFixedCoordinates(direction: TabBarReadingDirection) throws {
        let transition = Transition(Issue32TopBarTests.sample, direction: direction)
        var moved = 0
        for half in [Array(stride(from: 0.05, to: 0.5, by: 0.05)), Array(stride(from: 0.5, through: 0.95, by: 0.05))] {
            let first = try #require(Self.toggle(in: transition.list(half[0])))
            for t in half {
                let layout = transition.layout(t)
                let button = try #require(layout.sidebarToggle)
                let drawn = try #require(Self.toggle(in: transition.list(t)), "at \(t)")
                // The primitive a painter draws (and UIKit's run layer keeps) is the same value throughout the half …
                #expect(drawn.symbol == first.symbol, "at \(t): drawn at \(drawn.symbol.frame), at \(half[0]) at \(first.symbol.frame)")
                // … where the button rests in the layout drawn, and it lands on the moving button's centre, unscaled.
                let rest = try #require(layout.restingSidebarToggle)
                #expect(abs(drawn.symbol.frame.midX - rest.midX) < 1e-9 && abs(drawn.symbol.frame.midY - rest.midY) < 1e-9)
                #expect(abs(drawn.frame.midX - button.midX) < 1e-9 && abs(drawn.frame.midY - button.midY) < 1e-9, "at \(t)")
                #expect(abs(drawn.frame.width - drawn.symbol.frame.width) < 1e-9)
                if abs(button.midX - rest.midX) > 1 || abs(button.midY - rest.midY) > 1 { moved += 1 }
            }
        }
        #expect(moved > 0, "the button moves, or the test shows nothing")
    }

    @Test("item 6: at rest the sidebar button's symbol is centred on its button with no transform, in the bar and the sidebar", arguments: bothDirections)
    func sidebarToggleAtRest(direction: TabBarReadingDirection) throws {
        let transition = Transition(Issue32TopBarTests.sample, direction: direction)
        for (layout, t) in [(transition.bar, 0.0), (transition.sidebar, 1.0)] {
            #expect(layout.restingSidebarToggle == nil)
            let button = try #require(layout.sidebarToggle)
            let list = Issue32GlyphScaleTests.list(layout, configuration: transition.configuration, theme: .floating)
            let drawn = try #require(Self.toggle(in: list), "at \(t)")
            #expect(abs(drawn.symbol.frame.midX - button.midX) < 1e-9 && abs(drawn.symbol.frame.midY - button.midY) < 1e-9)
            #expect(drawn.frame == drawn.symbol.frame, "no transform at rest")
        }
    }
}

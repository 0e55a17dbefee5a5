import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarRender
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

/// Issue 32's leftovers, item 2: an action's glyph (and every icon) is drawn at exactly the size the layout says at
/// rest, whatever the button's size; while a top bar becomes the sidebar (or back) icons and glyphs are drawn at a
/// resting size and scaled, so they shrink without steps and no painter loads a symbol per frame (a symbol's point
/// size is its frame's height: UIKit's cache key and SwiftUI's canvas symbol both follow it).
@Suite("Issue 32 leftovers: glyphs and icons scale, never reload per frame")
struct Issue32GlyphScaleTests {
    /// A symbol of a list with the frame it is drawn at on screen: its own frame through every group's transform and slot.
    struct Drawn {
        var symbol: TabBarDisplaySymbol
        var frame: TabBarRect
        /// The ids of the groups round it, outermost first.
        var groups: [String]
    }

    /// Every symbol of a list with its drawn frame (the transforms here scale and move; none rotates at rest).
    static func drawnSymbols(_ list: TabBarDisplayList) -> [Drawn] {
        var found: [Drawn] = []
        func walk(_ items: [TabBarDisplayItem], matrix: TabBarDisplayMatrix, groups: [String]) {
            for item in items {
                switch item {
                case .symbol(let symbol):
                    let a = matrix.apply(TabBarPoint(x: symbol.frame.minX, y: symbol.frame.minY))
                    let b = matrix.apply(TabBarPoint(x: symbol.frame.maxX, y: symbol.frame.maxY))
                    let frame = TabBarRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
                    found.append(Drawn(symbol: symbol, frame: frame, groups: groups))
                case .group(let group):
                    let own = TabBarDisplayGroupPaint(group, value: list.value(of: group)).matrix
                    walk(group.children, matrix: own.map { matrix.after($0) } ?? matrix, groups: groups + [group.id ?? ""])
                case .shape, .text, .image, .backdrop: break
                }
            }
        }
        walk(list.items, matrix: .identity, groups: [])
        return found
    }

    /// The drawn glyph of `tab` in `list` (`nil`: none drawn).
    static func glyph(_ tab: TabID, in list: TabBarDisplayList) -> Drawn? {
        drawnSymbols(list).first { $0.groups.contains("glyph:\(tab.rawValue)") }
    }

    static func list(_ layout: TabBarLayout, configuration: TabBarConfiguration, theme: TabBarTheme) -> TabBarDisplayList {
        TabBarDrawing(configuration: configuration, layout: layout, theme: theme, appearance: TabBarAppearance(.light)).list
    }

    // MARK: At rest

    /// The social bar's raised action (a 24-point icon) in buttons from 30 to 56 points: under about 34 points the
    /// square inscribed in the circle is smaller than the icon.
    static let buttonSides: [Double] = [30, 32, 33, 34, 40, 56]

    @Test("at rest an action's glyph is exactly the layout's icon frame, unscaled, whatever its button's size", arguments: bothDirections)
    func glyphAtRest(direction: TabBarReadingDirection) throws {
        let configuration = TabBarConfiguration.example(.social)
        for side in Self.buttonSides {
            var theme = TabBarTheme.system
            theme.actionButton.size = side
            let layout = TabBarLayout(
                configuration: configuration, state: TabBarMachine.fixture(configuration).state,
                environment: TabBarDevicePreset.iPhone16Pro.environment(direction: direction), theme: theme, measurer: TabBarInterTextMeasurer())
            let action = try #require(layout.items.first { $0.actionButtonFrame != nil })
            #expect(action.transitionScale == nil, "at rest nothing is scaled")
            let glyph = try #require(Self.glyph(action.id, in: Self.list(layout, configuration: configuration, theme: theme)), "a \(side)-pt button draws its glyph")
            #expect(glyph.symbol.frame == action.iconFrame, "\(side)-pt button: the glyph is \(glyph.symbol.frame), the layout says \(action.iconFrame)")
            #expect(glyph.frame == action.iconFrame, "\(side)-pt button: drawn unscaled")
        }
    }

    @Test("at rest a detached prominent tab's glyph and every tab icon are exactly the layout's icon frames", arguments: bothDirections)
    func iconsAtRest(direction: TabBarReadingDirection) throws {
        let layout = Issue32ProminentDetachedTests.layout(direction)
        let configuration = Issue32ProminentDetachedTests.sample
        let drawn = Self.drawnSymbols(Self.list(layout, configuration: configuration, theme: .floating))
        for item in layout.items {
            let symbol = try #require(drawn.first { $0.groups.contains("tab:\(item.id.rawValue)") }, "\(item.id)")
            #expect(symbol.symbol.frame == item.iconFrame && symbol.frame == item.iconFrame, "\(item.id): \(symbol.frame) against \(item.iconFrame)")
        }
    }

    // MARK: In the sidebar transition

    /// A top bar (`sample` on an iPad in landscape) and its sidebar, and the transition's drawing at `t`.
    struct Transition {
        var configuration: TabBarConfiguration
        var bar: TabBarLayout
        var sidebar: TabBarLayout

        init(_ configuration: TabBarConfiguration, direction: TabBarReadingDirection) {
            self.configuration = configuration
            let environment = TabBarDevicePreset.iPadPro11.environment(.landscape, direction: direction)
            bar = Issue32ProminentDetachedTests.layout(direction, configuration: configuration, environment: environment, regularWidth: .topBar)
            sidebar = Issue32ProminentDetachedTests.layout(
                direction, [.sidebarToggled], configuration: configuration, environment: environment, regularWidth: .topBar)
        }

        func layout(_ t: Double) -> TabBarLayout { TabBarLayout.sidebarTransition(from: bar, to: sidebar, progress: t) }
        func list(_ t: Double) -> TabBarDisplayList { Issue32GlyphScaleTests.list(layout(t), configuration: configuration, theme: .floating) }
    }

    @Test("a shrinking glyph is scaled, not reloaded: one point size, shrinking with its circle frame by frame, without steps", arguments: bothDirections)
    func glyphShrinksSmoothly(direction: TabBarReadingDirection) throws {
        let transition = Transition(Issue32ProminentDetachedTests.sample, direction: direction)
        let live = try #require(transition.bar.detachedProminent)
        let rest = try #require(Self.glyph(live.id, in: transition.list(0)))
        let restCircle = try #require(live.actionButtonFrame)
        let proportion = rest.frame.width / restCircle.width
        var loaded: Set<Double> = []
        var previous = rest.frame.width
        for step in 1...49 {
            let t = Double(step) / 100
            let layout = transition.layout(t)
            let item = try #require(layout.item(live.id))
            let circle = try #require(item.actionButtonFrame)
            guard let glyph = Self.glyph(live.id, in: transition.list(t)) else {
                #expect(circle.width < 1, "at \(t) only a vanished circle draws no glyph: \(circle.width)")
                continue
            }
            loaded.insert(glyph.symbol.frame.height)
            // Its drawn size follows its circle's: the proportion it has at rest (the circle is snapped to the pixel grid).
            #expect(abs(glyph.frame.width - circle.width * proportion) <= 0.5 * proportion + 1e-6, "at \(t): \(glyph.frame.width) in a \(circle.width)-pt circle")
            #expect(abs(glyph.frame.midX - item.iconFrame.midX) < 0.01 && abs(glyph.frame.midY - item.iconFrame.midY) < 0.01)
            // Shrinking every frame, by about the circle's own step: never a jump of points at once.
            #expect(glyph.frame.width < previous, "at \(t)")
            #expect(previous - glyph.frame.width <= restCircle.width * proportion * 0.02 + 0.5, "at \(t): a step from \(previous) to \(glyph.frame.width)")
            previous = glyph.frame.width
        }
        #expect(loaded == [rest.symbol.frame.height], "one point size over the whole transition: \(loaded.sorted())")
    }

    @Test("over the whole transition every symbol is loaded at a size it has at rest in the bar or the sidebar", arguments: bothDirections)
    func noSymbolSizePerFrame(direction: TabBarReadingDirection) throws {
        for configuration in [Issue32ProminentDetachedTests.sample, Issue32TopBarTests.sample] {
            let transition = Transition(configuration, direction: direction)
            var resting: [String: Set<Double>] = [:]
            for list in [transition.list(0), transition.list(1)] {
                for drawn in Self.drawnSymbols(list) { resting[drawn.symbol.filledName, default: []].insert(drawn.symbol.frame.height) }
            }
            var moved = 0
            for step in 1...99 {
                let t = Double(step) / 100
                for drawn in Self.drawnSymbols(transition.list(t)) {
                    let sizes = resting[drawn.symbol.filledName] ?? []
                    #expect(sizes.contains(drawn.symbol.frame.height), "at \(t): \(drawn.symbol.filledName) at \(drawn.symbol.frame.height), at rest \(sizes.sorted())")
                    if !sizes.contains(drawn.frame.height) { moved += 1 }
                }
            }
            #expect(moved > 0, "some icon is drawn at a size between its two resting ones (scaled), or the test shows nothing")
        }
    }

    @Test("a moving tab's icon is drawn at its moving frame: its resting size scaled onto the layout's icon frame", arguments: bothDirections)
    func movingIconDrawnAtItsFrame(direction: TabBarReadingDirection) throws {
        let transition = Transition(Issue32TopBarTests.sample, direction: direction)
        for t in [0.2, 0.45, 0.55, 0.8] {
            let layout = transition.layout(t)
            let drawn = Self.drawnSymbols(transition.list(t))
            let moving = layout.items.filter { $0.transitionScale != nil }
            #expect(moving.count >= 3, "at \(t) the tabs both show move")
            for item in moving {
                let scale = try #require(item.transitionScale)
                let symbol = try #require(drawn.first { $0.groups.contains("tab:\(item.id.rawValue)") }, "\(item.id) at \(t)")
                #expect(symbol.symbol.frame.width == scale.drawnIconSize.width && symbol.symbol.frame.height == scale.drawnIconSize.height)
                let f = symbol.frame, i = item.iconFrame
                #expect(abs(f.minX - i.minX) < 0.01 && abs(f.minY - i.minY) < 0.01 && abs(f.width - i.width) < 0.01 && abs(f.height - i.height) < 0.01,
                        "\(item.id) at \(t): drawn \(f), laid out \(i)")
            }
        }
    }

    @Test("the sizing rule: at rest the icon frame itself; in a transition drawn at rest and carried onto the frame; a glyph also by its button")
    func placementRule() throws {
        let layout = Issue32ProminentDetachedTests.layout(.leftToRight)
        var item = try #require(layout.detachedProminent)
        let rest = try #require(TabBarDrawing.iconPlacement(item, glyph: true))
        #expect(rest.frame == item.iconFrame && rest.transform == nil)
        let icon = item.iconFrame
        item.iconFrame = TabBarRect(x: icon.minX + 10, y: icon.minY + 5, width: icon.width * 1.5, height: icon.height * 1.5)
        item.transitionScale = TabItemTransitionScale(restingIconFrame: icon, buttonScale: 0.5)
        let plain = try #require(TabBarDrawing.iconPlacement(item))
        #expect(plain.frame == icon, "drawn where it rests, at its resting size")
        let scale = try #require(plain.transform)
        #expect(abs(scale.scaleX - 1.5) < 1e-9 && abs(scale.scaleY - 1.5) < 1e-9)
        let mapped = Self.apply(scale, to: plain.frame)
        #expect(Self.close(mapped, item.iconFrame), "carried onto the moving frame: \(mapped) against \(item.iconFrame)")
        let glyph = try #require(TabBarDrawing.iconPlacement(item, glyph: true))
        #expect(glyph.frame == icon && glyph.transform?.scaleX == 0.5 && glyph.transform?.scaleY == 0.5, "a glyph scales with its button")
        let glyphDrawn = Self.apply(try #require(glyph.transform), to: glyph.frame)
        #expect(abs(glyphDrawn.midX - item.iconFrame.midX) < 1e-9 && abs(glyphDrawn.midY - item.iconFrame.midY) < 1e-9, "and moves with the icon")
        item.transitionScale?.buttonScale = 0
        #expect(TabBarDrawing.iconPlacement(item, glyph: true) == nil, "a vanished button draws no glyph")
        #expect(TabBarDrawing.iconPlacement(item) != nil, "the icon itself is not a glyph")
    }

    /// Where `transform` takes `rect` (it scales and moves, never rotates).
    static func apply(_ transform: TabBarDisplayTransform, to rect: TabBarRect) -> TabBarRect {
        let m = transform.matrix
        let a = m.apply(TabBarPoint(x: rect.minX, y: rect.minY)), b = m.apply(TabBarPoint(x: rect.maxX, y: rect.maxY))
        return TabBarRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    static func close(_ a: TabBarRect, _ b: TabBarRect, tolerance: Double = 1e-6) -> Bool {
        abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }
}

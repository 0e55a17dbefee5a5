import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarRender

/// The second device review of issue 32: a directional tab icon (`arrowshape.turn.up.backward`, `chevron.forward`,
/// an asset whose direction mirrors) faces the reading direction as the system's tab bar draws it. Every symbol and
/// image of the list carries the bar's layout direction; Apple's painters load it so and mirror what says it flips.
@Suite("Issue 32 review: tab icons carry the bar's layout direction")
struct Issue32SymbolDirectionTests {
    static let configuration = TabBarConfiguration(tabs: [
        TabBarKitItem(id: "reply", title: "Reply", icon: "arrowshape.turn.up.backward"),
        TabBarKitItem(id: "next", title: "Next", icon: "chevron.forward"),
        TabBarKitItem(id: "new", title: "New", icon: "plus", role: .action),
        TabBarKitItem(id: "logo", title: "Logo", icon: .asset("Logo")),
    ], selected: "reply")

    /// Every symbol and image of a list, however deep in groups.
    static func icons(_ list: TabBarDisplayList) -> (symbols: [TabBarDisplaySymbol], images: [TabBarDisplayImage]) {
        let flat = G0DisplayListTests.flatten(list.items)
        return (flat.compactMap { if case .symbol(let s) = $0 { s } else { nil } }, flat.compactMap { if case .image(let i) = $0 { i } else { nil } })
    }

    static func list(_ direction: TabBarReadingDirection) -> TabBarDisplayList {
        let environment = TabBarDevicePreset.iPhone16Pro.environment(.portrait, direction: direction)
        let machine = Issue32Fixtures.machine(configuration)
        let layout = TabBarLayout(configuration: configuration, state: machine.state, environment: environment, theme: .floating, measurer: TabBarInterTextMeasurer())
        return TabBarDrawing(configuration: configuration, layout: layout, theme: .floating, appearance: TabBarAppearance(.light)).list
    }

    @Test("tab symbols, the action's glyph and asset images are in the bar's direction; none is forced to flip", arguments: [TabBarReadingDirection.leftToRight, .rightToLeft])
    func barIcons(direction: TabBarReadingDirection) {
        let (symbols, images) = Self.icons(Self.list(direction))
        #expect(Set(symbols.map(\.name)).isSuperset(of: ["arrowshape.turn.up.backward", "chevron.forward", "plus"]))
        #expect(images.map(\.icon.name) == ["Logo"])
        #expect(symbols.allSatisfy { $0.layoutDirection == direction && !$0.rightToLeft && $0.loadDirection == direction })
        #expect(images.allSatisfy { $0.layoutDirection == direction })
    }

    @Test("a top bar's sidebar rows and its button carry the direction; the button alone is forced to flip")
    func sidebarIcons() throws {
        let layout = Issue32TopBarTests.layout(.rightToLeft, [.sidebarToggled])
        let list = TabBarDrawing(configuration: Issue32TopBarTests.sample, layout: layout, theme: .floating, appearance: TabBarAppearance(.light)).list
        let symbols = Self.icons(list).symbols
        #expect(symbols.count > 2)
        #expect(symbols.allSatisfy { $0.layoutDirection == .rightToLeft })
        #expect(symbols.filter(\.rightToLeft).map(\.name) == [TabBarDrawing.sidebarToggleSymbol])
        #expect(try Issue32SidebarSymbolTests.symbol(.rightToLeft).loadDirection == .leftToRight)
    }

    @Test("the painters' rule: mirror what is forced, or, in right to left, what the loaded image says flips")
    func mirrorRule() {
        let frame = TabBarRect(x: 0, y: 0, width: 24, height: 24)
        let rtl = TabBarDisplaySymbol("chevron.forward", frame: frame, color: .black, layoutDirection: .rightToLeft)
        let ltr = TabBarDisplaySymbol("chevron.forward", frame: frame, color: .black)
        let forced = TabBarDisplaySymbol("sidebar.leading", frame: frame, color: .black, rightToLeft: true, layoutDirection: .rightToLeft)
        #expect(rtl.mirrorsWhenDrawn(imageFlipsForRightToLeft: true) && !rtl.mirrorsWhenDrawn(imageFlipsForRightToLeft: false))
        #expect(!ltr.mirrorsWhenDrawn(imageFlipsForRightToLeft: true))
        #expect(forced.mirrorsWhenDrawn(imageFlipsForRightToLeft: false))
        let asset = TabBarDisplayImage(.asset("Logo"), frame: frame, color: .black, layoutDirection: .rightToLeft)
        #expect(asset.mirrorsWhenDrawn(imageFlipsForRightToLeft: true) && !asset.mirrorsWhenDrawn(imageFlipsForRightToLeft: false))
        #expect(!TabBarDisplayImage(.asset("Logo"), frame: frame, color: .black).mirrorsWhenDrawn(imageFlipsForRightToLeft: true))
    }

    @Test("the SVG is unchanged: it mirrors only the forced symbol (its built-in icons have no direction of their own)")
    func svgUnchanged() {
        let frame = TabBarRect(x: 10, y: 10, width: 24, height: 24)
        let writer = TabBarSVGWriter()
        func svg(_ direction: TabBarReadingDirection) -> String {
            writer.write(TabBarDisplayList(size: TabBarSize(width: 44, height: 44), items: [
                .symbol(TabBarDisplaySymbol("chevron.forward", frame: frame, color: .black, layoutDirection: direction)),
            ]))
        }
        #expect(svg(.rightToLeft) == svg(.leftToRight))
    }

    @Test("a detached circle shrinking in the sidebar transition takes its glyph with it: the glyph keeps its proportion to the circle")
    func glyphShrinksWithCircle() throws {
        let environment = TabBarDevicePreset.iPadPro11.environment(.landscape)
        let bar = Issue32ProminentDetachedTests.layout(.leftToRight, environment: environment, regularWidth: .topBar)
        let sidebar = Issue32ProminentDetachedTests.layout(.leftToRight, [.sidebarToggled], environment: environment, regularWidth: .topBar)
        let configuration = Issue32ProminentDetachedTests.sample
        func glyph(_ t: Double) throws -> (glyph: TabBarRect?, circle: TabBarRect, icon: TabBarRect) {
            let moving = TabBarLayout.sidebarTransition(from: bar, to: sidebar, progress: t)
            let item = try #require(moving.detachedProminent)
            let list = TabBarDrawing(configuration: configuration, layout: moving, theme: .floating, appearance: TabBarAppearance(.light)).list
            return (Issue32GlyphScaleTests.glyph(item.id, in: list)?.frame, try #require(item.actionButtonFrame), item.iconFrame)
        }
        let rest = try glyph(0)
        let restGlyph = try #require(rest.glyph)
        #expect(restGlyph == rest.icon, "at rest the glyph keeps the icon's frame")
        for step in 1...49 {
            let t = Double(step) / 100
            let (frame, circle, icon) = try glyph(t)
            guard let frame else { continue }
            // The glyph shrinks with its circle about the icon's centre: no larger against it than at rest (the circle
            // is snapped to the pixel grid, half a point at 2x).
            #expect(frame.width <= circle.width * restGlyph.width / rest.circle.width + 0.5, "at \(t): \(frame) in \(circle)")
            #expect(abs(frame.midX - icon.midX) < 0.01 && abs(frame.midY - icon.midY) < 0.01)
        }
        #expect(try glyph(0.49).glyph.map { $0.width < 1 } ?? true, "all but gone just before half way, where the sidebar takes over")
    }
}

import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarRender
@_spi(TabBarKitInternal) import TabBarTools

/// Issue 32's top bar in right to left: the sidebar button's symbol is `sidebar.leading` (SF Symbols 4, iOS 16), which
/// mirrors where the sidebar opens from the right; `sidebar.left` would not.
@Suite("Issue 32 top bar: the sidebar button's symbol mirrors in right to left")
struct Issue32SidebarSymbolTests {
    /// The symbol the sidebar button's group draws, in the display list of a top bar (or its sidebar).
    static func symbol(_ direction: TabBarReadingDirection, expanded: Bool = false) throws -> TabBarDisplaySymbol {
        let layout = Issue32TopBarTests.layout(direction, expanded ? [.sidebarToggled] : [])
        let list = TabBarDrawing(configuration: Issue32TopBarTests.sample, layout: layout, theme: .floating, appearance: TabBarAppearance(.light)).list
        let group = try #require(G0DisplayListTests.group("sidebar-toggle", in: list))
        let symbols = G0DisplayListTests.flatten(group.children).compactMap { if case .symbol(let s) = $0 { s } else { nil } }
        return try #require(symbols.first)
    }

    @Test("the button draws sidebar.leading, in its right-to-left form in right to left, on the bar and above the sidebar")
    func leadingSymbol() throws {
        #expect(TabBarDrawing.sidebarToggleSymbol == "sidebar.leading")
        #expect(TabBarIconLibrary.contains("sidebar.leading") && TabBarIconLibrary.contains("sidebar.left"))
        for expanded in [false, true] {
            let ltr = try Self.symbol(.leftToRight, expanded: expanded), rtl = try Self.symbol(.rightToLeft, expanded: expanded)
            #expect(ltr.name == "sidebar.leading" && rtl.name == "sidebar.leading")
            #expect(!ltr.rightToLeft && rtl.rightToLeft)
        }
    }

    @Test("the SVG draws the right-to-left form as the left-to-right drawing mirrored within the button's frame")
    func svgMirrors() throws {
        let width = Issue32TopBarTests.layout(.leftToRight).environment.containerSize.width
        let ltr = try Self.symbol(.leftToRight), rtl = try Self.symbol(.rightToLeft)
        // The frames mirror each other across the screen; the drawing inside is flipped.
        #expect(abs(ltr.frame.minX - (width - rtl.frame.maxX)) < 0.5 && ltr.frame.minY == rtl.frame.minY)
        let writer = TabBarSVGWriter()
        func transform(_ symbol: TabBarDisplaySymbol) -> String {
            let list = TabBarDisplayList(size: TabBarSize(width: width, height: 100), items: [.symbol(symbol)])
            let svg = writer.write(list)
            return svg.components(separatedBy: "<g transform=\"").dropFirst().first?.components(separatedBy: "\"").first ?? ""
        }
        let s = writer.number(ltr.frame.width / 24)
        #expect(transform(ltr) == "translate(\(writer.number(ltr.frame.minX)) \(writer.number(ltr.frame.minY))) scale(\(s))")
        #expect(transform(rtl) == "translate(\(writer.number(rtl.frame.maxX)) \(writer.number(rtl.frame.minY))) scale(-\(s) \(s))")
        var recorder = TabBarDisplayRecorder(capabilities: TabBarDisplayFeature.applePainters)
        TabBarDisplayList(size: TabBarSize(width: width, height: 100), items: [.symbol(rtl)]).paint(into: &recorder)
        #expect(recorder.lines.contains { $0.contains("symbol sidebar.leading rtl") })
    }
}

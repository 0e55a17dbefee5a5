import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarRender
import TabBarTesting

/// The action menu's geometry lives in the layout, so SwiftUI, UIKit and SVG draw the same fan-out.
/// Golden fixtures hold each case in both reading directions (`Fixtures/action-menu`);
/// set `TABBAR_RECORD_FIXTURES=1` to write missing ones (then look at them before committing).
@Suite("A3 Action menu layout, LTR and RTL")
struct ActionMenuLayoutTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/action-menu")

    /// The studio bar with a three-item menu that has icons.
    static let threeItems: TabBarConfiguration = {
        var configuration = studio
        if let index = configuration.tabs.firstIndex(where: { $0.id == "new" }) {
            configuration.tabs[index].menu = [
                TabBarActionMenuItem(id: "photo", title: "Photo", icon: "camera"),
                TabBarActionMenuItem(id: "story", title: "Story", icon: "book"),
                TabBarActionMenuItem(id: "live", title: "Go live", icon: "video"),
            ]
        }
        return configuration
    }()

    typealias Case = MenuLayoutCase

    /// The studio bar's action, opened.
    static let opening = TabBarEvent.actionMenuOpened("new")

    static let cases: [Case] = [
        Case(name: "two-iPhone16Pro-portrait", configuration: studio, opening: opening, device: .iPhone16Pro),
        Case(name: "three-iPhone16Pro-portrait", configuration: threeItems, opening: opening, device: .iPhone16Pro),
        Case(name: "three-iPhoneSE-landscape", configuration: threeItems, opening: opening, device: .iPhoneSE, orientation: .landscape),
        Case(name: "three-iPadPro11-floating", configuration: threeItems, opening: opening, device: .iPadPro11),
        Case(name: "three-iPadPro11-sidebar", configuration: threeItems, opening: opening, device: .iPadPro11, orientation: .landscape, regularWidth: .sidebar),
    ]

    @Test("the open menu matches its golden fixture in each direction", arguments: cases, [TabBarReadingDirection.leftToRight, .rightToLeft])
    func fixture(_ testCase: Case, direction: TabBarReadingDirection) throws {
        try testCase.expectFixture(direction, in: Self.folder)
    }

    @Test("a right-to-left menu is the left-to-right one mirrored, its first item at the reading start", arguments: cases)
    func mirrored(_ testCase: Case) throws {
        let (ltr, rtl, width) = try testCase.expectMirrored()
        #expect(abs((width - rtl.anchor.x) - ltr.anchor.x) <= LayoutFixtureTests.tolerance)
        if testCase.regularWidth != .sidebar {
            #expect(ltr.items[0].center.x < ltr.items[ltr.items.count - 1].center.x)
            #expect(rtl.items[0].center.x > rtl.items[rtl.items.count - 1].center.x)
        }
    }

    @Test("with the menu open, a touch on an item finds the item; the button finds the action; elsewhere the scrim", arguments: cases)
    func hitTesting(_ testCase: Case) throws {
        for direction in [TabBarReadingDirection.leftToRight, .rightToLeft] {
            let layout = testCase.layout(direction)
            let menu = try #require(layout.actionMenu)
            for item in menu.items {
                #expect(layout.hit(item.center) == .actionMenuItem(action: "new", item: item.id))
                #expect(layout.hit(item.labelFrame.center) == .actionMenuItem(action: "new", item: item.id))
                #expect(item.hitFrame.width >= TabBarActionMenuLayout.minimumHitSide && item.hitFrame.height >= TabBarActionMenuLayout.minimumHitSide)
            }
            for (a, b) in zip(menu.items, menu.items.dropFirst()) { #expect(!a.hitFrame.intersects(b.hitFrame), "\(a.id) overlaps \(b.id)") }
            #expect(layout.hit(menu.anchor) == .tab("new"))
            #expect(layout.hit(TabBarPoint(x: 1, y: 1)) == .scrim)
            let home = try #require(layout.item("home"))
            #expect(layout.hit(home.hitFrame.center) == .scrim, "a tab under the scrim does not take the tap")
        }
    }

    @Test("with the menu closed, hit testing finds tabs as before and there is no menu")
    func closedMenu() throws {
        let layout = Self.cases[0].layout(.leftToRight, open: false)
        #expect(layout.actionMenu == nil)
        for item in layout.items { #expect(layout.hit(item.hitFrame.center) == .tab(item.id)) }
        #expect(layout.hit(TabBarPoint(x: 1, y: 1)) == nil)
    }

    @Test("mid fan-out, items lie between the button and their place; reduced motion keeps them in place and fades them")
    func progress() throws {
        let layout = Self.cases[1].layout(.leftToRight)
        let rest = try #require(layout.actionMenu)
        let half = try #require(layout.actionMenu(for: "new", progress: { _ in 0.5 }, reduceMotion: false))
        let reduced = try #require(layout.actionMenu(for: "new", progress: { _ in 0.5 }, reduceMotion: true))
        for ((r, h), d) in zip(zip(rest.items, half.items), reduced.items) {
            let restDistance = hypot(r.center.x - rest.anchor.x, r.center.y - rest.anchor.y)
            let halfDistance = hypot(h.center.x - half.anchor.x, h.center.y - half.anchor.y)
            #expect(abs(restDistance - TabBarActionMenuLayout.radius) < 1e-9)
            #expect(abs(halfDistance - TabBarActionMenuLayout.radius / 2) < 1e-9)
            #expect(h.frame.width < r.frame.width)
            #expect(h.opacity == 0.5)
            #expect(d.frame == r.frame)
            #expect(d.opacity == 0.5)
        }
    }

    @Test("the renderer draws the open menu from the layout's frames")
    func rendererUsesLayout() throws {
        let layout = Self.cases[1].layout(.rightToLeft)
        let menu = try #require(layout.actionMenu)
        let renderer = TabBarRenderer(configuration: Self.threeItems, layout: layout, theme: .system, appearance: TabBarAppearance(.light))
        let svg = TabBarSVGWriter().write(renderer.barDisplayList())
        for item in menu.items { #expect(svg.contains(">\(item.title)<"), "\(item.title) is drawn") }
    }
}

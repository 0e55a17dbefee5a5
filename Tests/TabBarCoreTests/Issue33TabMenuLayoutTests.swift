import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarRender
import TabBarTesting
import TabBarTools

/// Issue 33, item 4: a tab's long-press menu, laid out as the action menu is (a fan of circles with titles) out of
/// the tab's icon, its arc turned and narrowed until it fits the safe area off the bar; drawn with its destructive
/// items in the destructive colour; animated in and out of its own tab. Golden fixtures in both directions
/// (`Fixtures/issue33`); `TABBAR_RECORD_FIXTURES=1` records missing ones.
@Suite("A11 Tab menus laid out and drawn, LTR and RTL")
struct Issue33TabMenuLayoutTests {
    static let accounts = TabBarFeatureSamples.accountMenu

    typealias Case = MenuLayoutCase

    static let cases: [Case] = [
        Case(name: "profile-iPhone16Pro", configuration: accounts, opening: .tabLongPressed("profile"), device: .iPhone16Pro),
        Case(name: "profile-iPhoneSE-landscape", configuration: accounts, opening: .tabLongPressed("profile"), device: .iPhoneSE, orientation: .landscape),
        Case(name: "radio-iPadPro11-floating", configuration: atlas, opening: .tabLongPressed("radio"), device: .iPadPro11),
        Case(name: "radio-iPadPro11-sidebar", configuration: atlas, opening: .tabLongPressed("radio"), device: .iPadPro11, orientation: .landscape, regularWidth: .sidebar),
    ]

    @Test("the open tab menu matches its golden fixture in each direction", arguments: cases, bothDirections)
    func fixture(_ testCase: Case, direction: TabBarReadingDirection) throws {
        try testCase.expectFixture(direction, in: Issue33SidebarLayoutTests.folder, prefix: "menu-")
    }

    @Test("right to left is left to right mirrored, the first item at the reading start", arguments: cases)
    func mirrored(_ testCase: Case) throws {
        try testCase.expectMirrored()
    }

    @Test("every item and its title lie in the safe area, off the bar (above it, or beside a sidebar over the content)", arguments: cases, bothDirections)
    func fits(_ testCase: Case, direction: TabBarReadingDirection) throws {
        let layout = testCase.layout(direction)
        let menu = try #require(layout.actionMenu)
        let environment = layout.environment, safe = environment.safeArea
        for item in menu.items {
            let drawn = item.frame.union(item.labelFrame)
            #expect(drawn.minX >= safe.left && drawn.maxX <= environment.containerSize.width - safe.right, "\(item.id) \(drawn)")
            #expect(drawn.minY >= safe.top && drawn.maxY <= environment.containerSize.height - safe.bottom, "\(item.id) \(drawn)")
            if layout.presentation == .sidebar {
                #expect(direction == .rightToLeft ? drawn.maxX <= layout.barFrame.minX : drawn.minX >= layout.barFrame.maxX)
            } else {
                #expect(drawn.maxY <= layout.barFrame.minY, "\(item.id) rises above the bar")
            }
        }
        // Neighbours keep apart: their circles never overlap.
        for (a, b) in zip(menu.items, menu.items.dropFirst()) {
            let dx = a.center.x - b.center.x, dy = a.center.y - b.center.y
            #expect((dx * dx + dy * dy).squareRoot() >= TabBarActionMenuLayout.itemSize)
        }
    }

    @Test("beside a sidebar the scrim dims the content and leaves the sidebar (its material is under the list), the menu's row marked; over a bar it covers the container", arguments: bothDirections)
    func scrim(_ direction: TabBarReadingDirection) throws {
        let sidebar = Self.cases[3].layout(direction)
        let menu = try #require(sidebar.actionMenu)
        let size = sidebar.environment.containerSize
        #expect(!menu.scrimFrame.intersects(sidebar.barFrame), "\(menu.scrimFrame) \(sidebar.barFrame)")
        #expect(abs(menu.scrimFrame.width + sidebar.barFrame.width - size.width) <= LayoutFixtureTests.tolerance && menu.scrimFrame.height == size.height)
        let drawing = TabBarDrawing(configuration: atlas, layout: sidebar, theme: .system, appearance: TabBarAppearance(.light))
        var recorder = TabBarDisplayRecorder()
        drawing.list.paint(into: &recorder)
        let scrim = try #require(Self.group("scrim", in: recorder.lines))
        let frame = menu.scrimFrame, n = { (value: Double) in value.decimalText(places: 2) }
        #expect(scrim.contains("rect \(n(frame.x)),\(n(frame.y)) \(n(frame.width))×\(n(frame.height))"), "the drawn scrim is the layout's: \(scrim)")
        // The row the menu comes out of is marked where a selected row's fill would be, in the sidebar, faded with the scrim.
        let origin = try #require(menu.originFrame)
        let row = try #require(sidebar.item("radio"))
        #expect(origin.contains(row.frame.center) && sidebar.barFrame.contains(origin.center))
        #expect(origin.height == (sidebar.indicator?.height ?? 0), "the same fill as the selected row's")
        #expect(Self.group("menu-origin", in: recorder.lines)?.contains("rect \(n(origin.x)),\(n(origin.y)) \(n(origin.width))×\(n(origin.height))") == true)
        let bar = Self.cases[0].layout(direction)
        let barMenu = try #require(bar.actionMenu)
        #expect(barMenu.scrimFrame == TabBarRect(x: 0, y: 0, width: bar.environment.containerSize.width, height: bar.environment.containerSize.height))
        #expect(barMenu.originFrame == nil, "a bar's menu comes out of the tab's own icon")
    }

    @Test("a tab at either end of a bar turns its menu inward; the middle one fans straight up")
    func turnsInward() throws {
        let trailing = try #require(Self.cases[0].layout(.leftToRight).actionMenu)
        #expect(trailing.items.allSatisfy { $0.center.x <= trailing.anchor.x + TabBarActionMenuLayout.itemSize })
        // Every tab of a four-tab bar with a menu: the fan always fits.
        var configuration = Self.accounts
        for index in configuration.tabs.indices where configuration.tabs[index].menu.isEmpty {
            configuration.tabs[index].menu = [TabBarActionMenuItem(id: "a", title: "Alpha", icon: "star"), TabBarActionMenuItem(id: "b", title: "Beta", icon: "star")]
        }
        for tab in configuration.tabs.map(\.id) {
            for direction in bothDirections {
                let layout = Case(name: "", configuration: configuration, opening: .tabLongPressed(tab), device: .iPhone16Pro).layout(direction)
                let menu = try #require(layout.actionMenu, "\(tab)")
                #expect(menu.isLongPressMenu && menu.items.allSatisfy { $0.frame.union($0.labelFrame).maxY <= layout.barFrame.minY })
                #expect(menu.items.allSatisfy { $0.frame.union($0.labelFrame).minX >= 0 && $0.frame.union($0.labelFrame).maxX <= layout.environment.containerSize.width })
            }
        }
    }

    @Test("an action's own menu is unchanged: out of its button, ±60° about straight up")
    func actionMenuUnchanged() throws {
        var machine = TabBarMachine.fixture(ActionMenuLayoutTests.threeItems)
        _ = machine.handle(.actionMenuOpened("new"))
        let layout = TabBarLayout(
            configuration: ActionMenuLayoutTests.threeItems, state: machine.state, environment: TabBarDevicePreset.iPhone16Pro.environment(),
            theme: .system, measurer: TabBarInterTextMeasurer())
        let menu = try #require(layout.actionMenu)
        #expect(!menu.isLongPressMenu && menu.items.map(\.degrees) == [150, 90, 30] && menu.items.allSatisfy { $0.distance == TabBarActionMenuLayout.radius })
    }

    @Test("its items are hit as the action menu's are; the scrim dismisses; destructive items say so")
    func hits() throws {
        let layout = Self.cases[0].layout(.leftToRight)
        let menu = try #require(layout.actionMenu)
        #expect(layout.hit(menu.items[1].center) == .actionMenuItem(action: "profile", item: "signOut"))
        #expect(layout.hit(TabBarPoint(x: 20, y: 100)) == .scrim)
        #expect(menu.items.map(\.isDestructive) == [false, true])
    }

    @Test("a tab with a menu but no row on screen (a collapsed section) lays out no menu")
    func noRowNoMenu() {
        var machine = TabBarMachine.fixture(atlas)
        _ = machine.send(.sizeClassChanged(.regular), .sidebarSectionExpanded("more"))
        var configuration = atlas
        if let index = configuration.tabs.firstIndex(where: { $0.id == "settings" }) {
            configuration.tabs[index].menu = [TabBarActionMenuItem(id: "reset", title: "Reset")]
        }
        machine = TabBarMachine.fixture(configuration)
        _ = machine.send(.sizeClassChanged(.regular), .sidebarSectionExpanded("more"), .tabLongPressed("settings"), .sidebarSectionCollapsed("more"))
        let layout = TabBarLayout(
            configuration: configuration, state: machine.state, environment: TabBarDevicePreset.iPadPro11.environment(.landscape), theme: .system,
            measurer: TabBarInterTextMeasurer(), regularWidth: .sidebar)
        #expect(layout.actionMenu == nil && layout.hit(TabBarPoint(x: 600, y: 400)) == nil, "no scrim for a menu nothing shows")
    }

    @Test("drawn: a destructive item's circle and title in the destructive colour, the others in the theme's")
    func drawn() throws {
        let layout = Self.cases[0].layout(.leftToRight)
        let drawing = TabBarDrawing(configuration: Self.accounts, layout: layout, theme: .system, appearance: TabBarAppearance(.light))
        var recorder = TabBarDisplayRecorder()
        drawing.list.paint(into: &recorder)
        let calls = recorder.lines.joined(separator: "\n")
        let red = TabBarDrawing.destructive.resolve(TabBarAppearance(.light)).hex
        let accent = TabBarTheme.system.actionButton.fill.resolve(TabBarAppearance(.light)).hex
        let signOut = try #require(Self.group("menu:signOut", in: recorder.lines)), switching = try #require(Self.group("menu:switch", in: recorder.lines))
        #expect(signOut.contains(red) && !signOut.contains(accent), "\(signOut)")
        #expect(switching.contains(accent) && !switching.contains(red), "\(switching)")
        #expect(calls.contains("scrim"))
    }

    /// The recorded lines of one group, from its line to its end.
    static func group(_ id: String, in lines: [String]) -> String? {
        let trimmed = lines.map { $0.trimmingCharacters(in: .whitespaces) }
        guard let start = trimmed.firstIndex(where: { $0.hasPrefix("group \(id) ") || $0 == "group \(id)" }) else { return nil }
        var depth = 0
        for index in start..<trimmed.count {
            if trimmed[index].hasPrefix("group") { depth += 1 }
            if trimmed[index] == "end" { depth -= 1 }
            if depth == 0 { return trimmed[start...index].joined(separator: "\n") }
        }
        return nil
    }

    @Test("closing, the menu folds into its own tab: the frame names it, and the drawing draws that tab's menu")
    func closingAnimation() throws {
        var machine = TabBarMachine.fixture(Self.accounts)
        _ = machine.handle(.tabLongPressed("profile"))
        let before = machine.state
        let effects = machine.handle(.actionMenuDismissed)
        #expect(effects.contains(.tabMenuChanged("profile", isOpen: false)))
        let planner = TabBarMotionPlanner(theme: .system, reduceMotion: false)
        let timeline = planner.timeline(for: .actionMenuDismissed, effects: effects, before: before, after: machine.state, configuration: Self.accounts)
        #expect(!timeline.tracks.contains { $0.kind == .actionRotation }, "a tab has no glyph to turn")
        let frame = timeline.sample(at: 0.05)
        #expect(frame.menuTab == "profile" && !frame.menuProgress.isEmpty)
        let layout = TabBarLayout(
            configuration: Self.accounts, state: machine.state, environment: TabBarDevicePreset.iPhone16Pro.environment(), theme: .system,
            measurer: TabBarInterTextMeasurer())
        let drawing = TabBarDrawing(configuration: Self.accounts, layout: layout, theme: .system, appearance: TabBarAppearance(.light), previousSelection: nil, frame: frame)
        #expect(drawing.includesMenu && drawing.menuTab == "profile" && drawing.canApply(frame) && !drawing.canApply(nil))
        var recorder = TabBarDisplayRecorder()
        drawing.list.paint(into: &recorder)
        #expect(Self.group("menu:signOut", in: recorder.lines) != nil)
    }
}

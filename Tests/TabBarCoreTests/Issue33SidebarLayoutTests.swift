import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarRender
import TabBarTesting

/// Issue 33, item 3: the sidebar laid out by the core from `TabBarSidebarOutline` — sections in order, each with its
/// header (a chevron when it can collapse), its tabs in the user's order, its actions and its footer; a collapsed
/// section keeps its header and footer. Golden fixtures hold the atlas sidebar in both reading directions
/// (`Fixtures/issue33`); set `TABBAR_RECORD_FIXTURES=1` to write missing ones (then look at them before committing).
@Suite("A10/B5 Sidebar sections laid out, LTR and RTL")
struct Issue33SidebarLayoutTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/issue33")

    /// The atlas on an iPad in landscape, as a sidebar, after `events` (in a regular width).
    static func layout(
        _ direction: TabBarReadingDirection, _ events: [TabBarEvent] = [], focus: TabBarSidebarOutline.Item? = nil,
        configuration: TabBarConfiguration = atlas, size: TabBarSize? = nil
    ) -> TabBarLayout {
        var machine = TabBarMachine.fixture(configuration)
        _ = machine.handle(.sizeClassChanged(.regular))
        for event in events { _ = machine.handle(event) }
        var environment = TabBarDevicePreset.iPadPro11.environment(.landscape, direction: direction)
        if let size { environment.containerSize = size }
        return TabBarLayout(
            configuration: configuration, state: machine.state, environment: environment, theme: .system,
            measurer: TabBarInterTextMeasurer(), regularWidth: .sidebar, sidebarFocus: focus)
    }

    static let cases: [(name: String, events: [TabBarEvent])] = [
        ("atlas-sidebar", []),
        ("atlas-sidebar-expanded", [.sidebarSectionExpanded("more"), .sidebarItemSelected("settings"), .sidebarSectionCollapsed("collection")]),
    ]

    @Test("the sidebar matches its golden fixture in each direction", arguments: [0, 1], bothDirections)
    func fixture(_ index: Int, direction: TabBarReadingDirection) throws {
        let testCase = Self.cases[index]
        let json = Self.layout(direction, testCase.events).json
        let url = Self.folder.appendingPathComponent("\(testCase.name)-\(direction == .rightToLeft ? "rtl" : "ltr").json")
        try LayoutFixtureTests.expectFixture(json, at: url, path: testCase.name)
    }

    @Test("right to left is left to right mirrored: rows, icons and text at the reading start, chevrons at its end")
    func mirrored() throws {
        for testCase in Self.cases {
            let ltr = Self.layout(.leftToRight, testCase.events), rtl = Self.layout(.rightToLeft, testCase.events)
            let width = ltr.environment.containerSize.width
            let mirroredRows = LayoutFixtureTests.mirror(rtl.json["sidebar"] ?? .null, width: width, viewport: width)
            // Only a collapsed section's chevron differs: it points toward the reading end.
            let expected = try TabBarJSONParser.parse(
                (ltr.json["sidebar"] ?? .null).serialized().replacingOccurrences(of: "\"chevron.right\"", with: "\"chevron.left\""))
            LayoutFixtureTests.expectClose(mirroredRows, expected, path: "\(testCase.name).sidebar")
            LayoutFixtureTests.expectClose(
                LayoutFixtureTests.mirror(rtl.json["items"] ?? .null, width: width, viewport: width), ltr.json["items"] ?? .null, path: "\(testCase.name).items")
        }
    }

    @Test("rows follow the outline: loose tabs, then each section's header, tabs, actions and footer; a collapsed section keeps its header", arguments: bothDirections)
    func order(_ direction: TabBarReadingDirection) {
        let layout = Self.layout(direction)
        // Tabs no section lists, in the user's order; Settings is in "More", collapsed at first; Account is hidden.
        #expect(layout.sidebarTabs == ["home", "browse", "radio", "search", "library", "downloads"])
        let rows = layout.sidebar?.rows.map(\.item) ?? []
        #expect(rows == [.header(section: "collection"), .action("newPlaylist", section: "collection"), .footer(section: "collection"), .header(section: "more")])
        // Top to bottom: the loose tabs, a gap, Collection's header, its tabs, its action, its footer, a gap, More's header.
        let frames = [layout.item("search")!.frame, layout.sidebar!.rows[0].frame, layout.item("library")!.frame, layout.item("downloads")!.frame,
                      layout.sidebar!.rows[1].frame, layout.sidebar!.rows[2].frame, layout.sidebar!.rows[3].frame]
        for (above, below) in zip(frames, frames.dropFirst()) { #expect(above.maxY <= below.minY + 1e-9, "\(above) above \(below)") }
        #expect(abs(layout.sidebar!.rows[0].frame.minY - layout.item("search")!.frame.maxY - TabBarSidebarLayout.sectionGap) < 1e-9)
        #expect(layout.sidebar!.rows[3].isCollapsed && layout.sidebar!.rows[3].icon?.name == (direction == .rightToLeft ? "chevron.left" : "chevron.right"))
        #expect(layout.sidebar!.rows[0].icon?.name == "chevron.down" && !layout.sidebar!.rows[0].isCollapsed)
    }

    @Test("a sidebar without sections lays its tabs out as before: one row each, from the top")
    func noSections() {
        let plain = TabBarConfiguration(tabs: ["a", "b", "c"].map { TabBarKitItem(id: TabID($0), title: $0.uppercased(), icon: "circle") })
        let layout = Self.layout(.leftToRight, configuration: plain)
        let row = TabBarTheme.system.metrics.sidebarRowHeight
        #expect(layout.sidebar?.rows.isEmpty == true)
        for (index, id) in ["a", "b", "c"].enumerated() {
            #expect(layout.item(TabID(id))?.frame.minY == layout.contentFrame.minY + Double(index) * row)
        }
    }

    @Test("a header that can collapse and an action take touches; a footer does not; tabs are still tabs", arguments: bothDirections)
    func hits(_ direction: TabBarReadingDirection) throws {
        let layout = Self.layout(direction)
        let sidebar = try #require(layout.sidebar)
        #expect(layout.hit(sidebar.rows[0].frame.center) == .sidebarRow(.header(section: "collection")))
        #expect(layout.hit(sidebar.rows[1].frame.center) == .sidebarRow(.action("newPlaylist", section: "collection")))
        #expect(layout.hit(sidebar.rows[2].frame.center) == nil)
        #expect(layout.hit(layout.item("library")!.frame.center) == .tab("library"))
    }

    @Test("a selected tab in a collapsed section has no row, so no indicator; expanding shows both")
    func collapsedSelection() {
        let collapsed = Self.layout(.leftToRight, [.sidebarSectionExpanded("more"), .sidebarItemSelected("settings"), .sidebarSectionCollapsed("more")])
        #expect(collapsed.item("settings") == nil && collapsed.indicator == nil)
        let expanded = Self.layout(.leftToRight, [.sidebarSectionExpanded("more"), .sidebarItemSelected("settings")])
        #expect(expanded.item("settings")?.isSelected == true && expanded.indicator != nil)
    }

    @Test("a tab the user took out of the bar keeps its sidebar row")
    func userHidden() {
        let layout = Self.layout(.leftToRight, [.tabHidden("browse")])
        #expect(layout.sidebarTabs?.contains("browse") == true)
    }

    @Test("the keyboard's focus ring goes round the focused row, a tab's or another's", arguments: bothDirections)
    func focusRing(_ direction: TabBarReadingDirection) throws {
        let onAction = Self.layout(direction, focus: .action("newPlaylist", section: "collection"))
        let action = try #require(onAction.sidebar?.rows.first { $0.item == .action("newPlaylist", section: "collection") })
        #expect(onAction.sidebar?.focusFrame == action.frame.insetBy(dx: 0, dy: 2))
        let onTab = Self.layout(direction, focus: .tab("radio"))
        #expect(onTab.sidebar?.focusFrame == onTab.item("radio")?.frame.insetBy(dx: 0, dy: 2))
        #expect(Self.layout(direction).sidebar?.focusFrame == nil)
    }

    @Test("a sidebar too tall for its screen scrolls: the selected row is centred and only rows in view are laid out")
    func scrolling() throws {
        let short = TabBarSize(width: 1194, height: 400)
        let layout = Self.layout(.leftToRight, [.sidebarItemSelected("library")], size: short)
        #expect(layout.scroll.isScrollable && layout.scroll.offset > 0 && layout.scroll.offset < layout.maximumScrollOffset)
        let library = try #require(layout.item("library"))
        #expect(abs(library.frame.midY - layout.contentFrame.midY) < 1)
        #expect(layout.items.allSatisfy { $0.frame.maxY > layout.contentFrame.minY && $0.frame.minY < layout.contentFrame.maxY })
        #expect(layout.sidebar!.rows.allSatisfy { $0.frame.maxY > layout.contentFrame.minY && $0.frame.minY < layout.contentFrame.maxY })
        #expect(layout.items.count < layout.sidebarTabs!.count)
    }

    @Test("a long footer wraps at spaces, at most four lines, the last ending with an ellipsis", arguments: bothDirections)
    func footerWraps(_ direction: TabBarReadingDirection) throws {
        var configuration = atlas
        configuration.sections[0].footer = String(repeating: "Synced with iCloud on every device you own. ", count: 5)
        let layout = Self.layout(direction, configuration: configuration)
        let footer = try #require(layout.sidebar?.rows.first { $0.item == .footer(section: "collection") })
        #expect(footer.lines.count == TabBarSidebarLayout.maximumFooterLines)
        #expect(footer.lines.last?.text.hasSuffix("…") == true)
        let width = footer.frame.width - 2 * TabBarSidebarLayout.rowPadding
        #expect(footer.lines.allSatisfy { $0.frame.width <= width + 1e-9 && footer.frame.contains($0.frame.center) })
        let rtl = direction == .rightToLeft
        // Each line starts at the reading start.
        #expect(footer.lines.allSatisfy { abs((rtl ? footer.frame.maxX - $0.frame.maxX : $0.frame.minX - footer.frame.minX) - TabBarSidebarLayout.rowPadding) < 0.34 })
    }
}

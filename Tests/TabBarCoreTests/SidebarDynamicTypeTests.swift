import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarRender
import TabBarTesting

/// Issue 33's review, item 12: a sidebar's text follows Dynamic Type at every size, accessibility sizes included, and
/// its rows grow with it, as the self-sizing cells of UIKit's sidebar list do (the bar's labels still stop at
/// xxxLarge and use the large content viewer). A header, action or footer cut at an accessibility size has the large
/// content viewer. Golden fixtures at AX3 in both directions (`Fixtures/issue33/atlas-sidebar-ax3-*.json`).
@Suite("Sidebar Dynamic Type, LTR and RTL")
struct SidebarDynamicTypeTests {
    /// The Body style's sizes in Apple's Dynamic Type table, xSmall … AX5.
    static let body: [TabBarTextSize: Double] = [
        .xSmall: 14, .small: 15, .medium: 16, .large: 17, .xLarge: 19, .xxLarge: 21, .xxxLarge: 23,
        .accessibility1: 28, .accessibility2: 33, .accessibility3: 40, .accessibility4: 47, .accessibility5: 53,
    ]

    /// A configuration's sidebar (the atlas by default, its "More" section open) on an iPad in landscape at a text size.
    static func layout(
        _ size: TabBarTextSize, _ direction: TabBarReadingDirection = .leftToRight, configuration: TabBarConfiguration = atlas,
        scrollOffset: Double? = nil, focus: TabBarSidebarOutline.Item? = nil
    ) -> TabBarLayout {
        var machine = TabBarMachine.fixture(configuration)
        _ = machine.handle(.sizeClassChanged(.regular))
        _ = machine.handle(.sidebarSectionExpanded("more"))
        return TabBarLayout(
            configuration: configuration, state: machine.state,
            environment: TabBarDevicePreset.iPadPro11.environment(.landscape, direction: direction, dynamicType: size), theme: .system,
            measurer: TabBarInterTextMeasurer(), regularWidth: .sidebar, scrollOffset: scrollOffset, sidebarFocus: focus)
    }

    /// The atlas with texts too long for four lines at the largest sizes: a tab's title and a section's title.
    static var overflowing: TabBarConfiguration {
        var configuration = atlas
        configuration.tabs = configuration.tabs.map { tab in
            var tab = tab
            if tab.id == "browse" { tab.title = "Browse Everything New This Week in Music" }
            return tab
        }
        configuration.sections = configuration.sections.map { section in
            var section = section
            if section.id == "collection" { section.title = "Collection Synced From All of Your Devices" }
            return section
        }
        return configuration
    }

    /// The height of the sidebar's tab rows.
    static func rowHeight(_ layout: TabBarLayout) -> Double { layout.items.first?.frame.height ?? 0 }

    @Test("at AX3 the sidebar matches its golden fixture in each direction, and right to left mirrors left to right", arguments: bothDirections)
    func fixture(direction: TabBarReadingDirection) throws {
        let url = Issue33SidebarLayoutTests.folder.appendingPathComponent("atlas-sidebar-ax3-\(direction == .rightToLeft ? "rtl" : "ltr").json")
        try LayoutFixtureTests.expectFixture(Self.layout(.accessibility3, direction).json, at: url, path: "atlas-sidebar-ax3")
        let ltr = Self.layout(.accessibility3), rtl = Self.layout(.accessibility3, .rightToLeft)
        let width = ltr.environment.containerSize.width
        LayoutFixtureTests.expectClose(
            LayoutFixtureTests.mirror(rtl.json["items"] ?? .null, width: width, viewport: width), ltr.json["items"] ?? .null, path: "ax3.items")
        LayoutFixtureTests.expectClose(
            LayoutFixtureTests.mirror(rtl.json["sidebar"] ?? .null, width: width, viewport: width), ltr.json["sidebar"] ?? .null, path: "ax3.sidebar")
    }

    @Test("text follows the Body style at every size, uncapped; rows grow with it and always hold their line", arguments: bothDirections)
    func rowsGrow(direction: TabBarReadingDirection) throws {
        var previous = 0.0
        for size in TabBarTextSize.allCases {
            let layout = Self.layout(size, direction)
            let scale = try #require(Self.body[size]) / 17
            let height = Self.rowHeight(layout)
            #expect(height >= previous, "\(size): rows never shrink as text grows")
            previous = height
            let tab = try #require(layout.items.first)
            #expect(abs(tab.labelSize - 15 * scale) < 0.01, "\(size): a tab row's label is the Body style's size")
            let header = try #require(layout.sidebar?.rows.first { if case .header = $0.item { true } else { false } })
            #expect(abs(header.textSize - 17 * scale) < 0.01, "\(size): a header is 17 points at large, scaled as Body")
            if header.lines.count == 1 { #expect(header.frame.height == height, "\(size): a header row of one line is as tall as a tab row") }
            for row in layout.sidebar?.rows ?? [] {
                for line in row.lines where !row.item.isFooter {
                    #expect(line.frame.height <= row.frame.height, "\(size): \(row.item.name)'s line fits its row")
                }
            }
            if let label = tab.labelFrame { #expect(label.height <= height) }
        }
        #expect(Self.rowHeight(Self.layout(.large, direction)) == 44, "the theme's row height at the default size")
        #expect(Self.rowHeight(Self.layout(.accessibility5, direction)) > 2 * Self.rowHeight(Self.layout(.xxxLarge, direction)) - 44)
        #expect(Self.rowHeight(Self.layout(.accessibility1, direction)) > Self.rowHeight(Self.layout(.xxxLarge, direction)), "no cap at xxxLarge")
    }

    @Test("the bar's labels still stop growing at xxxLarge: only the sidebar grows")
    func barUnchanged() {
        #expect(TabBarTextSize.accessibility5.labelScale == TabBarTextSize.xxxLarge.labelScale)
        #expect(TabBarTextSize.accessibility5.sidebarTextScale > TabBarTextSize.xxxLarge.sidebarTextScale)
    }

    @Test("at accessibility sizes a sidebar tab's element offers the large content viewer only when the layout does (its title cut), so a row that fits keeps its long-press menu", arguments: bothDirections)
    func tabViewerFollowsLayout(direction: TabBarReadingDirection) throws {
        let layout = Self.layout(.accessibility5, direction, configuration: Self.overflowing)
        var machine = TabBarMachine.fixture(Self.overflowing)
        _ = machine.handle(.sizeClassChanged(.regular))
        _ = machine.handle(.sidebarSectionExpanded("more"))
        let elements = TabBarAccessibility.elements(configuration: Self.overflowing, state: machine.state, layout: layout)
        var withViewer = 0, without = 0
        for element in elements {
            let item = try #require(layout.item(element.id))
            #expect((element.largeContent != nil) == item.showsLargeContentViewer, "\(element.id)")
            if item.showsLargeContentViewer { withViewer += 1 } else { without += 1 }
        }
        // AX5 in a 260 pt sidebar cuts a title past its fourth line and not the others: both cases are checked.
        #expect(withViewer > 0 && without > 0, "cut \(withViewer), whole \(without)")
    }

    @Test("at accessibility sizes a header, action or footer whose text is cut has the large content viewer with its whole text; nothing does below", arguments: bothDirections)
    func largeContent(direction: TabBarReadingDirection) throws {
        let top = Self.layout(.accessibility5, direction, configuration: Self.overflowing, scrollOffset: 0)
        let offset = top.sidebarOffset(revealing: .header(section: "collection"), from: 0) ?? 0
        let ax5 = Self.layout(.accessibility5, direction, configuration: Self.overflowing, scrollOffset: offset)
        let rows = try #require(ax5.sidebar?.rows)
        let cut = rows.filter { row in row.lines.contains { $0.text.hasSuffix("…") } }
        #expect(!cut.isEmpty, "at AX5 the long header is cut past its fourth line")
        for row in rows {
            let isCut = cut.contains { $0.item == row.item }
            #expect(row.showsLargeContentViewer == isCut, "\(row.item.name)")
            if isCut { #expect(row.largeContentTitle?.hasSuffix("…") == false) }
        }
        let header = try #require(rows.first { $0.item == .header(section: "collection") })
        #expect(header.largeContentTitle == "Collection Synced From All of Your Devices")
        // The core finds it under a finger, for the front end's large content viewer.
        #expect(ax5.sidebarLargeContent(at: header.frame.center)?.title == "Collection Synced From All of Your Devices")
        for size in TabBarTextSize.allCases where !size.isAccessibilitySize {
            #expect(Self.layout(size, direction).sidebar?.rows.allSatisfy { !$0.showsLargeContentViewer } == true, "\(size)")
        }
    }
}

extension SidebarDynamicTypeTests {
    @Test("at accessibility sizes a header's or an action's text wraps over lines and its row grows by a line's height for each, instead of being cut", arguments: bothDirections)
    func wraps(direction: TabBarReadingDirection) throws {
        for size in TabBarTextSize.allCases where size.isAccessibilitySize {
            let item = TabBarSidebarOutline.Item.action("newPlaylist", section: "collection")
            let offset = Self.layout(size, direction, scrollOffset: 0).sidebarOffset(revealing: item, from: 0) ?? 0
            let layout = Self.layout(size, direction, scrollOffset: offset)
            let tabRow = TabBarSidebarLayout.rowHeight(base: TabBarTheme.system.metrics.sidebarRowHeight, textSize: size)
            let action = try #require(layout.sidebar?.rows.first { $0.item == item })
            // At AX1 and AX2 it fits one line; from AX3 it would be cut ("New Pla…"), so it wraps at its space.
            let expected = size < .accessibility3 ? ["New Playlist"] : ["New", "Playlist"]
            #expect(action.lines.map(\.text) == expected, "\(size): the action's whole text, nothing cut")
            #expect(!action.showsLargeContentViewer, "\(size): a wrapped row shows its whole text")
            let lineHeight = try #require(action.lines.first?.frame.height)
            let grown = tabRow + Double(action.lines.count - 1) * lineHeight
            #expect(abs(action.frame.height - grown) <= 0.5, "\(size): the row grows by a line for each line past its first")
            for (upper, lower) in zip(action.lines, action.lines.dropFirst()) {
                #expect(lower.frame.minY >= upper.frame.maxY - 0.5, "\(size): lines stack")
            }
            for line in action.lines {
                #expect(line.frame.minY >= action.frame.minY && line.frame.maxY <= action.frame.maxY + 0.5, "\(size): lines inside the row")
                let icon = try #require(action.iconFrame)
                #expect(direction == .rightToLeft ? line.frame.maxX <= icon.minX : line.frame.minX >= icon.maxX, "\(size): text after the icon")
            }
            // Rows after it move down by as much: no overlap.
            let rows = layout.sidebar?.rows ?? []
            for (upper, lower) in zip(rows, rows.dropFirst()) { #expect(lower.frame.minY >= upper.frame.maxY - 0.5, "\(size)") }
        }
        // Below accessibility sizes the action is one line, as before.
        let large = try #require(Self.layout(.large, direction).sidebar?.rows.first { $0.item == .action("newPlaylist", section: "collection") })
        #expect(large.lines.map(\.text) == ["New Playlist"])
    }
}

extension TabBarSidebarOutline.Item {
    /// Whether the row is a section's footer (its text wraps over several lines).
    var isFooter: Bool { if case .footer = self { true } else { false } }
}

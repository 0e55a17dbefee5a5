import Foundation
import Testing
@_spi(TabBarKitInternal) @testable import TabBarCore
import TabBarDisplay
import TabBarRender
import TabBarTesting

/// Issue 33's leftovers, item 1: a sidebar's tab row wraps its title over as many lines as it needs and grows, as a
/// `UICollectionView` list cell with `UIListContentConfiguration` does (its text has no line limit) and as the
/// sidebar's headers and actions already did; it was cut to one line with the large content viewer instead. The icon
/// stays level with the first line, a count badge sits at the row's trailing edge level with it (the third device
/// review, item 3), and hit, VoiceOver and focus frames and scrolling follow the taller rows. A word wider than the
/// row, and Japanese text, break inside (the third device review, item 2; `SidebarWrapBreakTests`). Golden fixtures at
/// AX3 and AX5 in both directions (`Fixtures/issue33/atlas-wordy-sidebar-ax*-*.json`,
/// `Fixtures/issue33/atlas-japanese-sidebar-ax*-*.json`).
@Suite("Sidebar tab rows wrap and grow, LTR and RTL")
struct SidebarTabWrapTests {
    /// The atlas with titles of several words (one with a count badge) — as a localisation makes them — and its
    /// single-word Downloads, which no wrapping can save at the largest sizes.
    static var wordy: TabBarConfiguration {
        var configuration = atlas
        configuration.tabs = configuration.tabs.map { tab in
            var tab = tab
            switch tab.id {
            case "browse": tab.title = "Browse New Releases"
            case "library":
                tab.title = "Your Music Library"
                tab.badge = .count(12)
            default: break
            }
            return tab
        }
        return configuration
    }

    /// The atlas as a Japanese localisation writes it: titles without spaces, which break between characters.
    static var japanese: TabBarConfiguration {
        let titles: [TabID: String] = [
            "home": "ホーム", "browse": "新着リリースを見る", "radio": "ラジオ", "library": "ミュージックライブラリ",
            "downloads": "ダウンロード済みのミュージック", "settings": "設定", "account": "アカウント", "search": "検索",
        ]
        var configuration = wordy
        configuration.tabs = configuration.tabs.map { tab in
            var tab = tab
            tab.title = titles[tab.id] ?? tab.title
            return tab
        }
        configuration.sections = configuration.sections.map { section in
            var section = section
            if section.id == "collection" {
                section.title = "コレクション"
                section.footer = "iCloudと同期済み"
                section.actions = section.actions.map { action in
                    var action = action
                    action.title = "新規プレイリスト"
                    return action
                }
            } else {
                section.title = "その他"
            }
            return section
        }
        return configuration
    }

    /// The wordy atlas's sidebar (its "More" section open) on an iPad in landscape at a text size.
    static func layout(
        _ size: TabBarTextSize, _ direction: TabBarReadingDirection = .leftToRight, focus: TabBarSidebarOutline.Item? = nil,
        scrollOffset: Double? = nil, configuration: TabBarConfiguration = wordy
    ) -> TabBarLayout {
        SidebarDynamicTypeTests.layout(size, direction, configuration: configuration, scrollOffset: scrollOffset, focus: focus)
    }

    /// Every tab row, on screen or not.
    static func rows(_ layout: TabBarLayout) -> [TabItemLayout] { layout.allItems() }

    /// Whether `lines` hold all of `title`, wherever they broke it (at spaces, inside a word).
    static func whole(_ title: String, _ lines: [TabBarSidebarTextLine]) -> Bool {
        lines.map(\.text).joined().filter { $0 != " " } == title.filter { $0 != " " }
    }

    static let accessibilitySizes = TabBarTextSize.allCases.filter(\.isAccessibilitySize)

    @Test("at AX3 and AX5 the wordy sidebar and the Japanese one match their golden fixtures in each direction, and right to left mirrors left to right",
          arguments: [TabBarTextSize.accessibility3, .accessibility5], bothDirections)
    func fixture(size: TabBarTextSize, direction: TabBarReadingDirection) throws {
        for (sample, configuration) in [("wordy", Self.wordy), ("japanese", Self.japanese)] {
            let name = "atlas-\(sample)-sidebar-\(size == .accessibility3 ? "ax3" : "ax5")"
            let url = Issue33SidebarLayoutTests.folder.appendingPathComponent("\(name)-\(direction == .rightToLeft ? "rtl" : "ltr").json")
            try LayoutFixtureTests.expectFixture(Self.layout(size, direction, configuration: configuration).json, at: url, path: name)
            let ltr = Self.layout(size, configuration: configuration).json, rtl = Self.layout(size, .rightToLeft, configuration: configuration).json
            let width = Self.layout(size).environment.containerSize.width
            for key in ["items", "sidebar"] {
                LayoutFixtureTests.expectClose(LayoutFixtureTests.mirror(rtl[key] ?? .null, width: width, viewport: width), ltr[key] ?? .null, path: "\(name).\(key)")
            }
        }
    }

    @Test("a title wraps (at its spaces, a word wider than the row inside it), nothing cut, and its row grows by a label line for each line past its first",
          arguments: bothDirections)
    func wraps(direction: TabBarReadingDirection) throws {
        for size in Self.accessibilitySizes {
            let layout = Self.layout(size, direction)
            let base = TabBarSidebarLayout.rowHeight(base: TabBarTheme.system.metrics.sidebarRowHeight, textSize: size)
            for row in Self.rows(layout) {
                let lines = row.labelLines
                let title = try #require(Self.wordy.tab(row.id)?.title)
                #expect(!lines.isEmpty, "\(size) \(row.id): a sidebar label is given line by line")
                let lineHeight = try #require(lines.first?.frame.height)
                let grown = base + Double(lines.count - 1) * lineHeight
                #expect(abs(row.frame.height - grown) <= 0.5, "\(size) \(row.id): \(lines.count) lines in a row \(row.frame.height) tall, not \(grown)")
                #expect(row.labelText == title, "\(size) \(row.id): the label's text is the title, however it broke")
                for (upper, lower) in zip(lines, lines.dropFirst()) {
                    #expect(abs(lower.frame.minY - upper.frame.maxY) <= 0.5, "\(size) \(row.id): lines stack, one under the other")
                }
                for line in lines {
                    #expect(line.frame.minY >= row.frame.minY - 0.5 && line.frame.maxY <= row.frame.maxY + 0.5, "\(size) \(row.id): lines inside the row")
                    #expect(line.frame.minX >= row.frame.minX && line.frame.maxX <= row.frame.maxX, "\(size) \(row.id): lines inside the row's width")
                    let after = direction == .rightToLeft ? line.frame.maxX <= row.iconFrame.minX : line.frame.minX >= row.iconFrame.maxX
                    #expect(after, "\(size) \(row.id): text after the icon in the reading direction")
                }
                if let label = row.labelFrame {
                    #expect(lines.allSatisfy { label.union($0.frame) == label }, "the label's frame holds its lines")
                }
                // Every title here fits four lines, so none is cut, whether it broke at spaces or inside a word.
                #expect(Self.whole(title, lines), "\(size) \(row.id): the whole title, \(lines.map(\.text))")
            }
            // From AX1 both titles of several words need more than one line in a 260-point sidebar.
            for id: TabID in ["browse", "library"] {
                let row = try #require(layout.item(id))
                #expect(row.labelLines.count > 1, "\(size) \(id) wraps")
            }
        }
        // Below accessibility sizes these titles fit one line: rows keep the theme's height.
        let large = Self.layout(.large, direction)
        #expect(Self.rows(large).allSatisfy { $0.labelLines.count == 1 && $0.frame.height == 44 })
    }

    @Test("the icon is level with the first line (as a list cell's image); a count badge sits at the row's trailing edge, as far in as the icon is from the leading edge, level with the first line, clear of every line",
          arguments: bothDirections)
    func iconAndBadge(direction: TabBarReadingDirection) throws {
        for size in Self.accessibilitySizes {
            let layout = Self.layout(size, direction)
            #expect(Self.rows(layout).filter { $0.labelLines.count > 1 }.count >= 2, "\(size): rows that wrap are checked")
            for row in Self.rows(layout) where row.labelLines.count > 1 {
                let first = row.labelLines[0].frame
                #expect(abs(row.iconFrame.midY - first.midY) <= 0.5, "\(size) \(row.id): the icon beside the first line")
                #expect(row.iconFrame.minY >= row.frame.minY, "\(size) \(row.id): the icon inside the row")
            }
            let library = try #require(layout.item("library"))
            let badge = try #require(library.badgeFrame)
            let first = library.labelLines[0].frame
            #expect(abs(badge.midY - first.midY) <= 0.5, "\(size): the badge level with the first line")
            let inset = direction == .rightToLeft ? library.frame.maxX - library.iconFrame.maxX : library.iconFrame.minX - library.frame.minX
            let trailing = direction == .rightToLeft ? badge.minX - library.frame.minX : library.frame.maxX - badge.maxX
            #expect(abs(trailing - inset) <= 0.5, "\(size): the badge at the trailing edge, \(trailing) in, as the icon is \(inset) in at the leading edge")
            for line in library.labelLines {
                let gap = direction == .rightToLeft ? line.frame.minX - badge.maxX : badge.minX - line.frame.maxX
                #expect(gap >= LayoutEngine.sidebarIconGap - 0.5, "\(size): every line ends a gap before the badge's column")
            }
            #expect(badge.minX >= library.frame.minX && badge.maxX <= library.frame.maxX, "\(size): the badge inside the row")
            for line in library.labelLines { #expect(!badge.intersects(line.frame), "\(size): the badge covers no line") }
        }
    }

    @Test("rows below a taller row move down by as much: tab rows and the other rows never overlap, and the content is as tall as its rows",
          arguments: bothDirections)
    func rowsStack(direction: TabBarReadingDirection) throws {
        for size in Self.accessibilitySizes {
            let layout = Self.layout(size, direction, scrollOffset: 0)
            let order = try #require(layout.sidebarReadingOrder)
            // With the sidebar at its top, each row's frame on screen (`sidebarRowFrame` clips to the viewport).
            var bottom = layout.contentFrame.minY
            var total = 0.0
            for item in order {
                let frame: TabBarRect
                if case .tab(let id) = item {
                    frame = try #require(layout.item(id)?.frame)
                } else if let row = layout.sidebar?.rows.first(where: { $0.item == item }) {
                    frame = row.frame
                } else {
                    continue  // below the viewport: not laid out
                }
                #expect(frame.minY >= bottom - 0.5, "\(size) \(item.name) starts below the row before it (or the gap above a header)")
                bottom = frame.maxY
                total += frame.height
            }
            #expect(layout.scroll.contentWidth >= total - 0.5, "\(size): the content holds every row")
            let base = TabBarSidebarLayout.rowHeight(base: TabBarTheme.system.metrics.sidebarRowHeight, textSize: size)
            #expect(layout.items.contains { $0.frame.height > base + 1 }, "\(size): a taller tab row is among them")
        }
    }

    @Test("hit testing, VoiceOver's frame, the focus ring and scrolling a row into view follow a taller row", arguments: bothDirections)
    func framesFollow(direction: TabBarReadingDirection) throws {
        let size = TabBarTextSize.accessibility3
        let layout = Self.layout(size, direction, focus: .tab("browse"), scrollOffset: 0)
        let row = try #require(layout.item("browse"))
        #expect(row.labelLines.count > 1)
        #expect(row.hitFrame == row.frame, "the whole taller row takes a touch")
        let last = try #require(row.labelLines.last).frame
        #expect(layout.hitTest(last.center) == "browse", "a touch on the last line selects the row")
        #expect(layout.sidebarRowFrame(.tab("browse")) == row.frame, "VoiceOver's frame is the whole row")
        #expect(layout.sidebar?.focusFrame == row.frame.insetBy(dx: 0, dy: 2).snapped(scale: layout.environment.displayScale), "the focus ring goes round the whole row")
        // Scrolled so the row's top is just above the viewport: VoiceOver's move onto it brings all of it in.
        let top = row.frame.minY - layout.contentFrame.minY
        let offset = try #require(layout.sidebarOffset(revealing: .tab("browse"), from: top + row.frame.height / 2))
        #expect(abs(offset - top) <= 0.5, "scrolled back to the row's top")
        let scrolled = Self.layout(size, direction, scrollOffset: top + 10)
        let moved = try #require(scrolled.item("browse"))
        #expect(abs(moved.frame.minY - (row.frame.minY - top - 10)) <= 0.5 && moved.frame.height == row.frame.height, "the row scrolls whole")
        for (line, before) in zip(moved.labelLines, row.labelLines) {
            #expect(abs(line.frame.minY - (before.frame.minY - top - 10)) <= 0.5, "its lines scroll with it")
        }
    }

    /// The wordy atlas with one title too long for four lines at the largest sizes.
    static var overflowing: TabBarConfiguration {
        var configuration = wordy
        configuration.tabs = configuration.tabs.map { tab in
            var tab = tab
            if tab.id == "downloads" { tab.title = "Downloads and Offline Music Kept on This iPad" }
            return tab
        }
        return configuration
    }

    @Test("the large content viewer only where a title is still cut (past its fourth line); a wrapped title, a word broken inside included, shows whole without it",
          arguments: bothDirections)
    func viewerWhereCut(direction: TabBarReadingDirection) throws {
        var cutSeen = false, wrappedWhole = false
        for size in Self.accessibilitySizes {
            for row in Self.rows(Self.layout(size, direction, configuration: Self.overflowing)) {
                let title = try #require(Self.overflowing.tab(row.id)?.title)
                let whole = Self.whole(title, row.labelLines)
                #expect(row.showsLargeContentViewer == !whole, "\(size) \(row.id): \(row.labelLines.map(\.text))")
                if !whole {
                    #expect(row.labelLines.count == TabBarSidebarLayout.maximumFooterLines && row.labelLines.last?.text.hasSuffix("…") == true)
                }
                cutSeen = cutSeen || !whole
                wrappedWhole = wrappedWhole || (whole && row.labelLines.count > 1)
            }
        }
        #expect(cutSeen && wrappedWhole, "both cases are checked")
        for size in TabBarTextSize.allCases where !size.isAccessibilitySize {
            #expect(Self.rows(Self.layout(size, direction)).allSatisfy { !$0.showsLargeContentViewer }, "\(size)")
        }
    }

    @Test("the display list draws a wrapped label line by line at the layout's frames, and the SVG writes each line", arguments: bothDirections)
    func drawn(direction: TabBarReadingDirection) throws {
        let layout = Self.layout(.accessibility3, direction)
        let list = TabBarDrawing(configuration: Self.wordy, layout: layout, theme: .system, appearance: TabBarAppearance(.light)).list
        let row = try #require(layout.item("browse"))
        #expect(row.labelLines.count > 1, "a wrapped label")
        let group = try #require(G0DisplayListTests.group("tab:browse", in: list))
        let texts = G0DisplayListTests.flatten(group.children).compactMap { if case .text(let text) = $0 { text } else { nil } }
        #expect(texts.map(\.string) == row.labelLines.map(\.text))
        #expect(texts.map(\.frame) == row.labelLines.map(\.frame))
        #expect(texts.allSatisfy { $0.anchor == .start })
        let svg = TabBarSVGWriter().write(list)
        for line in row.labelLines { #expect(svg.contains(">\(line.text)<"), "\(line.text) in the SVG") }
    }
}

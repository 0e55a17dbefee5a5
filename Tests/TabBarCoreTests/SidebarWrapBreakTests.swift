import Testing
@_spi(TabBarKitInternal) @testable import TabBarCore
import TabBarRender
import TabBarTesting

/// Issue 33's third device review, items 2 and 4: the sidebar's wrap broke lines only at spaces, so a Japanese or
/// Chinese title (no spaces) stayed one line cut with "…", and a word wider than the row was cut where a label breaks
/// it; and it wrapped the selected row in its heavier weight only, so selecting a row, or a count going from "9" to
/// "99+", could add a line and move every row below. Now a word wider than the line breaks by grapheme cluster, CJK
/// text between characters (with the kinsoku rules), spaces still first; every row wraps at the selected weight and a
/// count keeps the room of the widest count. The golden fixtures are `SidebarTabWrapTests`'.
@Suite("Sidebar wrap: words wider than a line, CJK, rows that keep their height, LTR and RTL")
struct SidebarWrapBreakTests {
    static let measurer = TabBarInterTextMeasurer()
    /// An AX3 label's size, roughly: CJK characters are measured at 1 em, so 35 points each.
    static let size = 35.0

    static func wrap(_ text: String, _ width: Double) -> [String] {
        SidebarPlan.wrap(text, width: width, size: size, weight: .semibold, measurer: measurer)
    }

    static func width(_ text: String) -> Double { measurer.width(of: text, size: size, weight: .semibold) }

    @Test("a word wider than the line breaks by grapheme cluster, each piece as long as fits, starting on a line of its own")
    func overLongWord() throws {
        let word = "Einstellungsmöglichkeiten", width = 190.0
        #expect(Self.width(word) > 2 * width, "the word needs three lines")
        let lines = Self.wrap("Alle " + word, width)
        #expect(lines.first == "Alle", "the word does not start after the short word before it")
        let pieces = Array(lines.dropFirst())
        #expect(pieces.joined() == word, "nothing cut: \(pieces)")
        #expect(pieces.count >= 3)
        for (piece, next) in zip(pieces, pieces.dropFirst()) {
            #expect(Self.width(piece) <= width, "\(piece) fits")
            let more = piece + String(try #require(next.first))
            #expect(Self.width(more) > width, "\(piece): one more letter would not fit")
        }
    }

    @Test("spaces stay the breaks taken first: a title whose words fit breaks only between them")
    func spacesFirst() {
        let width = Self.width("Browse New") + 1
        #expect(Self.wrap("Browse New Releases", width) == ["Browse New", "Releases"])
        // The rest of a broken word is followed by the next words on its line when they fit.
        let lines = Self.wrap("Einstellungsmöglichkeiten A", 190)
        #expect(lines.last?.hasSuffix(" A") == true, "\(lines)")
    }

    @Test("Japanese and Chinese titles break between characters, no line starting with a small kana, the prolonged sound mark or closing punctuation, none ending with opening punctuation")
    func cjk() throws {
        // Each character is 35 points: five fit a 180-point line. "ー" may not start a line, nor the small "ッ"
        // (so "ジッ" stays together), and "ミュ" is one unit.
        #expect(Self.wrap("ダウンロード済みのミュージック", 180) == ["ダウンロー", "ド済みの", "ミュージッ", "ク"])
        for text in ["新着リリースを見る", "最近添加的音乐和播客节目", "設定（プライバシー）を開く。", "ミュージックライブラリ"] {
            let lines = Self.wrap(text, 150)
            #expect(lines.count > 1, "\(text) wraps")
            #expect(lines.joined() == text, "nothing cut: \(lines)")
            for line in lines {
                #expect(Self.width(line) <= 150, "\(line) fits")
                let first = try #require(line.first), last = try #require(line.last)
                if line != lines.first { #expect(!"ーッュャョァィゥェォっゅゃょ）」。、".contains(first), "\(line) starts a line") }
                if line != lines.last { #expect(!"（「".contains(last), "\(line) ends a line") }
            }
        }
    }

    @Test("a break never falls inside a grapheme cluster: a letter and its combining accent, an emoji sequence, a Thai syllable (Thai has no dictionary breaks here: a verify item)")
    func clusters() {
        for text in ["Cafe\u{301}Cafe\u{301}Cafe\u{301}", "👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦", "การตั้งค่าความเป็นส่วนตัว"] {
            let lines = Self.wrap(text, 150)
            #expect(lines.count > 1, "\(text) wraps")
            #expect(lines.joined() == text && lines.map(\.count).reduce(0, +) == text.count, "whole clusters: \(lines)")
        }
    }

    @Test("a hyphenated word breaks after a hyphen before it breaks inside a part; a minus sign stays with its number")
    func hyphens() {
        #expect(Self.wrap("Wi-Fi-Einstellungen", Self.width("Wi-Fi-") + 1).first == "Wi-Fi-")
        #expect(TabBarLineBreaks(Array("a -5 b")).ends == [2, 5, 6], "after the space, not between the minus and 5")
    }

    /// Counts the widths asked for.
    final class CountingMeasurer: TabBarTextMeasuring, @unchecked Sendable {
        var count = 0
        func width(of text: String, size: Double, weight: TabBarFontWeight) -> Double {
            count += 1
            return SidebarWrapBreakTests.measurer.width(of: text, size: size, weight: weight)
        }
    }

    @Test("each line costs a binary search over its breaks, not a measurement per character (a sidebar wraps every title on every layout)")
    func measuresLittle() {
        let text = String(repeating: "最近添加的音乐和播客节目", count: 3), counting = CountingMeasurer()
        let lines = SidebarPlan.wrap(text, width: 20 * Self.size, size: Self.size, weight: .semibold, measurer: counting)
        #expect(lines.count == 2 && lines.joined() == text)
        #expect(counting.count <= 2 * 8, "\(counting.count) measurements for \(text.count) characters on \(lines.count) lines")
    }

    @Test("a sidebar's headers, actions and footers wrap as its tabs do: Japanese ones break between characters, whole", arguments: bothDirections)
    func otherRows(direction: TabBarReadingDirection) throws {
        let configuration = SidebarTabWrapTests.japanese
        let top = SidebarTabWrapTests.layout(.accessibility5, direction, scrollOffset: 0, configuration: configuration)
        let texts: [TabBarSidebarOutline.Item: String] = [
            .header(section: "collection"): "コレクション", .action("newPlaylist", section: "collection"): "新規プレイリスト",
            .footer(section: "collection"): "iCloudと同期済み",
        ]
        for (item, text) in texts {
            let offset = top.sidebarOffset(revealing: item, from: 0) ?? 0  // `nil`: in view already
            let layout = SidebarTabWrapTests.layout(.accessibility5, direction, scrollOffset: offset, configuration: configuration)
            let row = try #require(layout.sidebar?.rows.first { $0.item == item })
            #expect(row.lines.count > 1, "\(item.name) wraps: \(row.lines.map(\.text))")
            #expect(row.lines.map(\.text).joined() == text, "\(item.name): whole, nothing cut")
            #expect(!row.showsLargeContentViewer, "\(item.name) shows its whole text")
        }
    }

    /// The wordy atlas with Browse retitled (and given a count), its sidebar at a text size with `selected` chosen.
    static func layout(
        title: String, _ size: TabBarTextSize, _ direction: TabBarReadingDirection, selected: TabID = "home", count: Int? = nil
    ) -> TabBarLayout {
        var configuration = SidebarTabWrapTests.wordy
        configuration.tabs = configuration.tabs.map { tab in
            var tab = tab
            if tab.id == "browse" {
                tab.title = title
                tab.badge = count.map { .count($0) } ?? .none
            }
            return tab
        }
        var machine = TabBarMachine.fixture(configuration)
        _ = machine.handle(.sizeClassChanged(.regular))
        _ = machine.handle(.selectionRequested(selected))
        return TabBarLayout(
            configuration: configuration, state: machine.state,
            environment: TabBarDevicePreset.iPadPro11.environment(.landscape, direction: direction, dynamicType: size), theme: .system,
            measurer: measurer, regularWidth: .sidebar)
    }

    /// Each tab row's height, by tab.
    static func heights(_ layout: TabBarLayout) -> [TabID: Double] {
        Dictionary(uniqueKeysWithValues: layout.allItems().map { ($0.id, $0.frame.height) })
    }

    @Test("selecting a row never rewraps it: every row wraps at the selected weight, so no row's height, and no row below, moves",
          arguments: bothDirections)
    func selectionKeepsHeights(direction: TabBarReadingDirection) {
        // At AX2 "Recent Music" fits a row's 190 points in the theme's medium weight, not in the selected semibold.
        let title = "Recent Music", size = LayoutEngine.sidebarLabelSize * TabBarTextSize.accessibility2.sidebarTextScale
        let room = 236 - 24 - LayoutEngine.sidebarIconGap - 2 * LayoutEngine.sidebarIconInset + LayoutEngine.sidebarLabelEndSlack
        #expect(SidebarPlan.wrap(title, width: room, size: size, weight: .medium, measurer: Self.measurer).count == 1)
        #expect(SidebarPlan.wrap(title, width: room, size: size, weight: .semibold, measurer: Self.measurer).count == 2)
        for textSize in TabBarTextSize.allCases {
            let unselected = Self.layout(title: title, textSize, direction)
            let selected = Self.layout(title: title, textSize, direction, selected: "browse")
            #expect(Self.heights(unselected) == Self.heights(selected), "\(textSize): heights whatever is selected")
            let rows = unselected.allItems().map(\.id)
            for id in rows {
                #expect(unselected.item(id)?.frame.minY == selected.item(id)?.frame.minY, "\(textSize) \(id) stays where it was")
            }
        }
    }

    @Test("a count going from 9 to 99+ never rewraps its row: a count keeps the room of the widest count the style writes",
          arguments: bothDirections)
    func countKeepsHeights(direction: TabBarReadingDirection) {
        // At AX1 "Saved Songs" fits beside a room cut to "9"'s width, not beside one cut to "99+"'s.
        let title = "Saved Songs", size = LayoutEngine.sidebarLabelSize * TabBarTextSize.accessibility1.sidebarTextScale
        let nine = LayoutEngine.badgeWidth("9", theme: .system, boldText: nil, measurer: Self.measurer)
        let wide = LayoutEngine.badgeWidth("99+", theme: .system, boldText: nil, measurer: Self.measurer)
        func room(_ badge: Double) -> Double { 236 - 24 - 2 * LayoutEngine.sidebarIconGap - 2 * LayoutEngine.sidebarIconInset - badge }
        #expect(SidebarPlan.wrap(title, width: room(nine), size: size, weight: .semibold, measurer: Self.measurer).count == 1)
        #expect(SidebarPlan.wrap(title, width: room(wide), size: size, weight: .semibold, measurer: Self.measurer).count == 2)
        for textSize in TabBarTextSize.allCases {
            let counts = [1, 9, 12, 99, 150].map { Self.heights(Self.layout(title: title, textSize, direction, count: $0)) }
            #expect(counts.allSatisfy { $0 == counts[0] }, "\(textSize): the same heights for every count")
        }
    }
}

/// A line of a sidebar row's text, measured and placed.
public struct TabBarSidebarTextLine: Hashable, Sendable {
    /// The line's text (the last line of a footer that does not fit ends with "…").
    public var text: String
    /// The line's box: its width is the measured text's, at the reading-direction start of the row.
    public var frame: TabBarRect
}

/// One row of the sidebar that is not a tab: a section's header (with its disclosure chevron when the section
/// can collapse), one of a section's actions, or a section's footer. Tab rows are ``TabItemLayout``s in
/// ``TabBarLayout/items``, as in the bar.
public struct TabBarSidebarRowLayout: Hashable, Sendable {
    /// What the row stands for (a header, an action or a footer).
    public var item: TabBarSidebarOutline.Item
    /// The row.
    public var frame: TabBarRect
    /// Where a touch activates it (a collapsible header, an action); `nil` for a footer and a header that cannot collapse.
    public var hitFrame: TabBarRect?
    /// The row's icon: an action's, or a collapsible header's chevron (`chevron.down` while expanded, the reading
    /// direction's `chevron.right` or `chevron.left` while collapsed).
    public var icon: TabIcon?
    /// Where the icon goes.
    public var iconFrame: TabBarRect?
    /// The text, line by line: every row wraps (at spaces, a word wider than the row and CJK text between characters)
    /// and grows to hold its lines, as self-sizing cells do at large text sizes (at most ``TabBarSidebarLayout/maximumFooterLines``, the last ending with "…" when the text goes on).
    public var lines: [TabBarSidebarTextLine]
    /// The text's size in points.
    public var textSize: Double
    /// The text's weight.
    public var textWeight: TabBarFontWeight
    /// Whether an action destroys something (drawn in the destructive colour).
    public var isDestructive: Bool
    /// Whether a header's section is collapsed.
    public var isCollapsed: Bool
    /// The row's whole text when the row shows it cut (a header or an action truncated, a footer past its last line)
    /// at an accessibility text size: the large content viewer shows it, as it shows a tab's.
    public var largeContentTitle: String? = nil
    /// Whether a long press shows the large content viewer over the row.
    public var showsLargeContentViewer: Bool { largeContentTitle != nil }
}

/// The sidebar's rows that are not tabs, and the keyboard's focus, laid out by the core from
/// ``TabBarSidebarOutline``: sections in order, each with its header, its tabs (in the user's order), its actions
/// and its footer; a collapsed section keeps its header and footer. The tabs' rows are the layout's items.
public struct TabBarSidebarLayout: Hashable, Sendable {
    /// The headers, actions and footers at least partly in the scroll viewport, top to bottom.
    public var rows: [TabBarSidebarRowLayout]
    /// The row the hardware keyboard focuses (after an arrow key), if any.
    public var focusedItem: TabBarSidebarOutline.Item?
    /// The focus ring's frame around that row, when it is on screen.
    public var focusFrame: TabBarRect?

    /// The gap above a section's header when rows come before it, in points.
    public static let sectionGap = 16.0
    /// A header's text size at the default text size, in points (headline).
    public static let headerTextSize = 17.0
    /// An action's text size at the default text size, in points (subheadline).
    public static let actionTextSize = 15.0
    /// A footer's text size at the default text size, in points (footnote).
    public static let footerTextSize = 13.0
    /// A disclosure chevron's side, in points.
    public static let chevronSize = 14.0
    /// The space between a row's edges and what it shows, in points.
    public static let rowPadding = 12.0
    /// The room above and below a footer's text, in points.
    public static let footerInsets = TabBarInsets(top: 4, bottom: 8)
    /// The most lines a footer shows; the last one ends with "…" when the text goes on.
    public static let maximumFooterLines = 4
    /// The focus ring's width, in points.
    public static let focusRingWidth = 2.0

    /// A row's height at a text size: the theme's `base` (at `large`) grown by as much as a header's line grows, so
    /// rows fit their text at every size, accessibility sizes included, as self-sizing sidebar cells do.
    public static func rowHeight(base: Double, textSize: TabBarTextSize) -> Double {
        let grown = SidebarPlan.lineHeight(headerTextSize * textSize.sidebarTextScale) - SidebarPlan.lineHeight(headerTextSize)
        return max(base, base + grown)
    }
}

/// Where each row of a sidebar goes, made once per layout: the tabs' rows (the layout engine's items, by index)
/// and the other rows, each at its offset from the top of the scroll content.
struct SidebarPlan: Sendable {
    /// One row that is not a tab, before it is placed on screen.
    struct Entry: Sendable {
        var item: TabBarSidebarOutline.Item
        var top: Double
        var height: Double
        /// A header's or an action's text, wrapped to the row (empty for tabs and footers).
        var lines: [String] = []
    }

    /// A tab row's label as the plan wraps it: its title, the room beside the icon (and a count badge), its size and
    /// the weight its lines break at.
    struct TabText: Sendable {
        var title: String
        var room: Double
        var size: Double
        var weight: TabBarFontWeight
    }

    /// The tabs' rows in reading order (expanded sections only).
    let tabs: [TabID]
    /// Each tab row's offset from the content's top.
    let tabTops: [Double]
    /// Each tab row's height: the row height, grown by a label line's height for each line past its first.
    let tabHeights: [Double]
    /// Each tab row's label, wrapped to its room (empty for a row that shows no label).
    let tabLines: [[String]]
    /// A tab's index in ``tabs``.
    let tabIndex: [TabID: Int]
    /// The other rows, in reading order.
    let entries: [Entry]
    /// Every row, tabs included, in reading order (sections, each with its header, rows and footer).
    let all: [Entry]
    /// A row's position in ``all``, so finding one costs no walk of the sidebar (VoiceOver frames every row each frame).
    let allIndex: [TabBarSidebarOutline.Item: Int]
    /// The content's whole height.
    let contentHeight: Double
    /// What each row of ``entries`` reads, for placing.
    let outline: TabBarSidebarOutline
    let configuration: TabBarConfiguration

    /// Plans the sidebar of a configuration in a state: rows at least `rowHeight` tall, headers, actions (beside an
    /// icon `iconSize` wide) and footers wrapped to `width`, tabs' labels as `tabText` says, a row growing by a line's
    /// height for each line past its first.
    init(
        configuration: TabBarConfiguration, state: TabBarState, rowHeight: Double, width: Double, textScale: Double,
        measurer: any TabBarTextMeasuring, iconSize: Double = 24, boldText: Bool? = nil, tabText: (TabID) -> TabText? = { _ in nil }
    ) {
        let outline = TabBarSidebarOutline(configuration: configuration, state: state)
        var tabs: [TabID] = [], tops: [Double] = [], heights: [Double] = [], tabLines: [[String]] = []
        var entries: [Entry] = [], all: [Entry] = []
        var y = 0.0
        for section in outline.sections {
            if section.header != nil, y > 0 { y += TabBarSidebarLayout.sectionGap }
            if let header = section.header {
                let title = configuration.sections.first { $0.id == section.id }?.title ?? header.label
                let size = TabBarSidebarLayout.headerTextSize * textScale
                let room = width - (header.event == nil ? 0 : TabBarSidebarLayout.chevronSize + TabBarSidebarLayout.rowPadding)
                let lines = Self.wrap(title, width: room, size: size, weight: TabBarFontWeight.semibold.withBoldText(boldText), measurer: measurer)
                let height = rowHeight + Double(max(0, lines.count - 1)) * Self.lineHeight(size)
                entries.append(Entry(item: header.item, top: y, height: height, lines: lines))
                all.append(entries[entries.count - 1])
                y += height
            }
            for row in section.rows {
                if case .tab(let id) = row.item {
                    // A list cell's text wraps and the cell grows (UIListContentConfiguration's text has no line limit).
                    let text = tabText(id)
                    let lines = text.map { Self.wrap($0.title, width: $0.room, size: $0.size, weight: $0.weight, measurer: measurer) } ?? []
                    let height = rowHeight + Double(max(0, lines.count - 1)) * Self.labelLineHeight(text?.size ?? 0)
                    tabs.append(id)
                    tops.append(y)
                    heights.append(height)
                    tabLines.append(lines)
                    all.append(Entry(item: row.item, top: y, height: height))
                    y += height
                    continue
                }
                var title = row.label
                if case .action(let actionID, let sectionID) = row.item,
                    let action = configuration.sections.first(where: { $0.id == sectionID })?.actions.first(where: { $0.id == actionID }) {
                    title = action.title
                }
                let size = TabBarSidebarLayout.actionTextSize * textScale
                let lines = Self.wrap(title, width: width - iconSize - 6, size: size, weight: TabBarFontWeight.regular.withBoldText(boldText), measurer: measurer)
                let height = rowHeight + Double(max(0, lines.count - 1)) * Self.lineHeight(size)
                entries.append(Entry(item: row.item, top: y, height: height, lines: lines))
                all.append(entries[entries.count - 1])
                y += height
            }
            if let footer = section.footer {
                let lines = Self.wrap(footer.label, width: width, size: TabBarSidebarLayout.footerTextSize * textScale, measurer: measurer)
                let height = Double(lines.count) * Self.lineHeight(TabBarSidebarLayout.footerTextSize * textScale) + TabBarSidebarLayout.footerInsets.top + TabBarSidebarLayout.footerInsets.bottom
                entries.append(Entry(item: footer.item, top: y, height: height))
                all.append(entries[entries.count - 1])
                y += height
            }
        }
        self.tabs = tabs
        tabTops = tops
        tabHeights = heights
        self.tabLines = tabLines
        tabIndex = Dictionary(tabs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        self.entries = entries
        self.all = all
        allIndex = Dictionary(all.enumerated().map { ($1.item, $0) }, uniquingKeysWith: { first, _ in first })
        contentHeight = y
        self.outline = outline
        self.configuration = configuration
    }

    /// A line's height for text of `size` points, rounded to the half point.
    static func lineHeight(_ size: Double) -> Double { (size * 1.3 * 2).rounded(.up) / 2 }

    /// A tab label's line height for text of `size` points, rounded to the half point (as in the bar).
    static func labelLineHeight(_ size: Double) -> Double { (size * 1.25 * 2).rounded(.up) / 2 }
}

extension LayoutEngine {
    /// The sidebar's headers, actions and footers that lie at least partly in the viewport, and the focus ring.
    func sidebarLayout(focus: TabBarSidebarOutline.Item?) -> TabBarSidebarLayout? {
        guard let plan = sidebar else { return nil }
        let scale = environment.displayScale
        let textScale = environment.dynamicType.sidebarTextScale
        let padding = TabBarSidebarLayout.rowPadding
        var rows: [TabBarSidebarRowLayout] = []
        for entry in plan.entries {
            let frame = TabBarRect(x: viewport.x, y: viewport.y + entry.top - offset, width: viewport.width, height: entry.height)
            guard frame.maxY > viewport.minY, frame.minY < viewport.maxY else { continue }
            guard let row = plan.outline.row(entry.item) else { continue }
            var placed = TabBarSidebarRowLayout(
                item: entry.item, frame: frame.snapped(scale: scale), hitFrame: nil, icon: nil, iconFrame: nil, lines: [],
                textSize: 0, textWeight: .regular, isDestructive: row.isDestructive, isCollapsed: false)
            switch entry.item {
            case .header(let id):
                let section = plan.configuration.sections.first { $0.id == id }
                let collapsed = plan.outline.sections.first { $0.id == id }?.isCollapsed ?? false
                let size = TabBarSidebarLayout.headerTextSize * textScale
                let weight = TabBarFontWeight.semibold.withBoldText(environment.boldText)
                let chevron = TabBarSidebarLayout.chevronSize
                let title = section?.title ?? row.label
                placed.lines = lines(entry.lines, in: frame, size: size, weight: weight, leadingInset: padding)
                placed.largeContentTitle = largeContent(title, shown: placed.lines)
                placed.textSize = size
                placed.textWeight = weight
                placed.isCollapsed = collapsed
                if row.event != nil {
                    // The chevron at the reading-direction end, pointing down while expanded, toward the end while collapsed.
                    let x = rtl ? frame.minX + padding : frame.maxX - padding - chevron
                    placed.iconFrame = TabBarRect(x: x, y: frame.midY - chevron / 2, width: chevron, height: chevron).snapped(scale: scale)
                    placed.icon = TabIcon.symbol(collapsed ? (rtl ? "chevron.left" : "chevron.right") : "chevron.down")
                    placed.hitFrame = frame.snapped(scale: scale)
                }
            case .action(let id, let sectionID):
                let action = plan.configuration.sections.first { $0.id == sectionID }?.actions.first { $0.id == id }
                let size = TabBarSidebarLayout.actionTextSize * textScale
                let weight = TabBarFontWeight.regular.withBoldText(environment.boldText)
                let icon = metrics.iconSize
                let iconX = rtl ? frame.maxX - padding - icon : frame.minX + padding
                let title = action?.title ?? row.label
                placed.lines = lines(entry.lines, in: frame, size: size, weight: weight, leadingInset: padding + icon + 6)
                placed.icon = action?.icon ?? "circle"
                // Level with the first line once the text wraps, as a tab row's icon is (a list cell's image).
                let iconMidY = Self.sidebarIconMidY(lines: placed.lines, row: frame)
                placed.iconFrame = TabBarRect(x: iconX, y: iconMidY - icon / 2, width: icon, height: icon).snapped(scale: scale)
                placed.largeContentTitle = largeContent(title, shown: placed.lines)
                placed.textSize = size
                placed.textWeight = weight
                placed.hitFrame = frame.snapped(scale: scale)
            case .footer(let id):
                let size = TabBarSidebarLayout.footerTextSize * textScale
                let height = SidebarPlan.lineHeight(size)
                let text = plan.configuration.sections.first { $0.id == id }?.footer ?? row.label
                let width = frame.width - 2 * padding
                placed.lines = SidebarPlan.wrap(text, width: width, size: size, measurer: measurer).enumerated().map { index, text in
                    let w = measurer.width(of: text, size: size, weight: .regular)
                    let x = rtl ? frame.maxX - padding - w : frame.minX + padding
                    let y = frame.minY + TabBarSidebarLayout.footerInsets.top + Double(index) * height
                    return TabBarSidebarTextLine(text: text, frame: TabBarRect(x: x, y: y, width: w, height: height).snapped(scale: scale))
                }
                placed.largeContentTitle = largeContent(text, shown: placed.lines)
                placed.textSize = size
            case .tab:
                continue
            }
            rows.append(placed)
        }
        var focusFrame: TabBarRect?
        if let focus {
            if case .tab(let id) = focus, let index = plan.tabIndex[id] {
                let slot = slot(index)
                if slot.maxY > viewport.minY, slot.minY < viewport.maxY { focusFrame = slot.insetBy(dx: 0, dy: 2).snapped(scale: scale) }
            } else {
                focusFrame = rows.first { $0.item == focus }?.frame.insetBy(dx: 0, dy: 2).snapped(scale: scale)
            }
        }
        return TabBarSidebarLayout(rows: rows, focusedItem: focus, focusFrame: focusFrame)
    }

    /// Where a sidebar row's icon is centred: level with the first line of text once the text wraps over several (a
    /// list cell keeps its image beside the first line as its text grows), else the row's middle.
    static func sidebarIconMidY(lines: [TabBarSidebarTextLine], row: TabBarRect) -> Double {
        lines.count > 1 ? lines[0].frame.midY : row.midY
    }

    /// Whether a row's lines show all of `text` (nothing cut with "…", no line dropped), wherever they broke it (at
    /// spaces, inside a word, between CJK characters).
    static func showsWhole(_ text: String, in lines: [String]) -> Bool {
        let shown = { (s: String) in s.filter { $0 != " " } }
        return shown(lines.joined()) == shown(text)
    }

    /// The whole text for the large content viewer when `lines` show it cut at an accessibility text size; else `nil`.
    func largeContent(_ text: String, shown lines: [TabBarSidebarTextLine]) -> String? {
        guard environment.dynamicType.isAccessibilitySize else { return nil }
        return Self.showsWhole(text, in: lines.map(\.text)) ? nil : text
    }

    /// A row's wrapped lines (a header's, an action's, a tab's label) at the reading-direction start of the row,
    /// `leadingInset` in, the block vertically centred; each line `lineHeight` tall (a header's or action's by default).
    func lines(
        _ texts: [String], in frame: TabBarRect, size: Double, weight: TabBarFontWeight, leadingInset: Double, lineHeight: Double? = nil
    ) -> [TabBarSidebarTextLine] {
        let height = lineHeight ?? SidebarPlan.lineHeight(size)
        let top = frame.midY - Double(texts.count) * height / 2
        return texts.enumerated().map { index, text in
            let width = measurer.width(of: text, size: size, weight: weight)
            let x = rtl ? frame.maxX - leadingInset - width : frame.minX + leadingInset
            return TabBarSidebarTextLine(
                text: text, frame: TabBarRect(x: x, y: top + Double(index) * height, width: width, height: height).snapped(scale: environment.displayScale))
        }
    }
}

extension TabBarLayout {
    /// The tabs a sidebar shows as rows, top to bottom (`nil` for a bar).
    public var sidebarTabs: [TabID]? { engine.sidebar?.tabs }

    /// Every row of a sidebar in its reading order — sections in order, each with its header, its tabs and actions,
    /// its footer — whether on screen or scrolled away (`nil` for a bar). VoiceOver reads the sidebar in this order,
    /// never by where rows happen to be.
    public var sidebarReadingOrder: [TabBarSidebarOutline.Item]? { engine.sidebar?.all.map(\.item) }

    /// A sidebar row's accessibility frame at the sidebar's scroll offset, never outside the viewport: the part of the
    /// row that shows, or, for a row scrolled wholly away, a 1-pt strip at the viewport's edge it lies beyond, so
    /// VoiceOver's swipes still reach it (and scroll it in) while a finger exploring the screen can hardly land on it —
    /// a frame left above or below the viewport would lie under the top bar or the safe area, and touching it would
    /// scroll the sidebar under the finger. `nil` when the sidebar has no such row.
    public func sidebarRowFrame(_ item: TabBarSidebarOutline.Item) -> TabBarRect? {
        guard let plan = engine.sidebar, let index = plan.allIndex[item] else { return nil }
        let entry = plan.all[index]
        let viewport = engine.viewport
        let top = viewport.y + entry.top - engine.offset
        let strip = min(1, viewport.height)
        var minY = max(top, viewport.minY), maxY = min(top + entry.height, viewport.maxY)
        if maxY - minY < strip {
            // Wholly (or all but a sliver) out of view: the strip at the nearer edge.
            let above = top + entry.height / 2 < viewport.midY
            minY = above ? viewport.minY : viewport.maxY - strip
            maxY = minY + strip
        }
        return TabBarRect(x: viewport.x, y: minY, width: viewport.width, height: maxY - minY).snapped(scale: environment.displayScale)
    }

    /// The rows (positions in ``sidebarReadingOrder``, from 1) whose middle lies in the viewport at scroll `offset`.
    public func sidebarRowsShown(atOffset offset: Double) -> ClosedRange<Int>? {
        guard let plan = engine.sidebar else { return nil }
        let extent = engine.viewport.height
        let shown = plan.all.indices.filter { index in
            let middle = plan.all[index].top + plan.all[index].height / 2 - offset
            return middle >= 0 && middle <= extent
        }
        guard let first = shown.first, let last = shown.last else { return nil }
        return (first + 1)...(last + 1)
    }

    /// VoiceOver's three-finger scroll over a sidebar: the page `direction` leads to (the viewport's height on, inside
    /// the content's ends) and the rows it shows; `nil` when the sidebar does not scroll or is at that end already.
    public func sidebarPage(_ direction: TabBarScrollDirection, from offset: Double) -> TabBarSidebarPage? {
        guard let plan = engine.sidebar, scroll.isScrollable else { return nil }
        let page = engine.viewport.height
        let target = min(max(offset + (direction == .down ? page : -page), 0), maximumScrollOffset)
        guard abs(target - offset) > 0.5, let rows = sidebarRowsShown(atOffset: target) else { return nil }
        return TabBarSidebarPage(offset: target, rows: rows, count: plan.all.count)
    }

    /// The scroll offset that brings a sidebar row wholly into the viewport from `offset`, moving as little as it can
    /// (a row taller than the viewport shows its top); `nil` when it is already in view, the sidebar does not scroll,
    /// or it has no such row. VoiceOver moving onto a row scrolled away brings it in.
    public func sidebarOffset(revealing item: TabBarSidebarOutline.Item, from offset: Double) -> Double? {
        guard let plan = engine.sidebar, scroll.isScrollable, let index = plan.allIndex[item] else { return nil }
        let entry = plan.all[index]
        let extent = engine.viewport.height
        var target = offset
        if entry.top + entry.height > offset + extent { target = entry.top + entry.height - extent }
        if entry.top < target { target = entry.top }
        target = min(max(target, 0), maximumScrollOffset)
        return abs(target - offset) > 0.5 ? target : nil
    }

    /// The large content of the sidebar row under a point whose text shows cut at an accessibility size (a header, an
    /// action or a footer): its item and whole text.
    public func sidebarLargeContent(at point: TabBarPoint) -> (item: TabBarSidebarOutline.Item, title: String)? {
        guard let row = sidebar?.rows.first(where: { $0.frame.contains(point) }), let title = row.largeContentTitle else { return nil }
        return (row.item, title)
    }

    /// The sidebar row under a point that is not a tab's (a collapsible header, an action), if any.
    func sidebarRow(at point: TabBarPoint) -> TabBarSidebarOutline.Item? {
        guard let sidebar, contentFrame.contains(point) else { return nil }
        return sidebar.rows.first { $0.hitFrame?.contains(point) ?? false }?.item
    }
}

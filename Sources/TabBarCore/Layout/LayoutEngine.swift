/// The computed parameters of one layout; items are derived from it by arithmetic, so only the
/// visible ones need to be built (1,000 tabs cost what the dozen on screen cost).
struct LayoutEngine: Sendable {
    let configuration: TabBarConfiguration
    let state: TabBarState
    let theme: TabBarTheme
    let environment: TabBarLayoutEnvironment
    let measurer: any TabBarTextMeasuring
    /// Visible tabs in the user's order.
    let order: [TabID]
    let count: Int
    let rtl: Bool
    let presentation: TabBarPresentation
    let compact: Bool
    let labelMode: TabBarLabelMode
    let barFrame: TabBarRect
    let viewport: TabBarRect
    let itemWidth: Double
    let spacing: Double
    let inset: Double
    let offset: Double
    let scrolls: Bool
    let selected: TabID
    /// The sidebar's rows (its tabs are ``order``), for a sidebar laid out from ``TabBarSidebarOutline``.
    var sidebar: SidebarPlan?

    var metrics: TabBarMetrics { theme.metrics }

    /// The tab at a visual position (left to right, or top to bottom in a sidebar).
    func tab(atVisual index: Int) -> TabID { order[rtl && presentation != .sidebar ? count - 1 - index : index] }

    func visualIndex(of id: TabID) -> Int? {
        if let sidebar { return sidebar.tabIndex[id] }
        guard let logical = state.visiblePosition(of: id) else { return nil }
        return rtl && presentation != .sidebar ? count - 1 - logical : logical
    }

    /// The slot of a visual position.
    func slot(_ index: Int) -> TabBarRect {
        if presentation == .sidebar {
            // Rows grow with their wrapped labels: each has its own height.
            let top = sidebar.map { $0.tabTops[index] } ?? Double(index) * itemWidth
            let height = sidebar.map { $0.tabHeights[index] } ?? itemWidth
            return TabBarRect(x: viewport.x, y: viewport.y + top - offset, width: viewport.width, height: height)
        }
        return TabBarRect(x: viewport.x + inset + Double(index) * (itemWidth + spacing) - offset, y: viewport.y, width: itemWidth, height: viewport.height)
    }

    /// The visual positions at least partly inside the viewport.
    var visibleRange: Range<Int> {
        guard scrolls, count > 0 else { return 0..<count }
        if let sidebar {
            // Rows at the offsets the sections and their wrapped labels give them: those that reach into the viewport.
            let first = sidebar.tabTops.indices.first { sidebar.tabTops[$0] + sidebar.tabHeights[$0] > offset } ?? count
            let last = sidebar.tabTops.lastIndex { $0 < offset + viewport.height }.map { $0 + 1 } ?? first
            return first..<max(first, last)
        }
        let stride = itemWidth + spacing
        let extent = presentation == .sidebar ? viewport.height : viewport.width
        let first = max(0, ((offset - inset - itemWidth) / stride).rounded(.up).saturatingInt)
        let last = min(count, ((offset - inset + extent) / stride).rounded(.up).saturatingInt + 1)
        return first..<max(first, last)
    }

    /// Whether a raised button is drawn for this tab (an action, or a prominent tab).
    func raisesAction(_ tab: TabBarKitItem) -> Bool {
        tab.role.isRaised && !scrolls && presentation != .sidebar && theme.actionButton.size > 0
    }
}

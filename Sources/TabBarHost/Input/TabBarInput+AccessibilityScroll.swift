import TabBarCore

extension TabBarInput {
    /// VoiceOver's three-finger scroll over a sidebar: the sidebar moves a page (the viewport's height) toward
    /// `direction`, gliding there as a released drag does, and says which rows it shows. Unhandled in a bar, in a
    /// sidebar that does not scroll, or at the end already (VoiceOver then plays its boundary sound).
    mutating func accessibilityScroll(_ direction: TabBarScrollDirection, context: Context) -> TabBarInputResult {
        var result = TabBarInputResult()
        guard let layout = context.layout, layout.presentation == .sidebar else { return result }
        let from = barOffset ?? layout.scroll.offset
        guard let page = layout.sidebarPage(direction, from: from) else { return result }
        barOffset = page.offset
        result.barScroll = .released(from: from, to: page.offset)
        result.pageScrolled = page
        result.handled = true
        return result
    }

    /// VoiceOver moved onto a sidebar row (a tab's, a header, an action, a footer) that lies outside the viewport: the
    /// sidebar glides until it shows the whole row, as a scroll view does for its focused subview. Anything else, or a
    /// row in view, is left alone (not handled).
    mutating func accessibilityFocused(_ hit: TabBarHit, context: Context) -> TabBarInputResult {
        var result = TabBarInputResult()
        guard let layout = context.layout, layout.presentation == .sidebar else { return result }
        let item: TabBarSidebarOutline.Item
        switch hit {
        case .tab(let id): item = .tab(id)
        case .sidebarRow(let row): item = row
        default: return result
        }
        let from = barOffset ?? layout.scroll.offset
        guard let target = layout.sidebarOffset(revealing: item, from: from) else { return result }
        barOffset = target
        result.barScroll = .released(from: from, to: target)
        result.handled = true
        return result
    }
}

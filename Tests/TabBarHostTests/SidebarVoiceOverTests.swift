import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost
import TabBarRender
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// Issue 33's review, item 11: VoiceOver reads a scrolled sidebar in its own order (sections, then rows), rows
/// scrolled away keep their place (a 1-pt strip at the viewport's nearer edge), and VoiceOver's three-finger scroll moves
/// the sidebar a page and says which rows it shows.
@Suite("Sidebar VoiceOver order and page scroll")
@MainActor
struct SidebarVoiceOverTests {
    /// The atlas as an iPad sidebar in a window `height` points tall (short enough that it scrolls).
    static func presenter(clock: ManualClock, height: Double = 300) throws -> TabBarPresenter {
        let store = try TabBarKitStore(configuration: TabBarFeatureSamples.atlas)
        _ = store.send(.sidebarSectionExpanded("more"))
        let presenter = makePresenter(store, clock: clock, measurer: TabBarInterTextMeasurer())
        presenter.updateContainer(size: TabBarSize(width: 1194, height: height), safeArea: TabBarInsets(top: 24, bottom: 20), displayScale: 2)
        presenter.update(regularWidth: .sidebar)
        presenter.handle(.sizeClasses(horizontal: .regular, vertical: .regular))
        presenter.launch()
        return presenter
    }

    /// The identities of the sidebar's reading order.
    static func expected(_ layout: TabBarLayout) -> [TabBarAccessibilityUpdate.Identity] {
        (layout.sidebarReadingOrder ?? []).map { item in
            if case .tab(let id) = item { return .tab(id) }
            return .target(.sidebarRow(item))
        }
    }

    @Test("scrolled half way, VoiceOver still reads every row in the sidebar's order, rows above and below kept as strips at the viewport's edges")
    func orderWhenScrolled() throws {
        let clock = ManualClock()
        let presenter = try Self.presenter(clock: clock)
        var frame = presenter.frame()
        #expect(frame.layout.scroll.isScrollable, "the fixture must scroll")
        #expect(presenter.handle(.accessibilityScroll(.down)).handled)
        clock.now += 1
        #expect(presenter.handle(.accessibilityScroll(.down)).handled, "to the end: the first section's header is far above")
        clock.now += 2
        frame = presenter.frame()
        #expect(frame.layout.scroll.offset == frame.layout.maximumScrollOffset)
        let order = TabBarAccessibilityUpdate.identities(frame)
        #expect(order == Self.expected(frame.layout))
        #expect(order.count == frame.layout.sidebarReadingOrder?.count)
        // The first rows lie above the viewport now: kept, each a strip at its top edge (not at y = 0, not dropped).
        let viewport = frame.layout.contentFrame
        let home = try #require(frame.accessibilityElements.first { $0.id == "home" }?.frame)
        #expect(home.maxY <= viewport.minY + 1)
        // Every row, header, action and footer included, is framed at its place: in reading order, top to bottom.
        var tops: [TabBarAccessibilityUpdate.Identity: Double] = [:]
        for element in frame.accessibilityElements { tops[.tab(element.id)] = element.frame?.minY }
        for target in frame.sidebarTargets { tops[.target(target.hit)] = target.frame.minY }
        let inOrder = order.compactMap { tops[$0] }
        #expect(inOrder == inOrder.sorted() && inOrder.count == order.count)
        let header = try #require(frame.sidebarTargets.first { $0.hit == .sidebarRow(.header(section: "collection")) })
        #expect(header.frame == TabBarRect(x: viewport.x, y: viewport.minY, width: viewport.width, height: 1),
            "a header scrolled away keeps its element, a 1-pt strip at the viewport's top")
    }

    @Test("no row's frame leaves the sidebar's viewport (device review 2, item 1): a row partly shown is framed by what shows, one scrolled away by a 1-pt strip at the nearer edge, never over the top bar or the safe area")
    func framesStayInViewport() throws {
        let clock = ManualClock()
        let presenter = try Self.presenter(clock: clock)
        _ = presenter.frame()
        #expect(presenter.handle(.accessibilityScroll(.down)).handled)
        clock.now += 2
        let frame = presenter.frame()
        let layout = frame.layout
        let viewport = layout.contentFrame
        #expect(layout.scroll.offset > 0 && layout.scroll.offset < layout.maximumScrollOffset, "mid-way: rows lie above and below")
        var frames = frame.sidebarTargets.map(\.frame)
        frames += frame.accessibilityElements.compactMap(\.frame)
        #expect(frames.count == layout.sidebarReadingOrder?.count)
        for rect in frames {
            #expect(rect.minY >= viewport.minY && rect.maxY <= viewport.maxY && rect.height >= 1, "\(rect) inside \(viewport)")
        }
        let strips = frames.filter { $0.height == 1 }
        #expect(strips.contains { $0.minY == viewport.minY } && strips.contains { $0.maxY == viewport.maxY }, "rows away above and below")
        // A touch anywhere but the strips finds only rows that show.
        let shown = try #require(layout.sidebarRowsShown(atOffset: layout.scroll.offset))
        #expect(frames.filter { $0.height > 1 }.count >= shown.count)
    }

    @Test("three-finger scrolls move a page and say which rows show; at an end nothing moves and VoiceOver hears the boundary")
    func pageScroll() throws {
        let clock = ManualClock()
        let presenter = try Self.presenter(clock: clock)
        let layout = presenter.frame().layout
        let count = try #require(layout.sidebarReadingOrder?.count)
        #expect(presenter.handle(.accessibilityScroll(.up)).handled == false, "at the top already")
        let down = presenter.handle(.accessibilityScroll(.down))
        let page = try #require(down.pageScrolled)
        #expect(page.count == count && page.offset == min(layout.contentFrame.height, layout.maximumScrollOffset))
        #expect(page.rows.lowerBound > 1 && page.rows.upperBound <= count)
        #expect(page.announcement(phrases: .english) == "Rows \(page.rows.lowerBound) to \(page.rows.upperBound) of \(count)")
        #expect(TabBarSidebarPage(offset: 0, rows: 9...16, count: 24).announcement(phrases: TabBarPhrases(["Rows %1$lld to %2$lld of %3$lld": "Lignes %1$lld à %2$lld sur %3$lld"]))
            == "Lignes 9 à 16 sur 24")
        var last = page
        while let next = presenter.handle(.accessibilityScroll(.down)).pageScrolled { last = next }
        #expect(last.offset == layout.maximumScrollOffset && last.rows.upperBound == count, "the last page ends with the last row")
        clock.now += 2
        let up = try #require(presenter.handle(.accessibilityScroll(.up)).pageScrolled)
        #expect(up.offset < last.offset)
    }

    @Test("collapsing or expanding a section keeps VoiceOver on its header: the layout change names the header")
    func collapseKeepsFocus() throws {
        let clock = ManualClock()
        let presenter = try Self.presenter(clock: clock, height: 834)
        let expanded = presenter.frame()
        let header = TabBarAccessibilityUpdate.Identity.target(.sidebarRow(.header(section: "more")))
        presenter.handle(.accessibilityActivated(.sidebarRow(.header(section: "more"))))
        clock.now += 1
        let collapsed = presenter.frame()
        let collapsing = TabBarAccessibilityUpdate(from: expanded, to: collapsed)
        #expect(collapsing.change == .structure && collapsing.postsLayoutChanged && collapsing.focus == header)
        presenter.handle(.accessibilityActivated(.sidebarRow(.header(section: "more"))))
        clock.now += 1
        #expect(TabBarAccessibilityUpdate(from: collapsed, to: presenter.frame()).focus == header)
    }

    @Test("a bar takes no three-finger scroll: it goes on to the content")
    func barIgnoresPageScroll() throws {
        let store = try TabBarKitStore(configuration: TabBarFeatureSamples.atlas)
        let presenter = makePresenter(store, clock: ManualClock(), measurer: TabBarInterTextMeasurer())
        presenter.updateContainer(size: TabBarSize(width: 393, height: 852), safeArea: TabBarInsets(top: 59, bottom: 34), displayScale: 3)
        presenter.launch()
        #expect(presenter.handle(.accessibilityScroll(.down)) == TabBarInputResult())
    }
}

extension SidebarVoiceOverTests {
    @Test("VoiceOver moving onto a row scrolled away scrolls the sidebar until the whole row shows; a row in view moves nothing")
    func focusScrollsIntoView() throws {
        let clock = ManualClock()
        let presenter = try Self.presenter(clock: clock)
        var frame = presenter.frame()
        let viewport = frame.layout.contentFrame
        // The last row (a footer) lies below the viewport.
        let last = try #require(frame.layout.sidebarReadingOrder?.last)
        #expect(try #require(frame.layout.sidebarRowFrame(last)).minY >= viewport.maxY - 1, "the fixture's last row starts out of view")
        #expect(presenter.handle(.accessibilityFocused(.sidebarRow(last))).handled)
        clock.now += 2
        frame = presenter.frame()
        let shown = try #require(frame.layout.sidebarRowFrame(last))
        #expect(shown.minY >= viewport.minY - 0.5 && shown.maxY <= viewport.maxY + 0.5, "the whole row shows")
        #expect(frame.layout.scroll.offset == frame.layout.maximumScrollOffset, "moved no further than needed")
        // Back to the first tab's row, now above the viewport: the sidebar goes back up to show it.
        let home = try #require(frame.accessibilityElements.first { $0.id == "home" }?.frame)
        #expect(home.maxY <= viewport.minY + 1)
        #expect(presenter.handle(.accessibilityFocused(.tab("home"))).handled)
        clock.now += 2
        frame = presenter.frame()
        let back = try #require(frame.accessibilityElements.first { $0.id == "home" }?.frame)
        #expect(back.minY >= viewport.minY - 0.5 && back.maxY <= viewport.maxY + 0.5)
        // A row already in view: nothing moves, the signal is not handled.
        #expect(presenter.handle(.accessibilityFocused(.tab("home"))).handled == false)
        #expect(presenter.handle(.accessibilityFocused(.scrim)).handled == false)
    }
}

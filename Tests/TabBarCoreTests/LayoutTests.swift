import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarRender
import TabBarTesting

@Suite("B Layout behaviour")
struct LayoutTests {
    func layout(
        _ example: TabBarBuiltInExample = .social, device: TabBarDevicePreset = .iPhone16Pro, _ orientation: TabBarOrientation = .portrait,
        direction: TabBarReadingDirection = .leftToRight, dynamicType: TabBarTextSize = .large, theme: TabBarTheme = .system,
        regularWidth: TabBarRegularWidthPresentation = .floatingBar, labelMode: TabBarLabelMode? = nil, events: [TabBarEvent] = []
    ) -> TabBarLayout {
        var machine = TabBarMachine.fixture(.example(example))
        for event in events { _ = machine.handle(event) }
        return TabBarLayout(
            configuration: .example(example), state: machine.state,
            environment: device.environment(orientation, direction: direction, dynamicType: dynamicType),
            theme: theme, measurer: TabBarInterTextMeasurer(), regularWidth: regularWidth, labelMode: labelMode)
    }

    @Test("B2 the bar is 49 pt above the home indicator in compact-width portrait")
    func portraitHeight() {
        let l = layout()
        #expect(l.presentation == .bar)
        #expect(l.barFrame == TabBarRect(x: 0, y: 874 - 34 - 49, width: 402, height: 83))
        #expect(l.contentFrame.height == 49)
        #expect(l.hairline?.minY == l.barFrame.minY)
    }

    @Test("B2 compact height is 32 pt with the icon beside the label")
    func compactHeight() throws {
        let l = layout(.social, .landscape)
        #expect(l.contentFrame.height == 32 && l.isCompactHeight)
        let home = l.items[0]
        let label = try #require(home.labelFrame)
        #expect(label.minX >= home.iconFrame.maxX)
        #expect(abs(label.midY - home.iconFrame.midY) < 1)
    }

    @Test("B3 without a home indicator the compact bar grows to keep 44 pt targets")
    func compactNoInset() {
        let l = layout(device: .iPhoneSE, .landscape)
        #expect(l.contentFrame.height == 44)
        #expect(l.items.allSatisfy { $0.hitFrame.height >= 44 })
    }

    @Test("B2 a floating theme draws a capsule with margins")
    func floating() {
        let l = layout(theme: .floating)
        #expect(l.presentation == .floatingBar)
        guard case .roundedRect(let r, let radius) = l.background else {
            Issue.record("expected a capsule")
            return
        }
        #expect(r.minX == 16 && r.maxX == 402 - 16 && radius == r.height / 2)
        #expect(r.maxY <= 874 - 34)
    }

    @Test("B5 regular width floats a bar of limited width, or shows a sidebar")
    func regularWidth() {
        let floating = layout(device: .iPadPro11)
        #expect(floating.presentation == .floatingBar && floating.barFrame.width <= 560)
        #expect(abs(floating.barFrame.midX - 834 / 2) < 0.5)
        let sidebar = layout(.reflect, device: .iPadPro11, regularWidth: .sidebar)
        #expect(sidebar.presentation == .sidebar && sidebar.barFrame.minX == 0 && sidebar.barFrame.height == 1194)
        #expect(sidebar.items.count == 11 && sidebar.items[1].frame.minY > sidebar.items[0].frame.minY)
    }

    @Test("B1 the centre action is raised above the bar and wins hit testing")
    func raisedAction() throws {
        let l = layout()
        let create = try #require(l.item("create"))
        let button = try #require(create.actionButtonFrame)
        #expect(button.minY < l.barFrame.minY)
        #expect(l.hitTest(TabBarPoint(x: button.midX, y: button.minY + 2)) == "create")
        #expect(l.hitTest(TabBarPoint(x: 40, y: l.barFrame.minY + 20)) == "home")
        #expect(l.hitTest(TabBarPoint(x: 40, y: 100)) == nil)
    }

    @Test("B1 tabs that do not fit scroll at a fixed width near the theme's, showing part of the next, with the selected one centred")
    func scrolling() throws {
        let l = layout(.reflect, events: [.selectionRequested("goals")])
        #expect(l.scroll.isScrollable && l.scroll.leadingFade && l.scroll.trailingFade)
        let goals = try #require(l.item("goals"))
        let metrics = TabBarTheme.system.metrics
        #expect(l.allItems().allSatisfy { abs($0.frame.width - goals.frame.width) <= 0.34 })  // frames snap to pixels
        #expect(abs(goals.frame.width - metrics.scrollItemWidth) <= (metrics.scrollItemWidth + metrics.scrollSpacing) / 2)
        let shown = l.contentFrame.width / (goals.frame.width + metrics.scrollSpacing)
        #expect(abs(shown - shown.rounded(.down) - 0.6) < 0.01, "\(shown) items fit the viewport")
        #expect(abs(goals.frame.midX - l.contentFrame.midX) < 0.5)
        let start = layout(.reflect)
        #expect(start.scroll.offset == 0 && !start.scroll.leadingFade && start.scroll.trailingFade)
    }

    @Test("B3 label modes: always, selected only, never")
    func labelModes() {
        #expect(layout(labelMode: .always).items.filter { $0.role != .action }.allSatisfy { $0.labelFrame != nil })
        let selectedOnly = layout(labelMode: .selectedOnly).items
        #expect(selectedOnly.filter { $0.labelFrame != nil }.map(\.id) == ["home"])
        #expect(layout(labelMode: .never).items.allSatisfy { $0.labelFrame == nil })
    }

    @Test("B3 accessibility sizes truncate labels and flag the large content viewer")
    func accessibilitySizes() throws {
        let ax = layout(.reflect, device: .iPhoneSE, dynamicType: .accessibility5)
        #expect(ax.allItems().allSatisfy { $0.showsLargeContentViewer })
        let large = layout(.reflect, device: .iPhoneSE)
        #expect(!large.items.contains { $0.showsLargeContentViewer })
        let config = TabBarConfiguration(tabs: [TabBarKitItem(id: "a", title: "An extraordinarily long title", icon: "house"), TabBarKitItem(id: "b", title: "B", icon: "bell"), TabBarKitItem(id: "c", title: "C", icon: "star"), TabBarKitItem(id: "d", title: "D", icon: "star"), TabBarKitItem(id: "e", title: "E", icon: "star")])
        let truncated = TabBarLayout(configuration: config, state: TabBarMachine.fixture(config).state, environment: TabBarDevicePreset.iPhoneSE.environment(dynamicType: .accessibility3), theme: .system, measurer: TabBarInterTextMeasurer())
        let a = try #require(truncated.item("a"))
        #expect(a.labelText?.hasSuffix("…") == true)
        #expect((a.labelFrame?.width ?? 0) <= a.frame.width)
    }

    @Test("B3 right-to-left mirrors the order and puts badges on the left of the icon")
    func rightToLeft() throws {
        let ltr = layout(), rtl = layout(direction: .rightToLeft)
        #expect(ltr.items.map(\.id) == ["home", "search", "create", "activity", "profile"])
        #expect(rtl.items.map(\.id) == ["profile", "activity", "create", "search", "home"])
        let badgeL = try #require(ltr.item("activity")?.badgeFrame), iconL = try #require(ltr.item("activity")?.iconFrame)
        let badgeR = try #require(rtl.item("activity")?.badgeFrame), iconR = try #require(rtl.item("activity")?.iconFrame)
        #expect(badgeL.midX > iconL.midX && badgeR.midX < iconR.midX)
    }

    @Test("B4 indicator styles give a frame for the selected tab, interpolated between two tabs")
    func indicator() throws {
        for theme in [TabBarTheme.midnight, .floating, .wireframe] {
            let l = layout(theme: theme)
            let frame = try #require(l.indicator)
            #expect(abs(frame.midX - (l.item("home")?.iconFrame.midX ?? 0)) < 0.5)
            let a = try #require(l.indicatorFrame(from: "home", to: "profile", progress: 0))
            let b = try #require(l.indicatorFrame(from: "home", to: "profile", progress: 1))
            let mid = try #require(l.indicatorFrame(from: "home", to: "profile", progress: 0.5))
            #expect(abs(mid.midX - (a.midX + b.midX) / 2) < 0.01)
            #expect(l.indicatorFrame(from: "home", to: "create", progress: 0.5) == nil)  // actions take no indicator
        }
        #expect(layout(theme: .system).indicator == nil)
    }

    @Test("B2 the notch curves around the action button")
    func notch() throws {
        let l = layout(theme: .midnight)
        guard case .notched(let path) = l.background else {
            Issue.record("expected a notched background")
            return
        }
        let arcs = path.elements.filter { if case .arc = $0 { true } else { false } }
        #expect(arcs.count == 3)
        let button = try #require(l.item("create")?.actionButtonFrame)
        for case .arc(let center, let radius, _, _, _) in path.elements where radius > 10 {
            #expect(abs(center.x - button.midX) < 0.01 && radius > button.width / 2)
        }
    }

    @Test("B layout hides with the keyboard when the behaviour asks")
    func keyboard() {
        var environment = TabBarDevicePreset.iPhone16Pro.environment()
        environment.keyboardVisible = true
        let configuration = TabBarConfiguration.example(.social)
        let l = TabBarLayout(configuration: configuration, state: TabBarMachine.fixture(configuration).state, environment: environment, theme: .system, measurer: TabBarInterTextMeasurer())
        #expect(l.isHidden && l.hitTest(TabBarPoint(x: 40, y: 820)) == nil)
    }

    @Test("B6 text widths come from Inter's advance widths, not a character count")
    func textMeasurement() {
        let m = TabBarInterTextMeasurer()
        #expect(m.width(of: "iiii", size: 10, weight: .regular) < m.width(of: "WWWW", size: 10, weight: .regular) / 2)
        #expect(m.width(of: "Home", size: 10, weight: .bold) > m.width(of: "Home", size: 10, weight: .regular))
        #expect(abs(m.width(of: "Home", size: 20, weight: .medium) - 2 * m.width(of: "Home", size: 10, weight: .medium)) < 0.001)
        #expect(m.width(of: "👩‍👩‍👧‍👦", size: 10, weight: .regular) == 12.5)
        #expect(m.width(of: "e\u{301}", size: 10, weight: .regular) > 0)
    }

    @Test("B device presets have Apple's published sizes and insets")
    func devices() {
        #expect(TabBarDevicePreset.iPhone16Pro.environment(.landscape).safeArea == TabBarInsets(left: 62, bottom: 21, right: 62))
        #expect(TabBarDevicePreset.iPhone16ProMax.environment(.landscape).horizontalSizeClass == .regular)
        #expect(TabBarDevicePreset.iPhone16Pro.environment(.landscape).verticalSizeClass == .compact)
        #expect(TabBarDevicePreset.iPadPro11.environment().containerSize == TabBarSize(width: 834, height: 1194))
        #expect(TabBarTextSize(name: "AX3") == .accessibility3 && TabBarTextSize(name: "xxxLarge") == .xxxLarge)
    }
}

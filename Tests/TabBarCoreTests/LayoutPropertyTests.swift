import PropertyBased
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarRender
import TabBarTesting

/// Properties of the layout over random configurations and environments.
@Suite("B Layout properties")
struct LayoutPropertyTests {
    static let titles = [
        "Home", "Search", "A", "Notifications", "Extraordinarily long tab title!!", "🏠 Home", "👩‍👩‍👧‍👦", "الرئيسية", "בית",
        "設定", "Ünïcödé", "Experiments", "", "x y z", "Messages & Calls",
    ]
    static let icons = ["house", "bell", "gearshape", "star", "unknown.symbol"]

    struct Input: Sendable {
        var tabs: [TabBarKitItem]
        var selected: Int
        var device: TabBarDevicePreset
        var orientation: TabBarOrientation
        var direction: TabBarReadingDirection
        var dynamicType: TabBarTextSize
        var theme: TabBarTheme
        var regularWidth: TabBarRegularWidthPresentation
        var badges: [Int]
    }

    static let inputs = zip(Gen.int(in: 1...30), Gen.int(in: 0...1_000_000), Gen.int(in: 0...1_000_000), Gen.int(in: 0...1_000_000)).map { count, a, b, c in
        var tabs: [TabBarKitItem] = []
        for i in 0..<count {
            let title = titles[(a / (i + 1) + i * 7) % titles.count]
            let role: TabItemRole = (i == count / 2 && (b % 3 == 0) && count > 2) ? .action : .tab
            tabs.append(TabBarKitItem(id: TabID("t\(i)"), title: title.isEmpty ? "T\(i)" : title, icon: .symbol(icons[(b + i) % icons.count]), role: role,
                            accessibilityLabel: role == .action ? "Action" : nil))
        }
        let selectable = tabs.indices.filter { tabs[$0].role != .action }
        return Input(
            tabs: tabs, selected: selectable[c % selectable.count], device: TabBarDevicePreset.all[a % 4],
            orientation: b % 2 == 0 ? .portrait : .landscape, direction: c % 2 == 0 ? .leftToRight : .rightToLeft,
            dynamicType: TabBarTextSize.allCases[(a / 7) % TabBarTextSize.allCases.count], theme: TabBarTheme.builtIn[(b / 5) % 4],
            regularWidth: c % 5 == 0 ? .sidebar : .floatingBar, badges: [a % 150, b % 3, c % 1000])
    }

    static func layout(_ input: Input) -> TabBarLayout {
        let configuration = TabBarConfiguration(tabs: input.tabs, selected: input.tabs[input.selected].id)
        var machine = TabBarMachine.fixture(configuration)
        for (i, n) in input.badges.enumerated() where i < input.tabs.count {
            _ = machine.handle(.badgeSet(n % 3 == 0 ? .dot : .count(n), on: input.tabs[i].id))
        }
        return TabBarLayout(
            configuration: configuration, state: machine.state,
            environment: input.device.environment(input.orientation, direction: input.direction, dynamicType: input.dynamicType),
            theme: input.theme, measurer: TabBarInterTextMeasurer(), regularWidth: input.regularWidth)
    }

    @Test("hit targets are at least 44×44 and never overlap")
    func hitTargets() async {
        await propertyCheck(count: 300, input: Self.inputs) { input in
            let items = Self.layout(input).allItems()
            for item in items {
                #expect(item.hitFrame.width >= 44 - 0.01 && item.hitFrame.height >= 44 - 0.01, "\(item.id): \(item.hitFrame)")
            }
            for (i, a) in items.enumerated() {
                for b in items[(i + 1)...] {
                    #expect(!a.hitFrame.intersects(b.hitFrame), "\(a.id) \(a.hitFrame) overlaps \(b.id) \(b.hitFrame)")
                }
            }
        }
    }

    @Test("every frame of an item on screen lies inside the bar")
    func framesInsideBar() async {
        await propertyCheck(count: 300, input: Self.inputs) { input in
            let layout = Self.layout(input)
            let bounds = layout.bounds
            for item in layout.items where !layout.scroll.isScrollable || layout.contentFrame.contains(item.frame) {
                var frames = [item.frame, item.hitFrame, item.iconFrame]
                frames += [item.labelFrame, item.badgeFrame, item.actionButtonFrame].compactMap { $0 }
                for frame in frames { #expect(bounds.contains(frame, tolerance: 0.5), "\(item.id): \(frame) outside \(bounds)") }
            }
            if let indicator = layout.indicator { #expect(bounds.contains(indicator, tolerance: 0.5)) }
        }
    }

    @Test("the selected tab is fully visible after auto-centring")
    func selectedVisible() async {
        await propertyCheck(count: 300, input: Self.inputs) { input in
            let layout = Self.layout(input)
            let selected = layout.items.first { $0.isSelected }
            #expect(selected != nil, "the selected tab is among the items on screen")
            if let selected {
                #expect(layout.contentFrame.contains(selected.frame, tolerance: 0.5), "\(selected.frame) not inside \(layout.contentFrame)")
            }
        }
    }

    @Test("fades are consistent with the scroll offset and direction")
    func fades() async {
        await propertyCheck(count: 300, input: Self.inputs) { input in
            let layout = Self.layout(input)
            let s = layout.scroll
            guard s.isScrollable else {
                #expect(!s.leadingFade && !s.trailingFade && s.offset == 0)
                return
            }
            let sidebar = layout.presentation == .sidebar
            let maxOffset = s.contentWidth - (sidebar ? layout.contentFrame.height : layout.contentFrame.width)
            #expect(s.offset >= 0 && s.offset <= maxOffset + 0.001)
            let left = s.offset > 0.5, right = s.offset < maxOffset - 0.5
            let rtl = input.direction == .rightToLeft && !sidebar
            #expect(s.leadingFade == (rtl ? right : left))
            #expect(s.trailingFade == (rtl ? left : right))
        }
    }

    @Test("indicator frames sampled between any two tabs stay within the bar")
    func indicatorFrames() async {
        await propertyCheck(count: 300, input: Self.inputs, Gen.int(in: 0...1000), Gen.double(in: -0.2...1.2)) { input, pick, progress in
            let layout = Self.layout(input)
            let shown = layout.items.filter { $0.role != .action && (!layout.scroll.isScrollable || layout.contentFrame.contains($0.frame)) }
            guard shown.count >= 2 else { return }
            let from = shown[pick % shown.count].id, to = shown[(pick / 7 + 1) % shown.count].id
            if let frame = layout.indicatorFrame(from: from, to: to, progress: progress) {
                #expect(layout.bounds.contains(frame, tolerance: 0.5), "\(from)→\(to) at \(progress): \(frame) outside \(layout.bounds)")
            }
        }
    }

    @Test("only the items on screen are built, so 1,000 tabs cost what a dozen do")
    func proportionalWork() {
        let configuration = TabBarConfiguration.synthetic(tabCount: 1_000)
        let layout = TabBarLayout(
            configuration: configuration, state: TabBarMachine.fixture(configuration).state,
            environment: TabBarDevicePreset.iPhone16Pro.environment(), theme: .system, measurer: TabBarInterTextMeasurer())
        #expect(layout.items.count <= 8)
        #expect(layout.allItems().count == 1_000)
        #expect(layout.item("t999")?.frame.minX ?? 0 > layout.contentFrame.maxX)
    }
}

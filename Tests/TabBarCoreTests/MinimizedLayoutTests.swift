import SnapshotTesting
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarRender
import TabBarTesting

@Suite("A8 Minimised bar layout")
struct MinimizedLayoutTests {
    /// A presentation to minimise: a device, an orientation and a theme.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var device: TabBarDevicePreset
        var orientation: TabBarOrientation
        var theme: TabBarTheme
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "bar, iPhone 16 Pro", device: .iPhone16Pro, orientation: .portrait, theme: .system),
        Case(name: "bar, iPhone SE", device: .iPhoneSE, orientation: .portrait, theme: .system),
        Case(name: "compact height", device: .iPhone16Pro, orientation: .landscape, theme: .system),
        Case(name: "compact height, iPhone SE", device: .iPhoneSE, orientation: .landscape, theme: .system),
        Case(name: "floating capsule", device: .iPhone16Pro, orientation: .portrait, theme: .floating),
        Case(name: "floating capsule, compact height", device: .iPhone16Pro, orientation: .landscape, theme: .floating),
        Case(name: "iPad floating bar", device: .iPadPro11, orientation: .portrait, theme: .system),
    ]

    static func layout(
        _ c: Case, _ direction: TabBarReadingDirection, minimized: Bool, selected: TabID = "activity", regularWidth: TabBarRegularWidthPresentation = .floatingBar
    ) -> TabBarLayout {
        let configuration = TabBarConfiguration.example(.social)
        var machine = TabBarMachine.fixture(configuration)
        _ = machine.handle(.selectionRequested(selected))
        var state = machine.state
        state.visibilityReasons.scrolledDown = minimized
        return TabBarLayout(
            configuration: configuration, state: state, environment: c.device.environment(c.orientation, direction: direction),
            theme: c.theme, measurer: TabBarInterTextMeasurer(), regularWidth: regularWidth)
    }

    @Test("a minimised bar shows only the selected icon, inside the screen, with a 44 pt hit target", arguments: cases)
    func geometry(_ c: Case) throws {
        for direction in [TabBarReadingDirection.leftToRight, .rightToLeft] {
            let layout = Self.layout(c, direction, minimized: true)
            let screen = TabBarRect(x: 0, y: 0, width: layout.environment.containerSize.width, height: layout.environment.containerSize.height)
            #expect(layout.isMinimized)
            #expect(layout.items.map(\.id) == ["activity"])
            #expect(layout.allItems().map(\.id) == ["activity"])
            let item = try #require(layout.items.first)
            #expect(item.isSelected && item.labelFrame == nil && item.labelText == nil && item.actionButtonFrame == nil)
            #expect(layout.indicator == nil && layout.hairline == nil && !layout.scroll.isScrollable)
            for frame in [layout.barFrame, layout.bounds, item.hitFrame, item.iconFrame, try #require(item.badgeFrame)] {
                #expect(screen.contains(frame), "\(frame) leaves the screen \(screen) (\(direction))")
            }
            #expect(item.hitFrame.width >= 44 && item.hitFrame.height >= 44)
            #expect(item.hitFrame.contains(layout.barFrame) && layout.barFrame.contains(item.iconFrame))
            #expect(layout.hitTest(TabBarPoint(x: layout.barFrame.midX, y: layout.barFrame.midY)) == "activity")
            #expect(layout.hitTest(TabBarPoint(x: screen.width / 2, y: layout.barFrame.midY)) == nil, "the rest of the bar's strip is content now")
            guard case .roundedRect(let r, let radius) = layout.background else {
                Issue.record("a minimised bar is a capsule, not \(layout.background)")
                continue
            }
            #expect(r == layout.barFrame && radius == layout.barFrame.height / 2)
        }
    }

    @Test("the capsule sits at the reading-direction start: mirrored right to left", arguments: cases)
    func mirrored(_ c: Case) {
        let ltr = Self.layout(c, .leftToRight, minimized: true), rtl = Self.layout(c, .rightToLeft, minimized: true)
        let width = ltr.environment.containerSize.width
        #expect(ltr.barFrame.midX < width / 2 && rtl.barFrame.midX > width / 2)
        #expect(abs(rtl.barFrame.minX - (width - ltr.barFrame.maxX)) < 0.5)
        #expect(rtl.barFrame.y == ltr.barFrame.y && rtl.barFrame.width == ltr.barFrame.width && rtl.barFrame.height == ltr.barFrame.height)
        #expect(rtl.items.first?.badgeFrame?.midX ?? 0 < rtl.items.first?.iconFrame.midX ?? 0, "the badge is on the icon's trailing (left) corner")
    }

    @Test("content insets follow the minimised bar: smaller than the full bar's, never zero", arguments: cases)
    func insets(_ c: Case) {
        for direction in [TabBarReadingDirection.leftToRight, .rightToLeft] {
            let full = Self.layout(c, direction, minimized: false), minimized = Self.layout(c, direction, minimized: true)
            #expect(minimized.contentInsets.bottom > 0)
            #expect(minimized.contentInsets.bottom < full.contentInsets.bottom)
            #expect(minimized.barFrame.minY >= full.barFrame.minY, "the capsule stays within the full bar's height")
        }
    }

    @Test("the iPad sidebar never minimises")
    func sidebar() {
        let c = Case(name: "sidebar", device: .iPadPro11, orientation: .landscape, theme: .system)
        let full = Self.layout(c, .leftToRight, minimized: false, regularWidth: .sidebar)
        let minimized = Self.layout(c, .leftToRight, minimized: true, regularWidth: .sidebar)
        #expect(minimized.presentation == .sidebar && !minimized.isMinimized)
        #expect(minimized.items == full.items && minimized.barFrame == full.barFrame)
    }

    @Test("tapping the minimised bar restores it without reselecting; scrolling back up restores it too")
    func tapRestores() throws {
        var configuration = TabBarConfiguration.example(.social)
        configuration.behavior.minimizeOnScroll = true
        var machine = TabBarMachine.fixture(configuration)
        _ = machine.handle(.contentScrolled(.down))
        #expect(machine.visibility == .minimized)
        let c = Self.cases[0]
        let layout = TabBarLayout(configuration: configuration, state: machine.state, environment: c.device.environment(), theme: c.theme, measurer: TabBarInterTextMeasurer())
        let tapped = try #require(layout.hitTest(TabBarPoint(x: layout.barFrame.midX, y: layout.barFrame.midY)))
        #expect(tapped == machine.state.selected)
        #expect(machine.handle(.tabTapped(tapped)) == [.visibilityChanged(.visible)])
        #expect(!TabBarLayout(configuration: configuration, state: machine.state, environment: c.device.environment(), theme: c.theme, measurer: TabBarInterTextMeasurer()).isMinimized)
        // Once restored, the same tap is a reselect again.
        #expect(machine.handle(.tabTapped(tapped)).contains(.haptic(.selection)))
    }

    @Test("the minimised bar renders the same SVG", arguments: ["system-ltr", "system-rtl", "floating-ltr"])
    func snapshot(look: String) throws {
        let parts = look.split(separator: "-")
        let theme = try #require(TabBarTheme.named(String(parts[0])))
        let c = Case(name: look, device: .iPhone16Pro, orientation: .portrait, theme: theme)
        let layout = Self.layout(c, parts[1] == "rtl" ? .rightToLeft : .leftToRight, minimized: true)
        let list = TabBarRenderer(configuration: .example(.social), layout: layout, theme: theme, appearance: TabBarAppearance(.light)).screenDisplayList()
        assertSnapshot(of: list, as: .svg, named: look)
    }
}

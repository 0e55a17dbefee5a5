import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost

/// Every character is half the font size wide: enough to lay out without a font.
struct HalfEmMeasurer: TabBarTextMeasuring {
    func width(of text: String, size: Double, weight: TabBarFontWeight) -> Double { Double(text.count) * size / 2 }
}

@Suite("Container: safe area and fades from the layout")
struct ContainerLayoutTests {
    func layout(_ configuration: TabBarConfiguration = containerConfiguration, device: TabBarDevicePreset = .iPhone16Pro, direction: TabBarReadingDirection = .leftToRight, theme: TabBarTheme = .system, regularWidth: TabBarRegularWidthPresentation = .floatingBar) -> TabBarLayout {
        let machine = TabBarMachine.fixture(configuration)
        return TabBarLayout(
            configuration: configuration, state: machine.state, environment: device.environment(direction: direction),
            theme: theme, measurer: HalfEmMeasurer(), regularWidth: regularWidth)
    }

    @Test("children's safe area grows by the part of the bar above the system's", arguments: [TabBarReadingDirection.leftToRight, .rightToLeft])
    func barInset(direction: TabBarReadingDirection) {
        let l = layout(direction: direction)
        let insets = l.additionalSafeArea(visibility: .visible)
        #expect(insets == TabBarInsets(bottom: l.barFrame.height - l.environment.safeArea.bottom))
        #expect(insets.bottom > 0)
    }

    @Test("a hidden bar adds nothing to the safe area")
    func hidden() {
        #expect(layout().additionalSafeArea(visibility: .hidden) == TabBarInsets())
    }

    @Test("a sidebar insets the leading side, mirrored right to left", arguments: [TabBarReadingDirection.leftToRight, .rightToLeft])
    func sidebar(direction: TabBarReadingDirection) {
        let l = layout(device: .iPadPro11, direction: direction, regularWidth: .sidebar)
        #expect(l.presentation == .sidebar)
        let insets = l.additionalSafeArea(visibility: .visible)
        if direction == .leftToRight {
            #expect(insets.left > 0 && insets.right == 0 && insets.bottom == 0)
        } else {
            #expect(insets.right > 0 && insets.left == 0 && insets.bottom == 0)
        }
    }

    @Test("a bar that does not scroll has no edge fades")
    func noFades() {
        #expect(layout().edgeFades.isEmpty)
    }

    @Test("a scrolling bar fades the side where tabs hide, mirrored right to left", arguments: [TabBarReadingDirection.leftToRight, .rightToLeft])
    func fades(direction: TabBarReadingDirection) {
        let l = layout(.synthetic(tabCount: 12), direction: direction)
        #expect(l.scroll.isScrollable)
        let fades = l.edgeFades
        #expect(!fades.isEmpty)
        for fade in fades {
            #expect(fade.frame.width == TabBarLayout.edgeFadeWidth && fade.frame.height == l.contentFrame.height)
            #expect(fade.opaqueAtLeft ? fade.frame.minX == l.contentFrame.minX : fade.frame.maxX == l.contentFrame.maxX)
        }
        // The selected first tab sits at the reading start, so tabs hide toward the reading end only.
        #expect(fades.map(\.opaqueAtLeft) == [direction == .rightToLeft])
    }
}

import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarRender
import TabBarTesting

/// What front ends read from the layout besides frames: the room content leaves for the bar, and the edge fades.
@Suite("B Layout for hosts: content insets and edge fades")
struct HostLayoutTests {
    func layout(_ example: TabBarBuiltInExample, _ device: TabBarDevicePreset, _ orientation: TabBarOrientation = .portrait,
                direction: TabBarReadingDirection = .leftToRight, regularWidth: TabBarRegularWidthPresentation = .floatingBar,
                keyboard: Bool = false) -> TabBarLayout {
        let configuration = TabBarConfiguration.example(example)
        var machine = TabBarMachine.fixture(configuration)
        if example == .reflect { _ = machine.handle(.selectionRequested("goals")) }
        var environment = device.environment(orientation, direction: direction)
        environment.keyboardVisible = keyboard
        return TabBarLayout(configuration: configuration, state: machine.state, environment: environment, theme: .system,
                            measurer: TabBarInterTextMeasurer(), regularWidth: regularWidth)
    }

    @Test("an edge-to-edge bar asks content to leave its height above the bottom safe area")
    func barInsets() {
        let l = layout(.social, .iPhone16Pro)
        #expect(l.presentation == .bar)
        #expect(abs(l.contentInsets.bottom - (l.barFrame.height - l.environment.safeArea.bottom)) < 1e-9)
        #expect(l.contentInsets.top == 0 && l.contentInsets.left == 0 && l.contentInsets.right == 0)
    }

    @Test("a floating bar asks content to leave its height and the gap under it")
    func floatingInsets() {
        let l = layout(.social, .iPadPro11)
        #expect(l.presentation == .floatingBar)
        #expect(l.contentInsets.bottom > l.barFrame.height)
        #expect(abs(l.environment.containerSize.height - l.environment.safeArea.bottom - l.contentInsets.bottom - l.barFrame.minY) < 1e-9)
    }

    @Test("a sidebar insets the leading side: left in LTR, right in RTL", arguments: [TabBarReadingDirection.leftToRight, .rightToLeft])
    func sidebarInsets(_ direction: TabBarReadingDirection) {
        let l = layout(.social, .iPadPro11, .landscape, direction: direction, regularWidth: .sidebar)
        #expect(l.presentation == .sidebar)
        let inset = direction == .leftToRight ? l.contentInsets.left : l.contentInsets.right
        let other = direction == .leftToRight ? l.contentInsets.right : l.contentInsets.left
        #expect(inset > 0 && other == 0 && l.contentInsets.bottom == 0)
    }

    @Test("a bar hidden for the keyboard leaves no inset")
    func hiddenInsets() {
        let l = layout(.social, .iPhone16Pro, keyboard: true)
        #expect(l.isHidden)
        #expect(l.contentInsets == .zero)
    }

    @Test("scrolling tabs get fades inside the viewport where tabs hide, mirrored in RTL")
    func fades() {
        let ltr = layout(.reflect, .iPhone16Pro)
        let rtl = layout(.reflect, .iPhone16Pro, direction: .rightToLeft)
        #expect(ltr.scroll.isScrollable)
        #expect(!ltr.edgeFades.isEmpty)
        #expect(ltr.edgeFades.count == [ltr.scroll.leadingFade, ltr.scroll.trailingFade].filter { $0 }.count)
        for fade in ltr.edgeFades + rtl.edgeFades {
            #expect(fade.frame.width == TabBarLayout.edgeFadeWidth)
            #expect(ltr.contentFrame.contains(fade.frame))
        }
        let width = ltr.environment.containerSize.width
        let mirrored = Set(rtl.edgeFades.map { "\(($0.frame.mirrored(within: width).x * 100).rounded())-\(!$0.opaqueAtLeft)" })
        let expected = Set(ltr.edgeFades.map { "\(($0.frame.x * 100).rounded())-\($0.opaqueAtLeft)" })
        #expect(mirrored == expected)
        #expect(layout(.social, .iPhone16Pro).edgeFades.isEmpty)
    }

    @Test("an environment built from a safe region and its insets is the device's environment")
    func environmentFromSafeRegion() {
        let device = TabBarDevicePreset.iPhone16Pro.environment(.portrait)
        let safe = device.safeArea
        let region = TabBarSize(width: device.containerSize.width - safe.left - safe.right, height: device.containerSize.height - safe.top - safe.bottom)
        let built = TabBarLayoutEnvironment(
            safeRegionSize: region, safeArea: safe, displayScale: device.displayScale, horizontalSizeClass: device.horizontalSizeClass,
            verticalSizeClass: device.verticalSizeClass, layoutDirection: device.layoutDirection, dynamicType: device.dynamicType,
            keyboardVisible: device.keyboardVisible)
        #expect(built == device)
    }

    @Test("the indicator's opacity in a frame is the glow's times the cross-fade's")
    func indicatorOpacity() {
        var frame = TabBarAnimationFrame()
        #expect(frame.indicatorOpacity == 1)
        frame.glowOpacity = 0.5
        frame.crossFade = 0.4
        #expect(abs(frame.indicatorOpacity - 0.2) < 1e-12)
    }
}

import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarRender
import TabBarTesting

/// Issue 32, item 2: the bottom accessory laid out by the core, above the bar and inline beside the minimised
/// capsule, with its placement, its own inset for the content and hit testing; golden fixtures in both directions.
@Suite("Issue 32: the bottom accessory's layout")
struct Issue32AccessoryLayoutTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/accessory")

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var example: TabBarBuiltInExample
        var device: TabBarDevicePreset
        var orientation: TabBarOrientation = .portrait
        var theme: TabBarTheme = .system
        var minimized = false
        var regularWidth: TabBarRegularWidthPresentation = .floatingBar
        var testDescription: String { name }

        func layout(_ direction: TabBarReadingDirection, accessory: TabBarBottomAccessory? = TabBarBottomAccessory()) -> TabBarLayout {
            var configuration = TabBarConfiguration.example(example)
            configuration.behavior.minimize = .onScrollDown
            var machine = TabBarMachine.fixture(configuration)
            if minimized { _ = machine.handle(.contentScrolled(.down)) }
            let environment = device.environment(orientation, direction: direction).with(bottomAccessory: accessory)
            return TabBarLayout(
                configuration: configuration, state: machine.state, environment: environment, theme: theme,
                measurer: TabBarInterTextMeasurer(), regularWidth: regularWidth)
        }
    }

    static let cases: [Case] = [
        Case(name: "social-iphone-16-pro-expanded", example: .social, device: .iPhone16Pro),
        Case(name: "social-iphone-16-pro-inline", example: .social, device: .iPhone16Pro, minimized: true),
        Case(name: "social-iphone-se-landscape-expanded", example: .social, device: .iPhoneSE, orientation: .landscape),
        Case(name: "reflect-floating-iphone-16-pro-expanded", example: .reflect, device: .iPhone16Pro, theme: .floating),
        Case(name: "reflect-floating-iphone-16-pro-inline", example: .reflect, device: .iPhone16Pro, theme: .floating, minimized: true),
        Case(name: "reflect-ipad-pro-11-expanded", example: .reflect, device: .iPadPro11),
        Case(name: "reflect-ipad-pro-11-sidebar", example: .reflect, device: .iPadPro11, regularWidth: .sidebar),
    ]

    /// (The sidebar's layout scrolls vertically, which the fixtures' mirroring does not undo: it is checked below.)
    @Test("the accessory matches its golden fixture in both directions", arguments: cases.filter { $0.regularWidth != .sidebar })
    func fixture(_ testCase: Case) throws {
        try LayoutFixtureTests.check(Self.folder.appendingPathComponent(testCase.name + ".json"), ltr: testCase.layout(.leftToRight).json) {
            testCase.layout(.rightToLeft).json
        }
    }

    @Test("expanded above the bar, clear of it and of a raised action button, inside the safe area", arguments: cases.filter { !$0.minimized })
    func expanded(_ testCase: Case) throws {
        for direction in [TabBarReadingDirection.leftToRight, .rightToLeft] {
            let layout = testCase.layout(direction)
            let accessory = try #require(layout.accessory)
            #expect(accessory.placement == .expanded)
            #expect(accessory.frame.height == TabBarBottomAccessory.defaultHeight)
            let safe = layout.environment.safeArea, size = layout.environment.containerSize
            #expect(accessory.frame.minX >= safe.left && accessory.frame.maxX <= size.width - safe.right)
            if layout.presentation != .sidebar {
                #expect(accessory.frame.maxY + TabBarLayout.accessoryGap <= layout.bounds.minY + 0.34, "above everything the bar draws")
            } else {
                #expect(accessory.frame.minX >= layout.barFrame.maxX || accessory.frame.maxX <= layout.barFrame.minX, "beside the sidebar")
            }
        }
    }

    @Test("inline beside the minimised capsule, at its height, on its trailing side (the left in right to left)")
    func inline() throws {
        for testCase in Self.cases where testCase.minimized {
            let ltr = testCase.layout(.leftToRight), rtl = testCase.layout(.rightToLeft)
            let a = try #require(ltr.accessory), b = try #require(rtl.accessory)
            #expect(a.placement == .inline && b.placement == .inline)
            #expect(a.frame.height == ltr.barFrame.height && a.frame.minY == ltr.barFrame.minY)
            #expect(a.frame.minX >= ltr.barFrame.maxX + TabBarLayout.accessoryGap - 0.34, "after the capsule")
            #expect(b.frame.maxX <= rtl.barFrame.minX - TabBarLayout.accessoryGap + 0.34, "before the capsule in right to left")
            #expect(a.frame.width > 200, "most of the row: \(a.frame.width)")
        }
    }

    @Test("the content's inset grows by the accessory, expanded; the inline one adds nothing beyond the row")
    func insets() throws {
        let plain = Self.cases[0].layout(.leftToRight, accessory: nil)
        let shown = Self.cases[0].layout(.leftToRight)
        let size0 = plain.environment.containerSize, safe0 = plain.environment.safeArea
        // The social bar's raised action button rises above the bar: the accessory sits above the button.
        #expect(plain.bounds.minY < plain.barFrame.minY)
        #expect(shown.contentInsets.bottom == size0.height - safe0.bottom - (plain.bounds.minY - TabBarLayout.accessoryGap - TabBarBottomAccessory.defaultHeight),
            "\(plain.contentInsets.bottom) → \(shown.contentInsets.bottom)")
        #expect(shown.contentInsets.bottom > plain.contentInsets.bottom + TabBarBottomAccessory.defaultHeight)
        let inline = Self.cases[1].layout(.leftToRight)
        let inlineFrame = try #require(inline.accessory?.frame)
        let size = inline.environment.containerSize, safe = inline.environment.safeArea
        #expect(inline.contentInsets.bottom == size.height - safe.bottom - min(inlineFrame.minY, inline.barFrame.minY))
        let sidebar = try #require(Self.cases.last).layout(.leftToRight)
        #expect(sidebar.contentInsets.bottom > 0 && sidebar.contentInsets.left > 0, "beside a sidebar the content clears both")
    }

    @Test("hit testing: a touch on the accessory is the accessory's, never a tab's")
    func hitTesting() throws {
        for testCase in Self.cases {
            for direction in [TabBarReadingDirection.leftToRight, .rightToLeft] {
                let layout = testCase.layout(direction)
                let accessory = try #require(layout.accessory)
                #expect(accessory.hitFrame.height >= 44)
                for point in [accessory.frame.center, TabBarPoint(x: accessory.frame.minX + 4, y: accessory.frame.midY), TabBarPoint(x: accessory.frame.maxX - 4, y: accessory.frame.midY)] {
                    #expect(layout.accessoryContains(point), "\(testCase.name) \(direction)")
                    #expect(layout.hitTest(point) == nil, "\(testCase.name) \(direction): a tab took the accessory's touch")
                }
                for item in layout.items where item.isEnabled {
                    #expect(!layout.accessoryContains(item.iconFrame.center), "\(testCase.name): the accessory took \(item.id)'s touch")
                }
            }
        }
    }

    @Test("beside a sidebar, the accessory mirrors with it in right to left")
    func sidebarMirrors() throws {
        let testCase = try #require(Self.cases.last)
        let ltr = try #require(testCase.layout(.leftToRight).accessory), rtl = try #require(testCase.layout(.rightToLeft).accessory)
        let width = TabBarDevicePreset.iPadPro11.portraitSize.width
        #expect(abs(rtl.frame.minX - (width - ltr.frame.maxX)) < 0.34 && rtl.frame.width == ltr.frame.width && rtl.frame.minY == ltr.frame.minY)
    }

    @Test("no accessory, or the bar hidden by the keyboard: nothing laid out and no inset of its own")
    func absent() {
        #expect(Self.cases[0].layout(.leftToRight, accessory: nil).accessory == nil)
        var environment = TabBarDevicePreset.iPhone16Pro.environment().with(bottomAccessory: TabBarBottomAccessory())
        environment.keyboardVisible = true
        let configuration = TabBarConfiguration.example(.social)
        let layout = TabBarLayout(configuration: configuration, state: TabBarMachine.fixture(configuration).state, environment: environment,
            theme: .system, measurer: TabBarInterTextMeasurer())
        #expect(layout.accessory == nil && layout.contentInsets == .zero)
    }

    @Test("the environment keeps the accessory in its JSON only when there is one")
    func environmentJSON() throws {
        let plain = TabBarDevicePreset.iPhone16Pro.environment()
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(!String(decoding: try encoder.encode(plain), as: UTF8.self).contains("bottomAccessory"))
        let shown = plain.with(bottomAccessory: TabBarBottomAccessory(height: 56))
        #expect(try JSONDecoder().decode(TabBarLayoutEnvironment.self, from: encoder.encode(shown)) == shown)
    }
}

import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarRender
import TabBarTesting

/// Issue 32's leftovers, item 4: under an iPad top bar the accessory is no wider than a readable line, and that line
/// grows with Dynamic Type as UIKit's `readableContentGuide` does ("equal to or less than the readable width defined
/// for the current dynamic text size"): 672 points at the default size, in proportion to the Body style's size
/// elsewhere (our assumption: Apple gives no figures). Golden fixtures in both directions at a large and an
/// accessibility size.
@Suite("Issue 32 leftovers: the accessory's readable width follows Dynamic Type")
struct Issue32ReadableWidthTests {
    /// The atlas as an iPad Pro 11 top bar in landscape (1,194 points: room for 1,162 between the margins) with an
    /// accessory, at a text size.
    static func layout(_ textSize: TabBarTextSize, direction: TabBarReadingDirection) -> TabBarLayout {
        let configuration = TabBarFeatureSamples.atlasTopBar
        var environment = TabBarDevicePreset.iPadPro11.environment(.landscape, direction: direction).with(bottomAccessory: TabBarBottomAccessory())
        environment.dynamicType = textSize
        return TabBarLayout(
            configuration: configuration, state: TabBarMachine.fixture(configuration).state, environment: environment, theme: .floating,
            measurer: TabBarInterTextMeasurer(), regularWidth: .topBar)
    }

    /// The room between the margins of the safe area.
    static func room(_ layout: TabBarLayout) -> Double {
        let size = layout.environment.containerSize, safe = layout.environment.safeArea
        return size.width - safe.left - safe.right - 2 * TabBarLayout.accessoryMargin
    }

    @Test("the readable width is 672 points at the default size and grows with the Body style's size, smallest to largest")
    func widths() {
        #expect(TabBarLayout.accessoryReadableWidth(for: .large) == TabBarLayout.accessoryReadableWidth)
        let widths = TabBarTextSize.allCases.map(TabBarLayout.accessoryReadableWidth(for:))
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 }, "\(widths)")
        for size in TabBarTextSize.allCases {
            #expect(abs(TabBarLayout.accessoryReadableWidth(for: size) / size.bodyPointSize - 672.0 / 17) < 1e-9, "\(size)")
        }
        #expect(abs(TabBarLayout.accessoryReadableWidth(for: .xSmall) - 553.41) < 0.01)
        #expect(abs(TabBarLayout.accessoryReadableWidth(for: .xxxLarge) - 909.18) < 0.01)
        #expect(abs(TabBarLayout.accessoryReadableWidth(for: .accessibility1) - 1106.82) < 0.01)
    }

    @Test("under a top bar the accessory is as wide as the readable line at the text size, centred, in both directions", arguments: bothDirections)
    func followsTextSize(direction: TabBarReadingDirection) throws {
        for size in TabBarTextSize.allCases {
            let layout = Self.layout(size, direction: direction)
            let frame = try #require(layout.accessory?.frame, "\(size)")
            let expected = min(TabBarLayout.accessoryReadableWidth(for: size), Self.room(layout))
            #expect(abs(frame.width - expected) <= 1, "\(size) \(direction): \(frame.width), expected \(expected)")
            let size2 = layout.environment.containerSize, safe = layout.environment.safeArea
            #expect(abs(frame.midX - (safe.left + (size2.width - safe.left - safe.right) / 2)) <= 0.5, "\(size) \(direction): centred")
            #expect(layout.accessory?.hitFrame.width == frame.width)
        }
        // Larger than the room between the margins from AX2 on (1,304 points): the accessory runs between them.
        let largest = try #require(Self.layout(.accessibility5, direction: direction).accessory?.frame)
        #expect(abs(largest.width - Self.room(Self.layout(.accessibility5, direction: direction))) <= 1)
        #expect(try #require(Self.layout(.xxxLarge, direction: direction).accessory?.frame.width) > 900, "wider than 672 at xxxLarge")
    }

    @Test("golden fixtures at xxxLarge and AX1, left to right and right to left", arguments: [TabBarTextSize.xxxLarge, .accessibility1])
    func fixtures(_ size: TabBarTextSize) throws {
        let url = Issue32AccessoryLayoutTests.folder.appendingPathComponent("atlas-top-bar-ipad-pro-11-landscape-\(size.rawValue).json")
        try LayoutFixtureTests.check(url, ltr: Self.layout(size, direction: .leftToRight).json) {
            Self.layout(size, direction: .rightToLeft).json
        }
    }

    @Test("beside a sidebar nothing changes: the accessory takes the rest of the width at every text size")
    func sidebarUnchanged() throws {
        for size in [TabBarTextSize.large, .accessibility3] {
            let configuration = TabBarFeatureSamples.atlasTopBar
            var environment = TabBarDevicePreset.iPadPro11.environment(.landscape).with(bottomAccessory: TabBarBottomAccessory())
            environment.dynamicType = size
            let layout = TabBarLayout(
                configuration: configuration, state: TabBarMachine.fixture(configuration).state, environment: environment, theme: .floating,
                measurer: TabBarInterTextMeasurer(), regularWidth: .sidebar)
            let frame = try #require(layout.accessory?.frame)
            let width = environment.containerSize.width, safe = environment.safeArea
            #expect(abs(frame.maxX - (width - safe.right - TabBarLayout.accessoryMargin)) <= 0.5 && abs(frame.minX - (layout.barFrame.maxX + TabBarLayout.accessoryMargin)) <= 0.5)
        }
    }
}

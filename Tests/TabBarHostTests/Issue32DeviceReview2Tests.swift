import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost
import TabBarRender
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// The second device review of issue 32's accessory: under an iPad's top bar the accessory lies at the bottom of the
/// content, inside the safe area, with a bottom inset of its own; the keyboard takes the accessory away wherever the
/// bar is (beside a sidebar and under a top bar too), and the content's bottom inset with it.
@Suite("Issue 32 device review 2: the accessory under a top bar and with the keyboard")
@MainActor
struct Issue32DeviceReview2Tests {
    /// The atlas (search detached) laid out on an iPad Pro 11 in regular width as `regularWidth`, with an accessory.
    static func padLayout(
        _ regularWidth: TabBarRegularWidthPresentation, direction: TabBarReadingDirection = .leftToRight, keyboard: Bool = false,
        hideOnKeyboard: Bool = true, minimized: Bool = false, accessory: TabBarBottomAccessory? = TabBarBottomAccessory()
    ) -> TabBarLayout {
        var configuration = TabBarFeatureSamples.atlasTopBar
        configuration.behavior.hideOnKeyboard = hideOnKeyboard
        configuration.behavior.minimize = .onScrollDown
        var machine = TabBarMachine.fixture(configuration)
        if minimized { _ = machine.handle(.contentScrolled(.down)) }
        var environment = TabBarDevicePreset.iPadPro11.environment(direction: direction).with(bottomAccessory: accessory)
        environment.keyboardVisible = keyboard
        return TabBarLayout(
            configuration: configuration, state: machine.state, environment: environment, theme: .floating,
            measurer: TabBarInterTextMeasurer(), regularWidth: regularWidth)
    }

    // MARK: 1. Under a top bar

    @Test("under a top bar the accessory lies at the bottom of the content, inside the container's safe area, in both directions")
    func topBarAccessory() throws {
        for direction in [TabBarReadingDirection.leftToRight, .rightToLeft] {
            for minimized in [false, true] {
                let layout = Self.padLayout(.topBar, direction: direction, minimized: minimized)
                #expect(layout.isAtTop, "\(direction)")
                let accessory = try #require(layout.accessory)
                let frame = accessory.frame
                let size = layout.environment.containerSize, safe = layout.environment.safeArea
                #expect(accessory.placement == .expanded, "\(direction) minimized: \(minimized)")
                #expect(frame.minY >= layout.bounds.maxY + TabBarLayout.accessoryGap, "below everything the top bar draws: \(frame)")
                #expect(frame.minX >= safe.left && frame.maxX <= size.width - safe.right, "inside the safe area: \(frame)")
                #expect(abs(frame.maxY - (size.height - safe.bottom - TabBarLayout.accessoryMargin)) < 0.34, "above the bottom safe edge: \(frame)")
                #expect(frame.height == TabBarBottomAccessory.defaultHeight)
                #expect(accessory.hitFrame.minY >= 0 && accessory.hitFrame.maxY <= size.height)
                #expect(layout.accessoryContains(frame.center) && layout.hitTest(frame.center) == nil)
            }
        }
        let ltr = try #require(Self.padLayout(.topBar).accessory), rtl = try #require(Self.padLayout(.topBar, direction: .rightToLeft).accessory)
        #expect(ltr.frame == rtl.frame, "across the screen within the margins: the same in right to left")
    }

    @Test("under a top bar the content keeps the bar's top inset and gets a bottom inset for the accessory")
    func topBarInsets() throws {
        let plain = Self.padLayout(.topBar, accessory: nil), shown = Self.padLayout(.topBar)
        let frame = try #require(shown.accessory?.frame)
        let size = shown.environment.containerSize, safe = shown.environment.safeArea
        #expect(plain.contentInsets.bottom == 0 && plain.contentInsets.top > 0)
        #expect(shown.contentInsets.top == plain.contentInsets.top)
        #expect(shown.contentInsets.bottom == size.height - safe.bottom - frame.minY, "\(shown.contentInsets)")
    }

    // MARK: 2. The keyboard covers the accessory wherever the bar is

    @Test("the keyboard takes the accessory away beside a sidebar and under a top bar (the bar stays), and its bottom inset")
    func keyboardOffBottomEdge() throws {
        for regularWidth in [TabBarRegularWidthPresentation.sidebar, .topBar] {
            let resting = Self.padLayout(regularWidth)
            #expect(resting.accessory != nil && resting.contentInsets.bottom > 0, "\(regularWidth)")
            let typing = Self.padLayout(regularWidth, keyboard: true)
            #expect(!typing.isHidden, "\(regularWidth): the bar stays")
            #expect(typing.accessory == nil, "\(regularWidth): the keyboard covers the accessory")
            #expect(typing.contentInsets.bottom == 0, "\(regularWidth): \(typing.contentInsets)")
            #expect(typing.contentInsets.top == resting.contentInsets.top && typing.contentInsets.left == resting.contentInsets.left)
            let kept = Self.padLayout(regularWidth, keyboard: true, hideOnKeyboard: false)
            #expect(kept.accessory == resting.accessory, "\(regularWidth): a bar that stays under the keyboard keeps its accessory too")
        }
    }

    @Test("through the presenter: a sidebar's accessory leaves while the keyboard is up and comes back after, the bar visible")
    func keyboardThroughPresenter() throws {
        let (store, presenter) = try Issue32DeviceReviewTests.pad(.sidebar)
        presenter.update(bottomAccessory: TabBarBottomAccessory())
        presenter.settle()
        let shown = presenter.frame()
        let resting = try #require(shown.accessory)
        #expect(presenter.contentInsets.bottom > 0)
        presenter.handle(.keyboardFrame(TabBarRect(x: 0, y: 500, width: 1194, height: 334)))
        presenter.settle()
        let typing = presenter.frame()
        #expect(store.visibility == .visible && !typing.isHidden)
        #expect(typing.accessory == nil && presenter.reportedAccessory == nil, "no accessory view under the keyboard")
        #expect(presenter.contentInsets.bottom == 0)
        presenter.handle(.keyboardFrame(nil))
        presenter.settle()
        #expect(presenter.frame().accessory == resting)
    }
}

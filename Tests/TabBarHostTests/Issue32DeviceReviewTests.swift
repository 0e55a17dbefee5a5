import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost
import TabBarRender
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// The device review of issue 32's re-review fixes: an iPad's permanent sidebar is off the bottom edge (the keyboard
/// leaves it), VoiceOver's order over the container follows where the bar lies, and a fitting accessory is never
/// measured at a width of 0.
@Suite("Issue 32 device review: sidebar edge, reading order, measuring width")
@MainActor
struct Issue32DeviceReviewTests {
    /// A launched iPad presenter (of `configuration`, the atlas by default) whose regular-width bar is `regularWidth`.
    static func pad(_ regularWidth: TabBarRegularWidthPresentation, configuration: TabBarConfiguration? = nil) throws -> (TabBarKitStore, TabBarPresenter) {
        let store = try TabBarKitStore(configuration: configuration ?? TabBarFeatureSamples.atlasTopBar)
        let presenter = makePresenter(store, theme: .floating, clock: ManualClock(), measurer: TabBarInterTextMeasurer())
        presenter.updateContainer(size: Issue32AdaptiveHostTests.ipad.size, safeArea: Issue32AdaptiveHostTests.ipad.safeArea, displayScale: 2)
        presenter.update(regularWidth: regularWidth)
        presenter.handle(.sizeClasses(horizontal: .regular, vertical: .regular))
        presenter.launch()
        presenter.settle()
        _ = presenter.frame()
        return (store, presenter)
    }

    // MARK: 2. A permanent sidebar is off the bottom edge

    @Test("the keyboard leaves an iPad's permanent sidebar in the machine and in the layout: no container hides it")
    func sidebarKeyboard() throws {
        let (store, presenter) = try Self.pad(.sidebar)
        #expect(presenter.layout?.presentation == .sidebar)
        #expect(store.machine.isBarOffBottomEdge, "the machine knows the sidebar is not along the bottom")
        let effects = store.send(.keyboardChanged(isShown: true))
        #expect(!effects.contains(.visibilityChanged(.hidden)), "\(effects)")
        presenter.handle(.keyboardFrame(TabBarRect(x: 0, y: 500, width: 1194, height: 334)))
        _ = presenter.frame()
        #expect(store.visibility == .visible)
        #expect(presenter.layout?.isHidden == false, "the sidebar stays laid out with the keyboard up")
    }

    // MARK: 5. VoiceOver's order follows the bar's edge

    @Test("VoiceOver reads a bottom bar after the content and the accessory, a top bar or a sidebar first, an open menu alone")
    func readingOrder() throws {
        let phoneStore = try TabBarKitStore(configuration: TabBarFeatureSamples.atlasTopBar)
        let phone = makePresenter(phoneStore, clock: ManualClock())
        phone.launch()
        _ = phone.frame()
        #expect(phone.accessibilityOrder == [.content, .accessory, .bar])
        for regularWidth in [TabBarRegularWidthPresentation.topBar, .sidebar] {
            let (_, pad) = try Self.pad(regularWidth)
            _ = pad.frame()
            #expect(pad.accessibilityOrder == [.bar, .content, .accessory], "\(regularWidth)")
        }
        let (_, floating) = try Self.pad(.floatingBar)
        _ = floating.frame()
        #expect(floating.accessibilityOrder == [.content, .accessory, .bar], "an iPad's floating bar lies along the bottom")
        let store = try makeStore()
        let menu = makePresenter(store, clock: ManualClock())
        menu.launch()
        store.send(.actionMenuOpened("create"))
        _ = menu.frame()
        #expect(menu.accessibilityOrder == [.bar], "the open menu is modal")
    }

    // MARK: 4. No measuring at width 0

    @Test("a fitting accessory is measured at the expanded accessory's width, never at 0 before the first layout")
    func measuringWidth() throws {
        let store = try TabBarKitStore(configuration: TabBarFeatureSamples.atlasTopBar)
        let fresh = TabBarPresenter(store: store, theme: .system, measurer: CountingMeasurer(), clock: { 0 })
        #expect(fresh.accessoryMeasuringWidth() == nil, "no container width yet: keep the default height")
        #expect(fresh.accessoryMeasuringWidth(lastExpanded: 0) == nil)
        let presenter = makePresenter(store, clock: ManualClock())
        #expect(presenter.accessoryMeasuringWidth() == phone.size.width, "before a layout: the container's width")
        presenter.update(bottomAccessory: TabBarBottomAccessory())
        presenter.launch()
        _ = presenter.frame()
        let expanded = try #require(presenter.layout?.accessory)
        #expect(expanded.placement == .expanded)
        #expect(presenter.accessoryMeasuringWidth() == expanded.frame.width)
        #expect(presenter.accessoryMeasuringWidth(lastExpanded: 300) == expanded.frame.width, "the layout's width wins")
    }
}

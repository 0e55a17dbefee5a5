import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarRender
import TabBarTesting

/// An open menu laid out on one device: an action's menu (``ActionMenuLayoutTests``) or a tab's long-press menu
/// (``Issue33TabMenuLayoutTests``), opened by `opening` after the size class of the device's width is reported.
struct MenuLayoutCase: CustomTestStringConvertible, Sendable {
    var name: String
    var configuration: TabBarConfiguration
    var opening: TabBarEvent
    var device: TabBarDevicePreset
    var orientation: TabBarOrientation = .portrait
    var regularWidth: TabBarRegularWidthPresentation = .floatingBar
    var testDescription: String { name }

    func layout(_ direction: TabBarReadingDirection, open: Bool = true) -> TabBarLayout {
        var machine = TabBarMachine.fixture(configuration)
        let environment = device.environment(orientation, direction: direction)
        _ = machine.handle(.sizeClassChanged(environment.horizontalSizeClass))
        if open { _ = machine.handle(opening) }
        return TabBarLayout(
            configuration: configuration, state: machine.state, environment: environment, theme: .system,
            measurer: TabBarInterTextMeasurer(), regularWidth: regularWidth)
    }

    /// Compares the open menu with its golden fixture `<prefix><name>-ltr.json` (or `-rtl`) in `folder`.
    func expectFixture(_ direction: TabBarReadingDirection, in folder: URL, prefix: String = "") throws {
        let menu = try #require(layout(direction).actionMenu)
        let url = folder.appendingPathComponent("\(prefix)\(name)-\(direction == .rightToLeft ? "rtl" : "ltr").json")
        try LayoutFixtureTests.expectFixture(menu.json, at: url, path: name)
    }

    /// Expects the right-to-left menu's items, mirrored about the container's width, to be the left-to-right ones;
    /// gives both menus and that width.
    @discardableResult
    func expectMirrored() throws -> (ltr: TabBarActionMenuLayout, rtl: TabBarActionMenuLayout, width: Double) {
        let ltr = try #require(layout(.leftToRight).actionMenu)
        let rtl = try #require(layout(.rightToLeft).actionMenu)
        let width = device.environment(orientation).containerSize.width
        LayoutFixtureTests.expectClose(
            LayoutFixtureTests.mirror(rtl.json["items"] ?? .null, width: width, viewport: width), ltr.json["items"] ?? .null, path: "\(name).items")
        return (ltr, rtl, width)
    }
}

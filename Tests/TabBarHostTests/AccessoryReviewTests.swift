import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarHost
import TabBarTesting

/// Issue 32's device review of the bottom accessory: where the presenter puts the app's view (the one place both
/// front ends read it from), never over a hidden bar's content nor over an open action menu, and views told when
/// the accessory comes and goes.
@Suite("Issue 32 review: where the accessory's view goes")
@MainActor
struct AccessoryReviewTests {
    /// The top-level groups of a list, in painting order.
    static func groupIDs(_ list: TabBarDisplayList) -> [String] {
        list.items.compactMap { item in
            guard case .group(let group) = item else { return nil }
            return group.id
        }
    }

    @Test("a hidden bar takes its accessory with it: the view leaves with the bar, then the drawn frame and the presenter's last place say none, though the layout keeps it")
    func hiddenBar() throws {
        let clock = ManualClock()
        let (store, presenter) = try AccessoryPresenterTests.launched(clock)
        presenter.update(bottomAccessory: TabBarBottomAccessory())
        let shown = presenter.frame(at: clock.now)
        #expect(shown.accessory != nil && presenter.reportedAccessory == shown.accessory)
        var told: [TabBarAccessoryLayout?] = []
        presenter.onAccessoryChange = { told.append($0) }
        store.send(.barHiddenChanged(true))
        presenter.sync()
        for tick in 0...40 { _ = presenter.frame(at: clock.now + Double(tick) / 60) }
        let hidden = presenter.frame(at: clock.now + 5)
        #expect(hidden.accessory == nil && presenter.reportedAccessory == nil, "the front ends place the view from here")
        // On its way out it is placed with the leaving bar (Issue32BottomAccessoryTransitTests), lower each frame; then gone, told once.
        let place = try #require(shown.accessory)
        #expect(told.last == .some(nil) && told.filter { $0 == nil }.count == 1, "told once that it is gone, at the end: \(told)")
        #expect(told.count > 5, "it leaves over frames: \(told.count) places")
        // The first is where it rests, no longer reachable (``TabBarFrame/accessoryInteractive``); the rest lower.
        #expect(told.first == .some(place), "\(told.first as Any)")
        #expect(told.dropFirst().dropLast().allSatisfy { ($0?.frame.minY ?? 0) > place.frame.minY && $0?.placement == place.placement }, "before that, on its way down")
        // The layout alone (what UIKit's layout pass used to read) still has it: it is hidden only for the keyboard.
        #expect(presenter.layout?.accessory != nil)
        store.send(.barHiddenChanged(false))
        presenter.sync()
        _ = presenter.frame(at: clock.now + 10)
        #expect(presenter.reportedAccessory != nil, "back with the bar")
    }

    @Test("an open action menu: no accessory view and no accessory touches, its capsule painted under the scrim")
    func actionMenu() throws {
        let clock = ManualClock()
        let (store, presenter) = try AccessoryPresenterTests.launched(clock)
        presenter.update(bottomAccessory: TabBarBottomAccessory())
        let closed = presenter.frame(at: clock.now)
        let place = try #require(closed.accessory)
        store.send(.actionMenuOpened("create"))
        presenter.sync()
        let open = presenter.frame(at: clock.now + 1)
        #expect(open.accessory == nil && presenter.reportedAccessory == nil)
        #expect(!open.layout.accessoryContains(place.frame.center), "the menu takes the touch")
        #expect(open.takesTouch(at: place.frame.center), "the open menu (its scrim) takes it")
        let ids = Self.groupIDs(open.list)
        let accessory = try #require(ids.firstIndex(of: "accessory"), "the capsule stays, dimmed: \(ids)")
        let scrim = try #require(ids.firstIndex(of: "scrim"), "\(ids)")
        #expect(accessory < scrim, "painted before (under) the scrim: \(ids)")
        #expect(open.layout.contentInsets == closed.layout.contentInsets, "the content does not move")
        store.send(.actionMenuDismissed)
        presenter.sync()
        _ = presenter.frame(at: clock.now + 5)
        #expect(presenter.reportedAccessory == place, "back where it was")
    }

    @Test("showing or removing the accessory moves the revision, on the next turn (never inside a view update)")
    func revision() throws {
        let clock = ManualClock()
        let (_, presenter) = try AccessoryPresenterTests.launched(clock)
        let start = presenter.revision
        presenter.update(bottomAccessory: TabBarBottomAccessory())
        #expect(presenter.revision == start, "not while the caller (a SwiftUI update) runs")
        presenter.settle()
        let shown = presenter.revision
        #expect(shown > start)
        presenter.update(bottomAccessory: TabBarBottomAccessory())
        presenter.settle()
        #expect(presenter.revision == shown, "the same accessory again changes nothing")
        presenter.update(bottomAccessory: nil)
        presenter.settle()
        #expect(presenter.revision > shown)
    }
}

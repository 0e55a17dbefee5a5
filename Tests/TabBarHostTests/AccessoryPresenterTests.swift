import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarHost
import TabBarTesting

/// Issue 32, item 2: the accessory through the presenter, as both front ends get it: its frame each frame (moving
/// with its bar), its placement, and showing or hiding it without a change of the tabs.
@Suite("Issue 32: the bottom accessory in the presenter")
@MainActor
struct AccessoryPresenterTests {
    static func launched(_ clock: ManualClock) throws -> (TabBarKitStore, TabBarPresenter) {
        var configuration = TabBarConfiguration(AppTab.self, selected: .home)
        configuration.behavior.minimize = .onScrollDown
        let store = try TabBarKitStore(configuration: configuration, translator: .identity)
        let presenter = makePresenter(store, clock: clock)
        presenter.launch()
        _ = presenter.frame(at: clock.now)
        return (store, presenter)
    }

    static func hasGroup(_ id: String, in list: TabBarDisplayList) -> Bool {
        func search(_ items: [TabBarDisplayItem]) -> Bool {
            items.contains { item in
                guard case .group(let group) = item else { return false }
                return group.id == id || search(group.children)
            }
        }
        return search(list.items)
    }

    @Test("showing and hiding the accessory changes the bar's layout and insets, never the store (no tab rebuilt)")
    func showHide() throws {
        let clock = ManualClock()
        let (store, presenter) = try Self.launched(clock)
        let before = presenter.frame(at: clock.now)
        let sequence = store.transition.sequence, state = store.state
        #expect(before.accessory == nil && !Self.hasGroup("accessory", in: before.list))
        presenter.update(bottomAccessory: TabBarBottomAccessory())
        let shown = presenter.frame(at: clock.now)
        let accessory = try #require(shown.accessory)
        #expect(accessory.placement == .expanded)
        #expect(Self.hasGroup("accessory", in: shown.list), "the display list draws its capsule")
        #expect(shown.layout.contentInsets.bottom > before.layout.contentInsets.bottom + accessory.frame.height)
        #expect(store.transition.sequence == sequence && store.state == state, "no event, no effect: nothing mounts or unmounts")
        presenter.update(bottomAccessory: nil)
        let gone = presenter.frame(at: clock.now)
        #expect(gone.accessory == nil && gone.layout.contentInsets == before.layout.contentInsets)
        #expect(store.transition.sequence == sequence)
    }

    @Test("minimising: the accessory goes inline and its view rises with the capsule on the clock (no snap)")
    func minimises() throws {
        let clock = ManualClock()
        let (store, presenter) = try Self.launched(clock)
        presenter.update(bottomAccessory: TabBarBottomAccessory())
        let expanded = try #require(presenter.frame(at: clock.now).accessory)
        store.send(.contentScrolled(.down))
        presenter.sync()
        var ys: [Double] = []
        for tick in 0...40 {
            let frame = presenter.frame(at: clock.now + Double(tick) / 60)
            let accessory = try #require(frame.accessory)
            #expect(accessory.placement == .inline)
            ys.append(accessory.frame.minY)
        }
        let rest = try #require(presenter.frame(at: clock.now + 5).accessory)
        #expect(rest.frame.minY > expanded.frame.minY, "inline sits lower, beside the capsule")
        #expect((ys.first ?? 0) > rest.frame.minY + 20, "it starts below its place: \(ys.prefix(3))")
        #expect(ys == ys.sorted(by: >), "it only rises")
        #expect(Set(ys).count > 10, "many positions on the way, not a jump")
        #expect(abs((ys.last ?? 0) - rest.frame.minY) < 1)
    }

    @Test("with Reduce Motion the accessory changes place at once")
    func reduceMotion() throws {
        let clock = ManualClock()
        let (store, presenter) = try Self.launched(clock)
        presenter.handle(.reduceMotion(true))
        presenter.update(bottomAccessory: TabBarBottomAccessory())
        store.send(.contentScrolled(.down))
        presenter.sync()
        let now = try #require(presenter.frame(at: clock.now).accessory)
        let later = try #require(presenter.frame(at: clock.now + 5).accessory)
        #expect(now == later && now.placement == .inline)
    }

    @Test("a touch on the accessory is not the bar's; the bar still takes its own")
    func touches() throws {
        let clock = ManualClock()
        let (_, presenter) = try Self.launched(clock)
        presenter.update(bottomAccessory: TabBarBottomAccessory())
        let frame = presenter.frame(at: clock.now)
        let accessory = try #require(frame.accessory)
        #expect(!frame.takesTouch(at: accessory.frame.center))
        #expect(frame.layout.accessoryContains(accessory.frame.center))
        let home = try #require(frame.layout.item("home")).hitFrame.center
        #expect(frame.takesTouch(at: home))
    }

    @Test("the accessibility tree: the accessory adds no element of the bar's (the app's view speaks), and the bar's elements stay")
    func accessibility() throws {
        let clock = ManualClock()
        let (_, presenter) = try Self.launched(clock)
        let before = presenter.frame(at: clock.now).accessibilityElements.map(\.label)
        presenter.update(bottomAccessory: TabBarBottomAccessory())
        let after = presenter.frame(at: clock.now).accessibilityElements
        #expect(after.map(\.label) == before)
        let accessory = try #require(presenter.frame(at: clock.now).accessory)
        #expect(after.allSatisfy { !accessory.frame.contains(($0.frame ?? .zero).center) }, "no bar element lies under the accessory")
    }
}

import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// Issue 30, item 12: elements updated in place (VoiceOver's focus survives a badge change), a modal menu with
/// its layout-changed notification and focus, and the focus move after the announcement, decided in Host.
@Suite("Issue 30: accessibility updates")
@MainActor
struct AccessibilityIssue30Tests {
    static func launched(_ clock: ManualClock) throws -> (TabBarKitStore, TabBarPresenter) {
        let store = try makeStore()
        let presenter = makePresenter(store, clock: clock)
        presenter.launch()
        return (store, presenter)
    }

    @Test("a badge change updates the elements in place: same elements, new value, no layout change")
    func badgeInPlace() throws {
        let clock = ManualClock()
        let (store, presenter) = try Self.launched(clock)
        let before = presenter.frame(at: clock.now)
        store.send(.badgeSet(.count(5), on: "activity"))
        presenter.sync()
        let after = presenter.frame(at: clock.now + 1)
        let update = TabBarAccessibilityUpdate(from: before, to: after)
        #expect(update.change == .values && !update.postsLayoutChanged && update.focus == nil)
        #expect(TabBarAccessibilityUpdate.identities(before) == TabBarAccessibilityUpdate.identities(after))
        #expect(after.accessibilityElements.first { $0.id == "activity" }?.value != before.accessibilityElements.first { $0.id == "activity" }?.value)
        #expect(TabBarAccessibilityUpdate(from: after, to: after).change == .none)
    }

    @Test("an open menu is modal; VoiceOver is taken to its first item, and back to the action when it closes")
    func menuModal() throws {
        let clock = ManualClock()
        let (store, presenter) = try Self.launched(clock)
        let closed = presenter.frame(at: clock.now)
        #expect(!closed.isModal)
        store.send(.actionMenuOpened("create"))
        presenter.sync()
        let open = presenter.frame(at: clock.now + 1)
        #expect(open.isModal && !open.menuTargets.isEmpty)
        let opened = TabBarAccessibilityUpdate(from: closed, to: open)
        #expect(opened.change == .structure && opened.postsLayoutChanged)
        #expect(opened.focus == .target(.actionMenuItem(action: "create", item: "photo")))
        store.send(.actionMenuDismissed)
        presenter.sync()
        let shut = presenter.frame(at: clock.now + 2)
        let closing = TabBarAccessibilityUpdate(from: open, to: shut)
        #expect(closing.change == .structure && closing.postsLayoutChanged && closing.focus == .tab("create"))
        #expect(!shut.isModal)
        // The identity form (SwiftUI's) decides the same focus moves.
        #expect(TabBarAccessibilityUpdate(from: TabBarAccessibilityUpdate.identities(closed), to: open).focus == opened.focus)
        #expect(TabBarAccessibilityUpdate(from: TabBarAccessibilityUpdate.identities(open), to: shut).focus == .tab("create"))
    }

    @Test("the focus move waits until the change's announcement is spoken; without one it is at once")
    func focusAfterAnnouncement() throws {
        let clock = ManualClock()
        let (store, presenter) = try Self.launched(clock)
        store.send(.keyPressed(.commandDigit(2)))
        let effects = store.transition.effects
        let announced = try #require(effects.lazy.compactMap { if case .announce(let text) = $0 { text } else { nil } }.first)
        let delay = presenter.focusDelay(before: "search")
        #expect(delay == TabBarAccessibilityTiming.speakingTime(announced) && delay > 1)
        // The announcement comes first in the change's effects; the focus move after it.
        let announceIndex = try #require(effects.firstIndex { if case .announce = $0 { true } else { false } })
        let focusIndex = try #require(effects.firstIndex(of: .focusContent("search")))
        #expect(announceIndex < focusIndex)
        #expect(TabBarAccessibilityTiming.focusDelay(before: "search", in: [.focusContent("search")]) == 0)
        #expect(TabBarAccessibilityTiming.speakingTime(String(repeating: "a", count: 500)) == TabBarAccessibilityTiming.longestDelay)
    }
}

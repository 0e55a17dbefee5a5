import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost
import TabBarRender
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// The second device review of issue 32: SwiftUI registers the Command-digits in a body that runs before the bar's
/// frame for the same change, so their titles come from the last layout. When a frame's layout detaches or reattaches
/// a circle (compact ↔ regular), the presenter moves ``TabBarPresenter/revision`` on the next turn, and the body runs
/// again with the new order.
@Suite("Issue 32 review: the Command-digits' titles follow the detached circles on the next turn")
@MainActor
struct Issue32KeyTitleRefreshTests {
    static func digitTitles(_ presenter: TabBarPresenter) -> [String] {
        presenter.registeredKeys(barFocused: false).commands.compactMap { if case .commandDigit = $0.input { $0.title } else { nil } }
    }

    @Test("an iPad with a regular-width sidebar, compact and back: the frame that changes the detached circles moves the revision once settled")
    func revisionMoves() throws {
        let (_, presenter) = try Issue32DeviceReviewTests.pad(.sidebar, configuration: TabBarFeatureSamples.prominentDetached)
        presenter.settle()
        let regular = presenter.layout?.detachedProminent?.id
        let regularTitles = Self.digitTitles(presenter)
        for classes in [TabBarSizeClass.compact, .regular] {
            presenter.handle(.sizeClasses(horizontal: classes, vertical: .regular))
            presenter.settle()
            let stale = Self.digitTitles(presenter)
            let before = presenter.revision
            _ = presenter.frame()
            let detached = presenter.layout?.detachedProminent?.id
            #expect((detached == nil) == (classes == .regular), "the prominent tab is detached in compact only: \(classes)")
            #expect(presenter.revision == before, "nothing observed changes while a frame is drawn")
            presenter.settle()
            #expect(presenter.revision > before, "the body registering the keys runs again: \(classes)")
            let fresh = Self.digitTitles(presenter)
            #expect(fresh != stale, "\(classes)")
            if classes == .compact { #expect(fresh.first == "Live") } else { #expect(fresh == regularTitles && regular == nil) }
        }
        // A frame that changes no circle moves nothing.
        let before = presenter.revision
        _ = presenter.frame()
        presenter.settle()
        #expect(presenter.revision == before)
    }
}

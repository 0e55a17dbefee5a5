#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarHost

extension View {
    /// Opts a tab's root scroll content in to scroll-to-top on reselect, and reports its scrolling to the
    /// bar (which minimises on a scroll down when the behaviour says so): put it on the first view inside
    /// the `ScrollView`.
    ///
    /// ```swift
    /// ScrollView { LazyVStack { … }.tabBarScrollsToTop() }
    /// ```
    public func tabBarScrollsToTop() -> some View {
        modifier(ScrollsToTop())
    }
}

/// Scrolls to the top when the core's `scrollToTop` effect names this view's tab; reports the content's
/// offset in its scroll view to the input layer (only the user's scrolling counts there).
struct ScrollsToTop: ViewModifier {
    @Environment(\.tabBarStore) private var store
    @Environment(\.tabBarPresenter) private var presenter
    @Environment(\.tabBarCurrentTab) private var tab
    @Namespace private var top
    @State private var scrollingToTop = false

    func body(content: Content) -> some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Color.clear.frame(height: 0).id(top)
                content
            }
            .background {
                GeometryReader { geometry in
                    let offset = -geometry.frame(in: .scrollView).minY
                    Color.clear.onChange(of: offset) {
                        guard let presenter, let tab else { return }
                        presenter.handle(.contentOffset(offset, tab: tab, userDriven: !scrollingToTop))
                    }
                }
            }
            .onChange(of: store?.transition.sequence) {
                guard let store, let tab, store.transition.effects.contains(.scrollToTop(tab)) else { return }
                scrollingToTop = true
                withAnimation { proxy.scrollTo(top, anchor: .top) } completion: { scrollingToTop = false }
            }
        }
    }
}
#endif

#if canImport(SwiftUI) && canImport(UIKit)
extension View {
    /// Opts a `List` (or any scroll container whose rows have ids) in to scroll-to-top on reselect: put it
    /// on the `List` itself and name its first row. The list is scrolled with a `ScrollViewReader`, so
    /// its rows stay its own; on iOS 18 the list's offset is also reported to the bar (minimise on scroll).
    ///
    /// ```swift
    /// List(messages) { MessageRow($0) }.tabBarScrollsToTop(firstRow: messages.first?.id)
    /// ```
    public func tabBarScrollsToTop<RowID: Hashable>(firstRow: RowID?) -> some View {
        modifier(ListScrollsToTop(firstRow: firstRow))
    }
}

/// Scrolls a list to its first row when the core's `scrollToTop` effect names this view's tab.
struct ListScrollsToTop<RowID: Hashable>: ViewModifier {
    let firstRow: RowID?
    @Environment(\.tabBarStore) private var store
    @Environment(\.tabBarPresenter) private var presenter
    @Environment(\.tabBarCurrentTab) private var tab

    func body(content: Content) -> some View {
        ScrollViewReader { proxy in
            reportingOffset(content)
                .onChange(of: store?.transition.sequence) {
                    guard let store, let tab, let firstRow, store.transition.effects.contains(.scrollToTop(tab)) else { return }
                    withAnimation { proxy.scrollTo(firstRow, anchor: .top) }
                }
        }
    }

    /// The list's offset, reported to the input layer where the system can tell it (iOS 18).
    @ViewBuilder
    func reportingOffset(_ content: Content) -> some View {
        if #available(iOS 18.0, visionOS 2.0, *) {
            content.onScrollGeometryChange(for: Double.self, of: { $0.contentOffset.y + $0.contentInsets.top }) { _, offset in
                guard let presenter, let tab else { return }
                presenter.handle(.contentOffset(offset, tab: tab, userDriven: true))
            }
        } else {
            content
        }
    }
}
#endif

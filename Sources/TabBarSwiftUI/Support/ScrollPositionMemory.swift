#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarHost

extension View {
    /// Keeps a tab's scroll position in the core's state, so a tab evicted by the live cap comes back
    /// where it was. Put it on the `ScrollView`; give its rows string ids and `.scrollTargetLayout()`.
    ///
    /// ```swift
    /// ScrollView { LazyVStack { ForEach(rows) { Row($0).id($0.key) } }.scrollTargetLayout() }
    ///     .tabBarRemembersScrollPosition()
    /// ```
    ///
    /// Each row scrolled past is a signal to the input layer, which reports a position at most once a
    /// second and before any switch, so the core (and a snapshot the app saves on change) is not
    /// rewritten per row.
    public func tabBarRemembersScrollPosition() -> some View {
        modifier(ScrollPositionMemory())
    }
}

/// Reads the saved position from the core and hands each new one to the input layer.
struct ScrollPositionMemory: ViewModifier {
    @Environment(\.tabBarStore) private var store
    @Environment(\.tabBarPresenter) private var presenter
    @Environment(\.tabBarCurrentTab) private var tab

    func body(content: Content) -> some View {
        content.scrollPosition(id: Binding(
            get: { tab.flatMap { store?.state.scrollPositions[$0] } },
            set: { position in
                guard let presenter, let tab, let position else { return }
                presenter.handle(.contentScrollPosition(position, tab: tab))
            }))
    }
}
#endif

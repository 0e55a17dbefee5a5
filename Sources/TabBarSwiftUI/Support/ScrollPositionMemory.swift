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
    public func tabBarRemembersScrollPosition() -> some View {
        modifier(ScrollPositionMemory())
    }
}

/// Reads the saved position from the core and reports each new one as a `scrollPositionSaved` event.
struct ScrollPositionMemory: ViewModifier {
    @Environment(\.tabBarStore) private var store
    @Environment(\.tabBarCurrentTab) private var tab

    func body(content: Content) -> some View {
        content.scrollPosition(id: Binding(
            get: { tab.flatMap { store?.state.scrollPositions[$0] } },
            set: { position in
                guard let store, let tab, let position, position != store.state.scrollPositions[tab] else { return }
                store.send(.scrollPositionSaved(position, on: tab))
            }))
    }
}
#endif

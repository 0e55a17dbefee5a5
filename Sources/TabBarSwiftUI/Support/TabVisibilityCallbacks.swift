#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarHost

extension View {
    /// Runs when the tab this view is in becomes the selected one (and when it first appears selected),
    /// as `onAppear` does in a `TabView`. The container keeps every live tab in the view tree to keep its
    /// state, so `onAppear` itself fires only once per mount; this follows the store's selection instead.
    public func onTabAppear(perform action: @escaping () -> Void) -> some View {
        modifier(TabVisibilityCallback(onAppear: action, onDisappear: nil))
    }

    /// Runs when another tab is selected while this view's tab was (and when a selected tab is unmounted),
    /// as `onDisappear` does in a `TabView`.
    public func onTabDisappear(perform action: @escaping () -> Void) -> some View {
        modifier(TabVisibilityCallback(onAppear: nil, onDisappear: action))
    }
}

/// Calls back as the store's selection enters and leaves the tab the view is in.
struct TabVisibilityCallback: ViewModifier {
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?
    @Environment(\.tabBarStore) private var store
    @Environment(\.tabBarCurrentTab) private var tab

    func body(content: Content) -> some View {
        let shown = store.map { $0.state.selected == tab } ?? true
        content
            .onChange(of: shown) { _, now in (now ? onAppear : onDisappear)?() }
            .onAppear { if shown { onAppear?() } }
            .onDisappear { if shown { onDisappear?() } }
    }
}
#endif

#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarHost

extension View {
    /// Opts a tab's root scroll content in to scroll-to-top on reselect: put it on the first view inside the `ScrollView`.
    ///
    /// ```swift
    /// ScrollView { LazyVStack { … }.tabBarScrollsToTop() }
    /// ```
    public func tabBarScrollsToTop() -> some View {
        modifier(ScrollsToTop())
    }
}

/// Scrolls to the top when the core's `scrollToTop` effect names this view's tab.
struct ScrollsToTop: ViewModifier {
    @Environment(\.tabBarStore) private var store
    @Environment(\.tabBarCurrentTab) private var tab
    @Namespace private var top

    func body(content: Content) -> some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Color.clear.frame(height: 0).id(top)
                content
            }
            .onChange(of: store?.transition.sequence) {
                guard let store, let tab, store.transition.effects.contains(.scrollToTop(tab)) else { return }
                withAnimation { proxy.scrollTo(top, anchor: .top) }
            }
        }
    }
}
#endif

#if canImport(SwiftUI) && canImport(UIKit)
/// Which bar a ``TabBarKitContainer`` shows: one argument switches between them.
public enum TabBarKitStyle: Hashable, Sendable {
    /// TabBarKit's own bar, drawn at the core's layout (themes, notch, glow, menu, scrolling tabs).
    case custom
    /// The system `TabView` (the `Tab` API on iOS 18, `.tabItem` on 17, Liquid Glass on iOS 26).
    case native
}
#endif

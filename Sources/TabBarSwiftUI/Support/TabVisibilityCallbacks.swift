#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension View {
    /// Runs when the tab this view is in appears: `onAppear` itself now fires on each switch, as in a `TabView`
    /// (a tab that is not selected is out of the window). Kept for 0.2 as `onAppear`.
    @available(*, deprecated, renamed: "onAppear(perform:)", message: "onAppear fires on each switch now, as in TabView")
    public func onTabAppear(perform action: @escaping () -> Void) -> some View {
        onAppear(perform: action)
    }

    /// Runs when the tab this view is in disappears: `onDisappear` itself now fires on each switch, as in a
    /// `TabView`. Kept for 0.2 as `onDisappear`.
    @available(*, deprecated, renamed: "onDisappear(perform:)", message: "onDisappear fires on each switch now, as in TabView")
    public func onTabDisappear(perform action: @escaping () -> Void) -> some View {
        onDisappear(perform: action)
    }
}
#endif

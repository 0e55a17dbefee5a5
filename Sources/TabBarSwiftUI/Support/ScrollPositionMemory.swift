#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension View {
    /// No longer needed: the container keeps every tab's scroll position (SwiftUI's and UIKit's alike) in the
    /// core's state, so a tab evicted by the live cap comes back where it was. Kept for 0.2, doing nothing.
    @available(*, deprecated, message: "the container remembers a tab's scroll position itself; remove this modifier")
    public func tabBarRemembersScrollPosition() -> some View { self }
}
#endif

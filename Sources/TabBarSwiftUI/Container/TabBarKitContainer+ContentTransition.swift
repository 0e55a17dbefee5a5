#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarHost

struct TabContentTransitionKey: EnvironmentKey {
    static let defaultValue = TabBarContentTransitionStyle.crossDissolve
}

extension EnvironmentValues {
    /// How a ``TabBarKitContainer``'s content changes between tabs.
    var tabContentTransition: TabBarContentTransitionStyle {
        get { self[TabContentTransitionKey.self] }
        set { self[TabContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// How the content of a ``TabBarKitContainer`` below changes between tabs: a cross-fade by default (the new tab
    /// fades in over the old, as UIKit's `TabBarKitController`, which it is), `.none` to swap at once (a chat whose
    /// text field must not move), `.slide`.
    public func tabContentTransition(_ style: TabBarContentTransitionStyle) -> some View {
        environment(\.tabContentTransition, style)
    }
}

extension TabBarAnimationCurve {
    /// The same curve as a SwiftUI animation: a spring with the core's stiffness and damping, or a cubic with
    /// the easing's control points for the core's duration (as UIKit's property animator).
    var swiftUIAnimation: Animation {
        switch self {
        case .timed(let easing, let duration):
            let (x1, y1, x2, y2) = easing.controlPoints
            return .timingCurve(x1, y1, x2, y2, duration: duration)
        case .spring(let spring), .bounce(_, _, let spring):
            return .spring(Spring(mass: 1, stiffness: spring.stiffness, damping: spring.damping))
        }
    }
}
#endif

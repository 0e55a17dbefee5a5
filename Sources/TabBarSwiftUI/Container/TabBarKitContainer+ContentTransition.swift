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
    /// How the content of a ``TabBarKitContainer`` below changes between tabs: a cross-fade by default (as
    /// UIKit's `TabBarKitController`), `.none` to swap at once (a chat whose text field must not move).
    public func tabContentTransition(_ style: TabBarContentTransitionStyle) -> some View {
        environment(\.tabContentTransition, style)
    }
}

/// A tab's content where the host places it (``TabBarContentPlacement``): its opacity and its offset, as
/// they are, at rest, while animating and as a transition's ends.
struct PlacedContent: ViewModifier {
    let placement: TabBarContentPlacement

    func body(content: Content) -> some View {
        content.opacity(placement.opacity).offset(x: placement.layoutOffset)
    }
}

extension TabSwitchTransition {
    /// The animation SwiftUI gives the content's placement (`TabBarContentPlacement`: its opacity, and its
    /// offset in a slide): the transition's curve, `nil` when instant.
    var contentAnimation: Animation? {
        switch self {
        case .instant: nil
        case .crossDissolve(let curve), .slide(_, let curve): curve.swiftUIAnimation
        }
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

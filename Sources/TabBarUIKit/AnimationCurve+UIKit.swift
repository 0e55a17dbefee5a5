#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import UIKit

extension TabBarAnimationCurve {
    /// A property animator that runs this core curve: a spring with the core's stiffness and
    /// damping, or a cubic with the easing's control points, for the core's duration.
    @MainActor func propertyAnimator(animations: @escaping () -> Void) -> UIViewPropertyAnimator {
        let track = TabBarAnimationTrack(.crossFade, curve: self, from: 0, to: 1)
        let timing: any UITimingCurveProvider
        switch self {
        case .spring(let spring), .bounce(_, _, let spring):
            timing = UISpringTimingParameters(mass: 1, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: .zero)
        case .timed(let easing, _):
            let c = easing.controlPoints
            timing = UICubicTimingParameters(controlPoint1: CGPoint(x: c.0, y: c.1), controlPoint2: CGPoint(x: c.2, y: c.3))
        }
        let animator = UIViewPropertyAnimator(duration: track.activeDuration, timingParameters: timing)
        animator.addAnimations(animations)
        return animator
    }
}
#endif

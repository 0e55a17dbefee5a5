import Foundation
import PropertyBased
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools

/// Integrates x'' = −k x − c x' with fourth-order Runge–Kutta: an independent check of the closed form.
func integrate(_ spring: TabBarSpringCurve, x0: Double, v0: Double, until t: Double, steps: Int = 20_000) -> (Double, Double) {
    var x = x0, v = v0
    let h = t / Double(steps)
    func a(_ x: Double, _ v: Double) -> Double { -spring.stiffness * x - spring.damping * v }
    for _ in 0..<steps {
        let k1x = v, k1v = a(x, v)
        let k2x = v + h / 2 * k1v, k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v, k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v, k4v = a(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return (x, v)
}

@Suite("D1 Springs and curves")
struct D1MotionTests {
    @Test("duration and bounce convert like SwiftUI's Spring (Apple's documented example)")
    func swiftUIConversion() {
        let spring = TabBarSpringCurve(duration: 0.5, bounce: 0.3)
        #expect(abs(spring.stiffness - 157.91) < 0.01)
        #expect(abs(spring.damping - 17.59) < 0.01)
        let back = TabBarSpringCurve(stiffness: 100, damping: 10)
        #expect(abs(back.duration - 0.628) < 0.001)
        #expect(abs(back.bounce - 0.5) < 1e-9)
        #expect(abs(TabBarSpringCurve(response: 0.4, dampingFraction: 0.6).bounce - 0.4) < 1e-9)
        #expect(abs(TabBarSpringCurve(duration: 1, bounce: -0.5).dampingRatio - 2) < 1e-9)
        #expect(abs(TabBarSpringCurve(duration: 1, bounce: -0.5).bounce + 0.5) < 1e-9)
    }

    @Test("the closed form matches numerical integration when under-, critically and over-damped", arguments: [0.2, 0.5, 1.0, 1.8])
    func closedForm(dampingFraction: Double) {
        let spring = TabBarSpringCurve(response: 0.5, dampingFraction: dampingFraction)
        for t in stride(from: 0.02, through: 1.5, by: 0.07) {
            let exact = spring.state(displacement: -1, velocity: 3, time: t)
            let numeric = integrate(spring, x0: -1, v0: 3, until: t, steps: 4_000)
            #expect(abs(exact.displacement - numeric.0) < 1e-6, "x(\(t))")
            #expect(abs(exact.velocity - numeric.1) < 1e-5, "v(\(t))")
        }
    }

    @Test("an undamped spring oscillates with its response as period")
    func undamped() {
        let spring = TabBarSpringCurve(duration: 0.8, bounce: 1)
        #expect(abs(spring.value(from: 0, to: 1, time: 0.4) - 2) < 1e-9)
        #expect(abs(spring.value(from: 0, to: 1, time: 0.8) - 0) < 1e-9)
    }

    @Test("an underdamped spring matches the amplitude–phase form x = −e^(−ζωt)/√(1−ζ²)·cos(ω_d t − φ)")
    func amplitudePhase() {
        let spring = TabBarSpringCurve(response: 1, dampingFraction: 0.5)
        let z = 0.5, w = 2 * Double.pi, wd = w * (1 - z * z).squareRoot(), phi = atan(z / (1 - z * z).squareRoot())
        for t in stride(from: 0.0, through: 3, by: 0.11) {
            let expected = 1 - exp(-z * w * t) / (1 - z * z).squareRoot() * cos(wd * t - phi)
            #expect(abs(spring.value(from: 0, to: 1, time: t) - expected) < 1e-9)
        }
    }

    @Test("a spring always settles within its computed settling time")
    func settles() async {
        await propertyCheck(count: 400, input: Gen.double(in: 0.05...2), Gen.double(in: -0.95...0.95), Gen.double(in: -20...20)) { response, bounce, velocity in
            let spring = TabBarSpringCurve(duration: response, bounce: bounce)
            let settle = spring.settlingTime(from: 0, to: 1, initialVelocity: velocity, tolerance: 0.001)
            #expect(settle.isFinite && settle >= 0)
            for k in 0...200 {
                let t = settle + Double(k) * 0.013
                #expect(abs(spring.value(from: 0, to: 1, initialVelocity: velocity, time: t) - 1) <= 0.001 + 1e-12, "t=\(t)")
            }
        }
    }

    @Test("the settling time is tight for a critically damped spring")
    func settleTight() {
        let spring = TabBarSpringCurve(duration: 0.5, bounce: 0)
        let settle = spring.settlingTime()
        #expect(abs(spring.value(from: 0, to: 1, time: settle * 0.9) - 1) > 0.001)
        #expect(settle > 0.5 && settle < 1.5)
    }

    @Test("retargeting mid-flight keeps position and velocity continuous")
    func retarget() {
        var animation = TabBarSpringAnimation(spring: TabBarSpringCurve(response: 0.4, dampingFraction: 0.7), from: 0, to: 100, startTime: 1)
        let t = 1.12
        let position = animation.value(at: t), velocity = animation.velocity(at: t)
        animation.retarget(to: -50, at: t)
        #expect(abs(animation.value(at: t) - position) < 1e-9)
        #expect(abs(animation.velocity(at: t) - velocity) < 1e-9)
        #expect(abs(animation.value(at: animation.settleTime()) - -50) <= 0.001 * abs(position + 50) + 1e-9)
    }

    @Test("easing curves hit their ends, are monotonic and match known values")
    func easing() {
        for easing in [TabBarEasing.linear, .easeIn, .easeOut, .easeInOut, .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)] {
            #expect(easing.value(0) == 0 && abs(easing.value(1) - 1) < 1e-9)
            var last = 0.0
            for i in 1...100 {
                let v = easing.value(Double(i) / 100)
                #expect(v >= last - 1e-9)
                last = v
            }
        }
        #expect(abs(TabBarEasing.easeInOut.value(0.5) - 0.5) < 1e-9)
        for t in stride(from: 0.0, through: 1, by: 0.05) {
            #expect(abs(TabBarEasing.easeInOut.value(t) + TabBarEasing.easeInOut.value(1 - t) - 1) < 1e-9)
            #expect(abs(TabBarEasing.cubicBezier(x1: 1.0 / 3, y1: 1.0 / 3, x2: 2.0 / 3, y2: 2.0 / 3).value(t) - t) < 1e-9)
            #expect(abs(TabBarEasing.easeIn.value(t) - (1 - TabBarEasing.easeOut.value(1 - t))) < 1e-9)
        }
        // CSS `ease` (0.25, 0.1, 0.25, 1) at 0.5, as browsers compute it.
        #expect(abs(TabBarEasing.cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1).value(0.5) - 0.8024) < 1e-3)
    }
}

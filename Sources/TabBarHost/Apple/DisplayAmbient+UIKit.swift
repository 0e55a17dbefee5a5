#if canImport(UIKit) && !os(watchOS)
import QuartzCore
import TabBarCore
import TabBarDisplay

extension TabBarDisplayAmbient {
    /// The ambient animation as Core Animation runs it on its group's layer (whose origin is the canvas's):
    /// the opacity and a scale about ``anchor`` between their two ends, each way along the core's curve (its
    /// control points) for ``duration``, autoreversing forever, started where its phase is at `now` (media time,
    /// the clock's). The render server plays it: no frame of ours is drawn for it.
    public func coreAnimation(now: Double) -> CAAnimation {
        var parts: [CAAnimation] = []
        if let opacity {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = opacity.from
            fade.toValue = opacity.to
            // A grouped animation is not scaled to its group's duration: each part needs its own.
            fade.duration = duration
            parts.append(fade)
        }
        if let scale {
            let grow = CABasicAnimation(keyPath: "transform")
            grow.fromValue = CATransform3DMakeAffineTransform(Self.scale(scale.from, about: anchor))
            grow.toValue = CATransform3DMakeAffineTransform(Self.scale(scale.to, about: anchor))
            grow.duration = duration
            parts.append(grow)
        }
        let group = CAAnimationGroup()
        group.animations = parts
        group.duration = duration
        let (x1, y1, x2, y2) = easing.controlPoints
        group.timingFunction = CAMediaTimingFunction(controlPoints: Float(x1), Float(y1), Float(x2), Float(y2))
        group.autoreverses = true
        group.repeatCount = .infinity
        group.timeOffset = phase(at: now)
        // Kept through a trip to the background (Core Animation would otherwise take it off the layer as finished).
        group.isRemovedOnCompletion = false
        return group
    }

    /// A scale by `factor` about a point of the canvas.
    static func scale(_ factor: Double, about point: TabBarPoint) -> CGAffineTransform {
        CGAffineTransform(translationX: point.x, y: point.y).scaledBy(x: factor, y: factor).translatedBy(x: -point.x, y: -point.y)
    }
}
#endif

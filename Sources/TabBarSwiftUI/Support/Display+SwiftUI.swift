#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarDisplay

extension TabBarRect {
    /// The same rectangle as a `CGRect`.
    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}

extension TabBarPoint {
    /// The same point as a `CGPoint`.
    var cgPoint: CGPoint { CGPoint(x: x, y: y) }
    /// A core point from a `CGPoint`.
    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension TabBarDisplayMatrix {
    /// The same matrix for Core Graphics.
    var cgAffineTransform: CGAffineTransform { CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }
}

extension TabBarDisplayShape {
    /// The shape as a SwiftUI path in the canvas's coordinates.
    var swiftUIPath: Path {
        switch self {
        case .rect(let r, _): Path(roundedRect: r.cgRect, cornerRadius: effectiveCornerRadius, style: .continuous)
        case .circle(let c, let radius): Path(ellipseIn: TabBarRect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius).cgRect)
        case .path(let path): path.swiftUI
        }
    }
}

extension TabBarDisplayPaint {
    /// The paint as a Canvas shading: a colour, a linear or a radial gradient in the canvas's coordinates.
    var shading: GraphicsContext.Shading {
        switch self {
        case .solid(let color): color.shading
        case .linearGradient(let from, let to, let stops): .linearGradient(Self.gradient(stops), startPoint: from.cgPoint, endPoint: to.cgPoint)
        case .radialGradient(let center, let radius, let stops): .radialGradient(Self.gradient(stops), center: center.cgPoint, startRadius: 0, endRadius: radius)
        }
    }

    static func gradient(_ stops: [TabBarDisplayGradientStop]) -> Gradient {
        Gradient(stops: stops.map { Gradient.Stop(color: $0.color.swiftUI, location: $0.offset) })
    }
}

extension TabBarDisplayStroke {
    /// The stroke's style: its width and dashes.
    var style: StrokeStyle { StrokeStyle(lineWidth: width, dash: dash.map { CGFloat($0) }) }
}

extension TabBarDisplayAmbient {
    /// The ambient animation as SwiftUI runs it: each way along the core's curve (its control points) for
    /// ``duration``, back and forth forever.
    var swiftUIAnimation: Animation {
        let (x1, y1, x2, y2) = easing.controlPoints
        return Animation.timingCurve(x1, y1, x2, y2, duration: duration).repeatForever(autoreverses: true)
    }
}

extension TabBarDisplayTextAnchor {
    /// Where the origin lies on the line, vertically centred.
    var unitPoint: UnitPoint {
        switch self {
        case .start: .leading
        case .middle: .center
        case .end: .trailing
        }
    }
}
#endif

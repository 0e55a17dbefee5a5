#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarDisplay
import UIKit

extension TabBarRect {
    /// The same rectangle as a `CGRect`.
    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}

extension TabBarPoint {
    /// A core point from a `CGPoint`.
    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
    /// The same point as a `CGPoint`.
    var cgPoint: CGPoint { CGPoint(x: x, y: y) }
}

extension TabBarRect {
    /// A core rectangle from a `CGRect`.
    init(_ rect: CGRect) { self.init(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height)) }
}

extension TabBarDisplayMatrix {
    /// The same matrix for Core Graphics and Core Animation.
    var cgAffineTransform: CGAffineTransform { CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }
}

extension TabBarDisplayShape {
    /// The shape as a `CGPath` in the canvas's coordinates.
    var cgPath: CGPath {
        switch self {
        case .rect(let r, _):
            let radius = effectiveCornerRadius
            return CGPath(roundedRect: r.cgRect, cornerWidth: radius, cornerHeight: radius, transform: nil)
        case .circle(let c, let radius): return CGPath(ellipseIn: TabBarRect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius).cgRect, transform: nil)
        case .path(let path): return path.cgPath
        }
    }
}

extension TabBarInsets {
    /// Core insets from UIKit's.
    init(_ insets: UIEdgeInsets) {
        self.init(top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
    }
    /// The same insets as `UIEdgeInsets`.
    var uiEdgeInsets: UIEdgeInsets { UIEdgeInsets(top: top, left: left, bottom: bottom, right: right) }
}

extension TabBarVectorPath {
    /// The same path as a `CGPath`, element for element.
    var cgPath: CGPath {
        let path = CGMutablePath()
        for element in elements {
            switch element {
            case .move(let p): path.move(to: p.cgPoint)
            case .line(let p): path.addLine(to: p.cgPoint)
            case .quad(let c, let p): path.addQuadCurve(to: p.cgPoint, control: c.cgPoint)
            case .cubic(let c1, let c2, let p): path.addCurve(to: p.cgPoint, control1: c1.cgPoint, control2: c2.cgPoint)
            case .arc(let center, let radius, let start, let end, let clockwise):
                // Core Graphics' `clockwise` is in its flipped space; on screen (y down) it is the opposite.
                path.addArc(center: center.cgPoint, radius: radius, startAngle: start, endAngle: end, clockwise: !clockwise)
            case .close: path.closeSubpath()
            }
        }
        return path
    }
}

extension TabBarTextSize {
    /// The text size for a content size category (unknown categories read as `.large`).
    init(_ category: UIContentSizeCategory) {
        let table: [UIContentSizeCategory: TabBarTextSize] = [
            .extraSmall: .xSmall, .small: .small, .medium: .medium, .large: .large, .extraLarge: .xLarge,
            .extraExtraLarge: .xxLarge, .extraExtraExtraLarge: .xxxLarge,
            .accessibilityMedium: .accessibility1, .accessibilityLarge: .accessibility2,
            .accessibilityExtraLarge: .accessibility3, .accessibilityExtraExtraLarge: .accessibility4,
            .accessibilityExtraExtraExtraLarge: .accessibility5,
        ]
        self = table[category] ?? .large
    }
}
#endif

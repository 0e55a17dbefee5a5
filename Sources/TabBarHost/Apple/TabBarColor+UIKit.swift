#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import UIKit

extension TabBarColor {
    /// The same colour as a `UIColor`: its Display P3 value, its asset-catalog colour (the sRGB fallback
    /// when the catalog has none of that name), the tint where it is drawn (`UIColor.tintColor`), or its
    /// sRGB components.
    public var uiColor: UIColor {
        switch source {
        case .tint: alpha < 1 ? UIColor.tintColor.withAlphaComponent(alpha) : UIColor.tintColor
        case .displayP3(let r, let g, let b): UIColor(displayP3Red: r, green: g, blue: b, alpha: alpha)
        case .asset(let name): UIColor(named: name).map { alpha < 1 ? $0.withAlphaComponent(alpha) : $0 } ?? srgbUIColor
        case nil: srgbUIColor
        }
    }

    /// The sRGB components as a `UIColor`.
    var srgbUIColor: UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// A UIKit colour resolved for some traits, as sRGB components (extended values clamped to 0…1).
    public init(_ color: UIColor, traits: UITraitCollection) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
        func clamped(_ c: CGFloat) -> Double { min(max(Double(c), 0), 1) }
        self.init(red: clamped(r), green: clamped(g), blue: clamped(b), alpha: clamped(a))
    }
}
#endif

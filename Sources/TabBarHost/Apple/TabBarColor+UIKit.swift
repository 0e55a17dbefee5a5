#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import UIKit

extension TabBarColor {
    /// The same colour as a `UIColor`: its Display P3 value, its asset-catalog colour (the sRGB fallback
    /// when the catalog has none of that name), or its sRGB components.
    public var uiColor: UIColor {
        switch source {
        case .displayP3(let r, let g, let b): UIColor(displayP3Red: r, green: g, blue: b, alpha: alpha)
        case .asset(let name): UIColor(named: name).map { alpha < 1 ? $0.withAlphaComponent(alpha) : $0 } ?? srgbUIColor
        case nil: srgbUIColor
        }
    }

    /// The sRGB components as a `UIColor`.
    var srgbUIColor: UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }
}
#endif

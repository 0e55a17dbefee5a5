#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import UIKit

extension TabBarColor {
    /// The same colour as a `UIColor` (sRGB).
    public var uiColor: UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }
}
#endif

#if canImport(UIKit) && !os(watchOS)
import TabBarHost
import TabBarCore
import UIKit

extension UIFont {
    /// The system font the bar draws a label with: size and weight from the core's layout.
    static func tabBarLabel(size: Double, weight: FontWeight) -> UIFont {
        UIFont.systemFont(ofSize: size, weight: weight.uiFontWeight)
    }
}
#endif

#if canImport(UIKit) && !os(watchOS)
import CoreText
import TabBarCore
import UIKit

/// Measures labels with the system font UIKit draws them in, so the core lays out real widths.
///
/// The core has already scaled sizes for Dynamic Type (``TextSize/labelScale``); this measures
/// the font at the size it is given.
public struct UIFontTextMeasurer: TextMeasuring {
    /// Creates a measurer.
    public init() {}

    /// The typographic width of `text` in the system font at `size` and `weight`.
    public func width(of text: String, size: Double, weight: FontWeight) -> Double {
        let font = UIFont.systemFont(ofSize: size, weight: weight.uiFontWeight)
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: text, attributes: [.font: font]))
        return CTLineGetTypographicBounds(line, nil, nil, nil)
    }
}

extension UIFont {
    /// The system font the bar draws a label with: size and weight from the core's layout.
    static func tabBarLabel(size: Double, weight: FontWeight) -> UIFont {
        UIFont.systemFont(ofSize: size, weight: weight.uiFontWeight)
    }
}
#endif

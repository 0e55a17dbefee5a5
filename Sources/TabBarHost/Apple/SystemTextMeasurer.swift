#if canImport(UIKit) && !os(watchOS)
import CoreText
import TabBarCore
import UIKit

/// Measures labels with the system font the bar draws them in (CoreText on UIKit's system font), so
/// the core's truncation and item widths match what appears on screen. SwiftUI and UIKit both use it.
///
/// The core has already scaled sizes for Dynamic Type (`TabBarTextSize.labelScale`); this measures the
/// font at the size it is given.
public struct TabBarSystemTextMeasurer: TabBarTextMeasuring {
    /// Creates a measurer.
    public init() {}

    /// The typographic width of `text` in the system font at `size` points and `weight`.
    public func width(of text: String, size: Double, weight: TabBarFontWeight) -> Double {
        let font = UIFont.systemFont(ofSize: size, weight: weight.uiFontWeight)
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: text, attributes: [.font: font]))
        return CTLineGetTypographicBounds(line, nil, nil, nil)
    }
}

extension TabBarFontWeight {
    /// UIKit's weight of the same name.
    public var uiFontWeight: UIFont.Weight {
        switch self {
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        }
    }
}
#endif

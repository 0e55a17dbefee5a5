#if canImport(SwiftUI) && canImport(UIKit)
import CoreText
import TabBarCore
import UIKit

/// Measures labels with the system font the bar draws them in (CoreText on UIKit's system font),
/// so the core's truncation and item widths match what appears on screen.
public struct SystemTextMeasurer: TextMeasuring {
    /// Creates a measurer.
    public init() {}

    /// The advance width of `text` in the system font at `size` points and `weight`.
    public func width(of text: String, size: Double, weight: FontWeight) -> Double {
        let font = UIFont.systemFont(ofSize: size, weight: weight.uiFontWeight)
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: text, attributes: [.font: font]))
        return CTLineGetTypographicBounds(line, nil, nil, nil)
    }
}

extension FontWeight {
    /// UIKit's weight of the same name.
    var uiFontWeight: UIFont.Weight {
        switch self {
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        }
    }
}
#endif

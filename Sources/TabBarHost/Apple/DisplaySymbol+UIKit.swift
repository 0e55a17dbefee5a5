#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarDisplay
import UIKit

extension TabBarDisplaySymbol {
    /// The SF Symbol as a template image: the filled variant when the symbol is filled and one exists, at
    /// the frame's height and the symbol's weight. Both Apple painters draw it, tinted with ``color``.
    public var symbolImage: UIImage? {
        let configuration = UIImage.SymbolConfiguration(pointSize: frame.height, weight: weight.uiImageSymbolWeight)
        let image = UIImage(systemName: filledName, withConfiguration: configuration) ?? UIImage(systemName: name, withConfiguration: configuration)
        return image?.withRenderingMode(.alwaysTemplate)
    }

    /// Where the image is drawn: fitted into the frame, keeping its aspect ratio.
    public func imageFrame(for image: UIImage) -> TabBarRect {
        fittedFrame(aspectRatio: image.size.height > 0 ? Double(image.size.width / image.size.height) : 1)
    }
}

extension TabBarFontWeight {
    /// The SF Symbols weight of the same name.
    public var uiImageSymbolWeight: UIImage.SymbolWeight {
        switch self {
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        }
    }
}
#endif

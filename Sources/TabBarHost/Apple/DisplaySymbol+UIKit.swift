#if canImport(UIKit) && !os(watchOS)
import Foundation
import TabBarCore
import TabBarDisplay
import UIKit

extension TabBarDisplaySymbol {
    /// The SF Symbol as a template image: the filled variant when the symbol is filled and one exists, at
    /// the frame's height and the symbol's weight, always in its left-to-right form. Both Apple painters draw it,
    /// tinted with ``color``, and mirror it themselves where ``rightToLeft`` says so (as the SVG painter does), so a
    /// directional symbol looks the same in both, whatever the traits they draw with.
    ///
    /// Looked up once per name, size and weight (``TabBarSymbolImageCache``): a frame never calls
    /// `UIImage(systemName:)`.
    public var symbolImage: UIImage? {
        let key = "\(filledName)|\(name)|\(frame.height)|\(weight.rawValue)"
        if let cached = TabBarSymbolImageCache.shared.image(for: key) { return cached.image }
        // Pinned to left to right: the configuration's traits choose the variant that is loaded (UIImage.Configuration),
        // so neither the drawing traits (UIKit's `performAsCurrent`) nor the app's direction pick a mirrored one.
        let configuration = UIImage.SymbolConfiguration(pointSize: frame.height, weight: weight.uiImageSymbolWeight)
            .withTraitCollection(UITraitCollection(layoutDirection: .leftToRight))
        let image = (UIImage(systemName: filledName, withConfiguration: configuration) ?? UIImage(systemName: name, withConfiguration: configuration))?
            .withRenderingMode(.alwaysTemplate)
        TabBarSymbolImageCache.shared.store(image, for: key)
        return image
    }

    /// Where the image is drawn: fitted into the frame, keeping its aspect ratio.
    public func imageFrame(for image: UIImage) -> TabBarRect {
        fittedFrame(aspectRatio: image.size.height > 0 ? Double(image.size.width / image.size.height) : 1)
    }
}

/// The SF Symbol images the painters drew, by name, size and weight (a missing symbol too): symbol images
/// do not depend on traits (they are templates, tinted when drawn), so one lookup serves every frame.
public final class TabBarSymbolImageCache: @unchecked Sendable {
    /// The cache both painters use.
    public static let shared = TabBarSymbolImageCache()

    /// One lookup's answer (`nil` when no symbol has the name).
    public struct Entry {
        /// The image, if the symbol exists.
        public let image: UIImage?
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    /// The answer stored for `key`, if it was looked up before.
    public func image(for key: String) -> Entry? { lock.withLock { entries[key] } }

    /// Stores a lookup's answer (the cache holds at most a few hundred: the bar's symbols in its sizes).
    public func store(_ image: UIImage?, for key: String) {
        lock.withLock {
            if entries.count > 512 { entries.removeAll() }
            entries[key] = Entry(image: image)
        }
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

#if canImport(UIKit) && !os(watchOS)
import Foundation
import TabBarCore
import TabBarDisplay
import UIKit

extension TabBarDisplaySymbol {
    /// The SF Symbol as a template image: the filled variant when the symbol is filled and one exists, at the frame's
    /// height and the symbol's weight, loaded in ``loadDirection`` (the bar's direction; left to right for a symbol
    /// drawn flipped). A symbol with a right-to-left form of its own comes in it; one that mirrors says so
    /// (`flipsForRightToLeftLayoutDirection`) and both Apple painters mirror it themselves
    /// (``mirrorsWhenDrawn(imageFlipsForRightToLeft:)``), as a `UIImageView` would: neither draws into one.
    ///
    /// Looked up once per name, size, weight and direction (``TabBarSymbolImageCache``): a frame never calls
    /// `UIImage(systemName:)`.
    public var symbolImage: UIImage? {
        let direction = loadDirection
        let key = imageCacheKey
        if let cached = TabBarSymbolImageCache.shared.image(for: key) { return cached.image }
        // The configuration's traits choose the variant that is loaded (UIImage.Configuration), so the drawing
        // traits (UIKit's `performAsCurrent`, SwiftUI's forced left to right) never pick another.
        let configuration = UIImage.SymbolConfiguration(pointSize: frame.height, weight: weight.uiImageSymbolWeight)
            .withTraitCollection(UITraitCollection(layoutDirection: direction.uiTraitEnvironmentLayoutDirection))
        let image = (UIImage(systemName: filledName, withConfiguration: configuration) ?? UIImage(systemName: name, withConfiguration: configuration))?
            .withRenderingMode(.alwaysTemplate)
        TabBarSymbolImageCache.shared.store(image, for: key)
        return image
    }

    /// The image SwiftUI's canvas symbol shows: ``symbolImage``, and when the painter mirrors it (``mirrors(_:)``), that
    /// image already mirrored — drawn once, flipped, into a bitmap of the size it is drawn at
    /// (``imageFrame(for:displayScale:)``, whole pixels) at `displayScale` with `traits` (the loading traits), kept in
    /// ``TabBarSymbolImageCache`` — so the canvas draws it as it is and no geometry effect inside the symbol has to survive
    /// the canvas's drawing.
    @MainActor package func canvasImage(displayScale: Double, traits: TabBarImageLoadingTraits) -> UIImage? {
        guard let image = symbolImage else { return nil }
        guard mirrors(image) else { return image }
        let frame = imageFrame(for: image, displayScale: displayScale)
        let key = "\(imageCacheKey)|mirrored|\(frame.width)x\(frame.height)@\(displayScale)"
        if let cached = TabBarSymbolImageCache.shared.image(for: key)?.image { return cached }
        let mirrored = image.tabBarMirrored(
            size: TabBarSize(width: frame.width, height: frame.height), displayScale: displayScale, template: true, traits: traits.collection)
        TabBarSymbolImageCache.shared.store(mirrored, for: key)
        return mirrored
    }

    /// What ``symbolImage`` is cached by: the names, the point size, the weight and the direction it is loaded in.
    var imageCacheKey: String { "\(filledName)|\(name)|\(frame.height)|\(weight.rawValue)|\(loadDirection.rawValue)" }

    /// Whether the painter mirrors `image` (loaded by ``symbolImage``) about the frame's centre.
    public func mirrors(_ image: UIImage) -> Bool { mirrorsWhenDrawn(imageFlipsForRightToLeft: image.flipsForRightToLeftLayoutDirection) }

    /// Where the image is drawn: fitted into the frame, keeping its aspect ratio, on whole pixels at `displayScale`
    /// (``fittedFrame(aspectRatio:displayScale:)``).
    public func imageFrame(for image: UIImage, displayScale: Double) -> TabBarRect {
        fittedFrame(aspectRatio: image.size.height > 0 ? Double(image.size.width / image.size.height) : 1, displayScale: displayScale)
    }
}

/// The SF Symbol images the painters drew, by name, size, weight and direction (a missing symbol too), and SwiftUI's
/// mirrored bitmaps of them: symbol images depend on no other trait (they are templates, tinted when drawn), so one lookup
/// serves every frame. Emptied on a memory warning, as the variant cache is.
public final class TabBarSymbolImageCache: @unchecked Sendable {
    /// The cache both painters use (emptied when the app receives a memory warning).
    public static var shared: TabBarSymbolImageCache { sharedSymbolImages }

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

    /// Forgets every lookup (a memory warning).
    public func removeAll() { lock.withLock { entries.removeAll() } }
}

/// The painters' symbol cache, made with its memory-warning observer.
private let sharedSymbolImages: TabBarSymbolImageCache = {
    let cache = TabBarSymbolImageCache()
    _ = NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil) { _ in
        cache.removeAll()
    }
    return cache
}()

extension TabBarReadingDirection {
    /// UIKit's layout direction of the same name.
    public var uiTraitEnvironmentLayoutDirection: UITraitEnvironmentLayoutDirection {
        self == .rightToLeft ? .rightToLeft : .leftToRight
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

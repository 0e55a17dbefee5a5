#if canImport(UIKit) && !os(watchOS)
import Foundation
import TabBarCore
import TabBarDisplay
import UIKit

/// The images an app supplies for icons of the `.image(id)` source, by id: register them before the
/// bar shows (or again to change one); both front ends draw them from here.
///
/// ```swift
/// TabBarImageRegistry.shared.register(avatar, id: "avatar")   // TabBarKitItem(…, icon: .image("avatar"))
/// ```
public final class TabBarImageRegistry: @unchecked Sendable {
    /// The registry the front ends read.
    public static let shared = TabBarImageRegistry()

    private let lock = NSLock()
    private var images: [String: UIImage] = [:]

    /// Creates an empty registry.
    public init() {}

    /// Registers (or replaces) the image for `id`.
    public func register(_ image: UIImage, id: String) {
        lock.withLock { images[id] = image }
    }

    /// Removes the image for `id`.
    public func removeImage(id: String) {
        lock.withLock { images[id] = nil }
    }

    /// The image registered for `id`, if any.
    public func image(id: String) -> UIImage? {
        lock.withLock { images[id] }
    }
}

extension TabIcon {
    /// The image: the SF Symbol, the asset-catalog image or the registered one, as a template unless the
    /// icon keeps its own colours.
    public var uiImage: UIImage? {
        let image: UIImage?
        if source == .asset {
            image = UIImage(named: name)
        } else if source == .image {
            image = TabBarImageRegistry.shared.image(id: name)
        } else {
            image = UIImage(systemName: name)
        }
        return image?.withRenderingMode(isTemplate ? .alwaysTemplate : .alwaysOriginal)
    }
}

extension TabBarDisplayImage {
    /// The image: the asset-catalog image (its variant for ``layoutDirection``) or the registered one, as a template when
    /// `icon.isTemplate`. The painters draw ``resolvedImage(displayScale:)``, the variant a `UIImageView` in the bar shows.
    public var uiImage: UIImage? {
        guard icon.source == .asset else { return icon.uiImage }
        let traits = UITraitCollection(layoutDirection: layoutDirection.uiTraitEnvironmentLayoutDirection)
        return UIImage(named: icon.name, in: nil, compatibleWith: traits)?.withRenderingMode(icon.isTemplate ? .alwaysTemplate : .alwaysOriginal)
    }

    /// The image both painters draw, at `displayScale` (the screen's): the variant a `UIImageView` in the bar shows
    /// (`variant(displayScale:)`: the bar's layout direction and appearance), loaded for those traits — an asset's
    /// right-to-left, dark or increased-contrast image, a registered image's variant — as a template when
    /// `icon.isTemplate`. The painter draws this very image (its size, its mirroring: ``mirrors(_:)``), never one
    /// looked up again under its own drawing traits. Each image is resolved once per variant
    /// (``TabBarImageVariantCache``; a registered image again when the app registers another under its id), so a frame
    /// makes no trait collection and looks nothing up.
    @MainActor public func resolvedImage(displayScale: Double) -> UIImage? {
        let variant = variant(displayScale: displayScale)
        let mode: UIImage.RenderingMode = icon.isTemplate ? .alwaysTemplate : .alwaysOriginal
        let key = "\(icon.source.name):\(icon.name)|\(icon.isTemplate)|\(variant.key)"
        if icon.source == .asset {
            if let cached = TabBarImageVariantCache.shared.image(for: key) { return cached.image }
            let image = UIImage(named: icon.name, in: nil, compatibleWith: variant.uiTraitCollection)?.withRenderingMode(mode)
            TabBarImageVariantCache.shared.store(image, for: key)
            return image
        }
        guard icon.source == .image else { return icon.uiImage }
        // Registered images may be replaced at any time: the variant cached is that of the image registered now.
        guard let registered = TabBarImageRegistry.shared.image(id: icon.name) else { return nil }
        if let cached = TabBarImageVariantCache.shared.image(for: key), cached.source === registered { return cached.image }
        let image = (registered.imageAsset?.image(with: variant.uiTraitCollection) ?? registered).withRenderingMode(mode)
        TabBarImageVariantCache.shared.store(image, for: key, source: registered)
        return image
    }

    /// Whether the painter mirrors `image` about the frame's centre: in right to left, an image whose asset says it
    /// mirrors (`flipsForRightToLeftLayoutDirection`, the asset catalog's "Mirrors" direction or
    /// `imageFlippedForRightToLeftLayoutDirection()`), as a `UIImageView` would; the painters draw into none.
    public func mirrors(_ image: UIImage) -> Bool { mirrorsWhenDrawn(imageFlipsForRightToLeft: image.flipsForRightToLeftLayoutDirection) }

    /// Where the image is drawn: fitted into the frame, keeping its aspect ratio.
    public func imageFrame(for image: UIImage) -> TabBarRect {
        fittedFrame(aspectRatio: image.size.height > 0 ? Double(image.size.width / image.size.height) : 1)
    }

    /// What a painter reports when the image cannot be found.
    public var missingIssue: TabBarDisplayPaintIssue {
        let place = icon.source == .asset ? "in the asset catalog" : "registered with TabBarImageRegistry"
        return TabBarDisplayPaintIssue(icon.isTemplate ? .templateImage : .originalImage, detail: "no image \"\(icon.name)\" \(place)", group: nil)
    }
}

extension TabBarImageVariant {
    /// The variant as UIKit traits: the layout direction, the interface style, the contrast and the scale (made on the
    /// main actor, where both painters draw: `UIMutableTraits` is isolated to it).
    @MainActor public var uiTraitCollection: UITraitCollection {
        UITraitCollection { traits in
            traits.layoutDirection = layoutDirection.uiTraitEnvironmentLayoutDirection
            traits.userInterfaceStyle = scheme == .dark ? .dark : .light
            traits.accessibilityContrast = contrast == .increased ? .high : .normal
            traits.displayScale = CGFloat(displayScale)
        }
    }
}

/// The asset and registered images the painters drew, by name and variant (a missing asset too): one lookup serves
/// every frame.
public final class TabBarImageVariantCache: @unchecked Sendable {
    /// The cache both painters use.
    public static let shared = TabBarImageVariantCache()

    /// One lookup's answer (`nil` when the asset catalog has no such image).
    public struct Entry {
        /// The image, if the asset exists.
        public let image: UIImage?
        /// The registered image it was resolved from (`nil` for an asset): the entry stands only while it is registered.
        public let source: UIImage?
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    /// The answer stored for `key`, if it was looked up before.
    public func image(for key: String) -> Entry? { lock.withLock { entries[key] } }

    /// Stores a lookup's answer, resolved from `source` when it is a registered image (the cache holds at most a few
    /// hundred: the bar's images in their variants).
    public func store(_ image: UIImage?, for key: String, source: UIImage? = nil) {
        lock.withLock {
            if entries.count > 512 { entries.removeAll() }
            entries[key] = Entry(image: image, source: source)
        }
    }
}
#endif
